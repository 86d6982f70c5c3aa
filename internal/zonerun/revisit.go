package zonerun

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Revisit events (rules §9.1, §9.2). A revisit step reads, in order:
// EvDoubledBack, EvRoomEntered (Revisit set) and, back at a fork,
// EvForkReopened.
const (
	// EvDoubledBack: the player walked one edge back into a room entered
	// before (`!revisit`, `!retreat`). Node is the room walked back to and
	// Number its room number; To is the room left. An expedition charges
	// threat for it (ReasonRevisit, "doubled back").
	EvDoubledBack EventKind = "doubled_back"
	// EvForkReopened: the room walked back into is a fork; its old choice
	// is cleared and the next advance prompts afresh. Node, Number.
	EvForkReopened EventKind = "fork_reopened"
)

// ErrPromptWaiting refuses a revisit while a fork prompt waits for its
// answer: the prompt's idle clock is running, and the fork is answered
// (or walked back into later) first.
var ErrPromptWaiting = errors.New("zonerun: a fork prompt is waiting for an answer")

// ErrNotVisited refuses a revisit to room number N, which is not on the
// Path strip (Rooms is how many rooms are): the player has not been there.
// A target given by node (RevisitNode) names it in Node, N 0.
type ErrNotVisited struct {
	N, Rooms int
	Node     zonegraph.NodeID
}

func (e ErrNotVisited) Error() string {
	return fmt.Sprintf("zonerun: room %d is not on the path (%d rooms entered)", e.N, e.Rooms)
}

// ErrAlreadyHere refuses a revisit to the room the player stands in.
type ErrAlreadyHere struct{ N int }

func (e ErrAlreadyHere) Error() string { return fmt.Sprintf("zonerun: already in room %d", e.N) }

// ErrNotAdjacent refuses a revisit to room N (node Node), which no graph
// edge joins to the current room: backtracking is one step at a time.
// Targets are the rooms that are one step back (RevisitTargets).
type ErrNotAdjacent struct {
	N       int
	Node    zonegraph.NodeID
	Targets []zonegraph.NodeID
}

func (e ErrNotAdjacent) Error() string {
	return fmt.Sprintf("zonerun: room %d (%s) is not next to the current room", e.N, e.Node)
}

// ErrOtherRegion refuses a revisit to room N (node Node) in region Region,
// which is not the player's region (rules §9.1: revisit never crosses a
// region boundary).
type ErrOtherRegion struct {
	N      int
	Node   zonegraph.NodeID
	Region string
}

func (e ErrOtherRegion) Error() string {
	return fmt.Sprintf("zonerun: room %d (%s) lies in region %q", e.N, e.Node, e.Region)
}

// RoomAt returns the node of room number n (1-based, the Path strip's
// numbering); false outside 1..len(Visited).
func (r Run) RoomAt(n int) (zonegraph.NodeID, bool) {
	if n < 1 || n > len(r.Visited) {
		return "", false
	}
	return r.Visited[n-1], true
}

// RevisitTargets lists the rooms one `!revisit` may walk to from the
// current room, by room number (rules §9.1): every room entered
// before that a graph edge joins to the current room in either direction
// and that lies in the current region. The list is where the player may
// go, not whether they may go now: a fight, a waiting fork prompt or an
// expedition's state can still refuse the step. Nil for an ended run.
func RevisitTargets(r Run, g zonegraph.Graph) []zonegraph.NodeID {
	if r.Status.Over() {
		return nil
	}
	var out []zonegraph.NodeID
	for _, id := range r.Visited {
		if id != r.Current && g.Adjacent(r.Current, id) && sameRegion(g, r.Current, id) {
			out = append(out, id)
		}
	}
	return out
}

