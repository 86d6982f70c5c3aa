package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
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
// returns e with the new ID set ("1", "2", ...), already saved.
// Errors: ErrExpeditionOpen.
func (s *Store) CreateExpedition(ctx context.Context, e expedition.Expedition, now time.Time) (expedition.Expedition, error) {
	err := s.Tx(ctx, func(ctx context.Context) error {
		if _, ok, err := s.OpenExpedition(ctx, e.UserID); err != nil {
			return err
		} else if ok {
			return ErrExpeditionOpen
		}
		var id int64
		if err := s.DB.QueryRow(ctx, `
			INSERT INTO expedition (user_id, zone_id, status, data, created_at, updated_at) VALUES ($1, $2, $3, '{}', $4, $4)
			RETURNING id`, e.UserID, e.ZoneID, string(e.Status), now.UnixMilli()).Scan(&id); err != nil {
			return err
		}
		e.ID = strconv.FormatInt(id, 10)
		return s.SaveExpedition(ctx, e, now)
	})
	if err != nil && strings.Contains(err.Error(), "UNIQUE") {
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
	var run int64
	if e.RunID != "" {
		if run, err = strconv.ParseInt(e.RunID, 10, 64); err != nil {
			return fmt.Errorf("expedition %s has an unreadable run ID %q", e.ID, e.RunID)
		}
	}
	res, err := s.DB.Exec(ctx, `
		UPDATE expedition SET zone_id = $2, status = $3, run_id = $4, day = $5, data = $6, updated_at = $7 WHERE id = $1`,
		e.ID, e.ZoneID, string(e.Status), run, e.Day, string(data), now.UnixMilli())
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return fmt.Errorf("expedition %s does not exist", e.ID)
	}
	return nil
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
func (s *Store) ExpeditionByID(ctx context.Context, id string) (expedition.Expedition, bool, error) {
	return s.oneExpedition(ctx, "WHERE id = $1", id)
}

// ExpeditionByRun loads the expedition that wraps zone run runID.
func (s *Store) ExpeditionByRun(ctx context.Context, runID int64) (expedition.Expedition, bool, error) {
	return s.oneExpedition(ctx, "WHERE run_id = $1 ORDER BY id DESC LIMIT 1", runID)
}

func (s *Store) oneExpedition(ctx context.Context, where string, args ...any) (expedition.Expedition, bool, error) {
	var data string
	err := s.DB.QueryRow(ctx, "SELECT data FROM expedition "+where, args...).Scan(&data)
	if isNoRows(err) {
		return expedition.Expedition{}, false, nil
	}
	if err != nil {
		return expedition.Expedition{}, false, err
	}
	var e expedition.Expedition
	if err := json.Unmarshal([]byte(data), &e); err != nil {
		return expedition.Expedition{}, false, fmt.Errorf("expedition is unreadable: %w", err)
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
	var n int
	err := s.DB.QueryRow(ctx, "SELECT COUNT(*) FROM expedition WHERE status = 'active'").Scan(&n)
	return n, err
}
