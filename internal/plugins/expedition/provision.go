package expedition

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// setOff names the next move of provisioning expedition e, in a
// sentence: while no pack is bought (departing needs one) the first pack
// when the purse pays for it (narrate.PackOffer, the check `!supplies buy`
// makes), else its price and the way to coins; then departing, or, for a
// character down or resting, what the packs hold until they may depart.
func setOff(c *bot.Context, e expedition.Expedition) (string, error) {
	p := c.Prefix()
	ch, at, err := pc.WithMoment(c, pc.Load)
	if err != nil {
		return "", err
	}
	if e.Supplies.Max <= 0 {
		offer, ok := narrate.PackOffer(e, ch, p)
		if !ok {
			return "Setting off needs a pack first. " + offer, nil
		}
		return fmt.Sprintf("%s Then `%sexpedition depart` sets off.", offer, p), nil
	}
	switch {
	case ch.IsRecovering(c.Now):
		return fmt.Sprintf("You're down until %s: `%ssupplies` shows what you carry, and `%sexpedition depart` sets off once you're up.", at.When(ch.DownUntil), p, p), nil
	case ch.IsResting(c.Now):
		return fmt.Sprintf("You're resting until %s: `%ssupplies` shows what you carry, and `%sexpedition depart` sets off after.", at.When(ch.LockoutUntil), p, p), nil
	}
	return fmt.Sprintf("`%sexpedition depart` sets off.", p), nil
}

// openRefusal answers `!expedition start` while an expedition is open.
func openRefusal(c *bot.Context, e expedition.Expedition) error {
	if err := waitingRefusal(c, e,
		"You're already provisioning for **%s**. %s `%sexpedition cancel` calls it off (refunded).",
		"Your expedition into **%s** waits for you: `%sresume` goes back in, `%sexpedition cancel` gives it up for good."); err != nil {
		return err
	}
	return bot.Errorf("You're already on an expedition in **%s** (day %d). One at a time: `%sexpedition status` shows where you stand.",
		narrate.ZoneName(e.ZoneID), e.Day, c.Prefix())
}

// waitingRefusal refuses a command while expedition e waits outside the
// field, in its own words: provisioning (a format of the zone's name, the
// way to set off, a sentence, and the command prefix) or extracted (a format of the
// zone's name and the prefix twice); a resume's restock in words of its own,
// since cancelling it gives nothing up. It is nil for an expedition in the
// field, which the caller refuses its own way.
func waitingRefusal(c *bot.Context, e expedition.Expedition, provisioning, extracted string) error {
	name := narrate.ZoneName(e.ZoneID)
	switch e.Status {
	case expedition.StatusProvisioning:
		next, err := setOff(c, e)
		if err != nil {
			return err
		}
		if e.Resumed {
			// cancelling a resume's restock only puts its packs back
			// (expedition.Cancel): the expedition waits for `!resume` again
			return bot.Errorf("You're restocking to go back into **%s**. %s `%sexpedition cancel` puts the packs back and leaves the expedition waiting for `%sresume`; cancelling again then gives it up for good.",
				name, next, c.Prefix(), c.Prefix())
		}
		return bot.Errorf(provisioning, name, next, c.Prefix())
	case expedition.StatusExtracted:
		return bot.Errorf(extracted, name, c.Prefix(), c.Prefix())
	}
	return nil
}

// start is `!expedition start <zone>`: it opens provisioning with Thom
// Krooke. Refused without a zone, for an unknown zone or one out of reach,
// with an expedition already open, during a standalone zone run, or into
// a portal closed since its collapse (rules §8.12).
func (p *Plugin) start(c *bot.Context, args []string) error {
	ch, z, err := zone.CharacterAndZone(c, strings.Join(args, " "))
	if err != nil {
		return err
	}
	return p.openExpedition(c, ch, z, "", "")
}

