package play

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// turn is one player action of an expedition: a rollover or wandering
// check that is due, else what the autopilot's stop calls for (atStop).
func (g *Game) turn() error {
	if g.Mode == ModeZone {
		return g.zoneTurn()
	}
	if done, err := g.clockTurn(); done || err != nil {
		return err
	}
	if g.idle > maxIdle {
		g.finish(OutcomeStuck, "no progress")
		return nil
	}
	g.trade()
	if _, _, waiting := g.Run.PendingFight(); g.needBase && !waiting && g.Exp.PendingNight == nil &&
		g.Exp.Status == expedition.StatusActive && !g.Run.Status.Over() {
		if !g.baseCamp() && !g.extract() {
			g.finish(OutcomeStuck, "no way to pitch the base camp the final region needs")
		}
		return nil
	}
	stop, _, err := NextStop(Look{Exp: g.Exp, Run: g.Run, Graph: g.Graph, Char: g.Char, Party: g.Party, Walked: g.walked,
		Limit: expedition.AutopilotRooms, Levelled: g.levelled, MinHPPct: g.minHP(), Now: g.Now, Loc: g.Loc,
		AvoidTrapEdges: g.Policy.AvoidTrapEdges, EnterElites: g.Policy.EnterElites})
	if restsAfter(stop) && g.restBelow() {
		return nil
	}
	return g.atStop(stop, err)
}

// clockTurn is the turn of the game's clock on an active expedition: the
// rollover when it is due (first, unless a wandering check falls before
// it), which ends the game at the day cap, or a wandering check that is
// due; done is false when neither is.
func (g *Game) clockTurn() (done bool, err error) {
	if g.Exp.Status != expedition.StatusActive {
		return false, nil
	}
	next := expedition.NextRollover(g.Exp, g.Loc)
	switch {
	case !next.IsZero() && !g.Now.Before(next) && (g.wanderAt.IsZero() || !next.After(g.wanderAt)):
		if g.Exp.Day >= g.daysCap() {
			// The game ends the minute before the rollover past the
			// cap, which it does not apply.
			g.Now = next.Add(-time.Minute)
			g.finish(OutcomeDayCapped, "day cap")
			return true, nil
		}
		return true, g.rollover(next)
	case !g.wanderAt.IsZero() && !g.Now.Before(g.wanderAt):
		return true, g.wander()
	}
	return false, nil
}

// stopTurns are the player's answer to each autopilot stop that is one
// action (atStop plays the rest).
var stopTurns = map[expedition.WalkStop]func(g *Game) error{
	"":                       (*Game).advance,
	expedition.StopEncounter: (*Game).nightFight,
	expedition.StopFight:     (*Game).roomFight,
	expedition.StopFork:      (*Game).choose,
	expedition.StopLowHP:     (*Game).lowHP,
	expedition.StopSupplies:  (*Game).lowSupplies,
	expedition.StopNight:     (*Game).night,
	expedition.StopTrader:    (*Game).advance, // the player bought what the trader sells (trade) and walks on
	expedition.StopComplete:  func(g *Game) error { g.finish(OutcomeCleared, string(expedition.StopComplete)); return nil },
	expedition.StopEnded:     func(g *Game) error { g.ended(); return nil },
	expedition.StopLevelUp:   func(g *Game) error { g.levelled = false; return nil },
	expedition.StopResting:   func(g *Game) error { g.wait(RestedAt(g.Char, g.Party)); return nil },
	expedition.StopCap:       func(g *Game) error { g.wait(g.Now.Add(g.Policy.Pace.Walk)); return nil },
	expedition.StopElite:     func(g *Game) error { return g.door(expedition.StopElite) },
	expedition.StopBoss:      func(g *Game) error { return g.door(expedition.StopBoss) },
	expedition.StopTrap: func(g *Game) error {
		// The player walks into the trap room by hand (`!advance`).
		defer g.act()
		return g.advance()
	},
}

