package narrate

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/expedition"
)

// walkOnSupplies is the Underforge walk (underforgeWalk) on day 5 with su
// SU in the packs, 2 SU a day, stopped by stop at at (UTC).
func walkOnSupplies(t *testing.T, stop expedition.WalkStop, su float64, at time.Time) AutoWalk {
	t.Helper()
	w := underforgeWalk(t)
	w.Stop, w.At = stop, Moment{Now: at}
	w.Exp = expedition.Expedition{Status: expedition.StatusActive, Day: 5,
		LastRollover: expedition.DateOf(at.Add(-7*time.Hour), time.UTC),
		Supplies:     expedition.Supplies{Current: su, Max: 20, DailyBurn: 2}}
	return w
}

// No line of the walk promises a walk the supply check then refuses
// (expedition.WalkSupplied, the check Preflight makes, rules §10.2): a
// tester was told at 22:00 with 0.5 SU "`!expedition run` walks on from
// 06:00", and at 06:00, the day's 2 SU burnt, the walk stayed put.
func TestNoWalkStopPromisesAWalkTheSuppliesRefuse(t *testing.T) {
	night := time.Date(2026, 3, 6, 22, 0, 0, 0, time.UTC)
	day := time.Date(2026, 3, 6, 11, 0, 0, 0, time.UTC)
	evening := time.Date(2026, 3, 6, 19, 30, 0, 0, time.UTC)
	short := "less than a day's burn, so no walk goes on"
	cases := []struct {
		name       string
		stop       expedition.WalkStop
		su         float64
		at         time.Time
		background bool
		camped     bool
		want, not  []string
	}{
		{"night, 0.5 SU: the 06:00 burn leaves nothing", expedition.StopNight, 0.5, night, false, false,
			[]string{"At 06:00 the day's burn (2 SU) leaves your packs 0 SU, " + short, "`!advance` still walks you on by hand"},
			[]string{"walks on from 06:00", "lets me walk by myself"}},
		{"night, 3.5 SU: 1.5 left at 06:00", expedition.StopNight, 3.5, night, false, true,
			[]string{"leaves your packs 1.5 SU, " + short}, []string{"walks on from 06:00"}},
		{"night, 4.5 SU: the camp's 1 SU would stop it", expedition.StopNight, 4.5, night, false, false,
			[]string{"walks on from 06:00", "That's without the camp: after its 1 SU, the 06:00 burn leaves less than a day's burn"}, nil},
		{"night, 4 SU and camped: the walk goes on", expedition.StopNight, 4, night, false, true,
			[]string{"walks on from 06:00"}, []string{short, "without the camp"}},
		{"level-up by day, 1.5 SU", expedition.StopLevelUp, 1.5, day, false, false,
			[]string{"Your packs hold 1.5 SU, less than a day's burn (2 SU a day), so no walk goes on"}, []string{"`!expedition run` walks on"}},
		{"level-up by day, 2 SU", expedition.StopLevelUp, 2, day, false, false,
			[]string{"`!expedition run` walks on."}, []string{short}},
		{"room cap by day, 1.5 SU", expedition.StopCap, 1.5, day, false, false,
			[]string{"Your packs hold 1.5 SU, less than a day's burn (2 SU a day), so no walk goes on"}, []string{"again to go on"}},
		{"background cap at 19:30: the next walk is after the 06:00 burn", expedition.StopCap, 3, evening, true, false,
			[]string{"At 06:00 the day's burn (2 SU) leaves your packs 1 SU, " + short}, []string{"I'll walk on in a couple of hours"}},
		{"background cap by day, 3 SU", expedition.StopCap, 3, day, true, false,
			[]string{"I'll walk on in a couple of hours"}, []string{short}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := walkOnSupplies(t, tc.stop, tc.su, tc.at)
			w.Background = tc.background
			w.Rooms = make([]AutoWalkRoom, 3)
			if tc.camped {
				w.Exp.LastCampDay = w.Exp.Day
			}
			text := AutoWalkText(w)
			for _, s := range tc.want {
				assert.Contains(t, text, s)
			}
			for _, s := range tc.not {
				assert.NotContains(t, text, s)
			}
		})
	}
}

// `!expedition run on` says when its walk will not take a step for
// supplies (rules §10.3): a tester at 0 SU was told "I'll walk up to 3
// rooms … for you", and nothing walked.
func TestAutorunOnSaysWhenTheSuppliesHoldTheWalk(t *testing.T) {
	day := time.Date(2026, 3, 6, 11, 0, 0, 0, time.UTC)
	night := time.Date(2026, 3, 6, 22, 0, 0, 0, time.UTC)
	cases := []struct {
		name string
		su   float64
		at   time.Time
		want string
		not  string
	}{
		{"0 SU by day", 0, day, "🚶 **Auto-walk on**, but it won't take a step yet. Your packs hold 0 SU, less than a day's burn (2 SU a day), so no walk goes on", "I'll walk up to"},
		{"3 SU at night: 1 SU after the burn", 3, night, "At 06:00 the day's burn (2 SU) leaves your packs 1 SU", "I'll walk up to"},
		{"3 SU by day", 3, day, "I'll walk up to 3 rooms of **The Underforge** for you", "won't take a step"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := walkOnSupplies(t, "", tc.su, tc.at)
			w.Exp.ZoneID = "underforge"
			text := AutorunOnText(w.Exp, w.At, 3, "", "!")
			assert.Contains(t, text, tc.want)
			assert.NotContains(t, text, tc.not)
		})
	}
}

// Where the background walk waits for the player (rules §10.2, §10.3),
// `!expedition run on` says so and the way on, instead of promising a
// walk every two hours that never comes: behind the frontier, at an
// elite's door, or with HP at or below the walking floor.
func TestAutorunOnSaysWhatHoldsTheWalk(t *testing.T) {
	e := expedition.Expedition{Status: expedition.StatusActive, ZoneID: "goblin_warrens", Supplies: expedition.Supplies{Current: 20, Max: 20, DailyBurn: 1}}
	at := Moment{Now: time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)}
	assert.Contains(t, AutorunOnText(e, at, 3, "", "!"), "Every two hours or so", "nothing holds it")
	for wait, want := range map[AutorunWait][]string{
		WaitBehind: {"it won't take a step yet: you stand behind the frontier, and I only walk on from it. `!advance` forward to new ground"},
		WaitElite:  {"it won't take a step yet: the next room is an elite's, and I don't walk you into those. `!advance` when you're ready"},
		WaitLowHP:  {"your HP is at or below the floor I walk you at (`!autopilot` shows it)", "`!rest` shows the rests you can take"},
	} {
		text := AutorunOnText(e, at, 3, wait, "!")
		for _, w := range want {
			assert.Contains(t, text, w, wait)
		}
		assert.NotContains(t, text, "Every two hours", wait)
	}
}
