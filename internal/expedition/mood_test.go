package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestMoodBands(t *testing.T) {
	cases := []struct {
		level int
		name  string
		drift int
		loot  float64
	}{
		{0, "Wrathful", 5, 0.8}, {19, "Wrathful", 5, 0.8},
		{20, "Brooding", 3, 0.9}, {39, "Brooding", 3, 0.9},
		{40, "Neutral", 3, 1.0}, {59, "Neutral", 3, 1.0},
		{60, "Engaged", 3, 1.1}, {79, "Engaged", 3, 1.1},
		{80, "Elated", -3, 1.2}, {100, "Elated", -3, 1.2},
	}
	for _, tc := range cases {
		b := MoodBandFor(tc.level)
		assert.Equal(t, tc.name, b.Name, "mood %d", tc.level)
		assert.Equal(t, tc.drift, DailyDrift(tc.level), "mood %d", tc.level)
		assert.Equal(t, tc.loot, b.LootMultiplier, "mood %d", tc.level)
	}
}

func TestMoodEvents(t *testing.T) {
	cases := []struct {
		ev   MoodEvent
		from int
		to   int
	}{
		{MoodZoneCompleted, 50, 60}, {MoodPlayerDeath, 50, 45}, {MoodNatural20, 50, 53},
		{MoodNatural1, 50, 48}, {MoodCommunityMilestone, 50, 65}, {MoodDowntime, 50, 30},
		{MoodTaunt, 5, 0}, {MoodCompliment, 98, 100},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.to, Mood{Level: tc.from}.Apply(tc.ev).Level, tc.ev)
	}
}

func TestMoodDriftsTowardFiftyAtTwoAnHour(t *testing.T) {
	cases := []struct {
		name    string
		from    int
		elapsed time.Duration
		to      int
	}{
		{"one hour down", 70, time.Hour, 68},
		{"one hour up", 30, time.Hour, 32},
		{"half hour", 70, 30 * time.Minute, 69},
		{"under half an hour", 70, 29 * time.Minute, 70},
		{"no overshoot", 52, 10 * time.Hour, 50},
		{"no overshoot up", 49, 10 * time.Hour, 50},
		{"at fifty", 50, 5 * time.Hour, 50},
		{"backwards clock", 70, -time.Hour, 70},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := Mood{Level: tc.from, DriftedTo: t0}
			assert.Equal(t, tc.to, m.DriftTo(t0.Add(tc.elapsed)).Level)
		})
	}
}

func TestMoodDriftCarriesPartialHalfHours(t *testing.T) {
	m := Mood{Level: 70, DriftedTo: t0}
	m = m.DriftTo(t0.Add(20 * time.Minute))
	m = m.DriftTo(t0.Add(40 * time.Minute))
	assert.Equal(t, 69, m.Level)
	assert.Equal(t, t0.Add(30*time.Minute), m.DriftedTo)
}

// An event drifts the mood to its time first, then moves it (as an
// extraction applies a death or a completion).
func TestMoodDriftsBeforeAnEvent(t *testing.T) {
	m := Mood{Level: 60, DriftedTo: t0}
	assert.Equal(t, 59, m.DriftTo(t0.Add(2*time.Hour)).Apply(MoodNatural20).Level) // 60 → 56 by drift, +3
}
