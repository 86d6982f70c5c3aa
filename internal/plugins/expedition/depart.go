package expedition

import (
	"fmt"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/scheduler"
)

// departFresh sets expedition e off into z for the first time: the zone
// run starts, the day clock starts in loc (the player's time zone) and the
// 06:00 and 21:00 jobs are scheduled.
func (p *Plugin) departFresh(c *bot.Context, e expedition.Expedition, ch rules.Character, z content.Zone, loc *time.Location, l *lines) error {
	if err := zone.CanEnter(c, ch, z); err != nil {
		return err
	}
	id, err := c.Store.ZoneRun.Create(c, c.Sender(), z.ID, c.Now)
	if err != nil {
		return err
	}
	e, err = play.Depart(e, id, ch, c.Now, loc)
	if err := settle(c, e, err); err != nil {
		return err
	}
	if err := ScheduleDay(c, c.Store, e, loc, c.Now); err != nil {
		return err
	}
	if err := scheduleMemberRecaps(c, e); err != nil {
		return err
	}
	// Day 1 runs to the 06:00 after the coming one when setting off in the
	// small hours (rules §8.3): name the first briefing's time
	first := narrate.Moment{Now: c.Now, Loc: loc}.When(expedition.NextRollover(e, loc))
	c.Reply(fmt.Sprintf("🎒 You shoulder %s and set off for **%s**. Your first Morning Briefing comes at %s; then briefings at 06:00 and recaps at 21:00, your time (%s).\n_%s_",
		narrate.SU(e.Supplies.Current), z.Name, first, loc.String(), l.pick(flavor.ExpeditionDepart, map[string]string{"zone": z.Name})))
	if err := tellMembersDeparted(c, e, "set off with the party into"); err != nil {
		return err
	}
	return p.Zone.BeginRun(c, id, z, ch, e.Weekly)
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
	if err := scheduleMemberRecaps(c, e); err != nil {
		return err
	}
	c.Reply(fmt.Sprintf("🎒 Back into **%s** with %s, day %d, from %s. Threat: %s.\n_%s_\n\n`%sadvance` to go on · `%smap` for the map.",
		narrate.ZoneName(e.ZoneID), narrate.SU(e.Supplies.Current), e.Day, roomLabel(f.run, f.g), narrate.ThreatLine(e.Threat),
		l.pick(flavor.ExpeditionReturnDepart, map[string]string{"zone": narrate.ZoneName(e.ZoneID)}), c.Prefix(), c.Prefix()))
	return tellMembersDeparted(c, e, "took the party back into")
}

// tellMembersDeparted DMs each member of e's party that its leader has
// set off with them (rules §8.22; how: "set off with the party into", or
// back into a resumed one): they walk in with the leader, whose walk it
// is, and may still go home.
func tellMembersDeparted(c *bot.Context, e expedition.Expedition, how string) error {
	return tellMembers(c, e, func(leader string) string {
		return fmt.Sprintf("🎒 %s %s **%s**, day %d: you walk in with them. `%sexpedition party` shows the party; `%sexpedition leave` takes you home.",
			leader, how, narrate.ZoneName(e.ZoneID), e.Day, c.Prefix(), c.Prefix())
	})
}

// tellMembers DMs each member of e's party the text say writes, given the
// leader as pc.PlayerName names them; a solo expedition tells no one.
func tellMembers(c *bot.Context, e expedition.Expedition, say func(leader string) string) error {
	users := pc.UserIDs(e.MemberUsers())
	if len(users) == 0 {
		return nil
	}
	leader, err := pc.PlayerName(c, id.UserID(e.UserID))
	if err != nil {
		return err
	}
	for _, u := range users {
		c.DM(u, say(leader))
	}
	return nil
}
