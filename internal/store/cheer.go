package store

import (
	"context"
	"time"
)

// FirstCheer records that userID cheered at the fork prompt ref at now and
// reports whether it is their first cheer there (false: one line was shown
// already, so no second is).
func (s *Store) FirstCheer(ctx context.Context, ref, userID string, now time.Time) (bool, error) {
	return changedOne(s.DB.Exec(ctx,
		"INSERT INTO fork_cheer (ref, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (ref, user_id) DO NOTHING",
		ref, userID, now.UnixMilli()))
}

// PruneCheers forgets the cheers recorded before before and returns how
// many rows went (the retention job; a prompt that old was answered long
// ago).
func (s *Store) PruneCheers(ctx context.Context, before time.Time) (int64, error) {
	res, err := s.DB.Exec(ctx, "DELETE FROM fork_cheer WHERE created_at < $1", before.UnixMilli())
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}
