package sim

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/rules"
)

// The simulator's character of every class grows with its level (rules
// §11.1): more HP maximum at every level, and an attack bonus, a spell
// save DC and an AC that never fall, since a level only adds proficiency
// and its gear is never worse than the level before's.
func TestSimulatedCharactersGrowWithLevel(t *testing.T) {
	for _, cl := range Classes() {
		var prev combat.Player
		var prevDC int
		for lv := 1; lv <= rules.MaxLevel; lv++ {
			ch, err := Character(Build{Class: cl, Level: lv})
			require.NoError(t, err, "%s L%d", cl, lv)
			p := combat.NewPlayer(ch)
			dc := rules.SpellSaveDC(ch)
			if lv > 1 {
				assert.Greater(t, p.MaxHP, prev.MaxHP, "%s L%d HP maximum", cl, lv)
				assert.GreaterOrEqual(t, p.AttackBonus, prev.AttackBonus, "%s L%d attack bonus", cl, lv)
				assert.GreaterOrEqual(t, p.AC, prev.AC, "%s L%d AC", cl, lv)
				assert.GreaterOrEqual(t, dc, prevDC, "%s L%d spell save DC", cl, lv)
			}
			prev, prevDC = p, dc
		}
	}
}
