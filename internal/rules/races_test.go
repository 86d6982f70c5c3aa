package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Mage array 8/14/13/15/12/10 plus rules §1.2 modifiers.
func TestRaceModifiersOnMage(t *testing.T) {
	cases := []struct {
		race    RaceID
		want    Abilities
		speed   int
		passive RacePassive
	}{
		{Human, Abilities{9, 15, 14, 16, 13, 11}, 30, PassiveNone},
		{Elf, Abilities{8, 17, 12, 17, 15, 10}, 35, PassiveNone},
		{Dwarf, Abilities{10, 13, 16, 16, 13, 9}, 25, PassivePoisonResilience},
		{Halfling, Abilities{8, 17, 14, 15, 14, 10}, 25, PassiveLucky},
		{Orc, Abilities{14, 13, 16, 14, 11, 10}, 30, PassiveRage},
		{Tiefling, Abilities{8, 16, 13, 16, 12, 13}, 30, PassiveFireResistance},
		{HalfElf, Abilities{8, 16, 13, 16, 13, 12}, 30, PassiveNone},
	}
	require.Len(t, Races(), len(cases))
	for _, tc := range cases {
		c := newChar(t, Mage, tc.race)
		assert.Equal(t, tc.want, c.Abilities, tc.race)
		r, ok := Race(tc.race)
		require.True(t, ok)
		assert.Equal(t, tc.speed, r.Speed, tc.race)
		assert.Equal(t, tc.passive, r.Passive, tc.race)
		assert.NotEmpty(t, r.Name, tc.race)
	}
}

func TestRaceScoresCapAt20(t *testing.T) {
	c := newChar(t, Fighter, Orc) // STR 15 + 6 = 21 → 20
	assert.Equal(t, 20, c.Abilities.Str)
}

func TestClassesAndRacesByName(t *testing.T) {
	for name, want := range map[string]ClassID{"fighter": Fighter, "Fighter": Fighter, "MAGE": Mage} {
		got, ok := ClassByName(name)
		assert.True(t, ok, name)
		assert.Equal(t, want, got, name)
	}
	for name, want := range map[string]RaceID{"half_elf": HalfElf, "Half-Elf": HalfElf, "half elf": HalfElf, "halfelf": HalfElf, "Orc": Orc} {
		got, ok := RaceByName(name)
		assert.True(t, ok, name)
		assert.Equal(t, want, got, name)
	}
	for _, name := range []string{"", "bard", "gnome", "-"} {
		_, okClass := ClassByName(name)
		_, okRace := RaceByName(name)
		assert.False(t, okClass || okRace, "%q", name)
	}
}
