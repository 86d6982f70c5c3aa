package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestArcaneTricksterSlotsFollowTheThirdCasterTable(t *testing.T) {
	cases := []struct {
		level int
		want  string
	}{
		{3, "2"}, {4, "3"}, {6, "3"}, {7, "4/2"}, {10, "4/3"}, {13, "4/3/2"}, {16, "4/3/3"}, {19, "4/3/3/1"}, {20, "4/3/3/1"},
	}
	for _, tc := range cases {
		c := subclassAt(t, Rogue, tc.level, "arcane trickster")
		assert.Equal(t, tc.want, MaxSlots(c).String(), "level %d", tc.level)
		assert.Equal(t, MaxSlots(c), c.Slots, "level %d: the pick brings its slots full", tc.level)
		assert.Equal(t, "—", MaxSlots(atLevel(t, Rogue, Human, tc.level)).String(), "a plain Rogue has none")
	}
}

func TestArcaneTricksterCastsMageSpellsWithINT(t *testing.T) {
	c := subclassAt(t, Rogue, 7, "arcane trickster")
	known := map[SpellID]bool{}
	for _, s := range SpellsOf(c) {
		known[s.ID] = true
		assert.True(t, s.ForClass(Mage), s.ID)
		assert.LessOrEqual(t, s.Level, 2, s.ID)
	}
	for _, id := range []SpellID{FireBolt, MagicMissile, Thunderwave, ScorchingRay, ShieldSpell} {
		assert.True(t, known[id], id)
		assert.True(t, KnowsSpell(c, id), id)
	}
	for _, id := range []SpellID{Blur} {
		assert.False(t, known[id], "%s: the subclass leaves it out", id)
	}
	assert.False(t, known[Fireball], "3rd level waits for level 13")
	assert.True(t, CastsInFight(c))
	assert.Equal(t, c.Abilities.Mod(INT), CastingMod(c))
	assert.Equal(t, 8+ProficiencyBonus(7)+c.Abilities.Mod(INT)+FlatBonus, SpellSaveDC(c))
	plain := atLevel(t, Rogue, Human, 7)
	assert.Empty(t, SpellsOf(plain))
	assert.Zero(t, CastingMod(plain))
	assert.False(t, CastsInFight(plain))
}

func TestSubclassCastingComesAndGoesWithThePick(t *testing.T) {
	c := subclassAt(t, Rogue, 5, "arcane trickster")
	c.Slots = SlotTable{1}
	c, rep := RestoreLongRest(c)
	assert.Equal(t, 2, rep.SlotsRestored.At(1), "a rest restores a Trickster's slots")
	assert.Equal(t, 3, c.Slots.At(1))
	c.Coins = SubclassChangeCost
	thief, _, err := ChooseSubclass(c, "thief", t0.Add(SubclassChangeWait))
	require.NoError(t, err)
	assert.Zero(t, thief.Slots.Total(), "a Thief keeps no slots")
	assert.Empty(t, SpellsOf(thief))
}

func TestBrokenSubclassCastingFailsWithClearMessages(t *testing.T) {
	at := "        casting_ability: int\n        slots: third\n        spell_list: mage\n"
	cases := []brokenData{
		{"unknown casting ability", at, "        casting_ability: luck\n        slots: third\n        spell_list: mage\n", `subclass "arcane_trickster": unknown casting ability "luck"`},
		{"unknown slot progression", at, "        casting_ability: int\n        slots: quarter\n        spell_list: mage\n", `subclass "arcane_trickster": unknown slot progression "quarter"`},
		{"slots without an ability", at, "        slots: third\n", `subclass "arcane_trickster": slots or spell_list without casting_ability`},
		{"a spell list of no class", at, "        casting_ability: int\n        slots: third\n        spell_list: bard\n", `subclass "arcane_trickster": spell_list "bard" is no class`},
	}
	requireBrokenData(t, "data/classes.yaml", classesData, func(b []byte) error { _, err := loadClasses(b); return err }, cases)
}
