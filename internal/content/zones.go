package content

import (
	"fmt"
	"slices"
	"sync"

	"github.com/gogobee/gogobee/internal/dice"
)

// ZoneID identifies a zone: its snake_case name in the content data
// ("goblin_warrens"), a string underneath, written as such in JSON, YAML
// and the store's columns. The zero ZoneID is none.
type ZoneID string

// The ten zone IDs (rules §6.1). Zone graphs and other packages refer
// to zones by these.
const (
	ZoneGoblinWarrens ZoneID = "goblin_warrens"
	ZoneCryptValdris  ZoneID = "crypt_valdris"
	ZoneForestShadows ZoneID = "forest_shadows"
	ZoneSunkenTemple  ZoneID = "sunken_temple"
	ZoneHauntedManor  ZoneID = "haunted_manor"
	ZoneUnderforge    ZoneID = "underforge"
	ZoneUnderdark     ZoneID = "underdark"
	ZoneFeywild       ZoneID = "feywild_crossing"
	ZoneDragonsLair   ZoneID = "dragons_lair"
	ZoneAbyssPortal   ZoneID = "abyss_portal"
)

// MaxZoneTier is the highest zone tier in play (Tier 6 is out of scope).
const MaxZoneTier = 5

// CoinDice is a dice roll N d Sides × Mult, written "2d10x5" (rules §5.2
// boss coins). It also gives the quantity of an always-drop (1d3 × 1 for
// "×1–3"). The zero value rolls 0.
type CoinDice struct {
	N     int `json:"n"`
	Sides int `json:"sides"`
	Mult  int `json:"mult"`
}

// IsZero reports whether the roll is empty.
func (c CoinDice) IsZero() bool { return c.N <= 0 || c.Sides <= 0 || c.Mult <= 0 }

// Min is the smallest result (0 for the zero value).
func (c CoinDice) Min() int {
	if c.IsZero() {
		return 0
	}
	return c.N * c.Mult
}

// Max is the largest result (0 for the zero value).
func (c CoinDice) Max() int {
	if c.IsZero() {
		return 0
	}
	return c.N * c.Sides * c.Mult
}

// Roll rolls the dice on s and multiplies; the zero value rolls 0 and
// consumes nothing.
func (c CoinDice) Roll(s *dice.Stream) int {
	if c.IsZero() {
		return 0
	}
	return s.Roll(c.N, c.Sides) * c.Mult
}

// String renders the roll as "2d10x5" ("0" for the zero value).
func (c CoinDice) String() string {
	if c.IsZero() {
		return "0"
	}
	return fmt.Sprintf("%dd%dx%d", c.N, c.Sides, c.Mult)
}

// cd builds coin dice; fixed(n) is a constant quantity n.
func cd(n, sides, mult int) CoinDice { return CoinDice{N: n, Sides: sides, Mult: mult} }

func fixed(n int) CoinDice { return CoinDice{N: 1, Sides: 1, Mult: n} }

// RosterEntry is one monster of a zone's roster with its spawn weight.
// Elite entries spawn only in Elite rooms, the others only in ordinary
// rooms (rules §2.8).
type RosterEntry struct {
	MonsterID MonsterID `yaml:"monster_id"`
	Weight    int       `yaml:"weight"`
	Elite     bool      `yaml:"elite"`
}

// LootChance is a boss-table item that drops with probability Chance (0–1)
// before TwinBee's mood multiplier.
type LootChance struct {
	ItemID ItemID  `yaml:"item_id"`
	Chance float64 `yaml:"chance"`
}

// AlwaysDrop is a boss-table item that always drops, Qty many.
type AlwaysDrop struct {
	ItemID ItemID   `yaml:"item_id"`
	Qty    CoinDice `yaml:"qty"`
}

// BossLoot is a zone boss's loot table (rules §5.2): items by chance,
// always-drops and coin dice. CoinsDerived marks coin dice DERIVED from the
// tier's recorded zones.
type BossLoot struct {
	Chances      []LootChance `yaml:"chances"`
	Always       []AlwaysDrop `yaml:"always"`
	Coins        CoinDice     `yaml:"coins"`
	CoinsDerived bool         `yaml:"coins_derived"`
}

