package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// ErrWeeklyTaken is returned by ExpeditionQuery.Create for a weekly expedition
// of a week the player has taken already (rules §12.2: one attempt a week).
var ErrWeeklyTaken = errors.New("the player has taken this week's expedition")

// WeeklyRow is a room's weekly expedition (rules §12.2): the week
// ("2026-W10"), its zone, and when its opening notice and its results
// were posted (zero: not yet).
type WeeklyRow struct {
	Room      id.RoomID
	Week      string
	ZoneID    content.ZoneID
	CreatedAt time.Time
	OpenedAt  time.Time
	ResultsAt time.Time
}

// scanWeekly reads a weekly row in weeklyColumns' order.
func scanWeekly(sc dbutil.Scannable) (WeeklyRow, error) {
	var w WeeklyRow
	err := sc.Scan(&w.Room, &w.Week, &w.ZoneID, millis(&w.CreatedAt), millis(&w.OpenedAt), millis(&w.ResultsAt))
	return w, err
}

const weeklyColumns = "room_id, week, zone_id, created_at, opened_at, results_at"

// WeeklyQuery reads and writes the rooms' weekly expeditions (weekly)
// and gathers their entries (Store.Weekly).
type WeeklyQuery struct {
	db        *dbutil.Database
	character *CharacterQuery
}

const (
	getWeeklyQuery    = "SELECT " + weeklyColumns + " FROM weekly WHERE room_id = $1 AND week = $2"
	createWeeklyQuery = `INSERT INTO weekly (room_id, week, zone_id, created_at) VALUES ($1, $2, $3, $4)
		ON CONFLICT (room_id, week) DO NOTHING`
	weekliesOfQuery        = "SELECT " + weeklyColumns + " FROM weekly WHERE week = $1 ORDER BY room_id"
	markWeeklyOpenedQuery  = "UPDATE weekly SET opened_at = $3 WHERE room_id = $1 AND week = $2"
	markWeeklyResultsQuery = "UPDATE weekly SET results_at = $3 WHERE room_id = $1 AND week = $2"
	weeklyEntriesQuery     = `SELECT e.data, COALESCE(c.name, ''), COALESCE(r.visited_nodes, ''), COALESCE(c.data, '{}')
		FROM expedition e LEFT JOIN character c ON c.user_id = e.user_id LEFT JOIN dnd_zone_run r ON r.run_id = e.run_id AND e.run_id > 0
		WHERE e.weekly = $1 AND e.weekly_room = $2 AND e.status NOT IN ('cancelled', 'provisioning') ORDER BY e.id`
	roomLevelsQuery = `SELECT c.data FROM character c JOIN room_player rp ON rp.user_id = c.user_id
		WHERE rp.room_id = $1 ORDER BY c.user_id`
	activeRoomsQuery = `SELECT DISTINCT rp.room_id FROM room_player rp JOIN character c ON c.user_id = rp.user_id
		WHERE rp.last_at >= $1 ORDER BY rp.room_id`
)

// Get loads roomID's weekly of week; ok is false when it has none yet.
func (q *WeeklyQuery) Get(ctx context.Context, roomID id.RoomID, week string) (WeeklyRow, bool, error) {
	rows, err := dbutil.ConvertRowFn[WeeklyRow](scanWeekly).NewRowIter(q.db.Query(ctx, getWeeklyQuery, roomID, week)).AsList()
	if err != nil || len(rows) == 0 {
		return WeeklyRow{}, false, err
	}
	return rows[0], true, nil
}

// Create gives roomID its weekly of week in zoneID at now, unless it
// has one already, and returns the one it has.
func (q *WeeklyQuery) Create(ctx context.Context, roomID id.RoomID, week string, zoneID content.ZoneID, now time.Time) (WeeklyRow, error) {
	if _, err := q.db.Exec(ctx, createWeeklyQuery, roomID, week, zoneID, now.UnixMilli()); err != nil {
		return WeeklyRow{}, err
	}
	w, ok, err := q.Get(ctx, roomID, week)
	if err == nil && !ok {
		err = fmt.Errorf("the weekly of %s for %s vanished", roomID, week)
	}
	return w, err
}

