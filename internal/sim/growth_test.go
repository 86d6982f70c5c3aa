package sim

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/rules"
)

// The simulator's character of every class grows with its level (rules
// §11.1): more HP maximum at every level, and, dressed in its level's whole
// shop tier, an attack bonus, a spell save DC and an AC that never fall, since
// a level only adds proficiency and a tier's gear is never worse than the
// tier before's. (The career table's loadouts are medians of different
// careers, which may wear a lesser piece a level later.)
func TestSimulatedCharactersGrowWithLevel(t *testing.T) {
	for _, cl := range Classes() {
		var prev combat.Player
		var prevDC, prevMedianHP int
		for lv := 1; lv <= rules.MaxLevel; lv++ {
			median, err := Character(Build{Class: cl, Level: lv})
			require.NoError(t, err, "%s L%d", cl, lv)
			ch, err := Character(Build{Class: cl, Level: lv, GearTier: GearTierFor(lv)})
			require.NoError(t, err, "%s L%d", cl, lv)
			p := combat.NewPlayer(ch)
			dc := rules.SpellSaveDC(ch)
			if lv > 1 {
				assert.Greater(t, combat.NewPlayer(median).MaxHP, prevMedianHP, "%s L%d HP maximum", cl, lv)
				assert.GreaterOrEqual(t, p.AttackBonus, prev.AttackBonus, "%s L%d attack bonus", cl, lv)
				assert.GreaterOrEqual(t, p.AC, prev.AC, "%s L%d AC", cl, lv)
				assert.GreaterOrEqual(t, dc, prevDC, "%s L%d spell save DC", cl, lv)
			}
			prev, prevDC, prevMedianHP = p, dc, combat.NewPlayer(median).MaxHP
		}
	}
}
