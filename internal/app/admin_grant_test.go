package app

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// grantBot is adminBot with the test mode (GOGOBEE_DEV_CLOCK) on or off.
func grantBot(t *testing.T, dev bool) *testBot {
	t.Helper()
	b := openBot(t, testdb.Path(t, "g.db"), clock.NewFake(defaultConsoleStart), func(c *config.Config) {
		c.Admins = []id.UserID{operator}
		c.DevClock = dev
	})
	t.Cleanup(func() { b.Close() })
	return b
}

// An operator raises a character's level as play would (XP to the
// threshold, HP and features with it) and adds coins, in production as in
// test mode; bad grants change nothing and write nothing in the ledger.
func TestAdminGrantRaisesALevelAndAddsCoins(t *testing.T) {
	b := grantBot(t, false)
	b.say(t, "$1", "@ann:example.org", "!char create Ann fighter")
	before := b.character(t, "@ann:example.org")

	b.say(t, "$2", operator, "!admin grant @ann:example.org level 8")
	assert.Contains(t, b.last(t, "!r:example.org"), "now has level 8")
	ch := b.character(t, "@ann:example.org")
	assert.Equal(t, 8, ch.Level)
	assert.Equal(t, rules.XPForLevel(8), ch.XP)
	assert.Equal(t, rules.MaxHP(ch), ch.HP, "a full-HP character stays at full HP")
	assert.Greater(t, rules.MaxHP(ch), rules.MaxHP(before))

	b.say(t, "$3", operator, "!admin grant @ann:example.org coins 5000")
	assert.Equal(t, before.Coins+5000, b.character(t, "@ann:example.org").Coins)

	for i, bad := range []string{
		"!admin grant @ann:example.org level 3",  // below her level
		"!admin grant @ann:example.org level 21", // past the cap
		"!admin grant @ann:example.org coins -5",
		"!admin grant @ann:example.org coins 9999999",
		"!admin grant @ann:example.org wings 2",
		"!admin grant @nobody:example.org coins 5",
		"!admin grant ann coins 5",
	} {
		b.say(t, "$bad"+string(rune('a'+i)), operator, bad)
		got := b.character(t, "@ann:example.org")
		assert.Equal(t, 8, got.Level, bad)
		assert.Equal(t, before.Coins+5000, got.Coins, bad)
	}
	given, err := b.Store.Ledger.Of(t.Context(), "@ann:example.org", 10)
	require.NoError(t, err)
	require.Len(t, given, 2, "the two grants, none of the refused ones")
	assert.Equal(t, store.LedgerEntry{ID: given[0].ID, At: b.clk.Now(), Kind: store.LedgerGrant, Actor: operator,
		UserID: "@ann:example.org", What: store.LedgerCoins, Amount: 5000}, given[0])
	assert.Equal(t, store.LedgerLevel, given[1].What)
	assert.Equal(t, 8, given[1].Amount)
}

