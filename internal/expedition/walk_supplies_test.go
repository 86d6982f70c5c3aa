package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
)

// departedAt is an expedition into the Underforge (2 SU a day) departed
// at at in UTC, its packs edited to su.
func departedAt(t *testing.T, at time.Time, su float64) Expedition {
	t.Helper()
	e := provisioning(t, content.ZoneUnderforge)
	e, _, err := Buy(e, PackStandard, 2, 10_000, at)
	require.NoError(t, err)
	e, err = Depart(e, 1, at, time.UTC)
	require.NoError(t, err)
	e.Supplies.Current = su
	return e
}

func TestSmallHoursAreTheNightBeforeTheDepartureDay(t *testing.T) {
	early := time.Date(2026, 6, 9, 2, 0, 0, 0, time.UTC)
	tests := []struct {
		name     string
		departed time.Time
		at       time.Time
		want     bool
	}{
		{"02:00 of a departure at 02:00: day 1's 06:00 ends nothing", early, early, true},
		{"05:59 the same morning", early, early.Add(3*time.Hour + 59*time.Minute), true},
		{"06:00: day 1's daytime", early, early.Add(4 * time.Hour), false},
		{"22:00 of day 1: past its recap", early, early.Add(20 * time.Hour), false},
		{"02:00 next morning: day 1's last night", early, early.Add(24 * time.Hour), false},
		{"02:00 after a 10:00 departure", t0, early.Add(24 * time.Hour), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := departedAt(t, tt.departed, 10)
			assert.Equal(t, tt.want, SmallHours(e, tt.at, time.UTC))
		})
	}
}

func TestWalkSuppliedAsksWhatTheNextWalkWillCarry(t *testing.T) {
	night := time.Date(2026, 6, 9, 22, 0, 0, 0, time.UTC)
	small := time.Date(2026, 6, 9, 2, 0, 0, 0, time.UTC)
	tests := []struct {
		name         string
		departed, at time.Time
		su, spend    float64
		want         bool
	}{
		{"by day, a day's burn walks", t0, t0, 2, 0, true},
		{"by day, less stops", t0, t0, 1.75, 0, false},
		{"at night the 06:00 burn comes first: 3.5 leaves 1.5", t0, night, 3.5, 0, false},
		{"at night two days' burn walks in the morning", t0, night, 4, 0, true},
		{"a camp's 0.5 SU tonight stops the morning walk", t0, night, 4, 0.5, false},
		{"0.5 SU at night: the 06:00 burn leaves nothing", t0, night, 0.5, 0, false},
		{"small hours of the departure day: no burn before 06:00", small, small, 2, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := departedAt(t, tt.departed, tt.su)
			assert.Equal(t, tt.want, WalkSupplied(e, tt.spend, tt.at, time.UTC))
		})
	}
}

func TestMorningWalkAgreesWithPreflightAfterTheRollover(t *testing.T) {
	night := time.Date(2026, 6, 9, 22, 0, 0, 0, time.UTC)
	morning := time.Date(2026, 6, 10, 6, 15, 0, 0, time.UTC)
	for _, su := range []float64{0.5, 2, 3.5, 4, 6} {
		e := departedAt(t, t0, su)
		promised := WalkSupplied(e, 0, night, time.UTC)
		after, _, _, err := Rollover(e, cleared(), newCharacter(t, "fighter"), testRoot(), morning, time.UTC)
		require.NoError(t, err)
		walks := Preflight(after, 20, 20, 30, morning, time.UTC) != StopSupplies
		assert.Equal(t, walks, promised, "%.1f SU at 22:00", su)
	}
}
