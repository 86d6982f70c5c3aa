package expedition_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestRestShortUnderTheTinyHut: in Siege Mode a level-9 Mage's `!rest
// short` is taken under its Tiny Hut, says so, gives back no slot above
// 3rd level and spends the hut; the next is refused as Siege Mode's
// (rules §1.7, §8.8).
func TestRestShortUnderTheTinyHut(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Mira", "mage", "human")
	departed(t, b)
	b.Edit(alice, func(c *rules.Character) {
		*c, _ = rules.AwardXP(*c, rules.XPForLevel(9))
		c.HP, c.Slots = 5, rules.SlotTable{}
	})
	editExp(t, b, alice, func(e *expedition.Expedition) { e.Threat.Level, e.Threat.Siege = 100, true })

	got := b.Reply(alice, "!rest short")
	assert.Contains(t, got, "⛺ Your Tiny Hut rises around you: the one short rest Siege Mode allows you.")
	ch := b.Character(alice)
	assert.Zero(t, rules.FeatureUsesLeft(ch, rules.FeatureTinyHut), "the hut is spent")
	assert.Equal(t, rules.SlotTable{4, 0, 2}, ch.Slots, "every 1st-level slot and two 3rd-level ones, no 5th")
	require.Greater(t, ch.HP, 5)

	b.Clock.Advance(2 * time.Hour)
	assert.Contains(t, b.Reply(alice, "!rest short"), "Siege Mode: too dangerous for a short rest")
}
