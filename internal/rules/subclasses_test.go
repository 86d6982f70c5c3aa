package rules

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEveryClassHasThreeSubclassesWithAFeatureAtTheUnlockLevel(t *testing.T) {
	for _, d := range Classes() {
		require.Len(t, d.Subclasses, 3, d.ID)
		for _, s := range d.Subclasses {
			sub, class, ok := Subclass(s.ID)
			require.True(t, ok, s.ID)
			assert.Equal(t, d.ID, class)
			assert.Equal(t, s.Name, sub.Name)
			assert.Equal(t, SubclassLevel, s.Features[0].Level, "%s: a player notices it in the first fight after choosing", s.ID)
		}
	}
	_, _, ok := Subclass("paladin_of_nothing")
	assert.False(t, ok)
}

func TestSubclassByNameFoldsTheName(t *testing.T) {
	d, _ := Class(Fighter)
	for _, name := range []string{"battle master", "Battle-Master", "battle_master", "BATTLEMASTER"} {
		s, ok := d.SubclassByName(name)
		require.True(t, ok, name)
		assert.Equal(t, SubclassID("battle_master"), s.ID)
	}
	_, ok := d.SubclassByName("thief")
	assert.False(t, ok, "another class's subclass")
}

func TestChooseSubclass(t *testing.T) {
	fresh := func(t *testing.T, level int) Character { return atLevel(t, Fighter, Human, level) }
	chosen := func(t *testing.T, coins int, since time.Time) Character {
		c, _, err := ChooseSubclass(fresh(t, 5), "berserker", since)
		require.NoError(t, err)
		c.Coins = coins
		return c
	}
	cases := []struct {
		name     string
		char     func(t *testing.T) Character
		pick     string
		wantErr  error
		wantCost int
	}{
		{"the first pick is free", func(t *testing.T) Character { return fresh(t, 3) }, "champion", nil, 0},
		{"below the unlock level", func(t *testing.T) Character { return fresh(t, 2) }, "champion", ErrSubclassLevel{Level: 2, Need: 3}, 0},
		{"no such subclass", func(t *testing.T) Character { return fresh(t, 3) }, "thief", ErrSubclassUnknown{Class: Fighter, Name: "thief"}, 0},
		{"the same again", func(t *testing.T) Character { return chosen(t, 900, t0) }, "berserker", ErrSubclassSame{Subclass: "berserker"}, 0},
		{"a change too soon", func(t *testing.T) Character { return chosen(t, 900, t0.Add(-29*24*time.Hour)) }, "champion",
			ErrSubclassTooSoon{Until: t0.Add(24 * time.Hour)}, 0},
		{"a change too poor", func(t *testing.T) Character { return chosen(t, 499, t0.Add(-30*24*time.Hour)) }, "champion",
			ErrSubclassCoins{Cost: 500, Have: 499}, 0},
		{"a change after the wait", func(t *testing.T) Character { return chosen(t, 500, t0.Add(-30*24*time.Hour)) }, "champion", nil, 500},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before := tc.char(t)
			after, choice, err := ChooseSubclass(before, tc.pick, t0)
			if tc.wantErr != nil {
				require.Equal(t, tc.wantErr, err)
				assert.Equal(t, before, after, "a refusal changes nothing")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.wantCost, choice.Cost)
			assert.Equal(t, before.Coins-tc.wantCost, after.Coins)
			assert.Equal(t, SubclassID(tc.pick), after.Subclass)
			assert.Equal(t, t0, after.SubclassSince)
			assert.Equal(t, before.Subclass, choice.Replaced)
		})
	}
}

