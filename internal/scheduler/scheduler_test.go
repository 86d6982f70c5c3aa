package scheduler

import (
	"bytes"
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

var t0 = time.Date(2026, 3, 2, 6, 0, 0, 0, time.UTC)

func openStore(t *testing.T, path string) *store.Store {
	t.Helper()
	st, err := store.Open(context.Background(), path, store.OpenOptions{})
	require.NoError(t, err)
	t.Cleanup(func() { st.Close() })
	return st
}

// recorder is a kind that records each run and reschedules itself daily.
type recorder struct {
	mu   sync.Mutex
	runs []string
}

func (r *recorder) daily(ctx context.Context, j Job, now time.Time) (Result, error) {
	r.mu.Lock()
	r.runs = append(r.runs, j.Key+"@"+j.DueAt.Format("01-02T15"))
	r.mu.Unlock()
	return Result{Next: j.DueAt.Add(24 * time.Hour)}, nil
}

func TestRunDueCatchesUpEveryMissedOccurrenceInOrder(t *testing.T) {
	st := openStore(t, testdb.Path(t, "s.db"))
	ctx := context.Background()
	clk := clock.NewFake(t0.Add(-time.Hour))
	s := New(st, clk, zerolog.Nop())
	rec := &recorder{}
	require.NoError(t, s.Register("briefing", rec.daily))
	require.Error(t, s.Register("briefing", rec.daily), "a kind registers once")
	require.NoError(t, Schedule(ctx, st, Job{Kind: "briefing", Key: "alice", DueAt: t0}))
	require.NoError(t, Schedule(ctx, st, Job{Kind: "briefing", Key: "bob", DueAt: t0.Add(3 * time.Hour)}))

	n, err := s.RunDue(ctx)
	require.NoError(t, err)
	assert.Zero(t, n, "nothing is due yet")

	clk.Set(t0.Add(2*24*time.Hour + time.Hour)) // the bot was down for two days
	n, err = s.RunDue(ctx)
	require.NoError(t, err)
	assert.Equal(t, 5, n)
	assert.Equal(t, []string{"alice@03-02T06", "bob@03-02T09", "alice@03-03T06", "bob@03-03T09", "alice@03-04T06"}, rec.runs)
	n, err = s.RunDue(ctx)
	require.NoError(t, err)
	assert.Zero(t, n, "never double-fires")
	j, ok, err := Get(ctx, st, "briefing", "bob")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, t0.Add(2*24*time.Hour+3*time.Hour), j.DueAt)
}

func TestJobReturningNoNextTimeIsDeleted(t *testing.T) {
	st := openStore(t, testdb.Path(t, "s.db"))
	ctx := context.Background()
	s := New(st, clock.NewFake(t0), zerolog.Nop())
	require.NoError(t, s.Register("once", func(context.Context, Job, time.Time) (Result, error) { return Result{}, nil }))
	require.NoError(t, Schedule(ctx, st, Job{Kind: "once", Key: "k", DueAt: t0}))
	_, err := s.RunDue(ctx)
	require.NoError(t, err)
	_, ok, err := Get(ctx, st, "once", "k")
	require.NoError(t, err)
	assert.False(t, ok)
}

func TestTwoSchedulersRacingRunEachOccurrenceOnce(t *testing.T) {
	path := testdb.Path(t, "race.db")
	ctx := context.Background()
	clk := clock.NewFake(t0.Add(10 * 24 * time.Hour))
	rec := &recorder{}
	var scheds []*Scheduler
	for i := 0; i < 2; i++ { // two processes on one database file
		s := New(openStore(t, path), clk, zerolog.Nop())
		require.NoError(t, s.Register("briefing", rec.daily))
		scheds = append(scheds, s)
	}
	for i := 0; i < 20; i++ {
		require.NoError(t, Schedule(ctx, scheds[0].Store, Job{Kind: "briefing", Key: fmt.Sprintf("p%02d", i), DueAt: t0}))
	}
	var wg sync.WaitGroup
	for _, s := range scheds {
		wg.Add(1)
		go func(s *Scheduler) {
			defer wg.Done()
			_, err := s.RunDue(ctx)
			assert.NoError(t, err)
		}(s)
	}
	wg.Wait()
	seen := map[string]int{}
	for _, r := range rec.runs {
		seen[r]++
	}
	assert.Len(t, seen, 20*11, "20 players x 11 days")
	for k, n := range seen {
		assert.Equal(t, 1, n, k)
	}
}

