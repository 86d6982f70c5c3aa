package zonegraph

import (
	"fmt"
	"strings"
)

// checker collects the problems of one graph.
type checker struct {
	zone string
	errs ValidationErrors
}

func (c *checker) node(r Rule, id NodeID, format string, args ...any) {
	c.errs = append(c.errs, &ValidationError{Zone: c.zone, Rule: r, Node: id, Detail: fmt.Sprintf(format, args...)})
}

func (c *checker) edge(r Rule, e Edge, format string, args ...any) {
	c.errs = append(c.errs, &ValidationError{Zone: c.zone, Rule: r, Edge: e.Key(), Detail: fmt.Sprintf(format, args...)})
}

// validate checks authored nodes and edges against every rule; see the
// Rule constants and the package doc.
func validate(zoneID string, nodes []Node, edges []Edge, opts Options) ValidationErrors {
	c := &checker{zone: zoneID}
	if strings.TrimSpace(zoneID) == "" {
		c.node(RuleZoneID, "", "the graph has no zone ID")
	}
	g := assemble(zoneID, nodes, edges, opts)
	c.checkNodes(zoneID, nodes)
	c.checkEdges(g, edges)
	entries, bosses := c.checkEntryBoss(g, nodes)
	c.checkRegions(g, opts.Regions)
	c.checkShape(g, entries == 1)
	if entries == 1 && bosses == 1 {
		c.checkBoss(g)
	}
	return c.errs
}

// checkNodes checks each authored node: its ID, zone and kind, its
// entry and boss flags, its label and its loot bias.
func (c *checker) checkNodes(zoneID string, nodes []Node) {
	seen := map[NodeID]bool{}
	for _, n := range nodes {
		n = normalNode(zoneID, n)
		c.checkNodeID(zoneID, n, seen)
		seen[n.ID] = true
		if n.Zone != zoneID {
			c.node(RuleNodeZone, n.ID, "belongs to zone %q", n.Zone)
		}
		c.checkNodeKind(n)
		c.checkNodeContent(n)
	}
}

// checkNodeID reports a node with no ID, one declared before (seen), or
// one that does not read "<zone>.<name>".
func (c *checker) checkNodeID(zoneID string, n Node, seen map[NodeID]bool) {
	switch {
	case n.ID == "":
		c.node(RuleNodeID, "", "a node has no ID (label %q)", n.Label)
	case seen[n.ID]:
		c.node(RuleNodeID, n.ID, "declared twice")
	case !strings.HasPrefix(string(n.ID), zoneID+".") || len(n.ID) == len(zoneID)+1:
		c.node(RuleNodeID, n.ID, "IDs read %q", zoneID+".<name>")
	}
}

// checkNodeKind reports an unknown kind, and an entry or zone boss flag
// on a room of another kind.
func (c *checker) checkNodeKind(n Node) {
	if !n.Kind.Valid() {
		c.node(RuleNodeKind, n.ID, "unknown kind %q", n.Kind)
	}
	if n.IsEntry && n.Kind != KindEntry {
		c.node(RuleNodeKind, n.ID, "the entry must be an entry room, not %s", n.Kind)
	}
	if n.IsBoss && n.Kind != KindBoss {
		c.node(RuleNodeKind, n.ID, "the zone boss must be a boss room, not %s", n.Kind)
	}
}

// checkNodeContent reports a node with no label for the map, a negative
// loot bias, or a secret room whose loot bias is below MinSecretLootBias.
func (c *checker) checkNodeContent(n Node) {
	if strings.TrimSpace(n.Label) == "" {
		c.node(RuleLabel, n.ID, "no label for the map")
	}
	if n.Content.LootBias < 0 {
		c.node(RuleLootBias, n.ID, "loot bias %.2f is negative", n.Content.LootBias)
	}
	if n.Kind == KindSecret && n.Content.Bias() < MinSecretLootBias {
		c.node(RuleSecretLoot, n.ID, "loot bias %.2f below %.1f", n.Content.Bias(), MinSecretLootBias)
	}
}

func (c *checker) checkEdges(g Graph, edges []Edge) {
	seen := map[EdgeKey]bool{}
	for _, e := range edges {
		e = normalEdge(e)
		_, fromOK := g.Nodes[e.From]
		_, toOK := g.Nodes[e.To]
		if !fromOK || !toOK {
			c.edge(RuleEdgeEndpoint, e, "names an unknown node")
		}
		if seen[e.Key()] {
			c.edge(RuleDuplicateEdge, e, "declared twice")
		}
		seen[e.Key()] = true
		if e.Weight < 0 {
			c.edge(RuleEdgeWeight, e, "weight %d is negative", e.Weight)
		}
		if err := e.Lock.Check(); err != nil {
			c.edge(RuleLockData, e, "%v", err)
		} else if e.Lock.Kind == LockRegionClear {
			if _, ok := g.Region(e.Lock.Region); !ok {
				c.edge(RuleLockData, e, "region_clear names unknown region %q", e.Lock.Region)
			}
		}
		if e.Lock.IsLocked() && strings.TrimSpace(e.Hint) == "" {
			c.edge(RuleLockHint, e, "locked edge (%s) has no hint", e.Lock)
		}
		if e.From == e.To && fromOK && !g.Nodes[e.From].Content.AllowSelfLoop {
			c.edge(RuleSelfLoop, e, "self-loop without the room's opt-in")
		}
	}
}

