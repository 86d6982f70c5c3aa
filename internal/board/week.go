package board

import (
	"time"

	"github.com/gogobee/gogobee/internal/expedition"
)

// WeekHour is the local hour on Monday at which a board week begins, in
// the operator's time zone (rules §12.1): the hour of the Morning
// Briefing, so a week's XP is counted from one briefing to the next
// Monday's.
const WeekHour = 6

// WeekStart returns when the board week holding t began: the latest
// Monday WeekHour:00 in loc at or before t.
func WeekStart(t time.Time, loc *time.Location) time.Time {
	l := t.In(loc)
	back := (int(l.Weekday()) - int(time.Monday) + 7) % 7
	start := expedition.LocalAt(l.Year(), l.Month(), l.Day()-back, WeekHour, loc)
	if start.After(t) {
		start = expedition.LocalAt(l.Year(), l.Month(), l.Day()-back-7, WeekHour, loc)
	}
	return start
}

// XPGain is a player's net XP in play over the board week and the time of
// its last change.
type XPGain struct {
	User string
	Name string
	XP   int
	Last time.Time
}

// MostXP is the week's XP board: players who gained XP (net of XP taken
// back on a knock-out, rules §1.9), most first; a tie goes to the one
// whose last gain came first.
func MostXP(gains []XPGain) []Score {
	var out []Score
	for _, g := range gains {
		if g.XP > 0 {
			out = append(out, Score{User: g.User, Name: g.Name, Value: g.XP, At: g.Last})
		}
	}
	return Rank(out, MostFirst)
}
