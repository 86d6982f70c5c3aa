package matrix

import (
	"context"
	"runtime/debug"
	"sync"
	"time"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

// syncer is mautrix's DefaultSyncer with the bot's rules around it:
// history is dropped before handlers see it, every handler recovers its own
// panics, the position is committed only once the router has handled (run
// or recorded) every message of the response, and failed syncs back off exponentially or end the
// sync when the position or token is rejected.
type syncer struct {
	*mautrix.DefaultSyncer
	t *Transport

	// Fields below are used only by the goroutine running Sync.
	failures  int       // consecutive failed /sync requests
	freshFrom time.Time // when the current sync without a position started
	// recovering is set while the sync without a position follows a
	// rejected one: commands inside the catch-up window still run.
	recovering bool

	// batchUsers are the senders dispatched from the response being
	// handled; nil between responses (a message decrypted late, once its
	// keys arrived, is dispatched then and not waited for).
	batchMu    sync.Mutex
	batchUsers map[id.UserID]struct{}
	batchLost  *givenUp // the response's messages the router gave up

	firstSync sync.Once // resumes the messages waiting for keys (awaiting.go)
}

func newSyncer(t *Transport, encrypted bool) *syncer {
	d := mautrix.NewDefaultSyncer()
	d.FilterJSON = syncFilter(encrypted)
	s := &syncer{DefaultSyncer: d, t: t, freshFrom: time.Now()}
	d.OnEventType(event.EventMessage, s.guard("message", s.onMessage))
	d.OnEventType(event.EventReaction, s.guard("reaction", s.onMessage))
	d.OnEventType(event.StateMember, s.guard("member", t.onMember))
	d.OnEventType(event.AccountDataDirectChats, s.guard("direct", t.onDirect))
	return s
}

// syncFilter keeps the sync small: no presence, no typing or receipts,
// the last 50 timeline events per room, and lazy-loaded members unless
// encrypted: encrypting for a room needs every member's devices, so the
// state cache must hold every member.
func syncFilter(encrypted bool) *mautrix.Filter {
	none := []event.Type{{Type: "*"}}
	return &mautrix.Filter{
		Presence: &mautrix.FilterPart{NotTypes: none},
		Room: &mautrix.RoomFilter{
			Ephemeral: &mautrix.FilterPart{NotTypes: none},
			State:     &mautrix.FilterPart{LazyLoadMembers: !encrypted},
			Timeline:  &mautrix.FilterPart{Limit: 50},
		},
	}
}

// guard wraps a handler so a panic in it is logged and the other events of
// the response are still handled (a panic escaping a handler would end
// mautrix's Sync).
func (s *syncer) guard(name string, fn mautrix.EventHandler) mautrix.EventHandler {
	return func(ctx context.Context, evt *event.Event) {
		defer func() {
			if p := recover(); p != nil {
				s.t.log.Error().Interface("panic", p).Str("handler", name).
					Str("room_id", evt.RoomID.String()).Str("event_id", evt.ID.String()).
					Str("stack", string(debug.Stack())).Msg("event handler panicked")
			}
		}()
		fn(ctx, evt)
	}
}

// prepare is the sync listener that readies a response for the handlers:
// it fills the gaps of limited timelines and finds the commands too old to
// run (backfill), then drops history (dropHistory), with one catch-up
// window for both. It is registered after the crypto helper's listener, so
// the room keys a response's to-device messages bring are known by then.
func (s *syncer) prepare(ctx context.Context, res *mautrix.RespSync, since string) bool {
	cutoff := time.Now().Add(-s.t.window()).Truncate(time.Millisecond)
	s.backfill(ctx, res, since, s.recovering, cutoff)
	before := cutoff // older commands are reported by backfill, not run
	if since == "" && !s.recovering {
		before = s.freshFrom
	}
	dropHistory(res, s.t.cli.UserID, before)
	return true
}

// ProcessResponse runs the listeners (prepare among them) and the
// handlers, waits until the router has handled every message dispatched
// from res, handing it again those it gave up unrecorded (handBack), then
// commits the position.
func (s *syncer) ProcessResponse(ctx context.Context, res *mautrix.RespSync, since string) error {
	s.failures = 0
	lost := &givenUp{}
	s.batchMu.Lock()
	s.batchUsers, s.batchLost = map[id.UserID]struct{}{}, lost
	s.batchMu.Unlock()
	err := s.DefaultSyncer.ProcessResponse(ctx, res, since)
	s.batchMu.Lock()
	users := s.batchUsers
	s.batchUsers, s.batchLost = nil, nil
	s.batchMu.Unlock()
	if err != nil {
		return err
	}
	if err := s.t.waitFor(ctx, users); err != nil {
		return err
	}
	if err := s.handBack(ctx, lost); err != nil {
		return err
	}
	if err := s.t.store.commit(ctx); err != nil {
		return err
	}
	if s.recovering {
		if err := s.t.state.KV.Delete(ctx, store.KeyRecovering); err != nil {
			return err
		}
		s.recovering = false
	}
	s.firstSync.Do(func() { s.t.resumeAwaiting(ctx) })
	return nil
}

// OnFailedSync backs off 1 s, 2 s, 4 s ... up to the configured maximum
// while the homeserver is unreachable or failing, and ends the sync (with
// the error) when the position or the access token was rejected.
func (s *syncer) OnFailedSync(_ *mautrix.RespSync, err error) (time.Duration, error) {
	switch classifySync(err, s.t.store.since() != "") {
	case syncBadPosition:
		return 0, &badPositionError{err: err}
	case syncBadToken:
		return 0, err
	}
	s.failures++
	wait := backoff(s.failures, s.t.cfg.MaxBackoff)
	s.t.log.Warn().Err(err).Int("failures", s.failures).Dur("retry_in", wait).Msg("sync failed; retrying")
	return wait, nil
}

// badPositionError ends a sync whose since position the homeserver rejected.
type badPositionError struct{ err error }

func (e *badPositionError) Error() string { return "sync position rejected: " + e.err.Error() }
func (e *badPositionError) Unwrap() error { return e.err }

// onMessage hands a room message or a reaction (an encrypted one once
// decrypted) to the router.
func (s *syncer) onMessage(ctx context.Context, evt *event.Event) {
	if evt.Mautrix.EventSource&event.SourceJoin == 0 || evt.Sender == s.t.cli.UserID {
		return
	}
	msg, ok := toMessage(evt)
	if !ok {
		msg, ok = toReaction(evt)
	}
	if evt.Mautrix.EventSource&event.SourceDecrypted != 0 {
		s.t.keysArrived(evt.ID)
	}
	if !ok {
		return
	}
	msg.IsDirect = s.t.isDirect(ctx, msg.Sender, msg.Room)
	s.t.noteUser(msg.Sender)
	s.batchMu.Lock()
	if s.batchUsers != nil {
		s.batchUsers[msg.Sender] = struct{}{}
		msg = s.batchLost.track(msg)
	}
	s.batchMu.Unlock()
	s.t.router.Dispatch(s.t.base, msg)
}
