package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
)

func TestPreflightStopsAWalkBeforeTheNextRoom(t *testing.T) {
	ok := departed(t, content.ZoneUnderforge, 2) // 20 SU, 2 SU a day
	tests := []struct {
		name   string
		edit   func(e *Expedition)
		hp, mx int
		pct    int
		at     time.Time
		want   WalkStop
	}{
		{"all clear", nil, 20, 20, 30, t0, ""},
		{"HP at the threshold", nil, 6, 20, 30, t0, StopLowHP},
		{"HP just above it", nil, 7, 20, 30, t0, ""},
		{"a higher threshold", nil, 9, 20, 50, t0, StopLowHP},
		{"no threshold given: 30%", nil, 6, 20, 0, t0, StopLowHP},
		{"supplies below a day's burn", func(e *Expedition) { e.Supplies.Current = 1.75 }, 20, 20, 30, t0, StopSupplies},
		{"exactly a day's burn", func(e *Expedition) { e.Supplies.Current = 2 }, 20, 20, 30, t0, ""},
		{"a harsher day burns more", func(e *Expedition) { e.Supplies.Current, e.Threat.Level = 3, 70 }, 20, 20, 30, t0, StopSupplies},
		{"21:00, the recap", nil, 20, 20, 30, time.Date(2026, 6, 9, 21, 0, 0, 0, time.UTC), StopNight},
		{"05:59", nil, 20, 20, 30, time.Date(2026, 6, 10, 5, 59, 0, 0, time.UTC), StopNight},
		{"06:00, the morning", nil, 20, 20, 30, time.Date(2026, 6, 10, 6, 0, 0, 0, time.UTC), ""},
		{"a night encounter", func(e *Expedition) { e.PendingNight = &NightEncounter{Day: 1} }, 20, 20, 30, t0, StopEncounter},
		{"not in the zone", func(e *Expedition) { e.Status = StatusExtracted }, 20, 20, 30, t0, StopInactive},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := ok.Clone()
			if tt.edit != nil {
				tt.edit(&e)
			}
			assert.Equal(t, tt.want, Preflight(e, tt.hp, tt.mx, tt.pct, tt.at, time.UTC))
		})
	}
}

func TestNightAndQuietWindowsFollowThePlayersClock(t *testing.T) {
	berlin := mustLoc(t, "Europe/Berlin")
	// 19:30 UTC is 21:30 in Berlin (summer time): night there, not in UTC.
	at := time.Date(2026, 6, 9, 19, 30, 0, 0, time.UTC)
	assert.True(t, IsNight(at, berlin))
	assert.False(t, IsNight(at, time.UTC))
	for _, tt := range []struct {
		at    time.Time
		quiet bool
	}{
		{time.Date(2026, 6, 9, 5, 50, 0, 0, time.UTC), true},
		{time.Date(2026, 6, 9, 6, 14, 0, 0, time.UTC), true},
		{time.Date(2026, 6, 9, 6, 15, 0, 0, time.UTC), false},
		{time.Date(2026, 6, 9, 12, 0, 0, 0, time.UTC), false},
		{time.Date(2026, 6, 9, 20, 46, 0, 0, time.UTC), true},
		{time.Date(2026, 6, 9, 21, 14, 0, 0, time.UTC), true},
	} {
		assert.Equal(t, tt.quiet, InQuietWindow(tt.at, time.UTC), "%v", tt.at)
	}
}