// An operator grants catalogue items by name or ID, with a count; a
// supply pack, an unknown or ambiguous name and a player who is not an
// operator are refused and change nothing. `!admin player` lists the
// grants, newest first.
func TestAdminGrantGivesItemsAndThePlayerSheetListsThem(t *testing.T) {
	b := grantBot(t, false)
	b.say(t, "$1", "@ann:example.org", "!char create Ann fighter")
	before := b.character(t, "@ann:example.org").Inventory.Count("potion_of_healing")

	b.say(t, "$2", operator, "!admin grant @ann:example.org item potion of healing 3")
	assert.Contains(t, b.last(t, "!r:example.org"), fmt.Sprintf("now has Potion of Healing ×3 (%d carried)", before+3))
	first := b.clk.Now()
	b.clk.Advance(time.Minute)
	b.say(t, "$3", operator, "!admin grant @ann:example.org item plate_t1")
	ch := b.character(t, "@ann:example.org")
	assert.Equal(t, before+3, ch.Inventory.Count("potion_of_healing"))
	assert.Equal(t, 1, ch.Inventory.Count("plate_t1"))
	second := b.clk.Now()

	for i, bad := range []struct{ from, line, want string }{
		{operator, "!admin grant @ann:example.org item standard supply pack", "Supply packs belong to an expedition"},
		{operator, "!admin grant @ann:example.org item moonbeam", "I can't find “moonbeam” in the catalogue."},
		{operator, "!admin grant @ann:example.org item potion", "catalogue items fit “potion”"},
		{operator, "!admin grant @ann:example.org item potion of healing 101", "Counts go from 1 to 100."},
		{operator, "!admin grant @ann:example.org coins 5 more", "Try `!admin grant"},
		{"@ann:example.org", "!admin grant @ann:example.org coins 5000", "for the bot's operators"},
	} {
		b.clk.Advance(time.Minute) // past the rate limit's burst
		b.say(t, fmt.Sprintf("$bad%d", i), id.UserID(bad.from), bad.line)
		assert.Contains(t, b.last(t, "!r:example.org"), bad.want, bad.line)
		assert.Equal(t, ch, b.character(t, "@ann:example.org"), bad.line)
	}

	b.clk.Advance(time.Minute)
	b.say(t, "$4", operator, "!admin player @ann:example.org")
	assert.Contains(t, b.last(t, "!r:example.org"), fmt.Sprintf("🎁 **Given by hand**, to or by them (newest 10 at most):\n- %s, a grant by `＠op:example.org`: Plate Armor ×1\n- %s, a grant by `＠op:example.org`: Potion of Healing ×3",
		second.Format("2006-01-02 15:04 UTC"), first.Format("2006-01-02 15:04 UTC")))
	b.clk.Advance(time.Minute)
	b.say(t, "$5", "@bob:example.org", "!char create Bob rogue")
	b.say(t, "$6", operator, "!admin player @bob:example.org")
	assert.Contains(t, b.last(t, "!r:example.org"), "🎁 Nothing given by hand, to or by them.")
	assert.Contains(t, b.last(t, "!r:example.org"), "No expedition open.\n\n", "no zone run under way either")

	b.clk.Advance(time.Minute)
	b.say(t, "$7", "@bob:example.org", "!zone start goblin warrens")
	b.clk.Advance(time.Minute)
	b.say(t, "$8", operator, "!admin player @bob:example.org")
	assert.Contains(t, b.last(t, "!r:example.org"), "No expedition open. A zone run is under way: **Goblin Warrens**, 1 room in.")
}

// character loads userID's stored character.
func (b *testBot) character(t *testing.T, userID id.UserID) rules.Character {
	t.Helper()
	ch, ok, err := b.Store.Character.Get(t.Context(), userID)
	require.NoError(t, err)
	require.True(t, ok, userID)
	return ch
}

// A knock-out already over ends before a level grant, as any command of
// the player's would end it: the grant raises the HP from the 1 HP they
// stand up with, not from the 0 stored while they were down.
func TestAdminGrantStartsFromTheHPTheSheetShows(t *testing.T) {
	b := grantBot(t, true)
	b.say(t, "$1", "@ann:example.org", "!char create Ann fighter")
	ch := rules.KnockOut(b.character(t, "@ann:example.org"), b.clk.Now().Add(-8*time.Hour), rules.DefaultRecovery)
	require.NoError(t, b.Store.Character.Save(t.Context(), "@ann:example.org", ch, b.clk.Now()))
	before := b.character(t, "@ann:example.org")
	require.Zero(t, before.HP, "down, and not yet back on their feet in the store")

	b.say(t, "$2", operator, "!admin grant @ann:example.org level 3")
	after := b.character(t, "@ann:example.org")
	assert.Equal(t, 1+rules.MaxHP(after)-rules.MaxHP(before), after.HP, "1 HP on their feet, plus what the levels add")
	assert.Contains(t, b.last(t, "!r:example.org"), fmt.Sprintf("%d/%d HP", after.HP, rules.MaxHP(after)))
}
