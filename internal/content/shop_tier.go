package content

import "github.com/gogobee/gogobee/internal/rules"

// ShopTiersAbove is how many item tiers above the player's own tier Thom
// Krooke shows and sells (rules §4.5): a little above, so there is
// something to save for.
const ShopTiersAbove = 1

// ShopMaxTier is the highest item tier Thom sells to a character of
// player tier playerTier (rules §4.5): the tier plus ShopTiersAbove, at
// most MaxZoneTier. The shop, the simulated career's shopping and the
// level-up's word on a better shelf all ask it.
func ShopMaxTier(playerTier int) int { return min(MaxZoneTier, playerTier+ShopTiersAbove) }

// ShopSells reports whether Thom sells item it to ch at all (rules §4.5):
// a tier he shows ch (ShopMaxTier) and, for armour, one ch's class is
// trained to wear. The purse is `!buy`'s own question; every line that
// suggests `!buy` asks this first, as `!buy` does.
func ShopSells(ch rules.Character, it Item) bool {
	if it.Tier > ShopMaxTier(ch.Tier()) {
		return false
	}
	return it.Armor == nil || ch.Def().ProficientArmor(*it.Armor)
}
