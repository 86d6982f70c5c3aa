package expedition

import (
	"encoding/json"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/scheduler"
)

// catchUpAfter is how late a day-cycle job must be for the bot to have been
// away: past it, the missed days are told in one digest
// instead of a briefing and a recap each.
const catchUpAfter = 24 * time.Hour

// catchingUp reports whether job runs more than catchUpAfter after its due
// time, which only happens after downtime.
func catchingUp(job scheduler.Job, now time.Time) bool { return now.Sub(job.DueAt) > catchUpAfter }

// awayDays is a catch-up under way: the days applied so far, kept in the
// briefing job's payload (JSON) while a job of the player due between two
// missed rollovers (an idle fork's answer) plays in its place.
type awayDays struct {
	Days   []expedition.RolloverReport `json:"days"`
	Latest string                      `json:"latest"`
	Extra  []string                    `json:"extra,omitempty"`
	// Members are the party members' own days so far (rules §8.22), in
	// the order they were first told.
	Members []memberAway `json:"members,omitempty"`
}

// memberAway is a party member's side of a catch-up: the days as their
// briefings tell them and their latest briefing.
type memberAway struct {
	User   id.UserID                   `json:"user"`
	Days   []expedition.RolloverReport `json:"days"`
	Latest string                      `json:"latest"`
}

// addMember adds member m's briefing of a rollover to the catch-up.
func (d *awayDays) addMember(m memberBriefing) {
	for i := range d.Members {
		if d.Members[i].User == m.user {
			d.Members[i].Days = append(d.Members[i].Days, m.report)
			d.Members[i].Latest = m.text
			return
		}
	}
	d.Members = append(d.Members, memberAway{User: m.user, Days: []expedition.RolloverReport{m.report}, Latest: m.text})
}

// awayOf reads a briefing job's payload: the catch-up under way, if any.
// A payload that does not read is a catch-up of no day yet.
func awayOf(payload string) (awayDays, bool) {
	var d awayDays
	if payload == "" || json.Unmarshal([]byte(payload), &d) != nil {
		return awayDays{}, false
	}
	return d, true
}

// catchingUpNow reports whether a day-cycle job of e runs as part of a
// catch-up: more than catchUpAfter late, or with a catch-up already under
// way in the briefing job. The scheduler hands a job as its transaction
// reads it, so the briefing job's own payload needs no second read.
func catchingUpNow(c *bot.Context, e expedition.Expedition, job scheduler.Job) (bool, error) {
	if catchingUp(job, c.Now) {
		return true, nil
	}
	if job.Kind == BriefingKind && job.Key == e.ID.String() {
		_, away := awayOf(job.Payload)
		return away, nil
	}
	brief, ok, err := scheduler.Get(c, c.Store, BriefingKind, e.ID.String())
	if err != nil || !ok {
		return false, err
	}
	_, away := awayOf(brief.Payload)
	return away, nil
}

// otherDue is the due time of the idle-fork answer of e's run when it is
// due by now (zero otherwise): the catch-up replays the rollovers before
// it and leaves it its place among them (rules §8.3).
func otherDue(c *bot.Context, e expedition.Expedition, now time.Time) (time.Time, error) {
	job, ok, err := scheduler.Get(c, c.Store, zone.ForkTimeoutKind, e.RunID.String())
	if err != nil || !ok || job.DueAt.After(now) {
		return time.Time{}, err
	}
	return job.DueAt, nil
}

