package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTradeSwapsBothBundlesOrNothing(t *testing.T) {
	ann, bob := atLevel(t, Fighter, Human, 1), atLevel(t, Mage, Human, 1)
	ann.Coins, bob.Coins = 300, 300 // 150 earned each beside the starting purse
	ann.Inventory["potion_of_healing"] += 2
	bob.Inventory["gem_moonstone"] = 1
	for _, tc := range []struct {
		name      string
		aGives    Bundle
		bGives    Bundle
		wantSide  int
		wantError error
	}{
		{"Bob lacks the gem twice", Bundle{Coins: 10}, Bundle{Items: map[ItemID]int{"gem_moonstone": 2}}, 1, ErrNotEnoughItems{Item: "gem_moonstone", Have: 1, Want: 2}},
		{"Ann's kit potion", Bundle{Items: map[ItemID]int{"potion_of_healing": 3}}, Bundle{Coins: 5}, 0, ErrGiftKit{Item: "potion_of_healing", Giftable: 2}},
		{"Bob's purse", Bundle{Coins: 1}, Bundle{Coins: 301}, 1, ErrNotEnoughCoins{Have: 300, Need: 301}},
		{"Bob's starting purse", Bundle{Coins: 1}, Bundle{Coins: 151}, 1, ErrStartingPurse{Giftable: 150}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			na, nb, side, err := Trade(ann, bob, tc.aGives, tc.bGives)
			assert.Equal(t, tc.wantError, err)
			assert.Equal(t, tc.wantSide, side)
			assert.Equal(t, ann, na, "Ann unchanged")
			assert.Equal(t, bob, nb, "Bob unchanged")
		})
	}
	na, nb, _, err := Trade(ann, bob, Bundle{Coins: 20, Items: map[ItemID]int{"potion_of_healing": 2}}, Bundle{Items: map[ItemID]int{"gem_moonstone": 1}})
	require.NoError(t, err)
	assert.Equal(t, ann.Coins-20, na.Coins)
	assert.Equal(t, bob.Coins+20, nb.Coins)
	assert.Equal(t, 1, na.Inventory.Count("gem_moonstone"))
	assert.Equal(t, 1, na.Inventory.Count("potion_of_healing"), "the kit potion stays")
	assert.Zero(t, nb.Inventory.Count("gem_moonstone"))
	assert.Equal(t, bob.Inventory.Count("potion_of_healing")+2, nb.Inventory.Count("potion_of_healing"))
}
