package narrate

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// tierSuffix matches the "_t<tier>" ending of tiered shop item IDs
// (content.WeaponID, content.ArmorID).
var tierSuffix = regexp.MustCompile(`_t[0-9]+$`)

// foldedGroup is a group of tiered items where every tier holds the same
// base items, each base priced at one of a few price bands that hold at
// every tier.
type foldedGroup struct {
	bands  []priceBand // cheapest first
	tiers  []int
	prefix map[int]string // name prefix of each tier ("" or "Fine ")
}

// priceBand is the base items that cost the same at every tier.
type priceBand struct {
	names []string    // base names, from the lowest tier, sorted
	price map[int]int // per tier
}

// foldTiers folds entries when every item ID ends in "_t<tier>", each tier
// has exactly the same bases and one name prefix, and there are at least
// two bases; bases that cost the same at every tier share a price line.
// Otherwise ok is false and the group is listed item by item.
func foldTiers(entries []shopEntry) (foldedGroup, bool) {
	f := foldedGroup{prefix: map[int]string{}}
	ix, ok := indexTiers(entries)
	if !ok || len(ix.tiers) == 0 || len(ix.bases[ix.tiers[0]]) < 2 {
		return f, false
	}
	sort.Ints(ix.tiers)
	if !ix.sameBases() {
		return f, false
	}
	f.tiers = ix.tiers
	f.bands = ix.priceBands()
	prefix, ok := ix.namePrefixes()
	if !ok {
		return f, false
	}
	f.prefix = prefix
	return f, true
}

// tierIndex is a group's tiered items taken apart by base item and tier.
type tierIndex struct {
	tiers  []int                     // in the order first met
	bases  map[int][]string          // per tier, in the price list's order
	names  map[string]map[int]string // per base, per tier
	prices map[string]map[int]int    // per base, per tier, in coins
}

// indexTiers takes entries apart by base and tier; ok is false when an
// item ID does not end in "_t<tier>", so the group cannot fold.
func indexTiers(entries []shopEntry) (tierIndex, bool) {
	ix := tierIndex{bases: map[int][]string{}, names: map[string]map[int]string{}, prices: map[string]map[int]int{}}
	for _, e := range entries {
		if !tierSuffix.MatchString(string(e.item.ID)) {
			return ix, false
		}
		base := tierSuffix.ReplaceAllString(string(e.item.ID), "")
		t := e.item.Tier
		if _, ok := ix.bases[t]; !ok {
			ix.tiers = append(ix.tiers, t)
		}
		ix.bases[t] = append(ix.bases[t], base)
		if ix.names[base] == nil {
			ix.names[base], ix.prices[base] = map[int]string{}, map[int]int{}
		}
		ix.names[base][t], ix.prices[base][t] = e.item.Name, e.offer.Price
	}
	return ix, true
}

// sameBases reports whether every tier holds the lowest tier's bases, in
// the same order (tiers sorted, at least one).
func (ix tierIndex) sameBases() bool {
	low := ix.tiers[0]
	for _, t := range ix.tiers {
		if strings.Join(ix.bases[t], ",") != strings.Join(ix.bases[low], ",") {
			return false
		}
	}
	return true
}

// priceBands gathers the bases that cost the same at every tier into one
// band each, cheapest at the lowest tier first, each band's names (from
// the lowest tier) sorted.
func (ix tierIndex) priceBands() []priceBand {
	low := ix.tiers[0]
	byPrices := map[string]*priceBand{}
	for _, base := range ix.bases[low] {
		var key []string
		for _, t := range ix.tiers {
			key = append(key, fmt.Sprint(ix.prices[base][t]))
		}
		k := strings.Join(key, "/")
		if byPrices[k] == nil {
			byPrices[k] = &priceBand{price: ix.prices[base]}
		}
		byPrices[k].names = append(byPrices[k].names, ix.names[base][low])
	}
	var bands []priceBand
	for _, band := range byPrices {
		sort.Strings(band.names)
		bands = append(bands, *band)
	}
	sort.Slice(bands, func(i, j int) bool { return bands[i].price[low] < bands[j].price[low] })
	return bands
}

// namePrefixes finds each tier's name prefix ("" or "Fine "): what every
// base's name at that tier adds before its lowest-tier name. ok is false
// when a name does not end in its lowest-tier name or two bases of a
// tier take different prefixes.
func (ix tierIndex) namePrefixes() (map[int]string, bool) {
	low := ix.tiers[0]
	prefixes := map[int]string{}
	for _, t := range ix.tiers {
		prefix, ok := "", false
		for _, base := range ix.bases[low] {
			full, plain := ix.names[base][t], ix.names[base][low]
			if !strings.HasSuffix(full, plain) {
				return prefixes, false
			}
			p := strings.TrimSuffix(full, plain)
			if ok && p != prefix {
				return prefixes, false
			}
			prefix, ok = p, true
		}
		prefixes[t] = prefix
	}
	return prefixes, true
}

// render writes the group as a bold label naming the tier of each name
// prefix ("**Weapons** (Fine: tier 2)"), then one line per price band: the
// base names, then the price at each tier, the first in coins and the
// others after their prefix ("Dagger, Dart: 50 coins · Fine 225").
func (f foldedGroup) render(label string) string {
	var tiers []string
	for _, t := range f.tiers {
		if name := strings.TrimSpace(f.prefix[t]); name != "" {
			tiers = append(tiers, fmt.Sprintf("%s: tier %d", name, t))
		}
	}
	head := "**" + label + "**"
	if len(tiers) > 0 {
		head += " (" + strings.Join(tiers, ", ") + ")"
	}
	lines := []string{head}
	for _, band := range f.bands {
		var prices []string
		for i, t := range f.tiers {
			price := Number(band.price[t])
			if i == 0 {
				price = Coins(band.price[t])
			}
			if name := strings.TrimSpace(f.prefix[t]); name != "" {
				price = name + " " + price
			}
			prices = append(prices, price)
		}
		lines = append(lines, "- "+strings.Join(band.names, ", ")+": "+strings.Join(prices, " · "))
	}
	return strings.Join(lines, "\n")
}

// example names the cheapest band's first base item at the highest tier
// ("fine dagger").
func (f foldedGroup) example() string {
	if len(f.bands) == 0 || len(f.bands[0].names) == 0 {
		return ""
	}
	top := f.tiers[len(f.tiers)-1]
	return strings.ToLower(f.prefix[top] + f.bands[0].names[0])
}
