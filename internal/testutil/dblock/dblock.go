// Package dblock holds a database write-locked from a connection of its
// own, as an operator's sqlite3 shell or a long backup would, so tests can
// see what the bot does while it cannot write. On Postgres it holds the
// advisory lock every transaction of the bot takes first.
package dblock

import (
	"context"
	"database/sql"
	"strings"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// PostgresKey is the advisory lock key of the bot's transactions on
// Postgres (the store's serialLockKey; a store test keeps the two equal).
const PostgresKey int64 = 0x676f676f62656501

// Hold takes the write lock of the database at path (BEGIN EXCLUSIVE on a
// SQLite file; on a Postgres URL, the session advisory lock PostgresKey)
// and keeps it until release is called (at the latest when the test ends).
// It fails the test when the lock cannot be taken.
func Hold(t testing.TB, path string) (release func()) {
	t.Helper()
	if strings.HasPrefix(path, "postgres://") || strings.HasPrefix(path, "postgresql://") {
		return holdPostgres(t, path)
	}
	ctx := context.Background()
	db, err := sql.Open("sqlite", "file:"+path)
	require.NoError(t, err)
	conn, err := db.Conn(ctx)
	require.NoError(t, err)
	_, err = conn.ExecContext(ctx, "BEGIN EXCLUSIVE")
	require.NoError(t, err)
	var once sync.Once
	release = func() {
		once.Do(func() {
			_, err := conn.ExecContext(ctx, "COMMIT")
			if err != nil {
				t.Errorf("release the database lock: %v", err)
			}
			conn.Close()
			db.Close()
		})
	}
	t.Cleanup(release)
	return release
}

// holdPostgres is Hold on Postgres.
func holdPostgres(t testing.TB, url string) (release func()) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	require.NoError(t, err)
	_, err = conn.Exec(ctx, "SELECT pg_advisory_lock($1)", PostgresKey)
	require.NoError(t, err)
	var once sync.Once
	release = func() {
		once.Do(func() {
			if _, err := conn.Exec(ctx, "SELECT pg_advisory_unlock($1)", PostgresKey); err != nil {
				t.Errorf("release the database lock: %v", err)
			}
			if err := conn.Close(ctx); err != nil {
				t.Errorf("close the locking connection: %v", err)
			}
		})
	}
	t.Cleanup(release)
	return release
}
