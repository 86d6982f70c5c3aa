package expedition

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ScheduleDay puts active expedition e's day cycle on the scheduler: the
// briefing job at the next rollover it has not applied (06:00 local) and
// the recap job at the next 21:00 local after now. Scheduling again moves
// the jobs (a time-zone change); they are keyed by the expedition, and the
// recap job's payload (the local date of the last recap sent) is kept.
func ScheduleDay(ctx context.Context, st *store.Store, e expedition.Expedition, loc *time.Location, now time.Time) error {
	brief := expedition.NextRollover(e, loc)
	if brief.IsZero() {
		return fmt.Errorf("expedition %s has no rollover date", e.ID)
	}
	if err := scheduler.Schedule(ctx, st, scheduler.Job{Kind: BriefingKind, Key: e.ID.String(), UserID: id.UserID(e.UserID), DueAt: brief}); err != nil {
		return err
	}
	recap := scheduler.Job{Kind: RecapKind, Key: e.ID.String(), UserID: id.UserID(e.UserID), DueAt: expedition.NextLocal(now, loc, expedition.RecapHour)}
	if old, ok, err := scheduler.Get(ctx, st, RecapKind, e.ID.String()); err != nil {
		return err
	} else if ok {
		recap.Payload = old.Payload // the date of the last recap sent
	}
	if err := scheduler.Schedule(ctx, st, recap); err != nil {
		return err
	}
	if err := scheduleWander(ctx, st, e, loc); err != nil {
		return err
	}
	return scheduleAutorun(ctx, st, e, now)
}

// cancelDay takes expedition id's day cycle and background walk off the
// scheduler.
func cancelDay(ctx context.Context, st *store.Store, id expedition.ID) error {
	for _, kind := range []string{BriefingKind, RecapKind, AutorunKind, WanderKind} {
		if err := scheduler.Cancel(ctx, st, kind, id.String()); err != nil {
			return err
		}
	}
	return nil
}

// Jobs returns the plugin's scheduled job kinds (for
// bot.Router.RegisterJobs).
func (p *Plugin) Jobs() map[string]bot.JobFunc {
	return map[string]bot.JobFunc{
		BriefingKind:       activeJob(p.briefingJob),
		RecapKind:          activeJob(p.recapJob),
		MemberRecapKind:    p.memberRecapJob,
		MemberBriefingKind: p.memberBriefingJob,
		ExpiryKind:         p.expiryJob,
		HighlightsKind:     p.highlightsJob,
		AutorunKind:        activeJob(p.autorunJob),
		WanderKind:         activeJob(p.wanderJob),
		ReportKind:         p.reportJob,

		WeeklyOpenKind:    p.weeklyOpenJob,
		WeeklyResultsKind: p.weeklyResultsJob,
	}
}

// dayJobFunc is a job of active expedition e (the job's key) in its
// player's time zone loc.
type dayJobFunc func(c *bot.Context, job scheduler.Job, e expedition.Expedition, loc *time.Location) (scheduler.Result, error)

// activeJob is the preamble every job of an active expedition shares: it
// loads the expedition the job is keyed by and ends the job when it is
// gone or no longer active; else it runs fn with it and the player's time
// zone.
func activeJob(fn dayJobFunc) bot.JobFunc {
	return func(c *bot.Context, job scheduler.Job) (scheduler.Result, error) {
		e, ok, err := jobExpedition(c, c.Store, job)
		if err != nil || !ok || e.Status != expedition.StatusActive {
			return scheduler.Result{}, err
		}
		loc, err := c.Location()
		if err != nil {
			return scheduler.Result{}, err
		}
		return fn(c, job, e, loc)
	}
}

// briefingJob runs the 06:00 rollover: every rollover of the expedition
// due at the job's time (normally exactly one; more only after a time-zone
// change) is applied at its own instant and sends its own Morning
// Briefing, then the job moves to the next rollover. After downtime of more
// than a day (the job is over catchUpAfter late), every rollover due by now
// is applied, in order, and the player gets one "while I was away" digest
// instead (catchUp).
func (p *Plugin) briefingJob(c *bot.Context, job scheduler.Job, e expedition.Expedition, loc *time.Location) (scheduler.Result, error) {
	if brief, away, err := p.awayInstead(c, job, e, loc, false); away {
		return brief, err
	}
	for _, at := range expedition.DueRollovers(e, loc, job.DueAt, 0) {
		var day rolledDay
		var err error
		if e, day, err = p.rolloverOne(c, e, loc, at); err != nil {
			return scheduler.Result{}, err
		}
		if err := day.tell(c, e, at); err != nil {
			return scheduler.Result{}, err
		}
		if e.Status != expedition.StatusActive {
			return scheduler.Result{}, cancelDay(c, c.Store, e.ID)
		}
	}
	return scheduler.Result{Next: expedition.NextRollover(e, loc)}, nil
}

