package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestApplyMoodMovesTheMoodForAFightsNaturalRolls(t *testing.T) {
	cases := []struct {
		name     string
		from     int
		ev       MoodEvent
		times    int
		after    time.Duration // since the mood last drifted
		to       int
		bandNote bool
	}{
		{"two natural 20s", 50, MoodNatural20, 2, 0, 56, false},
		{"three natural 1s", 50, MoodNatural1, 3, 0, 44, false},
		{"none changes nothing", 50, MoodNatural20, 0, 0, 50, false},
		{"the drift comes first", 70, MoodNatural20, 1, time.Hour, 71, false},
		{"a 20 tips Engaged into Elated", 78, MoodNatural20, 1, 0, 81, true},
		{"a 1 tips Brooding into Wrathful", 20, MoodNatural1, 1, 0, 18, true},
		{"clamped at 0", 3, MoodNatural1, 5, 0, 0, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := departed(t, content.ZoneGoblinWarrens, 2)
			e.Mood = Mood{Level: tc.from, DriftedTo: t0}
			logged := len(e.Log.Entries)
			got, ch, err := ApplyMood(e, tc.ev, tc.times, t0.Add(tc.after))
			require.NoError(t, err)
			assert.Equal(t, tc.to, got.Mood.Level)
			assert.Equal(t, tc.to, ch.To)
			assert.Equal(t, tc.from, e.Mood.Level, "the expedition passed in is not changed")
			assert.Equal(t, tc.bandNote, len(got.Log.Entries) > logged, "a band crossing is logged")
		})
	}
	_, _, err := ApplyMood(provisioning(t, content.ZoneGoblinWarrens), MoodNatural20, 1, t0)
	assert.ErrorAs(t, err, &ErrNotActive{})
}

func TestRemarkTauntsOrComplimentsOnceADay(t *testing.T) {
	cases := []struct {
		name    string
		first   MoodEvent
		second  MoodEvent
		nextDay bool // the second remark comes after a rollover
		to      int  // the mood after the first remark
		err     error
	}{
		{"a taunt lowers the mood by 10", MoodTaunt, "", false, 40, nil},
		{"a compliment raises it by 5", MoodCompliment, "", false, 55, nil},
		{"a second remark the same day is refused", MoodTaunt, MoodCompliment, false, 40, ErrRemarkSpent{Day: 1}},
		{"the next day TwinBee listens again", MoodCompliment, MoodCompliment, true, 55, nil},
		{"only taunts and compliments are remarks", MoodNatural20, "", false, 50, ErrNotARemark{Event: MoodNatural20}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := departed(t, content.ZoneGoblinWarrens, 3)
			got, ch, err := Remark(e, tc.first, t0)
			if tc.second == "" && tc.err != nil {
				require.Equal(t, tc.err, err)
				assert.Equal(t, e, got, "a refused remark changes nothing")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.to, got.Mood.Level)
			assert.Equal(t, tc.to, ch.To)
			if tc.second == "" {
				return
			}
			if tc.nextDay {
				got, _, _ = rollTo(t, got, cleared(), newCharacter(t, rules.Fighter), 2)
			}
			again, _, err := Remark(got, tc.second, t0.Add(time.Minute))
			if tc.err != nil {
				require.Equal(t, tc.err, err)
				assert.Equal(t, got, again)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, got.Mood.Level+moodChanges[tc.second], again.Mood.Level)
		})
	}
	_, _, err := Remark(provisioning(t, content.ZoneGoblinWarrens), MoodTaunt, t0)
	assert.ErrorAs(t, err, &ErrNotActive{})
}

// TestAMilestoneRaisesTheMood: each milestone reached is a community
// milestone for TwinBee's mood, +15 (rules §8.9, §8.19).
func TestAMilestoneRaisesTheMood(t *testing.T) {
	cases := []struct {
		name string
		id   MilestoneID
		from int
		to   int
	}{
		{"First Night", MilestoneFirstNight, 50, 65},
		{"Cartographer", MilestoneCartographer, 40, 55},
		{"clamped at 100", MilestoneWeekOne, 95, 100},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := departed(t, content.ZoneGoblinWarrens, 2)
			e.Mood = Mood{Level: tc.from, DriftedTo: t0}
			require.NotNil(t, e.award(tc.id, nil, t0))
			assert.Equal(t, tc.to, e.Mood.Level)
			assert.Nil(t, e.award(tc.id, nil, t0), "once")
			assert.Equal(t, tc.to, e.Mood.Level, "a milestone earned already moves nothing")
		})
	}
}

// TestMoodEventsSetTheDailyThreatDrift: mood moved by events just before
// the rollover sets its threat drift (rules §8.9): Wrathful +5, Elated −3.
// The rollover drifts the mood first (one point for the half hour begun
// before the events), so Elated needs 83 here.
func TestMoodEventsSetTheDailyThreatDrift(t *testing.T) {
	promise.Shows(t, promise.MoodDrift)
	cases := []struct {
		name  string
		ev    MoodEvent
		times int
		drift int
	}{
		{"a run of natural 1s makes TwinBee Wrathful", MoodNatural1, 16, 5},
		{"a run of natural 20s makes TwinBee Elated", MoodNatural20, 11, -3},
		{"a few leave the drift at +3", MoodNatural20, 2, 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := departed(t, content.ZoneGoblinWarrens, 3)
			next := NextRollover(e, time.UTC)
			e, _, err := ApplyMood(e, tc.ev, tc.times, next.Add(-time.Minute))
			require.NoError(t, err)
			_, _, rep, err := Rollover(e, cleared(), newCharacter(t, rules.Fighter), testRoot(), next, time.UTC)
			require.NoError(t, err)
			assert.Equal(t, tc.drift, rep.Drift.Requested)
		})
	}
}
