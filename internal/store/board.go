package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/board"
)

// BoardQuery reads and writes what a room's boards are drawn from: who
// plays in the room (room_player), the days played (play_day), who opted
// out (board_optout) and the XP log (xp_gain) (Store.Board).
type BoardQuery struct {
	db        *dbutil.Database
	character *CharacterQuery
}

// roomPlayers is the subquery of the user IDs roomID lists ($1).
const roomPlayers = `SELECT rp.user_id FROM room_player rp JOIN character c ON c.user_id = rp.user_id
	WHERE rp.room_id = $1 AND rp.user_id NOT IN (SELECT user_id FROM board_optout)`

const (
	noteRoomPlayerQuery = `INSERT INTO room_player (room_id, user_id, first_at, last_at) VALUES ($1, $2, $3, $3)
		ON CONFLICT (room_id, user_id) DO UPDATE SET last_at = excluded.last_at`
	notePlayDayQuery = `INSERT INTO play_day (user_id, day) SELECT user_id, $2 FROM character WHERE user_id = $1
		ON CONFLICT (user_id, day) DO NOTHING`
	boardOptOutQuery   = "INSERT INTO board_optout (user_id, at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING"
	boardOptInQuery    = "DELETE FROM board_optout WHERE user_id = $1"
	boardOptedOutQuery = "SELECT at FROM board_optout WHERE user_id = $1"
	pruneXPGainsQuery  = "DELETE FROM xp_gain WHERE at < $1"
	boardPlayersQuery  = `SELECT c.user_id, c.name, c.created_at FROM character c WHERE c.user_id IN (` + roomPlayers + `)`
	boardClearsQuery   = `SELECT run_id, user_id, zone_id, COALESCE(ended_at, updated_at) FROM dnd_zone_run
		WHERE status = 'cleared' AND user_id IN (` + roomPlayers + `) ORDER BY run_id`
	boardCompletionsQuery = `SELECT id, user_id, zone_id, day, updated_at FROM expedition
		WHERE status = 'complete' AND user_id IN (` + roomPlayers + `) ORDER BY id`
	boardXPQuery = `SELECT x.user_id, SUM(x.delta), MAX(x.at) FROM xp_gain x JOIN character c ON c.user_id = x.user_id
		WHERE x.at >= $2 AND x.at >= c.created_at AND x.user_id IN (` + roomPlayers + `) GROUP BY x.user_id`
	boardDaysQuery = `SELECT d.user_id, d.day, COALESCE(p.tz, '') FROM play_day d LEFT JOIN player p ON p.user_id = d.user_id
		WHERE d.user_id IN (` + roomPlayers + `) ORDER BY d.user_id, d.day`
	characterXPUpgradeReadQuery  = "SELECT user_id, data FROM character"
	characterXPUpgradeWriteQuery = "UPDATE character SET xp = $1 WHERE user_id = $2"
)

// NoteRoomPlayer records that userID ran a command in the room roomID at
// now: from then on they are listed on that room's boards (rules §12.1).
func (q *BoardQuery) NoteRoomPlayer(ctx context.Context, roomID id.RoomID, userID id.UserID, now time.Time) error {
	_, err := q.db.Exec(ctx, noteRoomPlayerQuery, roomID, userID, now.UnixMilli())
	return err
}

// NotePlayDay records the calendar date of at, in at's own location (the
// player's time zone), as a day userID played, if they have a character
// (rules §12.1).
func (q *BoardQuery) NotePlayDay(ctx context.Context, userID id.UserID, at time.Time) error {
	_, err := q.db.Exec(ctx, notePlayDayQuery, userID, at.Format(board.DayLayout))
	return err
}

// SetOptOut takes userID off every board (out) or puts them back at
// now, and reports whether that changed anything.
func (q *BoardQuery) SetOptOut(ctx context.Context, userID id.UserID, out bool, now time.Time) (bool, error) {
	if out {
		return changedOne(q.db.Exec(ctx, boardOptOutQuery, userID, now.UnixMilli()))
	}
	return changedOne(q.db.Exec(ctx, boardOptInQuery, userID))
}

