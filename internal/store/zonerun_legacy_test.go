package store

import (
	"context"
	"database/sql"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// legacySchema is the linear model's dnd_zone_run (current_room,
// room_seq_json, an index on current_room and none of the graph columns)
// with rows.
const legacySchema = `
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
		('@e:x', 'crypt_valdris', 'cleared', 99, '["entry"]');`

// legacyFile writes a database file holding legacySchema and then stmts,
// on a plain connection (no migrations), and returns its path.
func legacyFile(t *testing.T, stmts ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "legacy.db")
	raw, err := sql.Open("sqlite", DSN(path))
	require.NoError(t, err)
	for _, q := range append([]string{legacySchema}, stmts...) {
		_, err = raw.Exec(q)
		require.NoError(t, err)
	}
	require.NoError(t, raw.Close())
	return path
}

// openAt opens path, migrating it with upgrades.
func openAt(t *testing.T, path string, upgrades OpenOptions) *Store {
	t.Helper()
	s, err := Open(context.Background(), path, upgrades)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

// legacyFixture is legacyFile opened as a Store, which migrates it to the
// latest schema.
func legacyFixture(t *testing.T) *Store {
	t.Helper()
	return openAt(t, legacyFile(t), OpenOptions{})
}

func warmUp() LegacyWarmUp {
	return LegacyWarmUp{
		Position: func(zone content.ZoneID, idx int) (zonerun.LegacyPosition, bool) {
			g, ok := content.ZoneGraph(zone)
			if !ok {
				return zonerun.LegacyPosition{}, false
			}
			return zonerun.LinearWalk(g, idx), true
		},
		Seed: func(id zonerun.RunID) uint64 { return uint64(id) * 1000 },
	}
}

// legacyRows reads dnd_zone_run_legacy as "run_id current_room room_seq_json".
func legacyRows(t *testing.T, s *Store) []string {
	t.Helper()
	out, err := values[string](context.Background(), s.DB,
		"SELECT run_id || ' ' || current_room || ' ' || room_seq_json FROM dnd_zone_run_legacy ORDER BY run_id")
	require.NoError(t, err)
	return out
}

func zoneRunColumnSet(t *testing.T, s *Store) []string {
	t.Helper()
	cols, err := tableColumns(context.Background(), s.DB, "dnd_zone_run")
	require.NoError(t, err)
	slices.Sort(cols)
	return cols
}

func TestMigrationV7GivesALegacyTableTheGraphModelOnce(t *testing.T) {
	path := legacyFile(t)
	s := openAt(t, path, OpenOptions{})
	ctx := context.Background()
	v, _, err := s.SchemaVersion(ctx)
	require.NoError(t, err)
	assert.Equal(t, LatestVersion(), v)

	fresh, _ := openTemp(t)
	want := append(zoneRunColumnSet(t, fresh), legacyCurrentRoom, legacyRoomSeq)
	slices.Sort(want)
	assert.Equal(t, want, zoneRunColumnSet(t, s),
		"a database born with the graph model's columns, and the legacy ones left alone until the operator purges them")
	assert.Equal(t, []string{
		`1 0 ["entry","exploration"]`, `2 7 ["entry"]`, `3 999 ["entry"]`, `4 2 ["entry"]`, `5 99 ["entry"]`,
	}, legacyRows(t, s), "every row's legacy columns are kept aside")
	r, ok, err := s.ZoneRun.Get(ctx, 2)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, zonegraph.NodeID(""), r.Current, "not placed yet: that needs the graphs (ZoneRunQuery.WarmUpLegacy)")

	// Opened again: v7 does not run twice (its CREATE TABLE would fail).
	require.NoError(t, s.Close())
	again := openAt(t, path, OpenOptions{})
	assert.Len(t, legacyRows(t, again), 5)
	require.NoError(t, again.Migrate(ctx))
}

// A database the previous binary migrated to v6 and warmed up at start-up
// without purging: the legacy and graph columns side by side, placed rows
// with a current node.
func TestMigrationV7KeepsRunsWarmedBeforeIt(t *testing.T) {
	path := legacyFile(t)
	s := openAt(t, path, OpenOptions{UpgradeTable: UpgradeTable()[:6]})
	ctx := context.Background()
	for _, c := range zoneRunAddColumns {
		_, err := s.DB.Exec(ctx, "ALTER TABLE dnd_zone_run ADD COLUMN "+c.name+" "+c.def)
		require.NoError(t, err)
	}
	_, err := s.DB.Exec(ctx, "UPDATE dnd_zone_run SET current_node = 'crypt_valdris.entry', state_json = '{\"seed\":5}' WHERE run_id = 1")
	require.NoError(t, err)
	require.NoError(t, s.Close())

	s = openAt(t, path, OpenOptions{})
	before, ok, err := s.ZoneRun.Get(ctx, 1)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, zonegraph.NodeID("crypt_valdris.entry"), before.Current)
	assert.Len(t, legacyRows(t, s), 5)
	rep, err := s.ZoneRun.WarmUpLegacy(ctx, warmUp())
	require.NoError(t, err)
	assert.Equal(t, LegacyReport{Warmed: 3, Skipped: 1}, rep, "the run placed before is left alone")
	after, _, err := s.ZoneRun.Get(ctx, 1)
	require.NoError(t, err)
	assert.Equal(t, before, after)
}

