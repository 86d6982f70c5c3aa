package sim

import (
	"testing"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestClasses(t *testing.T) {
	assert.Equal(t, []rules.ClassID{rules.Cleric, rules.Druid, rules.Fighter, rules.Mage, rules.Paladin, rules.Ranger, rules.Rogue, rules.Sorcerer, rules.Warlock}, Classes())
}

func TestParseClass(t *testing.T) {
	for in, want := range map[string]rules.ClassID{
		"fighter": rules.Fighter, "Fighter": rules.Fighter, " MAGE ": rules.Mage, "rogue": rules.Rogue,
	} {
		got, err := ParseClass(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for _, bad := range []string{"", "wizard", "all", "fight"} {
		_, err := ParseClass(bad)
		assert.Equal(t, rules.ErrUnknownClass{Class: rules.ClassID(bad)}, err, bad)
	}
}

func TestParseRace(t *testing.T) {
	for in, want := range map[string]rules.RaceID{
		"human": rules.Human, "Half-Elf": rules.HalfElf, "half_elf": rules.HalfElf, "halfelf": rules.HalfElf,
		"half elf": rules.HalfElf, "ORC": rules.Orc, "halfling": rules.Halfling,
	} {
		got, err := ParseRace(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for _, bad := range []string{"", "gnome", "all", "half"} {
		_, err := ParseRace(bad)
		assert.Equal(t, rules.ErrUnknownRace{Race: rules.RaceID(bad)}, err, bad)
	}
}
