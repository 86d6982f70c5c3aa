package outbox

import (
	"context"
	"errors"
	"time"

	"github.com/rs/zerolog"

	"github.com/gogobee/gogobee/internal/store"
)

// Deliverer sends one row to its destination. Transports implement it. A
// Matrix deliverer sends with row.TxnID() so a repeat is deduplicated.
type Deliverer interface {
	Deliver(ctx context.Context, row Row) error
}

// Verifier is implemented by deliverers that can tell whether a row whose
// earlier attempt was interrupted (the process died mid-send) reached its
// destination after all. A homeserver may store an event from a request it
// never answered, without remembering its transaction ID; the verifier lets
// the sender mark such a row sent instead of posting it twice.
type Verifier interface {
	Delivered(ctx context.Context, row Row) (bool, error)
}

// RetryAfterError is an error carrying the delay the remote asked for
// (Matrix M_LIMIT_EXCEEDED retry_after_ms). The sender waits at least that long.
type RetryAfterError interface {
	error
	RetryAfter() time.Duration
}

// PermanentError marks a delivery that can never succeed (e.g. the room is
// gone); the sender gives up on the row after logging it.
type PermanentError struct{ Err error }

func (e PermanentError) Error() string { return "permanent: " + e.Err.Error() }
func (e PermanentError) Unwrap() error { return e.Err }

// Sender delivers outbox rows. Run it as one goroutine per process.
type Sender struct {
	Store     *store.Store
	Deliverer Deliverer
	Log       zerolog.Logger
	// MaxBackoff caps the wait between attempts of one row (default 5 minutes).
	MaxBackoff time.Duration
	// Poll is how often the loop looks for due rows when not woken (default 2 s).
	Poll time.Duration
	// Observer is told of every delivery, retry and row given up (the
	// metrics); nil tells no one.
	Observer Observer

	wake chan struct{}
}

// NewSender returns a sender over s delivering through d.
func NewSender(s *store.Store, d Deliverer, log zerolog.Logger) *Sender {
	return &Sender{Store: s, Deliverer: d, Log: log, MaxBackoff: 5 * time.Minute, Poll: 2 * time.Second,
		wake: make(chan struct{}, 1)}
}

// Wake asks the loop to look for new rows now (call after a commit).
func (s *Sender) Wake() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Run delivers rows until ctx ends.
func (s *Sender) Run(ctx context.Context) {
	t := time.NewTicker(s.Poll)
	defer t.Stop()
	for {
		if _, err := s.Flush(ctx); err != nil && ctx.Err() == nil {
			s.Log.Warn().Err(err).Msg("outbox flush failed")
		}
		select {
		case <-ctx.Done():
			return
		case <-s.wake:
		case <-t.C:
		}
	}
}

// Flush delivers every row that is due now, destination by destination in
// row order, and returns how many were delivered. A failing destination is
// scheduled for retry and the others go on.
func (s *Sender) Flush(ctx context.Context) (int, error) {
	sent := 0
	for {
		// Pending uses the wall time of the outbox (real time), not the game clock:
		// retry backoff is about the network, not the story.
		rows, err := Pending(ctx, s.Store, time.Now(), 64)
		if err != nil || len(rows) == 0 {
			return sent, err
		}
		progress := false
		for _, r := range rows {
			if ctx.Err() != nil {
				return sent, ctx.Err()
			}
			delivered, settled := s.deliver(ctx, r)
			if delivered {
				sent++
			}
			progress = progress || settled
		}
		if !progress {
			return sent, nil
		}
	}
}

// deliver tries row r once. delivered reports a successful send; settled
// reports that the row left the queue (sent, or given up as permanent).
func (s *Sender) deliver(ctx context.Context, r Row) (delivered, settled bool) {
	log := s.Log.With().Int64("outbox_id", r.ID).Str("destination", r.Destination()).Logger()
	dctx, rc := withReceipt(ctx)
	if v, ok := s.Deliverer.(Verifier); ok && r.Attempts > 0 {
		done, err := v.Delivered(dctx, r)
		if err == nil && done {
			log.Info().Msg("an interrupted earlier attempt had delivered the row; not sending it again")
			return false, s.markSent(ctx, r, rc.reported()) == nil
		}
		if err != nil {
			log.Warn().Err(err).Msg("could not check whether an earlier attempt was delivered; sending")
		}
	}
	if err := MarkAttempt(ctx, s.Store, r.ID); err != nil {
		log.Error().Err(err).Msg("could not record the attempt")
		return false, false
	}
	err := s.Deliverer.Deliver(dctx, r)
	s.observe(err)
	if err == nil {
		if err := s.markSent(ctx, r, rc.reported()); err != nil {
			log.Error().Err(err).Msg("delivered but could not mark sent; the retry will reuse the transaction ID")
			return true, false
		}
		return true, true
	}
	var perm PermanentError
	if errors.As(err, &perm) {
		log.Error().Err(err).Msg("outbox row cannot be delivered; giving up on it")
		return false, MarkGivenUp(ctx, s.Store, r.ID, time.Now(), err) == nil
	}
	wait := backoff(r.Attempts, s.MaxBackoff)
	var ra RetryAfterError
	if errors.As(err, &ra) && ra.RetryAfter() > wait {
		wait = ra.RetryAfter()
	}
	log.Warn().Err(err).Dur("retry_in", wait).Int("attempts", r.Attempts+1).Msg("outbox delivery failed")
	if merr := MarkFailed(ctx, s.Store, r.ID, time.Now().Add(wait), err); merr != nil {
		log.Error().Err(merr).Msg("could not record the failed attempt")
	}
	return false, false
}

// markSent records row r as delivered now, with eventID, the event ID its
// destination gave it (ReportEventID; "" when none was told), kept for a
// row with a ref, in one transaction.
func (s *Sender) markSent(ctx context.Context, r Row, eventID string) error {
	return s.Store.Tx(ctx, func(ctx context.Context) error {
		if err := MarkSent(ctx, s.Store, r.ID, time.Now()); err != nil {
			return err
		}
		if r.Ref == "" || eventID == "" {
			return nil
		}
		return RecordEventID(ctx, s.Store, r.ID, eventID)
	})
}

// backoff is the wait after attempts failed attempts: 1 s doubling, capped.
func backoff(attempts int, max time.Duration) time.Duration {
	d := time.Second
	for i := 0; i < attempts && d < max; i++ {
		d *= 2
	}
	if d > max {
		d = max
	}
	return d
}

// Observer is told what the sender did, for the metrics.
type Observer interface {
	Sent()    // a row was delivered
	Retried() // an attempt failed; the row is tried again later
	GaveUp()  // a permanent error: the row is kept as failed
}

// observe tells the Observer, if any, how one delivery attempt ended.
func (s *Sender) observe(err error) {
	if s.Observer == nil {
		return
	}
	var perm PermanentError
	switch {
	case err == nil:
		s.Observer.Sent()
	case errors.As(err, &perm):
		s.Observer.GaveUp()
	default:
		s.Observer.Retried()
	}
}
