package play

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestRunLossTakesTwoThirdsOfARunLostOrFled: the step that ends a
// standalone run lost or fled takes all but a third of the run's XP,
// coins and finds (rules §6.9); a run cleared, abandoned or already over
// loses nothing.
func TestRunLossTakesTwoThirdsOfARunLostOrFled(t *testing.T) {
	promise.Shows(t, promise.RunLossKeepsThird)
	active := zonerun.Run{Status: zonerun.StatusActive}
	takings := zonerun.Takings{XP: 300, Coins: 30, Items: []content.ItemID{"worg_pelt", "worg_pelt", "worg_pelt"}}
	cases := []struct {
		name      string
		prev      zonerun.Status
		now       zonerun.Status
		wantLoss  bool
		wantXP    int
		wantCoins int
		wantPelts int
	}{
		{"lost", zonerun.StatusActive, zonerun.StatusLost, true, 1000 - 200, 100 - 20, 1},
		{"fled", zonerun.StatusActive, zonerun.StatusFled, true, 1000 - 200, 100 - 20, 1},
		{"cleared", zonerun.StatusActive, zonerun.StatusCleared, false, 1000, 100, 3},
		{"abandoned", zonerun.StatusActive, zonerun.StatusAbandoned, false, 1000, 100, 3},
		{"already lost", zonerun.StatusLost, zonerun.StatusLost, false, 1000, 100, 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ch := rules.Character{Level: 3, XP: 1000, Coins: 100, Inventory: rules.Inventory{"worg_pelt": 3}}
			prev, run := active, zonerun.Run{Status: tc.now, Takings: takings}
			prev.Status = tc.prev
			got, loss := RunLoss(prev, run, ch)
			if !tc.wantLoss {
				assert.Nil(t, loss)
				assert.Equal(t, ch, got)
				return
			}
			require.NotNil(t, loss)
			assert.Equal(t, tc.wantXP, got.XP)
			assert.Equal(t, tc.wantCoins, got.Coins)
			assert.Equal(t, tc.wantPelts, got.Inventory["worg_pelt"])
			assert.Equal(t, 3, got.Level)
		})
	}
}
