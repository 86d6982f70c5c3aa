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
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ErrExpeditionOpen is returned by ExpeditionQuery.Create when the player already
// has an open expedition (provisioning, active, or extracted and
// resumable): one per player.
var ErrExpeditionOpen = errors.New("the player already has an open expedition")

// openStatuses are the statuses that count as the player's one open
// expedition (the expedition_open index).
const openStatuses = "('provisioning', 'active', 'extracted')"

// ExpeditionQuery reads and writes the expedition table (Store.Expedition);
// its background-walk columns are AutorunQuery's.
type ExpeditionQuery struct {
	db   *dbutil.Database
	exps *dbutil.QueryHelper[*jsonRow[expedition.Expedition]]
}

// selectExpedition starts every query that loads an expedition's document.
const selectExpedition = "SELECT data FROM expedition "

const (
	createExpeditionQuery = `
		INSERT INTO expedition (user_id, zone_id, status, weekly, weekly_room, data, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, '{}', $6, $6)
		RETURNING id`
	saveExpeditionQuery = `
		UPDATE expedition SET zone_id = $2, status = $3, run_id = $4, day = $5, data = $6, updated_at = $7,
			weekly = $8, weekly_room = $9 WHERE id = $1`
	// saveExpeditionNarrowQuery is saveExpeditionQuery for an expedition
	// whose indexed columns keep their values (saveRow).
	saveExpeditionNarrowQuery = `
		UPDATE expedition SET day = $5, data = $6, updated_at = $7
		WHERE id = $1 AND zone_id = $2 AND status = $3 AND run_id = $4 AND weekly = $8 AND weekly_room = $9`
	openExpeditionQuery        = selectExpedition + "WHERE user_id = $1 AND status IN " + openStatuses + " ORDER BY id DESC LIMIT 1"
	latestExpeditionQuery      = selectExpedition + "WHERE user_id = $1 ORDER BY id DESC LIMIT 1"
	lastExpeditionInZoneQuery  = selectExpedition + "WHERE user_id = $1 AND zone_id = $2 AND status NOT IN " + openStatuses + " ORDER BY id DESC LIMIT 1"
	expeditionByIDQuery        = selectExpedition + "WHERE id = $1"
	expeditionByRunQuery       = selectExpedition + "WHERE run_id = $1 ORDER BY id DESC LIMIT 1"
	weeklyAttemptQuery         = selectExpedition + "WHERE user_id = $1 AND weekly = $2 AND (status <> 'cancelled' OR run_id > 0) ORDER BY id DESC LIMIT 1"
	pastExpeditionsQuery       = selectExpedition + "WHERE user_id = $1 AND id > $2 AND status IN " + reportStatuses + " ORDER BY id DESC LIMIT $3"
	pastAsMemberQuery          = selectExpedition + "WHERE id IN (SELECT expedition_id FROM expedition_member WHERE user_id = $1) AND id > $2 AND status IN " + reportStatuses + " ORDER BY id DESC LIMIT $3"
	deepestActiveDayQuery      = "SELECT day, user_id, zone_id FROM expedition WHERE status = 'active' ORDER BY day DESC, id LIMIT 1"
	countActiveExpeditionQuery = "SELECT COUNT(*) FROM expedition WHERE status = 'active'"
)

// Create inserts e (its ID is ignored) for e.UserID at now and returns e
// with the new ID set (1, 2, ...), already saved. The expedition_open
// unique index refuses a second open expedition of the player; the
// refused insert writes nothing and the caller's transaction goes on. A
// weekly expedition (e.Weekly) is refused when the player has taken that
// week's already (one not cancelled). Errors: ErrExpeditionOpen,
// ErrWeeklyTaken.
func (q *ExpeditionQuery) Create(ctx context.Context, e expedition.Expedition, now time.Time) (expedition.Expedition, error) {
	err := runTx(ctx, q.db, func(ctx context.Context) error {
		if e.Weekly != "" {
			if _, taken, err := q.WeeklyAttempt(ctx, id.UserID(e.UserID), e.Weekly); err != nil {
				return err
			} else if taken {
				return ErrWeeklyTaken
			}
		}
		return refusable(ctx, q.db, "expedition_create", func() error {
			if err := q.db.QueryRow(ctx, createExpeditionQuery,
				e.UserID, e.ZoneID, string(e.Status), e.Weekly, e.WeeklyRoom, now.UnixMilli()).Scan(&e.ID); err != nil {
				return err
			}
			return q.Save(ctx, e, now)
		})
	})
	if isUniqueViolation(err) {
		return e, ErrExpeditionOpen
	}
	return e, err
}

