package app

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

func TestRetentionPrunesOldHandledEventsAndDeliveredMessagesDaily(t *testing.T) {
	ctx := context.Background()
	start := defaultConsoleStart
	clk := clock.NewFake(start)
	b := openBot(t, testdb.Path(t, "b.db"), clk)
	defer b.Close()
	st := b.Store
	old, recent := start.Add(-40*24*time.Hour), start.Add(-time.Hour)
	for ev, at := range map[id.EventID]time.Time{"$old": old, "$recent": recent} {
		_, err := st.Handled.Mark(ctx, ev, at)
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

	for ev, want := range map[id.EventID]bool{"$old": false, "$recent": true} {
		got, err := st.Handled.Has(ctx, ev)
		require.NoError(t, err)
		assert.Equal(t, want, got, ev)
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

// Pruning keeps the dedupe window: an event the homeserver redelivers
// while it is inside GOGOBEE_RETENTION is still ignored after the daily
// prune has run.
func TestARedeliveredEventInsideTheRetentionWindowIsStillIgnored(t *testing.T) {
	ctx := context.Background()
	clk := clock.NewFake(defaultConsoleStart)
	b := openBot(t, testdb.Path(t, "w.db"), clk)
	defer b.Close()
	b.say(t, "$old", "@ann:example.org", "!ping")
	clk.Advance(20 * 24 * time.Hour)
	b.say(t, "$recent", "@ann:example.org", "!ping")
	_, err := b.Scheduler.AdvanceTo(ctx, clk, defaultConsoleStart.Add(40*24*time.Hour)) // prunes daily on the way
	require.NoError(t, err)
	pongs := func() int {
		n := 0
		for _, body := range b.out.bodies() {
			if strings.Contains(body, "Pong") {
				n++
			}
		}
		return n
	}
	before := pongs()
	require.Equal(t, 2, before)
	b.say(t, "$recent", "@ann:example.org", "!ping") // handled 20 days ago: inside the 30-day window
	assert.Equal(t, before, pongs(), "a redelivery inside the window is not answered twice")
	handled, err := b.Store.Handled.Has(ctx, "$old")
	require.NoError(t, err)
	assert.False(t, handled, "an event older than the window is pruned")
}

// The XP changes the week's XP board sums outlive a retention shorter
// than the board week (rules §12.1), and otherwise go with the window.
func TestRetentionKeepsTheBoardWeeksXPWhateverTheWindow(t *testing.T) {
	ctx := context.Background()
	start := defaultConsoleStart
	for _, tt := range []struct {
		keep time.Duration
		left []int
	}{
		{24 * time.Hour, []int{3}},
		{30 * 24 * time.Hour, []int{3, 9}},
	} {
		clk := clock.NewFake(start)
		b := openBot(t, testdb.Path(t, "b.db"), clk)
		st := b.Store
		for _, days := range []int{3, 9, 40} {
			_, err := st.DB.Exec(ctx, "INSERT INTO xp_gain (user_id, at, delta) VALUES ('@ann:x', $1, $2)",
				start.Add(-time.Duration(days)*24*time.Hour).UnixMilli(), days)
			require.NoError(t, err)
		}
		_, err := retentionJob(st, tt.keep)(ctx, scheduler.Job{Kind: RetentionKind, Key: RetentionKind, DueAt: start}, start)
		require.NoError(t, err)
		left, err := st.DB.Query(ctx, "SELECT delta FROM xp_gain ORDER BY delta")
		require.NoError(t, err)
		var deltas []int
		for left.Next() {
			var d int
			require.NoError(t, left.Scan(&d))
			deltas = append(deltas, d)
		}
		require.NoError(t, left.Err())
		assert.Equal(t, tt.left, deltas, "kept %s: the rows of so many days ago left", tt.keep)
		require.NoError(t, b.Close())
	}
}
