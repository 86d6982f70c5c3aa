package zonegraph

// reach returns the nodes reachable from start along edges that pass.
func (g Graph) reach(start NodeID, pass func(Edge) bool) map[NodeID]bool {
	seen := map[NodeID]bool{}
	if _, ok := g.Nodes[start]; !ok {
		return seen
	}
	seen[start] = true
	queue := []NodeID{start}
	for len(queue) > 0 {
		id := queue[0]
		queue = queue[1:]
		for _, e := range g.Edges[id] {
			if !seen[e.To] && pass(e) {
				if _, ok := g.Nodes[e.To]; ok {
					seen[e.To] = true
					queue = append(queue, e.To)
				}
			}
		}
	}
	return seen
}

func anyEdge(Edge) bool { return true }

// Reachable returns the nodes reachable from the entry, ignoring locks.
func (g Graph) Reachable() map[NodeID]bool { return g.reach(g.Entry, anyEdge) }

// ReachableWithoutLuck returns the nodes reachable from the entry along
// edges every character can eventually pass (see the package doc on luck):
// open, level_min, and region_clear once that region's boss is itself
// reachable without luck.
func (g Graph) ReachableWithoutLuck() map[NodeID]bool {
	reached := map[NodeID]bool{}
	for {
		next := g.reach(g.Entry, func(e Edge) bool { return g.luckFree(e, reached) })
		if len(next) == len(reached) {
			return next
		}
		reached = next
	}
}

// luckFree reports whether e is passable without luck, given the nodes
// already known to be reachable without luck.
func (g Graph) luckFree(e Edge, reached map[NodeID]bool) bool {
	switch e.Lock.kind() {
	case LockNone, LockLevelMin:
		return true
	case LockRegionClear:
		r, ok := g.Region(e.Lock.Region)
		return ok && reached[r.Boss]
	}
	return false
}

// BossReachableWithoutLuck reports whether some entry-to-boss path crosses
// no Perception, ability-check or key lock.
func (g Graph) BossReachableWithoutLuck() bool { return g.ReachableWithoutLuck()[g.Boss] }

// PathStats summarises the simple paths from the entry to the boss: how
// many there are and the fewest and most rooms on one (entry and boss
// included). Count 0 means no path.
type PathStats struct {
	Count              int
	MinRooms, MaxRooms int
}

// PathsToBoss counts the simple entry-to-boss paths, ignoring locks.
func (g Graph) PathsToBoss() int { return g.pathStats(anyEdge).Count }

// AllPathStats summarises every simple entry-to-boss path, ignoring locks.
func (g Graph) AllPathStats() PathStats { return g.pathStats(anyEdge) }

// LuckFreePathStats summarises the entry-to-boss paths that need no luck
// (see the package doc); the rooms on them are what a zone costs a player
// who never passes a check.
func (g Graph) LuckFreePathStats() PathStats {
	reached := g.ReachableWithoutLuck()
	return g.pathStats(func(e Edge) bool { return reached[e.From] && g.luckFree(e, reached) })
}

// pathStats computes PathStats over the edges that pass (self-loops never
// count): by memoised depth-first search on an acyclic graph, by
// enumeration otherwise.
func (g Graph) pathStats(pass func(Edge) bool) PathStats {
	if _, ok := g.Nodes[g.Entry]; !ok {
		return PathStats{}
	}
	use := func(e Edge) bool { return e.From != e.To && pass(e) }
	if g.hasCycle(use) {
		return g.enumeratePaths(use)
	}
	memo := map[NodeID]PathStats{}
	var visit func(id NodeID) PathStats
	visit = func(id NodeID) PathStats {
		if id == g.Boss {
			return PathStats{Count: 1, MinRooms: 1, MaxRooms: 1}
		}
		if s, ok := memo[id]; ok {
			return s
		}
		var s PathStats
		for _, e := range g.Edges[id] {
			if _, ok := g.Nodes[e.To]; !ok || !use(e) {
				continue
			}
			sub := visit(e.To)
			if sub.Count == 0 {
				continue
			}
			if s.Count == 0 || sub.MinRooms+1 < s.MinRooms {
				s.MinRooms = sub.MinRooms + 1
			}
			s.MaxRooms = max(s.MaxRooms, sub.MaxRooms+1)
			s.Count += sub.Count
		}
		memo[id] = s
		return s
	}
	return visit(g.Entry)
}

// enumeratePaths walks every simple path (for graphs with opted-in
// loop-backs).
func (g Graph) enumeratePaths(use func(Edge) bool) PathStats {
	var s PathStats
	onPath := map[NodeID]bool{}
	var walk func(id NodeID, depth int)
	walk = func(id NodeID, depth int) {
		if id == g.Boss {
			if s.Count == 0 || depth < s.MinRooms {
				s.MinRooms = depth
			}
			s.MaxRooms = max(s.MaxRooms, depth)
			s.Count++
			return
		}
		onPath[id] = true
		for _, e := range g.Edges[id] {
			if _, ok := g.Nodes[e.To]; ok && use(e) && !onPath[e.To] {
				walk(e.To, depth+1)
			}
		}
		onPath[id] = false
	}
	walk(g.Entry, 1)
	return s
}

// hasCycle reports whether the edges that pass form a directed cycle.
func (g Graph) hasCycle(use func(Edge) bool) bool {
	const (
		white = iota
		grey
		black
	)
	color := map[NodeID]int{}
	var visit func(id NodeID) bool
	visit = func(id NodeID) bool {
		color[id] = grey
		for _, e := range g.Edges[id] {
			if !use(e) {
				continue
			}
			if _, ok := g.Nodes[e.To]; !ok {
				continue
			}
			switch color[e.To] {
			case grey:
				return true
			case white:
				if visit(e.To) {
					return true
				}
			}
		}
		color[id] = black
		return false
	}
	for _, id := range g.NodeOrder {
		if color[id] == white && visit(id) {
			return true
		}
	}
	return false
}

// Forks returns the nodes with two or more outgoing edges (the choice
// points a player meets), in declaration order.
func (g Graph) Forks() []NodeID {
	var out []NodeID
	for _, id := range g.NodeOrder {
		if len(g.Edges[id]) >= 2 {
			out = append(out, id)
		}
	}
	return out
}
