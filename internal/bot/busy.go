package bot

import (
	"context"
	"fmt"
	"time"

	"github.com/rs/zerolog"

	"github.com/gogobee/gogobee/internal/store"
)

// DefaultBusyRetry is how long, in all, a message whose transaction finds
// the database locked is tried again before the router gives it up
// (Router.BusyRetry).
const DefaultBusyRetry = time.Minute

// retryBusy runs attempt, and runs it again with backoff while it fails
// because the database is locked (store.RetryBusy), for up to r.BusyRetry
// in all and while ctx lasts. attempt must do its work in a fresh
// transaction each time (a failed one was rolled back, so nothing is
// half-written). Other errors are returned at once. It logs one warning for
// the first retry and returns the last attempt's error, a busy one wrapped
// with how long it was tried.
func (r *Router) retryBusy(ctx context.Context, log zerolog.Logger, attempt func() error) error {
	start := time.Now()
	warn := func(err error) {
		log.Warn().Err(err).Dur("retry_for", r.BusyRetry).Msg("the database is locked; trying the message again")
	}
	tries, err := store.RetryBusy(ctx, start.Add(r.BusyRetry), warn, attempt)
	if err != nil && store.IsBusy(err) && ctx.Err() == nil {
		return fmt.Errorf("database still locked after %d attempts in %s: %w", tries, time.Since(start).Round(time.Millisecond), err)
	}
	return err
}

// giveUp is the end of a message the router could neither run nor record as
// handled (the database stayed locked, or could not be written): it is
// logged as an error and handed back to the transport (Message.OnGivenUp),
// which handles it again instead of moving past it.
func (r *Router) giveUp(msg Message, log zerolog.Logger, err error, what string) {
	log.Error().Err(err).Bool("handed_back", msg.OnGivenUp != nil).Msg(what + "; the message was given up unrecorded")
	if msg.OnGivenUp != nil {
		msg.OnGivenUp()
	}
}
