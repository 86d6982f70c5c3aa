package zonegraph

import (
	"errors"
	"fmt"
	"slices"
	"unicode/utf8"
)

// Map layout (rules §6.11). Each drawn room sits in a lane (its PosX)
// and a row (its PosY); lanes and rows that hold no drawn room are
// squeezed out, so a hidden secret leaves no gap behind. A room is drawn
// at the left edge of its lane; lines leave and enter at that column.
//
// An edge must lead to a deeper row. An edge spanning several rows runs
// straight down its source lane and turns in the last gap, or, when that
// lane is taken, turns in the first gap and runs down its target lane.

// laneGap is the blank space after a room's label before the next lane's
// line or room; minLaneStep the fewest columns between two lane anchors.
const (
	laneGap     = 2
	minLaneStep = 4
)

// layout is the drawing grid of one map.
type layout struct {
	nodes     []NodeID          // drawn node IDs, declaration order
	row, lane map[NodeID]int    // compacted row and lane of each drawn node
	at        map[[2]int]NodeID // (lane, row) -> node ID
	routes    map[EdgeKey]route // the drawable edges
	loose     []Edge            // edges that cannot be drawn
	laneStart []int             // column of each lane's anchor
	width     int
	rows      int
}

// newLayout places the drawn nodes (in declaration order) of g and routes
// the edges between them. It returns the problems found (rooms sharing a
// place, edges that cannot be drawn) as an error; the layout is usable
// either way.
func newLayout(g Graph, drawn []NodeID, edges []Edge) (*layout, error) {
	l := &layout{nodes: drawn, row: map[NodeID]int{}, lane: map[NodeID]int{}, at: map[[2]int]NodeID{}, routes: map[EdgeKey]route{}}
	var xs, ys []int
	for _, id := range drawn {
		n := g.Nodes[id]
		xs, ys = append(xs, n.PosX), append(ys, n.PosY)
	}
	slices.Sort(xs)
	slices.Sort(ys)
	xs, ys = slices.Compact(xs), slices.Compact(ys)
	l.rows = len(ys)
	var errs []error
	for _, id := range drawn {
		n := g.Nodes[id]
		x, _ := slices.BinarySearch(xs, n.PosX)
		y, _ := slices.BinarySearch(ys, n.PosY)
		l.lane[id], l.row[id] = x, y
		if other, taken := l.at[[2]int{x, y}]; taken {
			errs = append(errs, fmt.Errorf("%s and %s share position (%d,%d)", other, id, n.PosX, n.PosY))
		}
		l.at[[2]int{x, y}] = id
	}
	// occupied[row] holds the lanes with a room or a line on that row.
	occupied := make([]map[int]bool, l.rows)
	for y := range occupied {
		occupied[y] = map[int]bool{}
	}
	for key := range l.at {
		occupied[key[1]][key[0]] = true
	}
	for _, e := range edges {
		r, err := l.routeEdge(e)
		if err != nil {
			errs = append(errs, err)
			l.loose = append(l.loose, e)
			continue
		}
		l.routes[e.Key()] = r
		for y := r.fromRow + 1; y < r.toRow; y++ {
			occupied[y][r.vertLane] = true
		}
	}
	l.placeLanes(g, len(xs), occupied)
	return l, errors.Join(errs...)
}

// placeLanes sets each lane's anchor column as far left as it can go: a
// room's label only pushes the lanes that have something on its row.
func (l *layout) placeLanes(g Graph, lanes int, occupied []map[int]bool) {
	l.laneStart = make([]int, lanes)
	for j := 1; j < lanes; j++ {
		l.laneStart[j] = l.laneStart[j-1] + minLaneStep
	}
	for j := 1; j < lanes; j++ {
		for key, id := range l.at {
			i, y := key[0], key[1]
			if i >= j {
				continue
			}
			// The next lane after i with something on this row.
			next := -1
			for k := i + 1; k < lanes; k++ {
				if occupied[y][k] {
					next = k
					break
				}
			}
			if next == j {
				l.laneStart[j] = max(l.laneStart[j], l.laneStart[i]+cellWidth(g.Nodes[id])+laneGap)
			}
		}
		if j+1 < lanes {
			l.laneStart[j+1] = max(l.laneStart[j+1], l.laneStart[j]+minLaneStep)
		}
	}
	for key, id := range l.at {
		l.width = max(l.width, l.laneStart[key[0]]+cellWidth(g.Nodes[id]))
	}
	if lanes > 0 {
		l.width = max(l.width, l.laneStart[lanes-1]+1)
	}
}

