package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestAFightsNaturalRollsMoveTheMood: every fight of an expedition, a
// room's or a night's, moves TwinBee's mood +3 for each natural 20 the
// player kept and −2 for each natural 1 (rules §8.9).
func TestAFightsNaturalRollsMoveTheMood(t *testing.T) {
	ch, g, run := atWarrensEntry(t)
	for _, tc := range []struct {
		name         string
		night        bool
		nat20s, nat1 int
		want         int
	}{
		{"a room fight's two 20s", false, 2, 0, 56},
		{"a room fight's 20 and two 1s", false, 1, 2, 49},
		{"a room fight without natural rolls", false, 0, 0, 50},
		{"a night fight's three 1s", true, 0, 3, 44},
		{"a night fight's 20", true, 1, 0, 53},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := active(t, content.ZoneGoblinWarrens)
			var out StepOut
			var err error
			if tc.night {
				e.PendingNight = &expedition.NightEncounter{Kind: expedition.NightMinor, Monsters: []content.MonsterID{"goblin_sneak"}, Day: 1}
				out, err = NightFightOver(NightIn{Exp: e, Char: ch, Run: run, Graph: g, World: 1, Now: day1,
					Outcome: combat.Outcome{Result: combat.ResultWon, Nat20s: tc.nat20s, Nat1s: tc.nat1}})
			} else {
				ev := fightEv(combat.KindNormal, combat.ResultWon, 0, 0)
				ev.Fight.Nat20s, ev.Fight.Nat1s = tc.nat20s, tc.nat1
				out, err = ExpeditionStep(StepIn{Exp: e, Prev: run, Step: zonerun.Step{Run: run, Char: ch, Events: []zonerun.Event{ev}},
					Graph: g, World: 1, Now: day1})
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, out.Exp.Mood.Level)
		})
	}
}

// TestAStepDriftsTheMoodToItsMoment: a step lets TwinBee's mood drift
// toward 50 up to the step's moment (one point a half hour, rules §8.9)
// before anything else, so the expedition saved and the run's fight mods
// carry the mood as of the step: 65 (Engaged) set at 06:00 is 50
// (Neutral, loot ×1.0) by a step at 14:30.
func TestAStepDriftsTheMoodToItsMoment(t *testing.T) {
	ch, g, run := atWarrensEntry(t)
	e := active(t, content.ZoneGoblinWarrens)
	e.Mood = expedition.Mood{Level: 65, DriftedTo: day1}
	for _, tc := range []struct {
		name     string
		after    time.Duration
		want     int
		wantLoot float64
	}{
		{"a step the same minute", 0, 65, 1.1},
		{"a step 2 hours later", 2 * time.Hour, 61, 1.1},
		{"a step 3 hours later", 3 * time.Hour, 59, 1.0},
		{"a step 8.5 hours later", 8*time.Hour + 30*time.Minute, 50, 1.0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := ExpeditionStep(StepIn{Exp: e, Prev: run, Step: zonerun.Step{Run: run, Char: ch},
				Graph: g, World: 1, Now: day1.Add(tc.after)})
			require.NoError(t, err)
			assert.Equal(t, tc.want, out.Exp.Mood.Level)
			assert.InDelta(t, tc.wantLoot, out.Run.Mods.Mood, 1e-9)
		})
	}
}
