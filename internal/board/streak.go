package board

import (
	"slices"
	"time"
)

// DayLayout is how a day played is written: the player's local calendar
// date.
const DayLayout = "2006-01-02"

// Streak is a run of consecutive days played: how many, and its first and
// last day (calendar dates, as midnight UTC of the day written).
type Streak struct {
	Days        int
	First, Last time.Time
}

// LongestStreak returns the longest run of consecutive days in days (each
// DayLayout, in any order; duplicates and unreadable days are passed
// over); of two as long, the later, so one still running shows. No days
// is the zero Streak.
func LongestStreak(days []string) Streak {
	var dates []time.Time
	for _, d := range days {
		if t, err := time.Parse(DayLayout, d); err == nil {
			dates = append(dates, t)
		}
	}
	slices.SortFunc(dates, time.Time.Compare)
	dates = slices.Compact(dates)
	var best, cur Streak
	for i, t := range dates {
		if i > 0 && t.Equal(dates[i-1].AddDate(0, 0, 1)) {
			cur.Days++
			cur.Last = t
		} else {
			cur = Streak{Days: 1, First: t, Last: t}
		}
		if cur.Days >= best.Days {
			best = cur
		}
	}
	return best
}

// Alive reports whether s still runs on today (DayLayout, the player's
// local date): it ended today or yesterday, so playing today extends it.
func (s Streak) Alive(today string) bool {
	t, err := time.Parse(DayLayout, today)
	if err != nil || s.Days == 0 {
		return false
	}
	return s.Last.Equal(t) || s.Last.Equal(t.AddDate(0, 0, -1))
}

// PlayedDays is a player's days played (DayLayout), their time zone (an
// IANA name, "" for the operator's) and, once the caller has worked it
// out, today's date there (Today, DayLayout): what tells whether their
// streak still runs.
type PlayedDays struct {
	User  string
	Name  string
	Days  []string
	TZ    string
	Today string
}

// Longest is the streak board: each player's longest streak (Value, in
// days), reached At its last day, ranked; a player with no day is left
// out.
func Longest(players []PlayedDays) []Score {
	var out []Score
	for _, p := range players {
		if s := LongestStreak(p.Days); s.Days > 0 {
			out = append(out, Score{User: p.User, Name: p.Name, Value: s.Days, At: s.Last})
		}
	}
	return Rank(out, MostFirst)
}