// recapJob sends the 21:00 Evening Recap of the local date the job falls
// on, once per date (the job's payload keeps the date of the last recap
// sent, written in the same transaction), then moves to the next 21:00.
// After downtime of more than a day it runs the catch-up instead.
func (p *Plugin) recapJob(c *bot.Context, job scheduler.Job, e expedition.Expedition, loc *time.Location) (scheduler.Result, error) {
	if recap, away, err := p.awayInstead(c, job, e, loc, true); away {
		return recap, err
	}
	next, data, ok, err := recapDue(job, e, loc)
	if err != nil || !ok {
		return next, err
	}
	var noCamp expedition.CampRefusal
	var campBack string
	if data.CampReminder {
		if noCamp, campBack, err = campRefusalHere(c, c.Store, e); err != nil {
			return scheduler.Result{}, err
		}
	}
	party, err := partyHPNow(c, e)
	if err != nil {
		return scheduler.Result{}, err
	}
	l := newLines(c, c.Store, id.UserID(e.UserID), c.Router.Seed(), job.DueAt)
	text := narrate.RecapText(narrate.Recap{Data: data, ZoneID: e.ZoneID, Level: e.FoeLevel, Line: l.pick, Prefix: c.Prefix(), NoCampHere: noCamp, CampBack: campBack,
		Party: party})
	if err := l.done(); err != nil {
		return scheduler.Result{}, err
	}
	c.DMAt(job.DueAt, id.UserID(e.UserID), text)
	return next, nil
}

// awayInstead runs the catch-up (catchUp) in place of the briefing or,
// with recap, the recap job when catchingUpNow says the player was away,
// and answers with that job's next run, never at or before job.DueAt so
// the job always moves on. away false: the job runs as usual.
func (p *Plugin) awayInstead(c *bot.Context, job scheduler.Job, e expedition.Expedition, loc *time.Location, recap bool) (scheduler.Result, bool, error) {
	away, err := catchingUpNow(c, e, job)
	if err != nil || !away {
		return scheduler.Result{}, err != nil, err
	}
	next, recapNext, err := p.catchUp(c, e, loc)
	if recap {
		next = recapNext
	}
	if err == nil && !next.Next.IsZero() && !next.Next.After(job.DueAt) {
		next.Next = job.DueAt.Add(time.Second)
	}
	return next, true, err
}

// recapDue is what a recap job (the leader's or a member's, in loc) due
// at job.DueAt has to send of e: the recap of the local date it falls on,
// ok false when that date's recap was sent (the job's payload) or the
// expedition has no day for it, and the job's next run, at the next 21:00
// with the date sent as its payload. Errors: recapFor's.
func recapDue(job scheduler.Job, e expedition.Expedition, loc *time.Location) (scheduler.Result, expedition.RecapData, bool, error) {
	return recapDueOn(job, e, loc, expedition.LocalDate(job.DueAt, loc))
}

// recapDueOn is recapDue for the expedition day dated date (the leader's
// local date of its rollover; a member's recap picks it by
// expedition.MemberRecapDate).
func recapDueOn(job scheduler.Job, e expedition.Expedition, loc *time.Location, date expedition.Date) (scheduler.Result, expedition.RecapData, bool, error) {
	next := scheduler.Result{Next: expedition.NextLocal(job.DueAt, loc, expedition.RecapHour), Payload: job.Payload}
	if job.Payload == date.String() {
		return next, expedition.RecapData{}, false, nil
	}
	data, ok, err := recapFor(e, date)
	if err != nil || !ok {
		return next, data, false, err
	}
	next.Payload = date.String()
	return next, data, true, nil
}

