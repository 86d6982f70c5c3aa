package sim

import (
	"math"
	"testing"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The tables below restate rules §1 independently of the rules package, so a
// drift on either side fails a test.

// factsArrays is the auto-build ability array of each class (rules §1.1).
var factsArrays = map[rules.ClassID]rules.Abilities{
	rules.Fighter:  {Str: 15, Dex: 14, Con: 13, Int: 8, Wis: 12, Cha: 10},
	rules.Rogue:    {Str: 8, Dex: 15, Con: 13, Int: 14, Wis: 10, Cha: 12},
	rules.Mage:     {Str: 8, Dex: 14, Con: 13, Int: 15, Wis: 12, Cha: 10},
	rules.Cleric:   {Str: 12, Dex: 14, Con: 13, Int: 8, Wis: 15, Cha: 10},
	rules.Ranger:   {Str: 12, Dex: 15, Con: 13, Int: 10, Wis: 14, Cha: 8},
	rules.Paladin:  {Str: 15, Dex: 10, Con: 13, Int: 8, Wis: 12, Cha: 14},
	rules.Warlock:  {Str: 8, Dex: 14, Con: 13, Int: 10, Wis: 12, Cha: 15},
	rules.Sorcerer: {Str: 8, Dex: 14, Con: 13, Int: 10, Wis: 12, Cha: 15},
	rules.Druid:    {Str: 10, Dex: 14, Con: 13, Int: 12, Wis: 15, Cha: 8},
}

// factsRaceMods is each race's ability modifiers (rules §1.2).
var factsRaceMods = map[rules.RaceID]rules.Abilities{
	rules.Human:    {Str: 1, Dex: 1, Con: 1, Int: 1, Wis: 1, Cha: 1},
	rules.Elf:      {Str: 0, Dex: 3, Con: -1, Int: 2, Wis: 3, Cha: 0},
	rules.Dwarf:    {Str: 2, Dex: -1, Con: 3, Int: 1, Wis: 1, Cha: -1},
	rules.Halfling: {Str: 0, Dex: 3, Con: 1, Int: 0, Wis: 2, Cha: 0},
	rules.Orc:      {Str: 6, Dex: -1, Con: 3, Int: -1, Wis: -1, Cha: 0},
	rules.Tiefling: {Str: 0, Dex: 2, Con: 0, Int: 1, Wis: 0, Cha: 3},
	rules.HalfElf:  {Str: 0, Dex: 2, Con: 0, Int: 1, Wis: 1, Cha: 2},
}

// factsHP is each class's hit die, HP per level after the first and
// whether the caster HP multiplier applies (rules §1.3).
var factsHP = map[rules.ClassID]struct {
	die, avg int
	caster   bool
}{
	rules.Fighter:  {10, 6, false},
	rules.Rogue:    {8, 5, false},
	rules.Mage:     {6, 4, true},
	rules.Cleric:   {8, 5, true},
	rules.Ranger:   {8, 5, false},
	rules.Paladin:  {10, 6, false},
	rules.Warlock:  {8, 5, true},
	rules.Sorcerer: {6, 4, true},
	rules.Druid:    {8, 5, true},
}

// factsXP is the cumulative XP of the tested levels (rules §1.5).
var factsXP = map[int]int{1: 0, 3: 900, 5: 2700, 8: 9000, 12: 22000, 16: 44000}

// factsProficiency is the proficiency bonus of the tested levels
// (rules §1.5).
var factsProficiency = map[int]int{1: 2, 3: 2, 5: 3, 8: 3, 12: 4, 16: 5}

// testLevels are the levels the matrix tests cover.
var testLevels = []int{1, 3, 5, 8, 12, 16}

// expectedAbilities is the class array plus race modifiers, capped at 20.
func expectedAbilities(class rules.ClassID, race rules.RaceID) rules.Abilities {
	a, m := factsArrays[class], factsRaceMods[race]
	capped := func(v int) int { return min(v, rules.MaxAbilityScore) }
	return rules.Abilities{
		Str: capped(a.Str + m.Str), Dex: capped(a.Dex + m.Dex), Con: capped(a.Con + m.Con),
		Int: capped(a.Int + m.Int), Wis: capped(a.Wis + m.Wis), Cha: capped(a.Cha + m.Cha),
	}
}

// expectedMaxHP is the rules §1.3 HP formula in floating point: full die +
// CON mod at L1, average + CON mod per later level (each at least 1), × 1.5,
// × 1.25 for casters, rounded.
func expectedMaxHP(class rules.ClassID, con, level int) int {
	h := factsHP[class]
	mod := int(math.Floor(float64(con-10) / 2))
	total := max(1, h.die+mod) + (level-1)*max(1, h.avg+mod)
	hp := float64(total) * 1.5
	if h.caster {
		hp *= 1.25
	}
	return int(math.Round(hp))
}

// requireValid checks that c is a well-formed character sheet. The rules
// package has no whole-character validator, so this spells out what the
// rules and the inventory plugin's equip command enforce.
func requireValid(t *testing.T, c rules.Character) {
	t.Helper()
	require.NoError(t, rules.ValidateName(c.Name))
	def, ok := rules.Class(c.Class)
	require.True(t, ok, "class %q", c.Class)
	_, ok = rules.Race(c.Race)
	require.True(t, ok, "race %q", c.Race)
	assert.Equal(t, rules.CharacterVersion, c.Version)
	require.GreaterOrEqual(t, c.Level, 1)
	require.LessOrEqual(t, c.Level, rules.MaxLevel)
	assert.Equal(t, c.Level, rules.LevelForXP(c.XP), "XP %d does not match level", c.XP)
	for _, ab := range rules.AllAbilities() {
		v := c.Abilities.Get(ab)
		assert.True(t, v >= 1 && v <= rules.MaxAbilityScore, "%s %d", ab, v)
	}
	assert.True(t, c.HP >= 1 && c.HP <= rules.MaxHP(c), "HP %d of %d", c.HP, rules.MaxHP(c))
	assert.True(t, c.HitDice >= 0 && c.HitDice <= c.Level, "hit dice %d", c.HitDice)
	maxSlots := rules.MaxSlots(c)
	for i := range c.Slots {
		assert.True(t, c.Slots[i] >= 0 && c.Slots[i] <= maxSlots[i], "slots %v of %v", c.Slots, maxSlots)
	}
	for id, n := range c.Resources {
		f, ok := c.FeatureDef(id)
		assert.True(t, ok && c.HasFeature(id) && n >= 0 && n <= f.Uses, "resource %s=%d", id, n)
	}
	for slot, id := range c.Equipment {
		it, ok := content.ItemByID(id)
		require.True(t, ok, "slot %s holds unknown item %q", slot, id)
		assert.True(t, fitsSlot(it, slot), "%s does not fit %s", id, slot)
		if it.Armor != nil {
			assert.True(t, def.ProficientArmor(*it.Armor), "%s cannot wear %s", c.Class, id)
		}
		if it.Weapon != nil {
			assert.True(t, def.ProficientWeapon(*it.Weapon), "%s is not proficient with %s", c.Class, id)
		}
	}
	if w := wornWeapon(c); w != nil && w.TwoHanded {
		assert.Empty(t, c.Equipment.Get(rules.SlotOffHand), "two-handed %s with an off-hand item", w.ID)
	}
	for id, n := range c.Inventory {
		_, ok := content.ItemByID(id)
		assert.True(t, ok && n > 0, "pack holds %d of %q", n, id)
	}
	assert.GreaterOrEqual(t, c.Coins, 0)
	assert.False(t, c.InCombat)
	assert.Zero(t, c.Exhaustion)
	assert.True(t, c.DownUntil.IsZero() && c.LockoutUntil.IsZero())
}

// fitsSlot reports whether it may be worn in slot (as the equip command
// places items).
func fitsSlot(it content.Item, slot rules.EquipSlot) bool {
	switch {
	case it.Weapon != nil:
		return slot == rules.SlotMainHand
	case it.Armor != nil && it.Armor.IsShield():
		return slot == rules.SlotOffHand
	case it.Armor != nil:
		return slot == rules.SlotArmor
	case it.Wondrous != nil:
		return slot == it.Wondrous.Slot
	}
	return false
}

// wornItem returns the catalogue item in slot, or nil.
func wornItem(c rules.Character, slot rules.EquipSlot) *content.Item {
	it, ok := content.ItemByID(c.Equipment.Get(slot))
	if !ok {
		return nil
	}
	return &it
}

// wornWeapon returns the main-hand weapon, or nil.
func wornWeapon(c rules.Character) *rules.Weapon {
	if it := wornItem(c, rules.SlotMainHand); it != nil {
		return it.Weapon
	}
	return nil
}

// mustBuild builds b or fails the test.
func mustBuild(t *testing.T, b Build) rules.Character {
	t.Helper()
	c, err := Character(b)
	require.NoError(t, err, "%+v", b)
	return c
}
