package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

// TestLossTextSaysWhatWasKeptAndLeftBehind: the words follow the loss
// applied, XP and coins kept being those earned less those lost (rules
// §6.9, §8.18).
func TestLossTextSaysWhatWasKeptAndLeftBehind(t *testing.T) {
	cases := []struct {
		name string
		loss expedition.Loss
		want string
	}{
		{"nothing found", expedition.Loss{Level: 1, XPEarned: 50, XPLost: 34},
			"You keep a third of what this leg earned: 16 of 50 XP (still level 1), no coins and no finds."},
		{"finds used up", expedition.Loss{Level: 2, XPEarned: 90, XPLost: 60, CoinsEarned: 9, CoinsLost: 6, ItemsFound: 2},
			"You keep a third of what this leg earned: 30 of 90 XP (still level 2), 3 of 9 coins and no find still in your pack."},
		{"a purse too thin to lose it all", expedition.Loss{Level: 6, XPEarned: 3600, XPLost: 2400, CoinsEarned: 120, CoinsLost: 50, ItemsFound: 4,
			ItemsKept: []content.ItemID{"worg_pelt"}, ItemsLost: []content.ItemID{"scrap_iron", "scrap_iron"}},
			"You keep a third of what this leg earned: 1,200 of 3,600 XP (still level 6), 70 of 120 coins and 1 of 3 finds still in your pack (4 found): Worg Pelt. Left behind: 2× Scrap Iron."},
		{"no XP", expedition.Loss{Level: 1, ItemsFound: 1, ItemsLost: []content.ItemID{"scrap_iron"}},
			"You keep a third of what this leg earned: no XP (still level 1), no coins and 0 of 1 find still in your pack. Left behind: Scrap Iron."},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, LossText(tc.loss, "this leg"), tc.name)
	}
}