func TestPanickingJobIsLoggedAndTheOthersStillRun(t *testing.T) {
	st := openStore(t, testdb.Path(t, "s.db"))
	ctx := context.Background()
	var logs bytes.Buffer
	clk := clock.NewFake(t0)
	s := New(st, clk, zerolog.New(&logs))
	rec := &recorder{}
	require.NoError(t, s.Register("bad", func(context.Context, Job, time.Time) (Result, error) { panic("boom") }))
	require.NoError(t, s.Register("good", rec.daily))
	require.NoError(t, Schedule(ctx, st, Job{Kind: "bad", Key: "x", DueAt: t0.Add(-time.Minute)}))
	require.NoError(t, Schedule(ctx, st, Job{Kind: "good", Key: "y", DueAt: t0}))
	n, err := s.RunDue(ctx)
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	assert.Equal(t, []string{"y@03-02T06"}, rec.runs)
	assert.Contains(t, logs.String(), "boom")
	j, ok, err := Get(ctx, st, "bad", "x")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, t0.Add(time.Minute), j.DueAt, "pushed back a minute, so the next tick retries it")
}

func TestAdvanceToRunsEachJobAtItsOwnTime(t *testing.T) {
	st := openStore(t, testdb.Path(t, "s.db"))
	ctx := context.Background()
	clk := clock.NewFake(t0.Add(-time.Hour))
	s := New(st, clk, zerolog.Nop())
	var nows []time.Time
	require.NoError(t, s.Register("tick", func(_ context.Context, j Job, now time.Time) (Result, error) {
		nows = append(nows, now)
		return Result{Next: j.DueAt.Add(15 * time.Hour)}, nil
	}))
	require.NoError(t, Schedule(ctx, st, Job{Kind: "tick", Key: "a", DueAt: t0}))
	n, err := s.AdvanceTo(ctx, clk, t0.Add(24*time.Hour))
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	assert.Equal(t, []time.Time{t0, t0.Add(15 * time.Hour)}, nows)
	assert.Equal(t, t0.Add(24*time.Hour), clk.Now())
}

func TestSerializeRunsJobsInTheirUsersQueue(t *testing.T) {
	st := openStore(t, testdb.Path(t, "s.db"))
	ctx := context.Background()
	s := New(st, clock.NewFake(t0), zerolog.Nop())
	var users []id.UserID
	s.Serialize = func(user id.UserID, fn func()) { users = append(users, user); fn() }
	rec := &recorder{}
	require.NoError(t, s.Register("briefing", rec.daily))
	require.NoError(t, Schedule(ctx, st, Job{Kind: "briefing", Key: "k", UserID: "@alice:x", DueAt: t0}))
	_, err := s.RunDue(ctx)
	require.NoError(t, err)
	assert.Equal(t, []id.UserID{"@alice:x"}, users)
	assert.Len(t, rec.runs, 1)
}

func TestCronTickRecoversFromAPanicAndKeepsTicking(t *testing.T) {
	st := openStore(t, testdb.Path(t, "s.db"))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var logs syncBuffer
	s := New(st, clock.NewFake(t0), zerolog.New(&logs))
	rec := &recorder{}
	require.NoError(t, s.Register("bad", func(context.Context, Job, time.Time) (Result, error) { panic("tick boom") }))
	require.NoError(t, s.Register("good", rec.daily))
	require.NoError(t, Schedule(ctx, st, Job{Kind: "bad", Key: "x", DueAt: t0.Add(-time.Hour)}))
	require.NoError(t, Schedule(ctx, st, Job{Kind: "good", Key: "y", DueAt: t0}))
	stop, err := s.Start(ctx) // runs one tick at once, then every minute
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		rec.mu.Lock()
		defer rec.mu.Unlock()
		return len(rec.runs) == 1
	}, 10*time.Second, 10*time.Millisecond)
	cancel()
	stop()
	assert.Contains(t, logs.String(), "tick boom")
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestAPanickingTickDoesNotStopTheLaterTicks(t *testing.T) {
	var logs syncBuffer
	calls := 0
	job := tickJob(cronLogger{zerolog.New(&logs)}, func() {
		calls++
		if calls == 1 {
			panic("tick boom")
		}
	})
	for range 3 {
		job.Run()
	}
	assert.Equal(t, 3, calls, "the ticks after a panic still run")
	assert.Contains(t, logs.String(), "tick boom", "the panic is logged")
}

// A job that can never run says why and is dropped, not retried.
func TestDroppedJobIsDeletedAndLogged(t *testing.T) {
	var logs bytes.Buffer
	st := openStore(t, testdb.Path(t, "s.db"))
	clk := clock.NewFake(t0)
	s := New(st, clk, zerolog.New(&logs))
	require.NoError(t, s.Register("bad", func(context.Context, Job, time.Time) (Result, error) {
		return Result{Dropped: fmt.Errorf("key does not parse")}, nil
	}))
	require.NoError(t, Schedule(context.Background(), st, Job{Kind: "bad", Key: "x", DueAt: clk.Now()}))
	_, err := s.RunDue(context.Background())
	require.NoError(t, err)
	_, ok, err := Get(context.Background(), st, "bad", "x")
	require.NoError(t, err)
	assert.False(t, ok, "the job is gone")
	assert.Contains(t, logs.String(), "key does not parse")
}

// countingObserver counts passes and job runs.
type countingObserver struct{ ticks, ran int }

func (o *countingObserver) Ticked()                             { o.ticks++ }
func (o *countingObserver) JobRan(string, time.Duration, error) { o.ran++ }

