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
	assert.Contains(t, b.Reply(alice, "!rest short"), "Siege Mode: too dangerous for a short rest, and your Tiny Hut is spent until your next long rest.")
}

// TestAMembersRestInSiegeMode: a party member's own `!rest short` is held
// to the party's expedition: refused in Siege Mode, or taken once under a
// member Mage's own Tiny Hut; a member's `!rest long` is the camp the
// leader pitches, refused naming them, and the inn is not offered
// (rules §3.1, §8.8, §8.23).
func TestAMembersRestInSiegeMode(t *testing.T) {
	b := departedParty(t, "fighter", "mage")
	b.Edit(bob, func(c *rules.Character) {
		*c, _ = rules.AwardXP(*c, rules.XPForLevel(5))
		c.HP = 3
	})
	inSiege(t, b)

	long := b.Reply(bob, "!rest long")
	assert.Contains(t, long, "On a party's expedition the long rest is the camp's, and **Ann**")
	assert.Contains(t, long, "`!rest short` is yours to take.", "Bo's unspent hut shelters one")
	assert.NotContains(t, long, "inn")
	assert.Equal(t, 3, b.Character(bob).HP, "no long rest taken")

	got := b.Reply(bob, "!rest short")
	assert.Contains(t, got, "⛺ Your Tiny Hut rises around you")
	assert.Zero(t, rules.FeatureUsesLeft(b.Character(bob), rules.FeatureTinyHut), "Bo's own hut is spent")
	healed := b.Character(bob).HP
	require.Greater(t, healed, 3)

	b.Clock.Advance(2 * time.Hour)
	again := b.Reply(bob, "!rest short")
	assert.Contains(t, again, "Siege Mode: too dangerous for a short rest, and your Tiny Hut is spent")
	assert.Equal(t, healed, b.Character(bob).HP, "the second rest is refused")
}

// TestAFighterMembersShortRestInSiegeMode: a member with no Tiny Hut is
// refused a short rest in Siege Mode, as the leader is (rules §8.8).
func TestAFighterMembersShortRestInSiegeMode(t *testing.T) {
	b := departedParty(t, "fighter", "fighter")
	b.Edit(bob, func(c *rules.Character) { c.HP = 3 })
	inSiege(t, b)

	got := b.Reply(bob, "!rest short")
	assert.Contains(t, got, "No rest here: Siege Mode: too dangerous for a short rest.")
	assert.NotContains(t, got, "Tiny Hut")
	assert.Equal(t, 3, b.Character(bob).HP)

	long := b.Reply(bob, "!rest long")
	assert.Contains(t, long, "the long rest is the camp's, and **Ann**")
	assert.NotContains(t, long, "`!rest short`", "no short rest to offer in Siege Mode")
}

// TestAPartyRestsUnderItsLeadingMagesHut: in Siege Mode the leading
// Mage's `!rest short` stands under its Tiny Hut and rests the party with
// it, each member on their own hit dice, the hut spent even when the
// Mage has nothing to recover itself (rules §1.7, §8.8, §8.23).
func TestAPartyRestsUnderItsLeadingMagesHut(t *testing.T) {
	for _, tc := range []struct {
		name     string
		leaderHP int // 0: full
		want     string
	}{
		{"the Mage hurt too", 5, "👥 **Bo** rests too"},
		{"the Mage with nothing to recover", 0, "👥 **Bo** rests"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := plugintest.New(t)
			b.Create(alice, "Mira", "mage", "human")
			b.Create(bob, "Bo", "cleric", "dwarf")
			b.Reply(alice, "!expedition start goblin warrens")
			join(t, b, bob)
			b.Reply(alice, "!supplies buy standard 2")
			b.Reply(bob, "!supplies buy standard 2")
			b.Say(alice, "!expedition depart")
			b.Edit(alice, func(c *rules.Character) {
				*c, _ = rules.AwardXP(*c, rules.XPForLevel(5))
				if tc.leaderHP > 0 {
					c.HP = tc.leaderHP
				}
			})
			b.Edit(bob, func(c *rules.Character) { c.HP = 2 })
			editExp(t, b, alice, func(e *expedition.Expedition) { e.Threat.Level, e.Threat.Siege = 100, true })

			got := b.Reply(alice, "!rest short")
			assert.Contains(t, got, "⛺ Your Tiny Hut rises around the party")
			assert.Contains(t, got, tc.want)
			assert.Greater(t, b.Character(bob).HP, 2, "Bo rested on his own hit die")
			assert.Zero(t, rules.FeatureUsesLeft(b.Character(alice), rules.FeatureTinyHut), "the hut is spent")
		})
	}
}

// departedParty is a bot whose alice (a human of leadClass) leads bob (a
// dwarf of memberClass) on a departed Goblin Warrens expedition.
func departedParty(t *testing.T, leadClass, memberClass string) *plugintest.Bot {
	t.Helper()
	b := plugintest.New(t)
	b.Create(alice, "Ann", leadClass, "human")
	b.Create(bob, "Bo", memberClass, "dwarf")
	b.Reply(alice, "!expedition start goblin warrens")
	join(t, b, bob)
	b.Reply(alice, "!supplies buy standard 2")
	b.Say(alice, "!expedition depart")
	return b
}

// inSiege puts alice's expedition in Siege Mode (rules §8.8).
func inSiege(t *testing.T, b *plugintest.Bot) {
	t.Helper()
	editExp(t, b, alice, func(e *expedition.Expedition) { e.Threat.Level, e.Threat.Siege = 100, true })
}
