package rest_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/plugins/character"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/plugins/rest"
	"github.com/gogobee/gogobee/internal/rules"
)

const alice = "@alice:example.org"

func TestShortRestHealsSpendsAHitDieAndLocksOutAnHour(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.HP = 5; c.Resources[rules.FeatureSecondWind] = 0 })
	rows := b.Say(alice, "!rest short")
	room, dms := plugintest.Rooms(rows), plugintest.DMs(rows, alice)
	require.Len(t, room, 1)
	require.Len(t, dms, 1)
	assert.Contains(t, room[0], "settles in for a short rest until 10:00 (in 1h)")
	assert.Contains(t, dms[0], "- Hit dice: 1 spent, 0 left")
	assert.Contains(t, dms[0], "- Recharged: Second Wind")
	assert.NotContains(t, dms[0], "Spell slots restored", "a Fighter has no slots to restore")
	ch := b.Character(alice)
	assert.Greater(t, ch.HP, 5)
	assert.Equal(t, 0, ch.HitDice)
	assert.Equal(t, plugintest.Start.Add(time.Hour), ch.LockoutUntil.UTC())
}

func TestShortRestDMListsRestoredSlots(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Aria", "mage", "elf")
	b.Edit(alice, func(c *rules.Character) { c.Slots[0] = 0 })
	dms := plugintest.DMs(b.Say(alice, "!rest short"), alice)
	require.Len(t, dms, 1)
	assert.Contains(t, dms[0], "- Spell slots restored: 2 (L1)")
	assert.Equal(t, 2, b.Character(alice).Slots.At(1))
}

func TestLongRestPaysTheInnAndRestoresEverything(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Aria", "mage", "elf")
	b.Edit(alice, func(c *rules.Character) { c.HP = 2; c.Slots[0] = 0; c.HitDice = 0; c.Coins = 250 })
	rows := b.Say(alice, "!rest long")
	dms := plugintest.DMs(rows, alice)
	require.Len(t, dms, 1)
	for _, want := range []string{
		"takes 200 coins (50 left)", "- HP: +11 (13/13)", "- Hit dice: 1 back (1 now)",
		"- Spell slots restored: 2 (L1)", "- Mage Armor is up (one 1st-level slot)", "resting until 17:00 (in 8h)",
	} {
		assert.Contains(t, dms[0], want)
	}
	ch := b.Character(alice)
	assert.Equal(t, 50, ch.Coins)
	assert.Equal(t, rules.MaxHP(ch), ch.HP)
	assert.True(t, ch.MageArmor)
	assert.Equal(t, 1, ch.Slots.At(1), "one slot went into Mage Armor")
}

func TestLongRestDMLeavesOutTheSlotLineWhenNothingCameBack(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.Coins = 200 })
	dms := plugintest.DMs(b.Say(alice, "!rest long"), alice)
	require.Len(t, dms, 1)
	assert.NotContains(t, dms[0], "Spell slots restored")
}

func TestRestRefusalsChangeNothing(t *testing.T) {
	cases := []struct {
		name  string
		setup func(b *plugintest.Bot)
		line  string
		want  string
	}{
		{"nothing to recover", nil, "!rest short", "Nothing to recover"},
		{"no hit dice", func(b *plugintest.Bot) { b.Edit(alice, func(c *rules.Character) { c.HP = 3; c.HitDice = 0 }) },
			"!rest short", "no hit dice left"},
		{"not enough coins", func(b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { c.Coins, c.Inventory["gem_moonstone"] = 199, 1 })
		}, "!rest long", "costs 200 coins; you have 199 coins. He's fond of you, but not that fond. `!inventory` shows what you carry; `!sell <item>` turns finds into coins. `!rest rough` sleeps behind his stable for nothing, in 12 hours."},
		// a pack of starting kit alone: no `!sell` offered, every one would be refused
		{"not enough coins, nothing to sell", func(b *plugintest.Bot) { b.Edit(alice, func(c *rules.Character) { c.Coins = 199 }) },
			"!rest long", "`!inventory` shows what you carry: nothing Thom buys yet (starting kit he won't take). `!rest rough`"},
		{"lockout", func(b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { c.LockoutUntil = b.Clock.Now().Add(30 * time.Minute); c.HP = 3 })
		}, "!rest short", "still resting until 09:30 (in 30m)"},
		{"cooldown", func(b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { c.LastLongRest = b.Clock.Now().Add(-10 * time.Hour) })
		}, "!rest long", "Your next one is at 23:00 (in 14h)"},
		{"recovering", func(b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { *c = rules.KnockOut(*c, b.Clock.Now(), rules.DefaultRecovery) })
		}, "!rest long", "recovering until 15:00 (in 6h)"},
		{"in a fight", func(b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { c.HP = 3 })
			require.NoError(t, b.Store.SaveFight(context.Background(), alice, []byte(`{}`), b.Clock.Now()))
		}, "!rest short", "can't rest in the middle of a fight"},
		{"no kind", func(b *plugintest.Bot) { b.Edit(alice, func(c *rules.Character) { c.Coins = 200 }) }, "!rest", "Which rest: `!rest short` (an hour, a hit die) or `!rest long` (a night at the inn, 200 coins)?"},
		{"no kind, a light purse", func(b *plugintest.Bot) { b.Edit(alice, func(c *rules.Character) { c.Coins = 199 }) },
			"!rest", "Which rest: `!rest short` (an hour, a hit die) or `!rest rough` (free, 12 hours)?"},
		{"bad kind", nil, "!rest forever", "I don't know `!rest forever`.\n\nUsage:\n- `!rest short`\n- `!rest long`\n- `!rest rough`"},
		{"rough with the inn's price", func(b *plugintest.Bot) { b.Edit(alice, func(c *rules.Character) { c.HP = 3; c.Coins = 200 }) },
			"!rest rough", "With 200 coins you can pay for a bed: `!rest long` is a night at Thom's inn (200 coins)."},
		{"rough while down", func(b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { c.Coins = 0; *c = rules.KnockOut(*c, b.Clock.Now(), rules.DefaultRecovery) })
		}, "!rest rough", "recovering until 15:00 (in 6h)"},
		{"a typo of a kind", nil, "!rest shrot", "I don't know `!rest shrot`. Did you mean `!rest short`?"},
		{"words after the kind", nil, "!rest short now", "`!rest short` takes nothing after it."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := plugintest.New(t)
			b.Create(alice, "Brom", "fighter", "dwarf")
			if tc.setup != nil {
				tc.setup(b)
			}
			before := b.Character(alice)
			rows := b.Say(alice, tc.line)
			require.Len(t, rows, 1, "one answer and no DM")
			assert.Contains(t, rows[0].Body, tc.want)
			assert.Equal(t, before, b.Character(alice))
		})
	}
}