// catchUp plays the downtime out in time order (rules §8.3): it applies
// each rollover of e due by now, once and at its own instant, up to the
// first idle-fork answer due before the next of them (a rollover at the
// answer's instant first). It then keeps the days so far in the briefing
// job and hands over to that answer (the briefing job next runs at that
// next rollover, the recap just after it), or, with every rollover
// applied, queues one "while I was away" digest with a line per missed
// day and the latest Morning Briefing. The evening recaps missed
// meanwhile are skipped (the digest tells those days). Whichever
// day-cycle job runs first after the downtime calls it; it moves both
// jobs and returns their next runs (zero when the expedition ended on the
// way).
func (p *Plugin) catchUp(c *bot.Context, e expedition.Expedition, loc *time.Location) (brief, recap scheduler.Result, err error) {
	now := c.Now
	key := e.ID.String()
	briefJob, _, err := scheduler.Get(c, c.Store, BriefingKind, key)
	if err != nil {
		return brief, recap, err
	}
	away, _ := awayOf(briefJob.Payload)
	until := now
	if other, err := otherDue(c, e, now); err != nil {
		return brief, recap, err
	} else if !other.IsZero() {
		// A rollover at the answer's very instant goes first, as the
		// scheduler orders a tie by kind: the briefing job running now
		// always applies its own rollover and moves on.
		until = other
	}
	for _, at := range expedition.DueRollovers(e, loc, until, 0) {
		var day rolledDay
		if e, day, err = p.rolloverOne(c, e, loc, at); err != nil {
			return brief, recap, err
		}
		if day.briefing != "" {
			away.Days = append(away.Days, day.report)
			away.Latest = day.briefing
			away.Extra = append(away.Extra, day.extra...)
		}
		for _, m := range day.members {
			if !m.dawn { // a member's loss is theirs to hear, digest or not
				c.DMAt(at, m.user, m.text)
				continue
			}
			away.addMember(m)
		}
		if e.Status != expedition.StatusActive {
			break
		}
	}
	if more := expedition.DueRollovers(e, loc, now, 1); e.Status == expedition.StatusActive && len(more) > 0 {
		// Another job of the player falls due first: it plays now, and
		// the catch-up goes on at the next rollover.
		b, err := json.Marshal(away)
		if err != nil {
			return brief, recap, err
		}
		recapJob, _, err := scheduler.Get(c, c.Store, RecapKind, key)
		if err != nil {
			return brief, recap, err
		}
		brief = scheduler.Result{Next: more[0], Payload: string(b)}
		recap = scheduler.Result{Next: more[0].Add(time.Second), Payload: recapJob.Payload}
		return brief, recap, scheduleDayJobs(c, e, brief, recap)
	}
	if len(away.Days) > 0 {
		c.DM(id.UserID(e.UserID), narrate.AwayDigestText(narrate.AwayDigest{Days: away.Days, Latest: away.Latest, Extra: away.Extra}))
	}
	if err := tellMembersAway(c, e, away.Members); err != nil {
		return brief, recap, err
	}
	if e.Status != expedition.StatusActive {
		return brief, recap, cancelDay(c, c.Store, e.ID)
	}
	brief = scheduler.Result{Next: expedition.NextRollover(e, loc)}
	recap = skipRecaps(loc, now)
	return brief, recap, scheduleDayJobs(c, e, brief, recap)
}

// scheduleDayJobs moves e's briefing and recap jobs to brief and recap.
func scheduleDayJobs(c *bot.Context, e expedition.Expedition, brief, recap scheduler.Result) error {
	for kind, r := range map[string]scheduler.Result{BriefingKind: brief, RecapKind: recap} {
		job := scheduler.Job{Kind: kind, Key: e.ID.String(), UserID: id.UserID(e.UserID), DueAt: r.Next, Payload: r.Payload}
		if err := scheduler.Schedule(c, c.Store, job); err != nil {
			return err
		}
	}
	return nil
}

// dayCycleFirst reports whether a rollover of e is still due at now (the
// bot was down and the day cycle has not caught up yet), and when job
// should try again: just after that rollover's own job, so the walk or the
// wandering check never runs on the state of a day that is over; or, when
// that would not move job on (the briefing job itself failed and waits),
// a minute from now. The time is always after job's due time: the
// scheduler deletes a job that does not move on.
func dayCycleFirst(job scheduler.Job, e expedition.Expedition, loc *time.Location, now time.Time) (time.Time, bool) {
	due := expedition.DueRollovers(e, loc, now, 1)
	if len(due) == 0 {
		return time.Time{}, false
	}
	if after := due[0].Add(time.Second); after.After(job.DueAt) {
		return after, true
	}
	return now.Add(time.Minute), true
}

// skipRecaps is the recap job's next run after a catch-up at now: the next
// 21:00 local, with every evening up to now counted as told.
func skipRecaps(loc *time.Location, now time.Time) scheduler.Result {
	next := expedition.NextLocal(now, loc, expedition.RecapHour)
	return scheduler.Result{Next: next, Payload: expedition.LocalDate(next.Add(-24*time.Hour), loc).String()}
}

// tellMembersAway sends each party member of e their own "while I was
// away" digest (rules §8.3, §8.22): the days the party met as their
// briefings told them, their takings so far and their latest briefing.
// A member no longer in e's party hears nothing more of it.
func tellMembersAway(c *bot.Context, e expedition.Expedition, members []memberAway) error {
	if len(members) == 0 {
		return nil
	}
	leader, err := pc.PlayerName(c, id.UserID(e.UserID))
	if err != nil {
		return err
	}
	for _, ma := range members {
		m, in := e.Member(string(ma.User))
		if !in || !m.In() || len(ma.Days) == 0 {
			continue
		}
		ch, ok, err := c.Store.Character.Get(c, ma.User)
		if err != nil || !ok {
			return err
		}
		c.DM(ma.User, narrate.AwayDigestText(narrate.AwayDigest{Days: ma.Days, Latest: ma.Latest, Member: &m, Level: ch.Level, Walker: leader}))
	}
	return nil
}
