package store

import (
	"context"
	"time"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/id"
)

// Player is one row of the player table: a Matrix user who has spoken to the
// bot. TZ is an IANA zone name, or "" for the operator's default zone.
// TextOnly is `!settings text on`: no pictures and no drawings for them.
type Player struct {
	UserID    id.UserID
	TZ        string
	CreatedAt time.Time
	TextOnly  bool
}

// playerColumns are the player columns Player.Scan reads, in its order.
const playerColumns = "user_id, tz, created_at, text_only"

// Scan reads one row of playerColumns.
func (p *Player) Scan(row dbutil.Scannable) (*Player, error) {
	return dbutil.ValueOrErr(p, row.Scan(&p.UserID, &p.TZ, millis(&p.CreatedAt), &p.TextOnly))
}

// PlayerQuery reads and writes the player table (Store.Player).
type PlayerQuery struct {
	db   *dbutil.Database
	rows *dbutil.QueryHelper[*Player]
}

const (
	ensurePlayerQuery      = "INSERT INTO player (user_id, created_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING"
	getPlayerQuery         = "SELECT " + playerColumns + " FROM player WHERE user_id = $1"
	setPlayerTZQuery       = "UPDATE player SET tz = $2 WHERE user_id = $1"
	setPlayerTextOnlyQuery = "UPDATE player SET text_only = $2 WHERE user_id = $1"
	countPlayersQuery      = "SELECT COUNT(*) FROM player"
)

// Ensure creates the player row for userID if it is missing and reports
// whether it did (the caller then sends the welcome DM).
func (q *PlayerQuery) Ensure(ctx context.Context, userID id.UserID, now time.Time) (created bool, err error) {
	return changedOne(q.db.Exec(ctx, ensurePlayerQuery, userID, now.UnixMilli()))
}

// Get loads the player row for userID; ok is false when there is none.
func (q *PlayerQuery) Get(ctx context.Context, userID id.UserID) (p Player, ok bool, err error) {
	return one(ctx, q.rows, getPlayerQuery, userID)
}

// SetTZ stores the player's IANA time zone name. The caller validates it.
func (q *PlayerQuery) SetTZ(ctx context.Context, userID id.UserID, tz string) error {
	_, err := q.db.Exec(ctx, setPlayerTZQuery, userID, tz)
	return err
}

// SetTextOnly stores the player's text-only setting (`!settings text
// on|off`).
func (q *PlayerQuery) SetTextOnly(ctx context.Context, userID id.UserID, on bool) error {
	_, err := q.db.Exec(ctx, setPlayerTextOnlyQuery, userID, flag(on))
	return err
}

// Count returns how many players the bot has met (rows of player).
func (q *PlayerQuery) Count(ctx context.Context) (int, error) {
	n, _, err := value[int](ctx, q.db, countPlayersQuery)
	return n, err
}
