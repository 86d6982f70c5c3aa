package expedition

import (
	"fmt"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/scheduler"
)

// MemberBriefingKind is the scheduler kind of a party member's Morning
// Briefing held for their own 06:00 (rules §8.22); key: the expedition ID
// and the member's user, space-separated (memberRecapKey); payload: the
// briefing's Markdown, written at the party's dawn.
const MemberBriefingKind = "expedition_member_briefing"

// memberMorning is when member user's Morning Briefing of the party's dawn
// at reaches them (rules §8.22): 06:00 of their own local date when that
// is still to come (a member west of the leader), else at at itself.
func memberMorning(c *bot.Context, user id.UserID, at time.Time) (time.Time, *time.Location, error) {
	loc, err := c.LocationOf(user)
	if err != nil {
		return at, nil, err
	}
	local := at.In(loc)
	six := time.Date(local.Year(), local.Month(), local.Day(), expedition.RolloverHour, 0, 0, 0, loc)
	if six.After(at) {
		return six, loc, nil
	}
	return at, loc, nil
}

// tellMember queues member m's DM of expedition e's dawn at: at once, or,
// for a Morning Briefing whose member's 06:00 is still to come, as a job
// due then (memberBriefingJob), with a line saying when it was written.
func tellMember(c *bot.Context, e expedition.Expedition, m memberBriefing, at time.Time) error {
	if !m.dawn {
		c.DMAt(at, m.user, m.text)
		return nil
	}
	due, loc, err := memberMorning(c, m.user, at)
	if err != nil {
		return err
	}
	if !due.After(at) {
		c.DMAt(at, m.user, m.text)
		return nil
	}
	held := fmt.Sprintf("%s\n\n_Held for your morning: the party's day began at %s your time. `%sexpedition status` shows where it stands now._",
		m.text, at.In(loc).Format("15:04"), c.Prefix())
	return scheduler.Schedule(c, c.Store, scheduler.Job{Kind: MemberBriefingKind, Key: memberRecapKey(e.ID, m.user),
		UserID: m.user, DueAt: due, Payload: held})
}

// memberBriefingJob sends a party member the Morning Briefing held for
// their 06:00 (rules §8.22), once, while the expedition is under way and
// they are still in its party; else it drops it (the report card or the
// leave DM has told them since).
func (p *Plugin) memberBriefingJob(c *bot.Context, job scheduler.Job) (scheduler.Result, error) {
	e, user, ok, err := memberJobExpedition(c, c.Store, job)
	if err != nil || !ok || e.Status != expedition.StatusActive {
		return scheduler.Result{}, err
	}
	if m, in := e.Member(string(user)); in && m.In() {
		c.DMAt(job.DueAt, user, job.Payload)
	}
	return scheduler.Result{}, nil
}
