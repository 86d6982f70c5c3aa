package gift_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
)

const (
	ann = "@ann:example.org"
	bob = "@bob:example.org"
)

// twoPlayers opens a bot where Ann (a fighter with two potions bought
// beside her kit one and 500 coins earned beside her starting purse) and
// Bob (a mage with 150 earned) have characters.
func twoPlayers(t *testing.T) *plugintest.Bot {
	t.Helper()
	b := plugintest.New(t)
	b.Create(ann, "Ann", "fighter", "human")
	b.Create(bob, "Bob", "mage", "elf")
	b.Edit(ann, func(c *rules.Character) { c.Inventory["potion_of_healing"] += 2; c.Coins = 650 })
	b.Edit(bob, func(c *rules.Character) { c.Coins = 300 })
	return b
}

func TestAGiftAsksFirstThenMovesItemsAndCoins(t *testing.T) {
	b := twoPlayers(t)
	annBefore, bobBefore := b.Character(ann), b.Character(bob)
	ask := b.Reply(ann, "!give @bob:example.org potion of healing 2")
	assert.Contains(t, ask, "Give **Bob** (`＠bob:example.org`) 2 **Potion of Healing**, worth 100 coins? Type `!give confirm` within 5 minutes")
	assert.Equal(t, annBefore, b.Character(ann), "asking moves nothing")

	rows := b.Say(ann, "!give confirm")
	require.Len(t, plugintest.Rooms(rows), 1)
	assert.Contains(t, plugintest.Rooms(rows)[0], "**Ann** hands **Bob** 2 **Potion of Healing**.")
	dms := plugintest.DMs(rows, bob)
	require.Len(t, dms, 1, "the receiver is told")
	assert.Contains(t, dms[0], "**Ann** (`＠ann:example.org`) gave you 2 **Potion of Healing**.")
	assert.Equal(t, annBefore.Inventory.Count("potion_of_healing")-2, b.Character(ann).Inventory.Count("potion_of_healing"))
	assert.Equal(t, bobBefore.Inventory.Count("potion_of_healing")+2, b.Character(bob).Inventory.Count("potion_of_healing"))

	assert.Contains(t, b.Reply(ann, "!give @bob:example.org coins 30"), "Give **Bob** (`＠bob:example.org`) 30 coins? Type `!give confirm`", "coins need no worth")
	b.Reply(ann, "!give yes")
	assert.Equal(t, annBefore.Coins-30, b.Character(ann).Coins)
	assert.Equal(t, bobBefore.Coins+30, b.Character(bob).Coins)

	given, err := b.Store.Ledger.Of(context.Background(), bob, 5)
	require.NoError(t, err)
	require.Len(t, given, 2)
	assert.Equal(t, store.LedgerGift, given[0].Kind)
	assert.Equal(t, id.UserID(ann), given[0].Actor)
	assert.Equal(t, store.LedgerCoins, given[0].What)
	assert.Equal(t, 30, given[0].Amount)
	assert.Equal(t, rules.ItemID("potion_of_healing"), given[1].ItemID)

	assert.Contains(t, b.Reply(ann, "!give confirm"), "No gift is waiting for your yes", "one yes, one gift")
}

