package app

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// tradeBot opens a bot on a real SQLite file with Ann (two potions and
// 500 coins earned beside her kit and purse), Bob (100 coins earned) and
// Cy; it is closed when t ends.
func tradeBot(t *testing.T) *testBot {
	t.Helper()
	b := tradePlayers(t, testdb.Path(t, "trade.db"))
	t.Cleanup(func() { b.Close() })
	return b
}

// tradePlayers opens a bot on the database file at path and makes
// tradeBot's players; the caller closes it.
func tradePlayers(t *testing.T, path string) *testBot {
	t.Helper()
	b := openBot(t, path, clock.NewFake(defaultConsoleStart))
	b.say(t, "$a", "@ann:example.org", "!char create Ann fighter")
	b.say(t, "$b", "@bob:example.org", "!char create Bob mage")
	b.say(t, "$c", "@cy:example.org", "!char create Cy cleric")
	ann := b.character(t, "@ann:example.org")
	ann.Inventory["potion_of_healing"] += 2
	ann.Coins += 500
	require.NoError(t, b.Store.Character.Save(t.Context(), "@ann:example.org", ann, b.clk.Now()))
	bob := b.character(t, "@bob:example.org")
	bob.Coins += 100 // earned, so Bob can pay for a trade
	require.NoError(t, b.Store.Character.Save(t.Context(), "@bob:example.org", bob, b.clk.Now()))
	return b
}

// potions counts the Potions of Healing each player carries.
func potions(t *testing.T, b *testBot) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, u := range []string{"@ann:example.org", "@bob:example.org", "@cy:example.org"} {
		out[u] = b.character(t, id.UserID(u)).Inventory.Count("potion_of_healing")
	}
	return out
}

// A trade is one transaction (rules §4.7): when the second half cannot be
// written (Bob's row refuses the update, as a crash between the two saves
// would leave it), the first is rolled back with it and the offer waits on;
// once the write goes through, both halves land together.
func TestATradeNeverLeavesOneSideChanged(t *testing.T) {
	b := tradeBot(t)
	ctx := context.Background()
	b.say(t, "$1", "@ann:example.org", "!trade @bob:example.org potion of healing 2 for coins 10")
	before := potions(t, b)
	annBefore, bobBefore := b.character(t, "@ann:example.org"), b.character(t, "@bob:example.org")

	refuse := `CREATE TRIGGER refuse_bob BEFORE UPDATE ON character WHEN NEW.user_id = '@bob:example.org'
		BEGIN SELECT RAISE(ABORT, 'the disk is gone'); END`
	if b.Store.Postgres() {
		refuse = `CREATE FUNCTION refuse_bob() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the disk is gone'; END $$;
			CREATE TRIGGER refuse_bob BEFORE UPDATE ON character FOR EACH ROW WHEN (NEW.user_id = '@bob:example.org') EXECUTE FUNCTION refuse_bob()`
	}
	_, err := b.Store.DB.Exec(ctx, refuse)
	require.NoError(t, err)
	b.say(t, "$2", "@bob:example.org", "!trade accept")
	assert.Equal(t, annBefore, b.character(t, "@ann:example.org"), "Ann's half rolled back with Bob's")
	assert.Equal(t, bobBefore, b.character(t, "@bob:example.org"))
	assert.Equal(t, before, potions(t, b))

	drop := `DROP TRIGGER refuse_bob`
	if b.Store.Postgres() {
		drop = `DROP TRIGGER refuse_bob ON character`
	}
	_, err = b.Store.DB.Exec(ctx, drop)
	require.NoError(t, err)
	b.say(t, "$3", "@bob:example.org", "!trade accept")
	assert.Equal(t, before["@ann:example.org"]-2, potions(t, b)["@ann:example.org"], "the offer waited and went through whole")
	assert.Equal(t, before["@bob:example.org"]+2, potions(t, b)["@bob:example.org"])
	assert.Equal(t, annBefore.Coins+10, b.character(t, "@ann:example.org").Coins)
}

// A trade and a gift racing for the same two potions: whichever commits
// first takes them, the other finds them gone, and no potion is made or
// lost (rules §4.6, §4.7).
func TestATradeAndAGiftRacingForTheSamePotionsGiveThemOnce(t *testing.T) {
	winners := map[string]int{}
	for round := range 8 {
		b := tradeBot(t)
		b.say(t, "$1", "@ann:example.org", "!trade @bob:example.org potion of healing 2 for coins 10")
		b.say(t, "$2", "@ann:example.org", "!give @cy:example.org potion of healing 2")
		before := potions(t, b)
		var wg sync.WaitGroup
		for _, m := range []bot.Message{
			{Sender: "@bob:example.org", Room: "!r:example.org", EventID: "$bob", Body: "!trade accept", Time: b.clk.Now(), MsgType: "m.text"},
			{Sender: "@ann:example.org", Room: "!r:example.org", EventID: "$ann", Body: "!give confirm", Time: b.clk.Now(), MsgType: "m.text"},
		} {
			wg.Add(1)
			go func() { defer wg.Done(); b.Router.Handle(context.Background(), m) }()
		}
		wg.Wait()
		after := potions(t, b)
		total := func(m map[string]int) int {
			return m["@ann:example.org"] + m["@bob:example.org"] + m["@cy:example.org"]
		}
		assert.Equal(t, total(before), total(after), "round %d: no potion made or lost", round)
		assert.Equal(t, before["@ann:example.org"]-2, after["@ann:example.org"], "round %d: Ann's two went once", round)
		gained := (after["@bob:example.org"] - before["@bob:example.org"]) + (after["@cy:example.org"] - before["@cy:example.org"])
		assert.Equal(t, 2, gained, "round %d: to one of them", round)
		assert.True(t, after["@bob:example.org"] == before["@bob:example.org"] || after["@cy:example.org"] == before["@cy:example.org"], "round %d: not both", round)
		if after["@bob:example.org"] > before["@bob:example.org"] {
			winners["trade"]++
		} else {
			winners["gift"]++
		}
		assert.Equal(t, rules.StartingCoins+500+func() int {
			if after["@bob:example.org"] > before["@bob:example.org"] {
				return 10
			}
			return 0
		}(), b.character(t, "@ann:example.org").Coins, "round %d: Ann paid only by the trade that went through", round)
	}
	t.Logf("winners over the rounds: %v", winners)
}
