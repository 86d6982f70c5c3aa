package play

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// maxFightTries is how often the player takes on the same waiting fight
// after timeouts before fleeing it.
const maxFightTries = 3

// roomFight fights the elite, boss or patrol waiting in the room to its
// end with the policy (`!fight auto`), settles it and tells the run.
// After maxFightTries timeouts in one room the player flees it.
func (g *Game) roomFight() error {
	defer g.act()
	spec, err := g.walk().FightSpec(g.Run, g.Char)
	if err != nil {
		return err
	}
	node, _, waiting := g.Run.PendingFight()
	if !waiting {
		return zonerun.ErrNoPendingFight // FightSpec has refused a room with no fight waiting
	}
	g.fightTries[node]++
	set, party, err := g.fight(spec, g.fightTries[node] > maxFightTries)
	if err != nil {
		return err
	}
	ch, out := combat.ApplyLoot(set.Character, set.Outcome.Loot), set.Outcome
	prev := g.Run
	st, err := zonerun.With(party).FightOver(g.Run, g.Graph, ch, out, g.Now)
	if err != nil {
		return err
	}
	return g.apply(prev, st, MoveWalk)
}

// nightFight fights the encounter waiting on the expedition.
func (g *Game) nightFight() error {
	defer g.act()
	spec, ok := NightFightSpec(g.Exp, g.Run, g.Char, g.World)
	if !ok {
		return fmt.Errorf("play: no night encounter waits on expedition %d", g.Exp.ID)
	}
	spec.Party = g.Party
	set, party, err := g.fight(spec, false)
	if err != nil {
		return err
	}
	out, err := NightFightOver(NightIn{Exp: g.Exp, Char: combat.ApplyLoot(set.Character, set.Outcome.Loot), Party: party, Run: g.Run,
		Graph: g.Graph, Outcome: set.Outcome, World: g.World, Now: g.Now})
	if err != nil {
		return err
	}
	g.Exp, g.Char, g.Run, g.Party = out.Exp, out.Char, out.Run, out.Party
	g.noteForced(out.Forced)
	g.levelled = g.levelled || set.LevelUp.LevelledUp()
	return nil
}

// fight engages spec and plays it to its end with the policy's combat
// policy (`!fight auto`, every seat of a party), or flees it on the
// player's first turn (`!fight`, then `!flee`), and settles it at the
// game's time: the leader's settlement, and each member's character with
// their loot applied, in seat order.
func (g *Game) fight(spec combat.Spec, flee bool) (combat.Settlement, []rules.Character, error) {
	spec.Recovery = rules.DefaultRecovery
	st, opening, err := combat.New(spec)
	if err != nil {
		return combat.Settlement{}, nil, err
	}
	g.traceStart(st)
	evs := opening
	switch {
	case !flee && len(g.Party) > 0:
		g.typed("!fight auto")
		if st, err = g.partyAuto(st, &evs); err != nil {
			return combat.Settlement{}, nil, err
		}
	case !flee:
		g.typed("!fight auto")
		if !st.Over() {
			var more []combat.Event
			st, more = combat.Resolve(st, g.Policy.Fight)
			evs = append(evs, more...)
		}
	default:
		g.typed("!fight")
		// Each seat flees on its turn: the party leaves together.
		for !st.Over() {
			var more []combat.Event
			seat := st.Seat
			if st, more, err = combat.Flee(st); err != nil {
				return combat.Settlement{}, nil, err
			}
			g.typedBy(seat, "!flee")
			evs = append(evs, more...)
		}
	}
	g.trace(combat.RoundLog(evs))
	set, others, err := combat.SettleParty(st, g.Now)
	if err != nil {
		return set, nil, err
	}
	var party []rules.Character
	for _, m := range others {
		party = append(party, combat.ApplyLoot(m.Character, m.Outcome.Loot))
	}
	return set, party, nil
}

// partyAuto plays party fight st to its end as the bot's seats do (rules
// §2.13): each seat's turns by the policy (combat.PlaySeat), each seat's
// `!fight auto` typed at its first turn, which puts it on autopilot for
// the rest of the fight, the leader's being the `!fight auto` that
// engaged the fight; the events are appended to evs.
func (g *Game) partyAuto(st combat.State, evs *[]combat.Event) (combat.State, error) {
	auto := map[int]bool{0: true}
	for !st.Over() {
		seat := st.Seat
		if !auto[seat] {
			g.typedBy(seat, "!fight auto")
			auto[seat] = true
		}
		next, more, err := combat.PlaySeat(st, seat, g.Policy.Fight)
		if err != nil {
			return st, err
		}
		st, *evs = next, append(*evs, more...)
	}
	return st, nil
}

// typedBy records a command the player of seat k typed (0: the leader).
func (g *Game) typedBy(k int, text string) {
	if k == 0 {
		g.typed(text)
		return
	}
	if g.Trace != nil {
		c := g.Party[k-1]
		g.Trace(fmt.Sprintf("> day %d %s %s HP %d/%d: %s", g.Exp.Day, g.Now.In(g.Loc).Format("15:04"), c.Name, c.HP, rules.MaxHP(c), text))
	}
	g.record(g.Setup.Party[k-1].UserID, text)
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
	p := *st.Player()
	g.Trace(fmt.Sprintf("fight %s day %d %s: %s AC %d atk %+d fight HP %d/%d (gear HP included)", st.Key, g.Exp.Day, st.Kind, p.Name, p.AC, p.AttackBonus, p.HP, p.MaxHP))
	for _, e := range st.Enemies {
		g.Trace(fmt.Sprintf("  vs %s AC %d atk %+d HP %d/%d", e.Name, e.Monster.AC+st.EnemyACBonus, e.Monster.AttackBonus, e.HP, e.MaxHP))
	}
}