// Bad gifts are refused with the reason, on the ask or on the yes, and
// nothing changes hands or reaches the ledger.
func TestGiftRefusalsChangeNothing(t *testing.T) {
	cases := []struct {
		name  string
		setup func(b *plugintest.Bot)
		lines []string
		want  string
	}{
		{"to yourself", nil, []string{"!give @ann:example.org coins 5"}, "A gift to yourself is just your own pack."},
		{"not a user ID", nil, []string{"!give bob coins 5"}, "To whom? Give their full user ID first"},
		{"no character", nil, []string{"!give @cy:example.org coins 5"}, "has no character to give to."},
		{"the starting kit", nil, []string{"!give @bob:example.org potion of healing 3"}, "Only 2 of your **Potion of Healing** can go: the rest came in your starting kit"},
		{"only the kit", func(b *plugintest.Bot) {
			b.Edit(ann, func(c *rules.Character) { c.Inventory["potion_of_healing"] = 1 })
		},
			[]string{"!give @bob:example.org potion of healing"}, "Your **Potion of Healing** came in your starting kit, and that stays with you."},
		{"more than carried", nil, []string{"!give @bob:example.org potion of healing 9"}, "You carry 3 **Potion of Healing**, not 9."},
		{"worn kit", nil, []string{"!give @bob:example.org chain mail"}, "Your **Chain Mail** came in your starting kit, and that stays with you."},
		{"worn gear", func(b *plugintest.Bot) {
			b.Edit(ann, func(c *rules.Character) { c.Equipment[rules.SlotMainHand] = "handaxe_t1" })
		},
			[]string{"!give @bob:example.org handaxe"}, "You're wearing **Handaxe**. `!unequip handaxe` first"},
		{"the starting purse", nil, []string{"!give @bob:example.org coins 501"}, "The first 150 coins are your starting purse, and those stay with you: you can give 500 coins."},
		{"a refused ask names the one still waiting", nil, []string{"!give @bob:example.org coins 5", "!give @bob:example.org coins 9999"},
			"Your earlier gift still waits: 5 coins to `＠bob:example.org`, which `!give confirm` would hand over"},
		{"a confirm that can no longer go ends the ask", nil, []string{"!give @bob:example.org potion of healing 2", "/bob !zone start goblin warrens", "!give confirm", "/bob !zone abandon", "/bob !zone abandon confirm", "!give confirm"},
			"No gift is waiting"},
		{"not carried", nil, []string{"!give @bob:example.org moonstone"}, "I can't find “moonstone” in your pack."},
		{"more coins than held", nil, []string{"!give @bob:example.org coins 651"}, "You have 650 coins, not 651 coins, and 500 of them can go (the first 150 are your starting purse). `!inventory` shows what you carry."},
		{"over the allowance", nil,
			[]string{"!give @bob:example.org coins 301"}, "That's worth 301 coins, and **Bob** may receive 300 coins in gifts in any 24 hours (level 1): 300 coins more for now."},
		{"the allowance counts the day's gifts", func(b *plugintest.Bot) {
			b.Reply(ann, "!give @bob:example.org coins 250")
			b.Reply(ann, "!give confirm")
		}, []string{"!give @bob:example.org coins 51"}, "50 coins more for now"},
		{"the receiver in a fight", func(b *plugintest.Bot) {
			require.NoError(t, b.Store.Fight.Save(context.Background(), bob, []byte(`{}`), b.Clock.Now()))
		}, []string{"!give @bob:example.org coins 5"}, "**Bob** is in a fight."},
		{"the giver in the field", func(b *plugintest.Bot) {
			b.Reply(ann, "!zone start goblin warrens")
		}, []string{"!give @bob:example.org coins 5"}, "You're in **Goblin Warrens**: what is carried there is in the field."},
		{"the receiver in the field", func(b *plugintest.Bot) {
			b.Reply(bob, "!zone start goblin warrens")
		}, []string{"!give @bob:example.org coins 5"}, "**Bob** is in **Goblin Warrens**"},
		{"the receiver left for the field before the yes", nil, []string{"!give @bob:example.org coins 5", "/bob !zone start goblin warrens", "!give confirm"}, "**Bob** is in **Goblin Warrens**"},
		{"cancelled", nil, []string{"!give @bob:example.org coins 5", "!give cancel", "!give confirm"}, "No gift is waiting"},
		{"too late", nil, []string{"!give @bob:example.org coins 5", "/wait", "!give confirm"}, "No gift is waiting"},
		{"no words", nil, []string{"!give"}, "Give whom what?"},
		{"coins with commas out of place", nil, []string{"!give @bob:example.org coins 5,0,0"}, "How many coins?"},
		{"coins past what a number holds", nil, []string{"!give @bob:example.org coins 99999999999999999999"}, "Coins go from 1 to 1,000,000 at a time."},
		{"coins without a number", nil, []string{"!give @bob:example.org coins many"}, "How many coins?"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := twoPlayers(t)
			if tc.setup != nil {
				tc.setup(b)
			}
			annBefore, bobBefore := b.Character(ann), b.Character(bob)
			before, err := b.Store.Ledger.Of(context.Background(), bob, 10)
			require.NoError(t, err)
			last := play(b, tc.lines, 6*time.Minute)
			assert.Contains(t, last, tc.want)
			assertNothingMoved(t, b, annBefore, bobBefore)
			after, err := b.Store.Ledger.Of(context.Background(), bob, 10)
			require.NoError(t, err)
			assert.Equal(t, before, after, "nothing written in the ledger")
		})
	}
}

// play says lines in turn, Ann's unless they start with "/bob " (Bob's) or
// are "/wait" (the clock moves on by wait), and returns Ann's or Bob's
// last answer.
func play(b *plugintest.Bot, lines []string, wait time.Duration) string {
	var last string
	for _, line := range lines {
		switch {
		case line == "/wait":
			b.Clock.Advance(wait)
		case strings.HasPrefix(line, "/bob "):
			last = b.Reply(bob, strings.TrimPrefix(line, "/bob "))
		default:
			last = b.Reply(ann, line)
		}
	}
	return last
}

// assertNothingMoved checks that Ann's and Bob's coins and packs are as
// they were.
func assertNothingMoved(t *testing.T, b *plugintest.Bot, annBefore, bobBefore rules.Character) {
	t.Helper()
	assert.Equal(t, annBefore.Coins, b.Character(ann).Coins)
	assert.Equal(t, annBefore.Inventory, b.Character(ann).Inventory)
	assert.Equal(t, bobBefore.Coins, b.Character(bob).Coins)
	assert.Equal(t, bobBefore.Inventory, b.Character(bob).Inventory)
}

func TestAGiftOfAllGivesEveryCopyThatMayGo(t *testing.T) {
	b := twoPlayers(t)
	ask := b.Reply(ann, "!give @bob:example.org potion of healing all")
	assert.Contains(t, ask, "Give **Bob** (`＠bob:example.org`) 2 **Potion of Healing**", "the two bought, not the kit's")
	b.Say(ann, "!give confirm")
	assert.Equal(t, 1, b.Character(ann).Inventory.Count("potion_of_healing"), "the kit's potion stays")
	assert.Contains(t, b.Reply(ann, "!give @bob:example.org potion of healing all"), "Your **Potion of Healing** came in your starting kit, and that stays with you.")
}