// recapFor is the recap of the expedition day that local date belongs to:
// today's when the last rollover was on date, yesterday's when the next
// rollover already happened; false for a date the expedition has no day
// for (before it began). Errors: an expedition with no rollover date (the
// job fails and is retried instead of skipping the recap in silence).
func recapFor(e expedition.Expedition, date expedition.Date) (expedition.RecapData, bool, error) {
	if e.LastRollover.IsZero() {
		return expedition.RecapData{}, false, fmt.Errorf("expedition %s has no rollover date", e.ID)
	}
	day := e.Day + date.DaysSince(e.LastRollover)
	if day < 1 || day > e.Day {
		return expedition.RecapData{}, false, nil
	}
	return expedition.RecapFor(e, day), true, nil
}

// expiryJob closes an extracted expedition when its resume window has run
// out (rules §8.17), ends its zone run and tells the player with its
// report card (rules §8.21).
func (p *Plugin) expiryJob(c *bot.Context, job scheduler.Job) (scheduler.Result, error) {
	e, ok, err := jobExpedition(c, c.Store, job)
	if err != nil || !ok {
		return scheduler.Result{}, err
	}
	out, expired := expedition.Expire(e, job.DueAt)
	if !expired {
		if e.Status == expedition.StatusExtracted {
			// Not yet: the deadline moved (a resume and a new
			// extraction); wait for it.
			return scheduler.Result{Next: e.ResumeDeadline.Add(time.Second)}, nil
		}
		return scheduler.Result{}, nil
	}
	if err := p.endRun(c, c.Store, out, job.DueAt); err != nil {
		return scheduler.Result{}, err
	}
	if err := save(c, c.Store, out, job.DueAt); err != nil {
		return scheduler.Result{}, err
	}
	// The player hears of it once: the report card opens with the
	// notice (reportJob).
	return scheduler.Result{}, scheduleReport(c, c.Store, out, job.DueAt, reportAfterExpiry)
}

// scheduleExpiry schedules the end of extracted expedition e's resume
// window (a second after the deadline: Expire wants a time after it).
func scheduleExpiry(ctx context.Context, st *store.Store, e expedition.Expedition) error {
	return scheduler.Schedule(ctx, st, scheduler.Job{Kind: ExpiryKind, Key: e.ID.String(), UserID: id.UserID(e.UserID), DueAt: e.ResumeDeadline.Add(time.Second)})
}

// endRun ends the zone run of an expedition that is over (given up,
// expired, starved, collapsed): the run is abandoned and its idle-fork
// job cancelled. A run already over is left alone.
func (p *Plugin) endRun(ctx context.Context, st *store.Store, e expedition.Expedition, at time.Time) error {
	f, err := loadField(ctx, st, e)
	if err != nil {
		return err
	}
	if f.run.Status.Over() {
		return nil
	}
	return saveRun(ctx, st, play.EndRun(f.run, string(e.Status), at))
}

// saveRun writes an expedition's zone run; a run that has ended loses its
// idle-fork job.
func saveRun(ctx context.Context, st *store.Store, r zonerun.Run) error {
	if err := st.ZoneRun.Save(ctx, r); err != nil {
		return err
	}
	if !r.Status.Over() {
		return nil
	}
	return scheduler.Cancel(ctx, st, zone.ForkTimeoutKind, strconv.FormatInt(int64(r.ID), 10))
}

// OnTZChange is the player plugin's hook for `!tz set`, in its
// transaction: an expedition in the field keeps the clock it set off with
// (rules §8.3), so the change is refused and rolled back whole; a moved
// clock could bring the next 06:00 hours after the last, two mornings in
// one day. Provisioning or extracted, the next departure takes the new
// zone. A party member's days follow their own clock (rules §8.22): their
// next Evening Recap moves to 21:00 of the new zone, and a Morning
// Briefing held for their 06:00 to the new zone's 06:00.
func (p *Plugin) OnTZChange(c *bot.Context, loc *time.Location) error {
	e, ok, err := c.Store.Expedition.Open(c, c.Sender())
	if err != nil {
		return err
	}
	if !ok {
		return memberClockChanged(c, loc)
	}
	if e.Status != expedition.StatusActive {
		return nil
	}
	return bot.Errorf("🕰️ Your expedition in **%s** keeps the clock it set off with (`%stz` shows it): its 06:00 mornings and 21:00 recaps stay where they are. "+
		"Change your time zone once you're back in town (after `%sextract`, or at the expedition's end). Your time zone is unchanged.",
		e.Zone().Name, c.Prefix(), c.Prefix())
}
