package store

import (
	"context"
	"maps"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

var runT0 = time.Date(2026, time.March, 2, 9, 0, 0, 0, time.UTC)

func TestZoneRunRoundTripAndOneActivePerPlayer(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	id, err := s.ZoneRun.Create(ctx, "@a:x", content.ZoneCryptValdris, runT0)
	require.NoError(t, err)
	_, err = s.ZoneRun.Create(ctx, "@a:x", content.ZoneGoblinWarrens, runT0)
	assert.ErrorIs(t, err, ErrZoneRunActive)
	other, err := s.ZoneRun.Create(ctx, "@b:x", content.ZoneGoblinWarrens, runT0)
	require.NoError(t, err)
	assert.NotEqual(t, id, other)

	r := zonerun.Run{
		ID: id, UserID: "@a:x", ZoneID: content.ZoneCryptValdris, Status: zonerun.StatusActive, Seed: 1 << 63,
		Current: "crypt_valdris.fork", Visited: []zonegraph.NodeID{"crypt_valdris.entry", "crypt_valdris.fork"},
		Cleared: []zonegraph.NodeID{"crypt_valdris.entry"}, RoomsTraversed: 3,
		Prompt: &zonerun.Prompt{Node: "crypt_valdris.fork", At: runT0, Options: []zonerun.Option{
			{To: "crypt_valdris.main_hall", Open: true},
			{To: "crypt_valdris.side_chapel", Lock: zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 12}, Reason: zonerun.ReasonCheckFailed,
				Check: &zonerun.Check{D20: 4, DC: 12, Total: 5}},
		}},
		Discovered: []zonegraph.NodeID{"crypt_valdris.secret_chamber"},
		Rooms:      map[zonegraph.NodeID]zonerun.Room{"crypt_valdris.entry": {Kind: zonegraph.KindEntry}},
		StartedAt:  runT0, UpdatedAt: runT0.Add(time.Minute),
	}
	require.NoError(t, s.ZoneRun.Save(ctx, r))
	got, ok, err := s.ZoneRun.Active(ctx, "@a:x")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, r, got)

	r.Status, r.Prompt, r.EndedAt = zonerun.StatusAbandoned, nil, runT0.Add(time.Hour)
	require.NoError(t, s.ZoneRun.Save(ctx, r))
	_, ok, err = s.ZoneRun.Active(ctx, "@a:x")
	require.NoError(t, err)
	assert.False(t, ok)
	latest, ok, err := s.ZoneRun.Latest(ctx, "@a:x")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, r, latest)
	byID, ok, err := s.ZoneRun.Get(ctx, id)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, r, byID)
	var cleared int
	require.NoError(t, s.DB.QueryRow(ctx, "SELECT rooms_cleared FROM dnd_zone_run WHERE run_id = $1", id).Scan(&cleared))
	assert.Equal(t, 1, cleared)

	_, err = s.ZoneRun.Create(ctx, "@a:x", content.ZoneGoblinWarrens, runT0)
	assert.NoError(t, err, "an ended run does not block a new one")
	assert.Error(t, s.ZoneRun.Save(ctx, zonerun.Run{ID: 999}))
}

// rowsOf lays graphs out as zone_node and zone_edge rows.
func rowsOf(t *testing.T, graphs []zonegraph.Graph) GraphRows {
	t.Helper()
	rows, err := ZoneGraphRows(graphs)
	require.NoError(t, err)
	return rows
}

func TestSyncZoneGraphsIsIdempotent(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	graphs := content.ZoneGraphs()
	var wantNodes, wantEdges int
	for _, g := range graphs {
		wantNodes += len(g.Nodes)
		wantEdges += len(g.AllEdges())
	}
	for range 2 {
		require.NoError(t, s.ZoneGraph.Sync(ctx, rowsOf(t, graphs)))
		var nodes, edges int
		require.NoError(t, s.DB.QueryRow(ctx, "SELECT COUNT(*) FROM zone_node").Scan(&nodes))
		require.NoError(t, s.DB.QueryRow(ctx, "SELECT COUNT(*) FROM zone_edge").Scan(&edges))
		assert.Equal(t, wantNodes, nodes)
		assert.Equal(t, wantEdges, edges)
	}
	var kind, data, hint string
	var weight int
	require.NoError(t, s.DB.QueryRow(ctx, `SELECT lock_kind, lock_data_json, hint, weight FROM zone_edge
		WHERE from_node = 'crypt_valdris.fork' AND to_node = 'crypt_valdris.side_chapel'`).Scan(&kind, &data, &hint, &weight))
	assert.Equal(t, string(zonegraph.LockPerception), kind)
	assert.JSONEq(t, `{"dc":12}`, data)
	assert.Equal(t, "A faint draft from a crack in the wall.", hint)
	assert.Equal(t, 2, weight)
	var content string
	var isBoss bool
	require.NoError(t, s.DB.QueryRow(ctx, "SELECT content_json, is_boss FROM zone_node WHERE node_id = 'crypt_valdris.boss'").Scan(&content, &isBoss))
	assert.JSONEq(t, `{"encounter_override":"valdris"}`, content)
	assert.True(t, isBoss)
}

