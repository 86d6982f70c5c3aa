package narrate

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/expedition"
)

// A walk the night stops says how it goes on as the player's background
// walk setting has it (rules §10.3): by itself in the morning when it is
// on, else by asking again from 06:00 or turning it on; a tryout was told
// "the walk goes on in the morning" with it off, and nothing walked.
func TestTheNightStopSaysHowTheWalkGoesOn(t *testing.T) {
	cases := []struct {
		name    string
		autorun bool
		want    string
		not     string
	}{
		{"background walk on", true, "Your auto-walk goes on by itself from 06:15, once no rest or fight holds you.", "`!expedition run on`"},
		{"background walk off", false, "`!expedition run` walks on from 06:00, or `!expedition run on` lets me walk by myself from 06:15.", "goes on by itself"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := underforgeWalk(t)
			w.Stop, w.Autorun = expedition.StopNight, tc.autorun
			text := AutoWalkText(w)
			assert.Contains(t, text, tc.want)
			assert.NotContains(t, text, tc.not)
			assert.NotContains(t, text, "The walk goes on in the morning")
		})
	}
}

// A walk that came into the trader's room stops there and says who keeps
// shop and how to trade and walk on (rules §10.2).
func TestTheTraderStopNamesTheTrader(t *testing.T) {
	w := underforgeWalk(t)
	w.Stop = expedition.StopTrader
	w.Exp.ZoneID = "underdark"
	assert.Contains(t, AutoWalkText(w), "🛒 **A svirfneblin trader** keeps shop here, the zone's one trader, so I stopped: `!trade` shows the wares, and `!expedition run` walks on.")
}

// In the small hours of a departure day (expedition.SmallHours, rules
// §8.3) the night stop says what holds then: day 1 and its 21:00 recap
// are ahead, the walk waits for 06:00, a short rest if one helps, and the
// day's one camp kept for the night. A tester departing at 02:00 was told
// "past the evening recap, and nights are for camping: `!camp standard`",
// spent day 1's camp on it, and at 21:00 had none.
func TestTheNightStopInTheSmallHoursOfTheDepartureDay(t *testing.T) {
	departed := time.Date(2026, 3, 2, 2, 0, 0, 0, time.UTC)
	cases := []struct {
		name      string
		at        time.Time
		hurt      bool
		camped    bool
		want, not []string
	}{
		{"02:00, fresh", departed, false, false,
			[]string{"🌙 It's 02:00 your time, and day 1 has only just begun: no walking until 06:00, and its recap comes at 21:00.",
				"A camp made now is the day's one camp: keep it for tonight, after the 21:00 recap.", "`!expedition run` walks on from 06:00"},
			[]string{"past the evening recap", "`!camp", "`!rest short`"}},
		{"03:00, hurt: a short rest helps", departed.Add(time.Hour), true, false,
			[]string{"`!rest short` patches you up meanwhile.", "keep it for tonight"}, []string{"past the evening recap", "`!camp"}},
		{"04:00, camped already", departed.Add(2 * time.Hour), false, true,
			[]string{"Today's one camp is made, and the next comes after tomorrow's 06:00 briefing."}, []string{"past the evening recap", "keep it for tonight"}},
		{"22:00 the same day: past its recap", departed.Add(20 * time.Hour), false, false,
			[]string{"past the evening recap, and nights are for camping"}, []string{"only just begun"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := underforgeWalk(t)
			w.Stop, w.At = expedition.StopNight, Moment{Now: tc.at}
			w.Exp = expedition.Expedition{Status: expedition.StatusActive, Day: 1, LastRollover: expedition.DateOf(departed, time.UTC),
				Supplies: expedition.Supplies{Current: 20, Max: 20, DailyBurn: 2}}
			if tc.hurt {
				w.Char.HP = 3
			}
			if tc.camped {
				w.Exp.LastCampDay = 1
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
