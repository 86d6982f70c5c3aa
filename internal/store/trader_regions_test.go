package store

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestTradedLotsAndClearedRegionsSurviveARestart: what an expedition
// bought from a zone's trader (its stock is per expedition, rules §8.2)
// and the regions whose boss fell (rules §6.7) are read back from the
// SQLite file after the store is closed and opened again.
func TestTradedLotsAndClearedRegionsSurviveARestart(t *testing.T) {
	s, path := openTemp(t)
	ctx := context.Background()
	runID, err := s.ZoneRun.Create(ctx, "@a:x", content.ZoneUnderdark, runT0)
	require.NoError(t, err)
	run := zonerun.Run{ID: runID, UserID: "@a:x", ZoneID: content.ZoneUnderdark, Status: zonerun.StatusActive,
		Current: "underdark.abandoned_shrine", Region: "drow_outpost", Visited: []zonegraph.NodeID{"underdark.entry", "underdark.abandoned_shrine"},
		Seed: 3, RegionsCleared: []string{"surface_tunnels"}, StartedAt: runT0, UpdatedAt: runT0}
	require.NoError(t, s.ZoneRun.Save(ctx, run))
	e := newExpedition(t, "@a:x", content.ZoneUnderdark)
	e.Traded = map[string]int{"rations": 2, "potion": 1}
	e, err = s.Expedition.Create(ctx, e, runT0)
	require.NoError(t, err)
	require.NoError(t, s.Close())

	reopened, err := Open(ctx, path, OpenOptions{})
	require.NoError(t, err)
	defer reopened.Close()
	got, ok, err := reopened.Expedition.Open(ctx, "@a:x")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, map[string]int{"rations": 2, "potion": 1}, got.Traded)
	r, ok, err := reopened.ZoneRun.Get(ctx, runID)
	require.NoError(t, err)
	require.True(t, ok)
	assert.True(t, r.RegionCleared("surface_tunnels"))
	assert.False(t, r.RegionCleared("drow_outpost"))
}
