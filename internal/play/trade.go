package play

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/expedition"
)

// trade is the simulated player at the zone's trader (rules §8.2, §11.2):
// standing in its room on an active expedition, it buys the wares in the
// trader's order, one lot at a time, for as long as the trader sells them
// (stock, room in the packs, the purse), each lot a `!trade <n>` typed.
// Anywhere else it does nothing.
func (g *Game) trade() {
	if g.Mode != ModeExpedition {
		return
	}
	pos := Position(g.Run, g.Graph, false)
	t, err := expedition.TraderHere(g.Exp, pos)
	if err != nil {
		return
	}
	for i, w := range t.Wares {
		for {
			e, ch, _, err := expedition.Trade(g.Exp, pos, g.Char, w, 1, g.Now)
			if err != nil {
				break
			}
			g.typed(fmt.Sprintf("!trade %d", i+1))
			g.Exp, g.Char = e, ch
		}
	}
}
