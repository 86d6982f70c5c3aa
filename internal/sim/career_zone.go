package sim

import (
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// CareerZone is the zone a career character of level goes into (rules
// §11.5): among the zones whose intended levels (rules §6.1) include level
// and that are open at now (closed: the Abyss Portal's week after a
// collapse, rules §8.12, as closed gives it), the highest tier; a tie goes
// to the zone with the higher lowest level (the band made for the level,
// so the Abyss Portal, 15–20, before the Dragon's Lair, 12–20), then to
// the catalogue's order (the Goblin Warrens before the Crypt of Valdris).
// false when no zone fits.
func CareerZone(level int, now time.Time, closed map[string]time.Time) (content.Zone, bool) {
	var best content.Zone
	found := false
	for _, z := range content.Zones() {
		if level < z.MinLevel || level > z.MaxLevel || !zonerun.MayEnter(level, z.Tier) || now.Before(closed[z.ID]) {
			continue
		}
		if !found || z.Tier > best.Tier || (z.Tier == best.Tier && z.MinLevel > best.MinLevel) {
			best, found = z, true
		}
	}
	return best, found
}

// PackCost is what pol's packs for an expedition of zone tier cost
// (coins): the standard and deluxe packs it buys, a -1 meaning the tier's
// cap (rules §8.2).
func PackCost(pol play.Policy, tier int) int {
	caps := expedition.PackCapFor(tier)
	n := func(want int, k expedition.PackKind) int {
		if want < 0 {
			return caps.Of(k)
		}
		return min(want, caps.Of(k))
	}
	return n(pol.StandardPacks, expedition.PackStandard)*content.StandardPackPrice +
		n(pol.DeluxePacks, expedition.PackDeluxe)*content.DeluxePackPrice
}

// CareerReserve is the purse a career character keeps back when it buys
// gear (rules §11.5, coins): the packs of its next expedition into a zone
// of tier (PackCost), a night at the inn (content.InnLongRestPrice) and
// CareerPotions Potions of Healing.
func CareerReserve(pol play.Policy, tier int) int {
	price, _ := content.BuyPrice(CareerPotion)
	return PackCost(pol, tier) + content.InnLongRestPrice + CareerPotions*price
}