// Revisit walks the player one edge back, to room number n of the Path
// strip (rules §9.1, §9.2). The target must be a room
// entered before, not the current one, joined to the current room by a
// graph edge in either direction and in the same region.
//
// The move counts a step (RoomsTraversed) and clears the room left, like
// any move; the room walked into keeps its number and never resolves
// again: no fight, no trap, no loot, no treasure, save an enemy returned
// by RespawnRooms, fought at once (its harvest nodes are
// the auto-harvest pass's business, run by the caller as on any step) and
// a trap the threat band has re-armed (rearmTrap).
// Walking back into a fork clears its old choice: no prompt is shown, and
// the next Advance evaluates the ways afresh for the character as they
// are then (a key found since opens a key lock, a level gained a level
// lock; a Perception or ability check draws the same die from the same
// stream, so it is not a second chance, but counts the current modifier).
// The branch taken before stays visited and revisitable.
//
// The engine charges nothing: an expedition prices the step through the
// EvDoubledBack event. Errors (run unchanged): ErrRunOver, ErrNoGraph,
// ErrPromptWaiting,
// ErrNotVisited, ErrAlreadyHere, ErrOtherRegion, ErrNotAdjacent.
func Revisit(r Run, g zonegraph.Graph, ch rules.Character, n int, now time.Time) (Step, error) {
	return Walk{}.Revisit(r, g, ch, n, now)
}

// Revisit is the package's Revisit with the party along (rules §8.23).
func (w Walk) Revisit(r Run, g zonegraph.Graph, ch rules.Character, n int, now time.Time) (Step, error) {
	node, ok := r.RoomAt(n)
	return w.revisit(r, g, ch, n, node, ok, now)
}

// RetreatTarget is the room `!retreat` falls back to: of the cleared rooms
// of the current room's region with an edge into the current room, the one
// entered last; "" when there is none (an entry room, or nothing cleared
// behind). Retreats never cross a region's boundary.
func RetreatTarget(r Run, g zonegraph.Graph) zonegraph.NodeID {
	cur := r.Current
	region := g.Nodes[cur].Region
	var best zonegraph.NodeID
	for _, n := range r.Visited {
		if n == cur || !r.IsCleared(n) || g.Nodes[n].Region != region {
			continue
		}
		for _, e := range g.Out(n) {
			if e.To == cur {
				best = n
			}
		}
	}
	return best
}

// RetreatAcrossBorder is why run r has no room to retreat to
// (RetreatTarget "") when a cleared room leads into the current one from
// another region: ErrOtherRegion for it, the border `!retreat` never
// crosses (rules §9.1); nil when no such room exists either.
func RetreatAcrossBorder(r Run, g zonegraph.Graph) error {
	cur := r.Current
	for _, n := range r.Visited {
		if n == cur || !r.IsCleared(n) || g.Nodes[n].Region == g.Nodes[cur].Region {
			continue
		}
		for _, e := range g.Out(n) {
			if e.To == cur {
				return ErrOtherRegion{N: r.RoomNumber(n), Node: n, Region: g.Nodes[n].Region}
			}
		}
	}
	return nil
}

// RevisitNode is Revisit with the target given by its node ID (`!retreat`
// names the room it falls back to: RetreatTarget). Errors: those of
// Revisit.
func RevisitNode(r Run, g zonegraph.Graph, ch rules.Character, node zonegraph.NodeID, now time.Time) (Step, error) {
	return Walk{}.RevisitNode(r, g, ch, node, now)
}

// RevisitNode is the package's RevisitNode with the party along (rules
// §8.23).
func (w Walk) RevisitNode(r Run, g zonegraph.Graph, ch rules.Character, node zonegraph.NodeID, now time.Time) (Step, error) {
	n := r.RoomNumber(node)
	return w.revisit(r, g, ch, n, node, n != 0, now)
}

// revisit is Revisit and RevisitNode once the target is named both ways:
// room number n, node node, and whether the path holds it (visited; when
// not, whichever of n and node the player named is kept for the refusal).
func (w Walk) revisit(r Run, g zonegraph.Graph, ch rules.Character, n int, node zonegraph.NodeID, visited bool, now time.Time) (Step, error) {
	zone, err := revisitZone(r, g)
	if err != nil {
		return Step{}, err
	}
	if !visited {
		return Step{}, ErrNotVisited{N: n, Rooms: len(r.Visited), Node: node}
	}
	if err := revisitTarget(r, g, n, node); err != nil {
		return Step{}, err
	}
	return w.doubleBack(r, zone, g, ch, node, now), nil
}