// checkEntryBoss counts the entry and zone-boss flags and checks that
// entry-kind and boss-kind rooms are the zone's or a region's.
func (c *checker) checkEntryBoss(g Graph, nodes []Node) (entries, bosses int) {
	regionEntry, regionBoss := map[NodeID]bool{}, map[NodeID]bool{}
	for _, r := range g.Regions {
		regionEntry[r.Entry], regionBoss[r.Boss] = true, true
	}
	for _, id := range g.NodeOrder {
		n := g.Nodes[id]
		if n.IsEntry {
			entries++
		}
		if n.IsBoss {
			bosses++
		}
		if n.Kind == KindEntry && !n.IsEntry && !regionEntry[id] {
			c.node(RuleNodeKind, id, "entry room that is neither the zone entry nor a region's first room")
		}
		if n.Kind == KindBoss && !n.IsBoss && !regionBoss[id] {
			c.node(RuleNodeKind, id, "boss room that is neither the zone boss nor a region boss")
		}
	}
	if entries != 1 {
		c.node(RuleOneEntry, "", "%d entry nodes, want exactly 1", entries)
	}
	if bosses != 1 {
		c.node(RuleOneBoss, "", "%d zone boss nodes, want exactly 1", bosses)
	}
	return entries, bosses
}

// checkShape checks orphans, reachability, dead ends, boss exits and
// loop-backs.
func (c *checker) checkShape(g Graph, oneEntry bool) {
	hasIn := inbound(g)
	var seen map[NodeID]bool
	if oneEntry {
		seen = g.Reachable()
	}
	for _, id := range g.NodeOrder {
		n := g.Nodes[id]
		if !n.IsEntry && !hasIn[id] {
			c.node(RuleOrphan, id, "no edge leads here")
		} else if oneEntry && !seen[id] {
			c.node(RuleUnreachable, id, "the entry cannot reach this room")
		}
		c.checkExits(id, n, waysOn(g, id))
	}
	if !g.AllowLoopBack {
		for _, e := range g.backEdges() {
			c.edge(RuleLoopBack, e, "leads back to an earlier room; the zone has not opted in")
		}
	}
}

// inbound is the set of rooms some edge other than a self-loop leads to.
func inbound(g Graph) map[NodeID]bool {
	hasIn := map[NodeID]bool{}
	for _, e := range g.AllEdges() {
		if e.From != e.To {
			hasIn[e.To] = true
		}
	}
	return hasIn
}

// waysOn counts room id's ways on, self-loops left out.
func waysOn(g Graph, id NodeID) int {
	n := 0
	for _, e := range g.Edges[id] {
		if e.To != id {
			n++
		}
	}
	return n
}

// checkExits reports a zone boss room with ways on, and a dead end that
// is neither the zone boss nor a secret room.
func (c *checker) checkExits(id NodeID, n Node, exits int) {
	switch {
	case n.IsBoss && exits > 0:
		c.node(RuleBossExit, id, "the zone boss has %d way(s) on", exits)
	case !n.IsBoss && n.Kind != KindSecret && exits == 0:
		c.node(RuleDeadEnd, id, "no way on (only secret rooms may be dead ends)")
	}
}

// backEdges returns the edges that lead to an ancestor of their source: a
// depth-first walk from the entry (then from any room it misses, in
// declaration order) meets them while their target is still on the walk's
// path. Self-loops are left to the self-loop rule.
func (g Graph) backEdges() []Edge {
	const (
		white = iota
		grey
		black
	)
	color := map[NodeID]int{}
	var back []Edge
	var visit func(id NodeID)
	visit = func(id NodeID) {
		color[id] = grey
		for _, e := range g.Edges[id] {
			if _, ok := g.Nodes[e.To]; !ok || e.To == id {
				continue
			}
			switch color[e.To] {
			case grey:
				back = append(back, e)
			case white:
				visit(e.To)
			}
		}
		color[id] = black
	}
	starts := append([]NodeID{g.Entry}, g.NodeOrder...)
	for _, id := range starts {
		if _, ok := g.Nodes[id]; ok && color[id] == white {
			visit(id)
		}
	}
	return back
}

// checkBoss checks that the boss is reachable, and reachable without luck.
func (c *checker) checkBoss(g Graph) {
	if !g.Reachable()[g.Boss] {
		c.node(RuleBossReachable, g.Boss, "no path from %s", g.Entry)
		return
	}
	if !g.BossReachableWithoutLuck() {
		c.node(RuleBossWithoutLuck, g.Boss, "every path crosses a Perception, ability-check or key lock")
	}
}
