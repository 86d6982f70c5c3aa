package bot

import (
	"sync/atomic"
	"testing"
	"testing/synctest"

	"github.com/stretchr/testify/assert"
)

// drained closes only once the work queued before it has run, and wait
// returns only once every user's worker has returned: in the bubble, once
// every goroutine is blocked, the worker waits on release and neither has
// finished.
func TestQueuesDrainedAndWaitFollowTheWorkers(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		q := newUserQueues()
		release := make(chan struct{})
		var ran atomic.Bool
		q.submit("@a:x", func() {
			<-release
			ran.Store(true)
		})
		drained := q.drained([]string{"@a:x", "@b:x"})
		waited := make(chan struct{})
		go func() {
			q.wait()
			close(waited)
		}()
		synctest.Wait()
		select {
		case <-drained:
			t.Fatal("drained closed before @a:x's queued work ran")
		case <-waited:
			t.Fatal("wait returned while a worker was still running")
		default:
		}
		close(release)
		<-drained
		<-waited
		assert.True(t, ran.Load())
		assert.Zero(t, q.len(), "every queue is gone once its worker returns")
	})
}
