package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestABriefingMidFightOffersTheFight: a rollover that falls on a running
// fight briefs the fight first, never the foe at the door as waiting for
// `!fight` (rules §8.3).
func TestABriefingMidFightOffersTheFight(t *testing.T) {
	e, rep, ch := briefingFixture(t)
	e.PendingNight = nil
	var seen []string
	here := Here{Waiting: []string{"hobgoblin_warchief"}}
	waiting := BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Here: here, Line: recordingLiner(&seen), Prefix: "!"})
	assert.Contains(t, waiting, "`!fight` when you're ready", "before the fight, the foe waits")

	here.Fighting = true
	fighting := BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Here: here, Line: recordingLiner(&seen), Prefix: "!"})
	assert.Contains(t, fighting, "⚔️ You're in a fight: `!fight` shows it and your moves.")
	assert.NotContains(t, fighting, "when you're ready")
}
