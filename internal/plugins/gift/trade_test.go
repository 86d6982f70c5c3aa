package gift_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
)

func TestATradeSwapsBothSidesWhenTheOtherAccepts(t *testing.T) {
	b := twoPlayers(t)
	b.Edit(bob, func(c *rules.Character) { c.Inventory["gem_moonstone"] = 1 })
	annBefore, bobBefore := b.Character(ann), b.Character(bob)

	rows := b.Say(ann, "!trade @bob:example.org potion of healing 2, coins 10 for moonstone")
	require.Len(t, plugintest.Rooms(rows), 1)
	assert.Contains(t, plugintest.Rooms(rows)[0], "Offer sent to **Bob** (`＠bob:example.org`): 2 **Potion of Healing** and 10 coins for 1 **Moonstone**.")
	require.Len(t, plugintest.DMs(rows, bob), 1, "Bob hears of it")
	assert.Contains(t, plugintest.DMs(rows, bob)[0], "`!trade accept ＠ann:example.org`")
	assert.Equal(t, annBefore, b.Character(ann), "an offer moves nothing")
	assert.Contains(t, b.Reply(bob, "!trade"), "- From `＠ann:example.org`: 2 **Potion of Healing** and 10 coins for 1 **Moonstone**")

	rows = b.Say(bob, "!trade accept")
	assert.Contains(t, plugintest.Rooms(rows)[0], "**Ann** and **Bob** trade: 2 **Potion of Healing** and 10 coins for 1 **Moonstone**.")
	require.Len(t, plugintest.DMs(rows, ann), 1)
	a, o := b.Character(ann), b.Character(bob)
	assert.Equal(t, annBefore.Coins-10, a.Coins)
	assert.Equal(t, bobBefore.Coins+10, o.Coins)
	assert.Equal(t, 1, a.Inventory.Count("gem_moonstone"))
	assert.Zero(t, o.Inventory.Count("gem_moonstone"))
	assert.Equal(t, bobBefore.Inventory.Count("potion_of_healing")+2, o.Inventory.Count("potion_of_healing"))

	received := func(user id.UserID) []store.LedgerEntry {
		rows, err := b.Store.Ledger.Of(context.Background(), user, 10)
		require.NoError(t, err)
		var out []store.LedgerEntry
		for _, r := range rows {
			if r.UserID == user {
				out = append(out, r)
			}
		}
		return out
	}
	toAnn, toBob := received(ann), received(bob)
	require.Len(t, toAnn, 1, "the gem")
	assert.Equal(t, store.LedgerTrade, toAnn[0].Kind)
	assert.Equal(t, rules.ItemID("gem_moonstone"), toAnn[0].ItemID)
	require.Len(t, toBob, 3, "the potions, the coins, and Bob's surplus: 2 potions (50 each) and 10 coins against a 60-coin gem")
	assert.Equal(t, store.LedgerSurplus, toBob[0].What)
	assert.Equal(t, 50, toBob[0].Amount)

	assert.Contains(t, b.Reply(bob, "!trade accept"), "No trade offer waits for your answer", "one answer, one swap")
}

