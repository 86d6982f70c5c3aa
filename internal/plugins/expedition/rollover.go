package expedition

import (
	"slices"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// rolledDay is what one applied rollover has to tell: its report, the
// Morning Briefing and the milestone DMs.
type rolledDay struct {
	report   expedition.RolloverReport
	briefing string
	extra    []string
	// members are the party's other members' own Morning Briefings
	// (rules §8.22), each written in their time zone.
	members []memberBriefing
}

// memberBriefing is one member's DM of a rollover: their Morning
// Briefing (dawn) or what a forced extraction cost them. report is the
// rollover as a dawn's briefing tells it to them (expedition.MemberReport),
// for their away digest (rules §8.22).
type memberBriefing struct {
	user   id.UserID
	text   string
	dawn   bool
	report expedition.RolloverReport
}

// tell queues the DMs of expedition e's rollover told on its own to its
// leader, written at at (the rollover's instant); a member's Morning
// Briefing waits for their own 06:00 (tellMember).
func (d rolledDay) tell(c *bot.Context, e expedition.Expedition, at time.Time) error {
	if d.briefing == "" {
		return nil
	}
	c.DMAt(at, id.UserID(e.UserID), d.briefing)
	for _, dm := range d.extra {
		c.DMAt(at, id.UserID(e.UserID), dm)
	}
	for _, m := range d.members {
		if err := tellMember(c, e, m, at); err != nil {
			return err
		}
	}
	return nil
}

// rolloverOne applies one rollover at at and writes its Morning Briefing:
// the night against the day's camp, the day's burn, threat and zone
// events, milestones (their XP and stat rewards granted on the stored
// character), and a forced extraction when it comes to that. The caller
// queues the texts.
func (p *Plugin) rolloverOne(c *bot.Context, e expedition.Expedition, loc *time.Location, at time.Time) (expedition.Expedition, rolledDay, error) {
	f, err := loadField(c, c.Store, e)
	if err != nil {
		return e, rolledDay{}, err
	}
	ch, ok, err := c.Store.Character.Get(c, id.UserID(e.UserID))
	if err != nil {
		return e, rolledDay{}, err
	}
	if !ok {
		return collapseOrphan(c, e, at)
	}
	cr, err := loadCrew(c, c.Store, e)
	if err != nil {
		return e, rolledDay{}, err
	}
	ro, err := play.Rollover(play.RolloverIn{Exp: e, Char: ch, Party: cr.chars, Run: f.run, Graph: f.g, Fighting: f.pos.InCombat,
		World: c.Router.Seed(), At: at, Loc: loc})
	if err != nil {
		return e, rolledDay{}, err
	}
	if err := cr.save(c, c.Store, ro.Party, at); err != nil {
		return e, rolledDay{}, err
	}
	out, ch, rep := ro.Exp, ro.Char, ro.Report
	if run, changed := rolledRun(f.run, ro); changed {
		if err := saveRun(c, c.Store, run); err != nil {
			return e, rolledDay{}, err
		}
	}
	l := newLines(c, c.Store, id.UserID(e.UserID), c.Router.Seed(), at)
	prefix := c.Prefix()
	milestones, dms := grantTexts(ch.Name, ro.Grants, l.pick, prefix)
	if err := p.highlightMilestones(c, c.Store, out, rep.Milestones, at); err != nil {
		return e, rolledDay{}, err
	}
	if err := storeRollover(c, id.UserID(e.UserID), ro, at); err != nil {
		return e, rolledDay{}, err
	}
	fighting := f.pos.InCombat
	here, err := p.whereAt(c, c.Store, out, ch, ro.Run, f.g, narrate.Here{Fighting: fighting}, narrate.Moment{Now: at, Loc: loc})
	if err != nil {
		return e, rolledDay{}, err
	}
	shown := ro // the characters as the briefings show them: mid-fight, with the fight's HP
	lead, err := asFought(c, id.UserID(e.UserID), ch, fighting)
	if err != nil {
		return e, rolledDay{}, err
	}
	if shown.Party, err = foughtParty(c, cr, ro.Party, fighting); err != nil {
		return e, rolledDay{}, err
	}
	seats := briefingSeats(out, lead, cr, shown.Party)
	text := narrate.BriefingText(narrate.Briefing{Exp: out, Report: rep, Location: roomLabel(f.run, f.g), Char: lead,
		Milestones: milestones, Here: here, At: narrate.Moment{Now: at, Loc: loc}, Line: l.pick, Prefix: prefix,
		ZoneGrew: ro.ZoneGrew, Party: seats})
	members, err := memberBriefings(c, out, cr, shown, seats, fighting, roomLabel(f.run, f.g), at, l.pick)
	if err != nil {
		return e, rolledDay{}, err
	}
	for _, dm := range lossDMs(out, cr.users, ro.PartyLosses) {
		members = append(members, memberBriefing{user: dm.User, text: dm.Text})
	}
	if err := l.done(); err != nil {
		return e, rolledDay{}, err
	}
	return out, rolledDay{report: rep, briefing: text, extra: dms, members: members}, nil
}

// briefingSeats are the seats the Morning Briefings of e list (rules
// §8.22): the leader's character lead, then each member still in the
// party with their character after the rollover (party, by cr's order);
// nil when the leader is alone.
func briefingSeats(e expedition.Expedition, lead rules.Character, cr crew, party []rules.Character) []narrate.PartySeat {
	var seats []narrate.PartySeat
	for k, u := range cr.users {
		if m, ok := e.Member(string(u)); ok && m.In() && k < len(party) {
			seats = append(seats, narrate.PartySeat{Char: party[k], Seat: m.Seat})
		}
	}
	if len(seats) == 0 {
		return nil
	}
	return append([]narrate.PartySeat{{Char: lead}}, seats...)
}

// asFought is userID's character ch as a briefing shows it: while a
// fight runs (fighting), with the HP their seat holds in it, since the
// sheet keeps the pre-fight HP until the fight ends (rules §2.13).
func asFought(c *bot.Context, userID id.UserID, ch rules.Character, fighting bool) (rules.Character, error) {
	if !fighting {
		return ch, nil
	}
	live, ok, err := pc.InFightNowOf(c, userID, ch)
	if err != nil || !ok {
		return ch, err
	}
	ch.HP = min(live.HP, rules.MaxHP(ch))
	return ch, nil
}

// foughtParty is asFought for each member of cr, whose characters are
// party (by cr's order).
func foughtParty(c *bot.Context, cr crew, party []rules.Character, fighting bool) ([]rules.Character, error) {
	if !fighting {
		return party, nil
	}
	out := slices.Clone(party)
	for k := range out {
		if k >= len(cr.users) {
			break
		}
		var err error
		if out[k], err = asFought(c, cr.users[k], out[k], fighting); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// memberBriefings are the Morning Briefings of the party's other members
// (rules §8.22): the party's day as each member's own, in their own time
// zone, naming the leader who walks it and listing seats; mid-fight
// (fighting) each offers the fight first.
func memberBriefings(c *bot.Context, e expedition.Expedition, cr crew, ro play.RolloverOut, seats []narrate.PartySeat, fighting bool, room string, at time.Time, line narrate.Liner) ([]memberBriefing, error) {
	if len(cr.users) == 0 {
		return nil, nil
	}
	leader, err := pc.PlayerName(c, id.UserID(e.UserID))
	if err != nil {
		return nil, err
	}
	var out []memberBriefing
	for k, u := range cr.users {
		if k >= len(ro.Party) {
			break
		}
		loc, err := c.LocationOf(u)
		if err != nil {
			return nil, err
		}
		here := narrate.Here{Walker: leader, Fighting: fighting}
		rep := ro.Report
		if m, ok := e.Member(string(u)); ok {
			here.Member = &m
			if k < len(ro.Days) {
				rep = expedition.MemberReport(rep, ro.Days[k], m, ro.Party[k].Abilities.Con)
			}
		}
		var milestones []string
		for _, a := range rep.Milestones {
			milestones = append(milestones, narrate.MilestoneText(a, line))
		}
		text := narrate.BriefingText(narrate.Briefing{Exp: e, Report: rep, Location: room, Char: ro.Party[k], Milestones: milestones,
			Here: here, At: narrate.Moment{Now: at, Loc: loc}, Line: line, Prefix: c.Prefix(), Party: seats})
		out = append(out, memberBriefing{user: u, text: text, dawn: true, report: rep})
	}
	return out, nil
}

// collapseOrphan ends expedition e, whose character was deleted
// mid-expedition, at rollover time at: a forced extraction with nothing
// to brief, saved.
func collapseOrphan(c *bot.Context, e expedition.Expedition, at time.Time) (expedition.Expedition, rolledDay, error) {
	out, _, err := expedition.ForceExtract(e, rules.Character{}, expedition.CauseCollapse, at)
	if err != nil {
		return e, rolledDay{}, err
	}
	return out, rolledDay{}, save(c, c.Store, out, at)
}

// rolledRun is run (the one rollover ro started from) as it is to be
// stored after ro: ro's own run when ro changed it, with the fight
// modifiers the rolled expedition puts on it (play.FightMods, as
// refreshMods keeps them), and whether it differs from run. It spares
// the rollover reading back the run it holds.
func rolledRun(run zonerun.Run, ro play.RolloverOut) (zonerun.Run, bool) {
	changed := ro.RunChanged
	if changed {
		run = ro.Run
	}
	e := ro.Exp
	if e.Status != expedition.StatusActive || e.RunID == 0 || run.Status.Over() {
		return run, changed
	}
	if mods := play.FightMods(e); run.Mods != mods {
		run.Mods, changed = mods, true
	}
	return run, changed
}

// storeRollover saves what rollover ro changed for user at at: the
// character when it changed, the expedition, and, after a forced
// extraction, its report's job.
func storeRollover(c *bot.Context, user id.UserID, ro play.RolloverOut, at time.Time) error {
	if ro.CharChanged {
		if err := c.Store.Character.Save(c, user, ro.Char, at); err != nil {
			return err
		}
	}
	if err := c.Store.Expedition.Save(c, ro.Exp, at); err != nil { // rolledRun kept the run's fight modifiers
		return err
	}
	if ro.Report.Forced != nil {
		return scheduleReport(c, c.Store, ro.Exp, at, "")
	}
	return nil
}
