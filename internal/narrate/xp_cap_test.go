package narrate

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestLevelCapTakingsSayNoXPIsEarned: a level-20 hero earns no XP (rules
// §1.5), so the recap, the status, an extraction, a forced end, the end of
// a completed expedition and the report card say so rather than "0 XP";
// below the cap the count stays a number.
func TestLevelCapTakingsSayNoXPIsEarned(t *testing.T) {
	var seen []string
	const capped = "a level-20 hero earns no more"
	e, _, _ := briefingFixture(t)
	e.Today = expedition.DayCounters{Day: 2}
	recap := RecapText(Recap{Data: expedition.RecapFor(e, e.Day), ZoneID: e.ZoneID, Level: rules.MaxLevel, Line: recordingLiner(&seen), Prefix: "!"})
	assert.Contains(t, recap, "✨ **XP earned:** none ("+capped+")")
	low := RecapText(Recap{Data: expedition.RecapFor(e, e.Day), ZoneID: e.ZoneID, Level: 5, Line: recordingLiner(&seen), Prefix: "!"})
	assert.Contains(t, low, "✨ **XP earned:** 0\n", "below the cap a day without XP is 0")

	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	ch.Level = rules.MaxLevel
	ch.HP = rules.MaxHP(ch)
	e.XPEarned, e.FoeLevel = 0, rules.MaxLevel
	status := StatusText(e, ch, "Room 4", Here{}, Moment{Now: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC), Loc: time.UTC}, "!")
	assert.Contains(t, status, "💰 **Takings:** no XP ("+capped+") · ")

	x := expedition.ExtractionReport{Kind: expedition.ExtractVoluntary, Day: 2, SUBurned: 1}
	out := ExtractText(x, ch, content.ZoneGoblinWarrens, "Room 3", Moment{}, recordingLiner(&seen), "!")
	assert.Contains(t, out, "You keep no XP ("+capped+") and 0 coins earned")

	loss := expedition.Loss{Level: rules.MaxLevel, CoinsEarned: 30, CoinsLost: 20}
	forced := ForcedText(expedition.ExtractionReport{Kind: expedition.ExtractForced, Cause: expedition.CauseDowned, Day: 3, Loss: &loss},
		content.ZoneGoblinWarrens, recordingLiner(&seen), "!")
	assert.Contains(t, forced, "this leg earned: no XP ("+capped+"), 10 of 30 coins")

	assert.Contains(t, CompleteText(e, nil, recordingLiner(&seen)), "** no XP ("+capped+") and 0 coins earned")
	assert.Contains(t, reportTotals(e, zonerun.Run{}), "✨ no XP ("+capped+") · 💰")
	for _, text := range []string{recap, status, out, forced} {
		assert.NotContains(t, text, " 0 XP")
	}
}
