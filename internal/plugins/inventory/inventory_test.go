package inventory_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/plugins/character"
	"github.com/gogobee/gogobee/internal/plugins/inventory"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

const alice = "@alice:example.org"

func TestInventoryGroupsCarriedItemsByKindAndMaterialsByRarity(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) {
		c.Inventory["dagger_t1"] = 2
		c.Inventory["forest_essence"] = 3
		c.Inventory["aboleth_mucus"] = 1
		c.Inventory["gem_moonstone"] = 1
	})
	answer := b.Reply(alice, "!inv")
	for _, want := range []string{
		"🎒 **Brom's pack** · 150 coins",
		"**Equipped**\n- Main hand: Longsword\n- Off hand: Shield\n- Armour: Chain Mail",
		"**Weapons**\n- Dagger ×2 — 1d4 piercing, finesse",
		"**Consumables**\n- Potion of Healing — heals 2d4+2",
		"**Materials**\n_Rare_\n- Refined Aboleth Mucus — sells for 230\n_Uncommon_\n- Forest Essence ×3 — sells for 45",
		"**Treasure**\n_Uncommon_\n- Moonstone — sells for 30",
	} {
		assert.Contains(t, answer, want)
	}
	assert.Less(t, indexOf(answer, "**Weapons**"), indexOf(answer, "**Consumables**"))
	assert.Less(t, indexOf(answer, "**Consumables**"), indexOf(answer, "**Materials**"))
}

func indexOf(s, sub string) int { return strings.Index(s, sub) }

func TestEquipAndUnequipMoveItemsBetweenPackAndSlots(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.Inventory["battleaxe_t1"] = 1 })

	answer := b.Reply(alice, "!equip BATTLEAXE")
	assert.Contains(t, answer, "**Battleaxe** now in your main hand slot. Longsword back in the pack.")
	ch := b.Character(alice)
	assert.Equal(t, rules.ItemID("battleaxe_t1"), ch.Equipment.Get(rules.SlotMainHand))
	assert.Equal(t, 1, ch.Inventory.Count("longsword_t1"))

	assert.Contains(t, b.Reply(alice, "!unequip shield"), "**Shield** goes back in the pack.")
	assert.Contains(t, b.Reply(alice, "!unequip chain mail"), "**Chain Mail** goes back in the pack.")
	ch = b.Character(alice)
	assert.Equal(t, rules.ItemID(""), ch.Equipment.Get(rules.SlotOffHand))
	assert.Equal(t, rules.ItemID(""), ch.Equipment.Get(rules.SlotArmor))
	assert.Equal(t, 1, ch.Inventory.Count("shield_t1"))
	assert.Equal(t, 1, ch.Inventory.Count("chain_mail_t1"))
}

func TestEquipRefusalsChangeNothing(t *testing.T) {
	cases := []struct {
		line, want string
	}{
		{"!equip chain mail", "Mages aren't trained to wear heavy armour."},
		// a Mage is not trained for plate, and `!buy` refuses it: no hint to buy it
		{"!equip plate", "I can't find “plate” in your pack.\n"},
		{"!equip dagger", "I can't find “dagger” in your pack. Thom sells **Dagger**: `!buy dagger`."},
		{"!equip quarterstaff", "You're already wearing **Quarterstaff**."},
		{"!equip potion", "is for using, not wearing"},
		{"!equip pottion of heling", "Did you mean **Potion of Healing**?"},
		{"!unequip ring", "Nothing to take off: your ring slot is empty."},
		{"!unequip potion", "**Potion of Healing** is already in your pack, not on you."},
		{"!equip", "Equip what?"},
	}
	for _, tc := range cases {
		t.Run(tc.line, func(t *testing.T) {
			b := plugintest.New(t)
			b.Create(alice, "Aria", "mage", "elf")
			b.Edit(alice, func(c *rules.Character) { c.Inventory["chain_mail_t1"] = 1 })
			before := b.Character(alice)
			assert.Contains(t, b.Reply(alice, tc.line), tc.want)
			assert.Equal(t, before, b.Character(alice))
		})
	}
}

// Advice to buy or sell at Thom's is true where the player stands: his
// counter is in town (rules §4.5), so in a zone it waits for town.
func TestShopAdviceKnowsWhereThePlayerStands(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.Inventory["gem_moonstone"] = 1; c.Coins = 500 })
	assert.Contains(t, b.Reply(alice, "!equip plate"), "Thom sells **Plate Armor**: `!buy plate armor`.", "in town")
	assert.Contains(t, b.Reply(alice, "!use moonstone"), "Thom might buy it: `!sell moonstone`.", "in town")
	b.Reply(alice, "!expedition start goblin warrens")
	b.Reply(alice, "!supplies buy standard 2")
	b.Say(alice, "!expedition depart")
	assert.Contains(t, b.Reply(alice, "!equip plate"), "Thom sells **Plate Armor**: `!buy plate armor` once you're back in town.")
	assert.Contains(t, b.Reply(alice, "!use moonstone"), "Thom might buy it: `!sell moonstone` once you're back in town.")
}

