package rest_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/plugins/character"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/plugins/rest"
	"github.com/gogobee/gogobee/internal/rules"
)

const alice = "@alice:example.org"

// rests says line as alice, a rest she takes, and returns the room's
// answer and her DM, one each.
func rests(t *testing.T, b *plugintest.Bot, line string) (room, dm string) {
	t.Helper()
	rows := b.Say(alice, line)
	rooms, dms := plugintest.Rooms(rows), plugintest.DMs(rows, alice)
	require.Len(t, rooms, 1)
	require.Len(t, dms, 1)
	return rooms[0], dms[0]
}

func TestShortRestHealsSpendsAHitDieAndLocksOutAnHour(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.HP = 5; c.Resources[rules.FeatureSecondWind] = 0 })
	room, dm := rests(t, b, "!rest short")
	assert.Contains(t, room, "settles in for a short rest until 10:00 (in 1h)")
	assert.Contains(t, dm, "- Hit dice: 1 spent, 0 left")
	assert.Contains(t, dm, "- Recharged: Second Wind")
	assert.NotContains(t, dm, "Spell slots restored", "a Fighter has no slots to restore")
	ch := b.Character(alice)
	assert.Greater(t, ch.HP, 5)
	assert.Equal(t, 0, ch.HitDice)
	assert.Equal(t, plugintest.Start().Add(time.Hour), ch.LockoutUntil.UTC())
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
	b.Edit(alice, func(c *rules.Character) { c.Coins, c.HP = 200, 3 })
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
			b.Edit(alice, func(c *rules.Character) { c.Coins, c.HP, c.Inventory["gem_moonstone"] = 199, 3, 1 })
		}, "!rest long", "costs 200 coins; you have 199 coins. He's fond of you, but not that fond. `!inventory` shows what you carry; `!sell <item>` turns finds into coins. `!rest rough` sleeps behind his stable for nothing, in 12 hours."},
		// a pack of starting kit alone: no `!sell` offered, every one would be refused
		{"not enough coins, nothing to sell", func(b *plugintest.Bot) { b.Edit(alice, func(c *rules.Character) { c.Coins, c.HP = 199, 3 }) },
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
			require.NoError(t, b.Store.Fight.Save(context.Background(), alice, []byte(`{}`), b.Clock.Now()))
		}, "!rest short", "can't rest in the middle of a fight"},
		{"no kind", func(b *plugintest.Bot) { b.Edit(alice, func(c *rules.Character) { c.Coins, c.HP = 200, 3 }) }, "!rest", "Which rest: `!rest short` (an hour, a hit die) or `!rest long` (a night at the inn, 200 coins)?"},
		{"no kind, a light purse", func(b *plugintest.Bot) { b.Edit(alice, func(c *rules.Character) { c.Coins, c.HP = 199, 3 }) },
			"!rest", "Which rest: `!rest short` (an hour, a hit die) or `!rest rough` (free, 12 hours)?"},
		// a short rest would bring nothing back, so it is not offered
		{"no kind, only a hit die to recover", func(b *plugintest.Bot) { b.Edit(alice, func(c *rules.Character) { c.Coins, c.HitDice = 200, 0 }) },
			"!rest", "Which rest: `!rest long` (a night at the inn, 200 coins)?"},
		// fully rested: the inn would take 200 coins and 8 hours for nothing (rules §3.2)
		{"inn, fully rested", func(b *plugintest.Bot) { b.Edit(alice, func(c *rules.Character) { c.Coins = 200 }) },
			"!rest long", "You're fully rested: a night in town would give you nothing a long rest gives back, so I've kept your coins and your day."},
		// with the inn's price, sleeping rough would point to the inn, which refuses too
		{"rough, fully rested, a full purse", func(b *plugintest.Bot) { b.Edit(alice, func(c *rules.Character) { c.Coins = 450 }) },
			"!rest rough", "You're fully rested"},
		{"rough, fully rested", func(b *plugintest.Bot) { b.Edit(alice, func(c *rules.Character) { c.Coins = 0 }) },
			"!rest rough", "You're fully rested"},
		{"no kind, fully rested", func(b *plugintest.Bot) { b.Edit(alice, func(c *rules.Character) { c.Coins = 200 }) },
			"!rest", "No rest to take right now:\n- A short rest: Nothing to recover: full HP, every slot and feature ready. Keep the hit die for when it counts.\n- A long rest: You're fully rested"},
		// at full HP a short rest brings back Second Wind but spends no hit die (rules §3.1)
		{"no kind, full HP, a feature spent", func(b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { c.Coins, c.Resources[rules.FeatureSecondWind] = 0, 0 })
		}, "!rest", "Which rest: `!rest short` (an hour; no hit die at full HP) or `!rest rough` (free, 12 hours)?"},
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
	b.Edit(alice, func(c *rules.Character) { c.Coins, c.HP = 1000, 3 })
	b.Say(alice, "!rest long")
	b.Clock.Advance(23 * time.Hour)
	b.Edit(alice, func(c *rules.Character) { c.HP = 3 })
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
	assert.Contains(t, b.Reply(alice, "!rest"), "Which rest: `!rest short` (an hour, a hit die)?",
		"a bare `!rest` offers neither the inn nor a haystack")
	assert.Contains(t, b.Reply(alice, "!rest short"), "short rest", "short rests are allowed on an expedition")
}

