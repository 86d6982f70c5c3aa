package app

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// Close waits for a dev-clock move under way: it cancels the move's
// context, the job the move is running finishes before Close returns, and
// the move runs no job after it. The job holds the move until the test
// releases it, after it has seen Close begin (its context cancelled); the
// workers' own test (workers_test.go) shows stop cannot return before.
func TestCloseWaitsForADevClockMove(t *testing.T) {
	cfg, err := config.Load(func(k string) (string, bool) {
		v, ok := map[string]string{"GOGOBEE_DEV_CLOCK": "1", "GOGOBEE_ADMINS": "@op:example.org"}[k]
		return v, ok
	})
	require.NoError(t, err)
	cfg.DBPath = testdb.Path(t, "dev.db")
	a, err := New(context.Background(), &cfg, Options{Log: zerolog.Nop()})
	require.NoError(t, err)
	started, cancelled, release := make(chan struct{}, 2), make(chan struct{}), make(chan struct{})
	var ran, finished atomic.Int32
	require.NoError(t, a.Scheduler.Register("test_block", func(ctx context.Context, _ scheduler.Job, _ time.Time) (scheduler.Result, error) {
		ran.Add(1)
		started <- struct{}{}
		<-ctx.Done()
		close(cancelled)
		<-release
		finished.Add(1)
		return scheduler.Result{}, nil
	}))
	now := a.Clock.Now()
	for i, key := range []string{"first", "second"} {
		job := scheduler.Job{Kind: "test_block", Key: key, DueAt: now.Add(time.Duration(i+1) * time.Hour)}
		require.NoError(t, scheduler.Schedule(context.Background(), a.Store, job))
	}
	a.Router.Handle(context.Background(), bot.Message{Sender: "@op:example.org", Room: "!r:x", EventID: "$1", Body: "!admin clock +24h", Time: now})
	<-started
	closed := make(chan error, 1)
	go func() { closed <- a.Close() }()
	<-cancelled
	select {
	case err := <-closed:
		t.Fatalf("Close returned (%v) while the move's job was still running", err)
	default:
	}
	close(release)
	require.NoError(t, <-closed)
	assert.Equal(t, int32(1), finished.Load(), "the move's job had returned when Close did")
	assert.Equal(t, int32(1), ran.Load(), "the move stops at its next job once Close begins")
}
