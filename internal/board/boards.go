package board

import "cmp"

// Facts are what a room's boards are ranked from, for the players the room
// lists (store.Board gathers them): their clears, completed expeditions,
// XP of the week and days played.
type Facts struct {
	Clears      []Clear
	Completions []Completion
	XP          []XPGain
	Days        []PlayedDays
}

// Boards are a room's four boards, each ranked best first (rules §12.1),
// and which players' longest streak still runs (Going, by user ID).
type Boards struct {
	Deepest []Score
	Fastest []ZoneBoard
	MostXP  []Score
	Longest []Score
	Going   map[string]bool
}

// Build ranks f's four boards; each player's Today (or, where it is
// unset, today: DayLayout, the operator's local date) tells whether their
// streak still runs.
func Build(f Facts, today string) Boards {
	b := Boards{Deepest: Deepest(f.Clears), Fastest: Fastest(f.Completions), MostXP: MostXP(f.XP),
		Longest: Longest(f.Days), Going: map[string]bool{}}
	for _, p := range f.Days {
		if LongestStreak(p.Days).Alive(cmp.Or(p.Today, today)) {
			b.Going[p.User] = true
		}
	}
	return b
}

// Place returns the 1-based place of user on scores (ranked), 0 when not
// on it.
func Place(scores []Score, user string) int {
	for i, s := range scores {
		if s.User == user {
			return i + 1
		}
	}
	return 0
}
