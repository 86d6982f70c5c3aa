package scheduler

import (
	"context"
	"database/sql"

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
// downtime) until ctx ends. The cron chain recovers a panicking tick and
// skips a tick while the previous one still runs. It returns a stop function
// that waits for a running tick to finish.
func (s *Scheduler) Start(ctx context.Context) (stop func()) {
	logger := cronLogger{s.Log}
	c := cron.New(cron.WithChain(cron.Recover(logger), cron.SkipIfStillRunning(logger)), cron.WithLogger(logger))
	tick := func() {
		if n, err := s.RunDue(ctx); err != nil && ctx.Err() == nil {
			s.Log.Error().Err(err).Msg("scheduler tick failed")
		} else if n > 0 {
			s.Log.Debug().Int("jobs", n).Msg("scheduler tick ran jobs")
		}
	}
	_, _ = c.AddFunc("* * * * *", tick)
	c.Start()
	go tick()
	return func() { <-c.Stop().Done() }
}
