package narrate

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
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
		pending bool
		wantEnd string
	}{
		{"a night encounter waits", 20, nil, 2000, true, "`!fight` it first; the trader waits."},
		{"rations fit", 20, nil, 500, false, "e.g. `!trade 1`."},
		{"packs full: the potion", 67, nil, 500, false, "e.g. `!trade 2`."},
		{"packs full, potions sold out", 67, map[string]int{"potion": 3}, 500, false, "your packs are too full for the rations left."},
		{"too poor for anything", 20, nil, 30, false, "your purse can't pay for what is left."},
		{"all sold out", 20, map[string]int{"rations": 4, "potion": 3}, 500, false, "Everything is sold out for this expedition."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := expedition.Expedition{ZoneID: content.ZoneUnderdark, Supplies: expedition.Supplies{Current: tc.su, Max: 70}, Traded: tc.traded}
			if tc.pending {
				e.PendingNight = &expedition.NightEncounter{}
			}
			text := TraderText(e, tr, tc.purse, "!")
			assert.True(t, strings.HasSuffix(text, tc.wantEnd), text)
			assert.Equal(t, !tc.pending, strings.Contains(text, "`!trade <number|name>"), "no `!trade` offered while an encounter waits")
		})
	}
}

// TestStatusOffersTradeOnlyWhenAWareCanBeBought: in the trader's room the
// line of moves offers `!trade` only when a ware can be bought now
// (expedition.WareForSale, rules §8.2).
func TestStatusOffersTradeOnlyWhenAWareCanBeBought(t *testing.T) {
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	at := Moment{Now: time.Date(2026, 3, 3, 12, 0, 0, 0, time.UTC)}
	for _, tc := range []struct {
		name    string
		purse   int
		traded  map[string]int
		pending bool
		want    bool
	}{
		{"a purse and stock", 500, nil, false, true},
		{"an empty purse", 0, nil, false, false},
		{"all sold out", 500, map[string]int{"rations": 4, "potion": 3}, false, false},
		{"a night encounter waits", 2000, nil, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := expedition.Expedition{ZoneID: content.ZoneUnderdark, Status: expedition.StatusActive, Supplies: expedition.Supplies{Current: 20, Max: 70}, Traded: tc.traded}
			if tc.pending {
				e.PendingNight = &expedition.NightEncounter{}
			}
			ch.Coins = tc.purse
			got := HereMoves(e, ch, Here{Trader: true}, at, "!")
			assert.Equal(t, tc.want, strings.Contains(got, "`!trade`"), got)
		})
	}
}
