package store

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.mau.fi/util/dbutil"

	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// openTemp opens a fresh database on the test run's backend (testdb.Path):
// a SQLite file, or a Postgres database with GOGOBEE_TEST_POSTGRES set.
func openTemp(t *testing.T) (*Store, string) {
	t.Helper()
	return openAtPath(t, testdb.Path(t, "gogobee.db"))
}

// openSQLiteFile opens a fresh SQLite file whatever the backend of the run, for
// the tests of what only SQLite has (pragmas, files, VACUUM INTO backups).
func openSQLiteFile(t *testing.T) (*Store, string) {
	t.Helper()
	return openAtPath(t, filepath.Join(t.TempDir(), "gogobee.db"))
}

func openAtPath(t *testing.T, path string) (*Store, string) {
	t.Helper()
	s, err := Open(context.Background(), path, OpenOptions{})
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s, path
}

func TestOpenSetsPragmasOnEveryPooledConnection(t *testing.T) {
	s, _ := openSQLiteFile(t)
	ctx := context.Background()
	// Hold two connections at once so they are distinct pool members.
	c1, err := s.DB.RawDB.Conn(ctx)
	require.NoError(t, err)
	defer c1.Close()
	c2, err := s.DB.RawDB.Conn(ctx)
	require.NoError(t, err)
	defer c2.Close()
	for i, c := range []*sql.Conn{c1, c2} {
		var mode string
		var timeout, fk int
		require.NoError(t, c.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode))
		require.NoError(t, c.QueryRowContext(ctx, "PRAGMA busy_timeout").Scan(&timeout))
		require.NoError(t, c.QueryRowContext(ctx, "PRAGMA foreign_keys").Scan(&fk))
		assert.Equal(t, "wal", mode, "connection %d", i)
		assert.Equal(t, BusyTimeoutMillis, timeout, "connection %d", i)
		assert.Equal(t, 1, fk, "connection %d", i)
	}
	require.NoError(t, s.SelfCheck(ctx))
}

func TestOpenMigratesToLatestAndReopenIsIdempotent(t *testing.T) {
	s, path := openTemp(t)
	ctx := context.Background()
	v, _, err := s.SchemaVersion(ctx)
	require.NoError(t, err)
	assert.Equal(t, LatestVersion(), v)
	require.NoError(t, s.Close())
	s2, err := Open(ctx, path, OpenOptions{})
	require.NoError(t, err)
	defer s2.Close()
	v2, _, err := s2.SchemaVersion(ctx)
	require.NoError(t, err)
	assert.Equal(t, v, v2)
}

func TestDatabaseNewerThanBinaryIsRefusedAndUntouched(t *testing.T) {
	s, path := openTemp(t)
	ctx := context.Background()
	future := LatestVersion() + 5
	_, err := s.DB.Exec(ctx, "UPDATE version SET version = $1, compat = $1", future)
	require.NoError(t, err)
	require.NoError(t, s.KV.Set(ctx, "marker", "before"))
	require.NoError(t, s.Close())

	_, err = Open(ctx, path, OpenOptions{})
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrDatabaseTooNew), err.Error())
	assert.Contains(t, err.Error(), "newer version of GogoBee")

	ro, err := Open(ctx, path, OpenOptions{NoMigrate: true})
	require.NoError(t, err)
	defer ro.Close()
	v, c, err := ro.SchemaVersion(ctx)
	require.NoError(t, err)
	assert.Equal(t, future, v, "version untouched")
	assert.Equal(t, future, c)
	val, ok, err := ro.KV.Get(ctx, "marker")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "before", val)
}