// atStop is the player's answer to the autopilot's stop (err: a blocked
// walk's reason); a stop the player has no answer to ends the game as
// stuck.
func (g *Game) atStop(stop expedition.WalkStop, err error) error {
	if stop == expedition.StopBlocked {
		return g.blocked(err)
	}
	if act, ok := stopTurns[stop]; ok {
		return act(g)
	}
	g.finish(OutcomeStuck, string(stop))
	return nil
}

// minHP is the low-HP stop in force: the policy's, or next to nothing
// while the player presses on with no rest left.
func (g *Game) minHP() int {
	if g.pressOn {
		return 1
	}
	return g.Policy.MinHPPct
}

// ended finishes a game whose expedition or run has ended.
func (g *Game) ended() {
	switch {
	case g.Exp.Status == expedition.StatusComplete || g.Run.Status == zonerun.StatusCleared:
		g.finish(OutcomeCleared, "complete")
	case g.Exp.Status == expedition.StatusExtracted:
		g.finish(OutcomeExtracted, "extracted")
	case g.Run.Status == zonerun.StatusFled || g.forced == expedition.CauseFled:
		g.finish(OutcomeFled, "fled")
	case g.Run.Status == zonerun.StatusLost || g.forced == expedition.CauseDowned:
		g.finish(OutcomeDied, "downed")
	case g.forced != "":
		g.finish(OutcomeExtracted, "forced: "+string(g.forced))
	default:
		g.finish(OutcomeStuck, "ended: "+string(g.Exp.Status))
	}
}

// apply is the one path of a step, as the zone plugin's: the auto-harvest
// pass, then the expedition's rules (ExpeditionStep).
func (g *Game) apply(prev zonerun.Run, st zonerun.Step, move Move) error {
	var e *expedition.Expedition
	if g.Mode == ModeExpedition {
		e = &g.Exp
	}
	st, err := zonerun.Harvest(st, g.Graph, HarvestContext(g.ZoneID, e), g.Now)
	if err != nil {
		return err
	}
	if e != nil && e.Status == expedition.StatusActive {
		out, err := ExpeditionStep(StepIn{Exp: g.Exp, Prev: prev, Step: st, Graph: g.Graph, World: g.World, Now: g.Now, Move: move})
		if err != nil {
			return err
		}
		g.Exp, g.Char, g.Run, g.Party = out.Exp, out.Char, out.Run, out.Party
		g.noteForced(out.Forced)
	} else {
		g.Char, g.Run, g.Party = st.Char, st.Run, st.Party
		if g.Mode == ModeZone {
			g.Char, _ = RunLoss(prev, g.Run, g.Char)
		}
	}
	g.count(st)
	g.levelled = g.levelled || LevelledUp(st)
	return nil
}

// advance walks one room on (`!advance`).
func (g *Game) advance() error {
	prev := g.Run
	st, err := g.walk().Advance(g.Run, g.Graph, g.Char, g.Now)
	if err == nil {
		err = g.apply(prev, st, MoveWalk)
	}
	if err != nil {
		return g.blocked(err)
	}
	g.typed("!advance")
	if g.Run.Current != prev.Current {
		g.walked++
		g.idle = 0
	} else {
		g.idle++
	}
	return nil
}

// choose answers a fork by the policy's rule (ForkFirstOpen: the first
// listed open way, TwinBee's own pick; ForkRandomOpen: a random one of
// the ways allowed; both pass trap rooms over when the policy avoids trap
// edges) as `!zone go <n>` does. When the rules leave no way, the player
// takes the first open one by hand.
func (g *Game) choose() error {
	defer g.act()
	n := g.pickWay()
	if n == 0 {
		n = zonerun.FirstOpenWay(g.Run, g.Char)
	}
	if n == 0 {
		return g.blocked(zonerun.ErrNoOpenWay)
	}
	prev := g.Run
	st, err := g.walk().Choose(g.Run, g.Graph, g.Char, n, g.Now)
	if err == nil {
		err = g.apply(prev, st, MoveWalk)
	}
	if err != nil {
		return g.blocked(err)
	}
	g.typed("!zone go " + strconv.Itoa(n))
	g.walked++
	return nil
}

