package expedition

import (
	"context"
	"errors"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
)

// WanderKind is the scheduled job of an expedition's extra wandering
// checks: every 6 hours while Infernax hunts (Dragon's Lair from day 14
// until the final chamber, rules §8.12), every 12 hours while the Abyss
// surges (instability 61–80, rules §8.12). Keyed by the expedition ID.
// Between such spells the job sleeps until the next 06:00 rollover, when the
// zone's stacks change.
const WanderKind = "expedition_wander"

// scheduleWander puts e's wandering-check job at its next rollover, where
// it decides whether the zone prowls that day. Other zones get no job.
func scheduleWander(ctx context.Context, st *store.Store, e expedition.Expedition, loc *time.Location) error {
	if !e.Prowls() {
		return scheduler.Cancel(ctx, st, WanderKind, e.ID.String())
	}
	at := expedition.NextRollover(e, loc)
	if at.IsZero() {
		return nil
	}
	return scheduler.Schedule(ctx, st, scheduler.Job{Kind: WanderKind, Key: e.ID.String(), UserID: id.UserID(e.UserID), DueAt: at})
}

// wanderJob rolls one extra wandering check when the zone calls for it.
// An encounter waits for the player like a night encounter and is told by
// DM; signs of passage are told too; a quiet slot says nothing. A fight
// running or an encounter already waiting skips the slot.
func (p *Plugin) wanderJob(c *bot.Context, job scheduler.Job, e expedition.Expedition, loc *time.Location) (scheduler.Result, error) {
	if wait, ok := dayCycleFirst(job, e, loc, c.Now); ok {
		return scheduler.Result{Next: wait}, nil
	}
	f, err := loadField(c, c.Store, e)
	if err != nil {
		return scheduler.Result{}, err
	}
	every := expedition.WanderInterval(e, f.pos)
	if every <= 0 {
		return scheduler.Result{Next: expedition.NextRollover(e, loc)}, nil
	}
	next := scheduler.Result{Next: job.DueAt.Add(every)}
	if catchingUp(job, c.Now) {
		// The slots of the downtime pass unrolled: the catch-up digest
		// told those days; the next slot after now is the first rolled.
		late := c.Now.Sub(job.DueAt) / every
		return scheduler.Result{Next: job.DueAt.Add((late + 1) * every)}, nil
	}
	ch, ok, err := c.Store.Character.Get(c, id.UserID(e.UserID))
	if err != nil || !ok {
		return next, err
	}
	slot := int(job.DueAt.Unix() / int64(every/time.Second))
	out, rep, err := expedition.WanderCheck(e, f.pos, ch, expedition.RootStream(c.Router.Seed(), e), slot, job.DueAt)
	var pending expedition.ErrEncounterPending
	var fighting expedition.ErrInCombat
	switch {
	case errors.As(err, &pending), errors.As(err, &fighting):
		return next, nil
	case err != nil:
		return next, err
	}
	if err := save(c, c.Store, out, job.DueAt); err != nil {
		return next, err
	}
	if rep.Outcome == expedition.NightPeaceful {
		return next, nil
	}
	l := newLines(c, c.Store, id.UserID(e.UserID), c.Router.Seed(), job.DueAt)
	c.DMAt(job.DueAt, id.UserID(e.UserID), narrate.NightText(&rep, out, l.pick, c.Prefix()))
	return next, nil
}