func TestASubclassAddsItsFeaturesAndItsUses(t *testing.T) {
	c := atLevel(t, Fighter, Human, 5)
	require.False(t, c.HasFeature(FeatureRage))
	c, _, err := ChooseSubclass(c, "berserker", t0)
	require.NoError(t, err)
	assert.True(t, c.HasFeature(FeatureRage))
	assert.True(t, c.HasFeature(FeatureSecondWind), "the class's own features stay")
	rage, _ := Feature(FeatureRage)
	assert.Equal(t, rage.Uses, c.Resources[FeatureRage])

	c.Resources[FeatureSecondWind] = 0
	c.Coins = SubclassChangeCost
	c, _, err = ChooseSubclass(c, "champion", t0.Add(SubclassChangeWait))
	require.NoError(t, err)
	assert.False(t, c.HasFeature(FeatureRage))
	assert.NotContains(t, c.Resources, FeatureRage, "the old subclass's uses go")
	assert.Zero(t, c.Resources[FeatureSecondWind], "a change is no rest")
	assert.True(t, c.HasFeature(FeatureImprovedCritical))
	assert.False(t, c.HasFeature(FeatureSuperiorCritical), "level 15's feature waits for level 15")
}

func TestASubclassFeatureArrivesWithItsLevel(t *testing.T) {
	c := atLevel(t, Fighter, Human, 14)
	c, _, err := ChooseSubclass(c, "champion", t0)
	require.NoError(t, err)
	c, rep := AwardXP(c, XPForLevel(15)-c.XP)
	require.Equal(t, 15, c.Level)
	assert.Contains(t, rep.NewFeatures, FeatureSuperiorCritical)
	assert.True(t, c.HasFeature(FeatureSuperiorCritical))
}

func TestMayChooseSubclass(t *testing.T) {
	assert.False(t, atLevel(t, Rogue, Human, 2).MayChooseSubclass())
	c := atLevel(t, Rogue, Human, 3)
	assert.True(t, c.MayChooseSubclass())
	c, _, err := ChooseSubclass(c, "thief", t0)
	require.NoError(t, err)
	assert.False(t, c.MayChooseSubclass())
}

func TestSubclassRecordsAreChecked(t *testing.T) {
	requireBrokenData(t, "data/classes.yaml", classesData, func(b []byte) error { _, err := loadClasses(b); return err }, []brokenData{
		{"a feature below the unlock level", "{level: 3, feature: improved_critical}", "{level: 2, feature: improved_critical}", `subclass "champion": feature "improved_critical" at level 2`},
		{"an unknown feature", "{level: 3, feature: rage}", "{level: 3, feature: rages}", `feature "rages"`},
		{"no summary", `summary: "Quick fingers: once a long rest, an oil or elixir as a bonus action, your action left for the knife."`, `summary: ""`,
			`subclass "thief": missing id, name, summary or features`},
		{"a name twice in a class", "name: Assassin", "name: Thief", `the name "Thief" is subclass "thief"'s already`},
		{"an ID in two classes", "id: gloom_stalker", "id: thief", `the name "thief" is class "ranger"'s already`},
	})
}

func TestTheLevelUpThatReachesTheSubclassLevelSaysASubclassIsOpen(t *testing.T) {
	c := atLevel(t, Fighter, Human, 2)
	up, rep := AwardXP(c, XPForLevel(SubclassLevel)-c.XP)
	require.Equal(t, SubclassLevel, up.Level)
	assert.True(t, rep.SubclassOpen, "level 2 to 3 with no subclass")

	_, past := AwardXP(up, XPForLevel(SubclassLevel+1)-up.XP)
	assert.False(t, past.SubclassOpen, "level 3 to 4 reaches no new choice")

	_, below := AwardXP(atLevel(t, Fighter, Human, 1), XPForLevel(2))
	assert.False(t, below.SubclassOpen, "level 2 opens nothing")

	chosen := c.Clone()
	chosen.Subclass = "champion" // set by hand at level 2, as an admin edit could
	_, rep = AwardXP(chosen, XPForLevel(SubclassLevel)-c.XP)
	assert.False(t, rep.SubclassOpen, "a character with a subclass has nothing to choose")
}

func TestRageDamageByLevel(t *testing.T) {
	for level, want := range map[int]int{3: 2, 9: 2, 11: 2, 15: 2, 16: 3, 20: 3} {
		assert.Equal(t, want, RageDamage(level), "level %d", level)
	}
}
