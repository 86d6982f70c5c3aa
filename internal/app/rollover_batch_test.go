package app

import (
	"context"
	"database/sql/driver"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"
	"modernc.org/sqlite"

	"github.com/gogobee/gogobee/internal/clock"
	expplugin "github.com/gogobee/gogobee/internal/plugins/expedition"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// The rollover tests' clock: departed at 22:00, after the day's recap, so
// 06:00 brings only the rollovers; the evening and the next morning
// follow.
var (
	rolloverDeparted = time.Date(2026, time.March, 2, 22, 0, 0, 0, time.UTC)
	rolloverMorning  = time.Date(2026, time.March, 3, 6, 0, 0, 0, time.UTC)
)

// runAllDue runs the scheduler until nothing is due at the clock's now
// and returns how many jobs ran.
func runAllDue(t testing.TB, tb *testBot) int {
	t.Helper()
	ran := 0
	for {
		n, err := tb.Scheduler.RunDue(context.Background())
		require.NoError(t, err)
		if n == 0 {
			return ran
		}
		ran += n
	}
}

// outboxByPlayer is every outbox row's body by its DM's player, in row
// order.
func outboxByPlayer(t testing.TB, tb *testBot) map[string][]string {
	t.Helper()
	rows, err := tb.Store.DB.Query(context.Background(), "SELECT dm_user, body FROM outbox ORDER BY id")
	require.NoError(t, err)
	defer rows.Close()
	out := map[string][]string{}
	for rows.Next() {
		var user, body string
		require.NoError(t, rows.Scan(&user, &body))
		out[user] = append(out[user], body)
	}
	require.NoError(t, rows.Err())
	return out
}

// gameState is every expedition's, zone run's and character's stored
// document, in ID order: what the game remembers of each player.
func gameState(t testing.TB, tb *testBot) []string {
	t.Helper()
	var out []string
	for _, q := range []string{
		"SELECT data FROM expedition ORDER BY id",
		"SELECT status || current_node || visited_nodes || node_choices || rooms_traversed || rooms_cleared || cleared_nodes || state_json FROM dnd_zone_run ORDER BY run_id",
		"SELECT data FROM character ORDER BY user_id",
	} {
		out = append(out, column(t, tb, q)...)
	}
	return out
}

// column is the one text column query selects, row by row.
func column(t testing.TB, tb *testBot, query string, args ...any) []string {
	t.Helper()
	rows, err := tb.Store.DB.Query(context.Background(), query, args...)
	require.NoError(t, err, query)
	defer rows.Close()
	var out []string
	for rows.Next() {
		var v string
		require.NoError(t, rows.Scan(&v))
		out = append(out, v)
	}
	require.NoError(t, rows.Err())
	return out
}

// A day of 40 players' expeditions (the 06:00 rollover with its Morning
// Briefing, the 21:00 Evening Recap, the next rollover) run in batches of
// seven jobs a transaction leaves every player with the very messages,
// expedition, run and character that one transaction a job leaves.
func TestBatchedRolloverGivesEveryPlayerWhatOneJobATimeGives(t *testing.T) {
	const players = 40
	day := func(batch int) (map[string][]string, []string) {
		clk := clock.NewFake(rolloverDeparted)
		tb := openBot(t, testdb.Path(t, fmt.Sprintf("batch%d.db", batch)), clk)
		defer tb.Close()
		tb.Scheduler.BatchSize = batch
		seedExpeditions(t, tb.Store, players, []string{"UTC", "Europe/Paris", "America/New_York"}, rolloverDeparted, 7)
		for _, at := range []time.Time{rolloverMorning.Add(6 * time.Hour), rolloverMorning.Add(15 * time.Hour), rolloverMorning.Add(30 * time.Hour)} {
			clk.Set(at)
			runAllDue(t, tb)
		}
		return outboxByPlayer(t, tb), gameState(t, tb)
	}
	oneMsgs, oneState := day(1)
	batchMsgs, batchState := day(7)
	require.Len(t, oneMsgs, players)
	for user, msgs := range oneMsgs {
		assert.GreaterOrEqual(t, len(msgs), 3, "%s: two briefings and a recap at least", user)
	}
	assert.Equal(t, oneMsgs, batchMsgs)
	assert.Equal(t, oneState, batchState)
}

// The child process of TestARolloverKilledMidBatchLosesAndRepeatsNoBriefing
// runs when these are set: the database and the player at whose briefing
// it stops.
const (
	rolloverCrashEnv  = "GOGOBEE_TEST_ROLLOVER_CRASH_DB"
	rolloverPauseUser = "GOGOBEE_TEST_ROLLOVER_PAUSE_USER"
	rolloverCrashSize = 10 // jobs a batch in the child
)

// registerPause registers gogobee_pause(), a SQL function that says
// "paused" on stdout and sleeps, for a trigger to stop a transaction
// where a crash test kills the process.
func registerPause() {
	sqlite.MustRegisterScalarFunction("gogobee_pause", 0, func(*sqlite.FunctionContext, []driver.Value) (driver.Value, error) {
		fmt.Println("paused")
		time.Sleep(time.Hour)
		return nil, nil
	})
}

// rolloverCrashChild opens the bot on the database at path with batches
// of rolloverCrashSize jobs, makes the insert of user's Morning Briefing
// pause (the 15th job: inside the second batch, the first committed), and
// runs the 06:00 rollover. The parent kills it there with SIGKILL. It
// returns only when something went wrong.
func rolloverCrashChild(path, user string) int {
	clk := clock.NewFake(rolloverDeparted)
	a, ok := openPausingChild(path, clk, `CREATE TRIGGER pause_briefing BEFORE INSERT ON outbox WHEN NEW.dm_user = '`+
		user+`' BEGIN SELECT gogobee_pause(); END`)
	if !ok {
		return 2
	}
	a.Scheduler.BatchSize = rolloverCrashSize
	ctx := context.Background()
	clk.Set(rolloverMorning)
	if _, err := a.Scheduler.RunDue(ctx); err != nil {
		fmt.Println("run:", err)
		return 2
	}
	fmt.Println("the rollover did not pause")
	return 3
}

// A process killed (SIGKILL) in the middle of a batched 06:00 rollover
// (the first batch of ten committed, the second half-way) loses no
// briefing and sends none twice: the first ten players' rollovers and
// briefings are in the database once, the rest are still due, and once
// the bot is back every player gets exactly the one briefing an
// uninterrupted rollover gives them.
func TestARolloverKilledMidBatchLosesAndRepeatsNoBriefing(t *testing.T) {
	const players = 25
	path := filepath.Join(t.TempDir(), "crash.db")
	tb := openBot(t, path, clock.NewFake(rolloverDeparted))
	seeded := seedExpeditions(t, tb.Store, players, []string{"UTC"}, rolloverDeparted, 7)
	order := column(t, tb, "SELECT user_id FROM scheduled_job WHERE kind = $1 ORDER BY due_at, kind, key", expplugin.BriefingKind)
	require.Len(t, order, players)
	require.NoError(t, tb.Close())

	killChildAtPause(t, rolloverCrashEnv+"="+path, rolloverPauseUser+"="+order[14])

	clk := clock.NewFake(rolloverMorning)
	tb = openBot(t, path, clk)
	defer tb.Close()
	_, err := tb.Store.DB.Exec(context.Background(), "DROP TRIGGER pause_briefing")
	require.NoError(t, err, "the child's trigger was committed before the rollover began")
	after := outboxByPlayer(t, tb)
	assert.Len(t, after, rolloverCrashSize, "the first batch committed, the second did not")
	for i, u := range order {
		job, ok := briefingJob(t, tb, u)
		if i < rolloverCrashSize {
			assert.Len(t, after[u], 1, "%s: briefed once, in the first batch", u)
			assert.True(t, ok && job.After(rolloverMorning), "%s: the job moved on with its briefing", u)
		} else {
			assert.Empty(t, after[u], "%s: nothing of the second batch committed", u)
			assert.True(t, ok && job.Equal(rolloverMorning), "%s: still due", u)
		}
	}

	assert.Equal(t, players-rolloverCrashSize, runAllDue(t, tb), "only what did not commit runs again")
	_, err = tb.sender.Flush(context.Background())
	require.NoError(t, err)
	sent := map[id.UserID][]string{}
	for _, r := range tb.out.rows {
		sent[r.DMUser] = append(sent[r.DMUser], r.Body)
	}

	control := openBot(t, testdb.Path(t, "control.db"), clock.NewFake(rolloverDeparted))
	defer control.Close()
	seedExpeditions(t, control.Store, players, []string{"UTC"}, rolloverDeparted, 7)
	control.clk.Set(rolloverMorning)
	require.Equal(t, players, runAllDue(t, control))
	want := outboxByPlayer(t, control)
	require.Len(t, want, players)
	for _, p := range seeded {
		require.Len(t, want[string(p.User)], 1)
		assert.Equal(t, want[string(p.User)], sent[p.User], "%s: the one briefing an uninterrupted rollover sends", p.User)
	}
	assert.Equal(t, gameState(t, control), gameState(t, tb), "every expedition as if nothing had crashed")
}

// briefingJob is the due time of user's briefing job (the seeded players
// have one expedition each); ok is false when there is none.
func briefingJob(t testing.TB, tb *testBot, user string) (due time.Time, ok bool) {
	t.Helper()
	var ms int64
	err := tb.Store.DB.QueryRow(context.Background(),
		"SELECT due_at FROM scheduled_job WHERE kind = $1 AND user_id = $2", expplugin.BriefingKind, user).Scan(&ms)
	if err != nil {
		return time.Time{}, false
	}
	return time.UnixMilli(ms).UTC(), true
}
