package shop_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

const alice = "@alice:example.org"

func TestShopListsThePlayersTierAndOneAbove(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	answer := b.Reply(alice, "!shop")
	assert.Contains(t, answer, "**Thom Krooke's shop** · you have 150 coins")
	assert.Contains(t, answer, "**Weapons** (Fine: tier 2)\n- Dagger, Dart, Handaxe, Mace, Quarterstaff, Sling, Spear: 50 coins · Fine 225\n")
	assert.Contains(t, answer, "- Potion of Healing: 50 coins · heals 2d4+2")
	assert.Contains(t, answer, "- Berry Poultice: 100 coins · heals 12")
	assert.Contains(t, answer, "- Long rest at the inn: 200 coins · `!rest long`")
	assert.Contains(t, answer, "- Subclass change (the first pick is free): 500 coins · `!subclass <name>`")
	assert.NotContains(t, answer, "Superior", "tier 3 is two above tier 1")

	b.Edit(alice, func(c *rules.Character) { c.Level = 7 })
	answer = b.Reply(alice, "!shop")
	assert.Contains(t, answer, "**Weapons** (Fine: tier 2, Superior: tier 3, Runed: tier 4)\n")
	assert.Contains(t, answer, "Warhammer: 100 coins · Fine 450 · Superior 1,500 · Runed 7,500\n")
	assert.NotContains(t, answer, "Mythic")
}

func TestBuySpendsCoinsAndAddsItems(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	answer := b.Reply(alice, "!buy potion of healing 2")
	assert.Contains(t, answer, "**Potion of Healing** ×2 across the counter for 100 coins. You have 50 coins left.")
	ch := b.Character(alice)
	assert.Equal(t, 50, ch.Coins)
	assert.Equal(t, 3, ch.Inventory.Count("potion_of_healing"))

	assert.Contains(t, b.Reply(alice, "!buy 1 STANDARD supply pack"), "`!expedition start <zone>` opens provisioning")
	assert.Equal(t, 50, b.Character(alice).Coins, "supply packs are bought at provisioning, not over the counter")
	assert.Zero(t, b.Character(alice).Inventory.Count("supply_pack_standard"))
}

func TestBuyRefusalsChangeNothing(t *testing.T) {
	cases := []struct {
		line, want string
	}{
		{"!buy nothing", "I can't find “nothing” on Thom's shelves. `!shop` shows the price list."},
		{"!buy runed longsword", "Thom keeps **Runed Longsword** (tier 4) behind the counter"},
		{"!buy potion of healing 4", "**Potion of Healing** ×4 costs 200 coins; you have 150 coins."},
		{"!buy longsword 0", "Counts go from 1 to 100."},
		{"!buy inn", "Book a night with `!rest long`."},
		{"!buy subclass respec", "A subclass isn't a thing you carry home: `!subclass` shows yours"},
		{"!buy chain", "More than one thing on Thom's shelves fits “chain”"},
		{"!buy", "Buy what?"},
	}
	for _, tc := range cases {
		t.Run(tc.line, func(t *testing.T) {
			b := plugintest.New(t)
			b.Create(alice, "Brom", "fighter", "dwarf")
			before := b.Character(alice)
			assert.Contains(t, b.Reply(alice, tc.line), tc.want)
			assert.Equal(t, before, b.Character(alice))
		})
	}
}

// Thom won't sell armour the class can't wear: the player would only sell
// it back at half. A weapon the class isn't trained with still works (at a
// penalty), so it is sold with a warning.
func TestBuyRefusesArmourTheClassCannotWear(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Aria", "mage", "elf")
	before := b.Character(alice)
	assert.Contains(t, b.Reply(alice, "!buy chain mail"), "Thom won't sell you **Chain Mail**: Mages aren't trained to wear it")
	assert.Equal(t, before, b.Character(alice), "nothing changed")
	assert.Contains(t, b.Reply(alice, "!buy greatsword"), "(Mages aren't trained with it:")
	assert.Equal(t, 1, b.Character(alice).Inventory.Count("greatsword_t1"))
}

