package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

// TestABriefingMidFightOffersTheFight: a rollover that falls on a running
// fight briefs the fight first, never the foe at the door as waiting for
// `!fight`, and what a flee costs alone or in a party (rules §2.13, §8.3).
func TestABriefingMidFightOffersTheFight(t *testing.T) {
	e, rep, ch := briefingFixture(t)
	e.PendingNight = nil
	var seen []string
	here := Here{Waiting: []content.MonsterID{"hobgoblin_warchief"}}
	waiting := BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Here: here, Line: recordingLiner(&seen), Prefix: "!"})
	assert.Contains(t, waiting, "`!fight` when you're ready", "before the fight, the foe waits")

	here.Fighting = true
	fighting := BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Here: here, Line: recordingLiner(&seen), Prefix: "!"})
	assert.Contains(t, fighting, "⚔️ You're in a fight: `!fight` shows it and your moves. `!flee` gets you out, but on an expedition fleeing ends it.")
	assert.NotContains(t, fighting, "when you're ready")

	e.Party = []expedition.Member{{UserID: "@cy:x", Seat: 1}}
	party := BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Here: here, Line: recordingLiner(&seen), Prefix: "!"})
	assert.Contains(t, party, "`!flee` takes you out of it; the party goes on while another seat holds the room", "in a party a flee ends nothing while a seat holds")
	assert.NotContains(t, party, "fleeing ends it")
}
