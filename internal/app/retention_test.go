package app

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/outbox"
)

func TestRetentionPrunesOldHandledEventsAndDeliveredMessagesDaily(t *testing.T) {
	ctx := context.Background()
	start := DefaultConsoleStart
	clk := clock.NewFake(start)
	b := openBot(t, filepath.Join(t.TempDir(), "b.db"), clk)
	defer b.Close()
	st := b.Store
	old, recent := start.Add(-40*24*time.Hour), start.Add(-time.Hour)
	for id, at := range map[string]time.Time{"$old": old, "$recent": recent} {
		_, err := st.MarkHandled(ctx, id, at)
		require.NoError(t, err)
	}
	require.NoError(t, outbox.Enqueue(ctx, st, old, outbox.Message{RoomID: "!r:x", Body: "old, sent"}, outbox.Message{RoomID: "!r:x", Body: "old, never sent"}))
	require.NoError(t, outbox.Enqueue(ctx, st, recent, outbox.Message{RoomID: "!r:x", Body: "recent, sent"}))
	rows, err := outbox.Pending(ctx, st, start, 10)
	require.NoError(t, err)
	require.Len(t, rows, 1, "one pending row per room at a time")
	require.NoError(t, outbox.MarkSent(ctx, st, rows[0].ID, old))      // "old, sent"
	require.NoError(t, outbox.MarkSent(ctx, st, rows[0].ID+2, recent)) // "recent, sent"

	_, err = b.Scheduler.AdvanceTo(ctx, clk, start.Add(25*time.Hour))
	require.NoError(t, err)

	for id, want := range map[string]bool{"$old": false, "$recent": true} {
		got, err := st.WasHandled(ctx, id)
		require.NoError(t, err)
		assert.Equal(t, want, got, id)
	}
	var bodies []string
	r, err := st.DB.Query(ctx, "SELECT body FROM outbox ORDER BY id")
	require.NoError(t, err)
	for r.Next() {
		var body string
		require.NoError(t, r.Scan(&body))
		bodies = append(bodies, body)
	}
	require.NoError(t, r.Err())
	assert.Equal(t, []string{"old, never sent", "recent, sent"}, bodies, "delivered rows past the window go; undelivered ones never")
}
