package narrate

import (
	"testing"

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
