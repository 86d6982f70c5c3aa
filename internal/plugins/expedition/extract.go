package expedition

import (
	"cmp"
	"fmt"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/scheduler"
)

// extractCmd is `!extract` (rules §8.17): from a cleared room, not in
// a fight, not with a night encounter waiting. It costs a day of supplies,
// keeps everything, stops the day cycle and leaves the expedition
// resumable for 7 real days (an expiry job closes it then). The zone run
// waits where the player left it.
func (p *Plugin) extractCmd(c *bot.Context) error {
	e, err := open(c)
	if err != nil {
		return err
	}
	if e.Status == expedition.StatusExtracted {
		return bot.Errorf("You're already out of **%s**. `%sresume` goes back in.", narrate.ZoneName(e.ZoneID), c.Prefix())
	}
	if e.Status != expedition.StatusActive {
		return errNotInZone(c, e)
	}
	f, ch, err := fieldWithChar(c, e)
	if err != nil {
		return err
	}
	out, back, rep, err := play.Extract(f.e, f.pos, ch, c.Now)
	if err != nil {
		return refusal(c, err)
	}
	if rep.ConBack > 0 {
		if err := c.Store.Character.Save(c, c.Sender(), back, c.Now); err != nil {
			return err
		}
		ch = back
	}
	if err := cancelDay(c, c.Store, out.ID); err != nil {
		return err
	}
	if err := scheduleExpiry(c, c.Store, out); err != nil {
		return err
	}
	if err := save(c, c.Store, out, c.Now); err != nil {
		return err
	}
	if err := scheduleReport(c, c.Store, out, c.Now, ""); err != nil {
		return err
	}
	if err := membersOut(c, out); err != nil {
		return err
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	l := newLines(c, c.Store, c.Sender(), c.Router.Seed(), c.Now)
	c.Reply(narrate.ExtractText(rep, ch, out.ZoneID, roomLabel(f.run, f.g), at, l.pick, c.Prefix()))
	return l.done()
}

// membersOut brings the party of e, just extracted, home with its leader
// (rules §8.22): each member gets back the CON starvation took and is
// told by DM, keeping what they carry; they stay in the party for its
// resume. The expedition is saved owing them nothing.
func membersOut(c *bot.Context, e expedition.Expedition) error {
	cr, err := loadCrew(c, c.Store, e)
	if err != nil || len(cr.users) == 0 {
		return err
	}
	leader, err := pc.PlayerName(c, id.UserID(e.UserID))
	if err != nil {
		return err
	}
	back := make([]rules.Character, len(cr.chars))
	for k := range cr.chars {
		e, back[k] = expedition.MemberHome(e, k+1, cr.chars[k])
	}
	if err := cr.save(c, c.Store, back, c.Now); err != nil {
		return err
	}
	for k, u := range cr.users {
		m, ok := e.Seated(k + 1)
		if !ok {
			continue // loadCrew seated them all
		}
		c.DM(u, fmt.Sprintf("🏃 %s took the party out of **%s**: you're home, %s. `%sresume` is theirs to give within 7 days; `%sexpedition leave` frees you now.",
			leader, narrate.ZoneName(e.ZoneID), narrate.MemberKeeps(m, back[k].Level, "you"), c.Prefix(), c.Prefix()))
	}
	return save(c, c.Store, e, c.Now)
}

// resumeCmd is `!resume` (rules §8.17): an expedition extracted less
// than 7 real days ago goes back to Thom Krooke for supplies, then
// `!expedition depart` returns to the room it left, threat and zone stacks
// kept. Anything else is refused and changes nothing.
func (p *Plugin) resumeCmd(c *bot.Context) error {
	e, ok, err := c.Store.Expedition.Open(c, c.Sender())
	if err != nil {
		return err
	}
	if !ok {
		return p.nothingToResume(c)
	}
	switch {
	case e.Status == expedition.StatusActive:
		return pc.RefuseWithWayOn(c, "You're in **%s** right now, day %d: nothing to resume.", narrate.ZoneName(e.ZoneID), e.Day)
	case e.Status == expedition.StatusProvisioning:
		next, err := setOff(c, e)
		if err != nil {
			return err
		}
		if e.Resumed {
			return bot.Errorf("You're restocking for **%s** already. %s", narrate.ZoneName(e.ZoneID), next)
		}
		return bot.Errorf("Your expedition into **%s** hasn't begun yet: nothing to resume. %s", narrate.ZoneName(e.ZoneID), next)
	}
	if err := p.refuseClosedWeekly(c, e, "resumes"); err != nil {
		return err
	}
	out, rep, err := expedition.Resume(e, c.Now)
	if err != nil {
		return refusal(c, err)
	}
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	if err := save(c, c.Store, out, c.Now); err != nil {
		return err
	}
	l := newLines(c, c.Store, c.Sender(), c.Router.Seed(), c.Now)
	thom := l.pick(flavor.ExpeditionThomResume, map[string]string{"zone": narrate.ZoneName(out.ZoneID)})
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	c.Reply(narrate.ResumeText(rep, narrate.ProvisionText(out, ch, at, thom, c.Prefix()), l.pick))
	if err := tellMembers(c, out, func(leader string) string {
		return fmt.Sprintf("🎒 %s resumed the expedition into **%s**, restocking now: you go back in with the party when they depart. `%sexpedition leave` keeps you home.",
			leader, narrate.ZoneName(out.ZoneID), c.Prefix())
	}); err != nil {
		return err
	}
	return l.done()
}

// nothingToResume answers `!resume` without an open expedition: a member
// of another's party is told whose it is (rules §8.22); else why the
// last one cannot resume, or that there is none, then a new start for a
// player free to begin one, or the way on from where they are.
func (p *Plugin) nothingToResume(c *bot.Context) error {
	if _, ok, err := c.Store.Character.Get(c, c.Sender()); err != nil || !ok {
		return cmp.Or(err, pc.NoCharacter(c))
	}
	if err := refuseMember(c); err != nil {
		return err // the party's way back in is its leader's
	}
	last, ok, err := pc.LatestOwnExpedition(c)
	if err != nil {
		return err
	}
	why := "There's nothing to resume."
	if ok {
		name := narrate.ZoneName(last.ZoneID)
		switch last.Status {
		case expedition.StatusExpired:
			why = fmt.Sprintf("Your expedition into **%s** can't be resumed: its 7 days ran out (or you gave it up).", name)
		case expedition.StatusAbandoned:
			why = fmt.Sprintf("Your expedition into **%s** ended in a forced extraction; those can't be resumed.", name)
		case expedition.StatusComplete:
			why = fmt.Sprintf("Your expedition into **%s** is complete. Nothing left to resume.", name)
		}
	}
	way, err := pc.WayOn(c)
	if err != nil {
		return err
	}
	if !way.Free { // a zone run, a fight, a wound or a rest comes first
		return bot.Errorf("%s\n\n%s", why, way.After(why))
	}
	return bot.Errorf("%s `%sexpedition start <zone>` begins a new one.", why, c.Prefix())
}

// rescheduleExpiry puts the expiry job back after a cancelled restock
// returns the expedition to extracted.
func rescheduleExpiry(c *bot.Context, e expedition.Expedition) error {
	if e.Status != expedition.StatusExtracted {
		return nil
	}
	if _, ok, err := scheduler.Get(c, c.Store, ExpiryKind, e.ID.String()); err != nil || ok {
		return err
	}
	return scheduleExpiry(c, c.Store, e)
}
