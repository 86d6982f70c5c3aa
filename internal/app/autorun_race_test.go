package app

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/clock"
)

// TestTwoSchedulerTicksRacingOnOneExpeditionWalkItOnce: two bots (two
// App instances, each with its own scheduler) on one SQLite file run
// their due work at the same moment; the background walk of the one
// expedition happens once (rules §10.3), claimed by one compare-and-set.
func TestTwoSchedulerTicksRacingOnOneExpeditionWalkItOnce(t *testing.T) {
	const user = "@brom:example.org"
	for round := range 5 {
		path := filepath.Join(t.TempDir(), fmt.Sprintf("race%d.db", round))
		clk := clock.NewFake(defaultConsoleStart)
		one := openBot(t, path, clk)
		two := openBot(t, path, clk)
		for i, line := range []string{"!char create Brom fighter dwarf", "!expedition start goblin warrens",
			"!supplies buy standard 2", "!expedition depart", "!expedition run on"} {
			one.say(t, fmt.Sprintf("$r%d-%d", round, i), user, line)
		}
		ctx := context.Background()
		clk.Set(defaultConsoleStart.Add(time.Hour))
		var wg sync.WaitGroup
		for _, b := range []*testBot{one, two} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := b.Scheduler.RunDue(ctx)
				assert.NoError(t, err)
			}()
		}
		wg.Wait()

		var walks, traversed int
		var last int64
		require.NoError(t, one.Store.DB.QueryRow(ctx,
			"SELECT count(*) FROM outbox WHERE dm_user = $1 AND body LIKE '🚶 **Auto-walk**%'", user).Scan(&walks))
		require.NoError(t, one.Store.DB.QueryRow(ctx,
			"SELECT rooms_traversed FROM dnd_zone_run WHERE user_id = $1", user).Scan(&traversed))
		require.NoError(t, one.Store.DB.QueryRow(ctx,
			"SELECT last_autorun_at FROM expedition WHERE user_id = $1", user).Scan(&last))
		assert.Equal(t, 1, walks, "round %d: one walk, one DM", round)
		assert.Equal(t, clk.Now().UnixMilli(), last, "round %d: claimed once, now", round)
		assert.Greater(t, traversed, 1, "round %d: the walk moved", round)
		assert.LessOrEqual(t, traversed, 1+3, "round %d: at most 3 rooms, walked once", round)
		require.NoError(t, one.Close())
		require.NoError(t, two.Close())
	}
}
