package store

import (
	"context"
	"time"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/id"
)

// RoomQuery reads and writes the rooms the bot knows: each player's DM
// room (dm_room) and when the bot's presence in a room began
// (joined_room) (Store.Room).
type RoomQuery struct{ db *dbutil.Database }

const (
	getDMRoomQuery    = "SELECT room_id FROM dm_room WHERE user_id = $1"
	setDMRoomQuery    = "INSERT INTO dm_room (user_id, room_id) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET room_id = excluded.room_id"
	dmRoomUsersQuery  = "SELECT user_id FROM dm_room WHERE room_id = $1 ORDER BY user_id"
	forgetDMRoomQuery = "DELETE FROM dm_room WHERE user_id = $1"
	recordJoinQuery   = "INSERT INTO joined_room (room_id, joined_at) VALUES ($1, $2) ON CONFLICT (room_id) DO NOTHING"
	recordInviteQuery = `INSERT INTO joined_room (room_id, joined_at) VALUES ($1, $2) ON CONFLICT (room_id) DO UPDATE
		SET joined_at = CASE WHEN excluded.joined_at > joined_room.joined_at THEN excluded.joined_at ELSE joined_room.joined_at END`
	getJoinedRoomQuery = "SELECT joined_at FROM joined_room WHERE room_id = $1"
)

// DM returns the DM room remembered for userID; ok is false when none is.
func (q *RoomQuery) DM(ctx context.Context, userID id.UserID) (roomID id.RoomID, ok bool, err error) {
	return value[id.RoomID](ctx, q.db, getDMRoomQuery, userID)
}

// SetDM remembers roomID as the DM room for userID.
func (q *RoomQuery) SetDM(ctx context.Context, userID id.UserID, roomID id.RoomID) error {
	_, err := q.db.Exec(ctx, setDMRoomQuery, userID, roomID)
	return err
}

// DMUsers returns the users whose remembered DM room is roomID (none, or
// one: each DM room is made for one player).
func (q *RoomQuery) DMUsers(ctx context.Context, roomID id.RoomID) ([]id.UserID, error) {
	return values[id.UserID](ctx, q.db, dmRoomUsersQuery, roomID)
}

// ForgetDM drops the remembered DM room of userID (after the user left it).
func (q *RoomQuery) ForgetDM(ctx context.Context, userID id.UserID) error {
	_, err := q.db.Exec(ctx, forgetDMRoomQuery, userID)
	return err
}

// RecordJoin remembers that the bot joined roomID at at, keeping the time
// already recorded for the room (its invite's, or an earlier join's).
func (q *RoomQuery) RecordJoin(ctx context.Context, roomID id.RoomID, at time.Time) error {
	_, err := q.db.Exec(ctx, recordJoinQuery, roomID, at.UnixMilli())
	return err
}

// RecordInvite remembers that the bot was invited to roomID at at: messages
// sent from then on may be commands, though the bot joins later. A newer
// invite (after the bot left the room) moves the room's time forward to
// it; an older one seen again changes nothing.
func (q *RoomQuery) RecordInvite(ctx context.Context, roomID id.RoomID, at time.Time) error {
	_, err := q.db.Exec(ctx, recordInviteQuery, roomID, at.UnixMilli())
	return err
}

// JoinedAt returns when the bot's presence in roomID began: the invite it
// joined on (RecordInvite), else its join; messages from before it are
// history, not commands. ok is false for an unknown room.
func (q *RoomQuery) JoinedAt(ctx context.Context, roomID id.RoomID) (at time.Time, ok bool, err error) {
	return timeValue(ctx, q.db, getJoinedRoomQuery, roomID)
}