// TestSyncZoneGraphsRewritesOnlyWhenTheGraphsChange: a start with the
// same content writes nothing (the rows an operator edited stay), and a
// changed graph is written in full.
func TestSyncZoneGraphsRewritesOnlyWhenTheGraphsChange(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	graphs := content.ZoneGraphs()
	require.NoError(t, s.ZoneGraph.Sync(ctx, rowsOf(t, graphs)))
	hint := func() string {
		var h string
		require.NoError(t, s.DB.QueryRow(ctx, `SELECT hint FROM zone_edge
			WHERE from_node = 'crypt_valdris.fork' AND to_node = 'crypt_valdris.side_chapel'`).Scan(&h))
		return h
	}
	_, err := s.DB.Exec(ctx, "UPDATE zone_edge SET hint = 'marked' WHERE from_node = 'crypt_valdris.fork'")
	require.NoError(t, err)
	require.NoError(t, s.ZoneGraph.Sync(ctx, rowsOf(t, graphs)))
	assert.Equal(t, "marked", hint(), "unchanged content is not written again")

	changed := make([]zonegraph.Graph, len(graphs))
	copy(changed, graphs)
	for i, g := range changed {
		if content.ZoneID(g.ZoneID) == content.ZoneCryptValdris {
			changed[i].Nodes = maps.Clone(g.Nodes)
			n := changed[i].Nodes["crypt_valdris.boss"]
			n.Label = "The Moved Tomb"
			changed[i].Nodes["crypt_valdris.boss"] = n
		}
	}
	require.NoError(t, s.ZoneGraph.Sync(ctx, rowsOf(t, changed)))
	var label string
	require.NoError(t, s.DB.QueryRow(ctx, "SELECT label FROM zone_node WHERE node_id = 'crypt_valdris.boss'").Scan(&label))
	assert.Equal(t, "The Moved Tomb", label)
	assert.Equal(t, "A faint draft from a crack in the wall.", hint(), "a change rewrites every row")
}

func TestLastEndedZoneRunIsThePlayersLatestEndedRunOfTheZone(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	end := func(user id.UserID, zone content.ZoneID, spent ...zonegraph.NodeID) zonerun.RunID {
		id, err := s.ZoneRun.Create(ctx, user, zone, runT0)
		require.NoError(t, err)
		r := zonerun.Run{ID: id, UserID: string(user), ZoneID: zone, Status: zonerun.StatusAbandoned, Current: zonegraph.NodeID(zone + ".entry"),
			Spent: spent, StartedAt: runT0, UpdatedAt: runT0, EndedAt: runT0.Add(time.Minute)}
		require.NoError(t, s.ZoneRun.Save(ctx, r))
		return id
	}
	_, ok, err := s.ZoneRun.LastEnded(ctx, "@a:x", content.ZoneCryptValdris)
	require.NoError(t, err)
	assert.False(t, ok, "no run yet")

	end("@a:x", content.ZoneCryptValdris)
	latest := end("@a:x", content.ZoneCryptValdris, "crypt_valdris.stair")
	end("@a:x", content.ZoneGoblinWarrens)
	end("@b:x", content.ZoneCryptValdris)
	_, err = s.ZoneRun.Create(ctx, "@a:x", content.ZoneCryptValdris, runT0) // the new run, still active
	require.NoError(t, err)

	got, ok, err := s.ZoneRun.LastEnded(ctx, "@a:x", content.ZoneCryptValdris)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, latest, got.ID)
	assert.Equal(t, []zonegraph.NodeID{"crypt_valdris.stair"}, got.Spent, "the spent rooms round-trip")
}
