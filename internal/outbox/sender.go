package outbox

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/rs/zerolog"
	"maunium.net/go/mautrix/id"

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

// DefaultWorkers is how many destinations the Matrix daemon's sender
// sends to at once (a Sender of NewSender sends one row at a time, so
// the console prints in row order).
const DefaultWorkers = 16

// Sender delivers outbox rows. Run it as one goroutine per process.
//
// Up to Workers destinations are sent to at once, each strictly in row
// order: a destination has one row in flight at most, and its next row is
// read only once that one is settled. Destinations with a command's answer
// waiting (the Interactive lane) are served before those with only
// scheduled rows, and among them the oldest head first, so a player's
// burst in their own room never holds another's answer; a homeserver's
// 429 holds back that destination alone, for the retry-after it asked.
type Sender struct {
	Store     *store.Store
	Deliverer Deliverer
	Log       zerolog.Logger
	// MaxBackoff caps the wait between attempts of one row (default 5 minutes).
	MaxBackoff time.Duration
	// Poll is how often the loop looks for due rows when not woken (default 2 s).
	Poll time.Duration
	// Workers is how many destinations are sent to at once (default 1:
	// one row at a time; the daemon uses DefaultWorkers).
	Workers int
	// Now is the wall clock of the retry times (default time.Now).
	Now func() time.Time
	// Observer is told of every delivery, retry and row given up (the
	// metrics); nil tells no one.
	Observer Observer

	wake chan struct{}
}

// NewSender returns a sender over s delivering through d.
func NewSender(s *store.Store, d Deliverer, log zerolog.Logger) *Sender {
	return &Sender{Store: s, Deliverer: d, Log: log, MaxBackoff: 5 * time.Minute, Poll: 2 * time.Second,
		Workers: 1, Now: time.Now, wake: make(chan struct{}, 1)}
}

// Wake asks the loop to look for new rows now (call after a commit).
func (s *Sender) Wake() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Run delivers rows until ctx ends: it sends what is due, then waits to
// be woken (a commit), for the earliest retry it scheduled, or Poll.
func (s *Sender) Run(ctx context.Context) {
	t := time.NewTicker(s.Poll)
	defer t.Stop()
	for {
		_, retry, err := s.pump(ctx, s.wake)
		if err != nil && ctx.Err() == nil {
			s.Log.Warn().Err(err).Msg("outbox flush failed")
		}
		var soon <-chan time.Time
		var timer *time.Timer
		if !retry.IsZero() {
			timer = time.NewTimer(max(retry.Sub(s.now()), 0))
			soon = timer.C
		}
		select {
		case <-ctx.Done():
		case <-s.wake:
		case <-t.C:
		case <-soon:
		}
		if timer != nil {
			timer.Stop()
		}
		if ctx.Err() != nil {
			return
		}
	}
}

// Flush delivers every row that is due now, each destination in row order
// and up to Workers destinations at once, and returns how many were
// delivered. A failing destination is scheduled for retry and the others
// go on.
func (s *Sender) Flush(ctx context.Context) (int, error) {
	sent, _, err := s.pump(ctx, nil)
	return sent, err
}

// outcome is how one delivery attempt of row ended (deliver).
type outcome struct {
	row                Row
	delivered, settled bool
	retryAt            time.Time
}

// pump delivers rows until none is due and none is in flight: it reads the
// heads of the destinations (Pending), hands them to up to Workers
// goroutines, one row a destination at a time, and reads again when a
// worker is free and nothing it read is left, or at once when woken (a
// commit may have queued an answer, which goes first). A destination whose
// row was not settled (a retry, a row sent but not marked) is not tried
// again in this pump. It returns how many rows were delivered and the
// earliest retry it scheduled (zero for none).
func (s *Sender) pump(ctx context.Context, wake <-chan struct{}) (sent int, retry time.Time, err error) {
	workers := max(s.Workers, 1)
	todo := make(chan Row)
	done := make(chan outcome)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for r := range todo {
				done <- s.deliver(ctx, r)
			}
		})
	}
	defer func() {
		close(todo)
		wg.Wait()
	}()
	busy := map[string]bool{}    // destinations with a row in flight
	skipped := map[string]bool{} // destinations left for a later pump
	var queue []Row
	read := true
	for {
		select { // a wake goes before any row read earlier: it may be an answer
		case <-wake:
			read = true
		default:
		}
		if read && len(busy) < workers && ctx.Err() == nil {
			if queue, err = s.heads(ctx, workers, busy, skipped); err != nil {
				break
			}
			read = false
		}
		if len(queue) == 0 && len(busy) == 0 {
			break
		}
		var give chan Row
		var head Row
		if len(queue) > 0 && len(busy) < workers {
			give, head = todo, queue[0]
		}
		select {
		case give <- head:
			busy[head.Destination()] = true
			queue = queue[1:]
			// One worker sends in row order: the destination it just
			// served may hold the next oldest row, older than every other
			// head read with it (a later day's DM must not overtake a
			// fight's next turn queued before it), so it reads afresh.
			read = len(queue) == 0 || workers == 1
		case o := <-done:
			delete(busy, o.row.Destination())
			if o.delivered {
				sent++
			}
			if !o.settled {
				skipped[o.row.Destination()] = true
				if !o.retryAt.IsZero() && (retry.IsZero() || o.retryAt.Before(retry)) {
					retry = o.retryAt
				}
			}
			read = read || len(queue) == 0
		case <-wake:
			read = true
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
	}
	for len(busy) > 0 { // the workers' last rows
		o := <-done
		delete(busy, o.row.Destination())
		if o.delivered {
			sent++
		}
	}
	if err == nil {
		err = ctx.Err()
	}
	return sent, retry, err
}