func TestNoNightAtTheInnInTheMiddleOfAZoneRun(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.Coins = 500; c.HP = 3 })
	_, err := b.Store.ZoneRun.Create(context.Background(), alice, "crypt_valdris", b.Clock.Now())
	require.NoError(t, err)
	before := b.Character(alice)
	answer := b.Reply(alice, "!rest long")
	assert.Contains(t, answer, "You're in **The Crypt of Valdris**, and Thom Krooke's inn is a long walk back.")
	assert.Equal(t, before, b.Character(alice), "no coins taken, nothing restored")
	assert.Contains(t, b.Reply(alice, "!rest"), "Which rest: `!rest short` (an hour, a hit die)?", "only the short rest is offered in a zone run")
	assert.Contains(t, b.Reply(alice, "!rest short"), "short rest", "a short rest in the dungeon is fine")
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
	room, dm := rests(t, b, "!rest rough")
	assert.Contains(t, room, "settles in for a night sleeping rough behind Thom Krooke's stable until Tue 03:00 (in 12h)")
	for _, want := range []string{"**Long rest, sleeping rough** · Brom", "- HP: +19 (20/20)", "- Hit dice: 1 back (1 now)"} {
		assert.Contains(t, dm, want)
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

// departed gives alice, hurt, an active Goblin Warrens expedition with
// two standard packs, standing in its first room.
func departed(t *testing.T, b *plugintest.Bot) {
	t.Helper()
	b.Edit(alice, func(c *rules.Character) { c.HP = 5 })
	b.Reply(alice, "!expedition start goblin warrens")
	b.Reply(alice, "!supplies buy standard 2")
	b.Say(alice, "!expedition depart")
	require.Equal(t, expedition.StatusActive, b.Expedition(alice).Status)
}

// pitchedRationed has alice, whose last long rest was 10 hours ago,
// make a standard camp with her packs below 10% (a partial rest: rules
// §8.10), then find her supplies back at 10 SU: the camp's long rest is
// due, and the 24-hour cooldown does not hold it (rules §3.2).
func pitchedRationed(t *testing.T, b *plugintest.Bot) {
	t.Helper()
	departed(t, b)
	b.Edit(alice, func(c *rules.Character) { c.LastLongRest = b.Clock.Now().Add(-10 * time.Hour) })
	b.EditExpedition(alice, func(e *expedition.Expedition) { e.Supplies.Current = 1.5 })
	require.Contains(t, b.Reply(alice, "!camp standard"), "A partial rest")
	b.EditExpedition(alice, func(e *expedition.Expedition) { e.Supplies.Current = 10 })
}

// TestRestLongInACampNeverClaimsACooldown: on an expedition `!rest long`
// is the standing camp's long rest, held by the day's one camp and not
// by the 24-hour cooldown (rules §3.2, §8.10). A camp that rested the
// player answers that its rest is had and the next day's camp gives the
// next, not "One long rest a day. Your next one is at …" (a time at which
// the camp is gone and the next camp had long rested the player); a camp
// that gave no long rest for want of supplies, now back, gives it in
// full. Before, both answered with the cooldown.
func TestRestLongInACampNeverClaimsACooldown(t *testing.T) {
	t.Run("the camp's rest had", func(t *testing.T) {
		b := plugintest.New(t)
		b.Create(alice, "Brom", "fighter", "dwarf")
		departed(t, b)
		require.Contains(t, b.Reply(alice, "!camp standard"), "A full long rest")
		b.Clock.Advance(9 * time.Hour)
		b.Edit(alice, func(c *rules.Character) { c.HP = 5 })
		before := b.Character(alice)
		rows := b.Say(alice, "!rest long")
		require.Len(t, rows, 1, "one answer and no DM")
		assert.Contains(t, rows[0].Body, "You've had this camp's long rest: a camp gives one, and the next day's camp gives the next, with no 24-hour wait. No camp now: today's one camp is made, and the next comes after the 06:00 briefing.")
		assert.NotContains(t, rows[0].Body, "One long rest a day")
		assert.Equal(t, before, b.Character(alice))
	})
	t.Run("the camp's rest due", func(t *testing.T) {
		b := plugintest.New(t)
		b.Create(alice, "Brom", "fighter", "dwarf")
		pitchedRationed(t, b)
		room, dm := rests(t, b, "!rest long")
		assert.Contains(t, room, "**Brom** settles in for the long rest of the standard camp until 17:00 (in 8h)")
		assert.Contains(t, dm, "**Long rest** · Brom")
		ch := b.Character(alice)
		assert.Equal(t, rules.MaxHP(ch), ch.HP)
		assert.Equal(t, b.Clock.Now(), ch.LastLongRest.UTC(), "the 24 hours start anew")
		assert.Contains(t, b.Reply(alice, "!expedition log"), "Long rest in the standard camp")
		b.Clock.Advance(9 * time.Hour)
		assert.Contains(t, b.Reply(alice, "!rest long"), "You've had this camp's long rest", "one a camp")
	})
}

// TestABareRestOffersOnlyWhatRestTakes: a bare `!rest` offers a rest
// only when `!rest <kind>` would take it right now, asking the command's
// own checks (rules §3.1, §3.2, §8.8): each kind offered is taken, each
// left out is refused. In Siege Mode it offered `!rest short`, refused
// there, and its usage listed `!rest rough`, refused on every expedition.
func TestABareRestOffersOnlyWhatRestTakes(t *testing.T) {
	siege := func(t *testing.T, b *plugintest.Bot) {
		b.EditExpedition(alice, func(e *expedition.Expedition) { e.Threat.Level, e.Threat.Siege = 100, true })
	}
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, b *plugintest.Bot)
		want  string // the bare `!rest`'s answer
	}{
		{"Siege Mode, no camp", func(t *testing.T, b *plugintest.Bot) { departed(t, b); siege(t, b) },
			"No rest to take right now:\n- A short rest: No rest here: Siege Mode: too dangerous for a short rest.\n- A long rest: On an expedition a long rest needs a camp: `!camp standard`"},
		{"Siege Mode, the camp's rest had", func(t *testing.T, b *plugintest.Bot) {
			departed(t, b)
			siege(t, b)
			b.Reply(alice, "!camp standard")
			b.Clock.Advance(9 * time.Hour)
			b.Edit(alice, func(c *rules.Character) { c.HP = 5 })
		}, "- A long rest: You've had this camp's long rest"},
		{"Siege Mode, the camp's rest due", func(t *testing.T, b *plugintest.Bot) { pitchedRationed(t, b); siege(t, b) },
			"Which rest: `!rest long` (your camp's long rest, free)?"},
		{"no camp", departed, "Which rest: `!rest short` (an hour, a hit die)?"},
		{"the camp's rest due", pitchedRationed, "Which rest: `!rest short` (an hour, a hit die) or `!rest long` (your camp's long rest, free)?"},
		{"in town", func(t *testing.T, b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { c.HP, c.Coins = 5, 200 })
		},
			"Which rest: `!rest short` (an hour, a hit die) or `!rest long` (a night at the inn, 200 coins)?"},
		{"in town, a light purse", func(t *testing.T, b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { c.HP, c.Coins = 5, 10 })
		},
			"Which rest: `!rest short` (an hour, a hit die) or `!rest rough` (free, 12 hours)?"},
		{"in town, rested today", func(t *testing.T, b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { c.Coins, c.LastLongRest = 200, b.Clock.Now().Add(-time.Hour) })
		}, "- A long rest: One long rest a day. Your next one is at Tue 08:00 (in 23h)."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fresh := func() *plugintest.Bot {
				b := plugintest.New(t)
				b.Create(alice, "Brom", "fighter", "dwarf")
				tc.setup(t, b)
				return b
			}
			offer := fresh().Reply(alice, "!rest")
			assert.Contains(t, offer, tc.want)
			for _, kind := range []string{"short", "long", "rough"} {
				cmd := "`!rest " + kind + "`"
				offered := strings.HasPrefix(offer, "Which rest:") && strings.Contains(offer, cmd)
				rows := fresh().Say(alice, "!rest "+kind)
				taken := len(plugintest.DMs(rows, alice)) > 0
				assert.Equal(t, offered, taken, "%s offered in %q, taken: %v", cmd, offer, rows)
			}
		})
	}
}
