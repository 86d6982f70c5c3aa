// Package scheduler runs the bot's timed work. Work is rows
// of the scheduled_job table, each owned by a registered kind; a cron tick
// every minute claims whatever is due, runs the due jobs in batches, each
// batch one transaction in which every job also moves its own due time on
// (so a job and its effects commit together), and repeats until nothing is
// due. A bot that was down therefore catches up in order and never
// double-fires; a crash mid-batch loses the batch's uncommitted work only,
// and those jobs are still due at the next start.
package scheduler

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"sync"
	"time"

	"github.com/rs/zerolog"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/store"
)

// Job is one scheduled row: kind and key identify it; DueAt is when it
// falls due; UserID (optional) is the player whose commands it must not
// interleave with; Payload is the kind's own data.
type Job struct {
	Kind    string
	Key     string
	UserID  id.UserID
	DueAt   time.Time
	Payload string
}

// Result is what a job run decides: Next is the new due time (the zero time
// deletes the job); Payload replaces the stored payload. Dropped, when set,
// is why a job that can never run (a key it cannot read) is deleted: the
// scheduler logs it instead of retrying it every minute for ever.
type Result struct {
	Next    time.Time
	Payload string
	Dropped error
	// AfterCommit, when set, runs once the job's transaction has
	// committed (never after a failure or a rollback).
	AfterCommit func()
}

// RunFunc runs one due job inside ctx's transaction. at is the job's due
// time (not the wall clock), so catch-up applies each missed occurrence at
// its own time; now is the current clock. Next must be after DueAt, or the
// job is deleted to prevent a loop.
type RunFunc func(ctx context.Context, job Job, now time.Time) (Result, error)

// Serializer runs fn so that it never interleaves with user's commands (the
// router's RunAsUser). A nil Serializer runs fn directly.
type Serializer func(user id.UserID, fn func())

// Scheduler owns the kinds and the due-work loop.
type Scheduler struct {
	Store     *store.Store
	Clock     clock.Clock
	Log       zerolog.Logger
	Serialize Serializer
	// SerializeAll holds the queues of every player of a batch (the
	// router's RunAsUsers). With Serialize set and SerializeAll nil, jobs
	// run one at a time.
	SerializeAll SerializerAll
	// BatchSize is how many due jobs RunDue runs in one transaction
	// (default DefaultBatchSize; 1 runs each job in its own).
	BatchSize int
	// OnCommit is called after a job's transaction commits (the outbox Wake).
	OnCommit func()
	// MaxPerPass bounds the jobs one RunDue runs, so a huge backlog yields
	// between passes (default 10000).
	MaxPerPass int
	// Observer is told of every pass and every job run (the metrics); nil
	// tells no one.
	Observer Observer

	mu    sync.Mutex // one RunDue at a time
	kinds map[string]RunFunc
}

// Observer is told what the scheduler did, for the metrics.
type Observer interface {
	// Ticked reports a pass looking for due jobs (RunDue).
	Ticked()
	// JobRan reports a job of kind that ran lag after its due time, and
	// its error (nil when it committed).
	JobRan(kind string, lag time.Duration, err error)
}

// New returns a scheduler with no kinds.
func New(s *store.Store, c clock.Clock, log zerolog.Logger) *Scheduler {
	return &Scheduler{Store: s, Clock: c, Log: log, MaxPerPass: 10000, BatchSize: DefaultBatchSize, kinds: map[string]RunFunc{}}
}

// Register adds a kind. Registering a kind twice fails.
func (s *Scheduler) Register(kind string, fn RunFunc) error {
	if _, ok := s.kinds[kind]; ok {
		return fmt.Errorf("scheduler: kind %q registered twice", kind)
	}
	s.kinds[kind] = fn
	return nil
}

// Schedule inserts or moves the job (kind, key) to be due at dueAt, inside
// ctx's transaction if there is one.
func Schedule(ctx context.Context, st *store.Store, job Job) error {
	noteScheduled(ctx, job)
	_, err := st.DB.Exec(ctx, `
		INSERT INTO scheduled_job (kind, key, user_id, due_at, payload) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (kind, key) DO UPDATE SET user_id = excluded.user_id, due_at = excluded.due_at, payload = excluded.payload`,
		job.Kind, job.Key, job.UserID, job.DueAt.UnixMilli(), job.Payload)
	return err
}

// Cancel deletes the job (kind, key); a missing job is not an error.
func Cancel(ctx context.Context, st *store.Store, kind, key string) error {
	_, err := st.DB.Exec(ctx, "DELETE FROM scheduled_job WHERE kind = $1 AND key = $2", kind, key)
	return err
}

// Get loads the job (kind, key); ok is false when there is none.
func Get(ctx context.Context, st *store.Store, kind, key string) (Job, bool, error) {
	var j Job
	var due int64
	err := st.DB.QueryRow(ctx, "SELECT kind, key, user_id, due_at, payload FROM scheduled_job WHERE kind = $1 AND key = $2", kind, key).
		Scan(&j.Kind, &j.Key, &j.UserID, &due, &j.Payload)
	if err != nil {
		if errors.Is(err, sqlNoRows) {
			return Job{}, false, nil
		}
		return Job{}, false, err
	}
	j.DueAt = time.UnixMilli(due).UTC()
	return j, true, nil
}

