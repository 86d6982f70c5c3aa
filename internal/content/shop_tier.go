package content

// ShopTiersAbove is how many item tiers above the player's own tier Thom
// Krooke shows and sells (rules §4.5): a little above, so there is
// something to save for.
const ShopTiersAbove = 1

// ShopMaxTier is the highest item tier Thom sells to a character of
// player tier playerTier (rules §4.5): the tier plus ShopTiersAbove, at
// most MaxZoneTier. The shop, the simulated career's shopping and the
// level-up's word on a better shelf all ask it.
func ShopMaxTier(playerTier int) int { return min(MaxZoneTier, playerTier+ShopTiersAbove) }
