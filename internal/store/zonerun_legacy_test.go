package store

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// legacyFixture writes a database file whose dnd_zone_run has the linear
// model's shape (current_room, room_seq_json, an index on current_room and
// none of the graph columns) with rows, then opens it as a Store, which
// migrates it to the latest schema.
func legacyFixture(t *testing.T) *Store {
	t.Helper()
	path := filepath.Join(t.TempDir(), "legacy.db")
	raw, err := sql.Open("sqlite", DSN(path))
	require.NoError(t, err)
	_, err = raw.Exec(`
		CREATE TABLE dnd_zone_run (
			run_id        INTEGER PRIMARY KEY AUTOINCREMENT,
			user_id       TEXT    NOT NULL,
			zone_id       TEXT    NOT NULL,
			status        TEXT    NOT NULL DEFAULT 'active',
			current_room  INTEGER NOT NULL DEFAULT 0,
			room_seq_json TEXT    NOT NULL DEFAULT '[]'
		);
		CREATE INDEX dnd_zone_run_room ON dnd_zone_run (user_id, current_room);
		INSERT INTO dnd_zone_run (user_id, zone_id, status, current_room, room_seq_json) VALUES
			('@a:x', 'crypt_valdris', 'active', 0, '["entry","exploration"]'),
			('@b:x', 'crypt_valdris', 'active', 7, '["entry"]'),
			('@c:x', 'underdark', 'active', 999, '["entry"]'),
			('@d:x', 'atlantis', 'active', 2, '["entry"]'),
			('@e:x', 'crypt_valdris', 'cleared', 99, '["entry"]');`)
	require.NoError(t, err)
	require.NoError(t, raw.Close())
	s, err := Open(context.Background(), path, OpenOptions{})
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

func warmUp(purge bool) LegacyWarmUp {
	return LegacyWarmUp{
		Position: func(zone string, idx int) (zonerun.LegacyPosition, bool) {
			g, ok := content.ZoneGraph(zone)
			if !ok {
				return zonerun.LegacyPosition{}, false
			}
			return zonerun.LinearWalk(g, idx), true
		},
		Seed:  func(id int64) uint64 { return uint64(id) * 1000 },
		Purge: purge,
	}
}

func TestLegacyWarmUpDerivesGraphPositionsOnce(t *testing.T) {
	s := legacyFixture(t)
	ctx := context.Background()
	rep, err := s.WarmUpLegacyZoneRuns(ctx, warmUp(false))
	require.NoError(t, err)
	assert.Contains(t, rep.ColumnsAdded, "current_node")
	assert.Contains(t, rep.ColumnsAdded, "state_json")
	assert.Equal(t, 4, rep.Warmed)
	assert.Equal(t, 1, rep.Skipped, "a zone without a graph is left alone")
	assert.Empty(t, rep.ColumnsDropped)

	tests := []struct {
		id      int64
		current string
		visited int
	}{{1, "crypt_valdris.entry", 1}, {2, "crypt_valdris.antechamber", 8}, {5, "crypt_valdris.boss", 13}}
	for _, tt := range tests {
		r, ok, err := s.ZoneRun(ctx, tt.id)
		require.NoError(t, err)
		require.True(t, ok)
		assert.Equal(t, tt.current, r.Current, "run %d", tt.id)
		assert.Len(t, r.Visited, tt.visited)
		assert.Equal(t, tt.visited, r.RoomsTraversed, "rooms_traversed bootstrapped to the visited count")
		assert.Len(t, r.Cleared, tt.visited-1)
		assert.Equal(t, uint64(tt.id)*1000, r.Seed)
	}
	deep, _, err := s.ZoneRun(ctx, 3)
	require.NoError(t, err)
	g, _ := content.ZoneGraph(content.ZoneUnderdark)
	assert.Equal(t, g.Boss, deep.Current)
	assert.Len(t, deep.RegionsCleared, len(g.Regions)-1)
	assert.Equal(t, g.Regions[len(g.Regions)-1].ID, deep.Region)

	// Again: nothing more to do, rows unchanged, legacy columns untouched.
	before, _, _ := s.ZoneRun(ctx, 2)
	rep, err = s.WarmUpLegacyZoneRuns(ctx, warmUp(false))
	require.NoError(t, err)
	assert.Empty(t, rep.ColumnsAdded)
	assert.Zero(t, rep.Warmed)
	assert.Equal(t, 1, rep.Skipped)
	after, _, _ := s.ZoneRun(ctx, 2)
	assert.Equal(t, before, after)
	cols, err := s.tableColumns(ctx, "dnd_zone_run")
	require.NoError(t, err)
	assert.Contains(t, cols, "current_room")
	assert.Contains(t, cols, "room_seq_json")

	// New runs work on the legacy-shaped table.
	_, err = s.CreateZoneRun(ctx, "@z:x", content.ZoneCryptValdris, runT0)
	require.NoError(t, err)
}

func TestLegacyPurgeDropsTheColumnsAndIsIdempotent(t *testing.T) {
	s := legacyFixture(t)
	ctx := context.Background()
	rep, err := s.WarmUpLegacyZoneRuns(ctx, warmUp(true))
	require.NoError(t, err)
	assert.Equal(t, 4, rep.Warmed, "rows are warmed before the columns go")
	assert.Equal(t, []string{"dnd_zone_run_room"}, rep.IndexesDropped)
	assert.Equal(t, []string{"current_room", "room_seq_json"}, rep.ColumnsDropped)
	cols, err := s.tableColumns(ctx, "dnd_zone_run")
	require.NoError(t, err)
	assert.NotContains(t, cols, "current_room")
	assert.NotContains(t, cols, "room_seq_json")
	r, ok, err := s.ZoneRun(ctx, 2)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, "crypt_valdris.antechamber", r.Current)

	rep, err = s.WarmUpLegacyZoneRuns(ctx, warmUp(true))
	require.NoError(t, err)
	assert.Equal(t, LegacyReport{}, rep, "a second purge finds nothing to do")
	again, _, _ := s.ZoneRun(ctx, 2)
	assert.Equal(t, r, again)
}

func TestWarmUpOnAFreshDatabaseDoesNothing(t *testing.T) {
	s, _ := openTemp(t)
	rep, err := s.WarmUpLegacyZoneRuns(context.Background(), warmUp(true))
	require.NoError(t, err)
	assert.Equal(t, LegacyReport{}, rep)
}
