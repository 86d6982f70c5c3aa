package bot

import (
	"slices"
	"sync"
	"sync/atomic"

	"maunium.net/go/mautrix/id"
)

// userQueues runs the work of one user strictly one item at a time and in
// arrival order, while different users run in parallel. A
// user's goroutine exists only while it has work; running counts them, for
// wait.
type userQueues struct {
	mu      sync.Mutex
	queues  map[id.UserID][]func()
	running sync.WaitGroup
	// many is held by doAll while it gathers its users' queues, so two
	// callers never each hold a queue the other waits for.
	many sync.Mutex
}

func newUserQueues() *userQueues { return &userQueues{queues: map[id.UserID][]func(){}} }

// submit appends fn to user's queue, starting the user's worker if idle.
func (q *userQueues) submit(user id.UserID, fn func()) {
	q.mu.Lock()
	pending, busy := q.queues[user]
	q.queues[user] = append(pending, fn)
	q.mu.Unlock()
	if !busy {
		q.running.Go(func() { q.work(user) })
	}
}

// wait blocks until every user's worker has run out of work and returned.
// The caller stops whatever submits work first.
func (q *userQueues) wait() { q.running.Wait() }

// drained returns a channel closed once every item queued so far for users
// has run: a marker at the end of each user's queue, run by that queue's
// own worker, so waiting starts no goroutine.
func (q *userQueues) drained(users []id.UserID) <-chan struct{} {
	done := make(chan struct{})
	if len(users) == 0 {
		close(done)
		return done
	}
	var left atomic.Int64
	left.Store(int64(len(users)))
	for _, u := range users {
		q.submit(u, func() {
			if left.Add(-1) == 0 {
				close(done)
			}
		})
	}
	return done
}

func (q *userQueues) work(user id.UserID) {
	for {
		q.mu.Lock()
		pending := q.queues[user]
		if len(pending) == 0 {
			delete(q.queues, user)
			q.mu.Unlock()
			return
		}
		fn := pending[0]
		q.queues[user] = pending[1:]
		q.mu.Unlock()
		fn()
	}
}

// do runs fn in user's queue and waits for it to finish.
func (q *userQueues) do(user id.UserID, fn func()) {
	done := make(chan struct{})
	q.submit(user, func() {
		defer close(done)
		fn()
	})
	<-done
}

// doAll runs fn once it holds every one of users' queues (a user named
// twice is held once): each queue runs what was queued before, then waits
// at fn's turn until fn returns, so fn interleaves with none of those
// users' work.
func (q *userQueues) doAll(users []id.UserID, fn func()) {
	users = slices.Compact(slices.Sorted(slices.Values(users)))
	if len(users) == 1 {
		q.do(users[0], fn)
		return
	}
	q.many.Lock()
	var held sync.WaitGroup
	release := make(chan struct{})
	for _, u := range users {
		held.Add(1)
		q.submit(u, func() {
			held.Done()
			<-release
		})
	}
	held.Wait()
	q.many.Unlock()
	defer close(release)
	fn()
}

// len is how many users have a queue (work waiting or running).
func (q *userQueues) len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.queues)
}
