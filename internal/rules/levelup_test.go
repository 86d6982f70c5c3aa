package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAwardXPWithoutLevelUp(t *testing.T) {
	c := newChar(t, Fighter, Human)
	c, rep := AwardXP(c, 299)
	assert.False(t, rep.LevelledUp())
	assert.Equal(t, 299, rep.XPGained)
	assert.Equal(t, 299, c.XP)
	assert.Equal(t, 1, c.Level)
	assert.Equal(t, 1, rep.NewLevel)
}

func TestAwardXPNonPositiveChangesNothing(t *testing.T) {
	c := newChar(t, Fighter, Human)
	c2, rep := AwardXP(c, -50)
	assert.Equal(t, c, c2)
	assert.Equal(t, 0, rep.XPGained)
	assert.False(t, rep.LevelledUp())
}

func TestAwardXPLevelUpReport(t *testing.T) {
	cases := []struct {
		name      string
		class     ClassID
		xp        int
		want      LevelUpReport
		hitDice   int
		resources map[FeatureID]int
	}{
		{
			name: "fighter to 2 gains Action Surge", class: Fighter, xp: 300,
			want: LevelUpReport{XPGained: 300, XP: 300, OldLevel: 1, NewLevel: 2,
				HPMaxBefore: 18, HPMaxAfter: 30, ProficiencyBefore: 2, ProficiencyAfter: 2,
				AttacksBefore: 1, AttacksAfter: 1, TierBefore: 1, TierAfter: 1,
				NewFeatures: []FeatureID{FeatureActionSurge}},
			hitDice:   2,
			resources: map[FeatureID]int{FeatureSecondWind: 1, FeatureActionSurge: 1},
		},
		{
			name: "mage 1 to 5 in one award", class: Mage, xp: 2700,
			want: LevelUpReport{XPGained: 2700, XP: 2700, OldLevel: 1, NewLevel: 5,
				HPMaxBefore: 15, HPMaxAfter: 60, ProficiencyBefore: 2, ProficiencyAfter: 3,
				AttacksBefore: 1, AttacksAfter: 1, TierBefore: 1, TierAfter: 2,
				SlotsGained: SlotTable{2, 3, 2}, NewFeatures: []FeatureID{FeatureTinyHut},
				NewSpells: []SpellID{Blur, ScorchingRay, Blink, Fireball}, CantripDice: 2,
				SubclassOpen: true}, // past level 3 with none chosen (rules §1.11)
			hitDice:   5,
			resources: map[FeatureID]int{FeatureTinyHut: 1},
		},
		{
			name: "ranger to 2 gains spellcasting", class: Ranger, xp: 300,
			want: LevelUpReport{XPGained: 300, XP: 300, OldLevel: 1, NewLevel: 2,
				HPMaxBefore: 15, HPMaxAfter: 26, ProficiencyBefore: 2, ProficiencyAfter: 2,
				AttacksBefore: 1, AttacksAfter: 1, TierBefore: 1, TierAfter: 1,
				SlotsGained: SlotTable{2},
				NewFeatures: []FeatureID{FeatureSpellcasting},
				NewSpells:   []SpellID{CureWounds, HailOfThorns}}, // Hunter's Mark: a class feature since level 1
			hitDice:   2,
			resources: nil,
		},
		{
			name: "fighter past the cap", class: Fighter, xp: 100000,
			want: LevelUpReport{XPGained: 85000, XPDiscarded: 15000, XP: 85000, OldLevel: 1, NewLevel: 20,
				HPMaxBefore: 18, HPMaxAfter: 246, ProficiencyBefore: 2, ProficiencyAfter: 6,
				AttacksBefore: 1, AttacksAfter: 3, TierBefore: 1, TierAfter: 7,
				NewFeatures:  []FeatureID{FeatureActionSurge, FeatureExtraAttack, FeatureIndomitable, FeatureExtraAttack2},
				SubclassOpen: true},
			hitDice:   20,
			resources: map[FeatureID]int{FeatureSecondWind: 1, FeatureActionSurge: 1, FeatureIndomitable: 1},
		},
	}
	for _, tc := range cases {
		c := newChar(t, tc.class, Human)
		c.HP -= 4 // wounded: level-ups add the HP maximum's gain
		c, rep := AwardXP(c, tc.xp)
		assert.Equal(t, tc.want, rep, tc.name)
		assert.True(t, rep.LevelledUp(), tc.name)
		assert.Equal(t, tc.want.NewLevel, c.Level, tc.name)
		assert.Equal(t, tc.want.HPMaxAfter-4, c.HP, tc.name)
		assert.Equal(t, tc.hitDice, c.HitDice, tc.name)
		assert.Equal(t, MaxSlots(c), c.Slots, tc.name)
		assert.Equal(t, tc.resources, c.Resources, tc.name)
	}
}

func TestAwardXPAtCapDiscardsEverything(t *testing.T) {
	c := atLevel(t, Rogue, Human, 20)
	c, rep := AwardXP(c, 500)
	assert.Equal(t, 0, rep.XPGained)
	assert.Equal(t, 500, rep.XPDiscarded)
	assert.Equal(t, maxXP, c.XP)
}

func TestAwardXPKeepsSpentSlotsSpent(t *testing.T) {
	c := atLevel(t, Mage, Human, 4) // 4/3
	c.Slots = SlotTable{0, 0}
	c, rep := AwardXP(c, XPForLevel(5)-c.XP) // to 4/3/2
	assert.Equal(t, SlotTable{0, 0, 2}, rep.SlotsGained)
	assert.Equal(t, SlotTable{0, 0, 2}, c.Slots)
}

func TestARangersLevelTwoSpellsLeaveOutHuntersMark(t *testing.T) {
	c := atLevel(t, Ranger, Human, 1)
	require.True(t, c.HasFeature(FeatureHuntersMark), "a class feature from level 1")
	_, rep := AwardXP(c, XPForLevel(2)-c.XP)
	require.Equal(t, 2, rep.NewLevel)
	assert.Contains(t, rep.NewSpells, CureWounds)
	assert.NotContains(t, rep.NewSpells, HuntersMark, "already castable as the class feature")
}

func TestCreditableXPIsWhatFitsUnderTheCap(t *testing.T) {
	for _, tc := range []struct {
		name      string
		xp, award int
		want      int
	}{
		{"below the cap: all of it", 300, 50, 50},
		{"near the cap: what fits", maxXP - 100, 300, 100},
		{"at the cap: none", maxXP, 300, 0},
		{"nothing awarded", 300, 0, 0},
		{"a negative award", 300, -5, 0},
	} {
		c := Character{XP: tc.xp, Level: LevelForXP(tc.xp)}
		assert.Equal(t, tc.want, CreditableXP(c, tc.award), tc.name)
		_, rep := AwardXP(c, tc.award)
		assert.Equal(t, rep.XPGained, CreditableXP(c, tc.award), "%s: what AwardXP credits", tc.name)
	}
}