func TestLongRestCooldownRunsFromTheLastLongRest(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.Coins = 1000 })
	b.Say(alice, "!rest long")
	b.Clock.Advance(23 * time.Hour)
	assert.Contains(t, b.Reply(alice, "!rest long"), "One long rest a day")
	b.Clock.Advance(time.Hour)
	assert.Contains(t, b.Reply(alice, "!rest long"), "long rest at Thom Krooke's inn")
	assert.Equal(t, 600, b.Character(alice).Coins)
}

func TestLongRestOnAnExpeditionIsACampNotTheInn(t *testing.T) {
	b := plugintest.Custom(t, character.Commands(), rest.Commands(rest.Deps{
		InExpedition: func(*bot.Context) (bool, error) { return true, nil },
	}))
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.Coins = 500; c.HP = 3 })
	before := b.Character(alice)
	assert.Contains(t, b.Reply(alice, "!rest long"), "a long rest is a camp")
	assert.Equal(t, before, b.Character(alice))
	assert.Contains(t, b.Reply(alice, "!rest short"), "short rest", "short rests are allowed on an expedition")
	assert.Contains(t, b.Reply(alice, "!rest"), "Which rest: `!rest short` (an hour, a hit die) or `!rest long` (in a standard camp or better)?",
		"a bare `!rest` offers the camp, not the inn or a haystack")
}

func TestNoNightAtTheInnInTheMiddleOfAZoneRun(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.Coins = 500; c.HP = 3 })
	_, err := b.Store.CreateZoneRun(context.Background(), alice, "crypt_valdris", b.Clock.Now())
	require.NoError(t, err)
	before := b.Character(alice)
	answer := b.Reply(alice, "!rest long")
	assert.Contains(t, answer, "You're in **The Crypt of Valdris**, and Thom Krooke's inn is a long walk back.")
	assert.Equal(t, before, b.Character(alice), "no coins taken, nothing restored")
	assert.Contains(t, b.Reply(alice, "!rest short"), "short rest", "a short rest in the dungeon is fine")
	assert.Contains(t, b.Reply(alice, "!rest"), "Which rest: `!rest short` (an hour, a hit die)?", "only the short rest is offered in a zone run")
}

// A broke character knocked out in the yard wakes at 1 HP (rules §1.9) and
// sleeps rough for nothing (rules §3.2): full HP again, no coins spent, 12
// hours. Before, it woke at full HP and there was no free long rest.
func TestABrokeCharacterSleepsRoughBackToFullHP(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) {
		c.Coins, c.HitDice = 40, 0
		*c = rules.KnockOut(*c, b.Clock.Now(), rules.DefaultRecovery)
	})
	b.Clock.Advance(rules.DefaultRecovery)
	rows := b.Say(alice, "!rest rough")
	room, dms := plugintest.Rooms(rows), plugintest.DMs(rows, alice)
	require.Len(t, room, 1)
	require.Len(t, dms, 1)
	assert.Contains(t, room[0], "settles in for a night sleeping rough behind Thom Krooke's stable until Tue 03:00 (in 12h)")
	for _, want := range []string{"**Long rest, sleeping rough** · Brom", "- HP: +19 (20/20)", "- Hit dice: 1 back (1 now)"} {
		assert.Contains(t, dms[0], want)
	}
	ch := b.Character(alice)
	assert.Equal(t, rules.MaxHP(ch), ch.HP)
	assert.Equal(t, 40, ch.Coins, "free")
	assert.Equal(t, b.Clock.Now().Add(12*time.Hour), ch.LockoutUntil.UTC())
}

func TestNoSleepingRoughOnAnExpedition(t *testing.T) {
	b := plugintest.Custom(t, character.Commands(), rest.Commands(rest.Deps{
		InExpedition: func(*bot.Context) (bool, error) { return true, nil },
	}))
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.Coins = 0; c.HP = 3 })
	before := b.Character(alice)
	assert.Contains(t, b.Reply(alice, "!rest rough"), "On an expedition you sleep in your camp")
	assert.Equal(t, before, b.Character(alice))
}
