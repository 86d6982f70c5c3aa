package expedition

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestTheFeywildTimeLoopRefillsTheNodesAtItsRollover(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "loop.db"), store.OpenOptions{})
	require.NoError(t, err)
	defer st.Close()
	now := time.Date(2026, 3, 2, 6, 0, 0, 0, time.UTC)
	id, err := st.CreateZoneRun(ctx, "@a:x", content.ZoneFeywild, now)
	require.NoError(t, err)
	spent := harvest.State{Rooms: map[string]harvest.Room{"feywild_crossing.x": {Nodes: []harvest.Node{
		{ID: "feywild_crossing.x#fey_dust", Resource: "fey_dust", Charges: 0, Max: 2}}, Passes: 1}}}
	r := zonerun.Run{ID: id, UserID: "@a:x", ZoneID: content.ZoneFeywild, Status: zonerun.StatusActive, Current: "feywild_crossing.x", Harvest: spent}
	require.NoError(t, st.SaveZoneRun(ctx, r))
	e := expedition.Expedition{ZoneID: content.ZoneFeywild}
	for roll := 1; roll <= 6; roll++ {
		e.Stacks.FeyRoll = roll
		require.NoError(t, timeLoop(ctx, st, e, r))
		got, _, err := st.ZoneRun(ctx, id)
		require.NoError(t, err)
		loop := expedition.HarvestEffects(e).NodesReset
		assert.Equal(t, loop, got.Harvest.Rooms["feywild_crossing.x"].Nodes[0].Charges == 2, "d6 %d", roll)
		require.NoError(t, st.SaveZoneRun(ctx, r))
	}
	e.Stacks.FeyRoll = 6
	require.True(t, expedition.HarvestEffects(e).NodesReset, "a 6 is the time loop")
}
