package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/expedition"
)

// ErrExpeditionOpen is returned by CreateExpedition when the player already
// has an open expedition (provisioning, active, or extracted and
// resumable): one per player.
var ErrExpeditionOpen = errors.New("the player already has an open expedition")

// openStatuses are the statuses that count as the player's one open
// expedition (the expedition_open index).
const openStatuses = "('provisioning', 'active', 'extracted')"

// CreateExpedition inserts e (its ID is ignored) for e.UserID at now and
// returns e with the new ID set (1, 2, ...), already saved. The
// expedition_open unique index refuses a second open expedition of the
// player; the refused insert writes nothing and the caller's transaction
// goes on. A weekly expedition (e.Weekly) is refused when the player has
// taken that week's already (one not cancelled). Errors:
// ErrExpeditionOpen, ErrWeeklyTaken.
func (s *Store) CreateExpedition(ctx context.Context, e expedition.Expedition, now time.Time) (expedition.Expedition, error) {
	err := s.Tx(ctx, func(ctx context.Context) error {
		if e.Weekly != "" {
			if _, taken, err := s.WeeklyAttempt(ctx, e.UserID, e.Weekly); err != nil {
				return err
			} else if taken {
				return ErrWeeklyTaken
			}
		}
		if err := s.DB.QueryRow(ctx, `
			INSERT INTO expedition (user_id, zone_id, status, weekly, weekly_room, data, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, '{}', $6, $6)
			RETURNING id`, e.UserID, e.ZoneID, string(e.Status), e.Weekly, e.WeeklyRoom, now.UnixMilli()).Scan(&e.ID); err != nil {
			return err
		}
		return s.SaveExpedition(ctx, e, now)
	})
	if isUniqueViolation(err) {
		return e, ErrExpeditionOpen
	}
	return e, err
}

// SaveExpedition writes e over its row (which must exist) at now.
func (s *Store) SaveExpedition(ctx context.Context, e expedition.Expedition, now time.Time) error {
	data, err := json.Marshal(e)
	if err != nil {
		return err
	}
	res, err := s.DB.Exec(ctx, `
		UPDATE expedition SET zone_id = $2, status = $3, run_id = $4, day = $5, data = $6, updated_at = $7,
			weekly = $8, weekly_room = $9 WHERE id = $1`,
		int64(e.ID), e.ZoneID, string(e.Status), int64(e.RunID), e.Day, string(data), now.UnixMilli(), e.Weekly, e.WeeklyRoom)
	return mustExist(res, err, "expedition "+e.ID.String())
}

// OpenExpedition loads userID's open expedition (provisioning, active or
// extracted); ok is false when there is none.
func (s *Store) OpenExpedition(ctx context.Context, userID string) (expedition.Expedition, bool, error) {
	return s.oneExpedition(ctx, "WHERE user_id = $1 AND status IN "+openStatuses+" ORDER BY id DESC LIMIT 1", userID)
}

// LatestExpedition loads userID's most recent expedition in any status.
func (s *Store) LatestExpedition(ctx context.Context, userID string) (expedition.Expedition, bool, error) {
	return s.oneExpedition(ctx, "WHERE user_id = $1 ORDER BY id DESC LIMIT 1", userID)
}

// LastExpeditionInZone loads userID's most recent expedition into zoneID
// that has ended (any ended status), for the re-entry rule (rules §8.18).
func (s *Store) LastExpeditionInZone(ctx context.Context, userID, zoneID string) (expedition.Expedition, bool, error) {
	return s.oneExpedition(ctx, "WHERE user_id = $1 AND zone_id = $2 AND status NOT IN "+openStatuses+" ORDER BY id DESC LIMIT 1",
		userID, zoneID)
}

// ExpeditionByID loads the expedition with ID id.
func (s *Store) ExpeditionByID(ctx context.Context, id expedition.ID) (expedition.Expedition, bool, error) {
	return s.oneExpedition(ctx, "WHERE id = $1", int64(id))
}

// ExpeditionByRun loads the expedition that wraps zone run runID.
func (s *Store) ExpeditionByRun(ctx context.Context, runID int64) (expedition.Expedition, bool, error) {
	return s.oneExpedition(ctx, "WHERE run_id = $1 ORDER BY id DESC LIMIT 1", runID)
}

func (s *Store) oneExpedition(ctx context.Context, where string, args ...any) (expedition.Expedition, bool, error) {
	e, ok, err := oneJSON(ctx, s.q.expeditions, "expedition", "SELECT data FROM expedition "+where, args...)
	if err != nil || !ok {
		return expedition.Expedition{}, false, err
	}
	if e.Version > expedition.StateVersion {
		return expedition.Expedition{}, false, fmt.Errorf("expedition %s was saved by a newer version (%d)", e.ID, e.Version)
	}
	return e, true, nil
}

// DeepestActiveDay returns the highest day of any active expedition, the
// player and the zone (0 when none is active), for Pete's highlights.
func (s *Store) DeepestActiveDay(ctx context.Context) (day int, userID, zoneID string, err error) {
	err = s.DB.QueryRow(ctx, "SELECT day, user_id, zone_id FROM expedition WHERE status = 'active' ORDER BY day DESC, id LIMIT 1").
		Scan(&day, &userID, &zoneID)
	if isNoRows(err) {
		return 0, "", "", nil
	}
	return day, userID, zoneID, err
}

// CountActiveExpeditions returns how many expeditions are in the field
// (status active), for the metrics.
func (s *Store) CountActiveExpeditions(ctx context.Context) (int, error) {
	n, _, err := value[int](ctx, s.DB, "SELECT COUNT(*) FROM expedition WHERE status = 'active'")
	return n, err
}
