package store

import (
	"context"
	"database/sql"
	"time"
)

// MarkHandled records eventID as handled at now. It reports false when the
// event had already been recorded, so the caller must not act on it again.
func (s *Store) MarkHandled(ctx context.Context, eventID string, now time.Time) (bool, error) {
	return changedOne(s.DB.Exec(ctx,
		"INSERT INTO handled_event (event_id, handled_at) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING",
		eventID, now.UnixMilli()))
}

// WasHandled reports whether eventID has been recorded as handled.
func (s *Store) WasHandled(ctx context.Context, eventID string) (bool, error) {
	_, ok, err := value[int](ctx, s.DB, "SELECT 1 FROM handled_event WHERE event_id = $1", eventID)
	return ok, err
}

// LastHandledAt is when the most recent event was recorded as handled (the
// zero time when none is).
func (s *Store) LastHandledAt(ctx context.Context) (time.Time, error) {
	ms, _, err := value[sql.NullInt64](ctx, s.DB, "SELECT MAX(handled_at) FROM handled_event")
	if err != nil || !ms.Valid {
		return time.Time{}, err
	}
	return time.UnixMilli(ms.Int64).UTC(), nil
}

// PruneHandled forgets handled events older than before and returns how many
// rows went. Homeservers do not redeliver events that old.
func (s *Store) PruneHandled(ctx context.Context, before time.Time) (int64, error) {
	res, err := s.DB.Exec(ctx, "DELETE FROM handled_event WHERE handled_at < $1", before.UnixMilli())
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}
