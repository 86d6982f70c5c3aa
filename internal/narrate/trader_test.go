package narrate

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

// TestTraderTextExampleIsBuyable checks that the list's example names a
// ware the player can buy now, or says why none can be (rules §8.2).
func TestTraderTextExampleIsBuyable(t *testing.T) {
	tr, ok := content.TraderOf(content.ZoneUnderdark)
	require.True(t, ok)
	for _, tc := range []struct {
		name    string
		su      float64
		traded  map[string]int
		purse   int
		wantEnd string
	}{
		{"rations fit", 20, nil, 500, "e.g. `!trade 1`."},
		{"packs full: the potion", 67, nil, 500, "e.g. `!trade 2`."},
		{"packs full, potions sold out", 67, map[string]int{"potion": 3}, 500, "your packs are too full for the rations left."},
		{"too poor for anything", 20, nil, 30, "your purse can't pay for what is left."},
		{"all sold out", 20, map[string]int{"rations": 4, "potion": 3}, 500, "Everything is sold out for this expedition."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := expedition.Expedition{ZoneID: content.ZoneUnderdark, Supplies: expedition.Supplies{Current: tc.su, Max: 70}, Traded: tc.traded}
			text := TraderText(e, tr, tc.purse, "!")
			assert.True(t, strings.HasSuffix(text, tc.wantEnd), text)
		})
	}
}