// OptedOut reports whether userID asked to be left off the boards.
func (q *BoardQuery) OptedOut(ctx context.Context, userID id.UserID) (bool, error) {
	_, ok, err := value[int64](ctx, q.db, boardOptedOutQuery, userID)
	return ok, err
}

// PruneXPGains forgets the XP changes logged before before (the retention
// job; the XP board reads only the current week) and returns how many
// rows went.
func (q *BoardQuery) PruneXPGains(ctx context.Context, before time.Time) (int64, error) {
	return rowsAffected(q.db.Exec(ctx, pruneXPGainsQuery, before.UnixMilli()))
}

// boardPlayer is a player a room lists, with the floor of their history.
type boardPlayer struct {
	user, name         string
	created            time.Time
	floorRun, floorExp int64
}

// Facts gathers the facts of roomID's boards (rules §12.1), the XP counted
// from since (board.WeekStart), for the players the room lists: those who
// ran a command there, have a character and did not opt out. Records of a
// deleted character are left out (CharacterQuery.HistoryFloor), and so is XP its
// successor did not earn.
func (q *BoardQuery) Facts(ctx context.Context, roomID id.RoomID, since time.Time) (board.Facts, error) {
	players, err := q.players(ctx, roomID)
	if err != nil || len(players) == 0 {
		return board.Facts{}, err
	}
	var f board.Facts
	if f.Clears, err = q.clears(ctx, roomID, players); err != nil {
		return board.Facts{}, err
	}
	if f.Completions, err = q.completions(ctx, roomID, players); err != nil {
		return board.Facts{}, err
	}
	if f.XP, err = q.xp(ctx, roomID, players, since); err != nil {
		return board.Facts{}, err
	}
	if f.Days, err = q.days(ctx, roomID, players); err != nil {
		return board.Facts{}, err
	}
	return f, nil
}

// players is the players roomID lists, by user ID.
func (q *BoardQuery) players(ctx context.Context, roomID id.RoomID) (map[string]boardPlayer, error) {
	rows, err := boardRows(ctx, q, "players of "+string(roomID), func(sc dbutil.Scannable, p *boardPlayer) error {
		return sc.Scan(&p.user, &p.name, millis(&p.created))
	}, boardPlayersQuery, roomID)
	if err != nil {
		return nil, err
	}
	out := make(map[string]boardPlayer, len(rows))
	for _, p := range rows {
		if p.floorRun, p.floorExp, err = q.character.HistoryFloor(ctx, id.UserID(p.user)); err != nil {
			return nil, err
		}
		out[p.user] = p
	}
	return out, nil
}

// clears is the zone runs the listed players cleared.
func (q *BoardQuery) clears(ctx context.Context, roomID id.RoomID, players map[string]boardPlayer) ([]board.Clear, error) {
	rows, err := boardRows(ctx, q, "clears in "+string(roomID), func(sc dbutil.Scannable, r *owned[board.Clear]) error {
		return sc.Scan(&r.id, &r.v.User, &r.v.Zone, millis(&r.v.At))
	}, boardClearsQuery, roomID)
	if err != nil {
		return nil, err
	}
	return pastFloor(rows, players, func(p boardPlayer) int64 { return p.floorRun },
		func(c *board.Clear) (string, *string) { return c.User, &c.Name }), nil
}

// completions is the expeditions the listed players completed.
func (q *BoardQuery) completions(ctx context.Context, roomID id.RoomID, players map[string]boardPlayer) ([]board.Completion, error) {
	rows, err := boardRows(ctx, q, "completions in "+string(roomID), func(sc dbutil.Scannable, r *owned[board.Completion]) error {
		return sc.Scan(&r.id, &r.v.User, &r.v.Zone, &r.v.Days, millis(&r.v.At))
	}, boardCompletionsQuery, roomID)
	if err != nil {
		return nil, err
	}
	return pastFloor(rows, players, func(p boardPlayer) int64 { return p.floorExp },
		func(c *board.Completion) (string, *string) { return c.User, &c.Name }), nil
}

