package zone_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestARunLostKeepsAThirdOfItsTakings: a standalone run that ends with
// the player downed keeps a third of the run's XP and coins and every
// third of its finds still in the pack, and the fight's answer says so
// (rules §6.9).
func TestARunLostKeepsAThirdOfItsTakings(t *testing.T) {
	b := newBot(t)
	atValdrisDoor(t, b, func(r *zonerun.Run) {
		r.Takings = zonerun.Takings{XP: 600, Coins: 90, Items: []content.ItemID{"worg_pelt", "worg_pelt", "worg_pelt"}}
	})
	b.Edit(alice, func(c *rules.Character) {
		*c, _ = rules.AwardXP(*c, rules.XPForLevel(2)+600)
		c.HP, c.Coins = 1, 500
		c.Inventory["worg_pelt"] = 3
	})
	before := b.Character(alice)
	b.Reply(alice, "!fight")
	end := b.Reply(alice, "!fight auto")
	done := run(t, b)
	require.Equal(t, zonerun.StatusLost, done.Status, end)
	xp := done.Takings.XP
	assert.GreaterOrEqual(t, xp, 600, "the boss fight's XP joins the run's takings")
	assert.Contains(t, end, fmt.Sprintf("🚑 You keep a third of what this run earned: %s of %s XP (still level 3), 30 of 90 coins and 1 of 3 finds still in your pack: Worg Pelt. Left behind: 2× Worg Pelt.",
		narrate.Number(xp/3), narrate.Number(xp)))
	ch := b.Character(alice)
	assert.Equal(t, 3, ch.Level, "the level is kept")
	assert.Equal(t, before.XP+(xp-600)-(xp-xp/3), ch.XP)
	assert.Equal(t, 440, ch.Coins)
	assert.Equal(t, 1, ch.Inventory["worg_pelt"])
	assert.Contains(t, b.Reply(alice, "!sheet"), fmt.Sprintf("XP %s (level 3 at 900)", narrate.Number(ch.XP)))
}
