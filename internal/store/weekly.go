package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"go.mau.fi/util/dbutil"

	"github.com/gogobee/gogobee/internal/expedition"
)

// ErrWeeklyTaken is returned by CreateExpedition for a weekly expedition
// of a week the player has taken already (rules §12.2: one attempt a week).
var ErrWeeklyTaken = errors.New("the player has taken this week's expedition")

// WeeklyRow is a room's weekly expedition (rules §12.2): the week
// ("2026-W10"), its zone, and when its opening notice and its results
// were posted (zero: not yet).
type WeeklyRow struct {
	Room      string
	Week      string
	ZoneID    string
	CreatedAt time.Time
	OpenedAt  time.Time
	ResultsAt time.Time
}

// scanWeekly reads a weekly row in weeklyColumns' order.
func scanWeekly(sc dbutil.Scannable) (WeeklyRow, error) {
	var w WeeklyRow
	var created int64
	var opened, results *int64
	if err := sc.Scan(&w.Room, &w.Week, &w.ZoneID, &created, &opened, &results); err != nil {
		return w, err
	}
	w.CreatedAt = time.UnixMilli(created).UTC()
	if opened != nil {
		w.OpenedAt = time.UnixMilli(*opened).UTC()
	}
	if results != nil {
		w.ResultsAt = time.UnixMilli(*results).UTC()
	}
	return w, nil
}

const weeklyColumns = "room_id, week, zone_id, created_at, opened_at, results_at"

// Weekly loads roomID's weekly of week; ok is false when it has none yet.
func (s *Store) Weekly(ctx context.Context, roomID, week string) (WeeklyRow, bool, error) {
	rows, err := dbutil.ConvertRowFn[WeeklyRow](scanWeekly).NewRowIter(s.DB.Query(ctx,
		"SELECT "+weeklyColumns+" FROM weekly WHERE room_id = $1 AND week = $2", roomID, week)).AsList()
	if err != nil || len(rows) == 0 {
		return WeeklyRow{}, false, err
	}
	return rows[0], true, nil
}

// CreateWeekly gives roomID its weekly of week in zoneID at now, unless it
// has one already, and returns the one it has.
func (s *Store) CreateWeekly(ctx context.Context, roomID, week, zoneID string, now time.Time) (WeeklyRow, error) {
	if _, err := s.DB.Exec(ctx, `INSERT INTO weekly (room_id, week, zone_id, created_at) VALUES ($1, $2, $3, $4)
		ON CONFLICT (room_id, week) DO NOTHING`, roomID, week, zoneID, now.UnixMilli()); err != nil {
		return WeeklyRow{}, err
	}
	w, ok, err := s.Weekly(ctx, roomID, week)
	if err == nil && !ok {
		err = fmt.Errorf("the weekly of %s for %s vanished", roomID, week)
	}
	return w, err
}

// WeekliesOf is every room's weekly of week, by room ID.
func (s *Store) WeekliesOf(ctx context.Context, week string) ([]WeeklyRow, error) {
	return dbutil.ConvertRowFn[WeeklyRow](scanWeekly).NewRowIter(s.DB.Query(ctx,
		"SELECT "+weeklyColumns+" FROM weekly WHERE week = $1 ORDER BY room_id", week)).AsList()
}

// MarkWeeklyOpened records that roomID's weekly of week was announced at.
func (s *Store) MarkWeeklyOpened(ctx context.Context, roomID, week string, at time.Time) error {
	_, err := s.DB.Exec(ctx, "UPDATE weekly SET opened_at = $3 WHERE room_id = $1 AND week = $2", roomID, week, at.UnixMilli())
	return err
}

// MarkWeeklyResults records that roomID's weekly results of week were
// posted at.
func (s *Store) MarkWeeklyResults(ctx context.Context, roomID, week string, at time.Time) error {
	_, err := s.DB.Exec(ctx, "UPDATE weekly SET results_at = $3 WHERE room_id = $1 AND week = $2", roomID, week, at.UnixMilli())
	return err
}

// WeeklyAttempt loads userID's attempt at week's expedition (any room;
// not one cancelled before departure, but one that set off even if its
// character was deleted since); ok is false when they have none.
func (s *Store) WeeklyAttempt(ctx context.Context, userID, week string) (expedition.Expedition, bool, error) {
	return s.oneExpedition(ctx, "WHERE user_id = $1 AND weekly = $2 AND (status <> 'cancelled' OR run_id > 0) ORDER BY id DESC LIMIT 1", userID, week)
}

// WeeklyEntry is one attempt at a room's weekly: the expedition, its
// player's character name and HP now, and the rooms its run walked into,
// in order.
type WeeklyEntry struct {
	Exp     expedition.Expedition
	Name    string
	HP      int // the character's HP now
	Visited []string
}

// WeeklyEntries is every attempt at roomID's weekly of week that set off
// (not one packing, nor one cancelled) by a character still played (an
// earlier, deleted character's leaves with it: HistoryFloor), oldest
// first, each with its player's character name and its run's rooms.
func (s *Store) WeeklyEntries(ctx context.Context, roomID, week string) ([]WeeklyEntry, error) {
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
		if visited != "" {
			if err := json.Unmarshal([]byte(visited), &w.Visited); err != nil {
				return w, fmt.Errorf("the rooms of expedition %s: %w", w.Exp.ID, err)
			}
		}
		return w, nil
	}).NewRowIter(s.DB.Query(ctx, `SELECT e.data, COALESCE(c.name, ''), COALESCE(r.visited_nodes, ''), COALESCE(c.data, '{}')
		FROM expedition e LEFT JOIN character c ON c.user_id = e.user_id LEFT JOIN dnd_zone_run r ON r.run_id = e.run_id AND e.run_id > 0
		WHERE e.weekly = $1 AND e.weekly_room = $2 AND e.status NOT IN ('cancelled', 'provisioning') ORDER BY e.id`, week, roomID)).AsList()
	if err != nil {
		return nil, fmt.Errorf("weekly entries of %s: %w", roomID, err)
	}
	out := rows[:0]
	for _, r := range rows {
		_, floor, err := s.HistoryFloor(ctx, r.Exp.UserID)
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
func (s *Store) RoomLevels(ctx context.Context, roomID string) ([]int, error) {
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
	}).NewRowIter(s.DB.Query(ctx, `SELECT c.data FROM character c JOIN room_player rp ON rp.user_id = c.user_id
		WHERE rp.room_id = $1 ORDER BY c.user_id`, roomID)).AsList()
}

// ActiveRooms is the rooms where someone with a character ran a command
// at since or later, by room ID: the rooms the weekly opens in.
func (s *Store) ActiveRooms(ctx context.Context, since time.Time) ([]string, error) {
	return values[string](ctx, s.DB, `SELECT DISTINCT rp.room_id FROM room_player rp JOIN character c ON c.user_id = rp.user_id
		WHERE rp.last_at >= $1 ORDER BY rp.room_id`, since.UnixMilli())
}