// RunDue runs every job due at the clock's now, earliest first, until none
// is due or MaxPerPass have run, and returns how many ran: BatchSize jobs
// to a transaction (runBatches), or each in its own when BatchSize is 1
// or the jobs' players cannot be held together (no SerializeAll). Jobs of
// unknown kinds are left alone.
func (s *Scheduler) RunDue(ctx context.Context) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Observer != nil {
		s.Observer.Ticked()
	}
	if s.BatchSize > 1 && (s.Serialize == nil || s.SerializeAll != nil) {
		return s.runBatches(ctx, s.BatchSize, s.MaxPerPass)
	}
	ran := 0
	for ran < s.MaxPerPass {
		if ctx.Err() != nil {
			return ran, ctx.Err()
		}
		now := s.Clock.Now()
		job, ok, err := s.nextDue(ctx, now)
		if err != nil || !ok {
			return ran, err
		}
		s.runOne(ctx, job, now)
		ran++
	}
	return ran, nil
}

func (s *Scheduler) nextDue(ctx context.Context, now time.Time) (Job, bool, error) {
	rows, err := s.Store.DB.Query(ctx,
		"SELECT kind, key, user_id, due_at, payload FROM scheduled_job WHERE due_at <= $1 ORDER BY due_at, kind, key LIMIT 64",
		now.UnixMilli())
	if err != nil {
		return Job{}, false, err
	}
	defer rows.Close()
	for rows.Next() {
		var j Job
		var due int64
		if err := rows.Scan(&j.Kind, &j.Key, &j.UserID, &due, &j.Payload); err != nil {
			return Job{}, false, err
		}
		j.DueAt = time.UnixMilli(due).UTC()
		if _, known := s.kinds[j.Kind]; known {
			return j, true, nil
		}
	}
	return Job{}, false, rows.Err()
}

// runOne runs job in its own transaction, serialised with its user. The
// transaction re-reads the row first (compare-and-set on due_at), so a job
// that another worker already advanced is not run twice. A failing or
// panicking job is logged and pushed back a minute, so it cannot block the
// queue.
func (s *Scheduler) runOne(ctx context.Context, job Job, now time.Time) {
	log := s.jobLog(job)
	do := func() { s.runSettled(ctx, job, now, log) }
	if s.Serialize != nil && job.UserID != "" {
		s.Serialize(job.UserID, do)
		return
	}
	do()
}

// runSettled runs job's transaction (runTx) and tells the Observer; a
// failed job is pushed back a minute, and only once a job has committed do
// its AfterCommit and OnCommit run.
func (s *Scheduler) runSettled(ctx context.Context, job Job, now time.Time, log zerolog.Logger) {
	var after func()
	err := s.Store.Tx(ctx, func(tx context.Context) (err error) {
		after, err = s.runTx(outbox.WithLane(tx, outbox.Scheduled), job, now, log)
		return err
	})
	if s.Observer != nil {
		s.Observer.JobRan(job.Kind, now.Sub(job.DueAt), err)
	}
	if err != nil {
		log.Error().Err(err).Msg("scheduled job failed; retrying in a minute")
		retry := job
		retry.DueAt = now.Add(time.Minute)
		if err := s.Store.Tx(ctx, func(tx context.Context) error { return s.bump(tx, job, retry.DueAt) }); err != nil {
			log.Error().Err(err).Msg("could not push a failed job back")
		}
		return
	}
	if after != nil {
		after()
	}
	if s.OnCommit != nil {
		s.OnCommit()
	}
}

// runTx is the body of job's transaction tx: it re-reads the row (a job
// gone, or advanced by another worker, does nothing), runs the kind, and
// moves the row to the next due time the kind asked for, or deletes it;
// the kind's effects and the row's move commit together. A panic is the
// job's error. It returns the kind's AfterCommit.
func (s *Scheduler) runTx(tx context.Context, job Job, now time.Time, log zerolog.Logger) (after func(), err error) {
	after, _, err = s.runTxNext(tx, job, now, log)
	return after, err
}

// runTxNext is runTx that also returns the job's next due time (zero when
// the job ended or did not run).
func (s *Scheduler) runTxNext(tx context.Context, job Job, now time.Time, log zerolog.Logger) (after func(), next time.Time, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	cur, ok, err := Get(tx, s.Store, job.Kind, job.Key)
	if err != nil || !ok || !cur.DueAt.Equal(job.DueAt) {
		return nil, time.Time{}, err // gone or already advanced: nothing to do
	}
	res, err := s.kinds[job.Kind](tx, cur, now)
	if err != nil {
		return nil, time.Time{}, err
	}
	after = res.AfterCommit
	if res.Dropped != nil {
		log.Error().Err(res.Dropped).Msg("scheduled job can never run; dropping it")
	}
	if res.Next.IsZero() || !res.Next.After(cur.DueAt) {
		return after, time.Time{}, Cancel(tx, s.Store, cur.Kind, cur.Key)
	}
	_, err = s.Store.DB.Exec(tx, "UPDATE scheduled_job SET due_at = $3, payload = $4 WHERE kind = $1 AND key = $2",
		cur.Kind, cur.Key, res.Next.UnixMilli(), res.Payload)
	return after, res.Next, err
}

// bump moves a failed job to retryAt if it is still at its old due time.
func (s *Scheduler) bump(ctx context.Context, job Job, retryAt time.Time) error {
	_, err := s.Store.DB.Exec(ctx, "UPDATE scheduled_job SET due_at = $3 WHERE kind = $1 AND key = $2 AND due_at = $4",
		job.Kind, job.Key, retryAt.UnixMilli(), job.DueAt.UnixMilli())
	return err
}
