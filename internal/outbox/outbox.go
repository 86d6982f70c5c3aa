// Package outbox is the durable outbound queue. Every message
// the bot will send is inserted here inside the transaction of the state
// change that caused it; a sender loop delivers the rows in order per room and
// marks them sent. A row's transaction ID derives from its row ID, so a send
// repeated after a crash is deduplicated by the homeserver.
package outbox

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

// Message is one message to send: to a room (RoomID) or as a DM to a user
// (DMUser), optionally inside a thread. Body is Markdown. Image, when set,
// is a picture sent with Body as its caption and fallback (Image). Ref,
// when set, names what a reaction to the message answers
// ("fork:<run>:<prompt>"): the sender records the event ID the message got
// (RecordEventID), and FindRef finds the row again from a reaction's
// target.
type Message struct {
	RoomID     id.RoomID
	DMUser     id.UserID
	ThreadRoot id.EventID
	Body       string
	Image      *Image
	Ref        string
}

// Row is a queued message with its delivery bookkeeping.
type Row struct {
	ID int64
	Message
	CreatedAt time.Time
	Attempts  int
}

// TxnID is the Matrix transaction ID of the row: stable across retries and
// restarts, so the homeserver deduplicates a repeated send.
func (r Row) TxnID() string { return fmt.Sprintf("gogobee.outbox.%d", r.ID) }

// Destination names where the row goes ("room:!id" or "dm:@user"); rows to
// one destination are delivered strictly in ID order.
func (r Row) Destination() string {
	if r.DMUser != "" {
		return "dm:" + string(r.DMUser)
	}
	return "room:" + string(r.RoomID)
}

// Lane is the outbox lane of a row: the sender serves every destination
// with an interactive row waiting before those with only scheduled ones.
type Lane int

// The lanes.
const (
	// Interactive is a command's answer (and every row not queued by a
	// scheduled job).
	Interactive Lane = 0
	// Scheduled is a row a scheduled job queued: a briefing, a recap, a
	// weekly post.
	Scheduled Lane = 1
)

// laneKey carries the lane of the rows enqueued in a context.
type laneKey struct{}

// WithLane returns ctx in which Enqueue queues its rows in lane (the
// scheduler runs its jobs in the Scheduled lane).
func WithLane(ctx context.Context, lane Lane) context.Context {
	return context.WithValue(ctx, laneKey{}, lane)
}

// laneOf is the lane of the rows enqueued in ctx (Interactive unless
// WithLane said otherwise).
func laneOf(ctx context.Context) Lane {
	if l, ok := ctx.Value(laneKey{}).(Lane); ok {
		return l
	}
	return Interactive
}

// Enqueue inserts msgs into the outbox at now, inside the transaction carried
// by ctx (or its own if there is none), in ctx's lane (WithLane); a
// message's picture is stored once per content. It returns an error for a message with neither or both of
// RoomID and DMUser, with an empty body, or with an image that is not a PNG
// with a size. A NUL byte in a body (player-typed text quoted back) is
// written as U+FFFD, on either database: Postgres's text cannot hold it.
func Enqueue(ctx context.Context, s *store.Store, now time.Time, msgs ...Message) error {
	for _, m := range msgs {
		if (m.RoomID == "") == (m.DMUser == "") {
			return fmt.Errorf("outbox: message needs exactly one of room or DM user (room %q, user %q)", m.RoomID, m.DMUser)
		}
		if m.Body == "" {
			return fmt.Errorf("outbox: empty message body")
		}
		sum, name := "", ""
		if m.Image != nil {
			var err error
			if sum, err = storeImage(ctx, s, *m.Image, now); err != nil {
				return err
			}
			name = m.Image.FileName()
		}
		if _, err := s.DB.Exec(ctx,
			`INSERT INTO outbox (room_id, dm_user, thread_root, body, created_at, next_attempt_at, image_sha256, image_name, ref, lane)
			 VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $8, $9)`,
			m.RoomID, m.DMUser, m.ThreadRoot, strings.ReplaceAll(m.Body, "\x00", "\uFFFD"), now.UnixMilli(), sum, name, m.Ref, int(laneOf(ctx))); err != nil {
			return fmt.Errorf("outbox: insert: %w", err)
		}
	}
	return nil
}

