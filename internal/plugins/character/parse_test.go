package character

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

func TestParseCreatePicksTheLastClassWordBeforeAtMostARace(t *testing.T) {
	cases := []struct {
		args []string
		want createSpec
	}{
		{[]string{"Aria", "mage"}, createSpec{"Aria", rules.Mage, rules.Human}},
		{[]string{"Aria", "Vell", "mage", "elf"}, createSpec{"Aria Vell", rules.Mage, rules.Elf}},
		{[]string{"Mage", "Hunter", "ranger"}, createSpec{"Mage Hunter", rules.Ranger, rules.Human}},
		{[]string{"Cleric", "cleric", "orc"}, createSpec{"Cleric", rules.Cleric, rules.Orc}},
		{[]string{"Ty", "ROGUE", "HALF_ELF"}, createSpec{"Ty", rules.Rogue, rules.HalfElf}},
	}
	for _, tc := range cases {
		got, err := parseCreate(tc.args, "!")
		require.NoError(t, err, tc.args)
		assert.Equal(t, tc.want, got, tc.args)
	}
}

func TestParseCreateWithoutNameOrClassIsMissing(t *testing.T) {
	for _, args := range [][]string{nil, {"Aria"}, {"mage"}} {
		_, err := parseCreate(args, "!")
		assert.ErrorIs(t, err, errMissing, args)
	}
}
