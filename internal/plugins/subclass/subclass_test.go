package subclass_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

const alice = "@alice:example.org"

// atLevel raises alice's character to level by the XP it takes, as play
// would.
func atLevel(b *plugintest.Bot, level int) {
	b.Edit(alice, func(c *rules.Character) { *c, _ = rules.AwardXP(*c, rules.XPForLevel(level)-c.XP) })
}

// picked gives alice's level-3 fighter the Champion subclass, chosen at
// the bot's clock.
func picked(b *plugintest.Bot) {
	atLevel(b, 3)
	b.Edit(alice, func(c *rules.Character) { c.Subclass, c.SubclassSince = "champion", b.Clock.Now() })
}

func TestSubclassRefusalsChangeNothing(t *testing.T) {
	cases := []struct {
		name   string
		create bool
		setup  func(t *testing.T, b *plugintest.Bot)
		line   string
		want   string
	}{
		{"no character", false, nil, "!subclass champion", "You don't have a character yet: `!char create <name> <class>`"},
		{"too low a level", true, func(t *testing.T, b *plugintest.Bot) { atLevel(b, 2) }, "!subclass champion",
			"A subclass opens at level 3, and **Ash** is level 2: zone runs and expeditions bring the XP."},
		{"an unknown name", true, func(t *testing.T, b *plugintest.Bot) { atLevel(b, 3) }, "!subclass pirate king",
			"Fighters have no subclass called “pirate king”. Choose **Champion**, **Battle Master** or **Berserker**: `!subclass` tells what each does."},
		{"another class's subclass", true, func(t *testing.T, b *plugintest.Bot) { atLevel(b, 3) }, "!subclass thief",
			"**Thief** is a Rogue subclass, not a Fighter one."},
		{"the same subclass", true, func(t *testing.T, b *plugintest.Bot) { picked(b) }, "!subclass Champion",
			"**Ash**'s subclass is Champion already."},
		{"too soon", true, func(t *testing.T, b *plugintest.Bot) {
			picked(b)
			b.Edit(alice, func(c *rules.Character) { c.Coins = 900 })
			b.Clock.Advance(29 * 24 * time.Hour)
		}, "!subclass berserker", "**Ash** took Champion less than 30 days ago: a change may be made from Wed 09:00 (in 1d), for 500 coins. `!subclass` shows what each brings."},
		{"too soon, in the player's time zone", true, func(t *testing.T, b *plugintest.Bot) {
			picked(b)
			b.Say(alice, "!tz set America/New_York")
		}, "!subclass berserker", "a change may be made from Wed 1 Apr 05:00 (in 30d)"},
		{"too poor", true, func(t *testing.T, b *plugintest.Bot) {
			picked(b)
			b.Edit(alice, func(c *rules.Character) { c.Coins = 499 })
			b.Clock.Advance(rules.SubclassChangeWait)
		}, "!subclass battle-master", "A change of subclass costs 500 coins; you have 499 coins."},
		{"in a fight", true, func(t *testing.T, b *plugintest.Bot) {
			atLevel(b, 3)
			require.NoError(t, b.Store.Fight.Save(context.Background(), alice, []byte(`{}`), b.Clock.Now()))
		}, "!subclass champion", "Not in the middle of a fight: finish it, then choose your subclass.\n\nYou're in a fight: `!fight` shows it"},
		{"on an expedition", true, func(t *testing.T, b *plugintest.Bot) {
			atLevel(b, 3)
			b.Reply(alice, "!expedition start goblin warrens")
			b.Reply(alice, "!supplies buy standard")
			b.Say(alice, "!expedition depart")
			require.Equal(t, expedition.StatusActive, b.Expedition(alice).Status)
		}, "!subclass champion", "You're on an expedition in **Goblin Warrens**: a subclass is chosen in town, between trips."},
		{"in a zone", true, func(t *testing.T, b *plugintest.Bot) {
			atLevel(b, 3)
			b.Reply(alice, "!zone start goblin warrens")
		}, "!subclass champion", "You're in **Goblin Warrens**: a subclass is chosen in town, once the run is over."},
		{"a change too soon, in a zone: the zone's refusal first", true, func(t *testing.T, b *plugintest.Bot) {
			picked(b)
			b.Reply(alice, "!zone start goblin warrens")
		}, "!subclass berserker", "You're in **Goblin Warrens**: a subclass is chosen in town, once the run is over."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := plugintest.New(t)
			if tc.create {
				b.Create(alice, "Ash", "fighter", "human")
			}
			if tc.setup != nil {
				tc.setup(t, b)
			}
			var before rules.Character
			if tc.create {
				before = b.Character(alice)
			}
			assert.Contains(t, b.Reply(alice, tc.line), tc.want)
			if tc.create {
				assert.Equal(t, before, b.Character(alice), "a refusal changes nothing")
			} else {
				assert.False(t, b.HasCharacter(alice))
			}
		})
	}
}

