package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
)

func utc(y int, m time.Month, d, h, min int) time.Time {
	return time.Date(y, m, d, h, min, 0, 0, time.UTC)
}

func TestNextLocal(t *testing.T) {
	ny := mustLoc(t, "America/New_York")
	berlin := mustLoc(t, "Europe/Berlin")
	tokyo := mustLoc(t, "Asia/Tokyo")
	cases := []struct {
		name  string
		after time.Time
		loc   *time.Location
		hour  int
		want  time.Time
	}{
		{"NY plain 06:00", utc(2026, 6, 9, 9, 0), ny, 6, utc(2026, 6, 9, 10, 0)},
		{"NY strictly after", utc(2026, 6, 9, 10, 0), ny, 6, utc(2026, 6, 10, 10, 0)},
		{"NY 21:00", utc(2026, 6, 9, 10, 0), ny, 21, utc(2026, 6, 10, 1, 0)},
		{"NY spring forward 06:00", utc(2026, 3, 7, 12, 0), ny, 6, utc(2026, 3, 8, 10, 0)},
		{"NY the day after spring forward", utc(2026, 3, 8, 10, 0), ny, 6, utc(2026, 3, 9, 10, 0)},
		{"NY spring forward 21:00", utc(2026, 3, 8, 10, 0), ny, 21, utc(2026, 3, 9, 1, 0)},
		{"NY gap 02:00 gives 03:00 EDT", utc(2026, 3, 8, 5, 0), ny, 2, utc(2026, 3, 8, 7, 0)},
		{"NY fall back 06:00", utc(2026, 10, 31, 12, 0), ny, 6, utc(2026, 11, 1, 11, 0)},
		{"NY repeated 01:00: first", utc(2026, 10, 31, 12, 0), ny, 1, utc(2026, 11, 1, 5, 0)},
		{"NY repeated 01:00: once a day", utc(2026, 11, 1, 5, 30), ny, 1, utc(2026, 11, 2, 6, 0)},
		{"Berlin spring forward 06:00", utc(2026, 3, 28, 12, 0), berlin, 6, utc(2026, 3, 29, 4, 0)},
		{"Berlin gap 02:00 gives 03:00 CEST", utc(2026, 3, 28, 23, 30), berlin, 2, utc(2026, 3, 29, 1, 0)},
		{"Berlin fall back 06:00", utc(2026, 10, 24, 12, 0), berlin, 6, utc(2026, 10, 25, 5, 0)},
		{"Berlin repeated 02:00: first", utc(2026, 10, 24, 12, 0), berlin, 2, utc(2026, 10, 25, 0, 0)},
		{"Berlin fall back 21:00", utc(2026, 10, 25, 5, 0), berlin, 21, utc(2026, 10, 25, 20, 0)},
		{"Tokyo across the year", utc(2026, 12, 31, 22, 0), tokyo, 6, utc(2027, 1, 1, 21, 0)},
		{"UTC midnight", utc(2026, 6, 9, 23, 59), time.UTC, 0, utc(2026, 6, 10, 0, 0)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := NextLocal(tc.after, tc.loc, tc.hour)
			assert.True(t, got.Equal(tc.want), "got %s want %s", got.UTC(), tc.want)
		})
	}
}

func TestNextLocalIsOncePerLocalDayAcrossAYear(t *testing.T) {
	for _, name := range []string{"America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Pacific/Chatham"} {
		loc := mustLoc(t, name)
		for _, hour := range []int{RolloverHour, RecapHour} {
			at := utc(2026, 1, 1, 0, 0)
			var prevDate Date
			for i := 0; i < 366; i++ {
				at = NextLocal(at, loc, hour)
				l := at.In(loc)
				d := LocalDate(at, loc)
				assert.NotEqual(t, prevDate, d, "%s: two firings on %s", name, d)
				assert.Equal(t, hour, l.Hour(), "%s %s", name, d)
				assert.Zero(t, l.Minute(), "%s %s", name, d)
				prevDate = d
			}
		}
	}
}

func TestLocalAndRolloverDates(t *testing.T) {
	ny := mustLoc(t, "America/New_York")
	cases := []struct {
		at       time.Time
		local    string
		rollover string
	}{
		{time.Date(2026, 3, 8, 5, 59, 0, 0, ny), "2026-03-08", "2026-03-07"},
		{time.Date(2026, 3, 8, 6, 0, 0, 0, ny), "2026-03-08", "2026-03-08"},
		{time.Date(2026, 11, 1, 1, 30, 0, 0, ny), "2026-11-01", "2026-10-31"},
		{time.Date(2026, 1, 1, 0, 30, 0, 0, ny), "2026-01-01", "2025-12-31"},
		{time.Date(2026, 6, 9, 23, 0, 0, 0, ny), "2026-06-09", "2026-06-09"},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.local, LocalDate(tc.at, ny).String(), tc.at)
		assert.Equal(t, tc.rollover, rolloverDate(tc.at, ny).String(), tc.at)
	}
	assert.True(t, mustDate(t, "2026-03-08").At(RolloverHour, ny).Equal(utc(2026, 3, 8, 10, 0)))
}

func TestDueRolloversCatchUpAcrossSpringForward(t *testing.T) {
	ny := mustLoc(t, "America/New_York")
	e := departed(t, content.ZoneGoblinWarrens, 1)
	e.LastRollover = mustDate(t, "2026-03-06")
	now := time.Date(2026, 3, 9, 12, 0, 0, 0, ny)
	due := DueRollovers(e, ny, now, 0)
	require.Len(t, due, 3)
	assert.True(t, due[0].Equal(utc(2026, 3, 7, 11, 0)))
	assert.Equal(t, 23*time.Hour, due[1].Sub(due[0]))
	assert.Equal(t, 24*time.Hour, due[2].Sub(due[1]))
	assert.Len(t, DueRollovers(e, ny, now, 2), 2)
	assert.True(t, NextRollover(e, ny).Equal(due[0]))

	e.LastRollover = mustDate(t, "2026-03-09")
	assert.Empty(t, DueRollovers(e, ny, now, 0))
	assert.Empty(t, DueRollovers(provisioning(t, content.ZoneGoblinWarrens), ny, now, 0))
	assert.True(t, NextRollover(provisioning(t, content.ZoneGoblinWarrens), ny).IsZero())
}