// Bad offers and answers are refused with the reason and nothing changes.
func TestTradeRefusalsChangeNothing(t *testing.T) {
	cases := []struct {
		name  string
		setup func(b *plugintest.Bot)
		lines []string // "/bob " lines are Bob's
		want  string
	}{
		{"with yourself", nil, []string{"!trade @ann:example.org coins 5 for coins 6"}, "A trade with yourself changes nothing."},
		{"no for", nil, []string{"!trade @bob:example.org coins 5"}, "Say what you give, then `for`"},
		{"nothing on one side", nil, []string{"!trade @bob:example.org coins 5 for"}, "Say what you give, then `for`"},
		{"no character", nil, []string{"!trade @cy:example.org coins 5 for coins 6"}, "has no character to trade with."},
		{"not in the proposer's pack", nil, []string{"!trade @bob:example.org moonstone for coins 6"}, "I can't find “moonstone” in your pack."},
		{"the proposer's kit", func(b *plugintest.Bot) {
			b.Edit(ann, func(c *rules.Character) { c.Inventory["potion_of_healing"] = 1 })
		},
			[]string{"!trade @bob:example.org potion of healing for coins 6"}, "Your **Potion of Healing** came in your starting kit"},
		{"Bob lacks what is asked", nil, []string{"!trade @bob:example.org coins 5 for moonstone", "/bob !trade accept"}, "You don't carry any **Moonstone** to trade"},
		{"Bob's purse", nil, []string{"!trade @bob:example.org potion of healing 2 for coins 151", "/bob !trade accept"}, "The first 150 coins are your starting purse, and those stay with you: you can trade 150 coins."},
		{"declined", nil, []string{"!trade @bob:example.org coins 5 for coins 6", "/bob !trade decline", "/bob !trade accept"}, "No trade offer waits"},
		{"withdrawn", nil, []string{"!trade @bob:example.org coins 5 for coins 6", "!trade cancel", "/bob !trade accept"}, "No trade offer waits"},
		{"an hour late", nil, []string{"!trade @bob:example.org coins 5 for coins 6", "/wait", "/bob !trade accept"}, "No trade offer waits"},
		{"lopsided past the allowance", func(b *plugintest.Bot) { b.Edit(ann, func(c *rules.Character) { c.Coins = 1000 }) },
			[]string{"!trade @bob:example.org coins 400 for coins 1"}, "**Bob** would get 399 coins more than they give"},
		{"a total past what a number holds", nil, []string{"!trade @bob:example.org coins 9223372036854775807, coins 10001 for coins 10"}, "Coins go from 1 to 1,000,000 at a time."},
		{"coins summed past the cap", nil, []string{"!trade @bob:example.org coins 600,000 and coins 400,001 for coins 10"}, "Coins go from 1 to 1,000,000 at a time."},
		{"thousands with commas", nil, []string{"!trade @bob:example.org coins 5,000 for coins 10"}, "You have 650 coins, not 5,000 coins, and 500 of them can go"},
		{"worn gear", func(b *plugintest.Bot) {
			b.Edit(ann, func(c *rules.Character) { c.Equipment[rules.SlotMainHand] = "handaxe_t1" })
		},
			[]string{"!trade @bob:example.org handaxe for coins 10"}, "You're wearing **Handaxe**. `!unequip handaxe` first, then trade it."},
		{"thousands before a comma", nil, []string{"!trade @bob:example.org coins 2,000, potion of healing for coins 10"}, "You have 650 coins, not 2,000 coins, and 500 of them can go"},
		{"a user ID with a comma", func(b *plugintest.Bot) { b.Edit(bob, func(c *rules.Character) { c.Coins = 150 }) },
			[]string{"!trade @bob:example.org, coins 5 for coins 10"}, "**Bob** has 150 coins, all of it within the 150 coins they started with, and a starting purse stays with its owner"},
		{"asking coins of a purse below the starting one", func(b *plugintest.Bot) { b.Edit(bob, func(c *rules.Character) { c.Coins = 80 }) },
			[]string{"!trade @bob:example.org coins 5 for coins 10"}, "**Bob** has 80 coins, all of it within the 150 coins they started with"},
		{"asking for their starting kit", nil, []string{"!trade @bob:example.org coins 5 for potion of healing"}, "**Bob**'s **Potion of Healing** came in their starting kit, and that stays with them"},
		{"a bare name", nil, []string{"!trade bob coins 5 for coins 6"}, "With whom? Give their full user ID first"},
		{"a short user ID", nil, []string{"!trade @bob coins 5 for coins 5"}, "With whom? Give their full user ID first"},
		{"cancelling a lapsed offer", nil, []string{"!trade @bob:example.org coins 5 for coins 6", "/wait", "!trade cancel"}, "had already lapsed"},
		{"answering a named proposer with none from them", nil, []string{"!trade @bob:example.org coins 5 for coins 6", "/bob !trade accept @cy:example.org"}, "No trade offer from `＠cy:example.org` waits"},
		{"Bob went into a zone", nil, []string{"!trade @bob:example.org coins 5 for coins 6", "/bob !zone start goblin warrens", "/bob !trade accept"}, "**Bob** is in **Goblin Warrens**"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := twoPlayers(t)
			if tc.setup != nil {
				tc.setup(b)
			}
			annBefore, bobBefore := b.Character(ann), b.Character(bob)
			last := play(b, tc.lines, 61*time.Minute)
			assert.Contains(t, last, tc.want)
			assertNothingMoved(t, b, annBefore, bobBefore)
			for _, u := range []string{ann, bob} {
				rows, err := b.Store.Ledger.Of(context.Background(), id.UserID(u), 10)
				require.NoError(t, err)
				assert.Empty(t, rows, "nothing in the ledger for %s", u)
			}
		})
	}
}

