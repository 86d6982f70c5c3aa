package app

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// BenchmarkCommandRoundTrip measures one command through the whole
// in-process path beside a bare write transaction on the same database
// file, interleaved in the same loop so both see the same machine: the
// command is the router (parse, dedupe, rate limit, per-user queue) and
// its one immediate SQLite transaction (handled event, player, outbox
// row); its delivery is the outbox sender handing the answer to a
// deliverer and marking it sent; the bare write is one immediate
// transaction updating one row. Reported: each one's mean and the
// command's multiple of the bare write (target: at most 4, command and
// delivery together).
func BenchmarkCommandRoundTrip(b *testing.B) {
	defer TuneGC(os.LookupEnv)() // the daemon's collector
	tb := openBot(b, testdb.Path(b, "bench.db"), clock.NewFake(defaultConsoleStart),
		func(c *config.Config) { c.RateBurst = 1 << 30 })
	defer tb.Close()
	ctx := context.Background()
	var bare, command, delivery time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		err := tb.Store.Tx(ctx, func(ctx context.Context) error {
			_, err := tb.Store.DB.Exec(ctx, "INSERT INTO kv (key, value) VALUES ('bench.bare', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value", i)
			return err
		})
		if err != nil {
			b.Fatal(err)
		}
		bare += time.Since(start)
		start = time.Now()
		tb.Router.Handle(ctx, bot.Message{Sender: "@alice:example.org", Room: "!r:example.org",
			EventID: id.EventID(fmt.Sprintf("$b%d", i)), Body: "!ping", Time: tb.clk.Now()})
		command += time.Since(start)
		start = time.Now()
		if _, err := tb.sender.Flush(ctx); err != nil {
			b.Fatal(err)
		}
		delivery += time.Since(start)
	}
	b.StopTimer()
	require.GreaterOrEqual(b, len(tb.out.rows), b.N)
	n := float64(b.N)
	b.ReportMetric(float64(bare.Nanoseconds())/n, "ns/bare-write")
	b.ReportMetric(float64(command.Nanoseconds())/n, "ns/command")
	b.ReportMetric(float64(delivery.Nanoseconds())/n, "ns/delivery")
	b.ReportMetric(float64(command)/float64(bare), "command/bare")
	b.ReportMetric(float64(command+delivery)/float64(bare), "round-trip/bare")
}

// BenchmarkRollover measures the 06:00 rollover of 10,000 and 100,000
// active expeditions through the real scheduler: each job in its
// player's queue, loading the expedition, the run and the character,
// applying the night and the day, saving, queueing the Morning Briefing
// in the outbox and moving the job to the next morning. batch=1 is the
// path before batching (each job its own transaction), run in the same
// process for the before figure; batch=200 is the default. Setup (the
// departed expeditions, one bulk transaction) is not timed. Reported:
// the rollover's wall time and the process's CPU time during it (user
// and system, both cores), which another load on the machine sways less;
// with 100,000, also the idle RSS of a bot started on that database
// (idleRSS). It runs with the collector settings the daemon runs with
// (TuneGC), as BenchmarkCommandRoundTrip does. Targets: 10,000 under 3 s,
// 100,000 under 30 s, idle RSS under 150 MB.
func BenchmarkRollover(b *testing.B) {
	defer TuneGC(os.LookupEnv)() // the daemon's collector
	for _, c := range []struct {
		players, batch int
	}{{10_000, 1}, {10_000, scheduler.DefaultBatchSize}, {100_000, scheduler.DefaultBatchSize}} {
		b.Run(fmt.Sprintf("expeditions=%d/batch=%d", c.players, c.batch), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				clk := clock.NewFake(rolloverDeparted)
				tb := openBot(b, filepath.Join(b.TempDir(), fmt.Sprintf("rollover%d.db", i)), clk)
				tb.Scheduler.BatchSize = c.batch
				seedExpeditions(b, tb.Store, c.players, []string{"UTC"}, rolloverDeparted, 7)
				if c.players >= 100_000 {
					require.NoError(b, tb.Close())
					b.ReportMetric(idleRSS(b, tb.Store.Path()), "MB-idle-rss")
					tb = openBot(b, tb.Store.Path(), clk)
					tb.Scheduler.BatchSize = c.batch
				}
				clk.Set(rolloverMorning)
				b.StartTimer()
				cpu0, start := cpuTime(b), time.Now()
				ran := runAllDue(b, tb)
				elapsed, cpu := time.Since(start), cpuTime(b)-cpu0
				b.StopTimer()
				require.Equal(b, c.players, ran, "one rollover per expedition")
				b.ReportMetric(elapsed.Seconds(), "s/rollover")
				b.ReportMetric(cpu.Seconds(), "cpu-s/rollover")
				require.NoError(b, tb.Close())
			}
		})
	}
}

// cpuTime is the CPU time the process has used so far, user and system.
func cpuTime(t testing.TB) time.Duration {
	t.Helper()
	var ru syscall.Rusage
	require.NoError(t, syscall.Getrusage(syscall.RUSAGE_SELF, &ru))
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// rssChildEnv names the database a run of this test binary is to start a
// bot on and report its idle RSS for (rssChild), instead of running the
// tests.
const rssChildEnv = "GOGOBEE_TEST_RSS_DB"

// idleRSS starts a bot on the database at path in a process of its own
// (this test binary again, rssChild), so nothing of the caller's setup is
// counted, and returns its resident set in MB once it is up and idle.
func idleRSS(t testing.TB, path string) float64 {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$", "-test.bench=^$")
	cmd.Env = append(os.Environ(), rssChildEnv+"="+path)
	out, err := cmd.Output()
	require.NoError(t, err, "%s", out)
	var kb float64
	_, err = fmt.Sscanf(strings.TrimSpace(string(out)), "rss_kb %f", &kb)
	require.NoError(t, err, "%s", out)
	return kb / 1024
}

// rssChild opens the bot on the database at path as the daemon does
// (its collector settings, TuneGC; app.New: migrations, content, plugins,
// zones at start-up), runs the
// scheduler's first pass (nothing is due), lets the garbage collector
// return what start-up left, and prints the process's VmRSS from
// /proc/self/status as "rss_kb N".
func rssChild(path string) int {
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	if err != nil {
		return 2
	}
	cfg.DBPath = path
	TuneGC(os.LookupEnv) // as the daemon runs
	seed := uint64(7)
	a, err := New(context.Background(), &cfg, Options{Clock: clock.NewFake(rolloverDeparted), Seed: &seed,
		SelfID: "@gogobee:example.org", Log: zerolog.Nop()})
	if err != nil {
		fmt.Println("open:", err)
		return 2
	}
	defer a.Close()
	if _, err := a.Scheduler.RunDue(context.Background()); err != nil {
		fmt.Println("run:", err)
		return 2
	}
	debug.FreeOSMemory()
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		fmt.Println("status:", err)
		return 2
	}
	for _, line := range strings.Split(string(status), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
			fmt.Println("rss_kb", f[1])
			return 0
		}
	}
	fmt.Println("no VmRSS in /proc/self/status")
	return 2
}
