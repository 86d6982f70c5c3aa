package metrics

import (
	"context"
	"database/sql"
	"net"
	"path/filepath"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// newServed returns metrics on a fresh database, closed when t ends.
func newServed(t *testing.T) *Metrics {
	t.Helper()
	st, err := store.Open(context.Background(), testdb.Path(t, "m.db"), store.OpenOptions{})
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, st.Close()) })
	return New(st, time.Now)
}

func TestServeRefusesAnAddressItCannotListenOn(t *testing.T) {
	m := newServed(t)
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer busy.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	_, err = m.Serve(ctx, busy.Addr().String(), false, zerolog.Nop())
	assert.ErrorContains(t, err, "metrics listener on "+busy.Addr().String())
}

func TestANilMetricsIgnoresReports(t *testing.T) {
	var m *Metrics
	assert.NotPanics(t, func() {
		m.Command("ping", "ok", time.Millisecond)
		m.Refused("rate_limited")
		m.Sent()
		m.Retried()
		m.GaveUp()
		m.JobRan("retention", time.Second, nil)
		m.Ticked()
		m.Synced()
	})
}

// /readyz turns unready while another process holds the database's write
// lock, and ready again once it lets go: a real write, not "SELECT 1",
// which passes on a locked database.
func TestReadyNeedsADatabaseItCanWrite(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "m.db") // SQLite's own lock; store's tests hold Postgres's
	st, err := store.Open(ctx, path, store.OpenOptions{})
	require.NoError(t, err)
	defer st.Close()
	m := New(st, time.Now)
	m.Ticked()
	require.NoError(t, m.Ready(ctx, false))

	other, err := sql.Open("sqlite", "file:"+path)
	require.NoError(t, err)
	defer other.Close()
	conn, err := other.Conn(ctx)
	require.NoError(t, err)
	defer conn.Close()
	_, err = conn.ExecContext(ctx, "BEGIN IMMEDIATE")
	require.NoError(t, err)
	err = m.Ready(ctx, false)
	require.Error(t, err, "write-locked by another process")
	assert.Contains(t, err.Error(), "database: ")
	assert.Contains(t, err.Error(), "locked")

	_, err = conn.ExecContext(ctx, "ROLLBACK")
	require.NoError(t, err)
	assert.NoError(t, m.Ready(ctx, false))
	var timeout int
	require.NoError(t, st.DB.QueryRow(ctx, "PRAGMA busy_timeout").Scan(&timeout))
	assert.Equal(t, store.BusyTimeoutMillis, timeout, "the pool's connections keep their busy timeout")
}

// stop ends the listener and returns only once both its goroutines have:
// the port is free again for a new listener.
func TestServeStopFreesTheAddress(t *testing.T) {
	m := newServed(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0") // handed over open: no moment another process could take it
	require.NoError(t, err)
	addr := ln.Addr().String()
	stop := m.serveOn(context.Background(), ln, false, zerolog.Nop())
	stop()
	again, err := net.Listen("tcp", addr)
	require.NoError(t, err, "the address is free once stop returns")
	require.NoError(t, again.Close())
}

// /readyz names why it is not ready in words that fit the moment: a bot
// just started has had no tick or sync yet; one whose last came too long
// ago says how long it waited.
func TestReadySaysWhetherATickOrSyncNeverCameOrCameTooLongAgo(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, testdb.Path(t, "m.db"), store.OpenOptions{})
	require.NoError(t, err)
	defer st.Close()
	now := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	m := New(st, func() time.Time { return now })
	assert.EqualError(t, m.Ready(ctx, false), "scheduler: no tick yet since start")
	m.Ticked()
	assert.NoError(t, m.Ready(ctx, false))
	assert.EqualError(t, m.Ready(ctx, true), "homeserver: no sync yet since start")
	m.Synced()
	assert.NoError(t, m.Ready(ctx, true))
	now = now.Add(MaxTickAge + time.Second)
	assert.EqualError(t, m.Ready(ctx, false), "scheduler: no tick in the last "+MaxTickAge.String())
}
