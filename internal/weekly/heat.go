package weekly

import (
	"slices"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Heat is where a week's attempts went in its zone's graph (rules §12.2):
// how many attempts entered each room, and walked each way (entered both
// its rooms, as the map draws a walked way, rules §6.11), of Players; Seen
// is every room anyone entered, in the order first entered by the
// earliest attempt that did, and Found every secret room anyone found.
type Heat struct {
	Players int
	Rooms   map[zonegraph.NodeID]int
	Ways    map[zonegraph.EdgeKey]int
	Seen    []zonegraph.NodeID
	Found   []zonegraph.NodeID
}

// HeatOf is the heat of the attempts whose runs entered the rooms of
// visits (each one run's rooms in first-entry order) in g.
func HeatOf(g zonegraph.Graph, visits [][]zonegraph.NodeID) Heat {
	h := Heat{Players: len(visits), Rooms: map[zonegraph.NodeID]int{}, Ways: map[zonegraph.EdgeKey]int{}}
	for _, v := range visits {
		in := map[zonegraph.NodeID]bool{}
		for _, id := range v {
			if in[id] {
				continue
			}
			in[id] = true
			if h.Rooms[id] == 0 {
				h.Seen = append(h.Seen, id)
				if n, ok := g.Nodes[id]; ok && n.Kind == zonegraph.KindSecret {
					h.Found = append(h.Found, id)
				}
			}
			h.Rooms[id]++
		}
		for _, e := range g.AllEdges() {
			if in[e.From] && in[e.To] {
				h.Ways[e.Key()]++
			}
		}
	}
	return h
}

// ForkTurn is how the attempts that reached a fork went on from it: the
// fork and, for each way anyone took, its room and how many took it,
// most first.
type ForkTurn struct {
	Fork zonegraph.NodeID
	Ways []WayCount
}

// WayCount is one way out of a fork and how many attempts took it.
type WayCount struct {
	To zonegraph.NodeID
	N  int
}

// Forks is the turns the attempts took at each fork of g anyone reached
// (a room with two ways on or more), in the order the rooms were first
// entered: the words under the route picture, and its text fallback.
func (h Heat) Forks(g zonegraph.Graph) []ForkTurn {
	var out []ForkTurn
	for _, id := range h.Seen {
		ways := g.Out(id)
		if len(ways) < 2 {
			continue
		}
		t := ForkTurn{Fork: id}
		for _, e := range ways {
			if n := h.Ways[e.Key()]; n > 0 {
				t.Ways = append(t.Ways, WayCount{To: e.To, N: n})
			}
		}
		if len(t.Ways) == 0 {
			continue
		}
		slices.SortStableFunc(t.Ways, func(a, b WayCount) int { return b.N - a.N })
		out = append(out, t)
	}
	return out
}
