package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestStockLeftLineTellsTheStockAMemberTookWithThem(t *testing.T) {
	assert.Equal(t, " Their packs went with them: the stock is now 20 SU (was 100 SU).", StockLeftLine(100, 20))
	assert.Empty(t, StockLeftLine(20, 20), "no packs of theirs: nothing to say")
}

func TestPacksRefundedTextFormatsCoinsAsEveryOtherPurse(t *testing.T) {
	assert.Equal(t, "💰 Thom Krooke takes back the packs you bought for the party: **380 coins** refunded. Purse: 1,150 coins.",
		PacksRefundedText(380, 1150))
}
