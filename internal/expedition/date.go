package expedition

import (
	"fmt"
	"time"
)

// Date is a calendar date of the day cycle in no time zone: the local date
// of a rollover, a departure or a recap. The zero Date is no date. It is
// written "YYYY-MM-DD" (DateLayout), the zero Date as "", in text and in
// the store's JSON; ParseDate is the one place it is read back.
type Date struct {
	midnight time.Time // 00:00 UTC of the date; the zero time for none
}

// DateOf returns t's calendar date in loc.
func DateOf(t time.Time, loc *time.Location) Date {
	y, m, d := t.In(loc).Date()
	return dateOf(y, m, d)
}

// dateOf normalises y-m-d (d may overflow the month).
func dateOf(y int, m time.Month, d int) Date {
	return Date{midnight: time.Date(y, m, d, 0, 0, 0, 0, time.UTC)}
}

// ParseDate reads a date as Date.String writes it ("" is the zero Date).
// Errors: text that is not a YYYY-MM-DD date.
func ParseDate(s string) (Date, error) {
	if s == "" {
		return Date{}, nil
	}
	t, err := time.Parse(DateLayout, s)
	if err != nil {
		return Date{}, fmt.Errorf("unreadable date %q: %w", s, err)
	}
	return dateOf(t.Date()), nil
}

// IsZero reports whether d is no date.
func (d Date) IsZero() bool { return d.midnight.IsZero() }

// String is d as "YYYY-MM-DD", or "" for the zero Date.
func (d Date) String() string {
	if d.IsZero() {
		return ""
	}
	return d.midnight.Format(DateLayout)
}

// AddDays returns the date n days after d (before it for a negative n).
func (d Date) AddDays(n int) Date {
	y, m, day := d.midnight.Date()
	return dateOf(y, m, day+n)
}

// DaysSince returns how many days d is after o (negative when before).
func (d Date) DaysSince(o Date) int {
	return int(d.midnight.Sub(o.midnight).Hours() / 24)
}

// At returns the first instant of d whose wall clock in loc reads hour:00
// (LocalAt: daylight-saving gaps and repeats).
func (d Date) At(hour int, loc *time.Location) time.Time {
	y, m, day := d.midnight.Date()
	return LocalAt(y, m, day, hour, loc)
}

// MarshalText writes d as String does.
func (d Date) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads what MarshalText writes. Errors: as ParseDate.
func (d *Date) UnmarshalText(b []byte) (err error) {
	*d, err = ParseDate(string(b))
	return err
}
