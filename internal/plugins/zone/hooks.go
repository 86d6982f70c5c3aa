package zone

import (
	"context"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// MoveAction names the move of a run that Hooks.BeforeMove may refuse.
type MoveAction string

// Move actions passed to Hooks.BeforeMove (ActionRevisit is with the
// revisit commands).
const (
	ActionAdvance MoveAction = "advance" // !zone advance, !advance
	ActionChoose  MoveAction = "go"      // !zone go <n>
	ActionAbandon MoveAction = "abandon" // !zone abandon
)

// Hooks let another plugin wrap the zone runs it owns (rules §8.1: an
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
	BeforeMove(c *bot.Context, r zonerun.Run, action MoveAction) error
	// Owns reports whether run r belongs to an expedition, so its texts
	// name the expedition's verbs.
	Owns(ctx context.Context, st *store.Store, r zonerun.Run) (bool, error)
	// AfterStep sees every step of a run (a command, a fight's end, an
	// idle-fork pick) before it is saved. It returns the character to
	// save (it may grant XP, take coins) and lines to add to the answer
	// and to DM.
	AfterStep(ctx context.Context, st *store.Store, s StepInfo) (StepResult, error)
}

// HarvestHooks is the optional part of Hooks that sets the auto-harvest
// pass's context for the runs the hooks own: the threat,
// the zone events' effects, the roll penalties. It gets the standalone
// context (base: no threat clock, the zone's wilderness trait) and returns
// it unchanged for runs it does not own.
type HarvestHooks interface {
	HarvestContext(ctx context.Context, st *store.Store, r zonerun.Run, base harvest.Context) (harvest.Context, error)
}

// PickHooks is the optional part of Hooks that holds an idle fork's
// pick on the runs the hooks own: the monsters of an encounter waiting for
// the player, which hold every move until they are fought (play.IdlePickHeld,
// rules §6.4); nil when nothing holds it or the hooks do not own r.
type PickHooks interface {
	PickHeld(ctx context.Context, st *store.Store, r zonerun.Run) ([]content.MonsterID, error)
}

// pickHeld is what holds an idle pick at run r (PickHooks); nil without
// such hooks.
func (d Deps) pickHeld(ctx context.Context, st *store.Store, r zonerun.Run) ([]content.MonsterID, error) {
	if ph, ok := d.Hooks.(PickHooks); ok && d.Hooks != nil {
		return ph.PickHeld(ctx, st, r)
	}
	return nil, nil
}

// StepInfo is one zone-run step as the hooks see it: the player, the run
// before the step (the zero Run for a start), the step, the zone and its
// graph, when, in the player's time zone, and the command prefix.
type StepInfo struct {
	User id.UserID
	// Party are the users of the party's other members, by seat (rules
	// §8.23); Step.Party their characters. Nil for a player alone.
	Party  []id.UserID
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
	Char rules.Character
	// Party are the party's other members to save, by seat (rules §8.23),
	// and PartyDMs what the step tells them.
	Party    []rules.Character
	PartyDMs []PartyDM
	Lines    []string
	DMs      []string
	// ThreatLine is the 1-based position in Lines of the step's threat
	// summary, 0 for none: the autopilot's walk summary shows the walk's
	// total threat instead.
	ThreatLine int
	// Asks marks Lines that end with a question for the player (an
	// encounter met on the road, `!fight` to engage it): the step's
	// "to go on" footer is left out.
	Asks bool
	// PickHeldBy names the monsters of an encounter left waiting for the
	// player, which hold a fork's idle pick (PickHooks).
	PickHeldBy []content.MonsterID
	// Run, when set, replaces the step's run before it is saved (an
	// expedition's Siege Mode putting enemies back in cleared rooms).
	Run *zonerun.Run
	// ShortRest: a `!rest short` would be taken now and bring something
	// back (expedition.ShortRestHelps), for the prompt of an elite or
	// boss waiting in the room (narrate.ZoneStep.ShortRest).
	ShortRest bool
	// NoAdvance: why `!advance` would be refused after the step
	// (play.AdvanceRefusal), nil when the walk goes on: the step's "to go
	// on" footer then names the refusal instead (narrate.ZoneStep.NoAdvance).
	NoAdvance error
}

// LinesBesideThreat returns Lines without the threat summary.
func (r StepResult) LinesBesideThreat() []string {
	var out []string
	for i, l := range r.Lines {
		if i+1 != r.ThreatLine {
			out = append(out, l)
		}
	}
	return out
}

// owned reports whether the hooks own r (false without hooks).
func (d Deps) owned(ctx context.Context, st *store.Store, r zonerun.Run) (bool, error) {
	if d.Hooks == nil {
		return false, nil
	}
	return d.Hooks.Owns(ctx, st, r)
}

// afterStep is where every step of a run goes before it is saved: the
// auto-harvest pass (zonerun.Harvest, the one harvest code path), then
// the hooks. It returns the step with the pass in it and what the hooks
// did; without hooks the step's character passes unchanged.
func (d Deps) afterStep(ctx context.Context, st *store.Store, info StepInfo) (zonerun.Step, StepResult, error) {
	hctx := play.HarvestContext(info.Zone.ID, nil)
	if hh, ok := d.Hooks.(HarvestHooks); ok && d.Hooks != nil {
		var err error
		if hctx, err = hh.HarvestContext(ctx, st, info.Step.Run, hctx); err != nil {
			return info.Step, StepResult{}, err
		}
	}
	step, err := zonerun.Harvest(info.Step, info.Graph, hctx, info.Now)
	if err != nil {
		return info.Step, StepResult{}, err
	}
	info.Step = step
	res := StepResult{Char: step.Char, Party: step.Party}
	if d.Hooks != nil {
		if res, err = d.Hooks.AfterStep(ctx, st, info); err != nil {
			return step, res, err
		}
		if res.Run != nil {
			step.Run = *res.Run
		}
	}
	return d.runLoss(ctx, st, info.Prev, step, res)
}

// runLoss takes what a standalone run lost or fled in this step leaves
// behind off the character (play.RunLoss, rules §6.9) and says so; a run
// an expedition owns is left to its forced extraction.
func (d Deps) runLoss(ctx context.Context, st *store.Store, prev zonerun.Run, step zonerun.Step, res StepResult) (zonerun.Step, StepResult, error) {
	ch, loss := play.RunLoss(prev, step.Run, res.Char)
	if loss == nil {
		return step, res, nil
	}
	if owned, err := d.owned(ctx, st, step.Run); err != nil || owned {
		return step, res, err
	}
	res.Char = ch
	res.Lines = append(res.Lines, "🚑 "+narrate.LossText(*loss, "this run"))
	return step, res, nil
}

// beforeMove asks the hooks whether run r may move.
func (d Deps) beforeMove(c *bot.Context, r zonerun.Run, action MoveAction) error {
	if d.Hooks == nil {
		return nil
	}
	return d.Hooks.BeforeMove(c, r, action)
}
