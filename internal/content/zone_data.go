package content

import (
	"fmt"
	"io/fs"
	"regexp"
	"strconv"
)

// zonesFile holds the ten zones of rules §6.1, tier 1 first.
const zonesFile = "data/zones.yaml"

// zonesDoc is data/zones.yaml.
type zonesDoc struct {
	Zones []zoneDoc `yaml:"zones"`
}

// zoneDoc is one zone record (rules §5.2, §6.1, §8.12): its basic facts,
// roster, bosses, boss loot and expedition facts. Coin dice are written
// "2d10x5"; a plain number n is that many, always.
type zoneDoc struct {
	ID           string         `yaml:"id"`
	Name         string         `yaml:"name"`
	Tier         int            `yaml:"tier"`
	MinLevel     int            `yaml:"min_level"`
	MaxLevel     int            `yaml:"max_level"`
	Faction      string         `yaml:"faction"`
	Summary      string         `yaml:"summary"`
	Roster       []rosterDoc    `yaml:"roster"`
	Boss         string         `yaml:"boss"`
	RegionBosses []string       `yaml:"region_bosses"`
	Loot         bossLootDoc    `yaml:"loot"`
	ScavengeFind ScavengeFind   `yaml:"scavenge_find"`
	MinDays      int            `yaml:"min_days"`
	MaxDays      int            `yaml:"max_days"`
	Wilderness   bool           `yaml:"wilderness"`
	Mechanics    []ZoneMechanic `yaml:"mechanics"`
}

// rosterDoc is one roster entry; elite entries spawn only in Elite rooms.
type rosterDoc struct {
	Monster string `yaml:"monster"`
	Weight  int    `yaml:"weight"`
	Elite   bool   `yaml:"elite"`
}

// bossLootDoc is a zone boss's loot table.
type bossLootDoc struct {
	Chances      []lootChanceDoc `yaml:"chances"`
	Always       []alwaysDropDoc `yaml:"always"`
	Coins        string          `yaml:"coins"`
	CoinsDerived bool            `yaml:"coins_derived"`
}

// lootChanceDoc is an item dropping with probability chance (0–1).
type lootChanceDoc struct {
	Item   string  `yaml:"item"`
	Chance float64 `yaml:"chance"`
}

// alwaysDropDoc is an item that always drops, qty (coin dice) many.
type alwaysDropDoc struct {
	Item string `yaml:"item"`
	Qty  string `yaml:"qty"`
}

// loadZones reads the zone file. It returns the zones that convert and
// every problem; the checks against the rest of the catalogue are
// Validate's.
func loadZones(fsys fs.FS) ([]Zone, error) {
	data, err := readData(fsys, zonesFile)
	if err != nil {
		return nil, err
	}
	return parseZones(zonesFile, data)
}

// parseZones decodes the zone file; each problem names the file, the
// record and the field.
func parseZones(file string, data []byte) ([]Zone, error) {
	p := &fileProblems{file: file}
	var doc zonesDoc
	if err := decodeStrict(data, &doc); err != nil {
		p.addf("%v", err)
		return nil, p.err()
	}
	if len(doc.Zones) == 0 {
		p.addf("no zones")
	}
	out := make([]Zone, 0, len(doc.Zones))
	for i, d := range doc.Zones {
		if z, ok := d.zone(p, i); ok {
			out = append(out, z)
		}
	}
	return out, p.err()
}

// zone converts record i, reporting problems to p; false when the record
// is unusable.
func (d zoneDoc) zone(p *fileProblems, i int) (Zone, bool) {
	who := fmt.Sprintf("zones[%d] (%q)", i, d.ID)
	before := len(p.errs)
	z := Zone{
		ID: d.ID, Name: d.Name, Tier: d.Tier, MinLevel: d.MinLevel, MaxLevel: d.MaxLevel,
		Faction: d.Faction, Summary: d.Summary, BossID: d.Boss, RegionBosses: d.RegionBosses,
		ScavengeFind: d.ScavengeFind,
		ExpeditionFacts: ExpeditionFacts{
			MinDays: d.MinDays, MaxDays: d.MaxDays, Wilderness: d.Wilderness, Mechanics: Mechanics(d.Mechanics...),
		},
	}
	for _, r := range d.Roster {
		z.Roster = append(z.Roster, RosterEntry{MonsterID: r.Monster, Weight: r.Weight, Elite: r.Elite})
	}
	for _, c := range d.Loot.Chances {
		z.Loot.Chances = append(z.Loot.Chances, LootChance{ItemID: c.Item, Chance: c.Chance})
	}
	for j, a := range d.Loot.Always {
		qty, err := parseCoinDice(a.Qty)
		if err != nil {
			p.addf("%s: loot.always[%d].qty: %v", who, j, err)
		}
		z.Loot.Always = append(z.Loot.Always, AlwaysDrop{ItemID: a.Item, Qty: qty})
	}
	coins, err := parseCoinDice(d.Loot.Coins)
	if err != nil {
		p.addf("%s: loot.coins: %v", who, err)
	}
	z.Loot.Coins, z.Loot.CoinsDerived = coins, d.Loot.CoinsDerived
	return z, len(p.errs) == before
}

// coinDicePattern is "NdSxM".
var coinDicePattern = regexp.MustCompile(`^(\d+)d(\d+)x(\d+)$`)

// parseCoinDice reads coin dice as CoinDice.String writes them ("2d10x5"),
// or a plain number n, which is always n (1d1x n).
func parseCoinDice(s string) (CoinDice, error) {
	if n, err := strconv.Atoi(s); err == nil && n > 0 {
		return fixed(n), nil
	}
	m := coinDicePattern.FindStringSubmatch(s)
	if m == nil {
		return CoinDice{}, fmt.Errorf("%q is neither coin dice (2d10x5) nor a positive number", s)
	}
	var v [3]int
	for i := range v {
		n, err := strconv.Atoi(m[i+1])
		if err != nil || n <= 0 {
			return CoinDice{}, fmt.Errorf("%q: each number must be positive", s)
		}
		v[i] = n
	}
	return cd(v[0], v[1], v[2]), nil
}
