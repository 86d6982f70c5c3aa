package outbox

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// burstHS is a homeserver for the parallel sender: it records every send
// in arrival order, refuses the first send of each room in limited with a
// 429 (retry after a second), and calls onSend after the n-th send it
// took (n counted from 1), so a test can queue an answer mid-burst.
type burstHS struct {
	mu      sync.Mutex
	sent    []Row
	limited map[string]bool
	onSend  func(n int)
}

func (h *burstHS) Deliver(_ context.Context, r Row) error {
	h.mu.Lock()
	if h.limited[r.Destination()] {
		delete(h.limited, r.Destination())
		h.mu.Unlock()
		return rateLimited{after: time.Second}
	}
	h.sent = append(h.sent, r)
	n, hook := len(h.sent), h.onSend
	h.mu.Unlock()
	if hook != nil {
		hook(n)
	}
	return nil
}

// burst queues the scheduled burst: one DM to each of rooms rooms (rooms
// "!r0000:x"…), and two more to each of the first follow rooms, in the
// Scheduled lane.
func burst(t *testing.T, st *store.Store, rooms, follow int) {
	t.Helper()
	ctx := WithLane(context.Background(), Scheduled)
	err := st.Tx(ctx, func(ctx context.Context) error {
		for round := range 3 {
			for i := range rooms {
				if round > 0 && i >= follow {
					break
				}
				if err := Enqueue(ctx, st, t0, Message{RoomID: id.RoomID(fmt.Sprintf("!r%04d:x", i)), Body: fmt.Sprintf("briefing %d", round)}); err != nil {
					return err
				}
			}
		}
		return nil
	})
	require.NoError(t, err)
}

// 2,000 rooms' briefings sent 16 rooms at a time: each row exactly once,
// each room's rows in their order; a 429 holds back only its own room,
// for the second it asked (a fake clock), while the others go on. With
// one worker, so the order of the sends is the order rows are handed out,
// an answer to a command queued in the middle of the burst goes out next,
// before the 1,500 briefings still waiting; with 16 it is handed out as
// soon as a worker is free, and its wall time is
// BenchmarkSenderBurst's.
func TestParallelSenderKeepsEachRoomsOrderAndAnswersFirst(t *testing.T) {
	for _, workers := range []int{1, 16} {
		t.Run(fmt.Sprintf("workers=%d", workers), func(t *testing.T) { checkBurst(t, workers) })
	}
}

// checkBurst is TestParallelSenderKeepsEachRoomsOrderAndAnswersFirst with
// workers workers.
func checkBurst(t *testing.T, workers int) {
	const rooms, follow = 2000, 50
	st := openStore(t, testdb.Path(t, "o.db"))
	defer st.Close()
	ctx := context.Background()
	burst(t, st, rooms, follow)
	now := t0
	hs := &burstHS{limited: map[string]bool{}}
	for i := 0; i < rooms; i += 100 {
		hs.limited[fmt.Sprintf("room:!r%04d:x", i)] = true
	}
	s := NewSender(st, hs, zerolog.Nop())
	s.Workers = workers
	s.Now = func() time.Time { return now }
	wake := make(chan struct{}, 1)
	const askAt = 500
	hs.onSend = func(n int) {
		if n != askAt {
			return
		}
		require.NoError(t, Enqueue(ctx, st, t0, Message{RoomID: "!ping:x", Body: "pong"}))
		wake <- struct{}{}
	}
	sent, retry, err := s.pump(ctx, wake)
	require.NoError(t, err)
	total := rooms + 2*follow + 1
	assert.Equal(t, total-rooms/100-2, sent, "everything but the 20 rooms told to wait (room 0's two later rows wait behind its first)")
	assert.Equal(t, now.Add(time.Second), retry, "the earliest retry is the 429's second")

	n, err := s.Flush(ctx)
	require.NoError(t, err)
	assert.Zero(t, n, "a limited room waits out its second")
	now = now.Add(time.Second)
	n, err = s.Flush(ctx)
	require.NoError(t, err)
	assert.Equal(t, rooms/100+2, n, "then its rows go, the second and third behind the first (room 0 has three)")

	seen := map[int64]bool{}
	last := map[string]int64{}
	ping := -1
	for i, r := range hs.sent {
		require.False(t, seen[r.ID], "row %d sent twice", r.ID)
		seen[r.ID] = true
		require.Greater(t, r.ID, last[r.Destination()], "%s out of order", r.Destination())
		last[r.Destination()] = r.ID
		if r.RoomID == "!ping:x" {
			ping = i
		}
	}
	assert.Len(t, seen, total, "every row once")
	require.GreaterOrEqual(t, ping, askAt)
	if workers == 1 {
		assert.Equal(t, askAt, ping, "the answer is the very next send")
	}
}

// A sender of one worker sends one row at a time, in the order of
// Pending: a destination with an answer waiting before those with only
// scheduled rows, then oldest first.
func TestPendingServesAnswersBeforeScheduledRows(t *testing.T) {
	st := openStore(t, testdb.Path(t, "o.db"))
	defer st.Close()
	ctx := context.Background()
	sched := WithLane(ctx, Scheduled)
	require.NoError(t, Enqueue(sched, st, t0, Message{DMUser: "@a:x", Body: "a briefing"}))
	require.NoError(t, Enqueue(sched, st, t0, Message{DMUser: "@b:x", Body: "b briefing"}))
	require.NoError(t, Enqueue(ctx, st, t0, Message{DMUser: "@b:x", Body: "b answer"}))
	require.NoError(t, Enqueue(ctx, st, t0, Message{RoomID: "!c:x", Body: "c answer"}))
	hs := newHomeserver()
	s := NewSender(st, hs, zerolog.Nop())
	var order []string
	for {
		rows, err := Pending(ctx, st, time.Now(), 1)
		require.NoError(t, err)
		if len(rows) == 0 {
			break
		}
		order = append(order, rows[0].Body)
		require.NoError(t, s.markSent(ctx, rows[0], ""))
	}
	assert.Equal(t, []string{"b briefing", "b answer", "c answer", "a briefing"}, order,
		"b has an answer waiting, behind its own briefing; c's answer; then a's briefing")
}

// A sender of one worker (the console's) sends scheduled rows in row
// order across destinations: a destination's second row, queued before
// another's first, goes before it, never after every other head (the
// console printed a fight's next turn after the evening's recaps queued
// hours later in the same clock jump).
func TestOneWorkerSendsInRowOrderAcrossDestinations(t *testing.T) {
	st := openStore(t, testdb.Path(t, "o.db"))
	defer st.Close()
	ctx := context.Background()
	sched := WithLane(ctx, Scheduled)
	for _, m := range []Message{
		{RoomID: "!fight:x", Body: "Bob's turn"},
		{RoomID: "!fight:x", Body: "Ann's turn"},
		{DMUser: "@ann:x", Body: "Ann's recap"},
		{DMUser: "@bob:x", Body: "Bob's recap"},
		{RoomID: "!fight:x", Body: "Bob's next turn"},
	} {
		require.NoError(t, Enqueue(sched, st, t0, m))
	}
	hs := &burstHS{limited: map[string]bool{}}
	s := NewSender(st, hs, zerolog.Nop())
	n, err := s.Flush(ctx)
	require.NoError(t, err)
	require.Equal(t, 5, n)
	var order []string
	for _, r := range hs.sent {
		order = append(order, r.Body)
	}
	assert.Equal(t, []string{"Bob's turn", "Ann's turn", "Ann's recap", "Bob's recap", "Bob's next turn"}, order)
}
