package app

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
)

// BenchmarkCommandRoundTrip measures one command through the whole
// in-process path: router (parse, dedupe, rate limit, per-user queue), one
// immediate SQLite transaction (handled event, player, outbox row), and the
// outbox sender delivering and marking the answer. Issue 2 target: under
// 1 ms median.
func BenchmarkCommandRoundTrip(b *testing.B) {
	tb := openBot(b, filepath.Join(b.TempDir(), "bench.db"), clock.NewFake(DefaultConsoleStart),
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
