package narrate

import "fmt"

// StockLeftLine is what the leader is told when a member leaving before
// departure takes the packs they bought with them (rules §8.22: refunded
// to them, out of the party's stock): " Their packs went with them: the
// stock is now 20 SU." with the stock before and after in SU, or "" when
// the stock did not fall.
func StockLeftLine(before, after float64) string {
	if after >= before {
		return ""
	}
	return fmt.Sprintf(" Their packs went with them: the stock is now %s (was %s).", SU(after), SU(before))
}

// PacksRefundedText is the DM to a member whose packs bought for a
// party are refunded as they leave it (rules §8.22): coins back and the
// purse after, both in coins.
func PacksRefundedText(coins, purse int) string {
	return fmt.Sprintf("💰 Thom Krooke takes back the packs you bought for the party: **%s** refunded. Purse: %s.", Coins(coins), Coins(purse))
}
