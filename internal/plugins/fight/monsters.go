package fight

import (
	"sort"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/plugins/pc"
)

// MaxTierAbove is how many zone tiers above the player's own tier Thom
// Krooke still matches a sparring partner from.
const MaxTierAbove = 2

// monsterTiers maps every monster that lives in a zone (roster, region
// boss or final boss) to the lowest tier of the zones it lives in.
var monsterTiers = buildMonsterTiers()

func buildMonsterTiers() map[string]int {
	out := map[string]int{}
	note := func(id string, tier int) {
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
func MonsterTier(id string) (int, bool) {
	t, ok := monsterTiers[id]
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

// normalizeName lower-cases s, drops apostrophes, turns underscores and
// hyphens into spaces and collapses runs of space.
func normalizeName(s string) string {
	s = strings.ToLower(s)
	s = strings.NewReplacer("'", "", "’", "", "_", " ", "-", " ").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// findMonster matches query against the zone monsters by ID or name,
// case-insensitively: the whole name or ID, then every typed word starting
// a word of the name in order, then the typed text inside the name; when
// nothing fits it suggests the closest name within a few typos.
func findMonster(query string) monsterMatch {
	q := normalizeName(query)
	if q == "" {
		return monsterMatch{}
	}
	var all []content.Monster
	for _, m := range content.Monsters() {
		if _, ok := monsterTiers[m.ID]; ok {
			all = append(all, m)
		}
	}
	steps := []func(name, id string) bool{
		func(name, id string) bool { return q == name || q == id },
		func(name, id string) bool { return wordPrefixes(q, name) },
		func(name, id string) bool {
			return strings.Contains(strings.ReplaceAll(name, " ", ""), strings.ReplaceAll(q, " ", ""))
		},
	}
	for _, fits := range steps {
		var hits []content.Monster
		for _, m := range all {
			if fits(normalizeName(m.Name), normalizeName(m.ID)) {
				hits = append(hits, m)
			}
		}
		switch {
		case len(hits) == 1:
			return monsterMatch{monster: hits[0], found: true}
		case len(hits) > 1:
			return monsterMatch{options: hits}
		}
	}
	best, bestD := "", len(q)/3+2
	for _, m := range all {
		for _, s := range []string{normalizeName(m.Name), normalizeName(m.ID)} {
			if d := pc.EditDistance(q, s); d < bestD {
				best, bestD = m.Name, d
			}
		}
	}
	return monsterMatch{suggest: best}
}

// wordPrefixes reports whether every word of q starts a word of s, in
// order.
func wordPrefixes(q, s string) bool {
	words := strings.Fields(s)
	i := 0
	for _, w := range strings.Fields(q) {
		for i < len(words) && !strings.HasPrefix(words[i], w) {
			i++
		}
		if i == len(words) {
			return false
		}
		i++
	}
	return true
}

// sparringPartners picks a few monsters of the zones of tier: up to four
// ordinary ones (weakest first), up to three elites and up to two bosses.
func sparringPartners(tier int) (regular, elites, bosses []content.Monster) {
	seen := map[string]bool{}
	add := func(id string) {
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
