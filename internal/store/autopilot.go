package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"go.mau.fi/util/dbutil"

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

// AutopilotRules loads the autopilot rules userID set (`!autopilot`,
// rules §10.5); a player who set none reads as the zero play.Rules.
func (s *Store) AutopilotRules(ctx context.Context, userID string) (play.Rules, error) {
	row, _, err := one(ctx, s.q.autopilotRules, `
		SELECT rest_below_pct, avoid_trap_edges, enter_elites, wake_for_boss FROM autopilot_rules WHERE user_id = $1`, userID)
	return row.Rules, err
}

// SetAutopilotRules stores userID's autopilot rules at now; the zero
// play.Rules (the defaults) deletes the row.
func (s *Store) SetAutopilotRules(ctx context.Context, userID string, r play.Rules, now time.Time) error {
	if r.IsDefault() {
		_, err := s.DB.Exec(ctx, "DELETE FROM autopilot_rules WHERE user_id = $1", userID)
		return err
	}
	_, err := s.DB.Exec(ctx, `
		INSERT INTO autopilot_rules (user_id, rest_below_pct, avoid_trap_edges, enter_elites, wake_for_boss, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6)
		ON CONFLICT (user_id) DO UPDATE SET rest_below_pct = excluded.rest_below_pct,
			avoid_trap_edges = excluded.avoid_trap_edges, enter_elites = excluded.enter_elites,
			wake_for_boss = excluded.wake_for_boss, updated_at = excluded.updated_at`,
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
func (s *Store) SaveWalkLog(ctx context.Context, userID string, w play.WalkLog) error {
	data, err := json.Marshal(w)
	if err != nil {
		return fmt.Errorf("walk log of %s: %w", userID, err)
	}
	_, err = s.DB.Exec(ctx, `
		INSERT INTO autopilot_walk (user_id, run_id, walk_json, at) VALUES ($1, $2, $3, $4)
		ON CONFLICT (user_id) DO UPDATE SET run_id = excluded.run_id, walk_json = excluded.walk_json, at = excluded.at`,
		userID, w.RunID, string(data), w.At.UnixMilli())
	return err
}

// LastWalkLog loads userID's last autopilot walk; ok is false when there
// is none. Errors: the store's, or a log that does not decode.
func (s *Store) LastWalkLog(ctx context.Context, userID string) (play.WalkLog, bool, error) {
	return oneJSON(ctx, s.q.walkLogs, "walk log of "+userID, "SELECT walk_json FROM autopilot_walk WHERE user_id = $1", userID)
}
