package zonerun

import (
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// MaxTierAbove is how many tiers above their own a player may go (rules §6.2:
// zones up to player tier + 2).
const MaxTierAbove = 2

// MaxZoneTierFor is the highest zone tier a character of level may enter:
// player tier ((level − 1) / 3 + 1) + 2 (rules §6.2).
func MaxZoneTierFor(level int) int { return rules.PlayerTier(level) + MaxTierAbove }

// MayEnter reports whether a character of level may enter a zone of
// zoneTier (rules §6.2).
func MayEnter(level, zoneTier int) bool { return zoneTier <= MaxZoneTierFor(level) }

// StartParams describe a new run. ID, UserID and Seed come from the store
// and the world seed; ZoneTier is the zone's tier (content.Zone.Tier).
type StartParams struct {
	ID       RunID
	UserID   string
	Graph    zonegraph.Graph
	ZoneTier int
	Char     rules.Character
	Seed     uint64
	// FightSeed keys the run's fights when set (Run.FightSeed; a weekly
	// run's, rules §12.2); zero: Seed does.
	FightSeed uint64
	Now       time.Time
	// Carry is what the player's earlier run of the zone took and has not
	// grown back (zero: a fresh zone).
	Carry Carry
	// Party are the characters of the party's other members in seat order
	// (rules §8.23); nil for a player alone.
	Party []rules.Character
}

// Start begins a standalone run on the zone's entry, its foes sized to the
// character's level (FightMods.FoeLevel, rules §2.8): the
// entry counts as the first room traversed, resolves by its kind, and a
// fork prompt follows if the entry already forks. Errors (nothing
// started): ErrZoneTooHigh, ErrCannotStart for a character (or a
// member) at 0 HP, ErrNoGraph for a graph without an entry or of no
// known zone.
func Start(p StartParams) (Step, error) {
	if !MayEnter(p.Char.Level, p.ZoneTier) {
		return Step{}, ErrZoneTooHigh{ZoneTier: p.ZoneTier, MaxTier: MaxZoneTierFor(p.Char.Level)}
	}
	for _, c := range append([]rules.Character{p.Char}, p.Party...) {
		if c.HP <= 0 {
			return Step{}, ErrCannotStart
		}
	}
	if _, ok := p.Graph.Node(p.Graph.Entry); !ok {
		return Step{}, ErrNoGraph
	}
	zone, err := zoneOf(p.Graph)
	if err != nil {
		return Step{}, err
	}
	r := Run{
		ID: p.ID, UserID: p.UserID, ZoneID: content.ZoneID(p.Graph.ZoneID), Status: StatusActive,
		Seed: p.Seed, FightSeed: p.FightSeed, StartedAt: p.Now, UpdatedAt: p.Now,
		Spent: slices.Clone(p.Carry.Spent), Harvest: p.Carry.Harvest.Clone(),
		Mods: FightMods{FoeLevel: p.Char.Level},
	}
	st := With(p.Party).step(r, zone, p.Char)
	st.emit(Event{Kind: EvRunStarted, Node: p.Graph.Entry, Spent: len(r.Spent) > 0})
	st.enter(p.Graph, p.Graph.Entry, p.Now)
	return st, nil
}

// Advance is Walk.Advance for a player alone.
func Advance(r Run, g zonegraph.Graph, ch rules.Character, now time.Time) (Step, error) {
	return Walk{}.Advance(r, g, ch, now)
}

// Advance moves the run on from the current room (rules §6.4): with one
// way on it walks it (a closed one is refused with ErrWayLocked); with two
// or more it shows the fork prompt (the pending one, or a fresh one);
// with none it is the end of the zone, or ErrDeadEnd. Errors (run
// unchanged): ErrRunOver, ErrFightPending, ErrNoGraph, ErrWayLocked,
// ErrDeadEnd.
func (w Walk) Advance(r Run, g zonegraph.Graph, ch rules.Character, now time.Time) (Step, error) {
	to, zone, err := destination(r, g, ch)
	if err != nil {
		return Step{}, err
	}
	st := w.step(r, zone, ch)
	switch {
	case st.Run.Prompt != nil:
		st.emit(Event{Kind: EvForkPrompt, Node: st.Run.Current, Number: st.Run.CurrentRoom(), Prompt: ptr(st.Run.Prompt.refresh(st.Run, ch))})
	case to != "":
		st.walk(g, to, now)
	default:
		st.prompt(g, now)
	}
	return st, nil
}

// Destination is the room Advance walks run r to for ch (rules §6.4),
// found without entering it, so nothing is rolled; "" when Advance
// stays to show the fork's ways. Errors: Advance's own, the same ones in
// the same order (ErrRunOver, ErrFightPending, ErrNoGraph, ErrWayLocked,
// ErrDeadEnd).
func Destination(r Run, g zonegraph.Graph, ch rules.Character) (zonegraph.NodeID, error) {
	to, _, err := destination(r, g, ch)
	return to, err
}

// destination is Destination with the run's zone, resolved by ready.
func destination(r Run, g zonegraph.Graph, ch rules.Character) (zonegraph.NodeID, content.Zone, error) {
	zone, err := ready(r, g)
	if err != nil {
		return "", content.Zone{}, err
	}
	if r.Prompt != nil {
		return "", zone, nil
	}
	out := g.Out(r.Current)
	switch len(out) {
	case 0:
		if r.Current == g.Boss {
			return "", content.Zone{}, ErrRunOver
		}
		return "", content.Zone{}, ErrDeadEnd
	case 1:
		e := out[0]
		if open, reason := standingLock(r, ch, e.Lock); !open {
			return "", content.Zone{}, ErrWayLocked{Option: Option{To: e.To, Lock: e.Lock, Hint: e.Hint, Reason: reason}}
		}
		return e.To, zone, nil
	}
	return "", zone, nil
}

// Choose is Walk.Choose for a player alone.
func Choose(r Run, g zonegraph.Graph, ch rules.Character, n int, now time.Time) (Step, error) {
	return Walk{}.Choose(r, g, ch, n, now)
}

// Choose answers the pending fork prompt with way n (1-based, in prompt
// order) and walks it; while the run's rooms shift (rules §8.12) the way
// may open onto another open way's room (shiftedWay). A way closed on
// arrival stays closed for the visit;
// keys, levels and cleared regions are looked at again. Errors (run
// unchanged, the prompt stays): ErrRunOver, ErrNoPrompt, ErrBadChoice,
// ErrChoiceLocked, ErrNoGraph.
func (w Walk) Choose(r Run, g zonegraph.Graph, ch rules.Character, n int, now time.Time) (Step, error) {
	return w.choose(r, g, ch, n, false, now)
}

// AutoChoose is Walk.AutoChoose for a player alone.
func AutoChoose(r Run, g zonegraph.Graph, ch rules.Character, n int, now time.Time) (Step, error) {
	return Walk{}.AutoChoose(r, g, ch, n, now)
}

// AutoChoose answers the pending fork prompt with way n on the player's
// behalf, as TwinBee's pick after the idle wait (rules §6.4; the way the
// player's autopilot rules pick, play.PickWay): the step says the way was
// picked for them. Errors: as Choose.
func (w Walk) AutoChoose(r Run, g zonegraph.Graph, ch rules.Character, n int, now time.Time) (Step, error) {
	return w.choose(r, g, ch, n, true, now)
}

// choose is Choose; auto marks TwinBee's pick.
func (w Walk) choose(r Run, g zonegraph.Graph, ch rules.Character, n int, auto bool, now time.Time) (Step, error) {
	zone, err := ready(r, g)
	if err != nil {
		return Step{}, err
	}
	if r.Prompt == nil {
		return Step{}, ErrNoPrompt
	}
	p := r.Prompt.refresh(r, ch)
	if n < 1 || n > len(p.Options) {
		return Step{}, ErrBadChoice{N: n, Count: len(p.Options)}
	}
	o := p.Options[n-1]
	if !o.Open {
		return Step{}, ErrChoiceLocked{N: n, Option: o}
	}
	st := w.step(r, zone, ch)
	st.answer(g, p, o.To, shiftedWay(r, p, n), auto, now)
	return st, nil
}

// Enter is Walk.Enter for a player alone.
func Enter(r Run, g zonegraph.Graph, ch rules.Character, node zonegraph.NodeID, now time.Time) (Step, error) {
	return Walk{}.Enter(r, g, ch, node, now)
}

// Enter moves the player into node directly, without looking at edges or
// locks (the primitive under Advance and Choose, and a fast travel's; a
// backtracking step is Revisit, which never resolves a room): the room the
// player leaves is cleared, the step is counted, a region change is
// announced, and a room never entered before resolves by its kind. A room entered before keeps its number and
// never resolves again. Errors: ErrRunOver, ErrFightPending, ErrNoGraph
// (also for an unknown node).
func (w Walk) Enter(r Run, g zonegraph.Graph, ch rules.Character, node zonegraph.NodeID, now time.Time) (Step, error) {
	zone, err := ready(r, g)
	if err != nil {
		return Step{}, err
	}
	if _, ok := g.Node(node); !ok {
		return Step{}, ErrNoGraph
	}
	st := w.step(r, zone, ch)
	st.Run.Prompt = nil
	st.walk(g, node, now)
	return st, nil
}

// Abandon ends an active run at the player's request (`!zone abandon
// confirm`). Errors: ErrRunOver.
func Abandon(r Run, now time.Time) (Step, error) {
	if r.Status.Over() {
		return Step{}, ErrRunOver
	}
	out := r.Clone()
	out.Status, out.Prompt, out.EndedAt, out.UpdatedAt = StatusAbandoned, nil, now, now
	return Step{Run: out, Events: []Event{{Kind: EvRunAbandoned, Node: out.Current, Number: out.CurrentRoom()}}}, nil
}

// AbandonFor is Abandon for a run its owner closes, why saying what
// closed it (Run.EndedBy: an expedition's forced extraction or end).
// Errors: ErrRunOver.
func AbandonFor(r Run, why string, now time.Time) (Step, error) {
	st, err := Abandon(r, now)
	if err != nil {
		return Step{}, err
	}
	st.Run.EndedBy = why
	return st, nil
}

// ready refuses moves on an ended run, a graph that does not fit, or a
// room whose fight is still waiting; else it returns the run's zone.
func ready(r Run, g zonegraph.Graph) (content.Zone, error) {
	zone, err := placed(r, g)
	if err != nil {
		return content.Zone{}, err
	}
	if _, enc, ok := r.PendingFight(); ok && len(enc.Monsters) > 0 {
		return content.Zone{}, ErrFightPending{Monster: enc.Monsters[0]}
	}
	return zone, nil
}

// placed refuses an ended run or a graph that does not fit it (one of
// no known zone too); else it returns the run's zone.
func placed(r Run, g zonegraph.Graph) (content.Zone, error) {
	if r.Status.Over() {
		return content.Zone{}, ErrRunOver
	}
	if content.ZoneID(g.ZoneID) != r.ZoneID {
		return content.Zone{}, ErrNoGraph
	}
	if _, ok := g.Node(r.Current); !ok {
		return content.Zone{}, ErrNoGraph
	}
	return zoneOf(g)
}

// zoneOf is graph g's zone; ErrNoGraph when no zone has its ID, since a
// graph of no known zone fits no run.
func zoneOf(g zonegraph.Graph) (content.Zone, error) {
	zone, ok := content.ZoneByID(content.ZoneID(g.ZoneID))
	if !ok {
		return content.Zone{}, ErrNoGraph
	}
	return zone, nil
}

// answer records the fork's answer and walks to the room the way leads
// to: to, or where the ways shifted it (rules §8.12; meant is the way's
// own room).
func (st *Step) answer(g zonegraph.Graph, p Prompt, meant, to zonegraph.NodeID, auto bool, now time.Time) {
	p.Chosen = to
	st.Run.setFork(p)
	st.Run.Prompt = nil
	ev := Event{Kind: EvWayChosen, Node: p.Node, Number: st.Run.RoomNumber(p.Node), To: to, Auto: auto}
	if meant != to {
		ev.Meant = meant
	}
	st.emit(ev)
	st.walk(g, to, now)
}

// walk leaves the current room (clearing it) and enters node.
func (st *Step) walk(g zonegraph.Graph, node zonegraph.NodeID, now time.Time) {
	from := st.Run.Current
	addOnce(&st.Run.Cleared, from)
	if fromRegion, toRegion := g.Nodes[from].Region, g.Nodes[node].Region; toRegion != fromRegion {
		st.emit(Event{Kind: EvRegionEntered, Node: node, Region: toRegion, FromRegion: fromRegion})
	}
	st.enter(g, node, now)
}

// enter puts the player on node: counts the step, numbers a new room,
// resolves it if it never was, and prompts at a fork once the room is
// settled.
func (st *Step) enter(g zonegraph.Graph, node zonegraph.NodeID, now time.Time) {
	r := &st.Run
	n := g.Nodes[node]
	r.Current, r.Region, r.UpdatedAt = node, n.Region, now
	r.RoomsTraversed++
	first := addOnce(&r.Visited, node)
	st.emit(Event{Kind: EvRoomEntered, Node: node, Number: r.RoomNumber(node), RoomKind: n.Kind, Revisit: !first,
		Spent: first && slices.Contains(r.Spent, node)})
	switch _, enc, waiting := r.PendingFight(); {
	case !r.resolved(node):
		st.resolve(g, n, now)
	case waiting:
		// Back at a door the player backed out of: it still waits.
		st.emit(Event{Kind: EvFightPending, Node: node, Number: r.RoomNumber(node),
			Fight: &FightReport{Monsters: enc.Monsters, Kind: enc.Kind, Patrol: enc.Patrol}})
	default:
		st.enterRespawn(g, node)
	}
	st.settle(g, now)
}

// settle follows a room whose contents are done: a fork prompts, an ended
// run stops.
func (st *Step) settle(g zonegraph.Graph, now time.Time) {
	r := &st.Run
	if r.Status.Over() {
		return
	}
	if _, _, pending := r.PendingFight(); pending {
		return
	}
	if len(g.Out(r.Current)) >= 2 {
		st.prompt(g, now)
	}
}

// prompt evaluates the current fork (once per visit) and shows it.
func (st *Step) prompt(g zonegraph.Graph, now time.Time) {
	r := &st.Run
	if r.Prompt == nil {
		p := buildPrompt(r, g, st.Char, r.Current, now)
		r.Prompt = &p
	}
	st.emit(Event{Kind: EvForkPrompt, Node: r.Current, Number: r.CurrentRoom(), Prompt: ptr(r.Prompt.clone())})
}

func ptr[T any](v T) *T { return &v }
