package content

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/gogobee/gogobee/internal/rules"
)

// ResourceType is what a harvested resource is (rules §7.1): a crafting
// material, a finished item, a fish or a quest piece. Every type sells at
// Thom Krooke for the registry sell value.
type ResourceType string

// Resource types.
const (
	ResourceMaterial ResourceType = "material"
	ResourceItem     ResourceType = "item"
	ResourceFish     ResourceType = "fish"
	ResourceQuest    ResourceType = "quest"
)

var resourceTypes = []ResourceType{ResourceMaterial, ResourceItem, ResourceFish, ResourceQuest}

// HarvestEvent names a zone event a resource needs to be active before it
// can be harvested ("ConditionalEvent", rules §7.1, §8.12).
type HarvestEvent string

// EventTide is the Sunken Temple's tide day (rules §8.12): the Tidal Crystal
// can be harvested only then.
const EventTide HarvestEvent = "tidal_event"

// harvestEventZones maps each known harvest event to the zone it happens in.
var harvestEventZones = map[HarvestEvent]ZoneID{EventTide: ZoneSunkenTemple}

// Resource DC bounds: a registry DC outside MinResourceDC..MaxResourceDC
// fails validation.
const (
	MinResourceDC = 5
	MaxResourceDC = 30
)

// harvestCharges is THE calibration table of node charges, by the tier of
// the resource's zone and the resource's rarity (H4, rules §11.3: the median
// harvest value of a cleared expedition rises by tier and sits within 90-110%
// of the target economy in sim_results/h4_calibration.md, where the math is).
// The simulator issue retunes these numbers here and nowhere else; every
// Resource.Charges is filled from it. Index 0 is unused.
var harvestCharges = [MaxZoneTier + 1]map[Grade]int{
	1: {GradeCommon: 2, GradeUncommon: 2, GradeRare: 1, GradeEpic: 1, GradeLegendary: 1},
	2: {GradeCommon: 2, GradeUncommon: 1, GradeRare: 2, GradeEpic: 1, GradeLegendary: 1},
	3: {GradeCommon: 2, GradeUncommon: 1, GradeRare: 2, GradeEpic: 1, GradeLegendary: 1},
	4: {GradeCommon: 2, GradeUncommon: 1, GradeRare: 1, GradeEpic: 1, GradeLegendary: 1},
	5: {GradeCommon: 3, GradeUncommon: 2, GradeRare: 2, GradeEpic: 2, GradeLegendary: 2},
}

// HarvestChargesFor returns the charges (attempts per long-rest cycle) a
// node of a resource of rarity g holds in a zone of tier; 0 for an invalid
// grade or tier.
func HarvestChargesFor(g Grade, tier int) int {
	if tier < 1 || tier > MaxZoneTier {
		return 0
	}
	return harvestCharges[tier][g]
}

// zoneTier is the tier of zone id (0 for an unknown zone).
func zoneTier(id ZoneID) int {
	if z, ok := zoneTable().row(string(id)); ok {
		return z.Tier
	}
	return 0
}

// resourceSellBand is the lowest and highest sell value in coins of a
// resource of each rarity (rules §7.1).
var resourceSellBand = map[Grade][2]int{
	GradeCommon:    {5, 15},
	GradeUncommon:  {25, 60},
	GradeRare:      {100, 300},
	GradeEpic:      {500, 1200},
	GradeLegendary: {3000, 10000},
}

// ResourceSellBand returns a copy of resourceSellBand, the table above: changing it changes
// nothing shipped.
func ResourceSellBand() map[Grade][2]int { return maps.Clone(resourceSellBand) }

// Resource is one entry of the harvest resource registry (rules §7.1).
//
//   - Zone: the zone ID it grows, lies or lurks in.
//   - Action: the harvest action that gathers it (forage, mine, scavenge,
//     essence, commune, fish).
//   - DC: the check's difficulty class (MinResourceDC..MaxResourceDC)
//     before zone-event changes.
//   - Rarity: Common to Legendary (GradeEpic is "very rare").
//   - Sell: Thom Krooke's buying price in coins, per unit.
//   - Charges: attempts a node of it holds per long-rest cycle, from the
//     one calibration table (HarvestChargesFor).
//   - RequiresKill: a kill tag that must be in the run's kill log ("" none).
//   - ClassRestrict: the only class that can harvest it ("" any class).
//   - Event: a zone event that must be active ("" none).
//
// Names never contain "," or ";", the harvest footer's separators.
//
// The registry is data/resources.yaml, whose records decode straight into
// Resource by these yaml names (the zone and the charges are set by the
// loader).
type Resource struct {
	ID            ItemID              `yaml:"id"`
	Name          string              `yaml:"name"`
	Zone          ZoneID              `yaml:"-"`
	Action        rules.HarvestAction `yaml:"action"`
	DC            int                 `yaml:"dc"`
	Rarity        Grade               `yaml:"rarity"`
	Type          ResourceType        `yaml:"type"`
	Sell          int                 `yaml:"sell"`
	Charges       int                 `yaml:"-"`
	RequiresKill  KillTag             `yaml:"requires_kill"`
	ClassRestrict rules.ClassID       `yaml:"class_restrict"`
	Event         HarvestEvent        `yaml:"event"`
}

