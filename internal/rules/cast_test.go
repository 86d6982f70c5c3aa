package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCastSpellSpendsSlotAndReports(t *testing.T) {
	c := atLevel(t, Mage, Human, 5)
	c, cast, err := CastSpell(c, MagicMissile, 2)
	require.NoError(t, err)
	assert.Equal(t, SlotTable{4, 2, 2}, c.Slots)
	assert.Equal(t, 4, cast.Projectiles)
	assert.Equal(t, Dice{1, 4, 1}, cast.Dice)
	assert.Equal(t, 8+3+3+FlatBonus, cast.SaveDC)
	assert.Equal(t, 3+3+FlatBonus, cast.AttackBonus)
	assert.Equal(t, 0, cast.Threat)

	c, cast, err = CastSpell(c, Fireball, 3)
	require.NoError(t, err)
	assert.Equal(t, 8, cast.Threat)
	assert.Equal(t, SlotTable{4, 2, 1}, c.Slots)
}

func TestCastCantripIsFree(t *testing.T) {
	c := atLevel(t, Mage, Human, 11)
	before := c.Slots
	c, cast, err := CastSpell(c, FireBolt, 3)
	require.NoError(t, err)
	assert.Equal(t, before, c.Slots)
	assert.Equal(t, 0, cast.SlotLevel)
	assert.Equal(t, Dice{3, 10, CastingMod(c)}, cast.Dice, "a damage cantrip adds the casting modifier")
}

func TestCastSpellErrors(t *testing.T) {
	mage := newChar(t, Mage, Human)
	cases := []struct {
		name string
		c    Character
		id   SpellID
		slot int
		want error
	}{
		{"unknown", mage, "wish", 1, ErrUnknownSpell{Spell: "wish"}},
		{"not on list", mage, CureWounds, 1, ErrSpellNotKnown{Spell: CureWounds}},
		{"too high for level", mage, Fireball, 3, ErrSpellNotKnown{Spell: Fireball}},
		{"no slot of that level", mage, MagicMissile, 2, ErrNoSlot{Level: 2}},
		{"slot level out of range", mage, MagicMissile, 10, ErrBadSlotLevel{Level: 10}},
		{"no 6th-level slot yet", mage, MagicMissile, 6, ErrNoSlot{Level: 6}},
		{"slot below spell level", atLevel(t, Mage, Human, 5), Fireball, 2, ErrSlotTooLow{Spell: Fireball, SpellLvl: 3, SlotLevel: 2}},
	}
	for _, tc := range cases {
		got, _, err := CastSpell(tc.c, tc.id, tc.slot)
		assert.Equal(t, tc.want, err, tc.name)
		assert.Equal(t, tc.c.Slots, got.Slots, tc.name)
	}
}

func TestCastHealAddsModAndDiscipleOfLife(t *testing.T) {
	c := atLevel(t, Cleric, Human, 3) // WIS 16 → +3
	_, cast, err := CastSpell(c, CureWounds, 2)
	require.NoError(t, err)
	// 2d8 + WIS 3 + Disciple of Life (2 + slot level 2)
	assert.Equal(t, Dice{2, 8, 3 + 4}, cast.Dice)

	r := atLevel(t, Ranger, Human, 2) // WIS 15 → +2, no Disciple of Life
	_, cast, err = CastSpell(r, CureWounds, 1)
	require.NoError(t, err)
	assert.Equal(t, Dice{1, 8, 2}, cast.Dice)
}

func TestConcentrationReplacesEarlierSpell(t *testing.T) {
	c := atLevel(t, Ranger, Human, 2)
	c, cast, err := CastSpell(c, HuntersMark, 1)
	require.NoError(t, err)
	assert.Equal(t, HuntersMark, c.Concentration)
	assert.Equal(t, SpellID(""), cast.EndedConcentration)
	c, cast, err = CastSpell(c, HailOfThorns, 1)
	require.NoError(t, err)
	assert.Equal(t, HailOfThorns, c.Concentration)
	assert.Equal(t, HuntersMark, cast.EndedConcentration)
}

func TestCastMageArmorRaisesAC(t *testing.T) {
	c := newChar(t, Mage, Human)
	before := ArmorClass(c, nil, nil)
	c, _, err := CastSpell(c, MageArmorSpell, 1)
	require.NoError(t, err)
	assert.True(t, c.MageArmor)
	assert.Equal(t, before+3, ArmorClass(c, nil, nil))
}

func TestShieldReaction(t *testing.T) {
	cases := []struct {
		name       string
		class      ClassID
		slots      SlotTable
		attack, ac int
		cast       bool
		slotsAfter SlotTable
	}{
		{"turns a hit", Mage, SlotTable{2}, 15, 13, true, SlotTable{1}},
		{"hit by exactly AC", Mage, SlotTable{2}, 13, 13, true, SlotTable{1}},
		{"too big a hit to turn", Mage, SlotTable{2}, 18, 13, false, SlotTable{2}},
		{"already a miss", Mage, SlotTable{2}, 12, 13, false, SlotTable{2}},
		{"uses lowest free slot", Mage, SlotTable{0, 1, 1}, 14, 13, true, SlotTable{0, 0, 1}},
		{"never the last slot", Mage, SlotTable{0, 1}, 14, 13, false, SlotTable{0, 1}},
		{"no slot free", Mage, SlotTable{}, 14, 13, false, SlotTable{}},
		{"fighter cannot", Fighter, SlotTable{}, 14, 13, false, SlotTable{}},
	}
	for _, tc := range cases {
		c := atLevel(t, tc.class, Human, 3)
		c.Slots = tc.slots
		c, ok := ShieldReaction(c, tc.attack, tc.ac)
		assert.Equal(t, tc.cast, ok, tc.name)
		assert.Equal(t, tc.slotsAfter, c.Slots, tc.name)
	}
}
