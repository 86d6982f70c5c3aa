package zonegraph

import "strings"

// checkRegions checks the region declarations of a multi-region zone and
// each node's region membership (rules §6.7: regions in travel order, each
// ending at its region boss, the last at the zone boss).
func (c *checker) checkRegions(g Graph, regions []Region) {
	if len(regions) == 0 {
		for _, id := range g.NodeOrder {
			if g.Nodes[id].Region != "" {
				c.node(RuleRegionMember, id, "region %q in a single-region zone", g.Nodes[id].Region)
			}
		}
		return
	}
	index := map[string]int{}
	for i, r := range regions {
		if strings.TrimSpace(r.ID) == "" {
			c.node(RuleRegion, "", "region %d has no ID", i+1)
			continue
		}
		if _, dup := index[r.ID]; dup {
			c.node(RuleRegion, "", "region %q declared twice", r.ID)
			continue
		}
		index[r.ID] = i
		if strings.TrimSpace(r.Name) == "" {
			c.node(RuleRegion, "", "region %q has no name", r.ID)
		}
		c.checkRegionNode(g, r, r.Entry, KindEntry, "entry")
		c.checkRegionNode(g, r, r.Boss, KindBoss, "boss")
	}
	if regions[0].Entry != g.Entry {
		c.node(RuleRegion, regions[0].Entry, "the first region must start at the zone entry %q", g.Entry)
	}
	if last := regions[len(regions)-1]; last.Boss != g.Boss {
		c.node(RuleRegion, last.Boss, "the last region must end at the zone boss %q", g.Boss)
	}
	for _, id := range g.NodeOrder {
		if _, ok := index[g.Nodes[id].Region]; !ok {
			c.node(RuleRegionMember, id, "region %q is not declared", g.Nodes[id].Region)
		}
	}
	c.checkRegionEdges(g, regions, index)
	c.checkRegionReach(g, regions)
}

func (c *checker) checkRegionNode(g Graph, r Region, id NodeID, kind NodeKind, role string) {
	n, ok := g.Nodes[id]
	switch {
	case !ok:
		c.node(RuleRegion, id, "region %q names an unknown %s node", r.ID, role)
	case n.Region != r.ID:
		c.node(RuleRegion, id, "region %q's %s lies in region %q", r.ID, role, n.Region)
	case n.Kind != kind:
		c.node(RuleRegion, id, "region %q's %s is a %s room, want %s", r.ID, role, n.Kind, kind)
	}
}

// checkRegionEdges allows an edge to cross regions only from a region's
// boss to the next region's entry.
func (c *checker) checkRegionEdges(g Graph, regions []Region, index map[string]int) {
	for _, e := range g.AllEdges() {
		from, fok := g.Nodes[e.From]
		to, tok := g.Nodes[e.To]
		if !fok || !tok || from.Region == to.Region {
			continue
		}
		i, iok := index[from.Region]
		j, jok := index[to.Region]
		if !iok || !jok {
			continue // reported as region_member
		}
		if j != i+1 || e.From != regions[i].Boss || e.To != regions[j].Entry {
			c.edge(RuleRegionEdge, e, "regions connect only from a region boss to the next region's entry")
		}
	}
}

// checkRegionReach checks that each region's entry is reachable from the
// zone entry and its boss from its own entry.
func (c *checker) checkRegionReach(g Graph, regions []Region) {
	if _, ok := g.Nodes[g.Entry]; !ok {
		return
	}
	fromZone := g.Reachable()
	for _, r := range regions {
		if _, ok := g.Nodes[r.Entry]; !ok {
			continue
		}
		if !fromZone[r.Entry] {
			c.node(RuleRegionReach, r.Entry, "region %q's entry cannot be reached from the zone entry", r.ID)
			continue
		}
		if _, ok := g.Nodes[r.Boss]; ok && !g.reach(r.Entry, anyEdge)[r.Boss] {
			c.node(RuleRegionReach, r.Boss, "region %q's boss cannot be reached from its entry", r.ID)
		}
	}
}
