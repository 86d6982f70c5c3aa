package scheduler

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/rs/zerolog"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/outbox"
)

// DefaultBatchSize is how many due jobs RunDue runs in one transaction
// unless Scheduler.BatchSize says otherwise.
const DefaultBatchSize = 200

// SerializerAll runs fn while none of users' commands run: it holds every
// one of their queues (the router's RunAsUsers).
type SerializerAll func(users []id.UserID, fn func())

// runBatches is RunDue's loop when jobs are batched: it takes the due jobs
// batchSize at a time, earliest first, and runs each batch in one
// transaction (runBatch), until none is due or max have run.
func (s *Scheduler) runBatches(ctx context.Context, batchSize, max int) (int, error) {
	ran := 0
	for ran < max {
		if ctx.Err() != nil {
			return ran, ctx.Err()
		}
		now := s.Clock.Now()
		jobs, err := s.dueJobs(ctx, now, min(batchSize, max-ran))
		if err != nil || len(jobs) == 0 {
			return ran, err
		}
		ran += s.runBatch(ctx, jobs, now)
	}
	return ran, nil
}

// dueJobs returns up to limit jobs of the registered kinds due by now, in
// the order they run (due time, kind, key). It reads the due jobs in that
// order (the scheduled_job_due_order index) and skips unknown kinds; only
// when every row it read was of an unknown kind does it ask for the known
// kinds by name (a search the index cannot order).
func (s *Scheduler) dueJobs(ctx context.Context, now time.Time, limit int) ([]Job, error) {
	jobs, read, err := s.readDue(ctx, "SELECT kind, key, user_id, due_at, payload FROM scheduled_job WHERE due_at <= $1 ORDER BY due_at, kind, key LIMIT $2",
		now.UnixMilli(), limit)
	if err != nil || len(jobs) > 0 || read < limit || len(s.kinds) == 0 {
		return jobs, err
	}
	kinds := make([]string, 0, len(s.kinds))
	for k := range s.kinds {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	args := []any{now.UnixMilli(), limit}
	marks := make([]string, len(kinds))
	for i, k := range kinds {
		args = append(args, k)
		marks[i] = fmt.Sprintf("$%d", i+3)
	}
	jobs, _, err = s.readDue(ctx, "SELECT kind, key, user_id, due_at, payload FROM scheduled_job WHERE due_at <= $1 AND kind IN ("+
		strings.Join(marks, ", ")+") ORDER BY due_at, kind, key LIMIT $2", args...)
	return jobs, err
}

// readDue runs query, a selection of scheduled jobs, and returns those of
// registered kinds and how many rows it read.
func (s *Scheduler) readDue(ctx context.Context, query string, args ...any) (jobs []Job, read int, err error) {
	rows, err := s.Store.DB.Query(ctx, query, args...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	for rows.Next() {
		var j Job
		var due int64
		if err := rows.Scan(&j.Kind, &j.Key, &j.UserID, &due, &j.Payload); err != nil {
			return nil, read, err
		}
		read++
		j.DueAt = time.UnixMilli(due).UTC()
		if _, known := s.kinds[j.Kind]; known {
			jobs = append(jobs, j)
		}
	}
	return jobs, read, rows.Err()
}

// settled is how one job of a batch ended: the job and its AfterCommit.
type settled struct {
	job   Job
	after func()
}

// runBatch runs jobs, in order, in one transaction that holds every one
// of their players' queues, and returns how many it ran. The batch stops
// early, before a job that would now run out of order (a job of the batch
// left a job due that sorts before it: it runs in the next batch, as it
// would have one job at a time). Only after the commit are the jobs'
// AfterCommit and OnCommit run and the Observer told. When a job fails
// (or panics) the whole batch is rolled back, nothing of it committed,
// and its jobs run again one at a time (runOne), where the failing one is
// pushed back a minute alone.
func (s *Scheduler) runBatch(ctx context.Context, jobs []Job, now time.Time) int {
	var done []settled
	run := func() {
		err := s.Store.Tx(ctx, func(tx context.Context) error {
			done = done[:0]
			order := &orderNote{}
			tx = outbox.WithLane(context.WithValue(tx, orderKey{}, order), outbox.Scheduled)
			for i, job := range jobs {
				if i > 0 && order.before(job, now) {
					break
				}
				after, next, err := s.runTxNext(tx, job, now, s.jobLog(job))
				if err != nil {
					return fmt.Errorf("job %s %s: %w", job.Kind, job.Key, err)
				}
				if !next.IsZero() {
					order.saw(Job{Kind: job.Kind, Key: job.Key, DueAt: next})
				}
				done = append(done, settled{job: job, after: after})
			}
			return nil
		})
		if err != nil {
			if ctx.Err() == nil {
				s.Log.Warn().Err(err).Int("jobs", len(jobs)).Msg("a batch of scheduled jobs failed; running them one at a time")
			}
			done = nil
		}
	}
	s.serializeAll(jobs, run)
	if done == nil {
		for _, job := range jobs {
			if ctx.Err() != nil {
				break
			}
			s.runOne(ctx, job, now)
		}
		return len(jobs)
	}
	for _, st := range done {
		if s.Observer != nil {
			s.Observer.JobRan(st.job.Kind, now.Sub(st.job.DueAt), nil)
		}
		if st.after != nil {
			st.after()
		}
	}
	if len(done) > 0 && s.OnCommit != nil {
		s.OnCommit()
	}
	return len(done)
}

// serializeAll runs fn holding the queues of jobs' players (SerializeAll),
// or directly when no serializer is set.
func (s *Scheduler) serializeAll(jobs []Job, fn func()) {
	if s.SerializeAll == nil {
		fn()
		return
	}
	seen := map[id.UserID]bool{}
	var users []id.UserID
	for _, j := range jobs {
		if j.UserID != "" && !seen[j.UserID] {
			seen[j.UserID] = true
			users = append(users, j.UserID)
		}
	}
	if len(users) == 0 {
		fn()
		return
	}
	s.SerializeAll(users, fn)
}

// jobLog is the logger of one job's lines.
func (s *Scheduler) jobLog(job Job) zerolog.Logger {
	return s.Log.With().Str("job_kind", job.Kind).Str("job_key", job.Key).Stringer("user_id", job.UserID).Logger()
}

// orderKey carries a batch's orderNote in its transaction's context.
type orderKey struct{}

// orderNote keeps the earliest job (by due time, kind, key) that a batch's
// jobs so far scheduled or moved (Schedule, a job's next due time), so the
// batch stops before a job that the noted one would have run before.
type orderNote struct {
	earliest Job
	any      bool
}

// saw notes that j is now scheduled at j.DueAt.
func (o *orderNote) saw(j Job) {
	if !o.any || runsBefore(j, o.earliest) {
		o.earliest, o.any = j, true
	}
}

// before reports whether a job noted so far is due by now and runs
// before next.
func (o *orderNote) before(next Job, now time.Time) bool {
	return o.any && !o.earliest.DueAt.After(now) && runsBefore(o.earliest, next)
}

// runsBefore reports whether a sorts before b in the order jobs run (due
// time, kind, key).
func runsBefore(a, b Job) bool {
	if !a.DueAt.Equal(b.DueAt) {
		return a.DueAt.Before(b.DueAt)
	}
	if a.Kind != b.Kind {
		return a.Kind < b.Kind
	}
	return a.Key < b.Key
}

// noteScheduled tells the batch running in ctx, if any, that job is now
// due at job.DueAt.
func noteScheduled(ctx context.Context, job Job) {
	if o, ok := ctx.Value(orderKey{}).(*orderNote); ok {
		o.saw(job)
	}
}
