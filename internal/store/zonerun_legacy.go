package store

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/zonerun"
)

// The legacy linear-model columns of dnd_zone_run (docs/architecture.md,
// "Zones at start-up"): the 0-based room index and the JSON room sequence.
const (
	legacyCurrentRoom = "current_room"
	legacyRoomSeq     = "room_seq_json"
)

// zoneRunAddColumns are the graph-model columns a legacy dnd_zone_run may
// lack, with the definitions ALTER TABLE ADD COLUMN gives them.
var zoneRunAddColumns = []struct{ name, def string }{
	{"region_id", "TEXT NOT NULL DEFAULT ''"},
	{"current_node", "TEXT NOT NULL DEFAULT ''"},
	{"visited_nodes", "TEXT NOT NULL DEFAULT '[]'"},
	{"node_choices", "TEXT NOT NULL DEFAULT '{}'"},
	{"rooms_traversed", "INTEGER NOT NULL DEFAULT 0"},
	{"rooms_cleared", "INTEGER NOT NULL DEFAULT 0"},
	{"cleared_nodes", "TEXT NOT NULL DEFAULT '[]'"},
	{"state_json", "TEXT NOT NULL DEFAULT '{}'"},
	{"started_at", "INTEGER NOT NULL DEFAULT 0"},
	{"updated_at", "INTEGER NOT NULL DEFAULT 0"},
	{"ended_at", "INTEGER"},
}

// LegacyWarmUp tells WarmUpLegacyZoneRuns how to place a legacy run on its
// zone's graph.
type LegacyWarmUp struct {
	// Position derives a run's graph position from its zone and legacy
	// room index (zonerun.LinearWalk on the zone's graph); ok is false for
	// a zone without a graph, whose rows are left for a later start.
	Position func(zoneID string, currentRoom int) (pos zonerun.LegacyPosition, ok bool)
	// Seed gives a warmed run its random seed from its run ID.
	Seed func(runID int64) uint64
	// Purge drops the legacy columns afterwards (GOGOBEE_BRANCHING_PURGE).
	Purge bool
}

// LegacyReport counts what a warm-up did.
type LegacyReport struct {
	ColumnsAdded   []string // graph-model columns added to a legacy table
	Warmed         int      // rows given a graph position
	Skipped        int      // legacy rows left as they were (zone without a graph)
	ColumnsDropped []string // legacy columns dropped (purge only)
	IndexesDropped []string // indexes on legacy columns dropped first (purge only)
}

// WarmUpLegacyZoneRuns brings a dnd_zone_run written by the linear model up
// to the graph model at start-up (docs/architecture.md, "Zones at start-up"),
// in one transaction:
//
//  1. graph-model columns the table lacks are added (with their defaults);
//  2. if the table still has current_room and room_seq_json, every row
//     whose current_node is ” gets, once, the position w.Position derives
//     from its current_room: current node, region, visited nodes in order,
//     cleared nodes and their count, rooms_traversed bootstrapped to the
//     number of visited nodes (rules §9.2), and a state with a seed
//     and the regions passed;
//  3. with w.Purge, indexes that use the legacy columns are dropped and
//     then the columns themselves (SQLite ALTER TABLE DROP COLUMN).
//
// Without Purge the legacy columns are left alone and never read. Running
// it again changes nothing: warmed rows have a current node, and missing
// columns are not dropped twice. A database without the table (or without
// legacy columns) is left as it is.
func (s *Store) WarmUpLegacyZoneRuns(ctx context.Context, w LegacyWarmUp) (LegacyReport, error) {
	var rep LegacyReport
	err := s.Tx(ctx, func(ctx context.Context) error {
		cols, err := s.tableColumns(ctx, "dnd_zone_run")
		if err != nil || len(cols) == 0 {
			return err
		}
		for _, c := range zoneRunAddColumns {
			if slices.Contains(cols, c.name) {
				continue
			}
			if _, err := s.DB.Exec(ctx, "ALTER TABLE dnd_zone_run ADD COLUMN "+c.name+" "+c.def); err != nil {
				return fmt.Errorf("add column %s: %w", c.name, err)
			}
			rep.ColumnsAdded = append(rep.ColumnsAdded, c.name)
		}
		if !slices.Contains(cols, legacyCurrentRoom) || !slices.Contains(cols, legacyRoomSeq) {
			return nil
		}
		if rep.Warmed, rep.Skipped, err = s.warmLegacyRows(ctx, w); err != nil {
			return err
		}
		if w.Purge {
			return s.purgeLegacyColumns(ctx, cols, &rep)
		}
		return nil
	})
	return rep, err
}

// legacyRow is what the warm-up reads of a legacy row.
type legacyRow struct {
	id          int64
	zone        string
	currentRoom int
}

