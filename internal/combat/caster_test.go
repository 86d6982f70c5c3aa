package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// A level-1 Human Mage has INT 16: spell attack +5, save DC 13. A Headband
// of Intellect makes INT 19: +6 and DC 14, in the fight as on the sheet.
func TestSpellsUseGearBoostedScores(t *testing.T) {
	cases := []struct {
		name     string
		headband bool
		spell    rules.SpellID
		d20      int
		lost     int
	}{
		{"fire bolt 10 + 5 misses AC 16", false, rules.FireBolt, 10, 0},
		{"fire bolt 10 + 6 hits AC 16", true, rules.FireBolt, 10, 10},
		{"burning hands: 12 + 1 saves against DC 13", false, rules.BurningHands, 12, 9},
		{"burning hands: 12 + 1 fails against DC 14", true, rules.BurningHands, 12, 18},
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
			assert.Equal(t, c.Abilities, s.Player.Char.Abilities, "the sheet keeps its own scores")
			assert.Equal(t, e.SpellAttack, rules.SpellAttackBonus(s.Player.caster()))
			assert.Equal(t, e.SpellSaveDC, rules.SpellSaveDC(s.Player.caster()))
		})
	}
}