// resourceFile reads the resource registry (rules §7.1), zone by zone,
// tier 1 first, from data/resources.yaml the first time it is called,
// with what went wrong (Load returns it).
var resourceFile = sync.OnceValues(func() ([]Resource, error) { return loadResources(dataFS) })

// resourceTable is the registry as read, indexed.
var resourceTable = sync.OnceValue(func() *table[Resource] {
	return newTable(readRows(resourceFile), func(r Resource) string { return string(r.ID) }, plain[Resource])
})

// ResourceByID returns the registry entry with the given ID and whether it
// exists.
func ResourceByID(id ItemID) (Resource, bool) { return resourceTable().byID(string(id)) }

// Resources returns every registry entry in registry order (zone by zone,
// tier 1 first).
func Resources() []Resource { return resourceTable().all() }

// ZoneResources returns the registry entries of a zone in registry order
// (nil for an unknown zone).
func ZoneResources(zoneID ZoneID) []Resource {
	var out []Resource
	for _, r := range resourceTable().rows {
		if r.Zone == zoneID {
			out = append(out, r)
		}
	}
	return out
}

// buildResourceItems are the catalogue entries of the registry: every
// resource is a material item with its rarity as grade, its sell value as
// value and its zone's tier, so `!inventory` and `!sell` know it.
func buildResourceItems(rs []Resource) []Item {
	out := make([]Item, 0, len(rs))
	for _, r := range rs {
		out = append(out, Item{ID: r.ID, Name: r.Name, Kind: KindMaterial, Tier: zoneTier(r.Zone), Grade: r.Rarity, Value: r.Sell})
	}
	return out
}

// resourceCatalog is what ValidateResources checks; tests build broken
// copies.
type resourceCatalog struct {
	resources []Resource
	zones     []Zone
	monsters  []Monster
	items     []Item
}

// ValidateResources checks the shipped registry (rules §7.1):
// unique non-empty IDs and names without footer separators; a known zone;
// one of the six actions; DC within MinResourceDC..MaxResourceDC; a valid
// rarity; a known type; a sell value inside the rarity's band; charges equal
// to the calibration table's; a kill tag that is known and carried by a
// monster of the resource's zone (roster, region bosses or boss); a known
// class; a known event of the resource's zone; and a catalogue item of kind
// material that agrees on name, grade, value and tier. It returns a
// *ValidationError listing every problem, or nil.
func ValidateResources() error {
	return validateResources(resourceCatalog{
		resources: Resources(), zones: Zones(), monsters: Monsters(), items: Items(),
	})
}

func validateResources(cat resourceCatalog) error {
	c := &checker{}
	zones := map[ZoneID]Zone{}
	for _, z := range cat.zones {
		zones[z.ID] = z
	}
	monsters := map[MonsterID]Monster{}
	for _, m := range cat.monsters {
		monsters[m.ID] = m
	}
	items := map[ItemID]Item{}
	for _, it := range cat.items {
		items[it.ID] = it
	}
	byID(c, "resource", cat.resources, func(r Resource) ItemID { return r.ID })
	for _, r := range cat.resources {
		c.checkResource(r, zones, monsters, items)
	}
	if len(c.problems) == 0 {
		return nil
	}
	return &ValidationError{Problems: c.problems}
}

