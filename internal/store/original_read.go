package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/original"
)

// OriginalRun is an active zone run of the original game: its run ID
// (hex), player, zone, 0-based room index on the linear model, and the
// harvest state it kept (dnd_zone_run.harvest_nodes_json, merged with the
// region_state harvest table of the expedition wrapping it). Expedition
// names that expedition ("" for a run started with !zone enter).
type OriginalRun struct {
	RunID      string
	UserID     id.UserID
	ZoneID     content.ZoneID
	RoomIndex  int
	Harvest    original.HarvestTable
	Expedition string
	Day        int
	// Region is the expedition's current region: RoomIndex counts from
	// its entry (the original ran one linear run per region).
	Region string
}

// OriginalData is what ReadOriginal found in the original's database:
// its characters (drafts included, for the report) and its active zone
// runs, each ordered by user ID.
type OriginalData struct {
	Characters []original.Character
	Runs       []OriginalRun
}

// ReadOriginal reads the original GogoBee's database file at path,
// read-only and in one read transaction: dnd_character with the display
// name (player_meta, else adventure_characters), the euro balance
// (euro_balances) and the adventure items (adventure_inventory carried,
// adventure_equipment worn), and the active dnd_zone_run rows with their
// harvest tables (docs/operations.md names the columns read). A table or
// column the file lacks (an older original) reads as empty. Errors: a
// file that cannot be opened or has no dnd_character table, and any read
// error, with the table it came from.
func ReadOriginal(ctx context.Context, path string) (OriginalData, error) {
	db, err := sql.Open("sqlite", "file:"+uriPath.Replace(path)+"?mode=ro")
	if err != nil {
		return OriginalData{}, err
	}
	defer db.Close()
	tx, err := db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return OriginalData{}, fmt.Errorf("open %s: %w", path, err)
	}
	defer tx.Rollback()
	r := originalReader{ctx: ctx, tx: tx}
	if cols := r.columns("dnd_character"); r.err == nil && len(cols) == 0 {
		return OriginalData{}, fmt.Errorf("%s has no dnd_character table: not the original GogoBee's database", path)
	}
	var out OriginalData
	out.Characters = r.characters()
	out.Runs = r.runs()
	return out, r.err
}

// originalReader reads the original's tables, keeping the first error.
type originalReader struct {
	ctx context.Context
	tx  *sql.Tx
	err error
}

// columns lists table's columns (none when the table is missing).
func (r *originalReader) columns(table string) []string {
	if r.err != nil {
		return nil
	}
	rows, err := r.tx.QueryContext(r.ctx, "SELECT name FROM pragma_table_info(?)", table)
	if err != nil {
		r.err = fmt.Errorf("%s: %w", table, err)
		return nil
	}
	var out []string
	r.each(table, rows, func(sc func(...any) error) error {
		var c string
		err := sc(&c)
		out = append(out, c)
		return err
	})
	return out
}

// each runs fn on every row of rows, recording the first error as table's.
func (r *originalReader) each(table string, rows *sql.Rows, fn func(scan func(...any) error) error) {
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows.Scan); err != nil {
			r.err = fmt.Errorf("%s: %w", table, err)
			return
		}
	}
	if err := rows.Err(); err != nil && r.err == nil {
		r.err = fmt.Errorf("%s: %w", table, err)
	}
}

// query runs q on table when r has no error yet and every column in need
// exists, calling fn per row.
// The original game's files differ in the columns they have, so a few
// statements are built from what the file holds (optional); the rest are
// written at their call, each the one read of its table.
func (r *originalReader) query(table string, need []string, q string, fn func(scan func(...any) error) error) {
	cols := r.columns(table)
	if r.err != nil || len(cols) == 0 {
		return
	}
	for _, c := range need {
		if !slices.Contains(cols, c) {
			return
		}
	}
	rows, err := r.tx.QueryContext(r.ctx, q)
	if err != nil {
		r.err = fmt.Errorf("%s: %w", table, err)
		return
	}
	r.each(table, rows, fn)
}

// optional is column when table has it, else the SQL literal def.
func (r *originalReader) optional(table, column, def string) string {
	if slices.Contains(r.columns(table), column) {
		return column
	}
	return def
}

