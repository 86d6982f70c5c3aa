// Package narrate turns game state and engine reports into the text players
// read: TwinBee's dry, warm voice, written as Markdown that renders well in
// Matrix (short lines, bold labels, plain lists, no wide tables). Plugins
// compute and save; narrate only words things, so wording changes never
// touch the rules (docs/architecture.md, "Layers").
//
// Every function is pure: the current time and the reader's time zone come
// in as a Moment.
package narrate

import (
	"fmt"
	"strings"
	"time"
)

// Moment is when a text is read and in which time zone (the player's own):
// times in the text are shown on the reader's clock.
type Moment struct {
	Now time.Time
	Loc *time.Location // nil means UTC
}

func (m Moment) loc() *time.Location {
	if m.Loc == nil {
		return time.UTC
	}
	return m.Loc
}

// When renders a future (or past) instant t for the reader: "15:00 (in
// 5h 30m)" when it falls on the reader's current day, "Tue 09:00 (in 23h)"
// otherwise, and "Mon 9 Mar 10:00 (in 7d)" six days out or more, where a
// weekday alone could be today's. A time already past reads "15:00 (just
// now)".
func (m Moment) When(t time.Time) string {
	now, at := m.Now.In(m.loc()), t.In(m.loc())
	clock := at.Format("15:04")
	y1, m1, d1 := now.Date()
	if y2, m2, d2 := at.Date(); y1 != y2 || m1 != m2 || d1 != d2 {
		clock = at.Format("Mon 15:04")
		if at.Sub(now) >= 6*24*time.Hour {
			clock = at.Format("Mon 2 Jan 15:04") // a week out, the weekday alone reads as today's
		}
	}
	d := t.Sub(m.Now)
	if d <= 0 {
		return clock + " (just now)"
	}
	return clock + " (in " + Duration(d) + ")"
}

// Ago renders a past instant t for the reader as When does its clock,
// with how long ago: "Sun 21:00 (9h ago)"; under a minute ago, "(just
// now)"; a time still to come reads as When's.
func (m Moment) Ago(t time.Time) string {
	d := m.Now.Sub(t)
	if d < time.Minute {
		return m.When(t)
	}
	now, at := m.Now.In(m.loc()), t.In(m.loc())
	clock := at.Format("15:04")
	if y1, m1, d1 := now.Date(); !(at.Year() == y1 && at.Month() == m1 && at.Day() == d1) {
		clock = at.Format("Mon 15:04")
		if d >= 6*24*time.Hour {
			clock = at.Format("Mon 2 Jan 15:04")
		}
	}
	return clock + " (" + Duration(d) + " ago)"
}

// Duration renders a span as "2d 3h", "5h 30m", "45m" or "under a minute",
// rounded up to the minute and showing at most two units.
func Duration(d time.Duration) string {
	if d < time.Minute {
		return "under a minute"
	}
	mins := int((d + time.Minute - 1) / time.Minute)
	days, hours, rest := mins/(24*60), (mins/60)%24, mins%60
	switch {
	case days > 0 && hours > 0:
		return fmt.Sprintf("%dd %dh", days, hours)
	case days > 0:
		return fmt.Sprintf("%dd", days)
	case hours > 0 && rest > 0:
		return fmt.Sprintf("%dh %dm", hours, rest)
	case hours > 0:
		return fmt.Sprintf("%dh", hours)
	}
	return fmt.Sprintf("%dm", rest)
}

// Signed renders a modifier with its sign: "+2", "+0", "-1".
func Signed(n int) string {
	if n < 0 {
		return fmt.Sprintf("-%d", -n)
	}
	return fmt.Sprintf("+%d", n)
}

// Coins renders a coin amount with thousands separators: "1,500 coins",
// "1 coin".
func Coins(n int) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf("%d coin", n)
	}
	return Number(n) + " coins"
}

// Number renders n with comma thousands separators: 30000 → "30,000".
func Number(n int) string {
	s := fmt.Sprint(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// List joins items as "a", "a and b", "a, b and c".
func List(items []string) string { return joinLast(items, " and ") }

// OrList joins items as "a", "a or b", "a, b or c".
func OrList(items []string) string { return joinLast(items, " or ") }

// joinLast joins items with commas, and the last two with last.
func joinLast(items []string, last string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + last + items[len(items)-1]
}

// namesOf maps each ID to its display name, in order.
func namesOf[T any](ids []T, name func(T) string) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = name(id)
	}
	return out
}

// countedList names ids (one entry per copy) in the order each first
// comes, copies of one together with their count: "2× Ruby and Iron Ore".
func countedList[T comparable](ids []T, name func(T) string) string {
	var order []T
	count := map[T]int{}
	for _, id := range ids {
		if count[id] == 0 {
			order = append(order, id)
		}
		count[id]++
	}
	names := make([]string, len(order))
	for i, id := range order {
		names[i] = name(id)
		if count[id] > 1 {
			names[i] = fmt.Sprintf("%d× %s", count[id], names[i])
		}
	}
	return List(names)
}

// Ordinal renders 1 → "1st", 2 → "2nd", 3 → "3rd", 4 → "4th".
func Ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprintf("%d%s", n, suffix)
}

// Count is n with its noun: "1 player", "3 players".
func Count(n int, one, many string) string { return plural(n, one, many) }
