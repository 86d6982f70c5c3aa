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
// the one the career has entered fewer times (entered, games by zone ID:
// a player tries the other zone of its tier, so the Underdark and the
// Feywild Crossing take turns), then to the catalogue's order (the Goblin
// Warrens before the Crypt of Valdris). false when no zone fits.
func CareerZone(level int, now time.Time, closed map[content.ZoneID]time.Time, entered map[content.ZoneID]int) (content.Zone, bool) {
	var best content.Zone
	found := false
	for _, z := range content.Zones() {
		if level < z.MinLevel || level > z.MaxLevel || !zonerun.MayEnter(level, z.Tier) || now.Before(closed[z.ID]) {
			continue
		}
		if !found || careerPrefers(z, best, entered) {
			best, found = z, true
		}
	}
	return best, found
}

// careerPrefers reports whether a career takes zone a over b, which comes
// before it in the catalogue (CareerZone's order).
func careerPrefers(a, b content.Zone, entered map[content.ZoneID]int) bool {
	switch {
	case a.Tier != b.Tier:
		return a.Tier > b.Tier
	case a.MinLevel != b.MinLevel:
		return a.MinLevel > b.MinLevel
	default:
		return entered[a.ID] < entered[b.ID]
	}
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
// CareerPotions Potions of Healing (none when Thom does not stock them,
// as TopUpPotions then buys none).
func CareerReserve(pol play.Policy, tier int) int {
	reserve := PackCost(pol, tier) + content.InnLongRestPrice
	price, ok := content.BuyPrice(CareerPotion)
	if !ok {
		return reserve // not stocked: no potions to keep coins for
	}
	return reserve + CareerPotions*price
}