// Due jobs run BatchSize to a transaction: 450 jobs are three commits
// (OnCommit once a batch), each job once, and the players of each batch
// are held together (SerializeAll, each named once).
func TestRunDueRunsJobsInBatchesOfOneTransactionEach(t *testing.T) {
	st := openStore(t, testdb.Path(t, "s.db"))
	ctx := context.Background()
	s := New(st, clock.NewFake(t0), zerolog.Nop())
	s.BatchSize = 200
	obs := &countingObserver{}
	s.Observer = obs
	commits := 0
	s.OnCommit = func() { commits++ }
	var held [][]id.UserID
	s.Serialize = func(id.UserID, func()) { t.Error("a batch holds its players together, not one by one") }
	s.SerializeAll = func(users []id.UserID, fn func()) { held = append(held, users); fn() }
	rec := &recorder{}
	require.NoError(t, s.Register("briefing", rec.daily))
	for i := range 450 {
		require.NoError(t, Schedule(ctx, st, Job{Kind: "briefing", Key: fmt.Sprintf("k%03d", i), UserID: id.UserID(fmt.Sprintf("@p%d:x", i%300)), DueAt: t0}))
	}
	n, err := s.RunDue(ctx)
	require.NoError(t, err)
	assert.Equal(t, 450, n)
	assert.Len(t, rec.runs, 450)
	assert.Equal(t, 3, commits, "one commit a batch")
	assert.Equal(t, 450, obs.ran)
	require.Len(t, held, 3)
	assert.Len(t, held[0], 200, "200 jobs of 200 players")
	assert.Len(t, held[1], 200, "jobs k200-k399: players 200-299 and 0-99, each once")
	assert.Len(t, held[2], 50)
}

// A job that leaves a job due that sorts before the rest of its batch
// (here: it schedules one at its own time) ends the batch there, so the
// new job runs before them, in the order one job at a time would run
// them.
func TestABatchStopsBeforeAJobThatWouldRunOutOfOrder(t *testing.T) {
	st := openStore(t, testdb.Path(t, "s.db"))
	ctx := context.Background()
	s := New(st, clock.NewFake(t0.Add(time.Hour)), zerolog.Nop())
	var runs []string
	require.NoError(t, s.Register("a", func(ctx context.Context, j Job, _ time.Time) (Result, error) {
		runs = append(runs, "a"+j.Key)
		if j.Key == "1" {
			if err := Schedule(ctx, st, Job{Kind: "a", Key: "0", DueAt: j.DueAt.Add(time.Minute)}); err != nil {
				return Result{}, err
			}
		}
		return Result{}, nil
	}))
	require.NoError(t, Schedule(ctx, st, Job{Kind: "a", Key: "1", DueAt: t0}))
	require.NoError(t, Schedule(ctx, st, Job{Kind: "a", Key: "2", DueAt: t0.Add(2 * time.Minute)}))
	require.NoError(t, Schedule(ctx, st, Job{Kind: "a", Key: "3", DueAt: t0.Add(3 * time.Minute)}))
	n, err := s.RunDue(ctx)
	require.NoError(t, err)
	assert.Equal(t, 4, n)
	assert.Equal(t, []string{"a1", "a0", "a2", "a3"}, runs, "the job scheduled at 06:01 runs before the 06:02 one")
}

// A failing job rolls its whole batch back; the batch then runs one job
// at a time, so the others commit once each and the failing one alone is
// pushed back a minute.
func TestAFailingJobInABatchHoldsBackOnlyItself(t *testing.T) {
	st := openStore(t, testdb.Path(t, "s.db"))
	ctx := context.Background()
	s := New(st, clock.NewFake(t0), zerolog.Nop())
	written := 0
	require.NoError(t, s.Register("w", func(ctx context.Context, j Job, _ time.Time) (Result, error) {
		if j.Key == "bad" {
			return Result{}, fmt.Errorf("broken")
		}
		_, err := st.DB.Exec(ctx, "INSERT INTO kv (key, value) VALUES ($1, 'x')", "w."+j.Key)
		written++
		return Result{}, err
	}))
	for _, k := range []string{"a", "bad", "c"} {
		require.NoError(t, Schedule(ctx, st, Job{Kind: "w", Key: k, DueAt: t0}))
	}
	_, err := s.RunDue(ctx)
	require.NoError(t, err)
	var n int
	require.NoError(t, st.DB.QueryRow(ctx, "SELECT COUNT(*) FROM kv WHERE key LIKE 'w.%'").Scan(&n))
	assert.Equal(t, 2, n, "a and c committed once each")
	assert.Equal(t, 3, written, "a ran in the batch rolled back at bad, then a and c alone")
	j, ok, err := Get(ctx, st, "w", "bad")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, t0.Add(time.Minute), j.DueAt)
	_, ok, err = Get(ctx, st, "w", "a")
	require.NoError(t, err)
	assert.False(t, ok, "a is done")
}
