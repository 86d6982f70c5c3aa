package store

import (
	"context"
	"time"

	"go.mau.fi/util/dbutil"
)

// Player is one row of the player table: a Matrix user who has spoken to the
// bot. TZ is an IANA zone name, or "" for the operator's default zone.
// TextOnly is `!settings text on`: no pictures and no drawings for them.
type Player struct {
	UserID    string
	TZ        string
	CreatedAt time.Time
	TextOnly  bool
}

// playerColumns are the player columns Player.Scan reads, in its order.
const playerColumns = "user_id, tz, created_at, text_only"

// Scan reads one row of playerColumns.
func (p *Player) Scan(row dbutil.Scannable) (*Player, error) {
	var ms int64
	if err := row.Scan(&p.UserID, &p.TZ, &ms, &p.TextOnly); err != nil {
		return nil, err
	}
	p.CreatedAt = time.UnixMilli(ms).UTC()
	return p, nil
}

// EnsurePlayer creates the player row for userID if it is missing and reports
// whether it did (the caller then sends the welcome DM).
func (s *Store) EnsurePlayer(ctx context.Context, userID string, now time.Time) (created bool, err error) {
	return changedOne(s.DB.Exec(ctx,
		"INSERT INTO player (user_id, created_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING",
		userID, now.UnixMilli()))
}

// GetPlayer loads the player row for userID; ok is false when there is none.
func (s *Store) GetPlayer(ctx context.Context, userID string) (p Player, ok bool, err error) {
	return one(ctx, s.q.players, "SELECT "+playerColumns+" FROM player WHERE user_id = $1", userID)
}

// SetPlayerTZ stores the player's IANA time zone name. The caller validates it.
func (s *Store) SetPlayerTZ(ctx context.Context, userID, tz string) error {
	_, err := s.DB.Exec(ctx, "UPDATE player SET tz = $2 WHERE user_id = $1", userID, tz)
	return err
}

// SetPlayerTextOnly stores the player's text-only setting (`!settings
// text on|off`).
func (s *Store) SetPlayerTextOnly(ctx context.Context, userID string, on bool) error {
	_, err := s.DB.Exec(ctx, "UPDATE player SET text_only = $2 WHERE user_id = $1", userID, on)
	return err
}

// CountPlayers returns how many players the bot has met (rows of player).
func (s *Store) CountPlayers(ctx context.Context) (int, error) {
	n, _, err := value[int](ctx, s.DB, "SELECT COUNT(*) FROM player")
	return n, err
}
