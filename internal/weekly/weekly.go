// Package weekly is the weekly seeded expedition (rules §12.2): each
// board week a room gets one zone, and everyone who takes it meets the
// same rooms, forks, secrets, encounters and night rolls, because the
// week's seed, not the player's run, keys them. What differs is what the
// players choose and their fight dice. The package names the week, derives
// its seed and zone, and ranks the attempts; it is pure, like every
// engine package.
package weekly

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/board"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/expedition"
)

// Week is a board week (board.WeekStart), named by the ISO 8601 year and
// week number of its Monday: 2026-W10.
type Week struct {
	Year, Num int
}

// Of is the week holding t in loc (the operator's time zone): the ISO
// week of the Monday its board week began on.
func Of(t time.Time, loc *time.Location) Week {
	y, n := board.WeekStart(t, loc).ISOWeek()
	return Week{Year: y, Num: n}
}

// String is the week as "2026-W10".
func (w Week) String() string { return fmt.Sprintf("%04d-W%02d", w.Year, w.Num) }

// Parse reads a week written "2026-W10" or "2026-10". Errors: anything
// else, or a week number the year does not have.
func Parse(s string) (Week, error) {
	y, n, ok := strings.Cut(strings.ToUpper(strings.TrimSpace(s)), "-")
	n = strings.TrimPrefix(n, "W")
	year, err1 := strconv.Atoi(y)
	num, err2 := strconv.Atoi(n)
	if !ok || err1 != nil || err2 != nil || year < 1 || year > 9999 {
		return Week{}, fmt.Errorf("weekly: %q is not a week such as 2026-W10", s)
	}
	w := Week{Year: year, Num: num}
	if num < 1 || num > weeksIn(year) {
		return Week{}, fmt.Errorf("weekly: %d has no week %d", year, num)
	}
	return w, nil
}

// weeksIn is how many ISO weeks year has (52 or 53): 28 December is
// always in the year's last week.
func weeksIn(year int) int {
	_, n := time.Date(year, 12, 28, 0, 0, 0, 0, time.UTC).ISOWeek()
	return n
}

// Monday is the calendar date of the week's Monday.
func (w Week) Monday() time.Time {
	// 4 January is always in week 1.
	jan4 := time.Date(w.Year, 1, 4, 0, 0, 0, 0, time.UTC)
	back := (int(jan4.Weekday()) + 6) % 7
	return jan4.AddDate(0, 0, (w.Num-1)*7-back)
}

// Start is when the week begins in loc: its Monday at board.WeekHour.
func (w Week) Start(loc *time.Location) time.Time {
	m := w.Monday()
	return expedition.LocalAt(m.Year(), m.Month(), m.Day(), board.WeekHour, loc)
}

// End is when the week ends in loc: the next week's Start.
func (w Week) End(loc *time.Location) time.Time {
	m := w.Monday()
	return expedition.LocalAt(m.Year(), m.Month(), m.Day()+7, board.WeekHour, loc)
}

// ResultsHour is the local hour on Sunday at which a room's weekly results
// are posted (rules §12.2).
const ResultsHour = 21

// ResultsAt is when the week's results are posted in loc: its Sunday at
// ResultsHour.
func (w Week) ResultsAt(loc *time.Location) time.Time {
	m := w.Monday()
	return expedition.LocalAt(m.Year(), m.Month(), m.Day()+6, ResultsHour, loc)
}

// index counts weeks from the first ISO week of 2026, so the zone
// rotation runs on from one year into the next.
func (w Week) index() int {
	return int(w.Monday().Sub(Week{Year: 2026, Num: 1}.Monday()).Hours()) / (7 * 24)
}

// Seed is the week's seed under the world seed: every room, fork check,
// encounter, trap, treasure and harvest roll of a weekly run is keyed by
// it, as a run's own seed keys them otherwise (rules §12.2).
func Seed(world uint64, w Week) uint64 { return SeedOf(world, w.String()) }

// SeedOf is Seed for the week written key ("2026-W10", Week.String), as
// an expedition keeps it (expedition.Expedition.Weekly).
func SeedOf(world uint64, key string) uint64 {
	return uint64(dice.NewStream(world, "weekly", key).IntN(math.MaxInt64))
}