func TestSellPaysHalfForEquipmentTreasureAndConsumables(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) {
		c.Coins = 0
		c.Inventory["longsword_t2"] = 1
		c.Inventory["potion_of_healing"] = 3
		c.Inventory["gem_moonstone"] = 2
	})
	assert.Contains(t, b.Reply(alice, "!sell fine longsword"), "Thom counts out 225 coins for **Fine Longsword**. You have 225 coins.")
	assert.Contains(t, b.Reply(alice, "!sell potion 2"), "Thom counts out 50 coins for **Potion of Healing** ×2.")
	assert.Equal(t, 275, b.Character(alice).Coins)
	b.Reply(alice, "!sell moonstone all")
	ch := b.Character(alice)
	assert.Equal(t, 275+2*30, ch.Coins, "a 60-coin moonstone sells for 30")
	assert.Equal(t, 1, ch.Inventory.Count("potion_of_healing"))
	assert.Equal(t, 0, ch.Inventory.Count("gem_moonstone"))
	assert.Equal(t, 0, ch.Inventory.Count("longsword_t2"))
}

func TestSellRefusalsChangeNothing(t *testing.T) {
	cases := []struct {
		line, want string
	}{
		{"!sell potion 99", "You have only 1 **Potion of Healing**, not 99, and Thom won't buy it: it came in your starting kit, and he doesn't pay for what cost you nothing."},
		{"!sell longsword", "Thom won't buy your **Longsword**: it came in your starting kit"},
		{"!sell supply pack", "Thom won't buy **Standard Supply Pack**."},
		{"!sell dragon", "I can't find “dragon” in your pack. `!inventory` shows what you carry."},
		{"!sell", "Sell what?"},
		{"!sell all", "All of what? `!sell <item> all` sells every copy of one item"},
	}
	for _, tc := range cases {
		t.Run(tc.line, func(t *testing.T) {
			b := plugintest.New(t)
			b.Create(alice, "Brom", "fighter", "dwarf")
			b.Edit(alice, func(c *rules.Character) { c.Inventory["supply_pack_standard"] = 1 })
			before := b.Character(alice)
			assert.Contains(t, b.Reply(alice, tc.line), tc.want)
			assert.Equal(t, before, b.Character(alice))
		})
	}
}

func TestTradeIsRefusedDuringAFight(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	require.NoError(t, b.Store.Fight.Save(context.Background(), alice, []byte(`{}`), b.Clock.Now()))
	before := b.Character(alice)
	assert.Contains(t, b.Reply(alice, "!buy potion"), "Thom doesn't deliver to battlefields.")
	assert.Contains(t, b.Reply(alice, "!sell potion"), "Thom doesn't deliver to battlefields.")
	assert.Equal(t, before, b.Character(alice))
}

func TestThomsDiscountIsGoodForOnePurchase(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.Coins = 1000; c.ShopDiscount = 10 })
	assert.Contains(t, b.Reply(alice, "!buy potion of healing 2"), "for 90 coins (10% off")
	assert.Equal(t, 910, b.Character(alice).Coins)
	assert.Zero(t, b.Character(alice).ShopDiscount, "used up")
	assert.Contains(t, b.Reply(alice, "!buy potion of healing 2"), "for 100 coins.")
	assert.Equal(t, 810, b.Character(alice).Coins)
}

// A name typed on a phone, with its typographic apostrophes and quotes,
// finds the item like one typed on a keyboard.
func TestSellReadsTypographicApostrophesAndQuotes(t *testing.T) {
	for _, typed := range []string{
		"!sell Valdris’s Seal Fragment",
		"!sell ‘Valdris’s Seal Fragment’",
		"!sell Valdris‘s seal fragment",
		"!sell valdrisʼs seal",
	} {
		b := plugintest.New(t)
		b.Create(alice, "Brom", "fighter", "dwarf")
		b.Edit(alice, func(c *rules.Character) { c.Inventory["valdris_seal_fragment"] = 1 })
		assert.Contains(t, b.Reply(alice, typed), "Thom counts out", typed)
		assert.Zero(t, b.Character(alice).Inventory.Count("valdris_seal_fragment"), typed)
	}
}

// Worn gear is refused as kit first when every copy owned is starting kit
// (rules §4.5): taking it off would not make it sellable. Worn gear that
// was bought is refused until it is taken off.
func TestSellingWornGear(t *testing.T) {
	for _, tc := range []struct {
		name, line, want string
		bought           bool
	}{
		{"worn kit", "!sell longsword", "Thom won't buy your **Longsword**: it came in your starting kit", false},
		{"worn kit armour", "!sell chain mail", "Thom won't buy your **Chain Mail**: it came in your starting kit", false},
		{"worn and bought", "!sell longsword", "`!unequip` it first", true},
	} {
		b := plugintest.New(t)
		b.Create(alice, "Brom", "fighter", "dwarf")
		if tc.bought {
			b.Edit(alice, func(c *rules.Character) {
				c.Equipment.Set(rules.SlotMainHand, "longsword_t2")
			})
		}
		before := b.Character(alice)
		got := b.Reply(alice, tc.line)
		assert.Contains(t, got, tc.want, tc.name)
		if !tc.bought {
			assert.NotContains(t, got, "unequip", tc.name)
		}
		assert.Equal(t, before, b.Character(alice), "%s: a refused sale changes nothing", tc.name)
	}
}

