package play

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// maxFightTries is how often the player takes on the same waiting fight
// after timeouts before fleeing it.
const maxFightTries = 3

// turn is one player action of an expedition: a rollover that is due,
// else what the autopilot's stop calls for.
func (g *Game) turn() error {
	if g.Mode == ModeZone {
		return g.zoneTurn()
	}
	if g.Exp.Status == expedition.StatusActive {
		next := expedition.NextRollover(g.Exp, g.Loc)
		switch {
		case !next.IsZero() && !g.Now.Before(next) && (g.wanderAt.IsZero() || !next.After(g.wanderAt)):
			if g.Exp.Day >= g.daysCap() {
				g.finish(OutcomeDayCapped, "day cap")
				return nil
			}
			return g.rollover(next)
		case !g.wanderAt.IsZero() && !g.Now.Before(g.wanderAt):
			return g.wander()
		}
	}
	if g.idle > maxIdle {
		g.finish(OutcomeStuck, "no progress")
		return nil
	}
	if _, _, waiting := g.Run.PendingFight(); g.needBase && !waiting && g.Exp.PendingNight == nil &&
		g.Exp.Status == expedition.StatusActive && !g.Run.Status.Over() {
		if !g.baseCamp() {
			g.finish(OutcomeStuck, "no way to pitch the base camp the final region needs")
		}
		return nil
	}
	stop, next, err := NextStop(Look{Exp: g.Exp, Run: g.Run, Graph: g.Graph, Char: g.Char, Walked: g.walked,
		Limit: expedition.AutopilotRooms, Levelled: g.levelled, MinHPPct: g.minHP(), Now: g.Now, Loc: g.Loc})
	switch stop {
	case "":
		return g.advance()
	case expedition.StopComplete:
		g.finish(OutcomeCleared, string(stop))
	case expedition.StopEnded:
		g.ended()
	case expedition.StopEncounter:
		return g.nightFight()
	case expedition.StopFight:
		return g.roomFight()
	case expedition.StopResting:
		g.wait(later(g.Char.LockoutUntil, g.Char.DownUntil))
	case expedition.StopFork:
		return g.choose()
	case expedition.StopLevelUp:
		g.levelled = false
	case expedition.StopCap:
		g.wait(g.Now.Add(g.Policy.Pace.Walk))
	case expedition.StopElite, expedition.StopBoss:
		return g.door(next)
	case expedition.StopLowHP:
		return g.lowHP()
	case expedition.StopSupplies:
		return g.lowSupplies()
	case expedition.StopNight:
		return g.night()
	case expedition.StopBlocked:
		return g.blocked(err)
	default:
		g.finish(OutcomeStuck, string(stop))
	}
	return nil
}

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

// minHP is the low-HP stop in force: the policy's, or next to nothing
// while the player presses on with no rest left.
func (g *Game) minHP() int {
	if g.pressOn {
		return 1
	}
	return g.Policy.MinHPPct
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
		g.Exp, g.Char, g.Run = out.Exp, out.Char, out.Run
		g.noteForced(out.Forced)
	} else {
		g.Char, g.Run = st.Char, st.Run
	}
	g.count(st)
	g.levelled = g.levelled || LevelledUp(st)
	return nil
}

// count adds a step's rooms and harvest to the stats.
func (g *Game) count(st zonerun.Step) {
	for _, ev := range st.Events {
		switch {
		case ev.Kind == zonerun.EvRoomEntered:
			g.Stats.Rooms++
		case ev.Kind == zonerun.EvFightResolved && ev.Fight != nil:
			g.trace([]string{fmt.Sprintf("fight room %d (%s): %v, %s in %d rounds, HP %d/%d",
				ev.Number, ev.Fight.Kind, ev.Fight.Monsters, ev.Fight.Result, ev.Fight.Rounds, ev.Fight.HP, ev.Fight.MaxHP)})
			g.trace(ev.Fight.Log)
		case ev.Kind == zonerun.EvHarvest && ev.Harvest != nil && ev.Harvest.Ran:
			g.Stats.HarvestPasses++
			for _, y := range ev.Harvest.Yields {
				g.Stats.Yields[y.Resource] += y.Qty
			}
			if in := ev.Harvest.Interrupt; in != nil && len(in.Monsters) > 0 {
				g.Stats.HarvestInterrupts++
				if in.Kind == harvest.NoiseElite {
					g.Stats.HarvestElites++
				}
			}
		}
	}
	g.Stats.ThreatMax = max(g.Stats.ThreatMax, g.Exp.Threat.Level)
}

