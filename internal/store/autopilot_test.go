package store

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
)

func TestAutopilotRulesDefaultSetAndReset(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	r, err := s.Autopilot.Rules(ctx, "@a:x")
	require.NoError(t, err)
	assert.True(t, r.IsDefault(), "no row: the defaults")

	mine := play.Rules{RestBelowPct: 55, AvoidTrapEdges: true, WakeForBoss: true}
	require.NoError(t, s.Autopilot.SetRules(ctx, "@a:x", mine, runT0))
	mine.EnterElites = true
	require.NoError(t, s.Autopilot.SetRules(ctx, "@a:x", mine, runT0.Add(time.Minute)))
	got, err := s.Autopilot.Rules(ctx, "@a:x")
	require.NoError(t, err)
	assert.Equal(t, mine, got)
	other, err := s.Autopilot.Rules(ctx, "@b:x")
	require.NoError(t, err)
	assert.True(t, other.IsDefault(), "rules are per player")

	require.NoError(t, s.Autopilot.SetRules(ctx, "@a:x", play.Rules{}, runT0))
	n, _, err := value[int](ctx, s.DB, "SELECT COUNT(*) FROM autopilot_rules")
	require.NoError(t, err)
	assert.Zero(t, n, "the defaults keep no row")
}

func TestWalkLogKeepsTheLastWalk(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	_, ok, err := s.Autopilot.LastWalkLog(ctx, "@a:x")
	require.NoError(t, err)
	assert.False(t, ok)

	first := play.WalkLog{Source: play.SourceRun, RunID: 3, ZoneID: "underforge", At: runT0.UTC(), Rooms: 2, Floor: 30,
		Decisions: []play.Decision{{Kind: play.DecideStop, Rule: play.RuleRestBelow, Stop: expedition.StopLowHP, Room: 4, HP: 9, MaxHP: 31, Pct: 30}}}
	require.NoError(t, s.Autopilot.SaveWalkLog(ctx, "@a:x", first))
	got, ok, err := s.Autopilot.LastWalkLog(ctx, "@a:x")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, first, got)

	second := play.WalkLog{Source: play.SourceBackground, RunID: 3, ZoneID: "underforge", At: runT0.Add(time.Hour).UTC(), Rooms: 3,
		Rules: play.Rules{AvoidTrapEdges: true}, Floor: 30,
		Decisions: []play.Decision{{Kind: play.DecideStop, Rule: play.RuleTrapEdges, Stop: expedition.StopTrap, Node: "underforge.magmin_vents", Label: "Magmin Vents"}}}
	require.NoError(t, s.Autopilot.SaveWalkLog(ctx, "@a:x", second))
	got, ok, err = s.Autopilot.LastWalkLog(ctx, "@a:x")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, second, got, "the last walk replaces the one before")
}