// Save writes e over its row (which must exist) at now, with its party's
// members and invitations (syncParty), in one transaction. Errors:
// ErrInOtherParty, the store's.
func (q *ExpeditionQuery) Save(ctx context.Context, e expedition.Expedition, now time.Time) error {
	data, err := json.Marshal(e)
	if err != nil {
		return err
	}
	return runTx(ctx, q.db, func(ctx context.Context) error {
		if err := saveRow(ctx, q.db, "expedition "+e.ID.String(), saveExpeditionNarrowQuery, saveExpeditionQuery,
			int64(e.ID), e.ZoneID, string(e.Status), int64(e.RunID), e.Day, string(data), now.UnixMilli(), e.Weekly, e.WeeklyRoom); err != nil {
			return err
		}
		return q.syncParty(ctx, e)
	})
}

// Open loads userID's open expedition (provisioning, active or
// extracted); ok is false when there is none.
func (q *ExpeditionQuery) Open(ctx context.Context, userID id.UserID) (expedition.Expedition, bool, error) {
	return q.one(ctx, openExpeditionQuery, userID)
}

// Latest loads userID's most recent expedition in any status.
func (q *ExpeditionQuery) Latest(ctx context.Context, userID id.UserID) (expedition.Expedition, bool, error) {
	return q.one(ctx, latestExpeditionQuery, userID)
}

// LastInZone loads userID's most recent expedition into zoneID that has
// ended (any ended status), for the re-entry rule (rules §8.18).
func (q *ExpeditionQuery) LastInZone(ctx context.Context, userID id.UserID, zoneID content.ZoneID) (expedition.Expedition, bool, error) {
	return q.one(ctx, lastExpeditionInZoneQuery, userID, zoneID)
}

// ByID loads the expedition with ID id.
func (q *ExpeditionQuery) ByID(ctx context.Context, id expedition.ID) (expedition.Expedition, bool, error) {
	return q.one(ctx, expeditionByIDQuery, int64(id))
}

// ByRun loads the expedition that wraps zone run runID.
func (q *ExpeditionQuery) ByRun(ctx context.Context, runID zonerun.RunID) (expedition.Expedition, bool, error) {
	return q.one(ctx, expeditionByRunQuery, int64(runID))
}

// WeeklyAttempt loads userID's attempt at week's expedition (any room;
// not one cancelled before departure, but one that set off even if its
// character was deleted since); ok is false when they have none.
func (q *ExpeditionQuery) WeeklyAttempt(ctx context.Context, userID id.UserID, week string) (expedition.Expedition, bool, error) {
	return q.one(ctx, weeklyAttemptQuery, userID, week)
}

// one loads the expedition query selects. Errors: the store's, a
// document that does not decode, or one saved by a newer version.
func (q *ExpeditionQuery) one(ctx context.Context, query string, args ...any) (expedition.Expedition, bool, error) {
	e, ok, err := oneJSON(ctx, q.exps, "expedition", query, args...)
	if err != nil || !ok {
		return expedition.Expedition{}, false, err
	}
	if e.Version > expedition.StateVersion {
		return expedition.Expedition{}, false, fmt.Errorf("expedition %s was saved by a newer version (%d)", e.ID, e.Version)
	}
	if err := knownZone(e); err != nil {
		return expedition.Expedition{}, false, err
	}
	return e, true, nil
}

// knownZone refuses a loaded expedition whose zone the content no longer
// has (expedition.ErrUnknownZone), as New refuses one, so
// Expedition.Zone's zero Zone never reaches play.
func knownZone(e expedition.Expedition) error {
	if _, ok := content.ZoneByID(e.ZoneID); !ok {
		return fmt.Errorf("expedition %s: %w", e.ID, expedition.ErrUnknownZone{Zone: e.ZoneID})
	}
	return nil
}

// DeepestActiveDay returns the highest day of any active expedition, the
// player and the zone (0 when none is active), for Pete's highlights.
func (q *ExpeditionQuery) DeepestActiveDay(ctx context.Context) (day int, userID id.UserID, zoneID content.ZoneID, err error) {
	err = q.db.QueryRow(ctx, deepestActiveDayQuery).Scan(&day, &userID, &zoneID)
	if isNoRows(err) {
		return 0, "", "", nil
	}
	return day, userID, zoneID, err
}

// CountActive returns how many expeditions are in the field (status
// active), for the metrics.
func (q *ExpeditionQuery) CountActive(ctx context.Context) (int, error) {
	n, _, err := value[int](ctx, q.db, countActiveExpeditionQuery)
	return n, err
}
