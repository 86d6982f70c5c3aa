package zonerun

import (
	"errors"
	"fmt"

	"github.com/gogobee/gogobee/internal/content"
)

// Refusals. Every engine call that returns one of these leaves the run and
// the character unchanged.
var (
	// ErrRunOver: the run has ended; nothing moves any more.
	ErrRunOver = errors.New("zonerun: the run is over")
	// ErrNoPrompt: a fork answer with no fork prompt waiting.
	ErrNoPrompt = errors.New("zonerun: no fork prompt is waiting")
	// ErrNoOpenWay: every way out of the fork is closed.
	ErrNoOpenWay = errors.New("zonerun: no way out of this fork is open")
	// ErrDeadEnd: the room has no way on and is not the end of the zone.
	ErrDeadEnd = errors.New("zonerun: dead end")
	// ErrNoGraph: the graph given is not the run's zone, or misses the
	// node the player stands on.
	ErrNoGraph = errors.New("zonerun: the graph does not fit the run")
	// ErrCannotStart: the character has no HP left to start a run with.
	ErrCannotStart = errors.New("zonerun: the character is down")
)

// ErrFightPending refuses a move while an elite or boss fight waits in the
// room: Monster is its bestiary ID.
type ErrFightPending struct{ Monster content.MonsterID }

func (e ErrFightPending) Error() string {
	return fmt.Sprintf("zonerun: %s blocks the way; fight first", e.Monster)
}

// ErrBadChoice refuses a fork answer outside 1..Count.
type ErrBadChoice struct{ N, Count int }

func (e ErrBadChoice) Error() string {
	return fmt.Sprintf("zonerun: choice %d is not between 1 and %d", e.N, e.Count)
}

// ErrChoiceLocked refuses a fork answer whose way is closed; the prompt
// stays. N is the 1-based choice, Option the closed way.
type ErrChoiceLocked struct {
	N      int
	Option Option
}

func (e ErrChoiceLocked) Error() string {
	return fmt.Sprintf("zonerun: way %d is closed (%s)", e.N, e.Option.Reason)
}

// ErrWayLocked refuses an advance whose only way on is closed.
type ErrWayLocked struct{ Option Option }

func (e ErrWayLocked) Error() string {
	return fmt.Sprintf("zonerun: the way to %s is closed (%s)", e.Option.To, e.Option.Reason)
}

// ErrZoneTooHigh refuses a start in a zone above the character's reach
// (rules §6.2: player tier + 2): MaxTier is the highest tier allowed.
type ErrZoneTooHigh struct{ ZoneTier, MaxTier int }

func (e ErrZoneTooHigh) Error() string {
	return fmt.Sprintf("zonerun: a tier %d zone needs player tier %d or more (max zone tier now %d)",
		e.ZoneTier, e.ZoneTier-MaxTierAbove, e.MaxTier)
}
