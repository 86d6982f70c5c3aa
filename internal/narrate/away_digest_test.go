package narrate

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

func TestAwayDigestTellsEachDayAndTheEnd(t *testing.T) {
	days := []expedition.RolloverReport{
		{Day: 2, Date: expedition.DateOf(time.Date(2026, 3, 3, 12, 0, 0, 0, time.UTC), time.UTC), Paid: 1, ThreatLevel: 3,
			Yesterday:  expedition.DayCounters{Day: 1, Rooms: 3, Enemies: 2, XP: 40},
			Milestones: []expedition.MilestoneAward{{Milestone: expedition.Milestone{Name: "First Night"}, GrantXP: 50}}},
		{Day: 3, Date: expedition.DateOf(time.Date(2026, 3, 4, 12, 0, 0, 0, time.UTC), time.UTC), Paid: 0.5, Shortfall: 0.5, ThreatLevel: 6,
			Starvation: &expedition.StarvationReport{Rolled: 3, ConLost: 3, ConLeft: 11},
			Night:      &expedition.NightReport{Encounter: &expedition.NightEncounter{Monsters: []content.MonsterID{"goblin_sneak", "worg", "goblin_sneak"}}}},
	}
	text := AwayDigestText(AwayDigest{Days: days, Latest: "🎭 **TwinBee — Morning Briefing, Day 3**"})
	assert.True(t, strings.HasPrefix(text, AwayDigestHead(2, 3)))
	assert.Contains(t, text, "2 mornings passed")
	// the catch-up plays the mornings, not the background walk's steps
	assert.Contains(t, text, "the night, the supplies, the threat and the zone's events (no walking was done for you)")
	assert.NotContains(t, text, "exactly as if")
	assert.Contains(t, text, "**Day 2** (2026-03-03) · the day before (day 1): 3 rooms, 2 foes, +40 XP · no camp · ate 1 SU · threat 3 · 🏅 First Night +50 XP")
	assert.Contains(t, text, "**Day 3** (2026-03-04) · night visitors: 2× Goblin Sneak and Worg · ate 0.5 SU · short by 0.5 SU · starving: **-3 CON** · threat 6")
	assert.Contains(t, text, "**This morning's briefing:**")

	days[1].Forced = &expedition.ExtractionReport{}
	ended := AwayDigestText(AwayDigest{Days: days, Latest: "last"})
	assert.Contains(t, ended, "**The expedition ended on Day 3. Its last briefing:**")
	assert.NotContains(t, ended, "This morning")
}

// TestAwayDigestSumsUpEveryDayPlayedAndNoDayOfWaiting: the day before is
// summed up whenever it saw play, even steps that cleared nothing, and
// never for a day of waiting, even one a milestone's XP landed on.
func TestAwayDigestSumsUpEveryDayPlayedAndNoDayOfWaiting(t *testing.T) {
	date := expedition.DateOf(time.Date(2026, 3, 6, 12, 0, 0, 0, time.UTC), time.UTC)
	for _, tc := range []struct {
		name string
		y    expedition.DayCounters
		want string // "" for no summary
	}{
		{"two steps, nothing cleared", expedition.DayCounters{Day: 4, Acted: true}, "the day before (day 4): 0 rooms, 0 foes, +0 XP"},
		{"a camp only", expedition.DayCounters{Day: 4, Camped: true}, "the day before (day 4): 0 rooms, 0 foes, +0 XP"},
		{"a room and a foe", expedition.DayCounters{Day: 4, Acted: true, Rooms: 1, Enemies: 1, XP: 25}, "the day before (day 4): 1 room, 1 foe, +25 XP"},
		{"waiting, a milestone's XP", expedition.DayCounters{Day: 4, XP: 50}, ""},
		{"waiting", expedition.DayCounters{Day: 4}, ""},
	} {
		line := digestDayLine(expedition.RolloverReport{Day: 5, Date: date, Yesterday: tc.y}, true)
		if tc.want == "" {
			assert.NotContains(t, line, "the day before", tc.name)
			continue
		}
		assert.Contains(t, line, "**Day 5** (2026-03-06) · "+tc.want+" · ", tc.name)
	}
}

// A party member's digest (rules §8.22) names the leader who walks the
// party, leaves out the day before's XP (the leader's) and tells the
// member's own takings instead.
func TestAMembersAwayDigestTellsTheirShare(t *testing.T) {
	days := []expedition.RolloverReport{{Day: 2, Date: expedition.DateOf(time.Date(2026, 3, 3, 12, 0, 0, 0, time.UTC), time.UTC), Paid: 1.5, ThreatLevel: 3,
		Yesterday:  expedition.DayCounters{Day: 1, Acted: true, Rooms: 3, Enemies: 2, XP: 40},
		Milestones: []expedition.MilestoneAward{{Milestone: expedition.Milestone{Name: "First Night"}, GrantXP: 50}}}}
	m := expedition.Member{XPEarned: 110, CoinsEarned: 12}
	text := AwayDigestText(AwayDigest{Days: days, Latest: "🎭 **TwinBee — Morning Briefing, Day 2**", Member: &m, Level: 1, Walker: "**Ann**"})
	assert.Contains(t, text, "the party's expedition, walked by **Ann**, went on without me")
	assert.Contains(t, text, "no walking was done for the party")
	assert.Contains(t, text, "**Day 2** (2026-03-03) · the day before (day 1): 3 rooms, 2 foes · no camp")
	assert.NotContains(t, text, "+40 XP", "the leader's XP is not the member's")
	assert.Contains(t, text, "🏅 First Night +50 XP", "the member's own milestone")
	assert.Contains(t, text, "💰 **Your takings so far:** "+memberTakings(m, 1))
}