func TestMigrationFailingHalfWayKeepsThePreviousVersion(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "half.db")
	ok := func(ctx context.Context, db *dbutil.Database) error {
		_, err := db.Exec(ctx, "CREATE TABLE first (id INTEGER PRIMARY KEY)")
		return err
	}
	bad := func(ctx context.Context, db *dbutil.Database) error {
		if _, err := db.Exec(ctx, "CREATE TABLE second (id INTEGER PRIMARY KEY)"); err != nil {
			return err
		}
		_, err := db.Exec(ctx, "INSERT INTO no_such_table VALUES (1)")
		return err
	}
	table := dbutil.BuildUpgradeTable().
		WithRaw(0, 1, 0, "first", dbutil.TxnModeOn, ok).
		WithRaw(1, 2, 0, "second, broken", dbutil.TxnModeOn, bad).
		Finish()

	_, err := Open(ctx, path, OpenOptions{UpgradeTable: table})
	require.Error(t, err)

	s, err := Open(ctx, path, OpenOptions{NoMigrate: true, UpgradeTable: table})
	require.NoError(t, err)
	defer s.Close()
	v, _, err := s.SchemaVersion(ctx)
	require.NoError(t, err)
	assert.Equal(t, 1, v, "the failed v2 left v1 in place")
	exists, err := s.DB.TableExists(ctx, "first")
	require.NoError(t, err)
	assert.True(t, exists)
	exists, err = s.DB.TableExists(ctx, "second")
	require.NoError(t, err)
	assert.False(t, exists, "the half-done v2 was rolled back")
}

func TestKVPlayerAndHandledEvents(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	now := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)

	_, ok, err := s.KV.Get(ctx, "k")
	require.NoError(t, err)
	assert.False(t, ok)
	require.NoError(t, s.KV.Set(ctx, "k", "1"))
	require.NoError(t, s.KV.Set(ctx, "k", "2"))
	v, ok, err := s.KV.Get(ctx, "k")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "2", v)

	created, err := s.Player.Ensure(ctx, "@a:x", now)
	require.NoError(t, err)
	assert.True(t, created)
	created, err = s.Player.Ensure(ctx, "@a:x", now)
	require.NoError(t, err)
	assert.False(t, created)
	require.NoError(t, s.Player.SetTZ(ctx, "@a:x", "Europe/Paris"))
	p, ok, err := s.Player.Get(ctx, "@a:x")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, "Europe/Paris", p.TZ)
	assert.Equal(t, now, p.CreatedAt)

	fresh, err := s.Handled.Mark(ctx, "$e1", now)
	require.NoError(t, err)
	assert.True(t, fresh)
	fresh, err = s.Handled.Mark(ctx, "$e1", now)
	require.NoError(t, err)
	assert.False(t, fresh)
	seen, err := s.Handled.Has(ctx, "$e1")
	require.NoError(t, err)
	assert.True(t, seen)
}

func TestTxRollsBackOnError(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	boom := errors.New("boom")
	err := s.Tx(ctx, func(ctx context.Context) error {
		require.NoError(t, s.KV.Set(ctx, "inside", "1"))
		return boom
	})
	assert.ErrorIs(t, err, boom)
	_, ok, err := s.KV.Get(ctx, "inside")
	require.NoError(t, err)
	assert.False(t, ok)
}

// The query helpers read on the caller's transaction: inside it they see
// its uncommitted rows (another connection would not, under WAL), and a
// rollback takes the rows away from them too.
func TestQueriesRunOnTheCallersTransaction(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	boom := errors.New("boom")
	err := s.Tx(ctx, func(ctx context.Context) error {
		_, err := s.Player.Ensure(ctx, "@a:x", runT0)
		require.NoError(t, err)
		p, ok, err := s.Player.Get(ctx, "@a:x")
		require.NoError(t, err)
		require.True(t, ok, "the player row written in this transaction")
		assert.Equal(t, runT0, p.CreatedAt)
		require.NoError(t, s.KV.Set(ctx, "a.1", "x"))
		kv, err := s.KV.WithPrefix(ctx, "a.")
		require.NoError(t, err)
		assert.Equal(t, map[string]string{"a.1": "x"}, kv)
		return boom
	})
	require.ErrorIs(t, err, boom)
	_, ok, err := s.Player.Get(ctx, "@a:x")
	require.NoError(t, err)
	assert.False(t, ok)
	kv, err := s.KV.WithPrefix(ctx, "a.")
	require.NoError(t, err)
	assert.Empty(t, kv)
}
