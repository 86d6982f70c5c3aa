package zonerun

import (
	"errors"
	"time"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// ErrNoPendingFight: FightSpec or FightOver with no elite or boss fight
// waiting in the current room.
var ErrNoPendingFight = errors.New("zonerun: no fight is waiting in this room")

// FightSpec is Walk.FightSpec for a player alone.
func FightSpec(r Run, ch rules.Character) (combat.Spec, error) { return Walk{}.FightSpec(r, ch) }

// FightSpec is the combat.Spec of the elite or boss fight waiting in the
// current room, for the fight plugin to start (rules §2.1, §2.7): the run's
// seed and FightKey(node) name its streams, the zone gives the tier and the
// boss table, and the run's FightMods apply as to every fight of the run
// (with the tide's cold when the room is flooded, FightMods.In); the
// party's members take the seats after the leader's (rules §2.13).
// Errors: ErrNoPendingFight, ErrRunOver.
func (w Walk) FightSpec(r Run, ch rules.Character) (combat.Spec, error) {
	if r.Status.Over() {
		return combat.Spec{}, ErrRunOver
	}
	node, enc, ok := r.PendingFight()
	if !ok {
		return combat.Spec{}, ErrNoPendingFight
	}
	key := enc.Key
	if key == "" {
		key = FightKey(node)
	}
	spec := combat.Spec{Seed: r.CombatSeed(), Key: key, Character: ch, Party: w.party, Enemies: monsters(enc.Monsters), ZoneID: r.ZoneID}
	if z, ok := content.ZoneByID(r.ZoneID); ok {
		spec.Tier = z.Tier
	}
	return r.Mods.In(r.Seed, node).Apply(spec), nil
}

// FightOver is Walk.FightOver for a player alone.
func FightOver(r Run, g zonegraph.Graph, ch rules.Character, out combat.Outcome, now time.Time) (Step, error) {
	return Walk{}.FightOver(r, g, ch, out, now)
}

// FightOver tells the run how the turn-by-turn fight of the current room
// ended (the fight plugin calls it once the fight has been settled on the
// character, which it passes in as ch, and each member's on theirs, in
// the Walk). out is the fight's outcome, the leader's (each member's is
// out.Seats[seat], reported in FightReport.Shares).
//
//   - won or timeout won: the room is won; a region boss clears its region,
//     the zone boss clears the zone (the run ends, status cleared); otherwise
//     a fork prompts as usual;
//   - downed: the run is lost; fled: the run ends as fled (rules §2.9);
//   - timeout lost: the player fell back (rules §2.9: a retreat, never a
//     death); the monster still holds the room and the fight waits again.
//
// Errors (run unchanged): ErrRunOver, ErrNoPendingFight, ErrNoGraph.
func (w Walk) FightOver(r Run, g zonegraph.Graph, ch rules.Character, out combat.Outcome, now time.Time) (Step, error) {
	if r.Status.Over() {
		return Step{}, ErrRunOver
	}
	if content.ZoneID(g.ZoneID) != r.ZoneID {
		return Step{}, ErrNoGraph
	}
	node, enc, ok := r.PendingFight()
	if !ok {
		return Step{}, ErrNoPendingFight
	}
	zone, err := zoneOf(g)
	if err != nil {
		return Step{}, err
	}
	st := w.step(r, zone, ch)
	st.Run.UpdatedAt = now
	n := g.Nodes[node]
	rm := st.Run.Rooms[node]
	f := *rm.Fight
	held := out.Held() // a party holds the room a seat fled or fell in
	f.Result, f.Rounds = held, out.Rounds
	f.Pending = held == combat.ResultTimeoutLost
	rm.Fight = &f
	if held != combat.ResultTimeoutLost {
		rm.Loot, rm.XP = out.Loot, out.XP
	}
	st.Run.Kills = append(st.Run.Kills, out.Kills...)
	st.Run.Takings.add(out.XP, out.Loot)
	st.Run.setRoom(node, rm)
	st.emit(Event{Kind: EvFightOver, Node: node, Number: st.Run.RoomNumber(node), Fight: &FightReport{
		Monsters: enc.Monsters, Kind: enc.Kind, Patrol: enc.Patrol, Result: held, Rounds: out.Rounds,
		XP: out.XP, Loot: out.Loot, HP: ch.HP, MaxHP: rules.MaxHP(ch),
		Kills: out.Kills, Escaped: out.Escaped, LoudThreat: out.LoudThreat, EscapeThreat: out.EscapeThreat,
		Nat20s: out.Nat20s, Nat1s: out.Nat1s, Shares: SeatShares(out, st.Party),
	}})
	switch held {
	case combat.ResultWon, combat.ResultTimeoutWon:
		st.won(g, n, now)
	default:
		st.afterFight(n, held)
	}
	return st, nil
}

// won settles a won elite or boss room.
func (st *Step) won(g zonegraph.Graph, n zonegraph.Node, now time.Time) {
	if n.Kind == zonegraph.KindBoss {
		if n.Region != "" && addOnce(&st.Run.RegionsCleared, n.Region) {
			st.emit(Event{Kind: EvRegionCleared, Node: n.ID, Number: st.Run.RoomNumber(n.ID), Region: n.Region})
		}
		if n.ID == g.Boss {
			addOnce(&st.Run.Cleared, n.ID)
			st.end(StatusCleared)
			st.emit(Event{Kind: EvZoneCleared, Node: n.ID, Number: st.Run.RoomNumber(n.ID)})
			return
		}
	}
	st.settle(g, now)
}
