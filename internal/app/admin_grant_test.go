package app

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/rules"
)

// grantBot is adminBot with the test mode (GOGOBEE_DEV_CLOCK) on or off.
func grantBot(t *testing.T, dev bool) *testBot {
	t.Helper()
	b := openBot(t, filepath.Join(t.TempDir(), "g.db"), clock.NewFake(defaultConsoleStart), func(c *config.Config) {
		c.Admins = []string{operator}
		c.DevClock = dev
	})
	t.Cleanup(func() { b.Close() })
	return b
}

// In test mode an operator raises a character's level as play would (XP
// to the threshold, HP and features with it) and adds coins; bad grants
// change nothing.
func TestAdminGrantRaisesALevelAndAddsCoins(t *testing.T) {
	b := grantBot(t, true)
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
}

// Outside test mode grants are refused.
func TestAdminGrantNeedsTheTestMode(t *testing.T) {
	b := grantBot(t, false)
	b.say(t, "$1", "@ann:example.org", "!char create Ann fighter")
	b.say(t, "$2", operator, "!admin grant @ann:example.org level 8")
	assert.Contains(t, b.last(t, "!r:example.org"), "GOGOBEE_DEV_CLOCK=1")
	assert.Equal(t, 1, b.character(t, "@ann:example.org").Level)
}

// character loads userID's stored character.
func (b *testBot) character(t *testing.T, userID string) rules.Character {
	t.Helper()
	ch, ok, err := b.Store.GetCharacter(t.Context(), userID)
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
	require.NoError(t, b.Store.SaveCharacter(t.Context(), "@ann:example.org", ch, b.clk.Now()))
	before := b.character(t, "@ann:example.org")
	require.Zero(t, before.HP, "down, and not yet back on their feet in the store")

	b.say(t, "$2", operator, "!admin grant @ann:example.org level 3")
	after := b.character(t, "@ann:example.org")
	assert.Equal(t, 1+rules.MaxHP(after)-rules.MaxHP(before), after.HP, "1 HP on their feet, plus what the levels add")
	assert.Contains(t, b.last(t, "!r:example.org"), fmt.Sprintf("%d/%d HP", after.HP, rules.MaxHP(after)))
}