// An item Thom won't buy (a boss's keepsake) is not offered for sale when
// it cannot be used: `!sell` would only refuse it.
func TestUseOffersNoSaleThomWouldRefuse(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.Inventory["valdris_phylactery_shard"] = 1 })
	answer := b.Reply(alice, "!use valdris's phylactery shard")
	assert.Contains(t, answer, "isn't something you can use. It's worth more kept.")
	assert.NotContains(t, answer, "sell")
	assert.Contains(t, b.Reply(alice, "!sell valdris's phylactery shard"), "Thom won't buy")
}

// A purse short of the price gets the price, not a `!buy` that `!buy`
// would refuse for it.
func TestShopAdviceNamesThePriceToAShortPurse(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Hald", "fighter", "human")
	got := b.Reply(alice, "!equip plate")
	assert.Contains(t, got, "Thom sells **Plate Armor** for 300 coins; you have 150 coins.")
	assert.NotContains(t, got, "`!buy plate armor`")
}

func TestEquipIsRefusedDuringAFight(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.Inventory["battleaxe_t1"] = 1 })
	require.NoError(t, b.Store.Fight.Save(context.Background(), alice, []byte(`{}`), b.Clock.Now()))
	before := b.Character(alice)
	assert.Contains(t, b.Reply(alice, "!equip battleaxe"), "No changing outfits mid-fight.")
	assert.Contains(t, b.Reply(alice, "!unequip shield"), "No changing outfits mid-fight.")
	assert.Equal(t, before, b.Character(alice))
}

func TestUseHealingPotionHealsAndIsUsedUp(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.HP = 3 })
	answer := b.Reply(alice, "!use potion")
	ch := b.Character(alice)
	healed := ch.HP - 3
	assert.GreaterOrEqual(t, healed, 4, "2d4+2 heals at least 4")
	assert.LessOrEqual(t, healed, 10, "2d4+2 heals at most 10")
	assert.Contains(t, answer, "You use the **Potion of Healing**")
	assert.Equal(t, 0, ch.Inventory.Count("potion_of_healing"))
}

func TestUseRefusalsChangeNothing(t *testing.T) {
	cases := []struct {
		name  string
		setup func(c *rules.Character)
		line  string
		want  string
	}{
		{"full HP", nil, "!use potion of healing", "You're already at full HP (20/20)."},
		{"fight-only consumable", func(c *rules.Character) { c.HP = 5; c.Inventory["goblin_grease"] = 1 }, "!use goblin grease", "**Goblin Grease** is for fights"},
		{"equipment", func(c *rules.Character) { c.HP = 5; c.Inventory["dagger_t1"] = 1 }, "!use dagger", "Wear it with `!equip dagger`"},
		{"not carried", func(c *rules.Character) { c.HP = 5 }, "!use berry poultice", "I can't find “berry poultice” in your pack. Thom sells **Berry Poultice**"},
		{"treasure", func(c *rules.Character) { c.Inventory["gem_moonstone"] = 1 }, "!use moonstone", "isn't something you can use"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := plugintest.New(t)
			b.Create(alice, "Brom", "fighter", "dwarf")
			if tc.setup != nil {
				b.Edit(alice, tc.setup)
			}
			before := b.Character(alice)
			assert.Contains(t, b.Reply(alice, tc.line), tc.want)
			assert.Equal(t, before, b.Character(alice))
		})
	}
}

func TestUseWhileDownIsRefused(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { *c = rules.KnockOut(*c, b.Clock.Now(), rules.DefaultRecovery) })
	before := b.Character(alice)
	assert.Contains(t, b.Reply(alice, "!use potion"), "recovering until 15:00")
	assert.Equal(t, before, b.Character(alice))
}

func TestUseInAFightIsLeftToTheFight(t *testing.T) {
	b := plugintest.Custom(t, character.Commands(), inventory.Commands(inventory.Deps{}))
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.HP = 5 })
	require.NoError(t, b.Store.Fight.Save(context.Background(), alice, []byte(`{}`), b.Clock.Now()))
	before := b.Character(alice)
	assert.Contains(t, b.Reply(alice, "!use potion"), "You're in a fight")
	assert.Equal(t, before, b.Character(alice))
}

func TestUseInAFightGoesToTheFightHook(t *testing.T) {
	var got string
	b := plugintest.Custom(t, character.Commands(), inventory.Commands(inventory.Deps{
		UseInFight: func(c *bot.Context, ch rules.Character, it content.Item, _ string) error {
			got = ch.Name + " uses " + string(it.ID)
			c.Reply("in the fight")
			return nil
		},
	}))
	b.Create(alice, "Brom", "fighter", "dwarf")
	require.NoError(t, b.Store.Fight.Save(context.Background(), alice, []byte(`{}`), b.Clock.Now()))
	assert.Equal(t, "in the fight", b.Reply(alice, "!use potion"))
	assert.Equal(t, "Brom uses potion_of_healing", got)
}
