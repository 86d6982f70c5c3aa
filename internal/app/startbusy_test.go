package app

import (
	"context"
	"io"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/testutil/dblock"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// lockedDatabase is the configuration of a database that exists (one
// start made it) and that another process now holds write-locked
// (dblock), with the function that lets it go.
func lockedDatabase(t *testing.T) (*config.Config, func()) {
	t.Helper()
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	require.NoError(t, err)
	cfg.DBPath = testdb.Path(t, "locked.db")
	a, err := New(context.Background(), &cfg, Options{Clock: clock.NewFake(defaultConsoleStart), Log: zerolog.Nop()})
	require.NoError(t, err)
	require.NoError(t, a.Close())
	return &cfg, dblock.Hold(t, cfg.DBPath)
}

// A bot started while another process holds the database write-locked
// waits for it with one warning and starts once the lock is gone (failed
// before: "zone start-up: ... database is locked (5) (SQLITE_BUSY)" after
// the first busy timeout).
func TestStartUpWaitsOutALockedDatabase(t *testing.T) {
	cfg, release := lockedDatabase(t)
	var warnings atomic.Int32
	log := zerolog.New(io.Discard).Hook(zerolog.HookFunc(func(_ *zerolog.Event, level zerolog.Level, msg string) {
		if level == zerolog.WarnLevel && msg == "the database is locked by another process; start-up waits for it" {
			warnings.Add(1)
		}
	}))
	type result struct {
		a   *App
		err error
	}
	done := make(chan result, 1)
	go func() {
		a, err := New(context.Background(), cfg, Options{Clock: clock.NewFake(defaultConsoleStart), Log: log, BusyRetry: time.Minute})
		done <- result{a, err}
	}()
	require.Eventually(t, func() bool { return warnings.Load() > 0 || len(done) > 0 }, time.Minute, 50*time.Millisecond)
	require.EqualValues(t, 1, warnings.Load(), "a warning while the lock is held")
	release()
	got := <-done
	require.NoError(t, got.err)
	require.NoError(t, got.a.Close())
	assert.EqualValues(t, 1, warnings.Load(), "one warning in all")
}

// A lock held longer than the start-up's budget ends it with a line saying
// the database stayed locked and what to do.
func TestStartUpGivesUpOnADatabaseLockedTooLong(t *testing.T) {
	cfg, _ := lockedDatabase(t)
	_, err := New(context.Background(), cfg, Options{Clock: clock.NewFake(defaultConsoleStart), Log: zerolog.Nop(), BusyRetry: time.Millisecond})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the database stayed locked by another process for 1ms")
	assert.Contains(t, err.Error(), "end it and start the bot again")
}