// advance walks one room on (`!advance`).
func (g *Game) advance() error {
	prev := g.Run
	st, err := zonerun.Advance(g.Run, g.Graph, g.Char, g.Now)
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
// listed open way, TwinBee's own pick) as `!zone go <n>` does.
func (g *Game) choose() error {
	defer g.act()
	n := zonerun.FirstOpenWay(g.Run, g.Char)
	if n == 0 {
		return g.blocked(zonerun.ErrNoOpenWay)
	}
	prev := g.Run
	st, err := zonerun.Choose(g.Run, g.Graph, g.Char, n, g.Now)
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

// door is a stop before an elite or boss room: rest first while HP is
// under the policy's door threshold (once per door), then walk in.
func (g *Game) door(node string) error {
	if g.hpPct() < g.Policy.DoorMinHPPct && g.restedAt != node {
		g.restedAt = node
		if g.rest() {
			return nil
		}
	}
	defer g.act()
	return g.advance()
}

// hpPct is the character's HP as a percentage of max HP.
func (g *Game) hpPct() int {
	m := rules.MaxHP(g.Char)
	if m <= 0 {
		return 0
	}
	return g.Char.HP * 100 / m
}

// rest takes the best rest the expedition allows right now: a short rest
// (hit dice left, no Siege), else a standard camp (a long rest), else a
// rough camp. It reports whether any rest was taken.
func (g *Game) rest() bool {
	pos := Position(g.Run, g.Graph, false)
	if g.Char.HitDice > 0 && expedition.CheckShortRest(g.Exp, pos) == nil {
		if ch, rep, err := ShortRest(g.Char, g.World, g.UserID, g.Now); err == nil && rep.Recovered() {
			g.Char = ch
			g.typed("!rest short")
			g.act()
			return true
		}
	}
	for _, kind := range []expedition.CampType{expedition.CampStandard, expedition.CampRough} {
		if g.camp(kind) {
			return true
		}
	}
	return false
}

// camp pitches a camp of kind where the player stands; false when refused.
func (g *Game) camp(kind expedition.CampType) bool {
	before := g.Char.HP
	out, err := Pitch(g.Exp, g.Run, g.Graph, g.Char, kind, false, g.Now)
	if err != nil {
		return false
	}
	g.Exp, g.Char, g.Run = out.Exp, out.Char, out.Run
	g.typed("!camp " + string(kind))
	g.act()
	return kind != expedition.CampRough || g.Char.HP > before
}

// lowHP is the low-HP stop: rest; with no rest to take, extract from a
// cleared room; failing that, press on.
func (g *Game) lowHP() error {
	if g.rest() {
		g.pressOn = false
		return nil
	}
	if g.extract() {
		return nil
	}
	g.pressOn = true
	return nil
}

// lowSupplies is the supplies stop: extract (the policy's choice) or ration
// on.
func (g *Game) lowSupplies() error {
	if g.Policy.ExtractOnSupplies && g.extract() {
		return nil
	}
	g.idle++
	return g.advance()
}

// extract leaves the zone (`!extract`) and ends the game as extracted;
// false when the expedition refuses (a room not cleared).
func (g *Game) extract() bool {
	e, _, err := expedition.Extract(g.Exp, Position(g.Run, g.Graph, false), g.Now)
	if err != nil {
		return false
	}
	g.Exp = e
	g.typed("!extract")
	g.finish(OutcomeExtracted, "extracted")
	return true
}

// night is the night stop: the policy's camp (else a rough one), then
// sleep to the next rollover.
func (g *Game) night() error {
	if g.Exp.Camp == nil || g.Exp.Camp.Day != g.Exp.Day {
		if !g.camp(g.Policy.Night) {
			g.camp(expedition.CampRough)
		}
	}
	g.wait(expedition.NextRollover(g.Exp, g.Loc))
	return nil
}

// rollover applies the 06:00 rollover due at at; the day's first walk is
// at the pace's first hour.
func (g *Game) rollover(at time.Time) error {
	out, err := Rollover(RolloverIn{Exp: g.Exp, Char: g.Char, Run: g.Run, Graph: g.Graph, World: g.World, At: at, Loc: g.Loc})
	if err != nil {
		return err
	}
	g.Exp, g.Char, g.Run = out.Exp, out.Char, out.Run
	g.noteForced(out.Report.Forced)
	g.Stats.ThreatMax = max(g.Stats.ThreatMax, g.Exp.Threat.Level)
	l := at.In(g.Loc)
	g.wait(expedition.LocalAt(l.Year(), l.Month(), l.Day(), g.Policy.Pace.FirstWalk, g.Loc))
	return nil
}

// blocked handles a refused move: a Tier 5 zone's final region wants a
// base camp first (pitch it), heat exhaustion wants a camp; anything else
// (a locked way, a dead end) leaves the player stuck.
func (g *Game) blocked(err error) error {
	var mustRest expedition.ErrMustRest
	var needBase expedition.ErrBaseCampRequired
	switch {
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

// roomFight fights the elite, boss or patrol waiting in the room to its
// end with the policy (`!fight auto`), settles it and tells the run.
// After maxFightTries timeouts in one room the player flees it.
func (g *Game) roomFight() error {
	defer g.act()
	node, _, _ := g.Run.PendingFight()
	spec, err := zonerun.FightSpec(g.Run, g.Char)
	if err != nil {
		return err
	}
	g.fightTries[node]++
	set, err := g.fight(spec, g.fightTries[node] > maxFightTries)
	if err != nil {
		return err
	}
	ch, out := combat.ApplyLoot(set.Character, set.Outcome.Loot), set.Outcome
	prev := g.Run
	st, err := zonerun.FightOver(g.Run, g.Graph, ch, out, g.Now)
	if err != nil {
		return err
	}
	return g.apply(prev, st, MoveWalk)
}

// nightFight fights the encounter waiting on the expedition.
func (g *Game) nightFight() error {
	defer g.act()
	spec, _ := NightFightSpec(g.Exp, g.Char, g.World)
	set, err := g.fight(spec, false)
	if err != nil {
		return err
	}
	out, err := NightFightOver(NightIn{Exp: g.Exp, Char: combat.ApplyLoot(set.Character, set.Outcome.Loot), Run: g.Run,
		Graph: g.Graph, Outcome: set.Outcome, World: g.World, Now: g.Now})
	if err != nil {
		return err
	}
	g.Exp, g.Char, g.Run = out.Exp, out.Char, out.Run
	g.noteForced(out.Forced)
	g.levelled = g.levelled || set.LevelUp.LevelledUp()
	return nil
}

// fight engages spec and plays it to its end with the policy's combat
// policy (`!fight auto`), or flees it on the player's first turn (`!fight`,
// then `!flee`), and settles it at the game's time.
func (g *Game) fight(spec combat.Spec, flee bool) (combat.Settlement, error) {
	spec.Recovery = rules.DefaultRecovery
	st, opening, err := combat.New(spec)
	if err != nil {
		return combat.Settlement{}, err
	}
	g.traceStart(st)
	evs := opening
	switch {
	case !flee:
		g.typed("!fight auto")
		if !st.Over() {
			var more []combat.Event
			st, more = combat.Resolve(st, g.Policy.Fight)
			evs = append(evs, more...)
		}
	default:
		g.typed("!fight")
		if !st.Over() {
			var more []combat.Event
			if st, more, err = combat.Flee(st); err != nil {
				return combat.Settlement{}, err
			}
			g.typed("!flee")
			evs = append(evs, more...)
		}
	}
	g.trace(combat.RoundLog(evs))
	return combat.Settle(st, g.Now)
}

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

// noteForced remembers why a forced extraction ended the expedition.
func (g *Game) noteForced(rep *expedition.ExtractionReport) {
	if rep != nil {
		g.forced = rep.Cause
	}
}

// trace passes lines to the Setup's Trace.
func (g *Game) trace(lines []string) {
	if g.Trace == nil {
		return
	}
	for _, l := range lines {
		g.Trace(l)
	}
}

// traceStart traces a fight's two sides as it begins: the player's AC,
// attack bonus and HP, and each enemy's.
func (g *Game) traceStart(st combat.State) {
	if g.Trace == nil {
		return
	}
	p := st.Player
	g.Trace(fmt.Sprintf("fight %s day %d %s: %s AC %d atk %+d fight HP %d/%d (gear HP included)", st.Key, g.Exp.Day, st.Kind, p.Name, p.AC, p.AttackBonus, p.HP, p.MaxHP))
	for _, e := range st.Enemies {
		g.Trace(fmt.Sprintf("  vs %s AC %d atk %+d HP %d/%d", e.Name, e.Monster.AC+st.EnemyACBonus, e.Monster.AttackBonus, e.HP, e.MaxHP))
	}
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
	g.Stats.ThreatMax = max(g.Stats.ThreatMax, e.Threat.Level)
	return nil
}
