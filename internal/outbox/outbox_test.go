package outbox

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

var t0 = time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)

func openStore(t testing.TB, path string) *store.Store {
	t.Helper()
	st, err := store.Open(context.Background(), path, store.OpenOptions{})
	require.NoError(t, err)
	return st
}

// homeserver is a fake Matrix homeserver: it remembers transaction IDs, so
// a repeated send of the same row shows once, like the real thing.
type homeserver struct {
	mu       sync.Mutex
	seen     map[string]bool
	timeline map[string][]string // destination -> bodies, in arrival order
	fail     map[int64]error     // row ID -> error for the next attempt
	crashAt  int64               // deliver this row, then report a crash before it is marked
}

func newHomeserver() *homeserver {
	return &homeserver{seen: map[string]bool{}, timeline: map[string][]string{}, fail: map[int64]error{}}
}

var errCrash = errors.New("process died after sending")

func (h *homeserver) Deliver(_ context.Context, r Row) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if err, ok := h.fail[r.ID]; ok {
		delete(h.fail, r.ID)
		return err
	}
	if !h.seen[r.TxnID()] {
		h.seen[r.TxnID()] = true
		h.timeline[r.Destination()] = append(h.timeline[r.Destination()], r.Body)
	}
	if r.ID == h.crashAt {
		h.crashAt = 0
		return errCrash
	}
	return nil
}

type rateLimited struct{ after time.Duration }

func (e rateLimited) Error() string             { return "M_LIMIT_EXCEEDED" }
func (e rateLimited) RetryAfter() time.Duration { return e.after }

func TestEnqueueValidatesTargets(t *testing.T) {
	st := openStore(t, testdb.Path(t, "o.db"))
	defer st.Close()
	ctx := context.Background()
	assert.Error(t, Enqueue(ctx, st, t0, Message{Body: "x"}))
	assert.Error(t, Enqueue(ctx, st, t0, Message{RoomID: "!r:x", DMUser: "@a:x", Body: "x"}))
	assert.Error(t, Enqueue(ctx, st, t0, Message{RoomID: "!r:x"}))
	b, err := ReadBacklog(ctx, st)
	require.NoError(t, err)
	assert.Zero(t, b.Unsent)
}

func TestSenderDeliversInOrderPerDestinationAndRetries(t *testing.T) {
	st := openStore(t, testdb.Path(t, "o.db"))
	defer st.Close()
	ctx := context.Background()
	hs := newHomeserver()
	require.NoError(t, Enqueue(ctx, st, t0,
		Message{RoomID: "!a:x", Body: "a1"}, Message{DMUser: "@u:x", Body: "d1"},
		Message{RoomID: "!a:x", Body: "a2"}, Message{RoomID: "!b:x", Body: "b1"},
		Message{RoomID: "!a:x", Body: "a3"}))
	hs.fail[1] = errors.New("network down") // a1 fails once
	hs.fail[4] = rateLimited{after: time.Hour}
	s := NewSender(st, hs, zerolog.Nop())
	n, err := s.Flush(ctx)
	require.NoError(t, err)
	assert.Equal(t, 1, n, "only d1 goes: room a waits behind a1, room b waits out its rate limit")
	assert.Nil(t, hs.timeline["room:!a:x"], "a2 never overtakes the failed a1")
	assert.Equal(t, []string{"d1"}, hs.timeline["dm:@u:x"])

	// Pretend the backoff has passed for a1 (but not the hour for b1).
	_, err = st.DB.Exec(ctx, "UPDATE outbox SET next_attempt_at = 0 WHERE id = 1")
	require.NoError(t, err)
	n, err = s.Flush(ctx)
	require.NoError(t, err)
	assert.Equal(t, 3, n)
	assert.Equal(t, []string{"a1", "a2", "a3"}, hs.timeline["room:!a:x"])
	assert.Nil(t, hs.timeline["room:!b:x"])
	var next int64
	require.NoError(t, st.DB.QueryRow(ctx, "SELECT next_attempt_at FROM outbox WHERE id = 4").Scan(&next))
	assert.GreaterOrEqual(t, time.UnixMilli(next), time.Now().Add(59*time.Minute), "the retry hint is obeyed")
}

func TestPermanentErrorGivesUpOnTheRow(t *testing.T) {
	st := openStore(t, testdb.Path(t, "o.db"))
	defer st.Close()
	ctx := context.Background()
	hs := newHomeserver()
	require.NoError(t, Enqueue(ctx, st, t0, Message{RoomID: "!gone:x", Body: "1"}, Message{RoomID: "!gone:x", Body: "2"}))
	hs.fail[1] = PermanentError{errors.New("M_FORBIDDEN")}
	_, err := NewSender(st, hs, zerolog.Nop()).Flush(ctx)
	require.NoError(t, err)
	assert.Equal(t, []string{"2"}, hs.timeline["room:!gone:x"], "the rest of the queue goes on")
	var sentAt, failedAt sql.NullInt64
	var reason string
	require.NoError(t, st.DB.QueryRow(ctx, "SELECT sent_at, failed_at, last_error FROM outbox WHERE id = 1").Scan(&sentAt, &failedAt, &reason))
	assert.False(t, sentAt.Valid, "a message given up is not recorded as sent")
	assert.True(t, failedAt.Valid, "it is recorded as failed")
	assert.Contains(t, reason, "M_FORBIDDEN")
	b, err := ReadBacklog(ctx, st)
	require.NoError(t, err)
	assert.Equal(t, Backlog{Unsent: 0, Failed: 1}, b)
	n, err := PruneSent(ctx, st, time.Now().Add(time.Hour))
	require.NoError(t, err)
	assert.Equal(t, int64(1), n, "only the delivered row is pruned")
	b, err = ReadBacklog(ctx, st)
	require.NoError(t, err)
	assert.Equal(t, 1, b.Failed, "the failed one stays for the admins")
}

