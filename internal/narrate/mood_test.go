package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/expedition"
)

func TestRemarkTextNamesTheNewMoodAndItsEffects(t *testing.T) {
	for _, tc := range []struct {
		name string
		ev   expedition.MoodEvent
		ch   expedition.MoodChange
		sit  flavor.Situation
		want string
	}{
		{"a taunt into Wrathful", expedition.MoodTaunt, expedition.MoodChange{From: 25, To: 15, ToBand: "Wrathful"}, flavor.ZoneTaunt,
			"**TwinBee's mood:** 25 → 15, **Wrathful** (threat +5 a day · loot chances ×0.8)."},
		{"a compliment into Elated", expedition.MoodCompliment, expedition.MoodChange{From: 78, To: 83, ToBand: "Elated"}, flavor.ZoneCompliment,
			"**TwinBee's mood:** 78 → 83, **Elated** (threat -3 a day · loot chances ×1.2)."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var asked flavor.Situation
			var vars map[string]string
			text := RemarkText(tc.ev, tc.ch, func(s flavor.Situation, v map[string]string) string {
				asked, vars = s, v
				return "line"
			})
			assert.Equal(t, tc.sit, asked)
			assert.Equal(t, tc.ch.ToBand, vars["mood"])
			assert.Contains(t, text, "🎭 *TwinBee:* line\n")
			assert.Contains(t, text, tc.want)
		})
	}
	assert.NotEmpty(t, RemarkRefusal(expedition.ErrRemarkSpent{Day: 2}))
	assert.Empty(t, RemarkRefusal(expedition.ErrNotActive{}))
}
