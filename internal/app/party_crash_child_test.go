package app

import (
	"bufio"
	"context"
	"database/sql/driver"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"
	"modernc.org/sqlite"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/outbox"
)

// partyCrashEnv carries the crashPlan a run of this test binary is to
// play up to its pause (partyCrashChild) instead of running the tests.
const partyCrashEnv = "GOGOBEE_TEST_PARTY_CRASH"

// crashPlan is what the child bot does before the parent kills it: on
// the database at Path with its clock at At, it creates Trigger (SQL
// whose trigger calls gogobee_pause, "" for none), handles Body from User
// as event EventID (none when Body is ""), runs the scheduler up to
// AdvanceTo (not when zero), then, when PauseAt names a destination
// ("dm:@carol:example.org", outbox.Row.Destination), delivers the outbox,
// saying "delivered <txn ID>" for each row, and pauses at the first row
// to PauseAt.
type crashPlan struct {
	Path      string
	At        time.Time
	Trigger   string
	User      id.UserID
	EventID   id.EventID
	Body      string
	AdvanceTo time.Time
	PauseAt   string
}

// partyCrashChild runs plan (JSON) in the child process of a party crash
// test: gogobee_pause and a deliverer pausing at plan.PauseAt say
// "paused" on stdout and sleep until the parent kills the process with
// SIGKILL. It returns only when something went wrong.
func partyCrashChild(spec string) int {
	var plan crashPlan
	if err := json.Unmarshal([]byte(spec), &plan); err != nil {
		fmt.Println("plan:", err)
		return 2
	}
	sqlite.MustRegisterScalarFunction("gogobee_pause", 0, func(*sqlite.FunctionContext, []driver.Value) (driver.Value, error) {
		pause()
		return nil, nil
	})
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	if err != nil {
		return 2
	}
	cfg.DBPath, cfg.Parties = plan.Path, true
	seed := uint64(7)
	clk := clock.NewFake(plan.At)
	a, err := New(context.Background(), &cfg, Options{Clock: clk, Seed: &seed, SelfID: "@gogobee:example.org", Log: zerolog.Nop()})
	if err != nil {
		fmt.Println("open:", err)
		return 2
	}
	ctx := context.Background()
	if plan.Trigger != "" {
		if _, err := a.Store.DB.Exec(ctx, plan.Trigger); err != nil {
			fmt.Println("trigger:", err)
			return 2
		}
	}
	if plan.Body != "" {
		a.Router.Handle(ctx, bot.Message{Sender: plan.User, Room: crashRoom, EventID: plan.EventID,
			Body: plan.Body, Time: plan.At, MsgType: "m.text"})
	}
	if !plan.AdvanceTo.IsZero() {
		if _, err := a.Scheduler.AdvanceTo(ctx, clk, plan.AdvanceTo); err != nil {
			fmt.Println("advance:", err)
			return 2
		}
	}
	if plan.PauseAt != "" {
		if _, err := outbox.NewSender(a.Store, pausingDeliverer{at: plan.PauseAt}, zerolog.Nop()).Flush(ctx); err != nil {
			fmt.Println("flush:", err)
			return 2
		}
	}
	fmt.Println("the plan did not pause")
	return 3
}

// pause says "paused" and sleeps until the process is killed.
func pause() {
	fmt.Println("paused")
	time.Sleep(time.Hour)
}

// pausingDeliverer delivers each row (says so on stdout) up to the first
// row to destination at, where it pauses.
type pausingDeliverer struct{ at string }

func (d pausingDeliverer) Deliver(_ context.Context, r outbox.Row) error {
	if r.Destination() == d.at {
		pause()
	}
	fmt.Println("delivered", r.TxnID())
	return nil
}

// crashRoom is the room the crash tests' players talk in.
const crashRoom = "!r:example.org"

// crashChild runs plan in a child process of this test binary, waits for
// it to pause and kills it there (SIGKILL); it returns the transaction
// IDs of the rows the child delivered before.
func crashChild(t *testing.T, plan crashPlan) []string {
	t.Helper()
	spec, err := json.Marshal(plan)
	require.NoError(t, err)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), partyCrashEnv+"="+string(spec))
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	lines := make(chan string, 64)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	var delivered []string
	for {
		select {
		case line, ok := <-lines:
			require.True(t, ok, "the child ended without pausing")
			var txn string
			if _, err := fmt.Sscanf(line, "delivered %s", &txn); err == nil {
				delivered = append(delivered, txn)
				continue
			}
			require.Equal(t, "paused", line, "the child paused where the plan says")
			require.NoError(t, cmd.Process.Kill())
			assert.Error(t, cmd.Wait(), "killed")
			return delivered
		case <-time.After(60 * time.Second):
			_ = cmd.Process.Kill()
			t.Fatal("the child never paused")
		}
	}
}
