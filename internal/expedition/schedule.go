package expedition

import (
	"time"
)

// The day cycle's local hours (rules §8.3).
const (
	// RolloverHour: 06:00 local, the night phase resolves, the day rolls
	// over and the Morning Briefing goes out.
	RolloverHour = 6
	// RecapHour: 21:00 local, the Evening Recap.
	RecapHour = 21
)

// DateLayout is the layout of local dates ("2006-01-02").
const DateLayout = time.DateOnly

// LocalDate returns t's calendar date in loc.
func LocalDate(t time.Time, loc *time.Location) Date { return DateOf(t, loc) }

// wallKey orders local wall-clock readings.
func wallKey(t time.Time) int64 {
	y, m, d := t.Date()
	return ((int64(y)*100+int64(m))*100+int64(d))*100000 + int64(t.Hour()*3600+t.Minute()*60+t.Second())
}

// LocalAt returns the first instant whose local wall clock in loc reads
// hour:00 on the given date, or, when hour:00 does not exist that day (a
// daylight-saving gap), the first instant after it. On a day whose hour
// repeats (the clocks go back), it is the first of the two.
func LocalAt(y int, m time.Month, d, hour int, loc *time.Location) time.Time {
	// Normalise the date (d may overflow the month).
	n := time.Date(y, m, d, 12, 0, 0, 0, time.UTC)
	target := wallKey(time.Date(n.Year(), n.Month(), n.Day(), hour, 0, 0, 0, time.UTC))
	guess := time.Date(n.Year(), n.Month(), n.Day(), hour, 0, 0, 0, loc)
	// The first instant whose wall clock is at or after target lies within
	// a few hours of Go's guess; search it to the second.
	lo, hi := guess.Add(-4*time.Hour).Unix(), guess.Add(4*time.Hour).Unix()
	for lo < hi {
		mid := lo + (hi-lo)/2
		if wallKey(time.Unix(mid, 0).In(loc)) >= target {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return time.Unix(lo, 0).In(loc)
}

// NextLocal returns the next instant strictly after `after` at which the
// local time in loc is hour:00 (see LocalAt for daylight-saving days).
func NextLocal(after time.Time, loc *time.Location, hour int) time.Time {
	l := after.In(loc)
	for i := -1; i <= 2; i++ {
		t := LocalAt(l.Year(), l.Month(), l.Day()+i, hour, loc)
		if t.After(after) {
			return t
		}
	}
	return LocalAt(l.Year(), l.Month(), l.Day()+3, hour, loc)
}

// DepartureDate is the expedition date a departure at t starts: the local
// calendar date of t. A departure in the small hours belongs to the day
// about to begin, not to the night before, so Day 1 runs to 06:00 of the
// next calendar day instead of ending a few hours after setting off
// (departing at 04:00 must not make Day 2 begin two hours later).
func DepartureDate(t time.Time, loc *time.Location) Date { return DateOf(t, loc) }

// NextRollover returns the instant of the first rollover the expedition has
// not applied: 06:00 local on the day after LastRollover. Catch-up applies
// Rollover at each such instant at or before now, in order, until the next
// one lies in the future. A zero time is returned for an expedition that
// never departed.
func NextRollover(e Expedition, loc *time.Location) time.Time {
	if e.LastRollover.IsZero() {
		return time.Time{}
	}
	return e.LastRollover.AddDays(1).At(RolloverHour, loc)
}

// DueRollovers returns the rollover instants due at now, oldest first (at
// most limit; limit ≤ 0 means no limit). Empty when nothing is due.
func DueRollovers(e Expedition, loc *time.Location, now time.Time, limit int) []time.Time {
	if e.Status != StatusActive || e.LastRollover.IsZero() {
		return nil
	}
	var out []time.Time
	for i := 1; limit <= 0 || len(out) < limit; i++ {
		t := e.LastRollover.AddDays(i).At(RolloverHour, loc)
		if t.After(now) {
			break
		}
		out = append(out, t)
	}
	return out
}
