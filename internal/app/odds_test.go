package app

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// openOddsBot is openBot with the odds worker's time budget chosen.
func openOddsBot(t testing.TB, budget time.Duration) *testBot {
	t.Helper()
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	require.NoError(t, err)
	cfg.DBPath = testdb.Path(t, "odds.db")
	clk := clock.NewFake(defaultConsoleStart)
	seed := uint64(7)
	a, err := New(context.Background(), &cfg, Options{Clock: clk, Seed: &seed, SelfID: "@gogobee:example.org", Log: zerolog.Nop(), OddsBudget: budget})
	require.NoError(t, err)
	out := &collector{}
	s := outbox.NewSender(a.Store, out, zerolog.Nop())
	a.AttachSender(s)
	b := &testBot{App: a, out: out, sender: s, clk: clk}
	t.Cleanup(func() { _ = b.Close() })
	return b
}

// settle waits for the odds worker and delivers what it wrote.
func (b *testBot) settle(t testing.TB) {
	t.Helper()
	require.NoError(t, b.Odds.Wait(context.Background()))
	_, err := b.sender.Flush(context.Background())
	require.NoError(t, err)
}

// lastRow is the last row delivered.
func (b *testBot) lastRow(t testing.TB) outbox.Row {
	t.Helper()
	require.NotEmpty(t, b.out.rows)
	return b.out.rows[len(b.out.rows)-1]
}

const oddsUser = "@olga:example.org"

func TestOddsAnswerInTheThreadAskedAndAgainFromTheCacheAtOnce(t *testing.T) {
	b := openOddsBot(t, -1)
	b.say(t, "$c", oddsUser, "!char create Olga cleric dwarf")
	ctx := context.Background()
	ask := func(eventID id.EventID) {
		b.Router.Handle(ctx, bot.Message{Sender: oddsUser, Room: "!r:example.org", ThreadRoot: "$root", EventID: eventID,
			Body: "!expedition odds goblin warrens", Time: b.clk.Now(), MsgType: "m.text"})
		_, err := b.sender.Flush(ctx)
		require.NoError(t, err)
	}
	ask("$o1")
	running := b.lastRow(t)
	assert.Contains(t, running.Body, "🎲 Running 200 expeditions of **Goblin Warrens** for you")
	assert.Equal(t, id.EventID("$root"), running.ThreadRoot, "the command's answer is in its thread")
	b.settle(t)
	card := b.lastRow(t)
	assert.Contains(t, card.Body, "**Odds in Goblin Warrens**: 200 expeditions each")
	// A tier 1 zone's runs never need the deluxe packs: the two packings
	// end alike and are given once, saying so.
	assert.Contains(t, card.Body, "**Standard packing or deluxe packing** (3 standard packs, 30 SU, 150 coins; 3 standard packs + 1 deluxe pack, 50 SU, 240 coins): cleared **")
	assert.Contains(t, card.Body, "_The same odds either way: the runs last ")
	assert.Equal(t, id.RoomID("!r:example.org"), card.RoomID, "the worker answers in the room asked")
	assert.Equal(t, id.EventID("$root"), card.ThreadRoot, "and in the thread")

	// With the worker stopped, only the cache can answer: it does, in
	// the command itself, with the same numbers.
	b.Odds.Stop()
	rows := len(b.out.rows)
	ask("$o2")
	require.Len(t, b.out.rows, rows+1, "one answer, at once")
	assert.Equal(t, card.Body, b.lastRow(t).Body, "the same state gives the same card")
	assert.False(t, b.Odds.Pending(oddsUser), "a cached answer queues nothing")

	// Asking for one packing of the two needs no new run either.
	b.say(t, "$o3", oddsUser, "!expedition odds goblin warrens deluxe")
	assert.NotContains(t, b.lastRow(t).Body, "Running", "deluxe packing was played already")
	assert.Contains(t, b.lastRow(t).Body, "**Deluxe packing**")
}

