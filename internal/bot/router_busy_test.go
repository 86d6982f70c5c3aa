package bot

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/dblock"
)

const (
	retriedLine = "the database is locked; trying the message again"
	givenUpLine = "the message was given up unrecorded"
)

// shortBusyTimeout makes the store's connections give up waiting for a
// lock after 50 ms instead of store.BusyTimeoutMillis (Postgres: its
// lock_timeout), so a lock of a second outlasts several attempts: the pool
// is cut to the one connection the setting is made on.
func shortBusyTimeout(t *testing.T, st *store.Store) {
	t.Helper()
	st.DB.RawDB.SetMaxOpenConns(1)
	set := "PRAGMA busy_timeout = 50"
	if st.Postgres() {
		set = "SET lock_timeout = 50"
	}
	_, err := st.DB.RawDB.Exec(set)
	require.NoError(t, err)
}

func TestACommandSentWhileTheDatabaseIsLockedRunsOnceItIsFree(t *testing.T) {
	h := newHarness(t, nil)
	shortBusyTimeout(t, h.st)
	ctx := context.Background()
	release := dblock.Hold(t, h.st.Path())
	var released atomic.Bool
	go func() {
		time.Sleep(1500 * time.Millisecond)
		released.Store(true) // before the release: nothing can commit earlier
		release()
	}()

	var givenUp atomic.Bool
	first := h.msg("@alice:example.org", "!append a")
	first.OnGivenUp = func() { givenUp.Store(true) }
	h.r.Dispatch(ctx, first)
	h.r.Dispatch(ctx, h.msg("@alice:example.org", "!append b"))
	h.r.Handle(ctx, h.msg("@alice:example.org", "!ping"))

	assert.True(t, released.Load(), "the commands ran after the lock was released")
	assert.False(t, givenUp.Load(), "a lock shorter than BusyRetry gives nothing up")
	assert.Equal(t, "a,b,", h.kv(t, "list:@alice:example.org"), "each command ran exactly once, in the order sent")
	assert.Equal(t, map[string]int{"append": 2, "ping": 1}, h.calls, "no handler ran while the database was locked")
	bodies := []string{}
	for _, s := range h.outbox(t) {
		bodies = append(bodies, s.Body)
	}
	assert.Equal(t, []string{"welcome @alice:example.org", "pong"}, bodies, "the answer is recorded once")
	assert.Equal(t, 1, strings.Count(h.logs.String(), retriedLine), "one warning for the command that met the lock")
	assert.NotContains(t, h.logs.String(), givenUpLine)
}

func TestACommandGivenUpOnALockedDatabaseIsHandedBackUnrecorded(t *testing.T) {
	h := newHarness(t, nil)
	shortBusyTimeout(t, h.st)
	h.r.BusyRetry = 300 * time.Millisecond
	ctx := context.Background()
	release := dblock.Hold(t, h.st.Path())

	var givenUp atomic.Int32
	msg := h.msg("@alice:example.org", "!ping")
	msg.OnGivenUp = func() { givenUp.Add(1) }
	h.r.Handle(ctx, msg)
	release()

	assert.Equal(t, int32(1), givenUp.Load(), "the transport is told once")
	assert.Empty(t, h.outbox(t), "no answer and no refusal was written")
	handled, err := h.st.Handled.Has(ctx, msg.EventID)
	require.NoError(t, err)
	assert.False(t, handled, "the event is not recorded as handled, so it can run again")
	assert.Equal(t, 1, strings.Count(h.logs.String(), givenUpLine), "one error when given up")

	// Handed again once the database is free, it runs.
	h.r.Handle(ctx, msg)
	assert.Equal(t, int32(1), givenUp.Load())
	require.Len(t, h.outbox(t), 2)
	assert.Equal(t, "pong", h.outbox(t)[1].Body)
	assert.Equal(t, 1, h.calls["ping"])
}

func TestAnErrorThatIsNotALockIsNotRetried(t *testing.T) {
	h := newHarness(t, nil)
	require.NoError(t, h.r.Registry.RegisterAll(Command{Name: "broken", Section: SectionBasics, Handler: func(c *Context) error {
		h.mu.Lock()
		h.calls["broken"]++
		h.mu.Unlock()
		return errors.New("database is locked (SQLITE_BUSY)") // only the text of one
	}}))
	h.r.Handle(context.Background(), h.msg("@alice:example.org", "!broken"))

	assert.Equal(t, 1, h.calls["broken"], "run once")
	out := h.outbox(t)
	require.NotEmpty(t, out)
	assert.Contains(t, out[len(out)-1].Body, "Something went wrong on my side")
	assert.NotContains(t, h.logs.String(), retriedLine)
}
