package outbox

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"
)

// sendLatency is how long the fake homeserver takes to answer a send (a
// homeserver on the same network answers in a few milliseconds).
const sendLatency = 3 * time.Millisecond

// slowHS is a local fake homeserver answering PUT
// /_matrix/client/v3/rooms/{room}/send/m.room.message/{txn} as Matrix
// does, after sendLatency: a transaction ID seen before is answered with
// its event again, and every 40th request is refused with 429
// M_LIMIT_EXCEEDED and a retry_after_ms of 50.
type slowHS struct {
	srv      *httptest.Server
	requests atomic.Int64
	mu       sync.Mutex
	events   map[string]string // txn ID -> event ID
	order    []string          // room of each new event, in arrival order
	pinged   chan struct{}     // closed when the first event into "!ping:x" arrives
}

func newSlowHS() *slowHS {
	h := &slowHS{events: map[string]string{}, pinged: make(chan struct{})}
	h.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(sendLatency)
		parts := strings.Split(r.URL.Path, "/")
		if r.Method != http.MethodPut || len(parts) < 9 {
			http.NotFound(w, r)
			return
		}
		if h.requests.Add(1)%40 == 0 {
			w.WriteHeader(http.StatusTooManyRequests)
			_, _ = w.Write([]byte(`{"errcode":"M_LIMIT_EXCEEDED","error":"Too Many Requests","retry_after_ms":50}`))
			return
		}
		room, txn := parts[5], parts[8]
		h.mu.Lock()
		ev, ok := h.events[txn]
		if !ok {
			ev = fmt.Sprintf("$e%d", len(h.events))
			h.events[txn] = ev
			h.order = append(h.order, room)
			if room == "!ping:x" {
				close(h.pinged)
			}
		}
		h.mu.Unlock()
		_, _ = fmt.Fprintf(w, `{"event_id":%q}`, ev)
	}))
	return h
}

// httpDeliverer sends a row to slowHS as a Matrix client does, a DM into
// a room of its own ("!dm-<user>"), and maps a 429 to a RetryAfterError
// with the retry_after_ms it carries, as the Matrix transport does.
type httpDeliverer struct {
	base   string
	client *http.Client
}

func (d httpDeliverer) Deliver(ctx context.Context, r Row) error {
	room := r.RoomID
	if r.DMUser != "" {
		room = id.RoomID("!dm-" + string(r.DMUser))
	}
	body, err := json.Marshal(map[string]string{"msgtype": "m.notice", "body": r.Body})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPut,
		d.base+"/_matrix/client/v3/rooms/"+string(room)+"/send/m.room.message/"+r.TxnID(), strings.NewReader(string(body)))
	if err != nil {
		return err
	}
	resp, err := d.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var answer struct {
		ErrCode      string  `json:"errcode"`
		RetryAfterMS float64 `json:"retry_after_ms"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&answer); err != nil {
		return err
	}
	switch {
	case resp.StatusCode == http.StatusTooManyRequests:
		return rateLimited{after: time.Duration(answer.RetryAfterMS) * time.Millisecond}
	case resp.StatusCode != http.StatusOK:
		return fmt.Errorf("send: %s %s", resp.Status, answer.ErrCode)
	}
	return nil
}

// BenchmarkSenderBurst sends 2,000 DMs, each to a room of its own, through
// the sender's Run loop to a local fake homeserver (slowHS: a few
// milliseconds a send, a 429 now and then), one row at a time as before
// (workers=1) and 16 rooms at a time (workers=16), in the same iteration;
// and times a command's answer queued after the 500th send until it is
// delivered. Reported: each run's seconds, the speed-up (target: at least
// 5) and each answer's milliseconds (target: under 2,000).
func BenchmarkSenderBurst(b *testing.B) {
	const dms, askAt = 2000, 500
	run := func(workers int) (total, answer time.Duration) {
		st := openStore(b, filepath.Join(b.TempDir(), fmt.Sprintf("burst%d.db", workers)))
		defer st.Close()
		sched := WithLane(context.Background(), Scheduled)
		require.NoError(b, st.Tx(sched, func(ctx context.Context) error {
			for i := range dms {
				if err := Enqueue(ctx, st, t0, Message{DMUser: id.UserID(fmt.Sprintf("@p%04d:x", i)), Body: "Morning Briefing"}); err != nil {
					return err
				}
			}
			return nil
		}))
		hs := newSlowHS()
		defer hs.srv.Close()
		s := NewSender(st, httpDeliverer{base: hs.srv.URL, client: hs.srv.Client()}, zerolog.Nop())
		s.Workers = workers
		var asked atomic.Int64 // Unix nanoseconds
		delivered := make(chan struct{})
		answered := make(chan struct{})
		s.Observer = &burstObserver{each: func(n int64) {
			switch {
			case n == askAt:
				asked.Store(time.Now().UnixNano())
				require.NoError(b, Enqueue(context.Background(), st, t0, Message{RoomID: "!ping:x", Body: "pong"}))
				s.Wake()
			case n == dms+1:
				close(delivered)
			}
		}}
		ctx, cancel := context.WithCancel(context.Background())
		start := time.Now()
		go func() {
			<-hs.pinged
			answer = time.Since(time.Unix(0, asked.Load()))
			close(answered)
		}()
		done := make(chan struct{})
		go func() {
			s.Run(ctx)
			close(done)
		}()
		<-delivered
		total = time.Since(start)
		<-answered
		cancel()
		<-done
		hs.mu.Lock()
		require.Len(b, hs.order, dms+1, "every row once")
		hs.mu.Unlock()
		return total, answer
	}
	for i := 0; i < b.N; i++ {
		seq, seqAnswer := run(1)
		par, parAnswer := run(DefaultWorkers)
		b.ReportMetric(seq.Seconds(), "s-sequential")
		b.ReportMetric(par.Seconds(), "s-parallel")
		b.ReportMetric(float64(seq)/float64(par), "x-faster")
		b.ReportMetric(float64(seqAnswer.Milliseconds()), "ms-answer-sequential")
		b.ReportMetric(float64(parAnswer.Milliseconds()), "ms-answer-parallel")
	}
}

// burstObserver calls each with the count of rows delivered so far.
type burstObserver struct {
	sent atomic.Int64
	each func(n int64)
}

func (o *burstObserver) Sent()    { o.each(o.sent.Add(1)) }
func (o *burstObserver) Retried() {}
func (o *burstObserver) GaveUp()  {}