// The starting kit is not bought back (rules §4.5): a Fighter out of its
// chain mail cannot sell it for 75 coins, and `all` sells only the copies
// bought. Before, the kit sold like anything else.
func TestStartingKitIsNotBoughtBack(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Reply(alice, "!unequip armor")
	before := b.Character(alice)
	require.Equal(t, 1, before.Inventory.Count("chain_mail_t1"))
	assert.Contains(t, b.Reply(alice, "!sell chain mail"),
		"Thom won't buy your **Chain Mail**: it came in your starting kit, and he doesn't pay for what cost you nothing.")
	assert.Equal(t, before, b.Character(alice), "a refused sale changes nothing")

	b.Edit(alice, func(c *rules.Character) { c.Inventory["potion_of_healing"] = 3 })
	assert.Contains(t, b.Reply(alice, "!sell potion 3"), "Only 2 of your **Potion of Healing** can be sold: the other 1 came in your starting kit")
	// Too few copies: `all` is offered only for the copies it would sell.
	assert.Contains(t, b.Reply(alice, "!sell potion 5"), "You have only 3 **Potion of Healing**, not 5, and only 2 can be sold: the other 1 came in your starting kit, and Thom doesn't pay for what cost you nothing. `!sell potion of healing all` sells those 2.")
	b.Edit(alice, func(c *rules.Character) { c.Inventory["gem_moonstone"] = 2 })
	assert.Contains(t, b.Reply(alice, "!sell moonstone 3"), "You have only 2 **Moonstone**, not 3: `!sell moonstone all` sells every one.")
	assert.Contains(t, b.Reply(alice, "!sell potion all"),
		"Thom counts out 50 coins for **Potion of Healing** ×2. You have 200 coins. The Potion of Healing from your starting kit stays with you")
	assert.Equal(t, 1, b.Character(alice).Inventory.Count("potion_of_healing"))
}

// Thom's shop is in town (rules §4.5): in the field `!buy` and `!sell`
// are refused and change nothing; provisioning before setting off and
// home after extracting, the shop is open.
func TestTheShopIsInTown(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) { c.Inventory["gem_moonstone"] = 2 })
	b.Reply(alice, "!expedition start goblin warrens")
	b.Reply(alice, "!supplies buy standard 2")
	assert.Contains(t, b.Reply(alice, "!buy potion of healing"), "Thom slides", "provisioning is in town")
	b.Say(alice, "!expedition depart")
	before := b.Character(alice)
	for _, line := range []string{"!buy potion of healing", "!sell moonstone", "!sell moonstone all", "!buy dagger"} {
		got := b.Reply(alice, line)
		assert.Contains(t, got, "Thom Krooke's shop is back in town, not in **Goblin Warrens**", line)
		assert.NotContains(t, got, "trade", "%s: Goblin Warrens has no trader", line)
		assert.Equal(t, before, b.Character(alice), "%s: a refusal changes nothing", line)
	}
	assert.Contains(t, b.Reply(alice, "!shop"), "Thom Krooke's shop is back in town, not in **Goblin Warrens**", "the price list says where the shop is")
	b.Reply(alice, "!extract")
	assert.NotContains(t, b.Reply(alice, "!shop"), "back in town", "home")
	assert.Contains(t, b.Reply(alice, "!sell moonstone"), "Thom counts out", "home after extracting")
}

func TestShopLeavesOutArmourTheClassCannotWear(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Aria", "mage", "elf")
	answer := b.Reply(alice, "!shop")
	assert.NotContains(t, answer, "Plate", "a Mage isn't trained for heavy armour, and `!buy plate` is refused")
	assert.NotContains(t, answer, "Shield")
	assert.Contains(t, answer, "Quarterstaff", "weapons stay: a Mage may wield one untrained")
	assert.Contains(t, b.Reply(alice, "!buy plate"), "Thom won't sell you **Plate Armor**: Mages aren't trained to wear it")

	const bob = "@bob:example.org"
	b.Create(bob, "Brom", "fighter", "dwarf")
	answer = b.Reply(bob, "!shop")
	assert.Contains(t, answer, "Plate")
	assert.Contains(t, answer, "Shield")
}