// heads reads the due heads of the destinations neither busy nor skipped,
// in the order Pending gives them, enough to keep workers busy for a while.
func (s *Sender) heads(ctx context.Context, workers int, busy, skipped map[string]bool) ([]Row, error) {
	rows, err := Pending(ctx, s.Store, s.now(), max(64, 8*workers)+len(busy)+len(skipped))
	if err != nil {
		return nil, err
	}
	out := rows[:0]
	for _, r := range rows {
		if d := r.Destination(); !busy[d] && !skipped[d] {
			out = append(out, r)
		}
	}
	return out, nil
}

// now is the sender's wall clock.
func (s *Sender) now() time.Time {
	if s.Now == nil {
		return time.Now()
	}
	return s.Now()
}

// deliver tries row r once: delivered reports a successful send; settled
// that the row left the queue (sent, or given up as permanent); retryAt
// when it is to be tried again. Pending uses the sender's wall clock (not
// the game clock): retry backoff is about the network, not the story. A
// homeserver's retry-after (a 429) is the wait, as asked, however many
// attempts the row had; other failures back off exponentially with the
// row's attempts, up to MaxBackoff.
func (s *Sender) deliver(ctx context.Context, r Row) outcome {
	out := outcome{row: r}
	log := s.Log.With().Int64("outbox_id", r.ID).Str("destination", r.Destination()).Logger()
	dctx, rc := withReceipt(ctx)
	if v, ok := s.Deliverer.(Verifier); ok && r.Attempts > 0 {
		done, err := v.Delivered(dctx, r)
		if err == nil && done {
			log.Info().Msg("an interrupted earlier attempt had delivered the row; not sending it again")
			out.settled = s.markSent(ctx, r, rc.reported()) == nil
			return out
		}
		if err != nil {
			log.Warn().Err(err).Msg("could not check whether an earlier attempt was delivered; sending")
		}
	}
	if err := MarkAttempt(ctx, s.Store, r.ID); err != nil {
		log.Error().Err(err).Msg("could not record the attempt")
		return out
	}
	err := s.Deliverer.Deliver(dctx, r)
	s.observe(err)
	if err == nil {
		out.delivered = true
		if err := s.markSent(ctx, r, rc.reported()); err != nil {
			log.Error().Err(err).Msg("delivered but could not mark sent; the retry will reuse the transaction ID")
			return out
		}
		out.settled = true
		return out
	}
	var perm PermanentError
	if errors.As(err, &perm) {
		log.Error().Err(err).Msg("outbox row cannot be delivered; giving up on it")
		out.settled = MarkGivenUp(ctx, s.Store, r.ID, s.now(), err) == nil
		return out
	}
	wait := backoff(r.Attempts, s.MaxBackoff)
	var ra RetryAfterError
	if errors.As(err, &ra) {
		wait = max(ra.RetryAfter(), time.Millisecond)
	}
	log.Warn().Err(err).Dur("retry_in", wait).Int("attempts", r.Attempts+1).Msg("outbox delivery failed")
	out.retryAt = s.now().Add(wait)
	if merr := MarkFailed(ctx, s.Store, r.ID, out.retryAt, err); merr != nil {
		log.Error().Err(merr).Msg("could not record the failed attempt")
	}
	return out
}

// markSent records row r as delivered now, with eventID, the event ID its
// destination gave it (ReportEventID; "" when none was told), kept for a
// row with a ref, in one transaction; a row with nothing to keep is one
// statement, its own transaction.
func (s *Sender) markSent(ctx context.Context, r Row, eventID id.EventID) error {
	if r.Ref == "" || eventID == "" {
		return MarkSent(ctx, s.Store, r.ID, s.now())
	}
	return s.Store.Tx(ctx, func(ctx context.Context) error {
		if err := MarkSent(ctx, s.Store, r.ID, s.now()); err != nil {
			return err
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