// GOGOBEE_BRANCHING_PURGE=1: the legacy columns and the index on one go,
// once; the kept-aside values and the placed runs stay; new runs work.
func TestPurgeDropsTheLegacyColumnsOnce(t *testing.T) {
	s := legacyFixture(t)
	ctx := context.Background()
	_, err := s.ZoneRun.WarmUpLegacy(ctx, warmUp())
	require.NoError(t, err)
	placed, _, err := s.ZoneRun.Get(ctx, 2)
	require.NoError(t, err)

	rep, err := s.ZoneRun.PurgeLegacyColumns(ctx)
	require.NoError(t, err)
	assert.Equal(t, PurgeReport{Indexes: []string{"dnd_zone_run_room"}, Columns: []string{legacyCurrentRoom, legacyRoomSeq}}, rep)
	fresh, _ := openTemp(t)
	assert.Equal(t, zoneRunColumnSet(t, fresh), zoneRunColumnSet(t, s), "the same columns as a database born with the graph model")
	idx, err := indexesUsing(ctx, s.DB, "dnd_zone_run", []string{"user_id"})
	require.NoError(t, err)
	assert.Equal(t, []string{"dnd_zone_run_user"}, idx, "the index on a legacy column is gone, v3's is there")
	assert.Len(t, legacyRows(t, s), 5, "the values v7 kept aside stay")
	after, _, err := s.ZoneRun.Get(ctx, 2)
	require.NoError(t, err)
	assert.Equal(t, placed, after)

	again, err := s.ZoneRun.PurgeLegacyColumns(ctx)
	require.NoError(t, err)
	assert.Equal(t, PurgeReport{}, again, "nothing left to drop")
	_, err = s.ZoneRun.Create(ctx, "@z:x", content.ZoneCryptValdris, runT0)
	require.NoError(t, err)

	clean, _ := openTemp(t)
	none, err := clean.ZoneRun.PurgeLegacyColumns(ctx)
	require.NoError(t, err)
	assert.Equal(t, PurgeReport{}, none, "a database that never had them")
}

func TestLegacyWarmUpDerivesGraphPositionsOnce(t *testing.T) {
	s := legacyFixture(t)
	ctx := context.Background()
	rep, err := s.ZoneRun.WarmUpLegacy(ctx, warmUp())
	require.NoError(t, err)
	assert.Equal(t, 4, rep.Warmed)
	assert.Equal(t, 1, rep.Skipped, "a zone without a graph is left alone")

	tests := []struct {
		id      zonerun.RunID
		current zonegraph.NodeID
		visited int
	}{{1, "crypt_valdris.entry", 1}, {2, "crypt_valdris.antechamber", 8}, {5, "crypt_valdris.boss", 13}}
	for _, tt := range tests {
		r, ok, err := s.ZoneRun.Get(ctx, tt.id)
		require.NoError(t, err)
		require.True(t, ok)
		assert.Equal(t, tt.current, r.Current, "run %d", tt.id)
		assert.Len(t, r.Visited, tt.visited)
		assert.Equal(t, tt.visited, r.RoomsTraversed, "rooms_traversed bootstrapped to the visited count")
		assert.Len(t, r.Cleared, tt.visited-1)
		assert.Equal(t, uint64(tt.id)*1000, r.Seed)
	}
	deep, _, err := s.ZoneRun.Get(ctx, 3)
	require.NoError(t, err)
	g, _ := content.ZoneGraph(content.ZoneUnderdark)
	assert.Equal(t, g.Boss, deep.Current)
	assert.Len(t, deep.RegionsCleared, len(g.Regions)-1)
	assert.Equal(t, g.Regions[len(g.Regions)-1].ID, deep.Region)

	// Again: nothing more to do, rows unchanged.
	before, _, _ := s.ZoneRun.Get(ctx, 2)
	rep, err = s.ZoneRun.WarmUpLegacy(ctx, warmUp())
	require.NoError(t, err)
	assert.Equal(t, LegacyReport{Skipped: 1}, rep)
	after, _, _ := s.ZoneRun.Get(ctx, 2)
	assert.Equal(t, before, after)

	// New runs work on the migrated table.
	_, err = s.ZoneRun.Create(ctx, "@z:x", content.ZoneCryptValdris, runT0)
	require.NoError(t, err)
}

func TestWarmUpOnAFreshDatabaseDoesNothing(t *testing.T) {
	s, _ := openTemp(t)
	rep, err := s.ZoneRun.WarmUpLegacy(context.Background(), warmUp())
	require.NoError(t, err)
	assert.Equal(t, LegacyReport{}, rep)
	assert.Empty(t, legacyRows(t, s))
}
