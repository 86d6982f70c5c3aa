package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
)

// Siege Mode begins at whichever comes first: the first rollover past the
// zone's maximum days or the daily drift reaching 100 (rules §8.6, §8.8).
func TestSiegeDayCountsWhatComesFirst(t *testing.T) {
	for _, tc := range []struct {
		name   string
		zone   content.ZoneID
		day    int
		threat int
		mood   int
		siege  bool
		want   SiegeDay
		ok     bool
	}{
		{"the day cap, threat low", content.ZoneGoblinWarrens, 1, 0, MoodStart, false, SiegeDay{5, SiegeByDayCap, 3}, true},
		{"the drift first", content.ZoneGoblinWarrens, 3, 98, MoodStart, false, SiegeDay{4, SiegeByDrift, 3}, true},
		{"Feywild: threat 98 on day 13", content.ZoneFeywild, 13, 98, MoodStart, false, SiegeDay{14, SiegeByDrift, 3}, true},
		{"two days of drift", content.ZoneFeywild, 10, 95, MoodStart, false, SiegeDay{12, SiegeByDrift, 3}, true},
		{"a tie counts as the cap", content.ZoneGoblinWarrens, 4, 98, MoodStart, false, SiegeDay{5, SiegeByDayCap, 3}, true},
		{"a wrathful mood drifts faster", content.ZoneFeywild, 5, 80, 10, false, SiegeDay{9, SiegeByDrift, 5}, true},
		{"no cap: the drift alone", content.ZoneAbyssPortal, 2, 50, MoodStart, false, SiegeDay{19, SiegeByDrift, 3}, true},
		{"no cap and a falling drift: never", content.ZoneAbyssPortal, 2, 50, 90, false, SiegeDay{}, false},
		{"already in Siege Mode", content.ZoneGoblinWarrens, 5, 100, MoodStart, true, SiegeDay{}, false},
	} {
		e := departed(t, tc.zone, 1)
		e.Day, e.Threat.Level, e.Mood.Level, e.Threat.Siege = tc.day, tc.threat, tc.mood, tc.siege
		got, ok := SiegeDayOf(e)
		assert.Equal(t, tc.ok, ok, tc.name)
		assert.Equal(t, tc.want, got, tc.name)
	}
}

func TestCapSiegeDayIsTheFirstDayPastTheCap(t *testing.T) {
	for _, tc := range []struct {
		zone content.ZoneID
		want int
	}{{content.ZoneGoblinWarrens, 5}, {content.ZoneAbyssPortal, 0}} {
		tr, ok := TraitsOf(tc.zone)
		require.True(t, ok, tc.zone)
		assert.Equal(t, tc.want, CapSiegeDay(tr), tc.zone)
	}
}