// xp is the listed players' net XP in play from since, counted only
// from their character's creation.
func (q *BoardQuery) xp(ctx context.Context, roomID id.RoomID, players map[string]boardPlayer, since time.Time) ([]board.XPGain, error) {
	rows, err := boardRows(ctx, q, "XP in "+string(roomID), func(sc dbutil.Scannable, g *board.XPGain) error {
		return sc.Scan(&g.User, &g.XP, millis(&g.Last))
	}, boardXPQuery, roomID, since.UnixMilli())
	if err != nil {
		return nil, err
	}
	for i := range rows {
		rows[i].Name = players[rows[i].User].name
	}
	return rows, nil
}

// days is the listed players' days played, with their time zones.
func (q *BoardQuery) days(ctx context.Context, roomID id.RoomID, players map[string]boardPlayer) ([]board.PlayedDays, error) {
	type row struct{ user, day, tz string }
	rows, err := boardRows(ctx, q, "days played in "+string(roomID), func(sc dbutil.Scannable, r *row) error {
		return sc.Scan(&r.user, &r.day, &r.tz)
	}, boardDaysQuery, roomID)
	if err != nil {
		return nil, err
	}
	var out []board.PlayedDays
	for _, r := range rows {
		if n := len(out); n == 0 || out[n-1].User != r.user {
			out = append(out, board.PlayedDays{User: r.user, Name: players[r.user].name, TZ: r.tz})
		}
		out[len(out)-1].Days = append(out[len(out)-1].Days, r.day)
	}
	return out, nil
}

// characterXPUpgrade is migration v16: it fills the xp column (v15) of
// every character from its JSON, so the first save after the upgrade logs
// only what that save gained.
func characterXPUpgrade(ctx context.Context, db *dbutil.Database) error {
	type row struct {
		user string
		xp   int
	}
	rows, err := dbutil.ConvertRowFn[row](func(sc dbutil.Scannable) (row, error) {
		var r row
		var data string
		if err := sc.Scan(&r.user, &data); err != nil {
			return r, err
		}
		var c struct {
			XP int `json:"xp"`
		}
		if err := json.Unmarshal([]byte(data), &c); err != nil {
			return r, fmt.Errorf("character of %s: %w", r.user, err)
		}
		r.xp = c.XP
		return r, nil
	}).NewRowIter(db.Query(ctx, characterXPUpgradeReadQuery)).AsList()
	if err != nil {
		return err
	}
	for _, r := range rows {
		if _, err := db.Exec(ctx, characterXPUpgradeWriteQuery, r.xp, r.user); err != nil {
			return fmt.Errorf("xp of %s: %w", r.user, err)
		}
	}
	return nil
}

// boardRows runs query with args and scans each row into a T with scan;
// what names the rows in an error.
func boardRows[T any](ctx context.Context, q *BoardQuery, what string, scan func(dbutil.Scannable, *T) error, query string, args ...any) ([]T, error) {
	rows, err := dbutil.ConvertRowFn[T](func(sc dbutil.Scannable) (T, error) {
		var r T
		err := scan(sc, &r)
		return r, err
	}).NewRowIter(q.db.Query(ctx, query, args...)).AsList()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return rows, nil
}

// owned is a board row with the ID (a zone run's or an expedition's) that
// the player's history floor is held against.
type owned[T any] struct {
	id int64
	v  T
}

// pastFloor keeps the rows whose ID lies past their player's history floor
// (floor picks it: a character's board counts only what it played),
// each named by its player's character; who gives a row's user and its
// name field.
func pastFloor[T any](rows []owned[T], players map[string]boardPlayer, floor func(boardPlayer) int64, who func(*T) (string, *string)) []T {
	var out []T
	for _, r := range rows {
		user, name := who(&r.v)
		if p := players[user]; r.id > floor(p) {
			*name = p.name
			out = append(out, r.v)
		}
	}
	return out
}
