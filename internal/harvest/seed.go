package harvest

import (
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// seedPlan is how many nodes a room of a kind holds, featured resource
// included (DERIVED; harvest rooms are the richer, rules §7.2). Charges per
// node come from content's calibration table, not from here.
type seedPlan struct{ min, max int }

var seedPlans = map[zonegraph.NodeKind]seedPlan{
	zonegraph.KindExploration: {1, 2},
	zonegraph.KindHarvest:     {3, 4},
}

// seedWeight is how likely a resource of each rarity is to be drawn for a
// node, relative to the others of its zone (DERIVED: rarer resources turn
// up less often).
var seedWeight = map[content.Grade]int{
	content.GradeCommon:    6,
	content.GradeUncommon:  3,
	content.GradeRare:      2,
	content.GradeEpic:      1,
	content.GradeLegendary: 1,
}

// RunsPass reports whether entering a room of kind k runs the auto-harvest
// pass: exploration and harvest rooms only (rules §7.3). Entry, trap, elite,
// boss, camp, secret, fork and merge rooms never harvest.
func RunsPass(k zonegraph.NodeKind) bool {
	_, ok := seedPlans[k]
	return ok
}

// Seed returns the nodes of a room, drawn from its zone's registry by
// rarity weight without repeats: 1–2 nodes in an exploration room, 3–4 in
// a harvest room, whose featured resource (Content.HarvestRef) is always
// the first node. Every node starts full (content.Resource.Charges).
// Rooms that do not run a pass get no nodes. Gated resources may be drawn;
// the pass skips them while their gate is shut. The draw uses a child of s
// keyed by the room's node ID, so s may be the run's root stream. Errors:
// ErrUnknownZone, ErrBadHarvestRef.
func Seed(room zonegraph.Node, s *dice.Stream) ([]Node, error) {
	plan, ok := seedPlans[room.Kind]
	if !ok {
		return nil, nil
	}
	zoneID := content.ZoneID(room.Zone) // the graph holds it as a string
	pool := content.ZoneResources(zoneID)
	if len(pool) == 0 {
		return nil, ErrUnknownZone{Zone: zoneID}
	}
	rs := s.Child("harvest_seed", string(room.ID))
	var nodes []Node
	if ref := room.Content.HarvestRef; ref != "" {
		r, ok := content.ResourceByID(ref)
		if !ok || r.Zone != zoneID {
			return nil, ErrBadHarvestRef{Room: room.ID, Resource: ref}
		}
		nodes = append(nodes, newNode(room.ID, r))
		pool = without(pool, ref)
	}
	want := rs.Between(plan.min, plan.max)
	for len(nodes) < want && len(pool) > 0 {
		r := drawWeighted(pool, rs)
		nodes = append(nodes, newNode(room.ID, r))
		pool = without(pool, r.ID)
	}
	return nodes, nil
}

func newNode(room zonegraph.NodeID, r content.Resource) Node {
	return Node{ID: nodeID(room, r.ID), Resource: r.ID, Charges: r.Charges, Max: r.Charges}
}

// drawWeighted picks one resource of a non-empty pool by seedWeight.
func drawWeighted(pool []content.Resource, s *dice.Stream) content.Resource {
	total := 0
	for _, r := range pool {
		total += seedWeight[r.Rarity]
	}
	n := s.IntN(total)
	for _, r := range pool {
		if n < seedWeight[r.Rarity] {
			return r
		}
		n -= seedWeight[r.Rarity]
	}
	return pool[len(pool)-1]
}

// without returns the pool minus the resource with the given ID.
func without(pool []content.Resource, id content.ItemID) []content.Resource {
	out := make([]content.Resource, 0, len(pool))
	for _, r := range pool {
		if r.ID != id {
			out = append(out, r)
		}
	}
	return out
}
