package content

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/dice"
)

// ZoneRegion is one region of a multi-region zone as the zone data gives it
// (rules §6.7), in travel order, its ID the zone graph's region ID:
//
//   - Roster: the region's enemies, a subset of the zone roster with the
//     same weights' meaning; every encounter in the region (rooms, harvest
//     noise, nights, respawns) draws from it.
//   - Loot: the region boss's table (rules §5.2), rolled when the region
//     boss falls; empty for the final region, whose table is the zone
//     boss's.
//   - Flavor: the region's own lines, one of which TwinBee says on
//     arriving there.
type ZoneRegion struct {
	ID     string        `yaml:"id"`
	Roster []RosterEntry `yaml:"roster"`
	Loot   BossLoot      `yaml:"loot"`
	Flavor []string      `yaml:"flavor"`
}

func (r ZoneRegion) clone() ZoneRegion {
	out := r
	out.Roster = slices.Clone(r.Roster)
	out.Loot.Chances = slices.Clone(r.Loot.Chances)
	out.Loot.Always = slices.Clone(r.Loot.Always)
	out.Flavor = slices.Clone(r.Flavor)
	return out
}

// Region returns the zone's region with the given ID; false in a
// single-region zone or for an unknown ID.
func (z Zone) Region(id string) (ZoneRegion, bool) {
	i := slices.IndexFunc(z.Regions, func(r ZoneRegion) bool { return r.ID == id })
	if i < 0 {
		return ZoneRegion{}, false
	}
	return z.Regions[i].clone(), true
}

// InRegion returns the zone as seen from region id: its roster is the
// region's (rules §6.7), so PickMonster draws only the region's enemies.
// An empty or unknown region leaves the zone as it is.
func (z Zone) InRegion(id string) Zone {
	r, ok := z.Region(id)
	if !ok || len(r.Roster) == 0 {
		return z
	}
	out := z.clone()
	out.Roster = r.Roster
	return out
}

// RegionOfBoss returns the region whose region boss is monster id (its
// place in RegionBosses is the region's travel order); false for any
// other monster.
func (z Zone) RegionOfBoss(id MonsterID) (ZoneRegion, bool) {
	i := slices.Index(z.RegionBosses, id)
	if i < 0 || i >= len(z.Regions) {
		return ZoneRegion{}, false
	}
	return z.Regions[i].clone(), true
}

// RollRegionBossKill is everything region boss m yields in zone z (rules
// §5.2): its per-kill rolls (RollKillLoot on child stream "kill") followed
// by its region's table (child stream "table"). A monster that is not one
// of z's region bosses yields its per-kill rolls only.
func RollRegionBossKill(m Monster, z Zone, mood float64, s *dice.Stream) []Drop {
	drops := RollKillLoot(m, z, mood, s.Child("kill"))
	r, ok := z.RegionOfBoss(m.ID)
	if !ok {
		return drops
	}
	return append(drops, rollTable(r.Loot, mood, s.Child("table"))...)
}

// checkRegions reports a zone's region data out of line with rules §6.7:
// regions only where there are region bosses (one more region than
// bosses), each with a roster drawn from the zone's own (same elite flag)
// holding ordinary and elite entries, a valid table for each region boss
// and none for the final region, and at least one flavor line.
func (c *checker) checkRegions(z Zone, items map[ItemID]Item) {
	who := "zone " + string(z.ID)
	switch {
	case len(z.Regions) == 0 && len(z.RegionBosses) == 0:
		return
	case len(z.Regions) != len(z.RegionBosses)+1:
		c.addf("%s: %d regions for %d region bosses; want one more region than region bosses", who, len(z.Regions), len(z.RegionBosses))
	}
	zoneRoster := map[MonsterID]RosterEntry{}
	for _, e := range z.Roster {
		zoneRoster[e.MonsterID] = e
	}
	seen := map[string]bool{}
	for i, r := range z.Regions {
		rwho := who + " region " + r.ID
		if strings.TrimSpace(r.ID) == "" || seen[r.ID] {
			c.addf("%s: region %d has an empty or repeated ID %q", who, i+1, r.ID)
		}
		seen[r.ID] = true
		c.checkRegionRoster(rwho, r.Roster, zoneRoster)
		final := i == len(z.Regions)-1
		switch {
		case final && !r.Loot.empty():
			c.addf("%s: the final region's table is the zone boss's; leave its loot out", rwho)
		case !final && r.Loot.empty():
			c.addf("%s: the region boss needs a loot table", rwho)
		case !final:
			c.checkBossLoot(rwho, r.Loot, items)
		}
		if len(r.Flavor) == 0 || slices.ContainsFunc(r.Flavor, func(l string) bool { return strings.TrimSpace(l) == "" }) {
			c.addf("%s: needs flavor lines, none of them empty", rwho)
		}
	}
}

// checkRegionRoster checks one region's roster against the zone's.
func (c *checker) checkRegionRoster(who string, roster []RosterEntry, zone map[MonsterID]RosterEntry) {
	c.checkRosterShape(who, roster, func(_ int, e RosterEntry) string {
		z, ok := zone[e.MonsterID]
		switch {
		case !ok:
			return fmt.Sprintf("roster entry %q is not on the zone roster", e.MonsterID)
		case z.Elite != e.Elite:
			return fmt.Sprintf("roster entry %q has elite=%v, the zone roster elite=%v", e.MonsterID, e.Elite, z.Elite)
		}
		return ""
	})
}

// checkRosterShape checks what every roster must be, a zone's or a
// region's: each entry known to member (its problem, "" for none),
// positive weights, no monster twice, and ordinary and elite entries both.
func (c *checker) checkRosterShape(who string, roster []RosterEntry, member func(i int, e RosterEntry) string) {
	var ordinary, elite int
	listed := map[MonsterID]bool{}
	for i, e := range roster {
		if problem := member(i, e); problem != "" {
			c.addf("%s: %s", who, problem)
		}
		if e.Weight <= 0 {
			c.addf("%s: roster entry %q has weight %d; weights must be positive", who, e.MonsterID, e.Weight)
		}
		if listed[e.MonsterID] {
			c.addf("%s: monster %q listed twice in the roster", who, e.MonsterID)
		}
		listed[e.MonsterID] = true
		if e.Elite {
			elite++
		} else {
			ordinary++
		}
	}
	if ordinary == 0 || elite == 0 {
		c.addf("%s: roster needs ordinary and elite entries (has %d ordinary, %d elite)", who, ordinary, elite)
	}
}

// empty reports a table with nothing in it.
func (l BossLoot) empty() bool {
	return len(l.Chances) == 0 && len(l.Always) == 0 && l.Coins.IsZero()
}
