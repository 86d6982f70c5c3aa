package original

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// HarvestNode is one node of the original's harvest tables: a resource
// and its charges left of its maximum.
type HarvestNode struct {
	Resource content.ItemID `json:"resource_id"`
	Charges  int            `json:"current_charges"`
	Max      int            `json:"max_charges"`
}

// HarvestTable is the original's harvest state of one run: nodes by
// region ("" for a single-region zone, or a run outside an expedition)
// and room key. A room key is the legacy 0-based room index ("2"), the
// linear-compiled node ID ("crypt_valdris.r3", room index 2) or an
// authored node ID.
type HarvestTable map[string]map[string][]HarvestNode

// Merge adds t's rooms to h (an expedition's region_state table over its
// run's own); a room h already has keeps h's nodes.
func (h HarvestTable) Merge(t HarvestTable) HarvestTable {
	if h == nil {
		h = HarvestTable{}
	}
	for region, rooms := range t {
		if h[region] == nil {
			h[region] = map[string][]HarvestNode{}
		}
		for key, nodes := range rooms {
			if _, ok := h[region][key]; !ok {
				h[region][key] = nodes
			}
		}
	}
	return h
}

// HarvestState re-keys t on g's node IDs (rules §7.2: node state is kept
// by room):
// a legacy room index is walked on g's main line from the entry of its
// region (zonerun.LinearWalkFrom, the linear-graph compiler's order), a
// node ID g knows is kept. Each node keeps its charges, capped at this
// game's charges for the resource (content's calibration table), which
// becomes its maximum. A key that names no room, a room that does not
// harvest here (harvest.RunsPass), a resource this zone does not hold and
// a second node of one resource in a room are left out, each with a Note;
// so is a second key reaching a room already filled.
func HarvestState(g zonegraph.Graph, t HarvestTable) (harvest.State, []Note) {
	var st harvest.State
	var notes []Note
	for _, region := range sortedKeys(t) {
		for _, key := range sortedKeys(t[region]) {
			where := roomLabel(region, key)
			room, ok := harvestRoom(g, region, key)
			if !ok {
				notes = append(notes, Note{"harvest", where + " names no room of " + g.ZoneID})
				continue
			}
			n := g.Nodes[room]
			if !harvest.RunsPass(n.Kind) {
				notes = append(notes, Note{"harvest", fmt.Sprintf("%s is %s, a %s room that does not harvest", where, room, n.Kind)})
				continue
			}
			if _, done := st.Rooms[room]; done {
				notes = append(notes, Note{"harvest", fmt.Sprintf("%s is %s again; the first key's nodes are kept", where, room)})
				continue
			}
			var hr harvest.Room
			for _, on := range t[region][key] {
				node, note := harvestNode(content.ZoneID(g.ZoneID), room, on, hr)
				if note != "" {
					notes = append(notes, Note{"harvest", where + ": " + note})
				}
				if node != nil {
					hr.Nodes = append(hr.Nodes, *node)
				}
			}
			if len(hr.Nodes) > 0 {
				if st.Rooms == nil {
					st.Rooms = map[zonegraph.NodeID]harvest.Room{}
				}
				st.Rooms[room] = hr
			}
		}
	}
	return st, notes
}

// harvestNode converts one node of the original for room; nil when it is
// left out, with why, and a note when its charges were capped.
func harvestNode(zone content.ZoneID, room zonegraph.NodeID, on HarvestNode, hr harvest.Room) (*harvest.Node, string) {
	res, ok := content.ResourceByID(on.Resource)
	if !ok || res.Zone != zone {
		return nil, fmt.Sprintf("resource %q is not one of %s's; left out", on.Resource, zone)
	}
	if slices.ContainsFunc(hr.Nodes, func(n harvest.Node) bool { return n.Resource == res.ID }) {
		return nil, fmt.Sprintf("a second %s node; left out", res.ID)
	}
	charges := min(max(on.Charges, 0), res.Charges)
	node := harvest.NodeAt(room, res.ID, charges, res.Charges)
	if charges != on.Charges {
		return &node, fmt.Sprintf("%s charges %d/%d become %d/%d", res.ID, on.Charges, on.Max, charges, res.Charges)
	}
	return &node, ""
}

// harvestRoom finds the graph room of a harvest key in region.
func harvestRoom(g zonegraph.Graph, region, key string) (zonegraph.NodeID, bool) {
	start := g.Entry
	if region != "" {
		i := slices.IndexFunc(g.Regions, func(r zonegraph.Region) bool { return r.ID == region })
		if i < 0 {
			return "", false
		}
		start = g.Regions[i].Entry
	}
	idx, isIndex := legacyIndex(content.ZoneID(g.ZoneID), key)
	if !isIndex {
		_, ok := g.Node(zonegraph.NodeID(key))
		return zonegraph.NodeID(key), ok
	}
	return zonerun.LinearWalkFrom(g, start, idx).Current, true
}

// legacyIndex reads a room key as a 0-based room index: "2", or the
// linear-compiled node ID "<zone>.r3".
func legacyIndex(zone content.ZoneID, key string) (int, bool) {
	if n, err := strconv.Atoi(key); err == nil && n >= 0 {
		return n, true
	}
	if rest, ok := strings.CutPrefix(key, string(zone)+".r"); ok {
		if n, err := strconv.Atoi(rest); err == nil && n >= 1 {
			return n - 1, true
		}
	}
	return 0, false
}

func roomLabel(region, key string) string {
	if region == "" {
		return "room " + key
	}
	return "room " + key + " of region " + region
}

func sortedKeys[K ~string, V any](m map[K]V) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// RoomIndex turns a room index counted from the entry of region (the
// original kept one linear run per region of a multi-region zone) into
// one counted from the zone's entry along g's main line, which is what
// zonerun.LinearWalk reads; "" is the zone's entry. ok is false for a
// region g does not have.
func RoomIndex(g zonegraph.Graph, region string, idx int) (int, bool) {
	if region == "" {
		return idx, true
	}
	i := slices.IndexFunc(g.Regions, func(r zonegraph.Region) bool { return r.ID == region })
	if i < 0 {
		return 0, false
	}
	line := zonerun.LinearWalk(g, len(g.Nodes)).Visited
	at := slices.Index(line, g.Regions[i].Entry)
	if at < 0 {
		return 0, false
	}
	return at + max(idx, 0), true
}