// Of is every room's weekly of week, by room ID.
func (q *WeeklyQuery) Of(ctx context.Context, week string) ([]WeeklyRow, error) {
	return dbutil.ConvertRowFn[WeeklyRow](scanWeekly).NewRowIter(q.db.Query(ctx, weekliesOfQuery, week)).AsList()
}

// MarkOpened records that roomID's weekly of week was announced at.
func (q *WeeklyQuery) MarkOpened(ctx context.Context, roomID id.RoomID, week string, at time.Time) error {
	_, err := q.db.Exec(ctx, markWeeklyOpenedQuery, roomID, week, at.UnixMilli())
	return err
}

// MarkResults records that roomID's weekly results of week were
// posted at.
func (q *WeeklyQuery) MarkResults(ctx context.Context, roomID id.RoomID, week string, at time.Time) error {
	_, err := q.db.Exec(ctx, markWeeklyResultsQuery, roomID, week, at.UnixMilli())
	return err
}

// WeeklyEntry is one attempt at a room's weekly: the expedition, its
// player's character name and HP now, and the rooms its run walked into,
// in order.
type WeeklyEntry struct {
	Exp     expedition.Expedition
	Name    string
	HP      int // the character's HP now
	Visited []zonegraph.NodeID
}

// Entries is every attempt at roomID's weekly of week that set off
// (not one packing, nor one cancelled) by a character still played (an
// earlier, deleted character's leaves with it: CharacterQuery.HistoryFloor), oldest
// first, each with its player's character name and its run's rooms.
func (q *WeeklyQuery) Entries(ctx context.Context, roomID id.RoomID, week string) ([]WeeklyEntry, error) {
	rows, err := dbutil.ConvertRowFn[WeeklyEntry](func(sc dbutil.Scannable) (WeeklyEntry, error) {
		var w WeeklyEntry
		var data, visited, char string
		if err := sc.Scan(&data, &w.Name, &visited, &char); err != nil {
			return w, err
		}
		var now struct {
			HP int `json:"hp"`
		}
		if err := json.Unmarshal([]byte(char), &now); err != nil {
			return w, fmt.Errorf("the character of a weekly expedition of %s: %w", roomID, err)
		}
		w.HP = now.HP
		if err := json.Unmarshal([]byte(data), &w.Exp); err != nil {
			return w, fmt.Errorf("a weekly expedition of %s: %w", roomID, err)
		}
		if err := knownZone(w.Exp); err != nil {
			return w, err
		}
		if visited != "" {
			if err := json.Unmarshal([]byte(visited), &w.Visited); err != nil {
				return w, fmt.Errorf("the rooms of expedition %s: %w", w.Exp.ID, err)
			}
		}
		return w, nil
	}).NewRowIter(q.db.Query(ctx, weeklyEntriesQuery, week, roomID)).AsList()
	if err != nil {
		return nil, fmt.Errorf("weekly entries of %s: %w", roomID, err)
	}
	out := rows[:0]
	for _, r := range rows {
		_, floor, err := q.character.HistoryFloor(ctx, id.UserID(r.Exp.UserID))
		if err != nil {
			return nil, err
		}
		if int64(r.Exp.ID) > floor {
			out = append(out, r)
		}
	}
	return out, nil
}

// RoomLevels is the levels of the characters of the players who play in
// roomID (rules §12.1's room), for the weekly's zone (rules §12.2).
func (q *WeeklyQuery) RoomLevels(ctx context.Context, roomID id.RoomID) ([]int, error) {
	return dbutil.ConvertRowFn[int](func(sc dbutil.Scannable) (int, error) {
		var data string
		if err := sc.Scan(&data); err != nil {
			return 0, err
		}
		var c struct {
			Level int `json:"level"`
		}
		err := json.Unmarshal([]byte(data), &c)
		return c.Level, err
	}).NewRowIter(q.db.Query(ctx, roomLevelsQuery, roomID)).AsList()
}

// ActiveRooms is the rooms where someone with a character ran a command
// at since or later, by room ID: the rooms the weekly opens in.
func (q *WeeklyQuery) ActiveRooms(ctx context.Context, since time.Time) ([]id.RoomID, error) {
	return values[id.RoomID](ctx, q.db, activeRoomsQuery, since.UnixMilli())
}
