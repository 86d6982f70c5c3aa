// Package board ranks a room's players on its boards (rules §12.1): the
// deepest tier cleared, the fastest clear of each zone in expedition days,
// the most XP of the board week and the longest streak of days played.
//
// The package is pure, like every engine package: the store gathers the
// facts of the players a room lists (store.Board) and the plugin narrates
// what Rank and its helpers return. Every ranking is total, so two askers
// always see the same order: the better value first, then the one who got
// there first, then the lower user ID.
package board

import (
	"cmp"
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/content"
)

// Score is one player's entry on a board: Value is a tier, expedition
// days, XP or days in a row (what the board counts); At is when the
// player reached it (the earlier wins a tie); Zone is the zone it was made
// in, where the board names one.
type Score struct {
	User  string
	Name  string
	Value int
	At    time.Time
	Zone  content.ZoneID
}

// Order says which values rank first.
type Order int

// The two orders: more is better (tiers, XP, streaks) or fewer is
// (expedition days).
const (
	MostFirst Order = iota
	FewestFirst
)

// Rank returns scores sorted best first by o, ties broken by the earlier
// At, then the lower user ID. The slice passed in is not changed.
func Rank(scores []Score, o Order) []Score {
	out := slices.Clone(scores)
	slices.SortStableFunc(out, func(a, b Score) int {
		by := cmp.Compare(b.Value, a.Value)
		if o == FewestFirst {
			by = -by
		}
		if by != 0 {
			return by
		}
		if c := a.At.Compare(b.At); c != 0 {
			return c
		}
		return cmp.Compare(a.User, b.User)
	})
	return out
}

// Clear is a zone run a player cleared (either mode), at the time it
// ended.
type Clear struct {
	User string
	Name string
	Zone content.ZoneID
	At   time.Time
}

// Deepest is the deepest-tier board: each player's highest zone tier
// cleared (Value), reached At the first clear of that tier, ranked.
// Clears of zones the content does not know are passed over.
func Deepest(clears []Clear) []Score {
	best := map[string]Score{}
	for _, c := range clears {
		z, ok := content.ZoneByID(c.Zone)
		if !ok {
			continue
		}
		s, seen := best[c.User]
		if !seen || z.Tier > s.Value || (z.Tier == s.Value && c.At.Before(s.At)) {
			best[c.User] = Score{User: c.User, Name: c.Name, Value: z.Tier, At: c.At, Zone: c.Zone}
		}
	}
	return Rank(mapValues(best), MostFirst)
}

// Completion is an expedition a player completed: its zone, the
// expedition days it took and when it ended.
type Completion struct {
	User string
	Name string
	Zone content.ZoneID
	Days int
	At   time.Time
}

// Fastest is the fastest-clear board: for each zone with a completed
// expedition, its players' fewest expedition days (each player once, at
// the first time they made it), ranked; zones in content order, unknown
// zones passed over.
func Fastest(done []Completion) []ZoneBoard {
	byZone := map[content.ZoneID]map[string]Score{}
	for _, d := range done {
		if _, ok := content.ZoneByID(d.Zone); !ok {
			continue
		}
		if byZone[d.Zone] == nil {
			byZone[d.Zone] = map[string]Score{}
		}
		s, seen := byZone[d.Zone][d.User]
		if !seen || d.Days < s.Value || (d.Days == s.Value && d.At.Before(s.At)) {
			byZone[d.Zone][d.User] = Score{User: d.User, Name: d.Name, Value: d.Days, At: d.At, Zone: d.Zone}
		}
	}
	var out []ZoneBoard
	for _, z := range content.Zones() {
		if players, ok := byZone[z.ID]; ok {
			out = append(out, ZoneBoard{Zone: z.ID, Scores: Rank(mapValues(players), FewestFirst)})
		}
	}
	return out
}

// ZoneBoard is one zone's fastest clears, best first.
type ZoneBoard struct {
	Zone   content.ZoneID
	Scores []Score
}

// mapValues is the values of m, in no set order (Rank orders them).
func mapValues(m map[string]Score) []Score {
	out := make([]Score, 0, len(m))
	for _, s := range m {
		out = append(out, s)
	}
	return out
}
