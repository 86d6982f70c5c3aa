package content

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

// The authored zone graphs (rules §6.1, §6.8), one per zone, in
// graph_<zone>.go. They are built and validated when the package initialises;
// an invalid graph panics at start-up.

// Room kind shorthands for the graph files.
const (
	kEntry   = zonegraph.KindEntry
	kExplore = zonegraph.KindExploration
	kTrap    = zonegraph.KindTrap
	kElite   = zonegraph.KindElite
	kBoss    = zonegraph.KindBoss
	kHarvest = zonegraph.KindHarvest
	kCamp    = zonegraph.KindRestCamp
	kSecret  = zonegraph.KindSecret
	kFork    = zonegraph.KindFork
	kMerge   = zonegraph.KindMerge
)

// zoneRoomRanges is the number of rooms a path from entry to boss holds,
// by zone tier (rules §6.1, current registry).
var zoneRoomRanges = [MaxZoneTier + 1][2]int{{0, 0}, {12, 14}, {16, 20}, {22, 26}, {28, 34}, {36, 44}}

// ZoneRoomRange returns the fewest and most rooms (entry and boss
// included) on a path through a zone of the given tier (rules §6.1:
// T1 12–14, T2 16–20, T3 22–26, T4 28–34, T5 36–44); 0, 0 outside 1–5.
func ZoneRoomRange(tier int) (lo, hi int) {
	if tier < 1 || tier > MaxZoneTier {
		return 0, 0
	}
	return zoneRoomRanges[tier][0], zoneRoomRanges[tier][1]
}

// graphBuilders build the ten zone graphs, tier 1 first.
var graphBuilders = []func() (zonegraph.Graph, error){
	goblinWarrensGraph, cryptValdrisGraph,
	forestShadowsGraph, sunkenTempleGraph,
	hauntedManorGraph, underforgeGraph,
	underdarkGraph, feywildGraph,
	dragonsLairGraph, abyssPortalGraph,
}

var zoneGraphs = mustRegisterGraphs()

// mustRegisterGraphs builds, cross-checks and registers every graph; it
// panics on the first problem.
func mustRegisterGraphs() *zonegraph.Registry {
	reg := zonegraph.NewRegistry()
	for _, build := range graphBuilders {
		g, err := build()
		if err != nil {
			panic("content: " + err.Error())
		}
		if err := graphMatchesZone(g); err != nil {
			panic("content: " + err.Error())
		}
		if err := reg.Register(g); err != nil {
			panic("content: " + err.Error())
		}
	}
	return reg
}

// graphMatchesZone checks a graph against its zone's facts: the zone
// exists, the boss room fights the zone boss, and the region-boss rooms
// fight the zone's region bosses in travel order.
func graphMatchesZone(g zonegraph.Graph) error {
	z, ok := ZoneByID(g.ZoneID)
	if !ok {
		return fmt.Errorf("graph for unknown zone %q", g.ZoneID)
	}
	if got := g.Nodes[g.Boss].Content.EncounterOverride; got != z.BossID {
		return fmt.Errorf("%s: boss room fights %q, want %q", z.ID, got, z.BossID)
	}
	if len(g.Regions) == 0 {
		if len(z.RegionBosses) > 0 {
			return fmt.Errorf("%s: region bosses but no regions", z.ID)
		}
		return nil
	}
	if len(g.Regions) != len(z.RegionBosses)+1 {
		return fmt.Errorf("%s: %d regions for %d region bosses", z.ID, len(g.Regions), len(z.RegionBosses))
	}
	for i, want := range z.RegionBosses {
		if got := g.Nodes[g.Regions[i].Boss].Content.EncounterOverride; got != want {
			return fmt.Errorf("%s: region %s boss fights %q, want %q", z.ID, g.Regions[i].ID, got, want)
		}
	}
	return nil
}

// ZoneGraph returns a copy of the zone's authored graph.
func ZoneGraph(zoneID string) (zonegraph.Graph, bool) { return zoneGraphs.ByZone(zoneID) }

// ZoneGraphs returns copies of the ten zone graphs, tier 1 first.
func ZoneGraphs() []zonegraph.Graph { return zoneGraphs.All() }

// draft collects one zone's rooms and edges while a graph file authors
// them.
type graphDraft struct {
	zone   string
	region string
	nodes  []zonegraph.Node
	edges  []zonegraph.Edge
}

func newGraphDraft(zone string) *graphDraft { return &graphDraft{zone: zone} }

// id qualifies a short room name with the zone: "fork" -> "crypt_valdris.fork".
func (d *graphDraft) id(name string) string { return d.zone + "." + name }

// inRegion makes the following rooms part of region.
func (d *graphDraft) inRegion(region string) *graphDraft {
	d.region = region
	return d
}

// roomOpt adjusts a room as it is added.
type roomOpt func(*zonegraph.Node)

func isEntry() roomOpt    { return func(n *zonegraph.Node) { n.IsEntry = true } }
func isZoneBoss() roomOpt { return func(n *zonegraph.Node) { n.IsBoss = true } }

// foe names the monster the room always holds.
func fights(monsterID string) roomOpt {
	return func(n *zonegraph.Node) { n.Content.EncounterOverride = monsterID }
}

// rich names the resource a harvest room is rich in (rules §7.1).
func richIn(resourceID string) roomOpt {
	return func(n *zonegraph.Node) { n.Content.HarvestRef = resourceID }
}

// bias sets the room's loot multiplier.
func lootBias(b float64) roomOpt { return func(n *zonegraph.Node) { n.Content.LootBias = b } }

// room adds a room at lane x, depth y.
func (d *graphDraft) room(name string, kind zonegraph.NodeKind, label string, x, y int, opts ...roomOpt) {
	n := zonegraph.Node{ID: d.id(name), Zone: d.zone, Region: d.region, Kind: kind, Label: label, PosX: x, PosY: y}
	for _, o := range opts {
		o(&n)
	}
	d.nodes = append(d.nodes, n)
}

// path joins each room to the next with open edges.
func (d *graphDraft) path(names ...string) {
	for i := 1; i < len(names); i++ {
		d.edges = append(d.edges, zonegraph.Edge{From: d.id(names[i-1]), To: d.id(names[i])})
	}
}

// link adds one open edge with a prompt weight.
func (d *graphDraft) link(from, to string, weight int) {
	d.edges = append(d.edges, zonegraph.Edge{From: d.id(from), To: d.id(to), Weight: weight})
}

// locked adds a locked edge with its hint and prompt weight.
func (d *graphDraft) locked(from, to string, lock zonegraph.Lock, hint string, weight int) {
	d.edges = append(d.edges, zonegraph.Edge{From: d.id(from), To: d.id(to), Lock: lock, Hint: hint, Weight: weight})
}

// build validates the draft.
func (d *graphDraft) build(regions ...zonegraph.Region) (zonegraph.Graph, error) {
	for i := range regions {
		regions[i].Entry, regions[i].Boss = d.id(regions[i].Entry), d.id(regions[i].Boss)
	}
	return zonegraph.BuildGraph(d.zone, d.nodes, d.edges, zonegraph.Options{Regions: regions})
}

// onward joins a region's boss room to the next region's first room; the
// way opens once region's boss is defeated (rules §6.7).
func (d *graphDraft) onward(fromBoss, toEntry, region, hint string) {
	d.locked(fromBoss, toEntry, zonegraph.RegionClear(region), hint, 0)
}
