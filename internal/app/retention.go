package app

import (
	"context"
	"time"

	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
)

// RetentionKind is the daily retention job's scheduler kind: it prunes the
// handled event IDs, the delivered outbox rows, the fork cheers shown and
// the XP changes logged for the boards older than GOGOBEE_RETENTION, so no
// table grows without bound (the XP board reads only the current week).
const RetentionKind = "retention"

// DefaultRetention is how long rows are kept when the configuration says
// nothing (GOGOBEE_RETENTION's default).
const DefaultRetention = 30 * 24 * time.Hour

// xpKeep is the least the XP changes are kept whatever GOGOBEE_RETENTION
// says: the board week's (rules §12.1) and a day.
const xpKeep = 8 * 24 * time.Hour

// retentionEvery is how often the retention job runs.
const retentionEvery = 24 * time.Hour

// retentionJob prunes what is older than keep at the job's time and runs
// again a day later.
func retentionJob(st *store.Store, keep time.Duration) scheduler.RunFunc {
	if keep <= 0 {
		keep = DefaultRetention
	}
	return func(ctx context.Context, job scheduler.Job, now time.Time) (scheduler.Result, error) {
		before := job.DueAt.Add(-keep)
		if _, err := st.Handled.Prune(ctx, before); err != nil {
			return scheduler.Result{}, err
		}
		if _, err := outbox.PruneSent(ctx, st, before); err != nil {
			return scheduler.Result{}, err
		}
		if _, err := st.Cheer.Prune(ctx, before); err != nil {
			return scheduler.Result{}, err
		}
		if _, err := st.Vote.Prune(ctx, before); err != nil {
			return scheduler.Result{}, err
		}
		xpBefore := before
		if floor := job.DueAt.Add(-xpKeep); floor.Before(xpBefore) {
			xpBefore = floor
		}
		if _, err := st.Board.PruneXPGains(ctx, xpBefore); err != nil {
			return scheduler.Result{}, err
		}
		return scheduler.Result{Next: job.DueAt.Add(retentionEvery)}, nil
	}
}

// startRetention registers the retention job and schedules it a day from
// now unless it is already on the scheduler (through retry).
func (a *App) startRetention(ctx context.Context, retry *startupRetry) error {
	if err := a.Scheduler.Register(RetentionKind, retentionJob(a.Store, a.Config.Retention)); err != nil {
		return err
	}
	return retry.do(ctx, "retention start-up", func() error {
		if _, ok, err := scheduler.Get(ctx, a.Store, RetentionKind, RetentionKind); err != nil || ok {
			return err
		}
		return scheduler.Schedule(ctx, a.Store, scheduler.Job{Kind: RetentionKind, Key: RetentionKind,
			DueAt: a.Clock.Now().Add(retentionEvery)})
	})
}
