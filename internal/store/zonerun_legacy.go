package store

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"go.mau.fi/util/dbutil"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// The legacy linear-model columns of dnd_zone_run: the 0-based room index
// and the JSON room sequence. Migration v7 moves them to
// dnd_zone_run_legacy.
const (
	legacyCurrentRoom = "current_room"
	legacyRoomSeq     = "room_seq_json"
)

const (
	createZoneRunLegacyQuery = `
		CREATE TABLE dnd_zone_run_legacy (
			run_id        BIGINT  PRIMARY KEY REFERENCES dnd_zone_run (run_id) ON DELETE CASCADE,
			current_room  BIGINT  NOT NULL,
			room_seq_json TEXT    NOT NULL
		)`
	copyZoneRunLegacyQuery = `
		INSERT INTO dnd_zone_run_legacy (run_id, current_room, room_seq_json)
		SELECT run_id, COALESCE(` + legacyCurrentRoom + `, 0), COALESCE(` + legacyRoomSeq + `, '[]') FROM dnd_zone_run`
	legacyToWarmQuery = `
		SELECT r.run_id, r.zone_id, l.current_room, r.state_json FROM dnd_zone_run_legacy l JOIN dnd_zone_run r USING (run_id)
		WHERE r.current_node = '' ORDER BY r.run_id`
	warmLegacyQuery = `
		UPDATE dnd_zone_run SET current_node = $2, region_id = $3, visited_nodes = $4, cleared_nodes = $5,
			rooms_cleared = $6, rooms_traversed = $7, state_json = $8, node_choices = '{}'
		WHERE run_id = $1 AND current_node = ''`
	tableColumnsQuery = "SELECT name FROM pragma_table_info($1)"
	// Postgres: the columns of the table in the schema the bot uses.
	tableColumnsPostgresQuery = "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1"
	tableIndexesQuery         = "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = $1 AND sql IS NOT NULL ORDER BY name"
	indexColumnsQuery         = "SELECT COALESCE(name, '') FROM pragma_index_info($1)"
)

// zoneRunAddColumns are the graph-model columns a legacy dnd_zone_run may
// lack, with the definitions ALTER TABLE ADD COLUMN gives them.
var zoneRunAddColumns = []struct{ name, def string }{
	{"region_id", "TEXT NOT NULL DEFAULT ''"},
	{"current_node", "TEXT NOT NULL DEFAULT ''"},
	{"visited_nodes", "TEXT NOT NULL DEFAULT '[]'"},
	{"node_choices", "TEXT NOT NULL DEFAULT '{}'"},
	{"rooms_traversed", "BIGINT NOT NULL DEFAULT 0"},
	{"rooms_cleared", "BIGINT NOT NULL DEFAULT 0"},
	{"cleared_nodes", "TEXT NOT NULL DEFAULT '[]'"},
	{"state_json", "TEXT NOT NULL DEFAULT '{}'"},
	{"started_at", "BIGINT NOT NULL DEFAULT 0"},
	{"updated_at", "BIGINT NOT NULL DEFAULT 0"},
	{"ended_at", "BIGINT"},
}

