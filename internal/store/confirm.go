package store

import (
	"context"
	"time"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/id"
)

// ConfirmQuery reads and writes pending_confirm, the questions a player
// must answer with a yes before an action runs (Store.Confirm).
type ConfirmQuery struct{ db *dbutil.Database }

const (
	askConfirmQuery = `INSERT INTO pending_confirm (user_id, action, expires_at) VALUES ($1, $2, $3)
		ON CONFLICT (user_id, action) DO UPDATE SET expires_at = excluded.expires_at`
	getConfirmQuery    = "SELECT expires_at FROM pending_confirm WHERE user_id = $1 AND action = $2"
	deleteConfirmQuery = "DELETE FROM pending_confirm WHERE user_id = $1 AND action = $2"
)

// Ask records that userID must confirm action before expiresAt (replacing
// an earlier question about the same action).
func (q *ConfirmQuery) Ask(ctx context.Context, userID id.UserID, action string, expiresAt time.Time) error {
	_, err := q.db.Exec(ctx, askConfirmQuery, userID, action, expiresAt.UnixMilli())
	return err
}

// Take consumes a pending confirmation of action by userID and reports
// whether one was waiting and still valid at now.
func (q *ConfirmQuery) Take(ctx context.Context, userID id.UserID, action string, now time.Time) (bool, error) {
	exp, ok, err := value[int64](ctx, q.db, getConfirmQuery, userID, action)
	if !ok {
		return false, err
	}
	if _, err := q.db.Exec(ctx, deleteConfirmQuery, userID, action); err != nil {
		return false, err
	}
	return now.UnixMilli() <= exp, nil
}

// Waiting reports whether userID's ask of action still waits for their
// yes at now, without taking it.
func (q *ConfirmQuery) Waiting(ctx context.Context, userID id.UserID, action string, now time.Time) (bool, error) {
	exp, ok, err := value[int64](ctx, q.db, getConfirmQuery, userID, action)
	return ok && now.UnixMilli() <= exp, err
}
