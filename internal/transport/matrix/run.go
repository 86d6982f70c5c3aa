package matrix

import (
	"context"
	"errors"
	"sync"
	"time"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/store"
)

// shutdownGrace bounds how long a shutdown waits for commands already
// received to finish and for their replies to be sent.
const shutdownGrace = 10 * time.Second

// Services are the loops that run beside the sync: the outbox sender and the
// scheduler. Either may be nil.
type Services struct {
	Sender    *outbox.Sender
	Scheduler interface {
		Start(ctx context.Context) (stop func(), err error)
	}
}

// Run logs in (if not yet done), then syncs, delivers the outbox and runs
// the scheduler until ctx ends. On the way out it stops taking messages,
// lets the commands already received finish, sends what they queued and
// stops the loops (at most shutdownGrace for the last two). It returns nil
// on a clean shutdown and an error only when it cannot go on: ErrSignedOut
// when the device was signed out with encryption on (start a new Transport),
// ErrCredentials when the credentials are refused.
func (t *Transport) Run(ctx context.Context, svc Services) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	t.run = ctx
	t.base = context.WithoutCancel(ctx)
	if t.cli.AccessToken == "" {
		if err := t.Login(ctx); err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return err
		}
	}
	if err := t.setupCrypto(ctx); err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return err
	}
	t.setUpDevice(ctx)
	t.loadDirect(ctx)
	t.resumeInvites(ctx)
	var loops sync.WaitGroup
	if svc.Sender != nil {
		loops.Add(1)
		go func() {
			defer loops.Done()
			svc.Sender.Run(ctx)
		}()
	}
	stopScheduler := func() {}
	if svc.Scheduler != nil {
		stop, err := svc.Scheduler.Start(ctx)
		if err != nil {
			cancel()
			loops.Wait()
			return err
		}
		stopScheduler = stop
	}
	t.log.Info().Str("user_id", t.cli.UserID.String()).Msg("Matrix transport running")

	err := t.syncLoop(ctx)

	cancel()
	t.jobs.Wait()
	grace, done := context.WithTimeout(t.base, shutdownGrace)
	defer done()
	if derr := t.drain(grace); derr != nil {
		t.log.Warn().Err(derr).Msg("some commands were still running at shutdown")
	}
	loops.Wait()
	stopScheduler()
	if svc.Sender != nil {
		if _, ferr := svc.Sender.Flush(mautrix.WithMaxRetries(grace, 0)); ferr != nil {
			t.log.Warn().Err(ferr).Msg("could not send every queued message before shutdown; they go out on the next start")
		}
	}
	t.log.Info().Msg("Matrix transport stopped")
	return err
}

// syncLoop runs mautrix's Sync and starts it again whenever it returns
// before ctx ends: at once with a fresh position when the homeserver
// rejected the stored one, after logging in again as a new device when the
// token was revoked (or returning ErrSignedOut, see relogin), and after a backoff on any other failure (a panic that escaped,
// a filter that could not be created while the homeserver is down).
func (t *Transport) syncLoop(ctx context.Context) error {
	syncCtx := mautrix.WithMaxRetries(ctx, 0) // OnFailedSync does the backing off
	failures := 0
	for {
		t.readyFreshSync(ctx)
		started := time.Now()
		err := t.cli.SyncWithContext(syncCtx)
		if ctx.Err() != nil {
			return nil
		}
		if time.Since(started) > time.Minute {
			failures = 0
		}
		var bad *badPositionError
		switch {
		case err == nil:
			continue // replaced by another Sync call; start again
		case errors.As(err, &bad):
			if err = t.dropPosition(ctx, err); err == nil {
				continue
			}
		case classifySync(err, false) == syncBadToken:
			t.log.Warn().Err(err).Msg("the access token was rejected")
			if lerr := t.relogin(ctx); lerr != nil {
				return unlessDone(ctx, lerr)
			}
			continue
		}
		failures++
		if !t.pauseAfter(ctx, err, failures) {
			return nil
		}
	}
}

// readyFreshSync readies a sync that starts with no stored position: the
// messages before it are history, not commands, unless a recovery is
// under way (a restart before the recovery's first position was stored
// reads it from the state), whose catch-up window's commands still run.
func (t *Transport) readyFreshSync(ctx context.Context) {
	if tok, err := t.store.LoadNextBatch(ctx, t.cli.UserID); err != nil || tok != "" {
		return
	}
	t.syncer.freshFrom = time.Now()
	if _, recovering, err := t.state.KV.Get(ctx, store.KeyRecovering); err != nil {
		t.log.Warn().Err(err).Msg("could not read whether a recovery was under way; starting as if not")
	} else if recovering {
		t.syncer.recovering = true // a restart before the recovery's first position was stored
	}
	if t.syncer.recovering {
		t.log.Info().Dur("catch_up_window", t.window()).Msg("starting a fresh sync; commands of the catch-up window still run")
	} else {
		t.log.Info().Msg("starting a fresh sync; earlier messages are history, not commands")
	}
}

// dropPosition answers the homeserver's rejection (err) of the stored sync
// position: it marks a recovery under way and forgets the position, so
// the next sync starts fresh and still runs the commands of the catch-up
// window. It returns nil when the sync may start again at once, else the
// error that kept it from forgetting the position.
func (t *Transport) dropPosition(ctx context.Context, err error) error {
	t.log.Warn().Err(err).Dur("catch_up_window", t.window()).
		Msg("the homeserver rejected the stored sync position; starting a fresh sync that still runs the commands of the catch-up window")
	rerr := t.state.KV.Set(ctx, store.KeyRecovering, time.Now().UTC().Format(time.RFC3339))
	if rerr == nil {
		rerr = t.store.reset(ctx)
	}
	if rerr == nil {
		t.syncer.recovering = true
	}
	return rerr
}

// pauseAfter follows a sync that failed with err, the failures-th in a
// row: it skips the response whose processing failed (so it cannot fail
// forever) and waits the backoff. It returns false when ctx ended
// during the wait.
func (t *Transport) pauseAfter(ctx context.Context, err error, failures int) bool {
	if cerr := t.store.commit(ctx); cerr != nil {
		t.log.Error().Err(cerr).Msg("could not store the sync position")
	}
	wait := backoff(failures, t.cfg.MaxBackoff)
	t.log.Error().Err(err).Dur("retry_in", wait).Msg("sync stopped; restarting")
	select {
	case <-ctx.Done():
		return false
	case <-time.After(wait):
		return true
	}
}

// unlessDone is err, or nil once ctx has ended: a failure caused by the
// shutdown is no failure.
func unlessDone(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return nil
	}
	return err
}

// waitFor blocks until the router has handled everything queued so far for
// users, or ctx ends.
func (t *Transport) waitFor(ctx context.Context, users map[id.UserID]struct{}) error {
	if len(users) == 0 {
		return nil
	}
	list := make([]id.UserID, 0, len(users))
	for u := range users {
		list = append(list, u)
	}
	select {
	case <-t.router.Drained(list):
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// drain waits for every user who sent a command since start.
func (t *Transport) drain(ctx context.Context) error {
	t.usersM.Lock()
	users := make(map[id.UserID]struct{}, len(t.users))
	for u := range t.users {
		users[u] = struct{}{}
	}
	t.usersM.Unlock()
	return t.waitFor(ctx, users)
}

// runCtx is the context of Run (Background before Run starts).
func (t *Transport) runCtx() context.Context {
	if t.run == nil {
		return context.Background()
	}
	return t.run
}
