package content

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/dice"
)

// TestFindPercentFallsUnderTheBand: a character under a zone's band keeps
// 20% less of its finds a level, never under 10%; in the band, above it,
// with no zone or no level, all of them (rules §6.2).
func TestFindPercentFallsUnderTheBand(t *testing.T) {
	manor, ok := ZoneByID("haunted_manor") // levels 5-8
	require.True(t, ok)
	cases := []struct {
		name  string
		zone  Zone
		level int
		under int
		pct   int
	}{
		{"one level under", manor, 4, 1, 80},
		{"two levels under", manor, 3, 2, 60},
		{"four levels under", manor, 1, 4, 20},
		{"the band's lowest", manor, 5, 0, 100},
		{"the band's highest", manor, 8, 0, 100},
		{"above the band", manor, 12, 0, 100},
		{"no zone", Zone{MinLevel: 5, MaxLevel: 8}, 1, 0, 100},
		{"no level", manor, 0, 0, 100},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.under, tc.zone.LevelsUnderBand(tc.level))
			assert.Equal(t, tc.pct, tc.zone.FindPercent(tc.level))
		})
	}
	for under, want := range map[int]int{0: 100, 1: 80, 4: 20, 5: 10, 11: 10} {
		assert.Equal(t, want, UnderBandFindPercent(under), "%d levels under", under)
	}
}

// TestKeptDropsKeepsTheShare: at 100% the drops come back as they are and
// nothing is drawn; under it each copy is kept on its own roll (about the
// share over many), coins are cut to the share and a drop with nothing
// left is gone (rules §6.2).
func TestKeptDropsKeepsTheShare(t *testing.T) {
	drops := []Drop{{Source: SourceTreasure, ItemID: "ruby", Qty: 3}, {Source: SourcePurse, Coins: 45}}
	s := dice.NewStream(1, "t")
	assert.Equal(t, drops, KeptDrops(drops, 100, s))
	assert.Equal(t, dice.NewStream(1, "t").IntN(1000), s.IntN(1000), "nothing drawn at 100%")

	assert.Empty(t, KeptDrops(drops, 0, dice.NewStream(1, "t")), "at 0% nothing is kept")
	cut := KeptDrops([]Drop{{Source: SourcePurse, Coins: 45}}, 80, dice.NewStream(1, "t"))
	require.Len(t, cut, 1)
	assert.Equal(t, 36, cut[0].Coins, "45 coins at 80%")

	kept, s := 0, dice.NewStream(2, "many")
	for range 1000 {
		kept += KeptFinds(10, 80, s)
	}
	assert.InDelta(t, 8000, kept, 200, "about 80% of 10,000 copies")
	assert.Equal(t, 7, KeptFinds(7, 100, nil), "no roll at 100%")
}
