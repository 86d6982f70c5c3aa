package bot

import "sync"

// userQueues runs the work of one user strictly one item at a time and in
// arrival order, while different users run in parallel. A
// user's goroutine exists only while it has work.
type userQueues struct {
	mu     sync.Mutex
	queues map[string][]func()
}

func newUserQueues() *userQueues { return &userQueues{queues: map[string][]func(){}} }

// submit appends fn to user's queue, starting the user's worker if idle.
func (q *userQueues) submit(user string, fn func()) {
	q.mu.Lock()
	pending, busy := q.queues[user]
	q.queues[user] = append(pending, fn)
	q.mu.Unlock()
	if !busy {
		go q.work(user)
	}
}

func (q *userQueues) work(user string) {
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
func (q *userQueues) do(user string, fn func()) {
	done := make(chan struct{})
	q.submit(user, func() {
		defer close(done)
		fn()
	})
	<-done
}

// len is how many users have a queue (work waiting or running).
func (q *userQueues) len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.queues)
}
