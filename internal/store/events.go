package store

import (
	"context"
	"time"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/id"
)

// HandledQuery reads and writes handled_event, the Matrix events the bot
// has acted on (Store.Handled).
type HandledQuery struct{ db *dbutil.Database }

const (
	markHandledQuery  = "INSERT INTO handled_event (event_id, handled_at) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING"
	hasHandledQuery   = "SELECT 1 FROM handled_event WHERE event_id = $1"
	lastHandledQuery  = "SELECT MAX(handled_at) FROM handled_event"
	pruneHandledQuery = "DELETE FROM handled_event WHERE handled_at < $1"
)

// Mark records eventID as handled at now. It reports false when the event
// had already been recorded, so the caller must not act on it again.
func (q *HandledQuery) Mark(ctx context.Context, eventID id.EventID, now time.Time) (bool, error) {
	return changedOne(q.db.Exec(ctx, markHandledQuery, eventID, now.UnixMilli()))
}

// Has reports whether eventID has been recorded as handled.
func (q *HandledQuery) Has(ctx context.Context, eventID id.EventID) (bool, error) {
	_, ok, err := value[int](ctx, q.db, hasHandledQuery, eventID)
	return ok, err
}

// Last is when the most recent event was recorded as handled (the zero
// time when none is).
func (q *HandledQuery) Last(ctx context.Context) (time.Time, error) {
	t, _, err := value[msTime](ctx, q.db, lastHandledQuery)
	return time.Time(t), err
}

// Prune forgets handled events older than before and returns how many
// rows went. Homeservers do not redeliver events that old.
func (q *HandledQuery) Prune(ctx context.Context, before time.Time) (int64, error) {
	return rowsAffected(q.db.Exec(ctx, pruneHandledQuery, before.UnixMilli()))
}