// legacyZoneRunsUpgrade is migration v7. Migration v3 keeps a dnd_zone_run
// left by the linear model (current_room, room_seq_json, none of the graph
// columns) as it is; v7 gives every database the graph model's table, in
// the upgrade's one transaction:
//
//  1. the graph-model columns the table lacks are added, with their
//     defaults;
//  2. dnd_zone_run_legacy is created (empty on a database that never had
//     the linear model) and, when the table has the legacy columns, each
//     row's current_room and room_seq_json are copied into it, where the
//     warm-up reads them.
//
// The legacy columns themselves stay, never read, until the operator sets
// GOGOBEE_BRANCHING_PURGE=1 (ZoneRunQuery.PurgeLegacyColumns). Placing the copied
// rows on their zone's graph needs the authored graphs and the world seed,
// so it happens at start-up (ZoneRunQuery.WarmUpLegacy), changing rows, never
// columns.
func legacyZoneRunsUpgrade(ctx context.Context, db *dbutil.Database) error {
	cols, err := tableColumns(ctx, db, "dnd_zone_run")
	if err != nil {
		return err
	}
	for _, c := range zoneRunAddColumns {
		if slices.Contains(cols, c.name) {
			continue
		}
		// A column's name and definition cannot be parameters: built from
		// zoneRunAddColumns, never from input.
		if _, err := db.Exec(ctx, "ALTER TABLE dnd_zone_run ADD COLUMN "+c.name+" "+c.def); err != nil {
			return fmt.Errorf("add column %s: %w", c.name, err)
		}
	}
	if _, err := db.Exec(ctx, createZoneRunLegacyQuery); err != nil {
		return err
	}
	if !slices.Contains(cols, legacyCurrentRoom) || !slices.Contains(cols, legacyRoomSeq) {
		return nil
	}
	if _, err := db.Exec(ctx, copyZoneRunLegacyQuery); err != nil {
		return fmt.Errorf("copy the legacy columns: %w", err)
	}
	return nil
}

// PurgeReport says what ZoneRunQuery.PurgeLegacyColumns dropped: the indexes on
// a legacy column first (SQLite refuses to drop an indexed column), then
// the columns. Both are empty when there was nothing left to drop.
type PurgeReport struct {
	Indexes []string
	Columns []string
}

// PurgeLegacyColumns drops the linear model's current_room and
// room_seq_json from dnd_zone_run, and the indexes that use them, in one
// transaction. The daemon calls it at start-up only when the operator has
// set GOGOBEE_BRANCHING_PURGE=1 (the gate the specification keeps for a
// database that still carries them); migration v7 has copied their values
// to dnd_zone_run_legacy before, so nothing read is lost. Running it again,
// or on a database that never had the columns, drops nothing.
func (q *ZoneRunQuery) PurgeLegacyColumns(ctx context.Context) (PurgeReport, error) {
	var rep PurgeReport
	err := runTx(ctx, q.db, func(ctx context.Context) error {
		cols, err := tableColumns(ctx, q.db, "dnd_zone_run")
		if err != nil {
			return err
		}
		var legacy []string
		for _, c := range []string{legacyCurrentRoom, legacyRoomSeq} {
			if slices.Contains(cols, c) {
				legacy = append(legacy, c)
			}
		}
		if len(legacy) == 0 {
			return nil
		}
		if rep.Indexes, err = indexesUsing(ctx, q.db, "dnd_zone_run", legacy); err != nil {
			return err
		}
		// The names of the index and column dropped cannot be parameters:
		// they come from the schema itself, quoted or constant.
		for _, name := range rep.Indexes {
			if _, err := q.db.Exec(ctx, `DROP INDEX "`+strings.ReplaceAll(name, `"`, `""`)+`"`); err != nil {
				return fmt.Errorf("drop index %s: %w", name, err)
			}
		}
		for _, c := range legacy {
			if _, err := q.db.Exec(ctx, "ALTER TABLE dnd_zone_run DROP COLUMN "+c); err != nil {
				return fmt.Errorf("drop column %s: %w", c, err)
			}
		}
		rep.Columns = legacy
		return nil
	})
	if err != nil {
		return PurgeReport{}, err
	}
	return rep, nil
}

// LegacyWarmUp tells ZoneRunQuery.WarmUpLegacy how to place a legacy run on its
// zone's graph.
type LegacyWarmUp struct {
	// Position derives a run's graph position from its zone and legacy
	// room index (zonerun.LinearWalk on the zone's graph); ok is false for
	// a zone without a graph, whose rows are left for a later start.
	Position func(zoneID content.ZoneID, currentRoom int) (pos zonerun.LegacyPosition, ok bool)
	// Seed gives a warmed run its random seed from its run ID.
	Seed func(runID zonerun.RunID) uint64
}

// LegacyReport counts what a warm-up did.
type LegacyReport struct {
	Warmed  int // rows given a graph position
	Skipped int // legacy rows left as they were (zone without a graph)
}

