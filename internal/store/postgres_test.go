package store

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/testutil/dblock"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

func TestIsPostgresAndRedact(t *testing.T) {
	assert.True(t, IsPostgres("postgres://u:p@h/db"))
	assert.True(t, IsPostgres("PostgreSQL://h/db"))
	assert.False(t, IsPostgres("data/gogobee.db"))
	assert.False(t, IsPostgres("postgres.db"))
	assert.Equal(t, "postgres://u:xxxxx@h:5432/db?sslmode=disable", Redact("postgres://u:secret@h:5432/db?sslmode=disable"))
	assert.NotContains(t, Redact("postgres://h/db?password=secret"), "secret")
	assert.Equal(t, "data/gogobee.db", Redact("data/gogobee.db"))
}

func TestDBLockHoldsTheSerialLock(t *testing.T) {
	assert.Equal(t, serialLockKey, dblock.PostgresKey)
	assert.NotEqual(t, serialLockKey, instanceLockKey)
}

// Every integer column of the game's tables is BIGINT on Postgres: unix
// milliseconds overflow a 32-bit INTEGER in 1970.
func TestPostgresHasNo32BitColumns(t *testing.T) {
	s, _ := openAtPath(t, testdb.Postgres(t))
	narrow, err := values[string](context.Background(), s.DB, `
		SELECT table_name || '.' || column_name FROM information_schema.columns
		WHERE table_schema = current_schema() AND data_type IN ('integer', 'smallint')
			AND table_name NOT IN ('version') AND table_name NOT LIKE 'crypto%' AND table_name NOT LIKE 'mx%'
		ORDER BY 1`)
	require.NoError(t, err)
	assert.Empty(t, narrow, "write BIGINT in the migration")
}

// The tables SQLite numbers with AUTOINCREMENT are numbered the same way
// on Postgres: one more than the largest number ever used, with no gap
// left by a rolled-back insert, and past a row copied in with its number.
func TestPostgresNumbersRowsAsSQLiteDoes(t *testing.T) {
	for _, path := range []string{filepath.Join(t.TempDir(), "n.db"), testdb.Postgres(t)} {
		s, _ := openAtPath(t, path)
		ctx := context.Background()
		add := func(ctx context.Context) int64 {
			var id int64
			require.NoError(t, s.DB.QueryRow(ctx, `INSERT INTO ledger (kind, actor, user_id, what, amount, created_at)
				VALUES ('grant', '@a:x', '@b:x', 'coins', 1, 1) RETURNING id`).Scan(&id))
			return id
		}
		assert.Equal(t, int64(1), add(ctx))
		err := s.Tx(ctx, func(ctx context.Context) error {
			add(ctx)
			return assert.AnError
		})
		require.ErrorIs(t, err, assert.AnError)
		assert.Equal(t, int64(2), add(ctx), "%s: the rolled-back insert left no gap", Redact(path))
		_, err = s.DB.Exec(ctx, `INSERT INTO ledger (id, kind, actor, user_id, what, amount, created_at)
			VALUES (10, 'grant', '@a:x', '@b:x', 'coins', 1, 1)`)
		require.NoError(t, err)
		_, err = s.DB.Exec(ctx, "DELETE FROM ledger WHERE id = 10")
		require.NoError(t, err)
		assert.Equal(t, int64(11), add(ctx), "%s: past the largest number ever used", Redact(path))
	}
}

func TestPostgresAdvisoryLockAllowsOneBot(t *testing.T) {
	url := testdb.Postgres(t)
	s, _ := openAtPath(t, url)
	release, err := Lock(url)
	require.NoError(t, err)
	_, err = Lock(url)
	require.ErrorIs(t, err, ErrLocked)
	assert.Contains(t, err.Error(), "gogobee_test", "the lock error names the database")
	assert.NotContains(t, err.Error(), mustConfig(t, url).Password, "but not its password")
	// The lock is the process's alone, not the bot's transactions'.
	require.NoError(t, s.KV.Set(context.Background(), "k", "v"))
	require.NoError(t, release())
	again, err := Lock(url)
	require.NoError(t, err)
	require.NoError(t, again())
}

// A bot whose lock connection is lost takes the lock again, and stops when
// another has it by then.
func TestPostgresLockIsTakenAgainAfterTheConnectionIsLost(t *testing.T) {
	url := testdb.Postgres(t)
	_, _ = openAtPath(t, url)
	every := lockWatchEvery
	lockWatchEvery = 50 * time.Millisecond
	t.Cleanup(func() { lockWatchEvery = every })
	lost := make(chan error, 1)
	was := lockLost
	lockLost = func(err error) { lost <- err }
	t.Cleanup(func() { lockLost = was })

	release, err := Lock(url)
	require.NoError(t, err)
	defer release()
	s, _ := openAtPath(t, url)
	ctx := context.Background()
	kill := func() {
		_, err := s.DB.Exec(ctx, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'gogobee (instance lock)' AND datname = current_database()")
		require.NoError(t, err)
	}
	kill()
	require.Eventually(t, func() bool {
		var held bool
		require.NoError(t, s.DB.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = $1)",
			instanceLockKey&0xffffffff).Scan(&held))
		return held
	}, 5*time.Second, 20*time.Millisecond, "the lock is taken again")
	assert.Empty(t, lost)

	// Another bot, connected and waiting for the lock, has it before the
	// watcher notices the loss.
	other, err := pgx.Connect(ctx, url)
	require.NoError(t, err)
	defer other.Close(ctx)
	kill()
	_, err = other.Exec(ctx, "SELECT pg_advisory_lock($1)", instanceLockKey)
	require.NoError(t, err)
	select {
	case err := <-lost:
		assert.ErrorIs(t, err, ErrLocked)
	case <-time.After(5 * time.Second):
		t.Fatal("lockLost was not called")
	}
}

func TestPostgresBackupAndRestoreNamePgDump(t *testing.T) {
	url := testdb.Postgres(t)
	s, _ := openAtPath(t, url)
	ctx := context.Background()
	_, err := s.Backup(ctx, filepath.Join(t.TempDir(), "b.db"))
	require.ErrorIs(t, err, ErrPostgresBackup)
	assert.Contains(t, err.Error(), "pg_dump")
	_, err = Restore(ctx, filepath.Join(t.TempDir(), "b.db"), url, time.Now())
	require.ErrorIs(t, err, ErrPostgresBackup)
}

func TestPostgresReadinessCheckWaitsOnlyItsBudget(t *testing.T) {
	url := testdb.Postgres(t)
	s, _ := openAtPath(t, url)
	ctx := context.Background()
	require.NoError(t, s.CheckReadWrite(ctx, time.Second, time.Now()))
	release := dblock.Hold(t, url)
	start := time.Now()
	err := s.CheckReadWrite(ctx, 200*time.Millisecond, time.Now())
	require.Error(t, err)
	assert.True(t, IsBusy(err), "%v", err)
	assert.Less(t, time.Since(start), 3*time.Second)
	release()
	require.NoError(t, s.CheckReadWrite(ctx, time.Second, time.Now()))
}

func mustConfig(t *testing.T, url string) *pgx.ConnConfig {
	t.Helper()
	cfg, err := pgx.ParseConfig(url)
	require.NoError(t, err)
	return cfg
}
