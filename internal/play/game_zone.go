package play

import "github.com/gogobee/gogobee/internal/zonerun"

// zoneTurn is one action of a standalone zone run: fight what waits,
// answer a fork, short rest when low, walk on.
func (g *Game) zoneTurn() error {
	r := g.Run
	switch {
	case r.Status == zonerun.StatusCleared:
		g.finish(OutcomeCleared, "complete")
		return nil
	case r.Status == zonerun.StatusFled:
		g.finish(OutcomeFled, "fled")
		return nil
	case r.Status.Over():
		g.finish(OutcomeDied, "downed")
		return nil
	case g.idle > maxIdle:
		g.finish(OutcomeStuck, "no progress")
		return nil
	}
	if _, _, pending := r.PendingFight(); pending {
		return g.roomFight()
	}
	if r.Prompt != nil {
		return g.choose()
	}
	if g.hpPct() <= g.Policy.MinHPPct && g.Char.HitDice > 0 && !g.Char.IsResting(g.Now) {
		if ch, rep, err := ShortRest(g.Char, g.World, g.UserID, g.Now); err == nil && rep.Recovered() {
			g.Char = ch
			g.typed("!rest short")
			g.Now = g.Char.LockoutUntil
			return nil
		}
	}
	g.act()
	return g.advance()
}
