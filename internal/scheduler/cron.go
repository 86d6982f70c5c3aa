package scheduler

import (
	"context"
	"database/sql"
	"fmt"
	"sync"

	"github.com/robfig/cron/v3"
	"github.com/rs/zerolog"
)

var sqlNoRows = sql.ErrNoRows

// cronLogger adapts zerolog to cron's logger interface.
type cronLogger struct{ log zerolog.Logger }

func (l cronLogger) Info(msg string, kv ...any) { l.log.Debug().Fields(kv).Msg(msg) }
func (l cronLogger) Error(err error, msg string, kv ...any) {
	l.log.Error().Err(err).Fields(kv).Msg(msg)
}

// Start fires RunDue every minute (and once at once, for catch-up after
// downtime) until ctx ends. Every tick, the first included, runs through
// tickJob: it skips a tick while the previous one still runs and recovers a
// panicking tick. It returns a stop function that stops the cron and waits
// for every tick running, the catch-up one included, or the error of a
// cron that refuses the minute's schedule (then nothing runs).
func (s *Scheduler) Start(ctx context.Context) (stop func(), err error) {
	logger := cronLogger{s.Log}
	c := cron.New(cron.WithLogger(logger))
	tick := func() {
		// A pass stops at MaxPerPass jobs; a full pass is followed by
		// another at once, so 100,000 briefings due at 06:00 all run in
		// this tick, not a pass a minute.
		for {
			n, err := s.RunDue(ctx)
			if err != nil && ctx.Err() == nil {
				s.Log.Error().Err(err).Msg("scheduler tick failed")
			} else if n > 0 {
				s.Log.Debug().Int("jobs", n).Msg("scheduler tick ran jobs")
			}
			if err != nil || n < s.MaxPerPass {
				return
			}
		}
	}
	job := tickJob(logger, tick)
	if _, err := c.AddJob("* * * * *", job); err != nil {
		return nil, fmt.Errorf("scheduler: %w", err)
	}
	c.Start()
	var first sync.WaitGroup // the catch-up tick: the cron's own Stop does not wait for it
	first.Go(job.Run)
	return func() {
		<-c.Stop().Done()
		first.Wait()
	}, nil
}

// tickJob wraps tick for the cron: SkipIfStillRunning outside Recover, so
// a panic is recovered inside the overlap guard and the guard's token comes
// back (cron's SkipIfStillRunning does not return it on a panic: with
// Recover outside, one panicking tick would skip every later one).
func tickJob(logger cron.Logger, tick func()) cron.Job {
	return cron.NewChain(cron.SkipIfStillRunning(logger), cron.Recover(logger)).Then(cron.FuncJob(tick))
}
