package store

import (
	"context"
	"time"
)

// DMRoom returns the DM room remembered for userID; ok is false when none is.
func (s *Store) DMRoom(ctx context.Context, userID string) (roomID string, ok bool, err error) {
	return value[string](ctx, s.DB, "SELECT room_id FROM dm_room WHERE user_id = $1", userID)
}

// SetDMRoom remembers roomID as the DM room for userID.
func (s *Store) SetDMRoom(ctx context.Context, userID, roomID string) error {
	_, err := s.DB.Exec(ctx,
		"INSERT INTO dm_room (user_id, room_id) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET room_id = excluded.room_id",
		userID, roomID)
	return err
}

// ForgetDMRoom drops the remembered DM room of userID (after the user left it).
func (s *Store) ForgetDMRoom(ctx context.Context, userID string) error {
	_, err := s.DB.Exec(ctx, "DELETE FROM dm_room WHERE user_id = $1", userID)
	return err
}

// RecordJoin remembers that the bot joined roomID at at, keeping the time
// already recorded for the room (its invite's, or an earlier join's).
func (s *Store) RecordJoin(ctx context.Context, roomID string, at time.Time) error {
	_, err := s.DB.Exec(ctx,
		"INSERT INTO joined_room (room_id, joined_at) VALUES ($1, $2) ON CONFLICT (room_id) DO NOTHING",
		roomID, at.UnixMilli())
	return err
}

// RecordInvite remembers that the bot was invited to roomID at at: messages
// sent from then on may be commands, though the bot joins later. A newer
// invite (after the bot left the room) moves the room's time forward to
// it; an older one seen again changes nothing.
func (s *Store) RecordInvite(ctx context.Context, roomID string, at time.Time) error {
	_, err := s.DB.Exec(ctx,
		"INSERT INTO joined_room (room_id, joined_at) VALUES ($1, $2) "+
			"ON CONFLICT (room_id) DO UPDATE SET joined_at = max(joined_at, excluded.joined_at)",
		roomID, at.UnixMilli())
	return err
}

// JoinedAt returns when the bot's presence in roomID began: the invite it
// joined on (RecordInvite), else its join; messages from before it are
// history, not commands. ok is false for an unknown room.
func (s *Store) JoinedAt(ctx context.Context, roomID string) (at time.Time, ok bool, err error) {
	return timeValue(ctx, s.DB, "SELECT joined_at FROM joined_room WHERE room_id = $1", roomID)
}
