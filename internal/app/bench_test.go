package app

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// BenchmarkCommandRoundTrip measures one command through the whole
// in-process path: router (parse, dedupe, rate limit, per-user queue), one
// immediate SQLite transaction (handled event, player, outbox row), and the
// outbox sender delivering and marking the answer. Target: under 1 ms
// median, so a command's own work never queues the next.
func BenchmarkCommandRoundTrip(b *testing.B) {
	tb := openBot(b, testdb.Path(b, "bench.db"), clock.NewFake(defaultConsoleStart),
		func(c *config.Config) { c.RateBurst = 1 << 30 })
	defer tb.Close()
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tb.Router.Handle(ctx, bot.Message{Sender: "@alice:example.org", Room: "!r:example.org",
			EventID: fmt.Sprintf("$b%d", i), Body: "!ping", Time: tb.clk.Now()})
		if _, err := tb.sender.Flush(ctx); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	require.GreaterOrEqual(b, len(tb.out.rows), b.N)
}

// BenchmarkRollover10k measures the 06:00 rollover of 10,000 active
// expeditions through the real scheduler (each job in its player's queue
// and its own immediate SQLite transaction: load the expedition, the run
// and the character, apply the night and the day, save, queue the Morning
// Briefing in the outbox, move the job to the next morning). Setup (the
// 10,000 departed expeditions) is not timed. Target: under 10 s, well
// inside the minute between scheduler ticks.
func BenchmarkRollover10k(b *testing.B) {
	const players = 10_000
	ctx := context.Background()
	// Departed at 22:00, after the day's recap, so 06:00 brings only the
	// rollovers.
	departed := time.Date(2026, time.March, 2, 22, 0, 0, 0, time.UTC)
	morning := time.Date(2026, time.March, 3, 6, 0, 0, 0, time.UTC)
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		clk := clock.NewFake(departed)
		tb := openBot(b, filepath.Join(b.TempDir(), fmt.Sprintf("rollover%d.db", i)), clk)
		seedExpeditions(b, tb.Store, players, []string{"UTC"}, departed, 7)
		clk.Set(morning)
		b.StartTimer()
		start := time.Now()
		ran := 0
		for {
			n, err := tb.Scheduler.RunDue(ctx)
			require.NoError(b, err)
			if n == 0 {
				break
			}
			ran += n
		}
		elapsed := time.Since(start)
		b.StopTimer()
		require.Equal(b, players, ran, "one rollover per expedition")
		b.ReportMetric(elapsed.Seconds(), "s/rollover10k")
		require.NoError(b, tb.Close())
	}
}
