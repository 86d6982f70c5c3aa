package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ErrZoneRunActive is returned by ZoneRunQuery.Create when the player already has
// an active run (one per player).
var ErrZoneRunActive = errors.New("the player already has an active zone run")

// zoneRunColumns are the dnd_zone_run columns the repository reads, in
// zoneRunRow.Scan's order.
const zoneRunColumns = `run_id, user_id, zone_id, status, region_id, current_node, visited_nodes, node_choices,
	rooms_traversed, cleared_nodes, state_json, started_at, updated_at, ended_at`

// ZoneRunQuery reads and writes dnd_zone_run, the players' zone runs
// (Store.ZoneRun), and clears the legacy columns (zonerun_legacy.go).
type ZoneRunQuery struct {
	db     *dbutil.Database
	runs   *dbutil.QueryHelper[*zoneRunRow]
	legacy *dbutil.QueryHelper[*legacyRow]
}

// selectZoneRun starts every query that loads a run.
const selectZoneRun = "SELECT " + zoneRunColumns + " FROM dnd_zone_run "

const (
	createZoneRunQuery = `
		INSERT INTO dnd_zone_run (user_id, zone_id, status, started_at, updated_at) VALUES ($1, $2, 'active', $3, $3)
		RETURNING run_id`
	activeZoneRunQuery    = selectZoneRun + "WHERE user_id = $1 AND status = 'active' ORDER BY run_id DESC LIMIT 1"
	latestZoneRunQuery    = selectZoneRun + "WHERE user_id = $1 ORDER BY run_id DESC LIMIT 1"
	getZoneRunQuery       = selectZoneRun + "WHERE run_id = $1"
	lastEndedZoneRunQuery = selectZoneRun + "WHERE user_id = $1 AND zone_id = $2 AND status != 'active' ORDER BY run_id DESC LIMIT 1"
	saveZoneRunQuery      = `
		UPDATE dnd_zone_run SET user_id = $2, zone_id = $3, status = $4, region_id = $5, current_node = $6,
			visited_nodes = $7, node_choices = $8, rooms_traversed = $9, rooms_cleared = $10, cleared_nodes = $11,
			state_json = $12, started_at = $13, updated_at = $14, ended_at = $15
		WHERE run_id = $1`
	// saveZoneRunNarrowQuery is saveZoneRunQuery for a run whose player
	// and status keep their values (saveRow).
	saveZoneRunNarrowQuery = `
		UPDATE dnd_zone_run SET zone_id = $3, region_id = $5, current_node = $6,
			visited_nodes = $7, node_choices = $8, rooms_traversed = $9, rooms_cleared = $10, cleared_nodes = $11,
			state_json = $12, started_at = $13, updated_at = $14, ended_at = $15
		WHERE run_id = $1 AND user_id = $2 AND status = $4`
)

// Create inserts a new active run of zoneID for userID at now and returns
// its ID; the caller fills it with zonerun.Start and Save in the same
// transaction. Errors: ErrZoneRunActive.
func (q *ZoneRunQuery) Create(ctx context.Context, userID id.UserID, zoneID content.ZoneID, now time.Time) (zonerun.RunID, error) {
	var id zonerun.RunID
	err := runTx(ctx, q.db, func(ctx context.Context) error {
		if _, ok, err := q.Active(ctx, userID); err != nil {
			return err
		} else if ok {
			return ErrZoneRunActive
		}
		return q.db.QueryRow(ctx, createZoneRunQuery, userID, zoneID, now.UnixMilli()).Scan(&id)
	})
	return id, err
}

// Active loads userID's active run; ok is false when there is none.
func (q *ZoneRunQuery) Active(ctx context.Context, userID id.UserID) (zonerun.Run, bool, error) {
	return q.one(ctx, activeZoneRunQuery, userID)
}

// Latest loads userID's most recent run, active or ended; ok is false
// when the player never started one.
func (q *ZoneRunQuery) Latest(ctx context.Context, userID id.UserID) (zonerun.Run, bool, error) {
	return q.one(ctx, latestZoneRunQuery, userID)
}

