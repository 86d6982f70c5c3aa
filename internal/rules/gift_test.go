package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGiftAllowanceGrowsWithTheSquareOfTheLevel(t *testing.T) {
	for _, tc := range []struct{ level, want int }{{0, 300}, {1, 300}, {5, 2_700}, {12, 14_600}, {20, 40_200}, {25, 40_200}} {
		assert.Equal(t, tc.want, GiftAllowance(tc.level), "level %d", tc.level)
	}
	assert.NoError(t, CheckGiftAllowance(1, 100, 200), "exactly the allowance")
	assert.Equal(t, ErrGiftOverAllowance{Left: 200, Allowance: 300}, CheckGiftAllowance(1, 100, 201))
	assert.Equal(t, ErrGiftOverAllowance{Left: 0, Allowance: 300}, CheckGiftAllowance(1, 500, 1), "nothing left, never below 0")
}

func TestGiveItemMovesCarriedCopiesButNeverKit(t *testing.T) {
	giver := atLevel(t, Fighter, Human, 1) // starting kit: one Potion of Healing, chain mail worn
	receiver := atLevel(t, Mage, Human, 1)
	giver.Inventory["potion_of_healing"] += 2 // two bought beside the kit one
	for _, tc := range []struct {
		name string
		item ItemID
		n    int
		want error
	}{
		{"none", "potion_of_healing", 0, ErrBadQuantity{Amount: 0}},
		{"more than carried", "potion_of_healing", 4, ErrNotEnoughItems{Item: "potion_of_healing", Have: 3, Want: 4}},
		{"the kit copy too", "potion_of_healing", 3, ErrGiftKit{Item: "potion_of_healing", Giftable: 2}},
		{"worn, not carried", "chain_mail_t1", 1, ErrNotEnoughItems{Item: "chain_mail_t1", Have: 0, Want: 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, r, err := GiveItem(giver, receiver, tc.item, tc.n)
			assert.Equal(t, tc.want, err)
			assert.Equal(t, giver, g, "the giver unchanged")
			assert.Equal(t, receiver, r, "the receiver unchanged")
		})
	}
	g, r, err := GiveItem(giver, receiver, "potion_of_healing", 2)
	require.NoError(t, err)
	assert.Equal(t, 1, g.Inventory.Count("potion_of_healing"), "the kit copy stays")
	assert.Equal(t, receiver.Inventory.Count("potion_of_healing")+2, r.Inventory.Count("potion_of_healing"))
	assert.Equal(t, receiver.Kit, r.Kit, "a gift is no kit of the receiver's: it may sell")
}

func TestGiveCoinsMovesThePurse(t *testing.T) {
	giver, receiver := atLevel(t, Fighter, Human, 1), atLevel(t, Mage, Human, 1)
	_, _, err := GiveCoins(giver, receiver, giver.Coins+1)
	assert.Equal(t, ErrNotEnoughCoins{Have: giver.Coins, Need: giver.Coins + 1}, err)
	_, _, err = GiveCoins(giver, receiver, 50)
	assert.Equal(t, ErrStartingPurse{Giftable: 0}, err, "a new character's purse came free: a made-and-deleted character mints nothing")
	giver.Coins = StartingCoins + 60 // 60 earned
	_, _, err = GiveCoins(giver, receiver, 61)
	assert.Equal(t, ErrStartingPurse{Giftable: 60}, err)
	g, r, err := GiveCoins(giver, receiver, 60)
	require.NoError(t, err)
	assert.Equal(t, StartingCoins, g.Coins)
	assert.Equal(t, receiver.Coins+60, r.Coins)
}
