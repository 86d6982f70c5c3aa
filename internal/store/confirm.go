package store

import (
	"context"
	"time"
)

// AskConfirm records that userID must confirm action before expiresAt
// (replacing an earlier question about the same action).
func (s *Store) AskConfirm(ctx context.Context, userID, action string, expiresAt time.Time) error {
	_, err := s.DB.Exec(ctx, `
		INSERT INTO pending_confirm (user_id, action, expires_at) VALUES ($1, $2, $3)
		ON CONFLICT (user_id, action) DO UPDATE SET expires_at = excluded.expires_at`,
		userID, action, expiresAt.UnixMilli())
	return err
}

// TakeConfirm consumes a pending confirmation of action by userID and
// reports whether one was waiting and still valid at now.
func (s *Store) TakeConfirm(ctx context.Context, userID, action string, now time.Time) (bool, error) {
	exp, ok, err := value[int64](ctx, s.DB, "SELECT expires_at FROM pending_confirm WHERE user_id = $1 AND action = $2", userID, action)
	if !ok {
		return false, err
	}
	if _, err := s.DB.Exec(ctx, "DELETE FROM pending_confirm WHERE user_id = $1 AND action = $2", userID, action); err != nil {
		return false, err
	}
	return now.UnixMilli() <= exp, nil
}

// ConfirmWaiting reports whether userID's ask of action still waits for
// their yes at now, without taking it.
func (s *Store) ConfirmWaiting(ctx context.Context, userID, action string, now time.Time) (bool, error) {
	exp, ok, err := value[int64](ctx, s.DB, "SELECT expires_at FROM pending_confirm WHERE user_id = $1 AND action = $2", userID, action)
	return ok && now.UnixMilli() <= exp, err
}