func (r *originalReader) characters() []original.Character {
	byUser := map[string]*original.Character{}
	var users []string
	q := `SELECT user_id, race, class, dnd_level, dnd_xp, str_score, dex_score, con_score, int_score, wis_score, cha_score,
		hp_current, hp_max, pending_setup, ` + r.optional("dnd_character", "subclass", "''") + `, ` +
		r.optional("dnd_character", "exhaustion", "0") + ` FROM dnd_character ORDER BY user_id`
	r.query("dnd_character", nil, q, func(scan func(...any) error) error {
		s := &original.Character{}
		err := scan(&s.UserID, &s.Race, &s.Class, &s.Level, &s.XP, &s.Scores.Str, &s.Scores.Dex, &s.Scores.Con,
			&s.Scores.Int, &s.Scores.Wis, &s.Scores.Cha, &s.HPCurrent, &s.HPMax, &s.PendingSetup, &s.Subclass, &s.Exhaustion)
		byUser[s.UserID] = s
		users = append(users, s.UserID)
		return err
	})
	for _, src := range []string{"adventure_characters", "player_meta"} {
		r.query(src, []string{"user_id", "display_name"}, "SELECT user_id, display_name FROM "+src,
			func(scan func(...any) error) error {
				var u, name string
				err := scan(&u, &name)
				if c := byUser[u]; c != nil && strings.TrimSpace(name) != "" {
					c.DisplayName = name
				}
				return err
			})
	}
	r.query("euro_balances", []string{"user_id", "balance"}, "SELECT user_id, balance FROM euro_balances",
		func(scan func(...any) error) error {
			var u string
			var b float64
			err := scan(&u, &b)
			if c := byUser[u]; c != nil {
				c.Coins = b
			}
			return err
		})
	r.query("adventure_equipment", []string{"user_id", "slot", "name"},
		"SELECT user_id, slot, name FROM adventure_equipment ORDER BY user_id, slot",
		func(scan func(...any) error) error {
			var u string
			it := original.Item{Worn: true}
			err := scan(&u, &it.Slot, &it.Name)
			if c := byUser[u]; c != nil && strings.TrimSpace(it.Name) != "" {
				c.Items = append(c.Items, it)
			}
			return err
		})
	r.query("adventure_inventory", []string{"user_id", "name", "value"},
		"SELECT user_id, name, value FROM adventure_inventory ORDER BY user_id, id",
		func(scan func(...any) error) error {
			var u string
			var it original.Item
			err := scan(&u, &it.Name, &it.Value)
			if c := byUser[u]; c != nil {
				c.Items = append(c.Items, it)
			}
			return err
		})
	out := make([]original.Character, 0, len(users))
	for _, u := range users {
		out = append(out, *byUser[u])
	}
	return out
}

// runs reads the active zone runs: not completed, abandoned or won.
func (r *originalReader) runs() []OriginalRun {
	const t = "dnd_zone_run"
	q := `SELECT run_id, user_id, zone_id, ` + r.optional(t, "current_room", "-1") + `, ` +
		r.optional(t, "visited_nodes", "'[]'") + `, ` + r.optional(t, "harvest_nodes_json", "'{}'") + `
		FROM dnd_zone_run WHERE completed_at IS NULL AND abandoned = 0 AND boss_defeated = 0 ORDER BY user_id, run_id`
	var out []OriginalRun
	r.query(t, []string{"run_id", "completed_at", "abandoned", "boss_defeated"}, q, func(scan func(...any) error) error {
		var run OriginalRun
		var visited, harvestJSON string
		if err := scan(&run.RunID, &run.UserID, &run.ZoneID, &run.RoomIndex, &visited, &harvestJSON); err != nil {
			return err
		}
		if run.RoomIndex < 0 {
			// Past G9 the original kept no index: it is the visited count less one.
			var nodes []string
			if err := json.Unmarshal([]byte(visited), &nodes); err != nil {
				return fmt.Errorf("run %s: visited_nodes: %w", run.RunID, err)
			}
			run.RoomIndex = max(len(nodes)-1, 0)
		}
		var rooms map[string][]original.HarvestNode
		if err := json.Unmarshal([]byte(harvestJSON), &rooms); err != nil {
			return fmt.Errorf("run %s: harvest_nodes_json: %w", run.RunID, err)
		}
		if len(rooms) > 0 {
			run.Harvest = original.HarvestTable{"": rooms}
		}
		out = append(out, run)
		return nil
	})
	r.expeditionHarvest(out)
	return out
}

// expeditionHarvest adds to each run the harvest table of the active
// expedition wrapping it (region_state's "harvest_nodes").
func (r *originalReader) expeditionHarvest(runs []OriginalRun) {
	byRun := map[string]*OriginalRun{}
	for i := range runs {
		byRun[runs[i].RunID] = &runs[i]
	}
	r.query("dnd_expedition", []string{"expedition_id", "run_id", "status", "region_state", "current_day", "current_region"},
		`SELECT expedition_id, COALESCE(run_id, ''), region_state, current_day, current_region FROM dnd_expedition
		 WHERE status IN ('active', 'extracting') ORDER BY expedition_id`,
		func(scan func(...any) error) error {
			var id, runID, state, region string
			var day int
			if err := scan(&id, &runID, &state, &day, &region); err != nil {
				return err
			}
			run := byRun[runID]
			if run == nil {
				return nil
			}
			var rs struct {
				Harvest original.HarvestTable `json:"harvest_nodes"`
			}
			if err := json.Unmarshal([]byte(state), &rs); err != nil {
				return fmt.Errorf("expedition %s: region_state: %w", id, err)
			}
			run.Harvest = run.Harvest.Merge(rs.Harvest)
			run.Expedition, run.Day, run.Region = id, day, region
			return nil
		})
}

// originalRunKey is the kv key marking an original run imported, holding
// the ID of the run it became.
func originalRunKey(runID string) string { return KeyOriginalImportPrefix + "run." + runID }

// originalCharacterKey is the kv key marking a player's original character
// imported, holding the name it got.
func originalCharacterKey(userID id.UserID) string {
	return KeyOriginalImportPrefix + "character." + string(userID)
}

// KeyOriginalImportPrefix starts the kv keys ImportOriginal leaves for
// what it imported, so a second import skips them.
const KeyOriginalImportPrefix = "original_import."