// openExpedition opens provisioning of an expedition into z for ch, the
// sender's character: `!expedition start`'s, or with week and room set
// the weekly's taken in that room (`!weekly start`, rules §12.2), which
// starts at the same threat for everyone and is refused when the player
// took that week's already.
func (p *Plugin) openExpedition(c *bot.Context, ch rules.Character, z content.Zone, week, room string) error {
	if e, ok, err := c.Store.OpenExpedition(c, c.Sender()); err != nil {
		return err
	} else if ok {
		if err := p.refuseClosedWeekly(c, e, "sets off"); err != nil {
			return err // packing for a week now closed: the way out is to cancel it
		}
		return openRefusal(c, e)
	}
	if r, ok, err := c.Store.ActiveZoneRun(c, c.Sender()); err != nil {
		return err
	} else if ok {
		return bot.Errorf("You're in the middle of a run through **%s**. Finish it or `%szone abandon` before an expedition.",
			narrate.ZoneName(r.ZoneID), c.Prefix())
	}
	if err := pc.RefuseInFight(c, ch, "Not in the middle of a fight: finish it first, then pack for the expedition."); err != nil {
		return err
	}
	if !zonerun.MayEnter(ch.Level, z.Tier) {
		return refusal(c, zonerun.ErrZoneTooHigh{ZoneTier: z.Tier, MaxTier: zonerun.MaxZoneTierFor(ch.Level)})
	}
	if err := zone.RefuseClosedPortal(c, z); err != nil {
		return err
	}
	last, found, err := c.Store.LastExpeditionInZone(c, c.Sender(), z.ID)
	if err != nil {
		return err
	}
	e, err := expedition.New(expedition.NewParams{UserID: c.Sender(), ZoneID: z.ID, Now: c.Now,
		Reentry: found && last.Status == expedition.StatusAbandoned, PortalReopens: expedition.PortalReopens(last),
		Weekly: week, WeeklyRoom: room})
	if err != nil {
		return refusal(c, err)
	}
	e, err = c.Store.CreateExpedition(c, e, c.Now)
	switch {
	case errors.Is(err, store.ErrExpeditionOpen):
		return bot.Errorf("You already have an expedition open. `%sexpedition status` shows it.", c.Prefix())
	case errors.Is(err, store.ErrWeeklyTaken):
		return weeklyTakenRefusal(c, week)
	case err != nil:
		return err
	}
	l := newLines(c, c.Store, c.Sender(), c.Router.Seed(), c.Now)
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	text := narrate.ProvisionText(e, ch, at, l.pick(flavor.ExpeditionThomStart, map[string]string{"zone": z.Name}), c.Prefix())
	if week != "" {
		text = narrate.WeeklyStartLine(week) + "\n" + text
	}
	c.Reply(text)
	return l.done()
}

