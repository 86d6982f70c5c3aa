package content

import (
	"errors"
	"testing"

	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTradersKeepShopInRestCamps(t *testing.T) {
	cases := []struct {
		zone  string
		room  zonegraph.NodeID
		wares []string
	}{
		{string(ZoneUnderdark), "underdark.abandoned_shrine", []string{"rations", "potion"}},
		{string(ZoneFeywild), "feywild_crossing.sleeping_glade", []string{"rations", "potion", "greater"}},
	}
	for _, tc := range cases {
		tr, ok := TraderOf(ZoneID(tc.zone))
		require.True(t, ok, tc.zone)
		assert.Equal(t, tc.room, tr.Node)
		var ids []string
		for _, w := range tr.Wares {
			ids = append(ids, w.ID)
		}
		assert.Equal(t, tc.wares, ids)
		g, _ := ZoneGraph(ZoneID(tc.zone))
		z, _ := ZoneByID(ZoneID(tc.zone))
		require.NoError(t, traderRoomOK(z, g))
	}
	_, ok := TraderOf(ZoneAbyssPortal)
	assert.False(t, ok, "nobody trades in the Abyss")
}

func TestBrokenTraderFailsValidation(t *testing.T) {
	cases := []struct {
		name   string
		mutate func(tr *Trader)
		want   string
	}{
		{"no price", func(tr *Trader) { tr.Wares[0].Price = 0 }, `zone underdark trader: ware "rations" needs a positive price and stock`},
		{"both supplies and an item", func(tr *Trader) { tr.Wares[1].SU = 5 }, `ware "potion" sells either supplies or an item`},
		{"an unknown item", func(tr *Trader) { tr.Wares[1].ItemID = "elixir" }, `ware "potion" is the unknown item "elixir"`},
		{"odd SU", func(tr *Trader) { tr.Wares[0].SU = 5.1 }, `sells 5.1 SU; supplies move in quarters`},
		{"a repeated ware", func(tr *Trader) { tr.Wares[1].ID = "rations" }, `ware ID "rations" empty or repeated`},
		{"no wares", func(tr *Trader) { tr.Wares = nil }, `zone underdark trader: sells nothing`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := shippedCatalog()
			tc.mutate(zoneIn(t, &c, string(ZoneUnderdark)).Trader)
			err := validateCatalog(c)
			var ve *ValidationError
			require.True(t, errors.As(err, &ve))
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	g, _ := ZoneGraph(ZoneUnderdark)
	z, _ := ZoneByID(ZoneUnderdark)
	z.Trader.Room = "predator_lair"
	assert.ErrorContains(t, traderRoomOK(z, g), `the trader's room "predator_lair" is a boss room, want rest_camp`)
	z.Trader.Room = "bazaar"
	assert.ErrorContains(t, traderRoomOK(z, g), `the trader's room "bazaar" is not in the graph`)
}
