package bot

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/scheduler"
)

const alice = "@alice:example.org"

// jobScheduler is a scheduler over h's store (logging where the router
// does) whose jobs run through h's router.
func jobScheduler(t *testing.T, h *harness, jobs map[string]JobFunc) *scheduler.Scheduler {
	t.Helper()
	s := scheduler.New(h.st, h.clk, h.r.Log)
	require.NoError(t, h.r.RegisterJobs(s, jobs))
	require.Error(t, h.r.RegisterJobs(s, jobs), "a kind registers once")
	return s
}

// createdAt lists the outbox rows' creation times, in order.
func createdAt(t *testing.T, h *harness) []time.Time {
	t.Helper()
	rows, err := h.st.DB.Query(context.Background(), "SELECT created_at FROM outbox ORDER BY id")
	require.NoError(t, err)
	defer rows.Close()
	var out []time.Time
	for rows.Next() {
		var ms int64
		require.NoError(t, rows.Scan(&ms))
		out = append(out, time.UnixMilli(ms).UTC())
	}
	require.NoError(t, rows.Err())
	return out
}

func TestAJobIsWrittenLikeACommand(t *testing.T) {
	h := newHarness(t, func(c *config.Config) { c.Prefix = "?" })
	ctx := context.Background()
	_, err := h.st.Player.Ensure(ctx, alice, h.clk.Now())
	require.NoError(t, err)
	require.NoError(t, h.st.Player.SetTZ(ctx, alice, "Europe/Paris"))
	due := h.clk.Now().Add(-time.Hour)
	committed := 0
	var seen []string
	s := jobScheduler(t, h, map[string]JobFunc{"nudge": func(c *Context, job scheduler.Job) (scheduler.Result, error) {
		loc, err := c.Location()
		if err != nil {
			return scheduler.Result{}, err
		}
		seen = append(seen, string(c.Sender()), loc.String(), c.Prefix(), c.Now.Format(time.RFC3339))
		c.DM(c.Sender(), "now")
		c.DMAt(job.DueAt, c.Sender(), "as of the due time")
		c.PostAt(job.DueAt, "!news:example.org", "posted")
		c.AfterCommit(func() { committed++ })
		return scheduler.Result{}, nil
	}})
	require.NoError(t, scheduler.Schedule(ctx, h.st, scheduler.Job{Kind: "nudge", Key: "k", UserID: alice, DueAt: due}))
	n, err := s.RunDue(ctx)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.Equal(t, []string{alice, "Europe/Paris", "?", "2026-03-02T09:00:00Z"}, seen)
	assert.Equal(t, []sent{{DM: alice, Body: "now"}, {DM: alice, Body: "as of the due time"}, {Room: "!news:example.org", Body: "posted"}}, h.outbox(t))
	assert.Equal(t, []time.Time{h.clk.Now(), due, due}, createdAt(t, h), "each message records the instant it was written as of")
	assert.Equal(t, 1, committed, "after-commit hooks run once the job has committed")
}

func TestAFailingJobSendsNothing(t *testing.T) {
	h := newHarness(t, nil)
	ctx := context.Background()
	committed := 0
	s := jobScheduler(t, h, map[string]JobFunc{"broken": func(c *Context, _ scheduler.Job) (scheduler.Result, error) {
		c.DM(alice, "never sent")
		c.AfterCommit(func() { committed++ })
		return scheduler.Result{}, errors.New("boom")
	}})
	require.NoError(t, scheduler.Schedule(ctx, h.st, scheduler.Job{Kind: "broken", Key: "k", UserID: alice, DueAt: h.clk.Now()}))
	_, err := s.RunDue(ctx)
	require.NoError(t, err)
	assert.Empty(t, h.outbox(t))
	assert.Zero(t, committed)
	j, ok, err := scheduler.Get(ctx, h.st, "broken", "k")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, h.clk.Now().Add(time.Minute), j.DueAt, "retried in a minute")
}

func TestABadStoredTimeZoneIsLoggedAndTheDefaultUsed(t *testing.T) {
	h := newHarness(t, func(c *config.Config) {
		loc, err := time.LoadLocation("Asia/Tokyo")
		require.NoError(t, err)
		c.DefaultTZ = loc
	})
	ctx := context.Background()
	_, err := h.st.Player.Ensure(ctx, alice, h.clk.Now())
	require.NoError(t, err)
	require.NoError(t, h.st.Player.SetTZ(ctx, alice, "Mars/Olympus_Mons"))
	var got string
	s := jobScheduler(t, h, map[string]JobFunc{"tz": func(c *Context, _ scheduler.Job) (scheduler.Result, error) {
		loc, err := c.Location()
		if err != nil {
			return scheduler.Result{}, err
		}
		got = loc.String()
		return scheduler.Result{}, nil
	}})
	require.NoError(t, scheduler.Schedule(ctx, h.st, scheduler.Job{Kind: "tz", Key: "k", UserID: alice, DueAt: h.clk.Now()}))
	_, err = s.RunDue(ctx)
	require.NoError(t, err)
	assert.Equal(t, "Asia/Tokyo", got, "the configured default")
	assert.Contains(t, h.logs.String(), `"tz":"Mars/Olympus_Mons"`)
	assert.Contains(t, h.logs.String(), "does not load; using the default")
	assert.Contains(t, h.logs.String(), `"job_kind":"tz"`)
	assert.NotContains(t, h.logs.String(), alice, "the log names the player by pseudonym only")
}