// legacyRow is what the warm-up reads of a legacy row.
type legacyRow struct {
	id          zonerun.RunID
	zone        content.ZoneID
	currentRoom int
	state       string
}

// Scan reads run_id, zone_id, current_room and state_json.
func (r *legacyRow) Scan(row dbutil.Scannable) (*legacyRow, error) {
	return dbutil.ValueOrErr(r, row.Scan(&r.id, &r.zone, &r.currentRoom, &r.state))
}

// WarmUpLegacy places, in one transaction, every run migration v7
// found in the linear model that has no current node yet: it gets, once,
// the position w.Position derives from its current_room (current node,
// region, visited nodes in order, cleared nodes and their count,
// rooms_traversed bootstrapped to the number of visited nodes) and a state
// with a seed and the regions passed, keeping the harvest nodes an import
// of the original game put there (ImportOriginal). Running it again changes nothing:
// placed rows have a current node. A database that never had the linear
// model has no such rows.
func (q *ZoneRunQuery) WarmUpLegacy(ctx context.Context, w LegacyWarmUp) (LegacyReport, error) {
	var rep LegacyReport
	err := runTx(ctx, q.db, func(ctx context.Context) error {
		todo, err := q.legacy.QueryMany(ctx, legacyToWarmQuery)
		if err != nil {
			return err
		}
		for _, lr := range todo {
			pos, ok := w.Position(lr.zone, lr.currentRoom)
			if !ok {
				rep.Skipped++
				continue
			}
			if err := q.writeLegacyPosition(ctx, lr, pos, w.Seed(lr.id)); err != nil {
				return fmt.Errorf("zone run %d: %w", lr.id, err)
			}
			rep.Warmed++
		}
		return nil
	})
	return rep, err
}

// writeLegacyPosition places the legacy run lr at pos with seed, keeping
// the harvest nodes its state had.
func (q *ZoneRunQuery) writeLegacyPosition(ctx context.Context, lr *legacyRow, pos zonerun.LegacyPosition, seed uint64) error {
	visited, cleared, err := nodeColumns(pos.Visited, pos.Cleared)
	if err != nil {
		return err
	}
	var kept zonerun.Run
	if err := json.Unmarshal([]byte(lr.state), &kept); err != nil {
		return fmt.Errorf("state_json: %w", err)
	}
	state, err := json.Marshal(zonerun.Run{Seed: seed, RegionsCleared: pos.RegionsCleared, Harvest: kept.Harvest})
	if err != nil {
		return err
	}
	_, err = q.db.Exec(ctx, warmLegacyQuery,
		int64(lr.id), pos.Current, pos.Region, visited, cleared, len(pos.Cleared), len(pos.Visited), string(state))
	return err
}

// tableColumns lists table's column names (none when it does not exist).
func tableColumns(ctx context.Context, db *dbutil.Database, table string) ([]string, error) {
	return values[string](ctx, db, dialectQuery(db, tableColumnsQuery, tableColumnsPostgresQuery), table)
}

// sqlIndex is an index of sqlite_master: its name and its CREATE statement.
type sqlIndex struct{ name, sql string }

// Scan reads name and sql.
func (ix *sqlIndex) Scan(row dbutil.Scannable) (*sqlIndex, error) {
	return dbutil.ValueOrErr(ix, row.Scan(&ix.name, &ix.sql))
}

// indexesUsing lists the indexes created on table (not those SQLite makes
// for constraints) that cover any of cols, or mention one in an expression
// or a partial-index condition.
func indexesUsing(ctx context.Context, db *dbutil.Database, table string, cols []string) ([]string, error) {
	all, err := helper[sqlIndex](db).QueryMany(ctx, tableIndexesQuery, table)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, ix := range all {
		covered, err := values[string](ctx, db, indexColumnsQuery, ix.name)
		if err != nil {
			return nil, err
		}
		for _, c := range cols {
			if slices.Contains(covered, c) || strings.Contains(strings.ToLower(ix.sql), c) {
				out = append(out, ix.name)
				break
			}
		}
	}
	return out, nil
}