// Get loads the run with ID id; ok is false when there is none.
func (q *ZoneRunQuery) Get(ctx context.Context, id zonerun.RunID) (zonerun.Run, bool, error) {
	return q.one(ctx, getZoneRunQuery, int64(id))
}

// LastEnded loads userID's most recent run of zoneID that has ended
// (cleared, lost, fled, abandoned...); ok is false when there is none.
// Its leftovers carry into the next run (play.CarryFrom).
func (q *ZoneRunQuery) LastEnded(ctx context.Context, userID id.UserID, zoneID content.ZoneID) (zonerun.Run, bool, error) {
	return q.one(ctx, lastEndedZoneRunQuery, userID, zoneID)
}

// one loads the run query selects. Errors: the store's, or a column that
// does not decode.
func (q *ZoneRunQuery) one(ctx context.Context, query string, args ...any) (zonerun.Run, bool, error) {
	r, ok, err := one(ctx, q.runs, query, args...)
	return r.Run, ok, err
}

// Save writes every column of r's row. Errors: a run that does not exist
// ("zone run 3 does not exist"), or one that does not encode.
func (q *ZoneRunQuery) Save(ctx context.Context, r zonerun.Run) error {
	visited, cleared, err := nodeColumns(r.Visited, r.Cleared)
	if err != nil {
		return err
	}
	choices := []byte("{}")
	if r.Prompt != nil {
		if choices, err = json.Marshal(r.Prompt); err != nil {
			return err
		}
	}
	state, err := json.Marshal(r)
	if err != nil {
		return err
	}
	var ended sql.NullInt64
	if !r.EndedAt.IsZero() {
		ended = sql.NullInt64{Int64: r.EndedAt.UnixMilli(), Valid: true}
	}
	return saveRow(ctx, q.db, fmt.Sprintf("zone run %d", r.ID), saveZoneRunNarrowQuery, saveZoneRunQuery,
		int64(r.ID), r.UserID, r.ZoneID, string(r.Status), r.Region, r.Current, visited, string(choices),
		r.RoomsTraversed, r.RoomsCleared(), cleared, string(state),
		r.StartedAt.UnixMilli(), r.UpdatedAt.UnixMilli(), ended)
}

// zoneRunRow is a row of zoneRunColumns: the run, its state JSON spread
// over its columns.
type zoneRunRow struct{ zonerun.Run }

// Scan reads one row of zoneRunColumns. Errors: the row's, or a JSON
// column that does not decode.
func (row *zoneRunRow) Scan(sc dbutil.Scannable) (*zoneRunRow, error) {
	var (
		r                                zonerun.Run
		status                           string
		visited, choices, cleared, state string
	)
	if err := sc.Scan(&r.ID, &r.UserID, &r.ZoneID, &status, &r.Region, &r.Current, &visited, &choices,
		&r.RoomsTraversed, &cleared, &state, millis(&r.StartedAt), millis(&r.UpdatedAt), millis(&r.EndedAt)); err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(state), &r); err != nil {
		return nil, fmt.Errorf("zone run %d state is unreadable: %w", r.ID, err)
	}
	if err := json.Unmarshal([]byte(visited), &r.Visited); err != nil {
		return nil, fmt.Errorf("zone run %d visited nodes are unreadable: %w", r.ID, err)
	}
	if err := json.Unmarshal([]byte(cleared), &r.Cleared); err != nil {
		return nil, fmt.Errorf("zone run %d cleared nodes are unreadable: %w", r.ID, err)
	}
	var p zonerun.Prompt
	if err := json.Unmarshal([]byte(choices), &p); err != nil {
		return nil, fmt.Errorf("zone run %d fork prompt is unreadable: %w", r.ID, err)
	}
	if p.Node != "" {
		r.Prompt = &p
	}
	r.Status = zonerun.Status(status)
	row.Run = r
	return row, nil
}

// nodeColumns encodes a run's visited and cleared nodes as the JSON arrays
// their columns hold ([] for none).
func nodeColumns(visited, cleared []zonegraph.NodeID) (string, string, error) {
	v, err := json.Marshal(nonNil(visited))
	if err != nil {
		return "", "", err
	}
	c, err := json.Marshal(nonNil(cleared))
	return string(v), string(c), err
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
