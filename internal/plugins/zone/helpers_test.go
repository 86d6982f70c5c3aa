package zone_test

import (
	"context"
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

const alice = "@alice:example.org"

// newBot is a whole bot with alice's level-1 fighter.
func newBot(t *testing.T) *plugintest.Bot {
	t.Helper()
	b := plugintest.New(t)
	b.Create(alice, "Tess", "fighter", "human")
	return b
}

// run loads alice's latest run.
func run(t *testing.T, b *plugintest.Bot) zonerun.Run {
	t.Helper()
	r, ok, err := b.Store.ZoneRun.Latest(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, ok, "alice has no run")
	return r
}

// atValdrisDoor starts alice's crypt run and puts her at the Sanctum's
// door with Valdris waiting; edit, when set, changes the run before it is
// saved.
func atValdrisDoor(t *testing.T, b *plugintest.Bot, edit func(*zonerun.Run)) {
	t.Helper()
	b.Reply(alice, "!zone start crypt")
	r := run(t, b)
	r.Current = "crypt_valdris.boss"
	r.Visited = append(r.Visited, "crypt_valdris.vestibule", "crypt_valdris.boss")
	r.Cleared = []zonegraph.NodeID{"crypt_valdris.entry", "crypt_valdris.vestibule"}
	r.Rooms["crypt_valdris.boss"] = zonerun.Room{Kind: "boss", Fight: &zonerun.Encounter{Monsters: []content.MonsterID{"valdris"}, Kind: combat.KindBoss, Pending: true}}
	if edit != nil {
		edit(&r)
	}
	require.NoError(t, b.Store.ZoneRun.Save(context.Background(), r))
}

// toFork starts the crypt and advances until a fork prompt waits; a fight
// the harvest's noise brings on the way is fought with `!fight auto`.
func toFork(t *testing.T, b *plugintest.Bot) zonerun.Run {
	t.Helper()
	b.Reply(alice, "!zone start crypt")
	return walkUntil(t, b, 12, func(r zonerun.Run) bool { return r.Prompt != nil })
}

// walkUntil moves alice's run on, at most steps times, until done holds
// for it: a fight waiting is fought with `!fight auto`, a fork is answered
// with `!zone go 1`, else `!zone advance`. It fails the test when done
// never holds.
func walkUntil(t *testing.T, b *plugintest.Bot, steps int, done func(zonerun.Run) bool) zonerun.Run {
	t.Helper()
	for range steps {
		r := run(t, b)
		switch _, _, waiting := r.PendingFight(); {
		case done(r):
			return r
		case waiting:
			b.Reply(alice, "!fight")
			b.Reply(alice, "!fight auto")
		case r.Prompt != nil:
			b.Reply(alice, "!zone go 1")
		default:
			b.Reply(alice, "!zone advance")
		}
	}
	t.Fatal("never got there")
	return zonerun.Run{}
}

// dueRunner runs the bot's due scheduled jobs with a scheduler over its
// store that knows the fork_timeout kind.
func dueRunner(t *testing.T, b *plugintest.Bot, d zone.Deps) *scheduler.Scheduler {
	t.Helper()
	s := scheduler.New(b.Store, b.Clock, zerolog.Nop())
	require.NoError(t, b.Router.RegisterJobs(s, d.Jobs()))
	return s
}