func TestTheFirstPickIsFreeAndAChangeCostsAndWaits(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Ash", "fighter", "human")
	atLevel(b, 3)

	list := b.Reply(alice, "!subclass")
	assert.Contains(t, list, "🎭 **Fighter subclasses** for **Ash**, level 3")
	assert.Contains(t, list, "- **Battle Master**: Tactics in every swing")
	assert.Contains(t, list, "None chosen yet. The first pick is free")

	got := b.Reply(alice, "!subclass battle master")
	assert.Contains(t, got, "**Ash**'s subclass is **Battle Master** now. The first pick is free.")
	assert.Contains(t, got, "In effect:\n- Level 3: **Combat Superiority**")
	assert.Contains(t, got, "A change costs 500 coins (you have 150) and may be made from Wed 1 Apr 09:00 (in 30d).")
	ch := b.Character(alice)
	assert.Equal(t, rules.SubclassID("battle_master"), ch.Subclass)
	assert.Equal(t, b.Clock.Now(), ch.SubclassSince.UTC())
	assert.Equal(t, 150, ch.Coins, "the first pick is free")
	superiority, ok := rules.Feature(rules.FeatureCombatSuperiority)
	require.True(t, ok)
	assert.Equal(t, superiority.Uses, ch.Resources[rules.FeatureCombatSuperiority], "the new feature comes with full uses")
	assert.Contains(t, b.Reply(alice, "!subclass"), "- **Battle Master** ✅ yours:")
	assert.Contains(t, b.Reply(alice, "!sheet"), "Human Fighter (Battle Master), level 3")

	b.Clock.Advance(rules.SubclassChangeWait)
	b.Edit(alice, func(c *rules.Character) { c.Coins = 650 })
	got = b.Reply(alice, "!subclass berserker")
	assert.Contains(t, got, "**Ash**'s subclass is **Berserker** now, no longer Battle Master: Thom Krooke takes 500 coins for the retraining (150 coins left).")
	ch = b.Character(alice)
	assert.Equal(t, rules.SubclassID("berserker"), ch.Subclass)
	assert.Equal(t, 150, ch.Coins)
	assert.NotContains(t, ch.Resources, rules.FeatureCombatSuperiority, "the old subclass's uses go")
	rage, ok := rules.Feature(rules.FeatureRage)
	require.True(t, ok)
	assert.Equal(t, rage.Uses, ch.Resources[rules.FeatureRage])
}

func TestTheSheetOffersTheFreePick(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Ash", "fighter", "human")
	assert.NotContains(t, b.Reply(alice, "!sheet"), "Subclass", "level 1 has nothing to choose")
	atLevel(b, 3)
	assert.Contains(t, b.Reply(alice, "!sheet"), "**Subclass** none yet — `!subclass` to choose (the first pick is free)")
}

// The level-up DM of a zone fight that reaches level 3 offers the choice
// (rules §1.11).
func TestTheFightThatReachesLevel3OffersASubclass(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Ash", "fighter", "human")
	atLevel(b, 2)
	b.Edit(alice, func(c *rules.Character) { c.XP = rules.XPForLevel(3) - 1 })
	b.Reply(alice, "!zone start goblin warrens")
	var dms []string
	for i := 0; i < 6 && b.Character(alice).Level < 3; i++ {
		dms = append(dms, plugintest.DMs(b.Say(alice, "!zone advance"), alice)...)
	}
	require.Equal(t, 3, b.Character(alice).Level, "a fight paid the last XP")
	assert.Contains(t, strings.Join(dms, "\n"), "- A subclass is open to you: `!subclass` lists them, and you choose in town, between runs (the first pick is free)")
}
