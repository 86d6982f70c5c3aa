package content

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/gogobee/gogobee/internal/strictyaml"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// graphFile is the data file of a zone's graph.
func graphFile(zoneID ZoneID) string { return "data/graphs/" + string(zoneID) + ".yaml" }

// graphDoc is one data/graphs/<zone>.yaml file: the rooms of a
// single-region zone, or the regions of a multi-region zone (rules §6.7)
// in travel order with their rooms, and the edges.
type graphDoc struct {
	Rooms   []roomDoc   `yaml:"rooms"`
	Regions []regionDoc `yaml:"regions"`
	Edges   []edgeDoc   `yaml:"edges"`
}

// regionDoc is one region: Entry and Boss name its first room and its
// boss room.
type regionDoc struct {
	ID       string    `yaml:"id"`
	Name     string    `yaml:"name"`
	Entry    string    `yaml:"entry"`
	Boss     string    `yaml:"boss"`
	BaseCamp bool      `yaml:"base_camp"`
	Rooms    []roomDoc `yaml:"rooms"`
}

// roomDoc is one room. ID is short ("fork"); the loader qualifies it with
// the zone ("crypt_valdris.fork"). Lane and Depth are the map position
// (zonegraph.Node PosX, PosY). Fights names the monster the room always
// holds, RichIn the resource a harvest room is rich in (rules §7.1),
// LootBias the room's loot multiplier.
type roomDoc struct {
	ID        string             `yaml:"id"`
	Kind      zonegraph.NodeKind `yaml:"kind"`
	Label     string             `yaml:"label"`
	Lane      *int               `yaml:"lane"`
	Depth     *int               `yaml:"depth"`
	ZoneEntry bool               `yaml:"zone_entry"`
	ZoneBoss  bool               `yaml:"zone_boss"`
	Fights    MonsterID          `yaml:"fights"`
	RichIn    ItemID             `yaml:"rich_in"`
	LootBias  float64            `yaml:"loot_bias"`
}

// edgeDoc is either a path (two or more rooms, each joined to the next by
// an open edge of the default weight) or one edge from From to To with an
// optional lock, its hint and a prompt weight. Edges leaving one room are
// offered in weight order, ties in the order the file lists them.
//
// A lock is in zonegraph's vocabulary: kind perception_check with dc;
// stat_check with stat and dc; region_clear with region (a region ID of
// the same file: the way opens once that region's boss is defeated,
// rules §6.7); key_required with key_id; level_min with min_level.
type edgeDoc struct {
	Path   []string       `yaml:"path"`
	From   string         `yaml:"from"`
	To     string         `yaml:"to"`
	Lock   zonegraph.Lock `yaml:"lock"`
	Hint   string         `yaml:"hint"`
	Weight int            `yaml:"weight"`
}

// loadZoneGraphs reads, builds and cross-checks the graph of every zone
// (against its zone's facts, and its layout against what the map can draw:
// zonegraph.CheckLayout), tier 1 first, and registers those that pass. It
// returns every problem.
func loadZoneGraphs(fsys fs.FS) (*zonegraph.Registry, error) {
	reg := zonegraph.NewRegistry()
	var errs []error
	var files []string
	for _, z := range Zones() {
		file := graphFile(z.ID)
		files = append(files, file)
		data, err := readData(fsys, file)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		g, err := parseGraph(file, string(z.ID), data)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if err := graphMatchesZone(g); err != nil {
			errs = append(errs, fmt.Errorf("content: %s: %w", file, err))
			continue
		}
		if err := zonegraph.CheckLayout(g); err != nil {
			errs = append(errs, fmt.Errorf("content: %s: the map cannot draw its layout: %w", file, err))
			continue
		}
		if err := reg.Register(g); err != nil {
			errs = append(errs, fmt.Errorf("content: %s: %w", file, err))
		}
	}
	errs = append(errs, strayFiles(fsys, "data/graphs", files))
	return reg, errors.Join(errs...)
}

