package play

import (
	"strconv"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// baseCamp is the player's way through a final region that wants a base
// camp first (rules §8.10, §8.13): pitch it here; standing in the
// region boss's room (no camp there), walk back one room first; before
// the base camp's first day, camp and sleep until it comes. It reports
// false when none of that is possible (a soft lock: the rules leave no
// way forward).
func (g *Game) baseCamp() bool {
	if g.camp(expedition.CampBase) {
		g.needBase = false
		return true
	}
	g.needBase = true
	pos := Position(g.Run, g.Graph, false)
	switch {
	case pos.Kind == zonegraph.KindBoss:
		return g.walkBack()
	case g.Exp.Day < expedition.BaseCampMinDay:
		if g.Exp.Camp == nil || g.Exp.Camp.Day != g.Exp.Day {
			if !g.camp(g.Policy.Night) {
				g.camp(expedition.CampRough)
			}
		}
		g.wait(expedition.NextRollover(g.Exp, g.Loc))
		return true
	case g.Exp.Camp != nil && g.Exp.Camp.Day == g.Exp.Day && g.baseWait != g.Exp.Day:
		// One camp a day, and today's is pitched: the base camp waits for
		// tomorrow.
		g.baseWait = g.Exp.Day
		g.wait(expedition.NextRollover(g.Exp, g.Loc))
		return true
	}
	return false
}

// walkBack walks one edge back to the latest room entered before that
// the run may revisit from here (`!revisit <n>`); false when the
// expedition or the run refuses.
func (g *Game) walkBack() bool {
	n := 0
	for _, node := range zonerun.RevisitTargets(g.Run, g.Graph) {
		n = max(n, g.Run.RoomNumber(node))
	}
	if n == 0 || expedition.CheckAdvance(g.Exp) != nil || expedition.CheckBacktrack(g.Exp) != nil {
		return false
	}
	prev := g.Run
	st, err := g.walk().Revisit(g.Run, g.Graph, g.Char, n, g.Now)
	if err != nil {
		return false
	}
	if err := g.apply(prev, st, MoveWalk); err != nil {
		return false
	}
	g.typed("!revisit " + strconv.Itoa(n))
	g.act()
	return true
}
