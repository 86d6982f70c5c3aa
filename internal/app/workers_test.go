package app

import (
	"context"
	"sync/atomic"
	"testing"
	"testing/synctest"

	"github.com/stretchr/testify/assert"
)

// stop cancels a worker's context and does not return until the worker
// has: in the bubble, once every goroutine is blocked, the worker waits
// on release and stop on the worker.
func TestWorkersStopWaitsForEveryWorker(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w := newWorkers(context.Background())
		cancelled, release := make(chan struct{}), make(chan struct{})
		var returned atomic.Bool
		assert.True(t, w.goRun(func(ctx context.Context) {
			<-ctx.Done()
			close(cancelled)
			<-release
			returned.Store(true)
		}))
		stopped := make(chan struct{})
		go func() {
			w.stop()
			close(stopped)
		}()
		<-cancelled
		synctest.Wait()
		select {
		case <-stopped:
			t.Fatal("stop returned while a worker was still running")
		default:
		}
		close(release)
		<-stopped
		assert.True(t, returned.Load(), "the worker returned before stop did")
		assert.False(t, w.goRun(func(context.Context) { t.Error("a worker started after stop") }), "nothing starts once stop has begun")
	})
}
