package zone

import (
	"context"
	"time"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// Move actions passed to Hooks.BeforeMove.
const (
	ActionAdvance = "advance" // !zone advance, !advance
	ActionChoose  = "go"      // !zone go <n>
	ActionAbandon = "abandon" // !zone abandon
)

// Hooks let another plugin wrap the zone runs it owns (issue 5: an
// expedition IS a zone run lasting real days). Every method runs inside
// the command's (or the scheduled job's) transaction; an error refuses the
// whole command and nothing is saved. Nil Hooks: every run is standalone.
type Hooks interface {
	// BeforeStart refuses a standalone `!zone start` (e.g. while the
	// player is on an expedition).
	BeforeStart(c *bot.Context) error
	// BeforeMove refuses a move of run r (action is one of the Action*
	// constants): a night encounter waiting, heat exhaustion, an
	// expedition that is not active.
	BeforeMove(c *bot.Context, r zonerun.Run, action string) error
	// Owns reports whether run r belongs to an expedition, so its texts
	// name the expedition's verbs.
	Owns(ctx context.Context, st *store.Store, r zonerun.Run) (bool, error)
	// AfterStep sees every step of a run (a command, a fight's end, an
	// idle-fork pick) before it is saved. It returns the character to
	// save (it may grant XP, take coins) and lines to add to the answer
	// and to DM.
	AfterStep(ctx context.Context, st *store.Store, s StepInfo) (StepResult, error)
}

// StepInfo is one zone-run step as the hooks see it: the player, the run
// before the step (the zero Run for a start), the step, the zone and its
// graph, when, in the player's time zone, and the command prefix.
type StepInfo struct {
	User   string
	Prev   zonerun.Run
	Step   zonerun.Step
	Zone   content.Zone
	Graph  zonegraph.Graph
	Now    time.Time
	At     narrate.Moment
	Prefix string
}

// StepResult is what the hooks did with a step: the character to save,
// lines to add after the step's text, and DMs to send the player.
type StepResult struct {
	Char  rules.Character
	Lines []string
	DMs   []string
}

// owned reports whether the hooks own r (false without hooks).
func (d Deps) owned(ctx context.Context, st *store.Store, r zonerun.Run) (bool, error) {
	if d.Hooks == nil {
		return false, nil
	}
	return d.Hooks.Owns(ctx, st, r)
}

// afterStep runs the hooks on a step; without hooks the step's character
// passes unchanged.
func (d Deps) afterStep(ctx context.Context, st *store.Store, info StepInfo) (StepResult, error) {
	if d.Hooks == nil {
		return StepResult{Char: info.Step.Char}, nil
	}
	return d.Hooks.AfterStep(ctx, st, info)
}

// beforeMove asks the hooks whether run r may move.
func (d Deps) beforeMove(c *bot.Context, r zonerun.Run, action string) error {
	if d.Hooks == nil {
		return nil
	}
	return d.Hooks.BeforeMove(c, r, action)
}
