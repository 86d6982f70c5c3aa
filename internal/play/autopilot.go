package play

import (
	"time"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// Look is what the autopilot sees before each room (rules §10.2):
// the expedition, its run and graph, the character, whether a
// turn-by-turn fight runs, the rooms walked so far and the walk's cap,
// whether a level came on the way, when, and the player's time zone;
// AvoidTrapEdges and EnterElites are the player's rules of those names
// (Policy, rules §10.5).
type Look struct {
	Exp   expedition.Expedition
	Run   zonerun.Run
	Graph zonegraph.Graph
	Char  rules.Character
	// Party are the party's other members in seat order (rules §8.23):
	// the walk waits while any of them rests, and stops on the low-HP
	// rule for the most wounded of all.
	Party    []rules.Character
	Fighting bool
	Walked   int
	Limit    int
	Levelled bool
	MinHPPct int
	Now      time.Time
	Loc      *time.Location

	AvoidTrapEdges bool
	EnterElites    bool
}

// NextStop is the autopilot's look before each room: "" to walk on, else
// why it stops (expedition.WalkStop), with next the room of an elite,
// boss or trap door and err the refusal of a blocked move
// (expedition.CheckAdvance). In order: the zone cleared, the expedition or
// run ended, an encounter or a fight waiting or running, resting or down,
// a fork prompt, a level gained, the room cap, a refused move, the
// preflight (night, low HP, supplies) and the door of an elite or boss
// room not yet won (the player goes through those doors; rules §10.2:
// before the boss, rest and restock), or of a trap room not yet entered
// when the player avoids trap edges (rules §10.5). With EnterElites the
// walk goes on through an elite's door: "" with next that room. Last, a
// walk that came into the zone's trader's room stops there rather than
// walk on past it (StopTrader): the player trades, and the next walk
// starts there and walks on.
func NextStop(l Look) (stop expedition.WalkStop, next zonegraph.NodeID, err error) {
	if stop := heldStop(l); stop != "" {
		return stop, "", nil
	}
	if err := expedition.CheckAdvance(l.Exp); err != nil {
		return expedition.StopBlocked, "", err
	}
	low := Weakest(l.Char, l.Party)
	if stop := expedition.Preflight(l.Exp, low.HP, rules.MaxHP(low), l.MinHPPct, l.Now, l.Loc); stop != "" {
		return stop, "", nil
	}
	stop, next = doorStop(l)
	return stop, next, nil
}

// heldStop is the stop of what holds the walk before it looks ahead: the
// expedition or run over, an encounter or a fight waiting, a rest or a
// recovery, a fork, a level-up shown, the walk's room cap; "" for none.
func heldStop(l Look) expedition.WalkStop {
	e, r, ch := l.Exp, l.Run, l.Char
	_, _, pending := r.PendingFight()
	switch {
	case e.Status == expedition.StatusComplete || r.Status == zonerun.StatusCleared:
		return expedition.StopComplete
	case e.Status != expedition.StatusActive || r.Status.Over():
		return expedition.StopEnded
	case e.PendingNight != nil:
		return expedition.StopEncounter
	case ch.InCombat || l.Fighting:
		return expedition.StopFight
	case !AwakeAt(l.Now, ch, l.Party):
		return expedition.StopResting
	case pending:
		return expedition.StopFight
	case r.Prompt != nil:
		return expedition.StopFork
	case l.Levelled:
		return expedition.StopLevelUp
	case l.Walked >= l.Limit:
		return expedition.StopCap
	}
	return ""
}

// doorStop is the stop at the next room's door (Doorway): an elite the
// player's rules walk into, a trap room they avoid, the zone's trader
// after a step; next is the room beyond it.
func doorStop(l Look) (expedition.WalkStop, zonegraph.NodeID) {
	next, stop := Doorway(l.Run, l.Graph)
	switch {
	case stop == expedition.StopElite && l.EnterElites:
		return "", next
	case stop == "" && l.AvoidTrapEdges:
		if next = TrapDoor(l.Run, l.Graph); next != "" {
			return expedition.StopTrap, next
		}
	}
	if stop == "" && l.Walked > 0 && AtTrader(l.Exp, l.Run, l.Graph) {
		return expedition.StopTrader, ""
	}
	return stop, next
}

// AtTrader reports whether run r of expedition e stands in the zone's
// trader's room (expedition.TraderHere, rules §8.2).
func AtTrader(e expedition.Expedition, r zonerun.Run, g zonegraph.Graph) bool {
	_, err := expedition.TraderHere(e, Position(r, g, false))
	return err == nil
}

// TrapDoor is the trap room not yet entered that the run's only way on
// leads to, or "" (rules §10.5: a trap edge).
func TrapDoor(r zonerun.Run, g zonegraph.Graph) zonegraph.NodeID {
	out := g.Out(r.Current)
	if len(out) != 1 || !trapAhead(r, g, out[0].To) {
		return ""
	}
	return out[0].To
}

// trapAhead reports whether node is a trap room the run has not entered.
func trapAhead(r zonerun.Run, g zonegraph.Graph, node zonegraph.NodeID) bool {
	return g.Nodes[node].Kind == zonegraph.KindTrap && r.RoomNumber(node) == 0
}

// Doorway reports the elite or boss room the run's only way on leads to,
// when that room has not been won: its node and StopElite or StopBoss;
// "" for anything else (a fork, an ordinary room, a room already won).
func Doorway(r zonerun.Run, g zonegraph.Graph) (zonegraph.NodeID, expedition.WalkStop) {
	out := g.Out(r.Current)
	if len(out) != 1 {
		return "", ""
	}
	next := out[0].To
	n := g.Nodes[next]
	if n.Kind != zonegraph.KindElite && n.Kind != zonegraph.KindBoss {
		return "", ""
	}
	if wonRoom(r, next) {
		return "", ""
	}
	if n.Kind == zonegraph.KindBoss {
		return next, expedition.StopBoss
	}
	return next, expedition.StopElite
}

// wonRoom reports whether the run has won node's room: cleared, or its
// fight over and won.
func wonRoom(r zonerun.Run, node zonegraph.NodeID) bool {
	rm, ok := r.Rooms[node]
	return r.IsCleared(node) || (ok && rm.Fight != nil && !rm.Fight.Pending &&
		(rm.Fight.Result == combat.ResultWon || rm.Fight.Result == combat.ResultTimeoutWon))
}

// LevelledUp reports whether a fight of the step raised the character's
// level.
func LevelledUp(st zonerun.Step) bool {
	for _, e := range st.Events {
		if e.Fight != nil && e.Fight.LevelUp.LevelledUp() {
			return true
		}
	}
	return false
}
