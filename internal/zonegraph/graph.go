package zonegraph

import (
	"maps"
	"slices"
	"sort"
)

// Edge is one directed connection between rooms (rules §6.4; a zone_edge
// row).
type Edge struct {
	From NodeID `json:"from"`
	To   NodeID `json:"to"`
	Lock Lock   `json:"lock"`
	// Hint is the teaser shown while the lock holds ("A faint draft from a
	// crack in the wall."); required on every locked edge.
	Hint string `json:"hint,omitempty"`
	// Weight orders a fork prompt: lower first, ties in declaration order.
	// BuildGraph reads 0 as the default 1.
	Weight int `json:"weight"`
}

// EdgeKey names an edge by its endpoints (a graph holds at most one edge
// per ordered pair).
type EdgeKey struct{ From, To NodeID }

// Key returns the edge's endpoints.
func (e Edge) Key() EdgeKey { return EdgeKey{From: e.From, To: e.To} }

// Region is one region of a multi-region zone (rules §6.7), listed in
// travel order in Graph.Regions.
type Region struct {
	// ID is unique within the zone ("drow_outpost").
	ID   string `json:"id"`
	Name string `json:"name"`
	// Entry is the region's first node; the first region's is the zone
	// entry. Boss is the region-boss node; the last region's is the zone
	// boss.
	Entry NodeID `json:"entry"`
	Boss  NodeID `json:"boss"`
	// BaseCamp marks a region where a base camp may be pitched (rules §6.7).
	BaseCamp bool `json:"base_camp,omitempty"`
}

// Options are a zone's graph-wide settings.
type Options struct {
	// AllowLoopBack lets edges lead back to a node that can already reach
	// their source (off by default, rules §6.8).
	AllowLoopBack bool
	// Regions lists a multi-region zone's regions in travel order; empty
	// for a single-region zone.
	Regions []Region
}

// Graph is a validated zone graph (rules §6.8). Treat it as
// read-only; Registry hands out copies.
type Graph struct {
	ZoneID string
	// Nodes by node ID; NodeOrder holds the IDs in declaration order.
	Nodes     map[NodeID]Node
	NodeOrder []NodeID
	// Edges by from-node, each list in prompt order (weight, then
	// declaration).
	Edges map[NodeID][]Edge
	// Entry and Boss are the zone entry and zone boss node IDs.
	Entry, Boss NodeID
	// Regions in travel order (empty for a single-region zone).
	Regions       []Region
	AllowLoopBack bool
}

// BuildGraph assembles and validates a zone graph from authored nodes and
// edges (rules §6.8). Empty node zones are filled with zoneID, an empty lock
// kind reads as none and a zero weight as 1. It returns the graph, or a
// ValidationErrors listing every broken rule.
func BuildGraph(zoneID string, nodes []Node, edges []Edge, opts Options) (Graph, error) {
	g := assemble(zoneID, nodes, edges, opts)
	if errs := validate(zoneID, nodes, edges, opts); len(errs) > 0 {
		return Graph{}, errs
	}
	return g, nil
}

// assemble builds the graph's maps without checking anything; duplicate
// node IDs keep the first declaration.
func assemble(zoneID string, nodes []Node, edges []Edge, opts Options) Graph {
	g := Graph{
		ZoneID:        zoneID,
		Nodes:         make(map[NodeID]Node, len(nodes)),
		Edges:         make(map[NodeID][]Edge),
		Regions:       slices.Clone(opts.Regions),
		AllowLoopBack: opts.AllowLoopBack,
	}
	for i := range nodes {
		n := normalNode(zoneID, nodes[i])
		if _, dup := g.Nodes[n.ID]; dup {
			continue
		}
		g.Nodes[n.ID] = n
		g.NodeOrder = append(g.NodeOrder, n.ID)
		if n.IsEntry && g.Entry == "" {
			g.Entry = n.ID
		}
		if n.IsBoss && g.Boss == "" {
			g.Boss = n.ID
		}
	}
	for _, e := range edges {
		e = normalEdge(e)
		g.Edges[e.From] = append(g.Edges[e.From], e)
	}
	for from := range g.Edges {
		sort.SliceStable(g.Edges[from], func(i, j int) bool {
			return g.Edges[from][i].Weight < g.Edges[from][j].Weight
		})
	}
	return g
}

func normalNode(zoneID string, n Node) Node {
	if n.Zone == "" {
		n.Zone = zoneID
	}
	return n
}

