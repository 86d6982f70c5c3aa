package bot

import (
	"context"
	"time"

	"github.com/gogobee/gogobee/internal/scheduler"
)

// JobFunc runs one due scheduled job the way a handler runs a command: c
// is built by the router for the job's player (c.Sender() is job.UserID,
// "" for a job of no player) inside the job's transaction, with c.Now the
// clock at the run (job.DueAt is the job's own time, which catch-up after
// downtime runs late). What it queues with DM, DMAt, Post or PostAt is
// written to the outbox in that transaction; AfterCommit hooks run once it
// has committed. The result moves or ends the job (scheduler.Result); an
// error rolls everything back and the scheduler retries the job.
type JobFunc func(c *Context, job scheduler.Job) (scheduler.Result, error)

// Job adapts fn to the scheduler. The scheduler keeps its own part (the
// compare-and-set on the due time, one transaction per job, the player's
// queue); Job only builds fn's Context in that transaction and writes what
// fn queued.
func (r *Router) Job(fn JobFunc) scheduler.RunFunc {
	return func(tx context.Context, job scheduler.Job, now time.Time) (scheduler.Result, error) {
		log := r.Log.With().Str("job_kind", job.Kind).Str("job_key", job.Key).Logger()
		if job.UserID != "" {
			log = log.With().Str("sender", r.SenderHash(job.UserID)).Logger()
		}
		c := &Context{Context: tx, Msg: Message{Sender: job.UserID}, Now: now,
			Store: r.Store, Config: r.Config, Router: r, log: log}
		res, err := fn(c, job)
		if err != nil {
			return res, err
		}
		if err := c.enqueue(); err != nil {
			return scheduler.Result{}, err
		}
		if len(c.after) > 0 {
			after, own := c.after, res.AfterCommit
			res.AfterCommit = func() {
				for _, f := range after {
					f()
				}
				if own != nil {
					own()
				}
			}
		}
		return res, nil
	}
}

// RegisterJobs registers each kind of jobs with s, run through Job.
// Errors: a kind registered twice.
func (r *Router) RegisterJobs(s *scheduler.Scheduler, jobs map[string]JobFunc) error {
	for kind, fn := range jobs {
		if err := s.Register(kind, r.Job(fn)); err != nil {
			return err
		}
	}
	return nil
}
