package play

import (
	"math"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// stopRules is the rule behind each stop of NextStop (rules §10.2,
// §10.5).
var stopRules = map[expedition.WalkStop]Rule{
	expedition.StopComplete:  RuleDone,
	expedition.StopEnded:     RuleDone,
	expedition.StopInactive:  RuleDone,
	expedition.StopEncounter: RuleWaits,
	expedition.StopFight:     RuleWaits,
	expedition.StopResting:   RuleResting,
	expedition.StopFork:      RuleForks,
	expedition.StopLevelUp:   RuleLevelUp,
	expedition.StopCap:       RuleRoomCap,
	expedition.StopBlocked:   RuleRefused,
	expedition.StopBehind:    RuleRefused,
	expedition.StopNight:     RuleNight,
	expedition.StopLowHP:     RuleRestBelow,
	expedition.StopSupplies:  RuleSupplies,
	expedition.StopElite:     RuleStopElites,
	expedition.StopBoss:      RuleBossDoor,
	expedition.StopTrap:      RuleTrapEdges,
	expedition.StopTrader:    RuleTrader,
}

// Decide is the autopilot's look before each room (NextStop) as a
// decision with its rule and numbers (rules §10.6): a DecideStop, a
// DecideEnter when the rules take the walk through an elite's door, or
// the zero Decision to walk on. err is the refusal of a blocked move, as
// NextStop's.
func Decide(l Look) (Decision, error) {
	stop, next, err := NextStop(l)
	r, ch := l.Run, l.Char
	d := Decision{Kind: DecideStop, Stop: stop, Rule: stopRules[stop], Room: r.CurrentRoom(), HP: ch.HP, MaxHP: rules.MaxHP(ch)}
	if next != "" {
		d.Node, d.Label = next, l.Graph.Nodes[next].Label
	}
	switch stop {
	case "":
		if next == "" {
			return Decision{}, err
		}
		d.Kind, d.Rule = DecideEnter, RuleEnterElites
	case expedition.StopFight:
		if node, _, ok := r.PendingFight(); ok {
			d.Node, d.Label = node, l.Graph.Nodes[node].Label
		}
	case expedition.StopResting:
		d.Until = later(ch.LockoutUntil, ch.DownUntil)
		if k, until := lastRested(l.Party); until.After(d.Until) { // a member rests longer: the party waits for them (rules §8.23)
			d.Until, d.Who = until, l.Party[k].Name
		}
	case expedition.StopLevelUp:
		d.Level = ch.Level
	case expedition.StopCap:
		d.Walked, d.Limit = l.Walked, l.Limit
	case expedition.StopFork:
		d.Passed = forkPassed(l)
	case expedition.StopNight:
		d.At = l.Now
	case expedition.StopLowHP:
		d.Pct = restBelowPct(l)
		if k := weakestSeat(ch, l.Party); k > 0 { // the most wounded member stops the party (rules §8.23)
			m := l.Party[k-1]
			d.HP, d.MaxHP, d.Who = m.HP, rules.MaxHP(m), m.Name
		}
	case expedition.StopSupplies:
		d.Supplies, d.Burn = l.Exp.Supplies.Current, expedition.DailyBurn(l.Exp).Total
	}
	return d, err
}

// forkPassed is the ways TwinBee's idle pick would pass over at the fork
// waiting on l's run, when it would take none: `!why` then says the fork
// waits for the player (rules §6.4). nil when there is no prompt or the
// pick takes a way.
func forkPassed(l Look) []PassedWay {
	r := l.Run
	p := r.Prompt
	if p == nil {
		return nil
	}
	if way, passed := IdleWay(*p, r, l.Graph, l.Char, Rules{AvoidTrapEdges: l.AvoidTrapEdges, EnterElites: l.EnterElites}); way == 0 {
		return passed
	}
	return nil
}

// restBelowPct is the HP floor in percent below which the walk stops to
// rest (rules §10.2): the look's own, expedition.DefaultAutopilotMinHP
// when it sets none.
func restBelowPct(l Look) int {
	if l.MinHPPct <= 0 {
		return expedition.DefaultAutopilotMinHP
	}
	return l.MinHPPct
}

// FightDecisions are the consumables the combat policy used in the fights
// a step's rooms resolved, one DecideItem each (rules §2.12): a heal below
// the policy's share of HP (RuleHealBelow, with the fight HP before it),
// any other item by the policy's own choice (RuleOpener).
func FightDecisions(st zonerun.Step, g zonegraph.Graph) []Decision {
	var out []Decision
	for _, e := range st.Events {
		if e.Kind != zonerun.EvFightResolved || e.Fight == nil {
			continue
		}
		for _, u := range e.Fight.Items {
			d := Decision{Kind: DecideItem, Rule: RuleOpener, Room: e.Number, Node: e.Node, Label: g.Nodes[e.Node].Label, Item: u.Item}
			if it, ok := content.ItemByID(u.Item); ok && it.Consumable != nil && it.Consumable.Effect == content.ConsumeHeal {
				d.Rule, d.HP, d.MaxHP, d.Pct = RuleHealBelow, u.HP, u.MaxHP, healBelowPct
			}
			out = append(out, d)
		}
	}
	return out
}

// PickWay is the autopilot's pick at the fork waiting on r (rules §6.4,
// §10.5), as a decision: DecideFork with Way (1-based, as `!zone go`
// takes it) and the ways passed over before it, each with why (closed,
// a trap room when pol avoids trap edges, and for TwinBee's own pick
// after the idle wait, idle, an elite's or boss's room not yet won as
// IdleWay says); DecideNoPick with Way 0 when no way is left. Room and
// Label are the fork's.
func PickWay(r zonerun.Run, g zonegraph.Graph, ch rules.Character, pol Policy, idle bool) Decision {
	d := Decision{Kind: DecideNoPick, Rule: RuleFirstOpen, Room: r.CurrentRoom(), Node: r.Current, Label: g.Nodes[r.Current].Label,
		HP: ch.HP, MaxHP: rules.MaxHP(ch)}
	p, ok := zonerun.Ways(r, ch)
	if !ok {
		return d
	}
	d.Way, d.Passed = pickFrom(p, r, g, ch, Rules{AvoidTrapEdges: pol.AvoidTrapEdges, EnterElites: pol.EnterElites}, idle)
	if d.Way > 0 {
		d.Kind, d.Took = DecideFork, g.Nodes[p.Options[d.Way-1].To].Label
	}
	return d
}

// IdleWay is the way (1-based) TwinBee takes at prompt p of run r when it
// is left idle, under the player's rules mine (rules §6.4): the first
// open way, passing over a trap room not yet entered when mine avoids
// trap edges, and an elite's or boss's room not yet won as the walk stops
// at those doors (rules §10.2, 11): a boss's always, an elite's unless mine
// walks into elites and the character is at half HP or more. It returns
// the ways passed over before it; 0 when it takes none.
func IdleWay(p zonerun.Prompt, r zonerun.Run, g zonegraph.Graph, ch rules.Character, mine Rules) (int, []PassedWay) {
	return pickFrom(p, r, g, ch, mine, true)
}

// pickFrom takes the first of p's ways the rules allow and lists the ways
// passed over before it; 0 when none is left. idle adds the idle pick's
// guard of the doors the walk stops at (IdleWay).
func pickFrom(p zonerun.Prompt, r zonerun.Run, g zonegraph.Graph, ch rules.Character, mine Rules, idle bool) (int, []PassedWay) {
	wounded := zonerun.Wounded(ch)
	var passed []PassedWay
	for i, o := range p.Options {
		why := passReason(o, r, g, mine, idle, wounded)
		if why == "" {
			return i + 1, passed
		}
		pw := PassedWay{Way: i + 1, Why: why, Option: o}
		if o.Open { // a closed way shows only its hint: it may hide a secret room
			pw.Label = g.Nodes[o.To].Label
		}
		passed = append(passed, pw)
	}
	return 0, passed
}

// passReason is why a fork pick under the rules mine passes way o over
// (rules §6.4, §10.5): closed, a trap room the rules avoid, or for an idle
// pick a guarded door (guardedDoor) the walk stops at, by boss, by the
// rules or by the player's wounds; "" when the pick takes it.
func passReason(o zonerun.Option, r zonerun.Run, g zonegraph.Graph, mine Rules, idle, wounded bool) PassReason {
	k := g.Nodes[o.To].Kind
	guarded := guardedDoor(o, k, r, idle)
	switch {
	case !o.Open:
		return PassClosed
	case mine.AvoidTrapEdges && trapAhead(r, g, o.To):
		return PassTrap
	case guarded && k == zonegraph.KindBoss:
		return PassBoss
	case guarded && !mine.EnterElites:
		return PassElite
	case guarded && wounded:
		return PassGuarded
	}
	return ""
}

// guardedDoor reports whether way o, into a room of kind k, is a door the
// idle pick guards (rules §10.2): an open way into an elite's or boss's
// room not yet won.
func guardedDoor(o zonerun.Option, k zonegraph.NodeKind, r zonerun.Run, idle bool) bool {
	return idle && o.Open && (k == zonegraph.KindElite || k == zonegraph.KindBoss) && !wonRoom(r, o.To)
}

// healBelowPct is HealBelowPct's value.
var healBelowPct = int(math.Round(combat.DefaultHealBelow * 100))

// HealBelowPct is the combat policy's heal threshold in percent of the
// fight's HP maximum (combat.DefaultHealBelow, rules §2.12).
func HealBelowPct() int { return healBelowPct }