func TestBacklogCountsWaitingRowsAndTheOldest(t *testing.T) {
	st := openStore(t, testdb.Path(t, "o.db"))
	defer st.Close()
	ctx := context.Background()
	require.NoError(t, Enqueue(ctx, st, t0, Message{RoomID: "!a:x", Body: "1"}))
	require.NoError(t, Enqueue(ctx, st, t0.Add(time.Minute), Message{DMUser: "@u:x", Body: "2"}))
	b, err := ReadBacklog(ctx, st)
	require.NoError(t, err)
	assert.Equal(t, Backlog{Unsent: 2, OldestUnsent: t0.UTC()}, b)
}

// verifyingServer stores an event even when the sender dies before the
// answer, without remembering the transaction ID (as Dendrite does for a
// cancelled request), and can be asked what it holds.
type verifyingServer struct {
	*homeserver
	checked []int64
}

func (v *verifyingServer) Delivered(_ context.Context, r Row) (bool, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.checked = append(v.checked, r.ID)
	for _, b := range v.timeline[r.Destination()] {
		if b == r.Body {
			return true, nil
		}
	}
	return false, nil
}

func TestInterruptedSendIsVerifiedBeforeItIsRepeated(t *testing.T) {
	path := testdb.Path(t, "verify.db")
	ctx := context.Background()
	st := openStore(t, path)
	require.NoError(t, Enqueue(ctx, st, t0, Message{RoomID: "!r:x", Body: "stored by a dying request"},
		Message{RoomID: "!r:x", Body: "never reached"}))
	hs := &verifyingServer{homeserver: newHomeserver()}
	// The first process records its attempts, the server stores row 1, and
	// the process dies before either answer: both rows look unsent.
	require.NoError(t, MarkAttempt(ctx, st, 1))
	hs.timeline["room:!r:x"] = []string{"stored by a dying request"}
	require.NoError(t, MarkAttempt(ctx, st, 2))
	require.NoError(t, st.Close())

	st2 := openStore(t, path)
	defer st2.Close()
	n, err := NewSender(st2, hs, zerolog.Nop()).Flush(ctx)
	require.NoError(t, err)
	assert.Equal(t, 1, n, "only the row the server never got is sent")
	assert.Equal(t, []string{"stored by a dying request", "never reached"}, hs.timeline["room:!r:x"])
	assert.Equal(t, []int64{1, 2}, hs.checked, "rows with an earlier attempt are checked first")
	left, err := ReadBacklog(ctx, st2)
	require.NoError(t, err)
	assert.Zero(t, left.Unsent)
}

func TestFreshRowsAreNotVerified(t *testing.T) {
	st := openStore(t, testdb.Path(t, "fresh.db"))
	defer st.Close()
	ctx := context.Background()
	require.NoError(t, Enqueue(ctx, st, t0, Message{RoomID: "!r:x", Body: "hi"}))
	hs := &verifyingServer{homeserver: newHomeserver()}
	_, err := NewSender(st, hs, zerolog.Nop()).Flush(ctx)
	require.NoError(t, err)
	assert.Empty(t, hs.checked)
}

func TestBackoffDoublesAndCaps(t *testing.T) {
	assert.Equal(t, time.Second, backoff(0, time.Minute))
	assert.Equal(t, 8*time.Second, backoff(3, time.Minute))
	assert.Equal(t, time.Minute, backoff(30, time.Minute))
}

// A crash between the commit of a row and its send: the row is delivered by
// the next process, exactly once.
func TestRowCommittedBeforeACrashIsDeliveredOnceAfterRestart(t *testing.T) {
	path := testdb.Path(t, "crash.db")
	ctx := context.Background()
	st := openStore(t, path)
	require.NoError(t, st.Tx(ctx, func(ctx context.Context) error {
		return Enqueue(ctx, st, t0, Message{RoomID: "!r:x", Body: "hello"})
	}))
	require.NoError(t, st.Close()) // the process dies before its sender runs

	hs := newHomeserver()
	st2 := openStore(t, path)
	defer st2.Close()
	n, err := NewSender(st2, hs, zerolog.Nop()).Flush(ctx)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	n, err = NewSender(st2, hs, zerolog.Nop()).Flush(ctx)
	require.NoError(t, err)
	assert.Zero(t, n)
	assert.Equal(t, []string{"hello"}, hs.timeline["room:!r:x"])
}

// A crash after the send but before the row is marked sent: the next process
// sends it again with the same transaction ID, and the homeserver shows it once.
func TestRowSentButNotMarkedIsDeduplicatedByTransactionID(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crash2.db")
	ctx := context.Background()
	st := openStore(t, path)
	require.NoError(t, Enqueue(ctx, st, t0, Message{RoomID: "!r:x", Body: "once"}))
	hs := newHomeserver()
	hs.crashAt = 1
	_, err := NewSender(st, hs, zerolog.Nop()).Flush(ctx)
	require.NoError(t, err)
	require.NoError(t, st.Close())

	st2 := openStore(t, path)
	defer st2.Close()
	_, err = st2.DB.Exec(ctx, "UPDATE outbox SET next_attempt_at = 0")
	require.NoError(t, err)
	n, err := NewSender(st2, hs, zerolog.Nop()).Flush(ctx)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.Equal(t, []string{"once"}, hs.timeline["room:!r:x"])
	left, err := ReadBacklog(ctx, st2)
	require.NoError(t, err)
	assert.Zero(t, left.Unsent)
}
