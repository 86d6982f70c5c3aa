package app

import (
	"context"
	"fmt"
	"time"

	"github.com/rs/zerolog"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/store"
)

// startupRetry waits out another process's write lock (an operator's
// sqlite3 shell, a long backup) during start-up, as the running bot does
// for each message: every write step of New goes through do, and all of
// them together get one budget, so a lock held a while delays the start
// instead of ending the process.
type startupRetry struct {
	log      zerolog.Logger
	budget   time.Duration
	deadline time.Time
	warned   bool
}

// newStartupRetry returns the start-up's retry with budget in all from now
// (0 is bot.DefaultBusyRetry, a minute).
func newStartupRetry(log zerolog.Logger, budget time.Duration) *startupRetry {
	if budget <= 0 {
		budget = bot.DefaultBusyRetry
	}
	return &startupRetry{log: log, budget: budget, deadline: time.Now().Add(budget)}
}

// do runs step (what names it in the log), and runs it again
// with backoff while it fails because the database is locked
// (store.RetryBusy) until the budget is spent or ctx ends. step must be safe
// to run again (a failed transaction was rolled back). The first retry of
// the whole start-up logs one warning; a lock that outlasts the budget
// returns an error saying so and what to do, wrapping the last attempt's.
func (r *startupRetry) do(ctx context.Context, what string, step func() error) error {
	warn := func(err error) {
		if !r.warned {
			r.warned = true
			r.log.Warn().Err(err).Str("step", what).Dur("retry_for", r.budget).
				Msg("the database is locked by another process; start-up waits for it")
		}
	}
	_, err := store.RetryBusy(ctx, r.deadline, warn, step)
	if err != nil && store.IsBusy(err) && ctx.Err() == nil {
		return fmt.Errorf("the database stayed locked by another process for %s (a sqlite3 shell or a backup tool "+
			"holding a write transaction?); end it and start the bot again: %w", r.budget, err)
	}
	return err
}
