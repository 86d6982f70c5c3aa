package expedition

import (
	"time"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/scheduler"
)

// catchUpAfter is how late a day-cycle job must be for the bot to have been
// away: past it, the missed days are told in one digest
// instead of a briefing and a recap each.
const catchUpAfter = 24 * time.Hour

// catchingUp reports whether job runs more than catchUpAfter after its due
// time, which only happens after downtime.
func catchingUp(job scheduler.Job, now time.Time) bool { return now.Sub(job.DueAt) > catchUpAfter }

// catchUp applies every rollover of e due by now, each once, in order and
// at its own instant, then queues one "while I was away" digest with a line
// per missed day and the latest Morning Briefing. The evening recaps missed
// meanwhile are skipped (the digest tells those days). Whichever day-cycle
// job runs first after the downtime calls it; it moves both jobs and returns
// their next runs (zero when the expedition ended on the way).
func (p *Plugin) catchUp(c *bot.Context, e expedition.Expedition, loc *time.Location) (brief, recap scheduler.Result, err error) {
	now := c.Now
	var days []rolledDay
	for _, at := range expedition.DueRollovers(e, loc, now, 0) {
		var day rolledDay
		if e, day, err = p.rolloverOne(c, e, loc, at); err != nil {
			return brief, recap, err
		}
		if day.briefing != "" {
			days = append(days, day)
		}
		if e.Status != expedition.StatusActive {
			break
		}
	}
	if len(days) > 0 {
		d := narrate.AwayDigest{Latest: days[len(days)-1].briefing}
		for _, day := range days {
			d.Days = append(d.Days, day.report)
			d.Extra = append(d.Extra, day.extra...)
		}
		c.DM(e.UserID, narrate.AwayDigestText(d))
	}
	if e.Status != expedition.StatusActive {
		return brief, recap, cancelDay(c, c.Store, e.ID)
	}
	brief = scheduler.Result{Next: expedition.NextRollover(e, loc)}
	recap = skipRecaps(loc, now)
	for kind, r := range map[string]scheduler.Result{BriefingKind: brief, RecapKind: recap} {
		job := scheduler.Job{Kind: kind, Key: e.ID.String(), UserID: e.UserID, DueAt: r.Next, Payload: r.Payload}
		if err := scheduler.Schedule(c, c.Store, job); err != nil {
			return brief, recap, err
		}
	}
	return brief, recap, nil
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
