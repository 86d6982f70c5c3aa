package expedition

import (
	"context"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// moveKind marks a move this plugin made itself through the zone plugin
// (zone.Deps.EnterRoom), so AfterStep words and prices it right.
type moveKind string

const (
	moveFastTravel moveKind = "fast_travel" // to the base camp: free, no transit
)

type moveKey struct{}

// withMove marks c's transaction context with the move being made.
func withMove(c *bot.Context, m moveKind) {
	c.Context = context.WithValue(c.Context, moveKey{}, m)
}

// moveOf reads the move mark ("" for an ordinary zone move).
func moveOf(ctx context.Context) moveKind {
	m, _ := ctx.Value(moveKey{}).(moveKind)
	return m
}

// BeforeStart implements zone.Hooks: no standalone run while an
// expedition is open.
func (p *Plugin) BeforeStart(c *bot.Context) error {
	e, ok, err := c.Store.OpenExpedition(c, c.Sender())
	if err != nil || !ok {
		return err
	}
	name := narrate.ZoneName(e.ZoneID)
	switch e.Status {
	case expedition.StatusProvisioning:
		return bot.Errorf("You're provisioning an expedition to **%s**. `%sexpedition depart` takes you in; `%sexpedition cancel` calls it off before a standalone run.",
			name, c.Prefix(), c.Prefix())
	case expedition.StatusExtracted:
		return bot.Errorf("Your **%s** expedition waits for `%sresume`. `%sexpedition cancel` gives it up if you'd rather run somewhere else.",
			name, c.Prefix(), c.Prefix())
	}
	return bot.Errorf("You're on an expedition in **%s**, day %d. One adventure at a time: `%sadvance` goes on there.", name, e.Day, c.Prefix())
}

// BeforeMove implements zone.Hooks: an expedition's run moves only while
// the expedition is active, with no night encounter waiting and no heat
// exhaustion; it is never abandoned (`!extract` is the way out).
func (p *Plugin) BeforeMove(c *bot.Context, r zonerun.Run, action string) error {
	e, ok, err := c.Store.ExpeditionByRun(c, r.ID)
	if err != nil || !ok {
		return err
	}
	switch e.Status {
	case expedition.StatusActive:
		if action == zone.ActionAbandon {
			return bot.Errorf("On an expedition you don't just walk out: `%sextract` leaves from a cleared room, and you can `%sresume` within 7 days.",
				c.Prefix(), c.Prefix())
		}
		if err := expedition.CheckAdvance(e); err != nil {
			return refusal(c, err)
		}
		if action == zone.ActionRevisit {
			if err := expedition.CheckBacktrack(e); err != nil {
				return refusal(c, err)
			}
		}
	case expedition.StatusProvisioning, expedition.StatusExtracted:
		return errNotInZone(c, e)
	}
	return nil
}

// Owns implements zone.Hooks: a run belongs to an expedition when one
// wraps it.
func (p *Plugin) Owns(ctx context.Context, st *store.Store, r zonerun.Run) (bool, error) {
	_, ok, err := st.ExpeditionByRun(ctx, r.ID)
	return ok, err
}

// AfterStep implements zone.Hooks: what a step of an expedition's run
// means for the expedition (expedition §8.1, §10, §11, §12.2, §13):
// the day's tallies (rooms cleared, enemies, XP, loot), threat (+5 a
// fight, +8 an elite or boss, +10 per escaped enemy, +8 loud magic, -20 a
// boss, +1 a revisit), Cartographer, region transit (a day of burn and a
// wandering check; refused if the expedition says no), the zone boss
// (completion and its milestones) and 0 HP or fleeing (forced
// extraction, chaos tax). The expedition is saved here; the zone plugin
// saves the character returned.
func (p *Plugin) AfterStep(ctx context.Context, st *store.Store, info zone.StepInfo) (zone.StepResult, error) {
	res := zone.StepResult{Char: info.Step.Char}
	e, ok, err := st.ExpeditionByRun(ctx, info.Step.Run.ID)
	if err != nil || !ok {
		return res, err
	}
	moved := info.Prev.ID != 0 && info.Prev.Current != info.Step.Run.Current
	if e.Status != expedition.StatusActive {
		if moved {
			return res, bot.Errorf("Your expedition in **%s** isn't in the zone right now.", narrate.ZoneName(e.ZoneID))
		}
		return res, nil
	}
	if moved && moveOf(ctx) == "" {
		if err := expedition.CheckAdvance(e); err != nil {
			return res, bot.Errorf("%s", narrate.ExpeditionRefusal(err, info.Prefix))
		}
	}
	s := &stepper{p: p, ctx: ctx, st: st, info: info, e: e, ch: info.Step.Char,
		l: newLines(ctx, st, info.User, p.Seed, info.Now), move: moveOf(ctx)}
	if err := s.apply(); err != nil {
		return res, err
	}
	if err := s.l.done(); err != nil {
		return res, err
	}
	out := zone.StepResult{Char: s.ch, Lines: s.lines, DMs: s.dms, ThreatLine: s.threatLine}
	// Siege Mode begun in this step fills the cleared rooms now (the zone
	// plugin saves the run returned).
	e, run, _ := takeRespawns(s.e, info.Step.Run, info.Graph)
	// The run's own fights (ordinary rooms, interrupts, respawns) feel the
	// expedition as it now stands: threat band and surroundings.
	run.Mods = runMods(e)
	s.e, out.Run = e, &run
	if err := save(ctx, st, s.e, info.Now); err != nil {
		return res, err
	}
	return out, nil
}
