package play

import (
	"errors"
	"time"

	"github.com/gogobee/gogobee/internal/expedition"
)

// daysCap is the last expedition day the game plays.
func (g *Game) daysCap() int {
	if g.DaysCap > 0 {
		return g.DaysCap
	}
	if t := g.Exp.Traits(); t.MaxDays > 0 {
		return t.MaxDays + 1
	}
	return 40
}

// later is the later of two instants.
func later(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

// wait moves the clock to at (never back) and starts a new walk.
func (g *Game) wait(at time.Time) {
	if at.After(g.Now) {
		g.Now = at
	} else {
		g.Now = g.Now.Add(g.Policy.Pace.Action)
	}
	g.walked = 0
}

// act spends one command's time, after the command: every command runs
// at the instant its turn began, once the day cycle due by then has run.
func (g *Game) act() { g.Now = g.Now.Add(g.Policy.Pace.Action) }

// rollover applies the 06:00 rollover due at at; the day's first walk is
// at the pace's first hour.
func (g *Game) rollover(at time.Time) error {
	out, err := Rollover(RolloverIn{Exp: g.Exp, Char: g.Char, Party: g.Party, Run: g.Run, Graph: g.Graph, World: g.World, At: at, Loc: g.Loc})
	if err != nil {
		return err
	}
	g.Exp, g.Char, g.Run, g.Party = out.Exp, out.Char, out.Run, out.Party
	g.noteForced(out.Report.Forced)
	g.Stats.ThreatMax = max(g.Stats.ThreatMax, g.Exp.Threat.Peak)
	l := at.In(g.Loc)
	g.wait(expedition.LocalAt(l.Year(), l.Month(), l.Day(), g.Policy.Pace.FirstWalk, g.Loc))
	return nil
}

// wander is the extra wandering check of a zone that prowls by day
// (expedition.WanderInterval: Infernax hunting, the Abyss surging), at
// g.wanderAt, as the bot's wandering job rolls it: slot by slot, on the
// expedition's stream; a slot with an encounter waiting or a fight running
// is skipped. A day without prowling waits for the next rollover.
func (g *Game) wander() error {
	at := g.wanderAt
	pos := Position(g.Run, g.Graph, false)
	every := expedition.WanderInterval(g.Exp, pos)
	if every <= 0 {
		g.wanderAt = expedition.NextRollover(g.Exp, g.Loc)
		return nil
	}
	g.wanderAt = at.Add(every)
	slot := int(at.Unix() / int64(every/time.Second))
	e, _, err := expedition.WanderCheck(g.Exp, pos, g.Char, expedition.RootStream(g.World, g.Exp), slot, at)
	var pending expedition.ErrEncounterPending
	var fighting expedition.ErrInCombat
	switch {
	case errors.As(err, &pending), errors.As(err, &fighting):
		return nil
	case err != nil:
		return err
	}
	g.Exp = e
	g.Run.Mods = FightMods(e)
	g.Stats.ThreatMax = max(g.Stats.ThreatMax, e.Threat.Peak)
	return nil
}
