package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// A level-1 Human Mage has INT 16: spell attack +8, save DC 16 (2 + 3 + the
// flat 3). A Headband of Intellect makes INT 19: +9 and DC 17, in the
// fight as on the sheet; Fire Bolt adds INT to its damage.
func TestSpellsUseGearBoostedScores(t *testing.T) {
	cases := []struct {
		name     string
		headband bool
		spell    rules.SpellID
		d20      int
		lost     int
	}{
		{"fire bolt 7 + 8 misses AC 16", false, rules.FireBolt, 7, 0},
		{"fire bolt 7 + 9 hits AC 16 for 10 + 4", true, rules.FireBolt, 7, 14},
		{"burning hands: 15 + 1 saves against DC 16", false, rules.BurningHands, 15, 9},
		{"burning hands: 15 + 1 fails against DC 17", true, rules.BurningHands, 15, 18},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := charAt(t, rules.Mage, rules.Human, 1)
			if tc.headband {
				c.Equipment.Set(rules.SlotHead, "headband_of_intellect")
			}
			e := content.EffectiveOf(c)
			s := started(t, c, &script{d20: []int{tc.d20}}, dummy(100, 16, 0, "", 0))
			require.NoError(t, s.cast(tc.spell, 0, 0))
			assert.Equal(t, 100-tc.lost, s.Enemies[0].HP)
			assert.Equal(t, c.Abilities, s.Player().Char.Abilities, "the sheet keeps its own scores")
			assert.Equal(t, e.SpellAttack, rules.SpellAttackBonus(s.Player().caster()))
			assert.Equal(t, e.SpellSaveDC, rules.SpellSaveDC(s.Player().caster()))
		})
	}
}