// checkResource checks one harvest resource: its name, zone, action, DC,
// rarity (checkResourceRarity), type, gates (checkResourceGates) and its
// catalogue item (checkResourceItem).
func (c *checker) checkResource(r Resource, zones map[ZoneID]Zone, monsters map[MonsterID]Monster, items map[ItemID]Item) {
	who := fmt.Sprintf("resource %q", r.ID)
	if r.Name == "" || strings.ContainsAny(r.Name, ",;") {
		c.addf("%s: name %q is empty or contains a footer separator (\",\" or \";\")", who, r.Name)
	}
	z, zoneOK := zones[r.Zone]
	if !zoneOK {
		c.addf("%s: unknown zone %q", who, r.Zone)
	}
	if !slices.Contains(HarvestActions(), r.Action) {
		c.addf("%s: unknown harvest action %q", who, r.Action)
	}
	if r.DC < MinResourceDC || r.DC > MaxResourceDC {
		c.addf("%s: DC %d outside %d..%d", who, r.DC, MinResourceDC, MaxResourceDC)
	}
	c.checkResourceRarity(who, r)
	if !slices.Contains(resourceTypes, r.Type) {
		c.addf("%s: unknown type %q", who, r.Type)
	}
	c.checkResourceGates(who, r, z, zoneOK, monsters)
	c.checkResourceItem(who, r, z, zoneOK, items)
}

// checkResourceRarity checks a resource's rarity and what it sets: the
// sell value within its band and the charges of the calibration table.
func (c *checker) checkResourceRarity(who string, r Resource) {
	if !r.Rarity.Valid() {
		c.addf("%s: bad rarity %d (want common, uncommon, rare, very rare or legendary)", who, int(r.Rarity))
		return
	}
	if band := resourceSellBand[r.Rarity]; r.Sell < band[0] || r.Sell > band[1] {
		c.addf("%s: sell value %d outside the %s band %d..%d", who, r.Sell, r.Rarity.SRDRarity(), band[0], band[1])
	}
	if want := HarvestChargesFor(r.Rarity, zoneTier(r.Zone)); r.Charges != want {
		c.addf("%s: %d charges, but the calibration table gives %s nodes of its tier %d", who, r.Charges, r.Rarity.SRDRarity(), want)
	}
}

// checkResourceGates checks what a resource may be gated on: a kill tag a
// monster of its zone carries, a known class, an event of its zone.
func (c *checker) checkResourceGates(who string, r Resource, z Zone, zoneOK bool, monsters map[MonsterID]Monster) {
	switch {
	case r.RequiresKill == "":
	case !r.RequiresKill.Valid():
		c.addf("%s: unknown kill tag %q", who, r.RequiresKill)
	case zoneOK && !zoneCarriesTag(z, r.RequiresKill, monsters):
		c.addf("%s: no monster of zone %s carries kill tag %q", who, r.Zone, r.RequiresKill)
	}
	if _, ok := rules.Class(r.ClassRestrict); r.ClassRestrict != "" && !ok {
		c.addf("%s: unknown class %q", who, r.ClassRestrict)
	}
	if ez, ok := harvestEventZones[r.Event]; r.Event != "" && (!ok || ez != r.Zone) {
		c.addf("%s: event %q is not an event of zone %s", who, r.Event, r.Zone)
	}
}

// checkResourceItem checks that the catalogue holds the resource as a
// material of the same name, grade, value and (its zone known) tier.
func (c *checker) checkResourceItem(who string, r Resource, z Zone, zoneOK bool, items map[ItemID]Item) {
	it, ok := items[r.ID]
	switch {
	case !ok:
		c.addf("%s: no catalogue item with this ID", who)
	case it.Kind != KindMaterial || it.Name != r.Name || it.Grade != r.Rarity || it.Value != r.Sell || (zoneOK && it.Tier != z.Tier):
		c.addf("%s: catalogue item disagrees (kind %s, name %q, grade %s, value %d, tier %d)",
			who, it.Kind, it.Name, it.Grade, it.Value, it.Tier)
	}
}

// zoneCarriesTag reports whether a monster the zone can field (roster,
// region bosses, final boss) carries tag.
func zoneCarriesTag(z Zone, tag KillTag, monsters map[MonsterID]Monster) bool {
	ids := []MonsterID{z.BossID}
	ids = append(ids, z.RegionBosses...)
	for _, e := range z.Roster {
		ids = append(ids, e.MonsterID)
	}
	for _, id := range ids {
		if m, ok := monsters[id]; ok && m.HasTag(tag) {
			return true
		}
	}
	return false
}

// HarvestActions lists the six harvest actions (rules §7.1).
func HarvestActions() []rules.HarvestAction {
	return []rules.HarvestAction{rules.Forage, rules.Mine, rules.Scavenge, rules.Essence, rules.Commune, rules.Fish}
}
