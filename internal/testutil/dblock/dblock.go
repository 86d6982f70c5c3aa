// Package dblock holds a SQLite database write-locked from a connection of
// its own, as an operator's sqlite3 shell or a long backup would, so tests
// can see what the bot does while it cannot write.
package dblock

import (
	"context"
	"database/sql"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// Hold takes the write lock of the database file at path (BEGIN
// EXCLUSIVE) and keeps it until release is called (at the latest when the
// test ends). It fails the test when the lock cannot be taken.
func Hold(t testing.TB, path string) (release func()) {
	t.Helper()
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