func normalEdge(e Edge) Edge {
	if e.Lock.Kind == "" {
		e.Lock.Kind = LockNone
	}
	if e.Weight == 0 {
		e.Weight = 1
	}
	return e
}

// Validate re-checks a graph against every rule (useful for a graph that
// was changed after building). It returns nil or a ValidationErrors.
func Validate(g Graph) error {
	nodes := make([]Node, 0, len(g.NodeOrder))
	for _, id := range g.NodeOrder {
		nodes = append(nodes, g.Nodes[id])
	}
	if errs := validate(g.ZoneID, nodes, g.AllEdges(), Options{AllowLoopBack: g.AllowLoopBack, Regions: g.Regions}); len(errs) > 0 {
		return errs
	}
	return nil
}

// Clone returns a deep copy of g.
func (g Graph) Clone() Graph {
	out := g
	out.Nodes = maps.Clone(g.Nodes)
	out.NodeOrder = slices.Clone(g.NodeOrder)
	out.Edges = make(map[NodeID][]Edge, len(g.Edges))
	for k, v := range g.Edges {
		out.Edges[k] = slices.Clone(v)
	}
	out.Regions = slices.Clone(g.Regions)
	return out
}

// Node returns the node with the given ID.
func (g Graph) Node(id NodeID) (Node, bool) {
	n, ok := g.Nodes[id]
	return n, ok
}

// Out returns id's outgoing edges in prompt order (weight, then
// declaration); nil for an unknown node or a dead end.
func (g Graph) Out(id NodeID) []Edge { return slices.Clone(g.Edges[id]) }

// In returns the edges leading into id, ordered by their source node's
// declaration and then by prompt order.
func (g Graph) In(id NodeID) []Edge {
	var in []Edge
	for _, e := range g.AllEdges() {
		if e.To == id {
			in = append(in, e)
		}
	}
	return in
}

// AllEdges returns every edge, grouped by source node in declaration order
// and in prompt order within a source (the order to write zone_edge rows).
func (g Graph) AllEdges() []Edge {
	var all []Edge
	seen := make(map[NodeID]bool, len(g.NodeOrder))
	for _, id := range g.NodeOrder {
		seen[id] = true
		all = append(all, g.Edges[id]...)
	}
	// Edges from unknown nodes (only in a graph that failed validation).
	var rest []NodeID
	for from := range g.Edges {
		if !seen[from] {
			rest = append(rest, from)
		}
	}
	slices.Sort(rest)
	for _, from := range rest {
		all = append(all, g.Edges[from]...)
	}
	return all
}

// Edge returns the edge from → to.
func (g Graph) Edge(from, to NodeID) (Edge, bool) {
	for _, e := range g.Edges[from] {
		if e.To == to {
			return e, true
		}
	}
	return Edge{}, false
}

// Adjacent reports whether an edge joins a and b in either direction
// (rules §9.1: backtracking may walk an edge in reverse).
func (g Graph) Adjacent(a, b NodeID) bool {
	_, ab := g.Edge(a, b)
	_, ba := g.Edge(b, a)
	return ab || ba
}

// Neighbors returns the nodes joined to id by an edge in either direction:
// successors in prompt order, then predecessors in In order, without
// duplicates.
func (g Graph) Neighbors(id NodeID) []NodeID {
	var out []NodeID
	for _, e := range g.Edges[id] {
		if !slices.Contains(out, e.To) {
			out = append(out, e.To)
		}
	}
	for _, e := range g.In(id) {
		if !slices.Contains(out, e.From) {
			out = append(out, e.From)
		}
	}
	return out
}

// RegionOf returns the region that holds node id; false for an unknown
// node or a single-region zone.
func (g Graph) RegionOf(id NodeID) (Region, bool) {
	n, ok := g.Nodes[id]
	if !ok || n.Region == "" {
		return Region{}, false
	}
	return g.Region(n.Region)
}

// Region returns the region with the given ID.
func (g Graph) Region(id string) (Region, bool) {
	for _, r := range g.Regions {
		if r.ID == id {
			return r, true
		}
	}
	return Region{}, false
}

// RegionIndex returns the 0-based travel-order position of region id, or
// -1.
func (g Graph) RegionIndex(id string) int {
	return slices.IndexFunc(g.Regions, func(r Region) bool { return r.ID == id })
}
