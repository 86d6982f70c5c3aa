package expedition

import (
	"encoding/json"
	"fmt"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/scheduler"
)

// MemberBriefingKind is the scheduler kind of a party member's Morning
// Briefing held for their own 06:00 (rules §8.22); key: the expedition ID
// and the member's user, space-separated (memberRecapKey); payload: a
// heldBriefing in JSON (the briefing's Markdown, written at the party's
// dawn, and that dawn), or, from before it had the dawn, the Markdown
// alone.
const MemberBriefingKind = "expedition_member_briefing"

// heldBriefing is a held Morning Briefing: its text as written at the
// party's dawn, and that dawn, so the line saying when the day began and
// the time it is sent follow the member's time zone as it is when it
// goes out (a `!tz set` in between moves it: memberTZChanged).
type heldBriefing struct {
	Text string    `json:"text"`
	Dawn time.Time `json:"dawn"`
}

// morningOf is when a Morning Briefing of the party's dawn at reaches a
// member in time zone loc (rules §8.22): at, when it falls in their day;
// in their night (21:00–06:00 their time, expedition.IsNight: a member
// far west or east of the leader), their next 06:00, so no "morning"
// comes an hour after their Evening Recap.
func morningOf(at time.Time, loc *time.Location) time.Time {
	if expedition.IsNight(at, loc) {
		return expedition.NextLocal(at, loc, expedition.RolloverHour)
	}
	return at
}

// tellMember queues member m's DM of expedition e's dawn at: at once, or,
// for a Morning Briefing whose member's 06:00 is still to come, as a job
// due then (memberBriefingJob), with a line saying when it was written.
func tellMember(c *bot.Context, e expedition.Expedition, m memberBriefing, at time.Time) error {
	if !m.dawn {
		c.DMAt(at, m.user, m.text)
		return nil
	}
	loc, err := c.LocationOf(m.user)
	if err != nil {
		return err
	}
	due := morningOf(at, loc)
	if !due.After(at) {
		c.DMAt(at, m.user, m.text)
		return nil
	}
	payload, err := json.Marshal(heldBriefing{Text: m.text, Dawn: at})
	if err != nil {
		return err
	}
	return scheduler.Schedule(c, c.Store, scheduler.Job{Kind: MemberBriefingKind, Key: memberRecapKey(e.ID, m.user),
		UserID: m.user, DueAt: due, Payload: string(payload)})
}

// heldText is held briefing h as it reaches a member in time zone loc:
// its text and when the party's day began, their time.
func heldText(h heldBriefing, loc *time.Location, prefix string) string {
	return fmt.Sprintf("%s\n\n_Held for your morning: the party's day began at %s your time. `%sexpedition status` shows where it stands now._",
		h.Text, h.Dawn.In(loc).Format("15:04"), prefix)
}

// memberBriefingJob sends a party member the Morning Briefing held for
// their 06:00 (rules §8.22), once, while the expedition is under way and
// they are still in its party; else it drops it (the report card or the
// leave DM has told them since). A payload of Markdown alone (held before
// the dawn was kept with it) is sent as it is.
func (p *Plugin) memberBriefingJob(c *bot.Context, job scheduler.Job) (scheduler.Result, error) {
	e, user, ok, err := memberJobExpedition(c, c.Store, job)
	if err != nil || !ok || e.Status != expedition.StatusActive {
		return scheduler.Result{}, err
	}
	if m, in := e.Member(string(user)); !in || !m.In() {
		return scheduler.Result{}, nil
	}
	var h heldBriefing
	if json.Unmarshal([]byte(job.Payload), &h) != nil || h.Dawn.IsZero() {
		c.DMAt(job.DueAt, user, job.Payload)
		return scheduler.Result{}, nil
	}
	loc, err := c.LocationOf(user)
	if err != nil {
		return scheduler.Result{}, err
	}
	c.DMAt(job.DueAt, user, heldText(h, loc, c.Prefix()))
	return scheduler.Result{}, nil
}

// memberTZChanged moves member user's Morning Briefing held for their
// 06:00 on expedition e to the 06:00 of their new time zone loc (rules
// §8.22): due later or sooner, or sent now when that morning has already
// come there. A briefing held before its dawn was kept stays as it was.
func memberTZChanged(c *bot.Context, e expedition.Expedition, user id.UserID, loc *time.Location) error {
	key := memberRecapKey(e.ID, user)
	job, ok, err := scheduler.Get(c, c.Store, MemberBriefingKind, key)
	if err != nil || !ok {
		return err
	}
	var h heldBriefing
	if json.Unmarshal([]byte(job.Payload), &h) != nil || h.Dawn.IsZero() {
		return nil
	}
	if due := morningOf(h.Dawn, loc); due.After(c.Now) {
		job.DueAt = due
		return scheduler.Schedule(c, c.Store, job)
	}
	c.DM(user, heldText(h, loc, c.Prefix()))
	return scheduler.Cancel(c, c.Store, MemberBriefingKind, key)
}

// memberClockChanged moves the sender's own jobs on the party expedition
// they are a member of, while it is under way, to their new time zone loc
// (rules §8.22): the next Evening Recap (scheduleMemberRecap: the party's
// day is sent once, so none comes twice) and a held Morning Briefing
// (memberTZChanged).
func memberClockChanged(c *bot.Context, loc *time.Location) error {
	e, ok, err := pc.PartyOf(c)
	if err != nil || !ok || e.Status != expedition.StatusActive {
		return err
	}
	if err := scheduleMemberRecap(c, e, c.Sender()); err != nil {
		return err
	}
	return memberTZChanged(c, e, c.Sender(), loc)
}
