package store

import (
	"context"
	"time"
)

// The waits between two attempts of a step that found the database locked
// (RetryBusy): doubling from the first to the last. Each attempt itself
// already waits up to the busy timeout (BusyTimeoutMillis) for the lock.
const (
	busyFirstWait = 250 * time.Millisecond
	busyMaxWait   = 8 * time.Second
)

// RetryBusy runs step, and runs it again with backoff (250 ms doubling to
// 8 s) while it fails because the database is locked by another
// connection (IsBusy), until the next wait would end after deadline or ctx
// ends. step must be safe to run again: a failed transaction was rolled
// back. first, if not nil, is called with the error once, before the first
// wait. It returns how many times step ran and its last error (nil, a
// busy one when the lock outlasted deadline or ctx, or any other at once).
func RetryBusy(ctx context.Context, deadline time.Time, first func(error), step func() error) (attempts int, err error) {
	wait := busyFirstWait
	for attempts = 1; ; attempts++ {
		err = step()
		if err == nil || !IsBusy(err) || time.Now().Add(wait).After(deadline) {
			return attempts, err
		}
		if attempts == 1 && first != nil {
			first(err)
		}
		select {
		case <-ctx.Done():
			return attempts, err
		case <-time.After(wait):
		}
		wait = min(2*wait, busyMaxWait)
	}
}
