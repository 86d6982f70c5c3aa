package zone_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// veteran makes alice's fighter level 8 at full HP, so the elite falls.
func veteran(b *plugintest.Bot) {
	b.Edit(alice, func(c *rules.Character) {
		c.Level = 8
		c.HP = rules.MaxHP(*c)
	})
}

func TestBareFightEngagesTheRoomsEliteAndTheRunLearnsTheResult(t *testing.T) {
	b := newBot(t)
	toFork(t, b)
	b.Reply(alice, "!zone go 1")
	veteran(b)
	before := run(t, b)
	_, enc, waiting := before.PendingFight()
	require.True(t, waiting)

	opening := b.Reply(alice, "!fight")
	assert.Contains(t, opening, "★ **The Crypt of Valdris · Room 7 · Main Hall**")
	_, running, err := b.Store.Fight.Get(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, running)
	assert.Contains(t, b.Reply(alice, "!zone advance"), "You're in a fight.")
	assert.Contains(t, b.Reply(alice, "!zone abandon"), "Not while you're fighting.")

	coinsBefore := b.Character(alice).Coins
	end := b.Reply(alice, "!fight auto")
	assert.Contains(t, end, "🏆 **Victory** in 2 rounds.", "the elite holds its room and falls")
	assert.Contains(t, end, "`!zone advance` to go on")
	after := run(t, b)
	rm := after.Rooms["crypt_valdris.main_hall"]
	require.NotNil(t, rm.Fight)
	assert.False(t, rm.Fight.Pending)
	assert.Equal(t, combat.ResultWon, rm.Fight.Result)
	assert.Equal(t, enc.Monsters, rm.Fight.Monsters)
	assert.Positive(t, rm.Fight.Rounds)
	ch := b.Character(alice)
	for _, d := range rm.Loot {
		if d.ItemID != "" {
			assert.Positive(t, ch.Inventory[d.ItemID], "the loot is in the pack")
		}
	}
	assert.GreaterOrEqual(t, ch.Coins, coinsBefore)

	assert.Contains(t, b.Reply(alice, "!zone advance"), "**Room 8 · Antechamber**")
}

func TestBeatingTheBossClearsTheRun(t *testing.T) {
	b := newBot(t)
	atValdrisDoor(t, b, nil)
	b.Edit(alice, func(c *rules.Character) {
		c.Level = 14
		c.HP = rules.MaxHP(*c)
	})
	assert.Contains(t, b.Reply(alice, "!fight"), "☠ **The Crypt of Valdris · Room 3 · Valdris's Sanctum**")
	end := b.Reply(alice, "!fight auto")
	assert.Contains(t, end, "Victory")
	assert.Contains(t, end, "🏆 **The Crypt of Valdris**")
	assert.Contains(t, end, "Valdris's Phylactery Shard")
	done := run(t, b)
	assert.Equal(t, zonerun.StatusCleared, done.Status)
	assert.True(t, done.IsCleared("crypt_valdris.boss"))
	assert.Positive(t, b.Character(alice).Inventory["valdris_phylactery_shard"])
	assert.Contains(t, b.Reply(alice, "!zone status"), "you cleared it")
}

func TestATrainingBoutWaitsWhileTheRoomsEliteDoes(t *testing.T) {
	b := newBot(t)
	toFork(t, b)
	b.Reply(alice, "!zone go 1")
	assert.Contains(t, b.Reply(alice, "!fight goblin sneak"), "`!fight` engages it")
}
