package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/play"
)

// autopilotRulesRow is a row of autopilot_rules as play.Rules.
type autopilotRulesRow struct{ play.Rules }

// Scan reads rest_below_pct and the three switches (0 or 1).
func (r *autopilotRulesRow) Scan(row dbutil.Scannable) (*autopilotRulesRow, error) {
	var traps, elites, wake int
	if err := row.Scan(&r.RestBelowPct, &traps, &elites, &wake); err != nil {
		return nil, err
	}
	r.AvoidTrapEdges, r.EnterElites, r.WakeForBoss = traps == 1, elites == 1, wake == 1
	return r, nil
}

// AutopilotQuery reads and writes each player's autopilot rules
// (autopilot_rules) and last autopilot walk (autopilot_walk)
// (Store.Autopilot).
type AutopilotQuery struct {
	db    *dbutil.Database
	rules *dbutil.QueryHelper[*autopilotRulesRow]
	walks *dbutil.QueryHelper[*jsonRow[play.WalkLog]]
}

const (
	getAutopilotRulesQuery = `
		SELECT rest_below_pct, avoid_trap_edges, enter_elites, wake_for_boss FROM autopilot_rules WHERE user_id = $1`
	deleteAutopilotRulesQuery = "DELETE FROM autopilot_rules WHERE user_id = $1"
	setAutopilotRulesQuery    = `
		INSERT INTO autopilot_rules (user_id, rest_below_pct, avoid_trap_edges, enter_elites, wake_for_boss, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6)
		ON CONFLICT (user_id) DO UPDATE SET rest_below_pct = excluded.rest_below_pct,
			avoid_trap_edges = excluded.avoid_trap_edges, enter_elites = excluded.enter_elites,
			wake_for_boss = excluded.wake_for_boss, updated_at = excluded.updated_at`
	saveWalkLogQuery = `
		INSERT INTO autopilot_walk (user_id, run_id, walk_json, at) VALUES ($1, $2, $3, $4)
		ON CONFLICT (user_id) DO UPDATE SET run_id = excluded.run_id, walk_json = excluded.walk_json, at = excluded.at`
	lastWalkLogQuery = "SELECT walk_json FROM autopilot_walk WHERE user_id = $1"
)

// Rules loads the autopilot rules userID set (`!autopilot`, rules
// §10.5); a player who set none reads as the zero play.Rules.
func (q *AutopilotQuery) Rules(ctx context.Context, userID id.UserID) (play.Rules, error) {
	row, _, err := one(ctx, q.rules, getAutopilotRulesQuery, userID)
	return row.Rules, err
}

// SetRules stores userID's autopilot rules at now; the zero play.Rules
// (the defaults) deletes the row.
func (q *AutopilotQuery) SetRules(ctx context.Context, userID id.UserID, r play.Rules, now time.Time) error {
	if r.IsDefault() {
		_, err := q.db.Exec(ctx, deleteAutopilotRulesQuery, userID)
		return err
	}
	_, err := q.db.Exec(ctx, setAutopilotRulesQuery,
		userID, r.RestBelowPct, flag(r.AvoidTrapEdges), flag(r.EnterElites), flag(r.WakeForBoss), now.UnixMilli())
	return err
}

// flag is a switch as the database keeps it: 1 on, 0 off.
func flag(on bool) int {
	if on {
		return 1
	}
	return 0
}

// SaveWalkLog keeps w as userID's last autopilot walk (`!why`, rules
// §10.6), replacing the one before.
func (q *AutopilotQuery) SaveWalkLog(ctx context.Context, userID id.UserID, w play.WalkLog) error {
	data, err := json.Marshal(w)
	if err != nil {
		return fmt.Errorf("walk log of %s: %w", userID, err)
	}
	_, err = q.db.Exec(ctx, saveWalkLogQuery, userID, w.RunID, string(data), w.At.UnixMilli())
	return err
}

// LastWalkLog loads userID's last autopilot walk; ok is false when there
// is none. Errors: the store's, or a log that does not decode.
func (q *AutopilotQuery) LastWalkLog(ctx context.Context, userID id.UserID) (play.WalkLog, bool, error) {
	return oneJSON(ctx, q.walks, "walk log of "+string(userID), lastWalkLogQuery, userID)
}