// Zone is a zone's basic facts (rules §5.2, §6.1): tier 1–5, the level band
// it is meant for, its faction, its roster, its final boss and the boss's
// loot. RegionBosses lists the region bosses (rules §6.7) in travel order for
// the multi-region zones (the region layout itself lives with the zone
// graphs). The embedded ExpeditionFacts give its days, wilderness and
// mechanics (rules §6.1, §7.5, §8.12).
type Zone struct {
	ID           ZoneID        `yaml:"id"`
	Name         string        `yaml:"name"`
	Tier         int           `yaml:"tier"`
	MinLevel     int           `yaml:"min_level"`
	MaxLevel     int           `yaml:"max_level"`
	Faction      string        `yaml:"faction"`
	Summary      string        `yaml:"summary"`
	Roster       []RosterEntry `yaml:"roster"`
	BossID       MonsterID     `yaml:"boss_id"`
	RegionBosses []MonsterID   `yaml:"region_bosses"`
	Loot         BossLoot      `yaml:"loot"`
	// ScavengeFind is the zone's own bonus on a successful scavenge
	// (rules §7.4: the Haunted Manor's cursed trinket, 10%); zero for none.
	ScavengeFind ScavengeFind `yaml:"scavenge_find"`
	// Foes is how the zone sizes its foes to the character (rules §2.8);
	// zero for a zone whose foes fight as the bestiary gives them.
	Foes FoeScaling `yaml:"foes"`
	// Regions are the multi-region zone's regions in travel order, with
	// their rosters, region-boss tables and flavor (rules §6.7); empty for
	// a single-region zone.
	Regions []ZoneRegion `yaml:"regions"`
	// Trader is the zone's NPC trader (rules §8.2); nil for none.
	Trader          *Trader `yaml:"trader"`
	ExpeditionFacts `yaml:",inline"`
}

// ScavengeFind is a bonus resource a successful scavenge turns up with
// probability Chance (0–1).
type ScavengeFind struct {
	Resource ItemID  `yaml:"resource"`
	Chance   float64 `yaml:"chance"`
}

// clone returns a deep copy of z.
func (z Zone) clone() Zone {
	out := z
	out.Roster = slices.Clone(z.Roster)
	out.RegionBosses = slices.Clone(z.RegionBosses)
	out.Loot.Chances = slices.Clone(z.Loot.Chances)
	out.Loot.Always = slices.Clone(z.Loot.Always)
	out.Regions = make([]ZoneRegion, len(z.Regions))
	for i, r := range z.Regions {
		out.Regions[i] = r.clone()
	}
	if z.Regions == nil {
		out.Regions = nil
	}
	if z.Trader != nil {
		t := *z.Trader
		t.Wares = slices.Clone(t.Wares)
		out.Trader = &t
	}
	return out
}

// PickMonster draws a monster ID from the zone's roster by spawn weight,
// among the elite entries when elite is true and the ordinary ones
// otherwise. It reports false when the roster has no such entry. It uses
// one number from s.
func (z Zone) PickMonster(elite bool, s *dice.Stream) (MonsterID, bool) {
	total := 0
	for _, e := range z.Roster {
		if e.Elite == elite && e.Weight > 0 {
			total += e.Weight
		}
	}
	if total == 0 {
		return "", false
	}
	r := s.IntN(total)
	for _, e := range z.Roster {
		if e.Elite != elite || e.Weight <= 0 {
			continue
		}
		if r < e.Weight {
			return e.MonsterID, true
		}
		r -= e.Weight
	}
	return "", false // unreachable: r < total
}

// zoneFile reads the ten zones of rules §6.1, tier 1 first, from
// data/zones.yaml the first time it is called, with what went wrong (Load
// returns it).
var zoneFile = sync.OnceValues(func() ([]Zone, error) { return loadZones(dataFS) })

// zoneTable is the zones as read, indexed.
var zoneTable = sync.OnceValue(func() *table[Zone] {
	return newTable(readRows(zoneFile), func(z Zone) string { return string(z.ID) }, Zone.clone)
})

// ZoneByID returns a copy of the zone with the given ID and whether it
// exists.
func ZoneByID(id ZoneID) (Zone, bool) { return zoneTable().byID(string(id)) }

// ZoneName returns the display name of the zone with the given ID, read
// in place without copying the zone, and whether it exists.
func ZoneName(id ZoneID) (string, bool) {
	z, ok := zoneTable().row(string(id))
	if !ok {
		return "", false
	}
	return z.Name, true
}

// Zones returns copies of the ten zones, tier 1 first.
func Zones() []Zone { return zoneTable().all() }