// TierFor is the highest tier a character of level has reached the
// intended levels of: the highest tier with a zone whose lowest intended
// level is at most level (at least 1).
func TierFor(level int) int {
	tier := 1
	for _, z := range content.Zones() {
		if z.MinLevel <= level {
			tier = max(tier, z.Tier)
		}
	}
	return tier
}

// Zone is the week's zone for a room whose most advanced player is of
// level top: the weeks rotate through tiers 1 to TierFor(top) in turn,
// and each tier's zones whose lowest intended level top has reached take
// turns in the zone list's order, so none is a zone nobody there is
// ready for. ok is false only when the content has no such zone.
func Zone(w Week, top int) (content.Zone, bool) {
	maxTier := min(TierFor(top), content.MaxZoneTier)
	i := max(w.index(), 0)
	tier := i%maxTier + 1
	var zones []content.Zone
	for _, z := range content.Zones() {
		if z.Tier == tier && (z.MinLevel <= top || tier == 1) {
			zones = append(zones, z)
		}
	}
	if len(zones) == 0 {
		return content.Zone{}, false
	}
	return zones[(i/maxTier)%len(zones)], true
}

// Closed reports whether week's expedition is closed at now in loc: from
// its results on Sunday (ResultsAt) to the next week's start, no attempt
// starts, sets off or resumes (rules §12.2). An unreadable week is
// closed.
func Closed(week string, now time.Time, loc *time.Location) bool {
	w, err := Parse(week)
	return err != nil || !now.Before(w.ResultsAt(loc))
}

// Result is one player's attempt at a week's expedition as it stands:
// whether it was cleared (the zone's boss fell), the expedition days it
// took, the HP the character was left with, the rooms cleared, whether it
// is still under way (Going; Extracted when the player is out and may
// resume), and when it last changed.
type Result struct {
	User      string
	Name      string
	Cleared   bool
	Days      int
	HP        int
	Rooms     int
	Going     bool
	Extracted bool
	At        time.Time
}

// Rank orders attempts (rules §12.2): the clears first, by fewer days,
// then more HP left, then more rooms; then the rest by more rooms cleared,
// then more HP (an attempt that ended on day 1 is no better for it); ties
// to the one that got there first, then the lower user ID. The slice
// passed in is not changed.
func Rank(rs []Result) []Result {
	out := slices.Clone(rs)
	slices.SortStableFunc(out, func(a, b Result) int {
		switch {
		case a.Cleared != b.Cleared && a.Cleared:
			return -1
		case a.Cleared != b.Cleared:
			return 1
		case a.Cleared:
			return cmp.Or(cmp.Compare(a.Days, b.Days), cmp.Compare(b.HP, a.HP), cmp.Compare(b.Rooms, a.Rooms),
				a.At.Compare(b.At), cmp.Compare(a.User, b.User))
		}
		return cmp.Or(cmp.Compare(b.Rooms, a.Rooms), cmp.Compare(b.HP, a.HP), a.At.Compare(b.At), cmp.Compare(a.User, b.User))
	})
	return out
}

// ResultOf is the result of expedition e, a weekly attempt, as it stands
// (name and hpNow: its player's character's name and HP now): cleared
// when complete, the day it is on or ended on, the rooms cleared, the HP
// of its last report-card point (rules §8.21) once it is over or hpNow
// while it is still going (provisioning, in the field, or extracted and
// resumable).
func ResultOf(e expedition.Expedition, name string, hpNow int) Result {
	r := Result{User: e.UserID, Name: name, Cleared: e.Status == expedition.StatusComplete, Days: e.Day,
		Rooms: e.RoomsCleared, At: e.CreatedAt}
	switch e.Status {
	case expedition.StatusProvisioning, expedition.StatusActive:
		r.Going = true
	case expedition.StatusExtracted:
		r.Going, r.Extracted = true, true
	}
	if n := len(e.Series); n > 0 {
		r.HP, r.At = e.Series[n-1].HP, e.Series[n-1].At
	}
	if r.Going {
		r.HP = hpNow
	}
	if !e.EndedAt.IsZero() {
		r.At = e.EndedAt
	}
	return r
}
