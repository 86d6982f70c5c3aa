package zone

import (
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ActionRevisit is the move action of `!revisit` passed to
// Hooks.BeforeMove: an expedition checks its backtracking preflight
// (threat below the siege guard, supplies at the survival floor).
// ActionRetreat is `!retreat`'s: falling back one step toward the way out
// is no detour, so an expedition leaves the survival floor out (rules §9.3).
const (
	ActionRevisit MoveAction = "revisit"
	ActionRetreat MoveAction = "retreat"
)

// revisitCommand is `!revisit <n>` (rules §9.1): one step back to room n of
// the Path strip.
func (d Deps) revisitCommand() bot.Command {
	return bot.Command{
		Name:    "revisit",
		Section: bot.SectionZones,
		Summary: "Walk back one step to a room you've been to (its number on the map's Path strip); on an expedition, threat +1",
		Forms:   []bot.Form{{Params: []bot.Param{bot.Arg("n")}}},
		Examples: []string{
			"revisit 5", "zone revisit 5",
		},
		Handler: bot.WithArgs(d.revisit),
	}
}

// revisit is `!revisit <n>` and `!zone revisit <n>`: a bare one explains
// itself and lists where the player may walk back to.
func (d Deps) revisit(c *bot.Context, args []string) error {
	if len(args) == 0 {
		return d.revisitUsage(c)
	}
	if len(args) > 1 {
		return bot.UsageError(c, "One room at a time: `"+c.Prefix()+"revisit <n>`, n from the map's Path strip.")
	}
	n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(args[0]), "#"))
	if err != nil {
		return bot.Errorf("“%s” isn't a room number. The Path strip of `%s%s` numbers the rooms, like `%srevisit 5`.",
			mdtext.Escape(mdtext.Truncate(args[0], 20)), c.Prefix(), d.mapVerb(c), c.Prefix())
	}
	s, err := d.active(c)
	if err != nil {
		return err
	}
	return d.walkBack(c, s, ActionRevisit, func() (zonerun.Step, error) { return s.walk().Revisit(s.run, s.g, s.ch, n, c.Now) })
}

// Retreat walks the sender's run one step back to its retreat target
// (zonerun.RetreatTarget), with every check and cost of `!revisit`; with
// no cleared room behind, it says so and names the way on.
func (d Deps) Retreat(c *bot.Context) error {
	s, err := d.active(c)
	if err != nil {
		return err
	}
	back := zonerun.RetreatTarget(s.run, s.g)
	if border := zonerun.RetreatAcrossBorder(s.run, s.g); back == "" && border != nil {
		// the room behind is cleared, but across a region's border
		return pc.RefuseWithWayOn(c, "%s", narrate.RevisitRefusal(border, s.g, s.run, s.zone.Tier, c.Prefix(), d.mapVerb(c)))
	}
	if back == "" {
		return pc.RefuseWithWayOn(c, "There's no cleared room behind you to fall back to.")
	}
	return d.walkBack(c, s, ActionRetreat, func() (zonerun.Step, error) { return s.walk().RevisitNode(s.run, s.g, s.ch, back, c.Now) })
}

// walkBack is the one path of a revisit step: the character can walk
// (not down, resting or fighting), the hooks allow it (an expedition
// active, no night encounter, below the siege guard, at the survival
// floor, the autopilot not walking), the engine's own checks, then the
// step saved like any other (the auto-harvest pass and the hooks run in
// commit). Every refusal changes nothing.
func (d Deps) walkBack(c *bot.Context, s session, action MoveAction, move func() (zonerun.Step, error)) error {
	if err := d.canWalkBack(c, s, action); err != nil {
		return err
	}
	st, err := move()
	if err != nil {
		if text := narrate.RevisitRefusal(err, s.g, s.run, s.zone.Tier, c.Prefix(), d.mapVerb(c)); text != "" {
			return bot.Errorf("%s", text)
		}
		return err
	}
	return d.commit(c, s, st)
}

// canWalkBack refuses any walk back from where s stands, whatever the
// room: the character cannot walk, the hooks hold the run, or the engine
// refuses every revisit (zonerun.CheckRevisit).
func (d Deps) canWalkBack(c *bot.Context, s session, action MoveAction) error {
	if err := ready(c, s); err != nil {
		return err
	}
	if err := d.beforeMove(c, s.run, action); err != nil {
		return err
	}
	if err := zonerun.CheckRevisit(s.run, s.g); err != nil {
		if text := narrate.RevisitRefusal(err, s.g, s.run, s.zone.Tier, c.Prefix(), d.mapVerb(c)); text != "" {
			return bot.Errorf("%s", text)
		}
		return err
	}
	return nil
}

// revisitUsage answers a bare `!revisit`: out of a zone, or where no walk
// back is open, the reason first; else the rooms one step back, or that
// there is none (room 1).
func (d Deps) revisitUsage(c *bot.Context) error {
	s, err := d.active(c)
	if err != nil {
		return err
	}
	if err := d.canWalkBack(c, s, ActionRevisit); err != nil {
		return err
	}
	// With no room one step back the answer names no command, and the
	// router adds the way on.
	return bot.Errorf("%s", narrate.RevisitUsage(s.g, s.run, c.Prefix(), d.mapVerb(c)))
}

// mapVerb is the map command the player reads the Path strip from: `map`
// on an expedition, `zone map` otherwise.
func (d Deps) mapVerb(c *bot.Context) string {
	if exp, err := d.ownsActive(c); err == nil && exp {
		return "map"
	}
	return "zone map"
}

// ownsActive reports whether the hooks own the sender's active run.
func (d Deps) ownsActive(ctx *bot.Context) (bool, error) {
	r, ok, err := ctx.Store.ZoneRun.Active(ctx, ctx.Sender())
	if err != nil || !ok {
		return false, err
	}
	return d.owned(ctx, ctx.Store, r)
}