func TestOddsRefuseASecondRequestWhileOneIsPending(t *testing.T) {
	b := openOddsBot(t, -1)
	b.Odds.Stop() // nothing is played: the first request stays pending
	b.say(t, "$c", oddsUser, "!char create Olga cleric dwarf")
	b.say(t, "$o1", oddsUser, "!expedition odds crypt of valdris")
	assert.Contains(t, b.lastRow(t).Body, "Running 200 expeditions")
	assert.True(t, b.Odds.Pending(oddsUser))
	b.say(t, "$o2", oddsUser, "!expedition odds goblin warrens")
	assert.Contains(t, b.lastRow(t).Body, "I'm still rolling your last odds")

	b.say(t, "$c2", "@ivo:example.org", "!char create Ivo rogue")
	b.say(t, "$o3", "@ivo:example.org", "!expedition odds goblin warrens standard 2")
	assert.Contains(t, b.lastRow(t).Body, "Running 200 expeditions of **Goblin Warrens** for you, with 2 standard packs",
		"another player's request is theirs")
}

func TestOddsSayHowManyRunsFitTheBudgetAndPlayOnWhenAskedAgain(t *testing.T) {
	b := openOddsBot(t, time.Nanosecond)
	b.say(t, "$c", oddsUser, "!char create Olga cleric dwarf")
	b.say(t, "$o1", oddsUser, "!expedition odds goblin warrens standard")
	b.settle(t)
	card := b.lastRow(t).Body
	assert.Contains(t, card, "no run fit in the time")
	assert.Contains(t, card, "_Only 0 of 200 runs fit in 1ns this time")
	rows := len(b.out.rows)
	b.say(t, "$o2", oddsUser, "!expedition odds goblin warrens standard")
	require.Greater(t, len(b.out.rows), rows)
	assert.Contains(t, b.out.rows[rows].Body, "Running", "a cut-short answer is played on, not answered from the cache")
}

func TestOddsStopCleanlyWithARequestRunning(t *testing.T) {
	b := openOddsBot(t, -1)
	b.say(t, "$c", oddsUser, "!char create Olga cleric dwarf")
	b.say(t, "$o1", oddsUser, "!expedition odds crypt of valdris")
	rows := len(b.out.rows)
	b.Odds.Stop() // mid-run, or before it began: either way no answer
	assert.False(t, b.Odds.Pending(oddsUser), "a stopped worker holds nothing")
	require.NoError(t, b.Odds.Wait(context.Background()), "and is idle")
	_, err := b.sender.Flush(context.Background())
	require.NoError(t, err)
	for _, r := range b.out.rows[rows:] {
		assert.False(t, strings.Contains(r.Body, "Odds in"), "the dropped request is not answered")
	}
}

// BenchmarkOddsT1 holds the odds to a speed a player will wait for:
// `!expedition odds` for a Tier 1 zone answers within 5 s on a 2-core
// machine. One op is a whole request of a level-1 Fighter: the command, both
// packings' 200 expeditions on the worker with no budget, and the card in the
// outbox; the cache is emptied by a new character state (one more XP) each
// op.
func BenchmarkOddsT1(b *testing.B) {
	tb := openOddsBot(b, -1)
	ctx := context.Background()
	say := func(eventID string, body string) {
		tb.Router.Handle(ctx, bot.Message{Sender: oddsUser, Room: "!r:example.org", EventID: id.EventID(eventID), Body: body, Time: tb.clk.Now(), MsgType: "m.text"})
	}
	say("$c", "!char create Olga fighter")
	b.ResetTimer()
	for i := range b.N {
		b.StopTimer()
		ch, ok, err := tb.Store.Character.Get(ctx, oddsUser)
		if err != nil || !ok {
			b.Fatal("no character", err)
		}
		ch.XP++
		if err := tb.Store.Character.Save(ctx, oddsUser, ch, tb.clk.Now()); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		say("$o"+strings.Repeat("i", i+1), "!expedition odds crypt of valdris")
		if err := tb.Odds.Wait(ctx); err != nil {
			b.Fatal(err)
		}
	}
}

