package expedition

import (
	"errors"
	"strings"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

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
func (p *Plugin) openExpedition(c *bot.Context, ch rules.Character, z content.Zone, week string, room id.RoomID) error {
	if err := p.refuseStart(c, ch, z); err != nil {
		return err
	}
	e, err := createExpedition(c, z, week, room)
	if err != nil {
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

// refuseStart refuses an expedition into z for ch with one already open
// (packing for a week now closed is told to cancel it), while in another's
// party (rules §8.22), during a
// standalone zone run, in a fight, into a zone out of reach of ch's
// level, or into a portal closed since its collapse (rules §8.12).
func (p *Plugin) refuseStart(c *bot.Context, ch rules.Character, z content.Zone) error {
	if e, ok, err := c.Store.Expedition.Open(c, c.Sender()); err != nil {
		return err
	} else if ok {
		if err := p.refuseClosedWeekly(c, e, "sets off"); err != nil {
			return err // packing for a week now closed: the way out is to cancel it
		}
		return openRefusal(c, e)
	}
	if err := inAParty(c); err != nil {
		return err
	}
	if r, ok, err := c.Store.ZoneRun.Active(c, c.Sender()); err != nil {
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
	return zone.RefuseClosedPortal(c, z)
}

// createExpedition stores the sender's new expedition into z, provisioning
// (a weekly's when week and room are set, rules §12.2): a re-entry after
// the zone's last expedition was abandoned, its portal reopening as that
// one left it. A second open expedition, or a week's already taken, is
// refused.
func createExpedition(c *bot.Context, z content.Zone, week string, room id.RoomID) (expedition.Expedition, error) {
	last, found, err := c.Store.Expedition.LastInZone(c, c.Sender(), z.ID)
	if err != nil {
		return expedition.Expedition{}, err
	}
	e, err := expedition.New(expedition.NewParams{UserID: string(c.Sender()), ZoneID: z.ID, Now: c.Now,
		Reentry: found && last.Status == expedition.StatusAbandoned, PortalReopens: expedition.PortalReopens(last),
		Weekly: week, WeeklyRoom: string(room)})
	if err != nil {
		return expedition.Expedition{}, refusal(c, err)
	}
	e, err = c.Store.Expedition.Create(c, e, c.Now)
	switch {
	case errors.Is(err, store.ErrExpeditionOpen):
		return expedition.Expedition{}, bot.Errorf("You already have an expedition open. `%sexpedition status` shows it.", c.Prefix())
	case errors.Is(err, store.ErrWeeklyTaken):
		return expedition.Expedition{}, weeklyTakenRefusal(c, week)
	case err != nil:
		return expedition.Expedition{}, err
	}
	return e, nil
}
