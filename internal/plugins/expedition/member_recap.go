package expedition

import (
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/scheduler"
)

// MemberRecapKind is the scheduler kind of a party member's own 21:00
// Evening Recap (rules §8.22), due in the member's time zone; key: the
// expedition ID and the member's user, space-separated. Its payload, like
// the leader's recap job's, is the local date of the last recap sent.
const MemberRecapKind = "expedition_member_recap"

// scheduleMemberRecaps puts the Evening Recap of each member of active
// expedition e on the scheduler, at the next 21:00 of the member's own
// time zone (rules §8.22); a job already there keeps its payload.
func scheduleMemberRecaps(c *bot.Context, e expedition.Expedition) error {
	for _, u := range pc.UserIDs(e.MemberUsers()) {
		if err := scheduleMemberRecap(c, e, u); err != nil {
			return err
		}
	}
	return nil
}

// scheduleMemberRecap is scheduleMemberRecaps for member user alone (one
// joining an expedition under way).
func scheduleMemberRecap(c *bot.Context, e expedition.Expedition, user id.UserID) error {
	loc, err := c.LocationOf(user)
	if err != nil {
		return err
	}
	key := memberRecapKey(e.ID, user)
	job := scheduler.Job{Kind: MemberRecapKind, Key: key, UserID: user, DueAt: expedition.NextLocal(c.Now, loc, expedition.RecapHour)}
	if old, ok, err := scheduler.Get(c, c.Store, MemberRecapKind, key); err != nil {
		return err
	} else if ok {
		job.Payload = old.Payload
	}
	return scheduler.Schedule(c, c.Store, job)
}

// memberRecapJob sends a party member their Evening Recap of the party's
// day under way at their afternoon (expedition.MemberRecapDate, rules
// §8.22): the party's day, their own takings
// so far and every seat's HP, once per date, then moves to their next
// 21:00. It ends once the expedition is no longer active or the member is
// no longer in its party; after a downtime of more than a day it skips to
// the next 21:00 without a recap (the leader's catch-up digest tells the
// days missed).
func (p *Plugin) memberRecapJob(c *bot.Context, job scheduler.Job) (scheduler.Result, error) {
	e, user, ok, err := memberJobExpedition(c, c.Store, job)
	if err != nil || !ok || e.Status != expedition.StatusActive {
		return scheduler.Result{}, err
	}
	m, in := e.Member(string(user))
	if !in || !m.In() {
		return scheduler.Result{}, nil
	}
	loc, err := c.LocationOf(user)
	if err != nil {
		return scheduler.Result{}, err
	}
	if catchingUp(job, c.Now) {
		return scheduler.Result{Next: expedition.NextLocal(c.Now, loc, expedition.RecapHour), Payload: job.Payload}, nil
	}
	leaderLoc, err := c.LocationOf(id.UserID(e.UserID))
	if err != nil {
		return scheduler.Result{}, err
	}
	next, data, ok, err := recapDueOn(job, e, loc, expedition.MemberRecapDate(job.DueAt, leaderLoc))
	if err != nil || !ok {
		return next, err
	}
	ch, ok, err := c.Store.Character.Get(c, user)
	if err != nil || !ok {
		return next, err
	}
	party, err := partyHPNow(c, e)
	if err != nil {
		return scheduler.Result{}, err
	}
	leader, err := pc.PlayerName(c, id.UserID(e.UserID))
	if err != nil {
		return scheduler.Result{}, err
	}
	l := newLines(c, c.Store, user, c.Router.Seed(), job.DueAt)
	text := narrate.RecapText(narrate.Recap{Data: data, ZoneID: e.ZoneID, Level: ch.Level, Line: l.pick, Prefix: c.Prefix(),
		Party: party, Member: &m, Walker: leader, Today: e.Day})
	if err := l.done(); err != nil {
		return scheduler.Result{}, err
	}
	c.DMAt(job.DueAt, user, text)
	return next, nil
}