// The odds play the player's own autopilot rules, as the walk
// goes by them, and the card says so; a rule equal to the default changes
// nothing.
func TestOddsPlayThePlayersAutopilotRules(t *testing.T) {
	b := openOddsBot(t, -1)
	b.say(t, "$c", oddsUser, "!char create Olga cleric dwarf")
	b.say(t, "$o1", oddsUser, "!expedition odds goblin warrens standard")
	b.settle(t)
	plain := b.lastRow(t).Body
	assert.Contains(t, plain, "played by the autopilot from a full rest")

	b.say(t, "$r0", oddsUser, "!autopilot rest below 30%")
	b.say(t, "$o2", oddsUser, "!expedition odds goblin warrens standard")
	assert.Equal(t, plain, b.lastRow(t).Body, "the default floor named is the defaults: the cache answers")

	b.say(t, "$r1", oddsUser, "!autopilot rest below 95%")
	b.say(t, "$r2", oddsUser, "!autopilot never take trap edges")
	b.say(t, "$o3", oddsUser, "!expedition odds goblin warrens standard")
	assert.Contains(t, b.lastRow(t).Body, "Running", "other rules, other runs")
	b.settle(t)
	mine := b.lastRow(t).Body
	assert.Contains(t, mine, "played by the autopilot with your autopilot rules from a full rest")
	assert.NotEqual(t, strings.Replace(plain, "the autopilot", "the autopilot with your autopilot rules", 1), mine,
		"resting below 95% plays other expeditions")
}

// Packs already bought for the expedition being provisioned
// into the zone count as paid on the card.
func TestOddsCountPacksAlreadyBoughtAsPaid(t *testing.T) {
	b := openOddsBot(t, -1)
	b.say(t, "$c", oddsUser, "!char create Olga cleric dwarf")
	b.say(t, "$s", oddsUser, "!expedition start goblin warrens")
	b.say(t, "$b", oddsUser, "!supplies buy standard 3")
	require.Contains(t, b.lastRow(t).Body, "Purse:** 0 coins")
	b.say(t, "$o", oddsUser, "!expedition odds goblin warrens standard")
	b.settle(t)
	card := b.lastRow(t).Body
	assert.Contains(t, card, "**Standard packing**")
	assert.NotContains(t, card, "Your purse doesn't cover", "the three standard packs are in the bags already")
}

// The odds' refusals name their own next command, with the zone
// the player named, so they get no way-on line beside it.
func TestOddsRefusalsNameTheirOwnNextCommand(t *testing.T) {
	b := openOddsBot(t, -1)
	b.say(t, "$c", oddsUser, "!char create Olga cleric dwarf")
	for _, tc := range []struct{ ask, want string }{
		{"goblin warrens standard -1", "Try `!expedition odds goblin warrens standard 2`"},
		{"goblin warrens standard two", "Try `!expedition odds goblin warrens standard 2`"},
		{"goblin warrens deluxe 1e2", "Try `!expedition odds goblin warrens deluxe 1`"},
		{"nowhere standard 0", "Try `!expedition odds crypt of valdris standard 2`"},
		{"goblin warrens standard 99999999999", "Try `!expedition odds goblin warrens standard 3`"},
		{"goblin warrens standard 3 deluxe 1 standard 1", "Try `!expedition odds goblin warrens standard 3`"},
		{"goblin warrens deluxe 2", "Try `!expedition odds goblin warrens deluxe 1`"},
		{"o", "`!expedition odds <zone> [packs]`"},
	} {
		b.clk.Advance(time.Minute) // past the rate limit
		b.say(t, "$o "+tc.ask, oddsUser, "!expedition odds "+tc.ask)
		got := b.lastRow(t).Body
		assert.Contains(t, got, tc.want, tc.ask)
		assert.NotContains(t, got, "spars at the yard", "%s: no way-on line", tc.ask)
	}
}