// parseGraph decodes and builds one zone's graph. Problems with the file
// (unknown fields, rooms an edge or region names but the file does not
// hold, a malformed edge) name the file and the field; the graph rules
// themselves are zonegraph.BuildGraph's.
func parseGraph(file, zoneID string, data []byte) (zonegraph.Graph, error) {
	p := &fileProblems{file: file}
	var doc graphDoc
	if err := strictyaml.Decode(data, &doc); err != nil {
		p.addf("%v", err)
		return zonegraph.Graph{}, p.err()
	}
	b := graphBuild{zone: zoneID, p: p, rooms: map[string]bool{}}
	b.addRooms("rooms", "", doc.Rooms)
	for i, r := range doc.Regions {
		b.addRooms(fmt.Sprintf("regions[%d].rooms", i), r.ID, r.Rooms)
	}
	for i, r := range doc.Regions {
		field := fmt.Sprintf("regions[%d]", i)
		b.regions = append(b.regions, zonegraph.Region{
			ID: r.ID, Name: r.Name, BaseCamp: r.BaseCamp,
			Entry: b.room(field+".entry", r.Entry), Boss: b.room(field+".boss", r.Boss),
		})
	}
	for i, e := range doc.Edges {
		b.addEdge(fmt.Sprintf("edges[%d]", i), e)
	}
	if err := p.err(); err != nil {
		return zonegraph.Graph{}, err
	}
	g, err := zonegraph.BuildGraph(zoneID, b.nodes, b.edges, zonegraph.Options{Regions: b.regions})
	if err != nil {
		return zonegraph.Graph{}, fmt.Errorf("content: %s: %w", file, err)
	}
	return g, nil
}

// graphBuild turns a graphDoc into zonegraph nodes, edges and regions.
type graphBuild struct {
	zone    string
	p       *fileProblems
	rooms   map[string]bool // short room IDs seen
	nodes   []zonegraph.Node
	edges   []zonegraph.Edge
	regions []zonegraph.Region
}

// addRooms adds rooms in order, in region (or none).
func (b *graphBuild) addRooms(field, region string, rooms []roomDoc) {
	for i, r := range rooms {
		at := fmt.Sprintf("%s[%d] (%q)", field, i, r.ID)
		switch {
		case r.ID == "":
			b.p.addf("%s: missing id", at)
		case b.rooms[r.ID]:
			b.p.addf("%s: room listed twice", at)
		}
		b.rooms[r.ID] = true
		b.nodes = append(b.nodes, zonegraph.Node{
			ID: b.id(r.ID), Zone: b.zone, Region: region, Kind: r.Kind, Label: r.Label,
			IsEntry: r.ZoneEntry, IsBoss: r.ZoneBoss,
			PosX: required(b.p, at, "lane", r.Lane), PosY: required(b.p, at, "depth", r.Depth),
			Content: zonegraph.Content{EncounterOverride: string(r.Fights), // the graph holds it as a string
				HarvestRef: r.RichIn, LootBias: r.LootBias},
		})
	}
}

// addEdge adds a path's edges or one edge.
func (b *graphBuild) addEdge(field string, e edgeDoc) {
	if len(e.Path) > 0 {
		if len(e.Path) < 2 || e.From != "" || e.To != "" || e.Lock != (zonegraph.Lock{}) || e.Hint != "" || e.Weight != 0 {
			b.p.addf("%s: a path lists two rooms or more and nothing else", field)
			return
		}
		ids := make([]zonegraph.NodeID, len(e.Path))
		for i, name := range e.Path {
			ids[i] = b.room(fmt.Sprintf("%s.path[%d]", field, i), name)
		}
		for i := 1; i < len(ids); i++ {
			b.edges = append(b.edges, zonegraph.Edge{From: ids[i-1], To: ids[i]})
		}
		return
	}
	b.edges = append(b.edges, zonegraph.Edge{
		From: b.room(field+".from", e.From), To: b.room(field+".to", e.To), Lock: e.Lock, Hint: e.Hint, Weight: e.Weight,
	})
}

// room checks that the file holds the short room name and returns its
// qualified ID.
func (b *graphBuild) room(field, name string) zonegraph.NodeID {
	switch {
	case name == "":
		b.p.addf("%s: missing room", field)
	case !b.rooms[name]:
		b.p.addf("%s: unknown room %q", field, name)
	}
	return b.id(name)
}

// id qualifies a short room name with the zone: "fork" ->
// "crypt_valdris.fork".
func (b *graphBuild) id(name string) zonegraph.NodeID { return roomNode(ZoneID(b.zone), name) }

// roomNode is the node ID of the zone's room as the data names it, without
// the zone: "fork" in the Crypt of Valdris is "crypt_valdris.fork".
func roomNode(zoneID ZoneID, room string) zonegraph.NodeID {
	return zonegraph.NodeID(string(zoneID) + "." + room)
}
