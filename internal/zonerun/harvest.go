package zonerun

import (
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// purposeHarvest names the run's harvest streams: seeding (harvest.Seed)
// and every pass (harvest.Pass) derive their children from
// dice.NewStream(run seed, purposeHarvest).
const purposeHarvest = "harvest"

// HarvestStream is the root stream of run r's harvest rolls; harvest.Pass
// keys its children by the room and the room's pass count, so a room
// seeds the same nodes and a pass rolls the same dice however often the
// run is replayed.
func HarvestStream(r Run) *dice.Stream { return dice.NewStream(r.Seed, purposeHarvest) }

// Harvest runs the auto-harvest pass (harvest.Pass, rules §7.3) in the room
// step st left the player in, and adds it to the step. It is the one harvest
// code path: the zone plugin calls it on every step it saves (`!zone
// advance`, `!advance`, `!zone go`, a retreat, an idle-fork pick, the end of
// a room's fight and every step of the autopilot), so they all harvest alike.
//
// The pass runs when all of these hold, and otherwise st comes back
// unchanged:
//
//   - the run is still active and the step brought the player into the
//     current room (a first entry or a revisit: node state is kept by
//     graph node ID, so a revisit runs the pass again on whatever charges
//     are left) or won a fight that waited in it;
//   - the room's kind runs a pass (exploration and harvest rooms,
//     harvest.RunsPass), no fight waits in it and its own fight, if it had
//     one, was won.
//
// hctx gives the threat, zone-event effects and roll penalties (the zero
// value for a standalone run: no threat clock); the run's kill log is
// added to hctx.Kills. The yields go into the character's pack
// (harvest.Collect) in the same step, and an EvHarvest event carries the
// pass for narrate and the hooks, placed before a fork prompt the room
// shows. A standard interrupt takes its surprise nick and is fought at
// once with the standard policy, like any ordinary fight (EvFightResolved;
// a downed player loses the run); an elite or a patrol waits in the room
// for `!fight` (EvFightPending; the fork prompt, if any, returns once it is
// won). Errors: those of harvest.Pass and harvest.Collect, ErrNoGraph for
// a graph of no known zone (run unchanged).
func Harvest(st Step, g zonegraph.Graph, hctx harvest.Context, now time.Time) (Step, error) {
	n, at, ok := harvestDue(st, g)
	if !ok {
		return st, nil
	}
	zone, err := zoneOf(g)
	if err != nil {
		return st, err
	}
	ctx := hctx
	ctx.Kills = maps.Clone(hctx.Kills)
	if ctx.Kills == nil {
		ctx.Kills = map[content.KillTag]bool{}
	}
	maps.Copy(ctx.Kills, harvest.KillsFrom(st.Run.Kills))
	if ctx.SetOutLevel == 0 {
		ctx.SetOutLevel = st.Run.Mods.FoeLevel
	}
	hs, res, err := harvest.Pass(st.Run.Harvest, n, st.Char, ctx, HarvestStream(st.Run))
	if err != nil {
		return st, err
	}
	if !res.Ran {
		return st, nil
	}
	ch, err := harvest.Collect(st.Char, res)
	if err != nil {
		return st, err
	}
	out := Step{Run: st.Run.Clone(), Char: ch, Party: rules.CloneAll(st.Party), zone: zone}
	shares, err := out.harvestParty(st.Run.Harvest, n, ctx)
	if err != nil {
		return st, err
	}
	out.Run.Harvest, out.Run.UpdatedAt = hs, now
	for _, y := range res.Yields {
		out.Run.Takings.found(y.Resource, y.Qty)
	}
	out.emit(Event{Kind: EvHarvest, Node: n.ID, Number: out.Run.RoomNumber(n.ID), Harvest: &res, Shares: shares})
	if in := res.Interrupt; in != nil && len(in.Monsters) > 0 {
		key := fmt.Sprintf("%s/%s/%d", n.ID, purposeHarvest, hs.Rooms[n.ID].Passes)
		out.interrupt(g, n, *in, key, now)
	}
	out.Events = splice(st.Events, at, out.Events, out.Run.Prompt == nil)
	return out, nil
}

// harvestParty rolls each party member's own share of the pass the leader
// just made in room n (rules §8.23): the same attempts on the charges as
// they stood before it (hs), on the member's own stream and sheet, their
// yields in their pack. The charges are spent once, by the leader's pass,
// and a noise it makes is the leader's: the whole party fights it.
func (st *Step) harvestParty(hs harvest.State, n zonegraph.Node, ctx harvest.Context) ([]Share, error) {
	var shares []Share
	ctx.SetOutLevel = 0 // a member keeps finds by their own level (rules §6.2)
	for k := range st.Party {
		_, res, err := harvest.Pass(hs, n, st.Party[k], ctx, dice.NewStream(st.Run.Seed, purposeHarvest, seatKey(k)))
		if err != nil {
			return nil, err
		}
		res.Interrupt = nil
		if st.Party[k], err = harvest.Collect(st.Party[k], res); err != nil {
			return nil, err
		}
		sh := st.share(k)
		sh.Yields = res.Yields
		shares = append(shares, sh)
	}
	return shares, nil
}

// harvestDue finds the room a pass should run in and where its events go
// among the step's (before the room's fork prompt, else at the end).
func harvestDue(st Step, g zonegraph.Graph) (zonegraph.Node, int, bool) {
	r := st.Run
	n, ok := g.Node(r.Current)
	if !ok || r.Status.Over() || !harvest.RunsPass(n.Kind) || fightHolds(r, n.ID) {
		return n, 0, false
	}
	if !arrivedUnharvested(st.Events, n.ID) {
		return n, 0, false
	}
	return n, promptAt(st.Events, n.ID), true
}

// fightHolds reports whether a fight keeps room node's pass from running
// (rules §7.3): one waits in the run, or the room's own fight was not won.
func fightHolds(r Run, node zonegraph.NodeID) bool {
	if _, _, pending := r.PendingFight(); pending {
		return true
	}
	rm, ok := r.Rooms[node]
	return ok && rm.Fight != nil && !won(rm.Fight.Result)
}

// arrivedUnharvested reports whether the step's events bring the player
// into room node (an entry, or a fight in it won) and hold no pass there
// yet: a room is harvested once a step.
func arrivedUnharvested(evs []Event, node zonegraph.NodeID) bool {
	arrived := false
	for _, e := range evs {
		switch {
		case e.Node != node:
		case e.Kind == EvHarvest:
			return false // already harvested in this step
		case e.Kind == EvRoomEntered:
			arrived = true
		case e.Kind == EvFightOver && e.Fight != nil && won(e.Fight.Result):
			arrived = true
		}
	}
	return arrived
}

// promptAt is the index of room node's fork prompt among the step's
// events, where a pass's events go; the end when there is none.
func promptAt(evs []Event, node zonegraph.NodeID) int {
	for i, e := range evs {
		if e.Kind == EvForkPrompt && e.Node == node {
			return i
		}
	}
	return len(evs)
}

// won reports whether a fight result leaves the player holding the room.
func won(res combat.Result) bool {
	return res == combat.ResultWon || res == combat.ResultTimeoutWon
}

// interrupt starts the fight a noisy attempt brought (rules §7.5): a
// standard enemy is fought at once (its surprise nick is already taken);
// an elite or a patrol waits in the room for `!fight`, on its own combat
// streams (key), and the room's fork prompt waits for the fight. A
// standard fight the player went down in or fled is kept as the room's
// fight, so the room counts as held by its foes, never cleared (rules
// §8.20: hereDone, RoomsCleared); a won one leaves the room's own record.
func (st *Step) interrupt(g zonegraph.Graph, n zonegraph.Node, in harvest.Interrupt, key string, now time.Time) {
	if in.Kind == harvest.NoiseStandard {
		enc, rep, ok := st.fightNow(st.zone, n, in.Monsters, key, now)
		if ok && forcedOut(rep.Result) {
			rm := st.Run.Rooms[n.ID]
			rm.Kind = n.Kind
			enc.Key = key
			rm.Fight = &enc
			st.Run.setRoom(n.ID, rm)
		}
		if ok {
			st.emit(Event{Kind: EvFightResolved, Node: n.ID, Number: st.Run.RoomNumber(n.ID), Fight: rep})
			st.afterFight(n, rep.Result)
		}
		return
	}
	kind := combat.KindNormal
	if in.Kind == harvest.NoiseElite {
		kind = combat.KindElite
	}
	rm := st.Run.Rooms[n.ID]
	rm.Kind = n.Kind
	rm.Fight = &Encounter{Monsters: slices.Clone(in.Monsters), Kind: kind, Pending: true, Key: key}
	st.Run.setRoom(n.ID, rm)
	st.Run.Prompt = nil
	st.emit(Event{Kind: EvFightPending, Node: n.ID, Number: st.Run.RoomNumber(n.ID),
		Fight: &FightReport{Monsters: slices.Clone(in.Monsters), Kind: kind}})
}

// splice puts the pass's events at position at among the step's; with
// dropPrompt (the room's prompt waits for a fight, or the run ended) the
// room's fork prompt event is left out.
func splice(evs []Event, at int, add []Event, dropPrompt bool) []Event {
	out := make([]Event, 0, len(evs)+len(add))
	out = append(out, evs[:at]...)
	out = append(out, add...)
	for _, e := range evs[at:] {
		if dropPrompt && e.Kind == EvForkPrompt {
			continue
		}
		out = append(out, e)
	}
	return out
}
