package sim_test

import (
	"cmp"
	"context"
	"encoding/json"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim"
	"github.com/gogobee/gogobee/internal/weekly"
)

// botSeed is plugintest's world seed.
const botSeed = 7

const alice = "@alice:example.org"

// TestBotAndSimulatorPlayTheSameExpedition is the parity test of the one
// rules path: the simulator plays an expedition in each zone (the classes
// in turn, at the middle of the zone's levels) with each player policy
// (careful and casual) and keeps the commands its player typed; the whole
// bot (SQLite, the scheduler's day cycle, a fake clock) is given the same
// character and the same commands at the same instants, and must end in
// the same place: expedition status and day, run status and rooms, HP,
// XP and coins, and the report card's series and totals.
//
// The autopilot's patch-up at a door (play.PatchAtDoor, rules §10.2) is
// the bot's walk in the one case and the simulator's door in the other:
// at least one game must take it, so the two are compared on it.
func TestBotAndSimulatorPlayTheSameExpedition(t *testing.T) {
	var patched atomic.Int64
	t.Cleanup(func() { assert.Positive(t, patched.Load(), "no game was patched up at a door") })
	classes := sim.Classes()
	for i, z := range content.Zones() {
		for _, pol := range play.Policies() {
			parity(t, z, classes[i%len(classes)], pol, &patched)
		}
	}
}

// parity plays one expedition of class in z with pol in the simulator and
// again through the bot, and compares where they end; patched counts the
// door patch-ups' rests.
func parity(t *testing.T, z content.Zone, class rules.ClassID, pol play.Policy, patched *atomic.Int64) {
	t.Helper()
	t.Run(string(z.ID)+"/"+string(class)+"/"+pol.Name, func(t *testing.T) {
		t.Parallel()
		ch, err := sim.Character(sim.Build{Class: class, Level: (z.MinLevel + z.MaxLevel) / 2, Name: "Alice"})
		require.NoError(t, err)
		g, err := play.New(play.Setup{World: botSeed, RunID: 1, UserID: alice, ZoneID: z.ID, Char: ch,
			Mode: play.ModeExpedition, Start: plugintest.Start(), Loc: time.UTC, Policy: pol, Record: true})
		require.NoError(t, err)
		res := g.Play()
		require.NotEmpty(t, g.Commands)
		patched.Add(int64(res.Stats.DoorRests))

		b := plugintest.New(t)
		b.Create(alice, "Alice", string(class), "human")
		b.Edit(alice, func(c *rules.Character) { *c = ch.Clone() })
		replayOnBot(t, b, z, "!expedition start "+string(z.ID), g, res)
	})
}

// TestBotAndSimulatorPlayTheSameWeekly: the simulator playing a week's
// weekly expedition (play.Setup.Weekly, `expedition-sim -weekly`) with
// the bot's world seed and run ID ends where the bot's player who takes
// that weekly (`!weekly start`) with the same commands does (rules
// §12.2), for each player policy.
func TestBotAndSimulatorPlayTheSameWeekly(t *testing.T) {
	for _, pol := range play.Policies() {
		t.Run(pol.Name, func(t *testing.T) {
			b := plugintest.New(t)
			b.Create(alice, "Alice", string(rules.Fighter), "human")
			ch, err := sim.Character(sim.Build{Class: rules.Fighter, Level: 2, Name: "Alice"})
			require.NoError(t, err)
			b.Edit(alice, func(c *rules.Character) { *c = ch.Clone() })
			require.Contains(t, b.Reply(alice, "!weekly"), "This week's expedition")
			w := weekly.Of(b.Clock.Now(), time.UTC)
			row, ok, err := b.Store.Weekly.Get(context.Background(), plugintest.Room, w.String())
			require.NoError(t, err)
			require.True(t, ok)
			z, ok := content.ZoneByID(row.ZoneID)
			require.True(t, ok)

			g, err := play.New(play.Setup{World: botSeed, RunID: 1, UserID: alice, ZoneID: z.ID, Char: ch,
				Mode: play.ModeExpedition, Start: plugintest.Start(), Loc: time.UTC, Policy: pol, Record: true, Weekly: w.String()})
			require.NoError(t, err)
			res := g.Play()
			require.NotEmpty(t, g.Commands)
			assert.Equal(t, w.String(), res.Exp.Weekly)
			replayOnBot(t, b, z, "!weekly start", g, res)
		})
	}
}

// replayOnBot gives bot b, whose player alice has the character the game
// g started with, the expedition into z that g played (opened with the
// command start, then each command g's player typed at its instant: the
// packs bought, the departure, the play), and
// checks that the bot ends where g's result res ended: expedition status
// and day, run status and rooms, HP, XP, coins, threat, and the report
// card's series and totals.
func replayOnBot(t *testing.T, b *plugintest.Bot, z content.Zone, start string, g *play.Game, res play.Result) {
	t.Helper()
	b.Reply(alice, start)
	replayCommands(t, b, g)
	ctx := context.Background()

	got := b.Character(alice)
	e, ok, err := b.Store.Expedition.Latest(ctx, alice)
	require.NoError(t, err)
	require.True(t, ok)
	r, ok, err := b.Store.ZoneRun.Get(ctx, 1)
	require.NoError(t, err)
	require.True(t, ok)
	t.Logf("%s: %s (%s) after %d commands, day %d", z.ID, res.Outcome, res.StopReason, len(g.Commands), res.Exp.Day)
	assert.Equal(t, res.Exp.Status, e.Status, "expedition status")
	assert.Equal(t, res.Exp.Day, e.Day, "days")
	assert.Equal(t, res.Run.Status, r.Status, "run status")
	assert.Equal(t, res.Stats.Rooms, r.RoomsTraversed, "rooms")
	assert.Equal(t, res.Char.HP, got.HP, "HP")
	assert.Equal(t, res.Char.XP, got.XP, "XP")
	assert.Equal(t, res.Char.Coins, got.Coins, "coins")
	assert.Equal(t, res.Exp.Threat.Level, e.Threat.Level, "threat")
	// The report card's series and totals (rules §8.21): the same
	// points at the same instants, compared as stored.
	want, err := json.Marshal(res.Exp.Series)
	require.NoError(t, err)
	have, err := json.Marshal(e.Series)
	require.NoError(t, err)
	assert.JSONEq(t, string(want), string(have), "report card series")
	assert.NotEmpty(t, e.Series, "report card series")
	assert.Equal(t, [3]int{res.Exp.RoomsCleared, res.Exp.Fights, res.Exp.HarvestValue},
		[3]int{e.RoomsCleared, e.Fights, e.HarvestValue}, "rooms cleared, fights, harvest value")
}

// replayCommands types each command g's players typed into bot b at its
// instant, the scheduler run up to it (a command's User, or alice for
// the leader), then runs the scheduler up to g's end.
func replayCommands(t *testing.T, b *plugintest.Bot, g *play.Game) {
	t.Helper()
	ctx := context.Background()
	for _, c := range g.Commands {
		_, err := b.Scheduler.AdvanceTo(ctx, b.Clock, c.At)
		require.NoError(t, err)
		b.Say(id.UserID(cmp.Or(c.User, alice)), c.Text)
	}
	_, err := b.Scheduler.AdvanceTo(ctx, b.Clock, g.Now)
	require.NoError(t, err)
}
