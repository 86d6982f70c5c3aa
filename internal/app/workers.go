package app

import (
	"context"
	"sync"
)

// workers are the App's background goroutines (a dev-clock move, the
// metrics listener): each runs with a context stop cancels, and stop
// waits for every one, so nothing the App started outlives Close.
type workers struct {
	ctx    context.Context
	cancel context.CancelFunc

	mu      sync.Mutex
	stopped bool
	running sync.WaitGroup
}

// newWorkers returns workers whose context ends with parent or at stop.
func newWorkers(parent context.Context) *workers {
	w := &workers{}
	w.ctx, w.cancel = context.WithCancel(parent)
	return w
}

// goRun runs fn in a goroutine with the workers' context and reports
// whether it did: once stop has begun nothing more starts.
func (w *workers) goRun(fn func(ctx context.Context)) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.stopped {
		return false
	}
	w.running.Go(func() { fn(w.ctx) })
	return true
}

// stop cancels the workers' context and waits for every goroutine started
// to return. A second stop waits too and does nothing more.
func (w *workers) stop() {
	w.mu.Lock()
	w.stopped = true
	w.mu.Unlock()
	w.cancel()
	w.running.Wait()
}
