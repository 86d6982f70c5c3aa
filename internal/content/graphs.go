package content

import (
	"fmt"
	"sync"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

// The authored zone graphs (rules §6.1, §6.8), one per zone, in
// data/graphs/<zone>.yaml. They are built and validated the first time
// they are needed; Load reports an invalid graph, which is then left out of
// the registry.

// zoneGraphs reads the graphs once, after the zones: the registry of those
// that loaded, tier 1 first, and what went wrong loading the others (Load
// returns it).
var zoneGraphs = sync.OnceValues(func() (*zonegraph.Registry, error) { return loadZoneGraphs(dataFS) })

// graphMatchesZone checks a graph against its zone's facts: the zone
// exists, the boss room fights the zone boss, the region-boss rooms
// fight the zone's region bosses in travel order, and the zone data's
// regions (rosters, tables, flavor) are the graph's, in the same order.
func graphMatchesZone(g zonegraph.Graph) error {
	z, ok := ZoneByID(ZoneID(g.ZoneID))
	if !ok {
		return fmt.Errorf("graph for unknown zone %q", g.ZoneID)
	}
	if got := g.Nodes[g.Boss].Content.EncounterOverride; MonsterID(got) != z.BossID {
		return fmt.Errorf("%s: boss room fights %q, want %q", z.ID, got, z.BossID)
	}
	if err := traderRoomOK(z, g); err != nil {
		return err
	}
	if len(g.Regions) == 0 {
		if len(z.RegionBosses) > 0 || len(z.Regions) > 0 {
			return fmt.Errorf("%s: region bosses but no regions", z.ID)
		}
		return nil
	}
	if len(g.Regions) != len(z.RegionBosses)+1 {
		return fmt.Errorf("%s: %d regions for %d region bosses", z.ID, len(g.Regions), len(z.RegionBosses))
	}
	if len(g.Regions) != len(z.Regions) {
		return fmt.Errorf("%s: the graph has %d regions, the zone data %d", z.ID, len(g.Regions), len(z.Regions))
	}
	for i, r := range z.Regions {
		if r.ID != g.Regions[i].ID {
			return fmt.Errorf("%s: region %d is %q in the graph, %q in the zone data", z.ID, i+1, g.Regions[i].ID, r.ID)
		}
	}
	for i, want := range z.RegionBosses {
		if got := g.Nodes[g.Regions[i].Boss].Content.EncounterOverride; MonsterID(got) != want {
			return fmt.Errorf("%s: region %s boss fights %q, want %q", z.ID, g.Regions[i].ID, got, want)
		}
	}
	return nil
}

// ZoneGraph returns a copy of the zone's authored graph.
func ZoneGraph(zoneID ZoneID) (zonegraph.Graph, bool) {
	return readRows(zoneGraphs).ByZone(string(zoneID))
}

// ZoneGraphView returns the zone's authored graph itself, shared and
// never to be changed (zonegraph.Registry.View), for a caller that only
// reads it; ZoneGraph gives a copy.
func ZoneGraphView(zoneID ZoneID) (zonegraph.Graph, bool) {
	return readRows(zoneGraphs).View(string(zoneID))
}

// ZoneGraphs returns copies of the ten zone graphs, tier 1 first.
func ZoneGraphs() []zonegraph.Graph { return readRows(zoneGraphs).All() }