// warmLegacyRows places every legacy row that has no current node yet.
func (s *Store) warmLegacyRows(ctx context.Context, w LegacyWarmUp) (warmed, skipped int, err error) {
	rows, err := s.DB.Query(ctx, "SELECT run_id, zone_id, COALESCE("+legacyCurrentRoom+", 0) FROM dnd_zone_run WHERE current_node = '' ORDER BY run_id")
	if err != nil {
		return 0, 0, err
	}
	var todo []legacyRow
	for rows.Next() {
		var r legacyRow
		if err := rows.Scan(&r.id, &r.zone, &r.currentRoom); err != nil {
			rows.Close()
			return 0, 0, err
		}
		todo = append(todo, r)
	}
	if err := rows.Close(); err != nil {
		return 0, 0, err
	}
	for _, lr := range todo {
		pos, ok := w.Position(lr.zone, lr.currentRoom)
		if !ok {
			skipped++
			continue
		}
		if err := s.writeLegacyPosition(ctx, lr.id, pos, w.Seed(lr.id)); err != nil {
			return 0, 0, fmt.Errorf("zone run %d: %w", lr.id, err)
		}
		warmed++
	}
	return warmed, skipped, nil
}

func (s *Store) writeLegacyPosition(ctx context.Context, id int64, pos zonerun.LegacyPosition, seed uint64) error {
	visited, err := json.Marshal(nonNil(pos.Visited))
	if err != nil {
		return err
	}
	cleared, err := json.Marshal(nonNil(pos.Cleared))
	if err != nil {
		return err
	}
	state, err := json.Marshal(zonerun.Run{Seed: seed, RegionsCleared: pos.RegionsCleared})
	if err != nil {
		return err
	}
	_, err = s.DB.Exec(ctx, `
		UPDATE dnd_zone_run SET current_node = $2, region_id = $3, visited_nodes = $4, cleared_nodes = $5,
			rooms_cleared = $6, rooms_traversed = $7, state_json = $8, node_choices = '{}'
		WHERE run_id = $1 AND current_node = ''`,
		id, pos.Current, pos.Region, string(visited), string(cleared), len(pos.Cleared), len(pos.Visited), string(state))
	return err
}

// purgeLegacyColumns drops every index that uses a legacy column, then the
// columns (SQLite refuses to drop an indexed column).
func (s *Store) purgeLegacyColumns(ctx context.Context, cols []string, rep *LegacyReport) error {
	legacy := []string{legacyCurrentRoom, legacyRoomSeq}
	idx, err := s.indexesUsing(ctx, "dnd_zone_run", legacy)
	if err != nil {
		return err
	}
	for _, name := range idx {
		if _, err := s.DB.Exec(ctx, `DROP INDEX IF EXISTS "`+strings.ReplaceAll(name, `"`, `""`)+`"`); err != nil {
			return fmt.Errorf("drop index %s: %w", name, err)
		}
		rep.IndexesDropped = append(rep.IndexesDropped, name)
	}
	for _, c := range legacy {
		if !slices.Contains(cols, c) {
			continue
		}
		if _, err := s.DB.Exec(ctx, "ALTER TABLE dnd_zone_run DROP COLUMN "+c); err != nil {
			return fmt.Errorf("drop column %s: %w", c, err)
		}
		rep.ColumnsDropped = append(rep.ColumnsDropped, c)
	}
	return nil
}

// tableColumns lists table's column names (none when it does not exist).
func (s *Store) tableColumns(ctx context.Context, table string) ([]string, error) {
	rows, err := s.DB.Query(ctx, "SELECT name FROM pragma_table_info($1)", table)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, err
		}
		out = append(out, name)
	}
	return out, rows.Err()
}

// indexesUsing lists the indexes created on table (not those SQLite makes
// for constraints) that cover any of cols, or mention one in an expression
// or a partial-index condition.
func (s *Store) indexesUsing(ctx context.Context, table string, cols []string) ([]string, error) {
	rows, err := s.DB.Query(ctx, "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = $1 AND sql IS NOT NULL ORDER BY name", table)
	if err != nil {
		return nil, err
	}
	type index struct{ name, sql string }
	var all []index
	for rows.Next() {
		var ix index
		if err := rows.Scan(&ix.name, &ix.sql); err != nil {
			rows.Close()
			return nil, err
		}
		all = append(all, ix)
	}
	if err := rows.Close(); err != nil {
		return nil, err
	}
	var out []string
	for _, ix := range all {
		covered, err := s.tableColumnsOfIndex(ctx, ix.name)
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

// tableColumnsOfIndex lists the table columns an index covers.
func (s *Store) tableColumnsOfIndex(ctx context.Context, index string) ([]string, error) {
	rows, err := s.DB.Query(ctx, "SELECT COALESCE(name, '') FROM pragma_index_info($1)", index)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, err
		}
		out = append(out, name)
	}
	return out, rows.Err()
}
