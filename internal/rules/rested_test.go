package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFullyRestedIsWhatALongRestLeaves: a character is fully rested when a
// long rest would give nothing back (rules §8.12: the Crypt's boss).
func TestFullyRestedIsWhatALongRestLeaves(t *testing.T) {
	for _, tc := range []struct {
		name   string
		class  ClassID
		level  int
		change func(*Character)
		want   bool
	}{
		{"fresh fighter", Fighter, 3, func(*Character) {}, true},
		{"one HP short", Fighter, 3, func(c *Character) { c.HP-- }, false},
		{"a hit die spent", Fighter, 3, func(c *Character) { c.HitDice-- }, false},
		{"Second Wind spent", Fighter, 3, func(c *Character) { c.Resources[FeatureSecondWind] = 0 }, false},
		{"a mage after a long rest, in Mage Armor", Mage, 3, func(c *Character) { c.HP, c.Slots = 1, SlotTable{}; *c, _ = RestoreLongRest(*c) }, true},
		{"a slot spent since", Mage, 3, func(c *Character) { *c, _ = RestoreLongRest(*c); c.Slots[1]-- }, false},
		{"a new mage not yet in Mage Armor", Mage, 3, func(*Character) {}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := atLevel(t, tc.class, Human, tc.level)
			tc.change(&c)
			assert.Equal(t, tc.want, FullyRested(c))
		})
	}
}

func TestLongRestGivesOnlyWhenSomethingComesBack(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(*Character)
		want   bool
	}{
		{"fully rested", func(*Character) {}, false},
		{"wounded", func(c *Character) { c.HP-- }, true},
		{"a hit die spent", func(c *Character) { c.HitDice-- }, true},
		{"Action Surge spent", func(c *Character) { c.Resources[FeatureActionSurge] = 0 }, true},
		{"one level of exhaustion, nothing else", func(c *Character) { c.Exhaustion = 1 }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := atLevel(t, Fighter, Human, 3)
			tc.change(&c)
			assert.Equal(t, tc.want, LongRestGives(c))
		})
	}
}