// cellWidth is the columns a room's cell takes: two glyphs, a space and
// the label.
func cellWidth(n Node) int { return 3 + utf8.RuneCountInString(n.Label) }

// laneFree reports whether lane x holds no room in rows lo..hi.
func (l *layout) laneFree(x, lo, hi int) bool {
	for y := lo; y <= hi; y++ {
		if _, taken := l.at[[2]int{x, y}]; taken {
			return false
		}
	}
	return true
}

// route is how one edge is drawn: it leaves its source lane, runs down
// vertLane through the rows between, and turns from lane fromLane to lane
// toLane in gap turnGap. Gap i lies between rows i and i+1.
type route struct {
	fromRow, toRow    int
	fromLane, toLane  int
	vertLane, turnGap int
}

// routeEdge plans the line of an edge between two drawn rooms; it fails
// for an edge that does not lead to a deeper row or whose lanes are both
// taken in the rows it crosses.
func (l *layout) routeEdge(e Edge) (route, error) {
	r := route{fromRow: l.row[e.From], toRow: l.row[e.To], fromLane: l.lane[e.From], toLane: l.lane[e.To]}
	switch {
	case r.toRow <= r.fromRow:
		return r, fmt.Errorf("edge %s -> %s does not lead to a deeper row", e.From, e.To)
	case r.toRow == r.fromRow+1 || l.laneFree(r.fromLane, r.fromRow+1, r.toRow-1):
		r.vertLane, r.turnGap = r.fromLane, r.toRow-1
	case l.laneFree(r.toLane, r.fromRow+1, r.toRow-1):
		r.vertLane, r.turnGap = r.toLane, r.fromRow
	default:
		return r, fmt.Errorf("edge %s -> %s crosses rooms in both its lanes", e.From, e.To)
	}
	return r, nil
}

// CheckLayout reports layout hints the map cannot draw: two rooms in one
// place, an edge that does not lead deeper (a loop-back or self-loop), or
// an edge whose line would run through a room. It checks the whole zone
// and each region on its own, with every secret shown. The content check
// runs it on every shipped graph (a graph that fails stays out of the
// registry); the renderer still draws other graphs and lists the edges it
// could not draw under the map.
func CheckLayout(g Graph) error {
	var errs []error
	views := [][]NodeID{g.NodeOrder}
	for _, r := range g.Regions {
		views = append(views, regionNodes(g, r.ID))
	}
	for _, drawn := range views {
		_, err := newLayout(g, drawn, edgesWithin(g, drawn))
		errs = append(errs, err)
	}
	return dedupJoin(errs)
}

// edgesWithin returns the edges whose ends are both drawn.
func edgesWithin(g Graph, drawn []NodeID) []Edge {
	in := map[NodeID]bool{}
	for _, id := range drawn {
		in[id] = true
	}
	var out []Edge
	for _, e := range g.AllEdges() {
		if in[e.From] && in[e.To] {
			out = append(out, e)
		}
	}
	return out
}

func regionNodes(g Graph, region string) []NodeID {
	var out []NodeID
	for _, id := range g.NodeOrder {
		if g.Nodes[id].Region == region {
			out = append(out, id)
		}
	}
	return out
}

// dedupJoin joins the non-nil errors, each distinct message once.
func dedupJoin(errs []error) error {
	var out []error
	seen := map[string]bool{}
	for _, err := range errs {
		if err == nil {
			continue
		}
		for _, e := range unjoin(err) {
			if !seen[e.Error()] {
				seen[e.Error()] = true
				out = append(out, e)
			}
		}
	}
	return errors.Join(out...)
}

func unjoin(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return []error{err}
}
