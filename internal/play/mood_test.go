package play

import (
	"testing"

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
				e.PendingNight = &expedition.NightEncounter{Kind: expedition.NightMinor, Monsters: []string{"goblin_sneak"}, Day: 1}
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
