package expedition_test

import (
	"context"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	expplugin "github.com/gogobee/gogobee/internal/plugins/expedition"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// walker is a scheduler over b's store with the expedition plugin's kinds
// registered and the plugin wired to the zone plugin as the app does it,
// so the background walk can walk.
func walker(t *testing.T, b *plugintest.Bot) *scheduler.Scheduler {
	t.Helper()
	s := scheduler.New(b.Store, b.Clock, zerolog.Nop())
	p := &expplugin.Plugin{Config: b.Config, Seed: 7}
	p.Zone = zone.Deps{Hooks: p}
	require.NoError(t, b.Router.RegisterJobs(s, p.Jobs()))
	return s
}

// currentRun loads alice's active run.
func currentRun(t *testing.T, b *plugintest.Bot) zonerun.Run {
	t.Helper()
	r, ok, err := b.Store.ZoneRun.Active(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, ok)
	return r
}

func TestAutopilotRefusesBehindTheFrontier(t *testing.T) {
	b := newBot(t)
	inMainHall(t, b)
	b.Reply(alice, "!revisit 6")
	b.Reply(alice, "!revisit 5")
	require.Equal(t, cryptID("corridor"), currentRun(t, b).Current)
	before := snapshot(t, b.Store)
	text := b.Reply(alice, "!expedition run")
	assert.Contains(t, text, "You're in room 5, **Bone Corridor**, behind the frontier")
	assert.Contains(t, text, "`!advance` forward to new ground first")
	assert.Equal(t, before, snapshot(t, b.Store), "a refused walk changes nothing")
	assert.Contains(t, b.Reply(alice, "!why"), "1. 🚧 Stopped in room 5: you stood behind the frontier, and I only walk on from the frontier (rule: a refused move ends the walk)",
		"the refusal is the last walk")

	// Walking forward to a fork with a way not taken reaches the frontier:
	// the walk may start, and stops at once for the player's choice.
	b.Reply(alice, "!advance")
	require.Equal(t, cryptID("fork"), currentRun(t, b).Current)
	run := b.Reply(alice, "!expedition run")
	assert.NotContains(t, run, "behind the frontier")
	assert.Contains(t, run, "The way forks")
}

func TestAutopilotWalksOnFromAMergeWhoseWayOnIsNew(t *testing.T) {
	b := newBot(t)
	_, r := inMainHall(t, b)
	// The player took the Main Hall, then walked back, took the Side
	// Chapel (the room entered last) and came on into the Antechamber,
	// entered before from the hall: its way on is new ground.
	r.Visited = append(r.Visited, cryptID("antechamber"), cryptID("side_chapel"))
	r.Cleared = append(r.Cleared, cryptID("main_hall"), cryptID("side_chapel"))
	r.Rooms[cryptID("antechamber")] = zonerun.Room{Kind: "merge"}
	r.Rooms[cryptID("side_chapel")] = zonerun.Room{Kind: "exploration"}
	r.Current = cryptID("antechamber")
	require.NoError(t, b.Store.ZoneRun.Save(context.Background(), r))
	text := b.Reply(alice, "!expedition run")
	assert.NotContains(t, text, "behind the frontier")
	assert.NotEqual(t, cryptID("antechamber"), currentRun(t, b).Current, "the walk went on into the Embalming Room")
}

// TestBackgroundWalkLeavesARevisitAloneForOneWindow drives the background
// walk with the scheduler on the fake clock: a revisit at 10:00 holds the
// walk (due since 09:30) off until 12:00, one full AutorunEvery later; a
// player who did not revisit is walked at the first chance.
func TestBackgroundWalkLeavesARevisitAloneForOneWindow(t *testing.T) {
	start := plugintest.Start() // Monday 09:00 UTC: departure
	tests := []struct {
		name    string
		revisit bool
	}{{"no revisit: walked at once", false}, {"a revisit: left alone for two hours", true}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newBot(t)
			inMainHall(t, b)
			s := walker(t, b)
			b.Reply(alice, "!expedition run on")
			b.Clock.Set(start.Add(time.Hour))
			if tt.revisit {
				b.Reply(alice, "!revisit 6")
				b.Reply(alice, "!revisit 7")
				require.Equal(t, cryptID("main_hall"), currentRun(t, b).Current, "back in the Main Hall, at the frontier")
			}
			b.Flush()
			held := currentRun(t, b)
			for _, at := range []time.Duration{90 * time.Minute, 2 * time.Hour, 179 * time.Minute} {
				_, err := s.AdvanceTo(context.Background(), b.Clock, start.Add(at))
				require.NoError(t, err)
				moved := currentRun(t, b).Current != held.Current
				if !tt.revisit {
					require.True(t, moved, "walked by %v", at)
					return
				}
				assert.False(t, moved, "%v after departure: still inside the grace window", at)
				assert.Empty(t, plugintest.DMs(b.Flush(), alice), "no walk, no DM")
			}
			_, err := s.AdvanceTo(context.Background(), b.Clock, start.Add(3*time.Hour+time.Minute))
			require.NoError(t, err)
			assert.NotEqual(t, held.Current, currentRun(t, b).Current, "one full window after the revisit the walk goes on")
			dms := plugintest.DMs(b.Flush(), alice)
			require.NotEmpty(t, dms, "the player hears about the walk")
			a, err := b.Store.Autorun.Get(context.Background(), openExp(t, b.Store, alice).ID)
			require.NoError(t, err)
			assert.Equal(t, start.Add(3*time.Hour), a.Last, "claimed exactly when the window closed")
		})
	}
}