// An offer whose proposer no longer has what they offered is void: the
// answer says so, the offer is gone for good, and the proposer is told.
func TestAVoidOfferIsDroppedWhenAnswered(t *testing.T) {
	b := twoPlayers(t)
	b.Reply(ann, "!trade @bob:example.org potion of healing 2 for coins 10")
	b.Reply(ann, "!sell potion of healing 2")
	bobBefore := b.Character(bob)
	rows := b.Say(bob, "!trade accept")
	require.Len(t, plugintest.Rooms(rows), 1)
	assert.Contains(t, plugintest.Rooms(rows)[0], "**Ann** no longer has what they offered, so the offer is void and gone.")
	require.Len(t, plugintest.DMs(rows, ann), 1)
	assert.Contains(t, plugintest.DMs(rows, ann)[0], "you no longer had 2 **Potion of Healing**")
	assert.Contains(t, b.Reply(bob, "!trade accept"), "No trade offer waits")
	assert.Equal(t, bobBefore, b.Character(bob))

	// a deleted character's offer goes with it
	b.Reply(ann, "!trade @bob:example.org coins 5 for coins 6")
	b.Reply(ann, "!char delete")
	b.Reply(ann, "!char delete confirm")
	b.Create(ann, "Anna", "rogue", "human")
	assert.Contains(t, b.Reply(bob, "!trade accept"), "No trade offer waits")
}

// One offer at a time: a new one replaces the earlier, says so, and the
// earlier's player is told it was withdrawn.
func TestANewOfferReplacesTheEarlierAndSaysSo(t *testing.T) {
	b := twoPlayers(t)
	const cy = "@cy:example.org"
	b.Create(cy, "Cy", "cleric", "human")
	b.Edit(cy, func(c *rules.Character) { c.Coins = 300 })
	b.Reply(ann, "!trade @bob:example.org coins 5 for coins 6")
	rows := b.Say(ann, "!trade @cy:example.org coins 5 for coins 6")
	assert.Contains(t, plugintest.Rooms(rows)[0], "It replaces your offer to `＠bob:example.org`, which is withdrawn (one offer at a time).")
	require.Len(t, plugintest.DMs(rows, bob), 1)
	assert.Contains(t, plugintest.DMs(rows, bob)[0], "withdrew their trade offer")
	assert.Contains(t, b.Reply(bob, "!trade accept"), "No trade offer waits")
	assert.Contains(t, b.Reply(cy, "!trade"), "- From `＠ann:example.org`: 5 coins for 6 coins")
}

// An item whose name holds "coin" is an item, not coins.
func TestAnItemNamedCoinTradesAsAnItem(t *testing.T) {
	b := twoPlayers(t)
	b.Edit(ann, func(c *rules.Character) { c.Inventory["ancient_gold"] = 3 })
	assert.Contains(t, b.Reply(ann, "!trade @bob:example.org ancient gold coin 2 for coins 10"), "Offer sent to **Bob**")
	b.Reply(bob, "!trade accept")
	assert.Equal(t, 1, b.Character(ann).Inventory.Count("ancient_gold"))
	assert.Equal(t, 2, b.Character(bob).Inventory.Count("ancient_gold"))
}

// An offer made to a character is void once that character is deleted,
// whoever is made after it.
func TestAnOfferToADeletedCharacterIsGone(t *testing.T) {
	b := twoPlayers(t)
	b.Reply(ann, "!trade @bob:example.org coins 5 for coins 6")
	b.Reply(bob, "!char delete")
	b.Reply(bob, "!char delete confirm")
	b.Create(bob, "Bob", "rogue", "human")
	b.Edit(bob, func(c *rules.Character) { c.Coins = 300 })
	assert.Contains(t, b.Reply(bob, "!trade accept"), "No trade offer waits")
	assert.Contains(t, b.Reply(bob, "!trade"), "No offers wait")
}

// Off an expedition in the field a bare `!trade` lists the offers, a zone
// run of one's own included (no trader keeps shop there).
func TestABareTradeInAZoneRunListsTheOffers(t *testing.T) {
	b := twoPlayers(t)
	b.Reply(ann, "!trade @bob:example.org coins 5 for coins 6")
	b.Reply(bob, "!zone start goblin warrens")
	assert.Contains(t, b.Reply(bob, "!trade"), "- From `＠ann:example.org`: 5 coins for 6 coins")
}
