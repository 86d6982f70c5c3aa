package app

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
)

// crashChildEnv names the database a run of this test binary is to crash
// a trade on (tradeCrashChild) instead of running the tests.
const crashChildEnv = "GOGOBEE_TEST_TRADE_CRASH_DB"

func TestMain(m *testing.M) {
	if path := os.Getenv(crashChildEnv); path != "" {
		os.Exit(tradeCrashChild(path))
	}
	if path := os.Getenv(rssChildEnv); path != "" {
		os.Exit(rssChild(path))
	}
	if path := os.Getenv(rolloverCrashEnv); path != "" {
		os.Exit(rolloverCrashChild(path, os.Getenv(rolloverPauseUser)))
	}
	if plan := os.Getenv(partyCrashEnv); plan != "" {
		os.Exit(partyCrashChild(plan))
	}
	os.Exit(m.Run())
}

// tradeCrashChild runs in the child process of
// TestATradeKilledBetweenItsHalvesChangesNeither: it opens the bot on the
// database at path, makes the update of Bob's character (the second half
// of the trade; Ann's, the first, is written before it) call
// gogobee_pause, which says "paused" on stdout and sleeps, and has Bob
// accept Ann's offer. The parent kills it there with SIGKILL. It returns
// only when something went wrong.
func tradeCrashChild(path string) int {
	a, ok := openPausingChild(path, clock.NewFake(defaultConsoleStart), `CREATE TRIGGER pause_bob BEFORE UPDATE ON character
		WHEN NEW.user_id = '@bob:example.org' BEGIN SELECT gogobee_pause(); END`)
	if !ok {
		return 2
	}
	ctx := context.Background()
	a.Router.Handle(ctx, bot.Message{Sender: "@bob:example.org", Room: "!r:example.org", EventID: "$crash",
		Body: "!trade accept", Time: defaultConsoleStart, MsgType: "m.text"})
	fmt.Println("the trade did not pause")
	return 3
}

// A process killed (SIGKILL) between the two halves of a trade, Ann's
// written and Bob's not yet (rules §4.7), leaves neither changed: the
// transaction never committed. The offer still waits, and once the bot is
// back it goes through whole.
func TestATradeKilledBetweenItsHalvesChangesNeither(t *testing.T) {
	path := filepath.Join(t.TempDir(), "trade.db")
	b := tradePlayers(t, path)
	b.say(t, "$1", "@ann:example.org", "!trade @bob:example.org potion of healing 2 for coins 10")
	annBefore, bobBefore := b.character(t, "@ann:example.org"), b.character(t, "@bob:example.org")
	require.NoError(t, b.Close())

	killChildAtPause(t, crashChildEnv+"="+path)

	b = openBot(t, path, clock.NewFake(defaultConsoleStart))
	defer b.Close()
	assert.Equal(t, annBefore, b.character(t, "@ann:example.org"), "Ann's half never committed")
	assert.Equal(t, bobBefore, b.character(t, "@bob:example.org"))
	_, err := b.Store.DB.Exec(context.Background(), "DROP TRIGGER pause_bob")
	require.NoError(t, err, "the child's trigger was committed before the trade began")
	b.say(t, "$2", "@bob:example.org", "!trade accept")
	assert.Equal(t, annBefore.Inventory.Count("potion_of_healing")-2, b.character(t, "@ann:example.org").Inventory.Count("potion_of_healing"),
		"the offer waited and went through whole")
	assert.Equal(t, bobBefore.Inventory.Count("potion_of_healing")+2, b.character(t, "@bob:example.org").Inventory.Count("potion_of_healing"))
	assert.Equal(t, annBefore.Coins+10, b.character(t, "@ann:example.org").Coins)
}

// killChildAtPause runs this test binary again as a child with env added
// (naming what it is to do: tradeCrashChild, rolloverCrashChild), waits
// until it says "paused" (gogobee_pause, registerPause) and kills it there
// with SIGKILL, as a crash or kill -9 would.
func killChildAtPause(t *testing.T, env ...string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	lines := make(chan string, 8)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	select {
	case line := <-lines:
		require.Equal(t, "paused", line, "the child stopped where it was to")
	case <-time.After(120 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatal("the child never reached its pause")
	}
	require.NoError(t, cmd.Process.Kill())
	assert.Error(t, cmd.Wait(), "killed")
}

// openPausingChild is a crash test's child process opening the bot on the
// database at path with clk, gogobee_pause registered (registerPause) and
// trigger, a trigger that calls it, created; false (said on stdout) when
// it cannot.
func openPausingChild(path string, clk clock.Clock, trigger string) (*App, bool) {
	registerPause()
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	if err != nil {
		return nil, false
	}
	cfg.DBPath = path
	seed := uint64(7)
	a, err := New(context.Background(), &cfg, Options{Clock: clk, Seed: &seed, SelfID: "@gogobee:example.org", Log: zerolog.Nop()})
	if err != nil {
		fmt.Println("open:", err)
		return nil, false
	}
	if _, err := a.Store.DB.Exec(context.Background(), trigger); err != nil {
		fmt.Println("trigger:", err)
		return nil, false
	}
	return a, true
}
