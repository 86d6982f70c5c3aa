package app

import (
	"bufio"
	"context"
	"database/sql/driver"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"modernc.org/sqlite"

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
	sqlite.MustRegisterScalarFunction("gogobee_pause", 0, func(*sqlite.FunctionContext, []driver.Value) (driver.Value, error) {
		fmt.Println("paused")
		time.Sleep(time.Hour)
		return nil, nil
	})
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	if err != nil {
		return 2
	}
	cfg.DBPath = path
	seed := uint64(7)
	a, err := New(context.Background(), &cfg, Options{Clock: clock.NewFake(defaultConsoleStart), Seed: &seed,
		SelfID: "@gogobee:example.org", Log: zerolog.Nop()})
	if err != nil {
		fmt.Println("open:", err)
		return 2
	}
	ctx := context.Background()
	if _, err := a.Store.DB.Exec(ctx, `CREATE TRIGGER pause_bob BEFORE UPDATE ON character WHEN NEW.user_id = '@bob:example.org'
		BEGIN SELECT gogobee_pause(); END`); err != nil {
		fmt.Println("trigger:", err)
		return 2
	}
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

	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), crashChildEnv+"="+path)
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
		require.Equal(t, "paused", line, "the child stopped between the halves")
	case <-time.After(60 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatal("the child never reached the second half")
	}
	require.NoError(t, cmd.Process.Kill())
	assert.Error(t, cmd.Wait(), "killed")

	b = openBot(t, path, clock.NewFake(defaultConsoleStart))
	defer b.Close()
	assert.Equal(t, annBefore, b.character(t, "@ann:example.org"), "Ann's half never committed")
	assert.Equal(t, bobBefore, b.character(t, "@bob:example.org"))
	_, err = b.Store.DB.Exec(context.Background(), "DROP TRIGGER pause_bob")
	require.NoError(t, err, "the child's trigger was committed before the trade began")
	b.say(t, "$2", "@bob:example.org", "!trade accept")
	assert.Equal(t, annBefore.Inventory.Count("potion_of_healing")-2, b.character(t, "@ann:example.org").Inventory.Count("potion_of_healing"),
		"the offer waited and went through whole")
	assert.Equal(t, bobBefore.Inventory.Count("potion_of_healing")+2, b.character(t, "@bob:example.org").Inventory.Count("potion_of_healing"))
	assert.Equal(t, annBefore.Coins+10, b.character(t, "@ann:example.org").Coins)
}
