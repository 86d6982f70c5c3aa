package store

import (
	"context"
	"time"
)

// GetFight loads the raw combat state JSON of userID's fight in progress;
// ok is false when the player is not in a turn-by-turn fight. The combat
// plugin owns the JSON shape.
func (s *Store) GetFight(ctx context.Context, userID string) (data []byte, ok bool, err error) {
	text, ok, err := value[string](ctx, s.DB, "SELECT data FROM fight WHERE user_id = $1", userID)
	if !ok {
		return nil, false, err
	}
	return []byte(text), true, nil
}

// SaveFight stores (creating or replacing) userID's fight state at now.
func (s *Store) SaveFight(ctx context.Context, userID string, data []byte, now time.Time) error {
	_, err := s.DB.Exec(ctx, `
		INSERT INTO fight (user_id, data, started_at, updated_at) VALUES ($1, $2, $3, $3)
		ON CONFLICT (user_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
		userID, string(data), now.UnixMilli())
	return err
}

// EndFight deletes userID's fight state; a missing fight is not an error.
func (s *Store) EndFight(ctx context.Context, userID string) error {
	_, err := s.DB.Exec(ctx, "DELETE FROM fight WHERE user_id = $1", userID)
	return err
}
