package app

import (
	"context"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/scheduler"
)

// Close waits for a dev-clock move under way: the job the move is running
// finishes before the database closes, and the move runs no job after it.
func TestCloseWaitsForADevClockMove(t *testing.T) {
	cfg, err := config.Load(func(k string) (string, bool) {
		v, ok := map[string]string{"GOGOBEE_DEV_CLOCK": "1", "GOGOBEE_ADMINS": "@op:example.org"}[k]
		return v, ok
	})
	require.NoError(t, err)
	cfg.DBPath = filepath.Join(t.TempDir(), "dev.db")
	a, err := New(context.Background(), &cfg, Options{Log: zerolog.Nop()})
	require.NoError(t, err)
	started, release := make(chan struct{}, 2), make(chan struct{})
	var ran atomic.Int32
	require.NoError(t, a.Scheduler.Register("test_block", func(context.Context, scheduler.Job, time.Time) (scheduler.Result, error) {
		ran.Add(1)
		started <- struct{}{}
		<-release
		return scheduler.Result{}, nil
	}))
	now := a.Clock.Now()
	for i, key := range []string{"first", "second"} {
		job := scheduler.Job{Kind: "test_block", Key: key, DueAt: now.Add(time.Duration(i+1) * time.Hour)}
		require.NoError(t, scheduler.Schedule(context.Background(), a.Store, job))
	}
	a.Router.Handle(context.Background(), bot.Message{Sender: "@op:example.org", Room: "!r:x", EventID: "$1", Body: "!admin clock +24h", Time: now})
	select {
	case <-started:
	case <-time.After(10 * time.Second):
		t.Fatal("the clock move never ran the first job")
	}
	closed := make(chan error, 1)
	go func() { closed <- a.Close() }()
	select {
	case err := <-closed:
		t.Fatalf("Close returned (%v) while the move's job was still running", err)
	case <-time.After(200 * time.Millisecond):
	}
	close(release)
	select {
	case err := <-closed:
		require.NoError(t, err)
	case <-time.After(10 * time.Second):
		t.Fatal("Close never returned")
	}
	assert.Equal(t, int32(1), ran.Load(), "the move stops at its next job once Close begins")
}