// CheckRevisit refuses every revisit from where r stands, whatever the
// target: an ended run (ErrRunOver), a graph that does not fit
// (ErrNoGraph), or a fork prompt waiting (ErrPromptWaiting). An elite or boss waiting at the door (a
// pending fight not yet begun) does not hold the player: they may back
// out the way they came, and it waits in its room for their return.
func CheckRevisit(r Run, g zonegraph.Graph) error {
	_, err := revisitZone(r, g)
	return err
}

// revisitZone is CheckRevisit returning the run's zone, resolved by placed.
func revisitZone(r Run, g zonegraph.Graph) (content.Zone, error) {
	zone, err := placed(r, g)
	if err != nil {
		return content.Zone{}, err
	}
	if r.Prompt != nil {
		return content.Zone{}, ErrPromptWaiting
	}
	return zone, nil
}

// revisitTarget refuses room n (node) as a revisit target: the current
// room, another region, or a room no edge joins to the current one.
func revisitTarget(r Run, g zonegraph.Graph, n int, node zonegraph.NodeID) error {
	if _, ok := g.Node(node); !ok {
		return ErrNoGraph
	}
	switch {
	case node == r.Current:
		return ErrAlreadyHere{N: n}
	case !sameRegion(g, r.Current, node):
		return ErrOtherRegion{N: n, Node: node, Region: g.Nodes[node].Region}
	case !g.Adjacent(r.Current, node):
		return ErrNotAdjacent{N: n, Node: node, Targets: RevisitTargets(r, g)}
	}
	return nil
}

// sameRegion reports whether a and b lie in the same region ("" for both
// in a single-region zone).
func sameRegion(g zonegraph.Graph, a, b zonegraph.NodeID) bool {
	return g.Nodes[a].Region == g.Nodes[b].Region
}

// doubleBack makes the checked move: the room left is cleared, the step
// counted, the room entered again without resolving, and a fork reopened.
func (w Walk) doubleBack(r Run, zone content.Zone, g zonegraph.Graph, ch rules.Character, node zonegraph.NodeID, now time.Time) Step {
	st := w.step(r, zone, ch)
	run := &st.Run
	from := run.Current
	if _, _, waiting := run.PendingFight(); !waiting {
		addOnce(&run.Cleared, from) // a room whose fight waits stays uncleared
	}
	run.Current, run.Region, run.UpdatedAt = node, g.Nodes[node].Region, now
	run.RoomsTraversed++
	number := run.RoomNumber(node)
	st.emit(Event{Kind: EvDoubledBack, Node: node, Number: number, To: from})
	st.emit(Event{Kind: EvRoomEntered, Node: node, Number: number, RoomKind: g.Nodes[node].Kind, Revisit: true})
	// The one exception to "never resolves again": an enemy returned by
	// RespawnRooms is fought on the way in.
	if _, enc, waiting := run.PendingFight(); waiting {
		// Back at a door the player backed out of: it still waits.
		st.emit(Event{Kind: EvFightPending, Node: node, Number: number,
			Fight: &FightReport{Monsters: enc.Monsters, Kind: enc.Kind, Patrol: enc.Patrol}})
		return st
	}
	st.rearmTrap(g, node)
	if st.enterRespawn(g, node) && run.Status.Over() {
		return st
	}
	if len(g.Out(node)) >= 2 {
		run.reopenFork(node)
		st.emit(Event{Kind: EvForkReopened, Node: node, Number: number})
	}
	return st
}

// reopenFork clears the choice recorded at fork node (rules §9.2):
// its evaluation stays for the map until the next prompt replaces it.
func (r *Run) reopenFork(node zonegraph.NodeID) {
	r.Prompt = nil
	if p, ok := r.Forks[node]; ok {
		p.Chosen = ""
		r.Forks[node] = p
	}
}

// BehindFrontier reports whether the player stands behind the frontier:
// on a room they have already walked on from, whose ways on all lead to
// rooms entered before (rules §9.4: the autopilot refuses to start there). A
// fork with a way not yet taken, a room with no way on, and the room entered
// last are never behind it.
func BehindFrontier(r Run, g zonegraph.Graph) bool {
	if len(r.Visited) == 0 || r.Current == r.Visited[len(r.Visited)-1] {
		return false
	}
	out := g.Out(r.Current)
	if len(out) == 0 {
		return false
	}
	return !slices.ContainsFunc(out, func(e zonegraph.Edge) bool { return !slices.Contains(r.Visited, e.To) })
}
