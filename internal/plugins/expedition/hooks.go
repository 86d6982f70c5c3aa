package expedition

import (
	"context"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

type moveKey struct{}

// withMove marks c's transaction context with the move this plugin makes
// itself through the zone plugin (zone.Deps.EnterRoom: the fast travel to
// the base camp), so AfterStep prices it right.
func withMove(c *bot.Context, m play.Move) {
	c.Context = context.WithValue(c.Context, moveKey{}, m)
}

// moveOf reads the move mark (play.MoveWalk for an ordinary zone move).
func moveOf(ctx context.Context) play.Move {
	m, _ := ctx.Value(moveKey{}).(play.Move)
	return m
}

// BeforeStart implements zone.Hooks: no standalone run while an
// expedition is open, the sender's own or a party's they are in.
func (p *Plugin) BeforeStart(c *bot.Context) error {
	e, ok, err := c.Store.Expedition.Open(c, c.Sender())
	if err != nil {
		return err
	}
	if !ok {
		return inAParty(c)
	}
	if err := waitingRefusal(c, e,
		"You're provisioning an expedition to **%s**. %s `%sexpedition cancel` calls it off before a standalone run.",
		"Your expedition into **%s** waits for `%sresume`. `%sexpedition cancel` gives it up if you'd rather run somewhere else."); err != nil {
		return err
	}
	return pc.RefuseWithWayOn(c, "You're on an expedition in **%s**, day %d. One adventure at a time.", narrate.ZoneName(e.ZoneID), e.Day)
}

// BeforeMove implements zone.Hooks: an expedition's run moves only while
// the expedition is active, with no night encounter waiting and no heat
// exhaustion; it is never abandoned (`!extract` is the way out).
func (p *Plugin) BeforeMove(c *bot.Context, r zonerun.Run, action zone.MoveAction) error {
	e, ok, err := c.Store.Expedition.ByRun(c, r.ID)
	if err != nil || !ok {
		return err
	}
	switch e.Status {
	case expedition.StatusActive:
		if action == zone.ActionAbandon {
			return walkOutRefusal(c, e, "On an expedition you don't just walk out.")
		}
		if err := expedition.CheckAdvance(e); err != nil {
			return refusal(c, err)
		}
		switch action {
		case zone.ActionRevisit:
			if err := expedition.CheckBacktrack(e); err != nil {
				return refusal(c, err)
			}
		case zone.ActionRetreat:
			if err := expedition.CheckRevisit(e); err != nil {
				return refusal(c, err) // the siege guard; no survival floor for a fall-back
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
	_, ok, err := st.Expedition.ByRun(ctx, r.ID)
	return ok, err
}

// AfterStep implements zone.Hooks: what a step of an expedition's run
// means for the expedition is play.ExpeditionStep (the tallies, threat,
// Cartographer, the Rogue's Quiet Step, region transit, milestones, the
// zone boss, 0 HP or fleeing); this words it, records its highlights,
// takes an ended expedition's day cycle off and saves the expedition. The
// zone plugin saves the character and the run returned.
func (p *Plugin) AfterStep(ctx context.Context, st *store.Store, info zone.StepInfo) (zone.StepResult, error) {
	res := zone.StepResult{Char: info.Step.Char}
	e, ok, err := st.Expedition.ByRun(ctx, info.Step.Run.ID)
	if err != nil || !ok {
		return res, err
	}
	if e.Status != expedition.StatusActive {
		if info.Prev.ID != 0 && info.Prev.Current != info.Step.Run.Current {
			return res, bot.Errorf("Your expedition in **%s** isn't in the zone right now.", narrate.ZoneName(e.ZoneID))
		}
		return res, nil
	}
	out, err := play.ExpeditionStep(play.StepIn{Exp: e, Prev: info.Prev, Step: info.Step, Graph: info.Graph,
		World: p.Seed, Now: info.Now, Move: moveOf(ctx)})
	if err != nil {
		if text := narrate.ExpeditionRefusal(err, info.Prefix); text != "" {
			return res, bot.Errorf("%s", text)
		}
		return res, err
	}
	t := &told{p: p, ctx: ctx, st: st, now: info.Now, prefix: info.Prefix, l: newLines(ctx, st, info.User, p.Seed, info.Now)}
	if err := t.tell(out); err != nil {
		return res, err
	}
	if err := t.l.done(); err != nil {
		return res, err
	}
	// The zone plugin saves out.Run, its mods fresh: no refresh here.
	if err := st.Expedition.Save(ctx, out.Exp, info.Now); err != nil {
		return res, err
	}
	// An encounter met on the way (the road's) waits for `!fight` first.
	asks := out.Exp.PendingNight != nil
	return zone.StepResult{Char: out.Char, Party: out.Party, PartyDMs: lossDMs(out.Exp, info.Party, out.PartyLosses), Lines: t.lines, DMs: t.dms, ThreatLine: t.threatLine, Run: &out.Run, Asks: asks,
		PickHeldBy: play.IdlePickHeld(out.Exp), ShortRest: expedition.ShortRestHelps(out.Exp, out.Char, info.Now),
		NoAdvance: play.AdvanceRefusal(out.Exp, out.Run, info.Graph, out.Char, info.Now)}, nil
}

// Members implements zone.PartyHooks: the users of the members still in
// the party of the expedition that owns run r, by seat (rules §8.22); nil
// for a solo expedition or a run no expedition owns.
func (p *Plugin) Members(ctx context.Context, st *store.Store, r zonerun.Run) ([]id.UserID, error) {
	e, ok, err := st.Expedition.ByRun(ctx, r.ID)
	if err != nil || !ok {
		return nil, err
	}
	return pc.UserIDs(e.MemberUsers()), nil
}

// PickHeld implements zone.PickHooks: an encounter waiting for the
// player holds the idle pick at the fork of the expedition's run
// (play.IdlePickHeld, rules §6.4).
func (p *Plugin) PickHeld(ctx context.Context, st *store.Store, r zonerun.Run) ([]content.MonsterID, error) {
	e, ok, err := st.Expedition.ByRun(ctx, r.ID)
	if err != nil || !ok {
		return nil, err
	}
	return play.IdlePickHeld(e), nil
}

// walkOutRefusal refuses a way out of an active expedition other than
// extracting (`!zone abandon`, `!expedition cancel`): lead says why, then
// extracting is named as a command where it works (play.CheckExtract: a
// cleared room, no fight, no rest holding the player), as one for after
// the rest while a rest holds them, or described where it does not, and
// the way on from here follows.
func walkOutRefusal(c *bot.Context, e expedition.Expedition, lead string) error {
	f, ch, err := fieldWithChar(c, e)
	if err != nil {
		return err
	}
	switch err := play.CheckExtract(e, f.pos, ch, c.Now); {
	case err == nil:
		return pc.RefuseWithWayOn(c, "%s `%sextract` leaves from here, and the expedition waits 7 days for you to resume it.", lead, c.Prefix())
	case rules.CheckAwake(ch, c.Now) != nil && expedition.CheckExtract(e, f.pos) == nil:
		when := "Once the rest is over"
		if ch.IsRecovering(c.Now) {
			when = "Once you're back on your feet"
		}
		return pc.RefuseWithWayOn(c, "%s %s, `%sextract` leaves from here, and the expedition waits 7 days for you to resume it.", lead, when, c.Prefix())
	}
	return pc.RefuseWithWayOn(c, "%s The way out is extracting, from a cleared room; the expedition then waits 7 days for you to resume it.", lead)
}
