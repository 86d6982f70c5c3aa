package bot

import (
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"

	"github.com/stretchr/testify/assert"
	"maunium.net/go/mautrix/id"
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
		drained := q.drained([]id.UserID{"@a:x", "@b:x"})
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

// doAll runs after the work queued before it in each of its users'
// queues (a user named twice held once), and work queued for any of them
// meanwhile waits for it to finish; other users run on.
func TestDoAllHoldsEveryOneOfItsUsersQueues(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		q := newUserQueues()
		var order []string
		var mu sync.Mutex
		note := func(s string) {
			mu.Lock()
			order = append(order, s)
			mu.Unlock()
		}
		releaseA := make(chan struct{})
		q.submit("@a:x", func() {
			<-releaseA
			note("a before")
		})
		inside := make(chan struct{})
		releaseAll := make(chan struct{})
		done := make(chan struct{})
		go func() {
			q.doAll([]id.UserID{"@a:x", "@b:x", "@a:x"}, func() {
				note("all")
				close(inside)
				<-releaseAll
			})
			close(done)
		}()
		synctest.Wait()
		mu.Lock()
		assert.Empty(t, order, "doAll waits for @a:x's earlier work")
		mu.Unlock()
		close(releaseA)
		<-inside
		q.submit("@b:x", func() { note("b after") })
		otherDone := make(chan struct{})
		q.submit("@c:x", func() { note("c"); close(otherDone) })
		<-otherDone
		synctest.Wait()
		close(releaseAll)
		<-done
		q.wait()
		assert.Equal(t, []string{"a before", "all", "c", "b after"}, order)
	})
}
