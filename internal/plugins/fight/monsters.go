package fight

import (
	"sort"
	"sync"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/namematch"
)

// MaxTierAbove is how many zone tiers above the player's own tier Thom
// Krooke still matches a sparring partner from.
const MaxTierAbove = 2

// monsterTiers maps every monster that lives in a zone (roster, region
// boss or final boss) to the lowest tier of the zones it lives in, built
// the first time a sparring partner is matched.
var monsterTiers = sync.OnceValue(buildMonsterTiers)

func buildMonsterTiers() map[content.MonsterID]int {
	out := map[content.MonsterID]int{}
	note := func(id content.MonsterID, tier int) {
		if t, ok := out[id]; !ok || tier < t {
			out[id] = tier
		}
	}
	for _, z := range content.Zones() {
		for _, e := range z.Roster {
			note(e.MonsterID, z.Tier)
		}
		for _, id := range z.RegionBosses {
			note(id, z.Tier)
		}
		note(z.BossID, z.Tier)
	}
	return out
}

// MonsterTier returns the tier of the lowest zone monster id lives in, and
// whether it lives in any zone.
func MonsterTier(id content.MonsterID) (int, bool) {
	t, ok := monsterTiers()[id]
	return t, ok
}

// monsterMatch is the result of matching typed text against the bestiary:
// one monster, several that fit equally well, or a suggestion ("" for
// none).
type monsterMatch struct {
	monster content.Monster
	found   bool
	options []content.Monster
	suggest string
}

// findMonster matches query against the zone monsters by name or ID, the
// way every name is read (namematch.Find); when nothing fits it suggests
// the closest name within a few typos.
func findMonster(query string) monsterMatch {
	var zoned []content.Monster
	for _, m := range content.Monsters() {
		if _, ok := monsterTiers()[m.ID]; ok {
			zoned = append(zoned, m)
		}
	}
	mm := namematch.FindAmong(query, zoned, func(m content.Monster) []string { return []string{m.Name, string(m.ID)} })
	switch {
	case len(mm.Options) == 1:
		return monsterMatch{monster: mm.Options[0], found: true}
	case len(mm.Options) > 1:
		return monsterMatch{options: mm.Options}
	case mm.Suggested:
		return monsterMatch{suggest: mm.Suggest.Name}
	}
	return monsterMatch{}
}

// sparringPartners picks a few monsters of the zones of tier: up to four
// ordinary ones (weakest first), up to three elites and up to two bosses.
func sparringPartners(tier int) (regular, elites, bosses []content.Monster) {
	seen := map[content.MonsterID]bool{}
	add := func(id content.MonsterID) {
		if seen[id] {
			return
		}
		seen[id] = true
		m, ok := content.MonsterByID(id)
		if !ok {
			return
		}
		switch {
		case m.Boss:
			bosses = append(bosses, m)
		case m.Elite:
			elites = append(elites, m)
		default:
			regular = append(regular, m)
		}
	}
	for _, z := range content.Zones() {
		if z.Tier != tier {
			continue
		}
		for _, e := range z.Roster {
			add(e.MonsterID)
		}
		add(z.BossID)
	}
	byStrength := func(ms []content.Monster) {
		sort.SliceStable(ms, func(i, j int) bool {
			if ms[i].CR != ms[j].CR {
				return ms[i].CR < ms[j].CR
			}
			return ms[i].HP < ms[j].HP
		})
	}
	byStrength(regular)
	byStrength(elites)
	return first(regular, 4), first(elites, 3), first(bosses, 2)
}

func first(ms []content.Monster, n int) []content.Monster {
	if len(ms) > n {
		return ms[:n]
	}
	return ms
}
