package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// Player is one row of the player table: a Matrix user who has spoken to the
// bot. TZ is an IANA zone name, or "" for the operator's default zone.
type Player struct {
	UserID    string
	TZ        string
	CreatedAt time.Time
}

func isNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }

// EnsurePlayer creates the player row for userID if it is missing and reports
// whether it did (the caller then sends the welcome DM).
func (s *Store) EnsurePlayer(ctx context.Context, userID string, now time.Time) (created bool, err error) {
	res, err := s.DB.Exec(ctx,
		"INSERT INTO player (user_id, created_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING",
		userID, now.UnixMilli())
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// GetPlayer loads the player row for userID; ok is false when there is none.
func (s *Store) GetPlayer(ctx context.Context, userID string) (p Player, ok bool, err error) {
	var ms int64
	err = s.DB.QueryRow(ctx, "SELECT user_id, tz, created_at FROM player WHERE user_id = $1", userID).
		Scan(&p.UserID, &p.TZ, &ms)
	if isNoRows(err) {
		return Player{}, false, nil
	}
	if err != nil {
		return Player{}, false, err
	}
	p.CreatedAt = time.UnixMilli(ms).UTC()
	return p, true, nil
}

// SetPlayerTZ stores the player's IANA time zone name. The caller validates it.
func (s *Store) SetPlayerTZ(ctx context.Context, userID, tz string) error {
	_, err := s.DB.Exec(ctx, "UPDATE player SET tz = $2 WHERE user_id = $1", userID, tz)
	return err
}

// CountPlayers returns how many players the bot has met (rows of player).
func (s *Store) CountPlayers(ctx context.Context) (int, error) {
	var n int
	err := s.DB.QueryRow(ctx, "SELECT COUNT(*) FROM player").Scan(&n)
	return n, err
}