// door is a stop before an elite or boss room: first the autopilot's
// patch-up (patchAtDoor, rules §10.2), then the policy's own door: rest
// while HP or a caster's spell slots are under the policy's door
// thresholds and a rest is left; before a boss with none left today,
// sleep to the next day's camp once (Policy.RestockBeforeBoss, rules
// §10.4); then walk in. A boss who wants a full rest (rules §8.12) gets
// one first (restForBoss).
func (g *Game) door(stop expedition.WalkStop) error {
	if g.patchAtDoor(stop) {
		return nil
	}
	if stop == expedition.StopBoss && expedition.CheckBossDoor(g.Exp, g.Char) != nil {
		return g.restForBoss()
	}
	if g.hpPct() < g.Policy.DoorMinHPPct || g.slotsPct() < g.Policy.DoorMinSlotsPct {
		if g.ownRest() {
			return nil
		}
		if stop == expedition.StopBoss && g.Policy.RestockBeforeBoss && g.restockDay != g.Exp.Day {
			g.restockDay = g.Exp.Day
			g.wait(expedition.NextRollover(g.Exp, g.Loc))
			return nil
		}
	}
	defer g.act()
	return g.advance()
}

// patchAtDoor is the autopilot's patch-up at a door (PatchAtDoor, rules
// §10.2) as the bot's walk takes it: when a walk started now
// (`!expedition run`, which the player types) would stop at this door,
// the rests it takes. It reports whether it took any; the character then
// rests till the last one ends.
func (g *Game) patchAtDoor(stop expedition.WalkStop) bool {
	look := Look{Exp: g.Exp, Run: g.Run, Graph: g.Graph, Char: g.Char, Party: g.Party, Limit: expedition.AutopilotRooms,
		MinHPPct: g.Policy.MinHPPct, Now: g.Now, Loc: g.Loc,
		AvoidTrapEdges: g.Policy.AvoidTrapEdges, EnterElites: g.Policy.EnterElites}
	if walk, _, _ := NextStop(look); walk != stop || zonerun.BehindFrontier(g.Run, g.Graph) {
		return false // the walk would stop elsewhere, or refuse to start
	}
	in := DoorPatchIn{Exp: g.Exp, Pos: Position(g.Run, g.Graph, false), Char: g.Char,
		World: g.World, User: g.UserID, Now: g.Now, Door: stop}
	p := PatchAtDoor(in)
	rested := p.Rests
	for k := range g.Party {
		in.Char, in.User = g.Party[k], g.Setup.Party[k].UserID
		mp := PatchAtDoor(in)
		g.Party[k] = mp.Char
		rested = max(rested, mp.Rests)
	}
	if rested == 0 {
		return false
	}
	g.Char = p.Char
	g.Stats.DoorRests += rested
	g.typed("!expedition run")
	g.act()
	return true
}

// blocked handles a refused move: a Tier 5 zone's final region wants a
// base camp first (pitch it), heat exhaustion wants a camp, a boss who
// wants a full rest a long rest (restForBoss); anything else
// (a locked way, a dead end) leaves the player stuck.
func (g *Game) blocked(err error) error {
	var mustRest expedition.ErrMustRest
	var needBase expedition.ErrBaseCampRequired
	var bossRest expedition.ErrBossNeedsRest
	switch {
	case errors.As(err, &bossRest):
		return g.restForBoss()
	case errors.As(err, &needBase):
		if g.baseCamp() {
			return nil
		}
	case errors.As(err, &mustRest):
		if g.rest() {
			return nil
		}
		if g.extract() {
			return nil
		}
	}
	g.finish(OutcomeStuck, "blocked: "+err.Error())
	return nil
}

// noteForced remembers why a forced extraction ended the expedition.
func (g *Game) noteForced(rep *expedition.ExtractionReport) {
	if rep != nil {
		g.forced = rep.Cause
	}
}

// monsterNames names monster IDs for the trace.
func monsterNames(ids []content.MonsterID) string {
	return strings.Join(content.MonsterNames(ids), ", ")
}