// Pending returns up to limit unsent rows whose retry time has come (by
// at), at most one per destination: the head of each destination's queue
// (rows given up, MarkGivenUp, are out of it), those of destinations with
// an Interactive row waiting first, then oldest first. A destination whose
// head is waiting for a retry is skipped entirely, so later rows never
// overtake it.
func Pending(ctx context.Context, s *store.Store, at time.Time, limit int) ([]Row, error) {
	rows, err := s.DB.Query(ctx, `
		SELECT o.id, o.room_id, o.dm_user, o.thread_root, o.body, o.created_at, o.attempts, o.image_sha256, o.image_name, o.ref
		FROM outbox o
		JOIN (SELECT MIN(id) AS id, MIN(lane) AS lane FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL GROUP BY room_id, dm_user) h
		  ON h.id = o.id
		WHERE o.next_attempt_at <= $1
		ORDER BY h.lane, o.id
		LIMIT $2`, at.UnixMilli(), limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Row
	var sums, names []string
	for rows.Next() {
		var r Row
		var created int64
		var sum, name string
		if err := rows.Scan(&r.ID, &r.RoomID, &r.DMUser, &r.ThreadRoot, &r.Body, &created, &r.Attempts, &sum, &name, &r.Ref); err != nil {
			return nil, err
		}
		r.CreatedAt = time.UnixMilli(created).UTC()
		out = append(out, r)
		sums, names = append(sums, sum), append(names, name)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows.Close()
	return out, loadImages(ctx, s, out, sums, names)
}

// MarkSent records that row id was delivered at at.
func MarkSent(ctx context.Context, s *store.Store, id int64, at time.Time) error {
	_, err := s.DB.Exec(ctx, "UPDATE outbox SET sent_at = $2 WHERE id = $1 AND sent_at IS NULL", id, at.UnixMilli())
	return err
}

// MarkAttempt records, before a send starts, that row id is being tried. A
// process that dies mid-send leaves the count raised, so the next process
// knows the row may have reached its destination already.
func MarkAttempt(ctx context.Context, s *store.Store, id int64) error {
	_, err := s.DB.Exec(ctx, "UPDATE outbox SET attempts = attempts + 1 WHERE id = $1", id)
	return err
}

// MarkFailed records why the attempt of row id failed and when to try again.
func MarkFailed(ctx context.Context, s *store.Store, id int64, retryAt time.Time, cause error) error {
	return markError(ctx, s, "UPDATE outbox SET next_attempt_at = $2, last_error = $3 WHERE id = $1", id, retryAt, cause)
}

// MarkGivenUp records that row id cannot be delivered (a permanent error):
// it leaves the queue as failed at at, with cause as its reason, and is
// kept (never pruned) for the admins.
func MarkGivenUp(ctx context.Context, s *store.Store, id int64, at time.Time, cause error) error {
	return markError(ctx, s, "UPDATE outbox SET failed_at = $2, last_error = $3 WHERE id = $1 AND sent_at IS NULL", id, at, cause)
}

// markError runs update on row id ($1) with the time at ($2, Unix
// milliseconds) and cause's text, at most 500 bytes ($3, for last_error).
func markError(ctx context.Context, s *store.Store, update string, id int64, at time.Time, cause error) error {
	msg := cause.Error()
	if len(msg) > 500 {
		msg = strings.ToValidUTF8(msg[:500], "")
	}
	_, err := s.DB.Exec(ctx, update, id, at.UnixMilli(), msg)
	return err
}

// Backlog is the outbox's state for the metrics and the admins: rows
// waiting for delivery, the time the oldest of them was written (zero when
// none waits) and rows given up.
type Backlog struct {
	Unsent       int
	OldestUnsent time.Time
	Failed       int
}

// ReadBacklog reads the outbox's Backlog.
func ReadBacklog(ctx context.Context, s *store.Store) (Backlog, error) {
	var b Backlog
	var oldest sql.NullInt64
	err := s.DB.QueryRow(ctx, `SELECT
		COUNT(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL),
		MIN(created_at) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL),
		COUNT(*) FILTER (WHERE failed_at IS NOT NULL)
		FROM outbox`).Scan(&b.Unsent, &oldest, &b.Failed)
	if oldest.Valid {
		b.OldestUnsent = time.UnixMilli(oldest.Int64).UTC()
	}
	return b, err
}

// PruneSent deletes the rows delivered before before (their transaction
// IDs are spent: a retry can no longer need them), then the pictures no
// row carries any more, and returns how many rows it deleted. Rows not yet
// delivered are never pruned.
func PruneSent(ctx context.Context, s *store.Store, before time.Time) (int64, error) {
	res, err := s.DB.Exec(ctx, "DELETE FROM outbox WHERE sent_at IS NOT NULL AND sent_at < $1", before.UnixMilli())
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, err
	}
	return n, pruneImages(ctx, s)
}

// Failed is a row given up after a permanent error (MarkGivenUp), as the
// admins see it.
type Failed struct {
	Row
	FailedAt time.Time
	Reason   string
}

// ListFailed returns up to limit rows given up, newest first.
func ListFailed(ctx context.Context, s *store.Store, limit int) ([]Failed, error) {
	rows, err := s.DB.Query(ctx, `
		SELECT id, room_id, dm_user, thread_root, body, created_at, attempts, failed_at, last_error
		FROM outbox WHERE failed_at IS NOT NULL ORDER BY failed_at DESC, id DESC LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Failed
	for rows.Next() {
		var f Failed
		var created, failed int64
		if err := rows.Scan(&f.ID, &f.RoomID, &f.DMUser, &f.ThreadRoot, &f.Body, &created, &f.Attempts, &failed, &f.Reason); err != nil {
			return nil, err
		}
		f.CreatedAt, f.FailedAt = time.UnixMilli(created).UTC(), time.UnixMilli(failed).UTC()
		out = append(out, f)
	}
	return out, rows.Err()
}

// RetryFailed puts the failed row id back in its destination's queue, due
// at once with a fresh attempt count, and reports whether such a row was
// given up (false: no failed row has that ID).
func RetryFailed(ctx context.Context, s *store.Store, id int64) (bool, error) {
	res, err := s.DB.Exec(ctx,
		"UPDATE outbox SET failed_at = NULL, attempts = 0, next_attempt_at = 0 WHERE id = $1 AND failed_at IS NOT NULL", id)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