// suppliesCmd is a bare `!supplies`: what the sender carries, the daily
// burn and the days left.
func (p *Plugin) suppliesCmd(c *bot.Context) error {
	e, ch, err := openWithCharacter(c)
	if err != nil {
		return err
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	c.Reply(narrate.SuppliesText(e, ch, at, c.Prefix()))
	return nil
}

// openWithCharacter loads the sender's open expedition and character:
// what `!supplies` shows and `!supplies buy` spends from.
func openWithCharacter(c *bot.Context) (expedition.Expedition, rules.Character, error) {
	e, err := open(c)
	if err != nil {
		return e, rules.Character{}, err
	}
	ch, err := pc.Load(c)
	return e, ch, err
}

// buy is `!supplies buy standard [n]` / `!supplies buy deluxe [n]`. The
// coins are checked and spent in the command's transaction (an immediate
// one), so two racing purchases can never overspend. The expedition's
// state is asked first, so no answer to a bad pack or count offers a
// purchase the state refuses, and every refusal offers only what
// expedition.Buy would sell (narrate.BuyRefusal, PackCountWay).
func (p *Plugin) buy(c *bot.Context, args []string) error {
	if len(args) == 0 || len(args) > 2 {
		return bot.UsageError(c, "Which pack, and how many?")
	}
	e, ch, err := openWithCharacter(c)
	if err != nil {
		return err
	}
	if err := expedition.CheckProvisioning(e); err != nil {
		return refusal(c, err)
	}
	kind, err := expedition.ParsePackKind(args[0])
	if err != nil {
		return bot.Errorf("%s", narrate.BuyRefusal(err, e, ch, kind, c.Prefix()))
	}
	n := 1
	if len(args) == 2 {
		if n, err = strconv.Atoi(args[1]); err != nil || n < 1 {
			return bot.Errorf("“%s” isn't a number of packs. %s",
				mdtext.Escape(mdtext.Truncate(args[1], 12)), narrate.PackCountWay(e, ch, kind, c.Prefix()))
		}
	}
	e, bought, err := expedition.Buy(e, kind, n, ch.Coins, c.Now)
	if err != nil {
		return bot.Errorf("%s", narrate.BuyRefusal(err, e, ch, kind, c.Prefix()))
	}
	ch, err = rules.SpendCoins(ch, bought.Cost)
	if err != nil {
		return refusal(c, expedition.ErrNotEnoughCoins{Need: bought.Cost, Have: ch.Coins})
	}
	if err := pc.Save(c, ch); err != nil {
		return err
	}
	if err := save(c, c.Store, e, c.Now); err != nil {
		return err
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	c.Reply(narrate.PurchaseText(e, bought, ch, at, c.Prefix()))
	return nil
}

// depart is `!expedition depart`: the zone run starts (or, after a
// resume, goes on from the room the player left), the day clock starts in
// the player's time zone and the 06:00 and 21:00 jobs are scheduled.
func (p *Plugin) depart(c *bot.Context) error {
	e, err := open(c)
	if err != nil {
		return err
	}
	if e.Status != expedition.StatusProvisioning {
		if e.Status == expedition.StatusExtracted {
			return errNotInZone(c, e)
		}
		return bot.Errorf("You're already in the zone, day %d. `%sexpedition status` shows where.", e.Day, c.Prefix())
	}
	if err := p.refuseClosedWeekly(c, e, "sets off"); err != nil {
		return err
	}
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	if e.Supplies.Max <= 0 {
		// the first pack only when the purse pays for it (narrate.PackOffer)
		offer, _ := narrate.PackOffer(e, ch, c.Prefix())
		return bot.Errorf("%s %s", narrate.ExpeditionRefusal(expedition.ErrNoSupplies{}, c.Prefix()), offer)
	}
	loc, err := c.Location()
	if err != nil {
		return err
	}
	z, ok := content.ZoneByID(e.ZoneID)
	if !ok {
		return fmt.Errorf("expedition %s is in unknown zone %q", e.ID, e.ZoneID)
	}
	l := newLines(c, c.Store, c.Sender(), c.Router.Seed(), c.Now)
	if e.Resumed {
		if err := p.departResumed(c, e, ch, loc, l); err != nil {
			return err
		}
		return l.done()
	}
	if err := zone.CanEnter(c, ch, z); err != nil {
		return err
	}
	id, err := c.Store.CreateZoneRun(c, c.Sender(), z.ID, c.Now)
	if err != nil {
		return err
	}
	e, err = play.Depart(e, expedition.RunID(id), ch, c.Now, loc)
	if err := settle(c, e, err); err != nil {
		return err
	}
	if err := ScheduleDay(c, c.Store, e, loc, c.Now); err != nil {
		return err
	}
	// Day 1 runs to the 06:00 after the coming one when setting off in the
	// small hours (rules §8.3): name the first briefing's time
	first := narrate.Moment{Now: c.Now, Loc: loc}.When(expedition.NextRollover(e, loc))
	c.Reply(fmt.Sprintf("🎒 You shoulder %s and set off for **%s**. Your first Morning Briefing comes at %s; then briefings at 06:00 and recaps at 21:00, your time (%s).\n_%s_",
		narrate.SU(e.Supplies.Current), z.Name, first, loc.String(), l.pick(flavor.ExpeditionDepart, map[string]string{"zone": z.Name})))
	if err := p.Zone.BeginRun(c, id, z, ch, e.Weekly); err != nil {
		return err
	}
	return l.done()
}

// departResumed sets a resumed expedition off again from the room it left.
func (p *Plugin) departResumed(c *bot.Context, e expedition.Expedition, ch rules.Character, loc *time.Location, l *lines) error {
	f, err := loadField(c, c.Store, e)
	if err != nil {
		return err
	}
	if f.run.Status.Over() {
		return fmt.Errorf("expedition %s resumes on an ended run", e.ID)
	}
	e, err = play.Depart(e, e.RunID, ch, c.Now, loc)
	if err := settle(c, e, err); err != nil {
		return err
	}
	if err := scheduler.Cancel(c, c.Store, ExpiryKind, e.ID.String()); err != nil {
		return err
	}
	if err := ScheduleDay(c, c.Store, e, loc, c.Now); err != nil {
		return err
	}
	c.Reply(fmt.Sprintf("🎒 Back into **%s** with %s, day %d, from %s. Threat: %s.\n_%s_\n\n`%sadvance` to go on · `%smap` for the map.",
		narrate.ZoneName(e.ZoneID), narrate.SU(e.Supplies.Current), e.Day, roomLabel(f.run, f.g), narrate.ThreatLine(e.Threat),
		l.pick(flavor.ExpeditionReturnDepart, map[string]string{"zone": narrate.ZoneName(e.ZoneID)}), c.Prefix(), c.Prefix()))
	return nil
}

// cancel is `!expedition cancel`: provisioning is called off and every
// pack refunded; an extracted expedition is given up once confirmed
// (giveUp).
func (p *Plugin) cancel(c *bot.Context, args []string) error {
	e, err := open(c)
	if err != nil {
		return err
	}
	switch e.Status {
	case expedition.StatusActive:
		return walkOutRefusal(c, e, "You're in the zone; there's no calling it off from here.")
	case expedition.StatusExtracted:
		return p.giveUp(c, e, args)
	}
	if len(args) > 0 {
		return bot.UsageError(c, "Calling off provisioning needs no yes: `"+c.Prefix()+"expedition cancel` refunds every pack.")
	}
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	out, refund, err := expedition.Cancel(e, c.Now)
	if err != nil {
		return refusal(c, err)
	}
	if refund > 0 {
		if ch, err = rules.AddCoins(ch, refund); err != nil {
			return err
		}
		if err := pc.Save(c, ch); err != nil {
			return err
		}
	}
	if err := save(c, c.Store, out, c.Now); err != nil {
		return err
	}
	if err := rescheduleExpiry(c, out); err != nil {
		return err
	}
	c.Reply(narrate.CancelText(out, refund, ch.Coins))
	return nil
}
