package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// unequipAll moves every worn item into the pack, as `!unequip` does.
func unequipAll(t *testing.T, c Character) Character {
	t.Helper()
	for _, s := range equipSlots {
		if id := c.Equipment.Get(s); id != "" {
			var err error
			c, err = AddItem(c, id, 1)
			require.NoError(t, err)
			c.Equipment.Set(s, "")
		}
	}
	return c
}

// For every class, nothing of the starting kit, worn or carried, can be
// sold: the kit was free, so no sale of it can turn a profit (rules §4.5).
// Before, a Fighter sold its chain mail and shield for 125 coins.
func TestStartingKitSellsForNoProfit(t *testing.T) {
	for _, def := range Classes() {
		t.Run(string(def.ID), func(t *testing.T) {
			c := unequipAll(t, newChar(t, def.ID, Human))
			require.NotEmpty(t, c.Kit, "every class starts with a kit")
			for id, n := range c.Kit {
				assert.Equal(t, n, KitCarried(c, id), id)
				assert.Zero(t, SellableCopies(c, id), id)
				got, paid, err := SellItem(c, id, 1, 75)
				var kitErr ErrKitNotForSale
				require.ErrorAs(t, err, &kitErr, id)
				assert.Equal(t, ErrKitNotForSale{Item: id, Sellable: 0, Kit: n}, kitErr)
				assert.Zero(t, paid, id)
				assert.Equal(t, StartingCoins, got.Coins, id)
				assert.Equal(t, n, got.Inventory.Count(id), "a refused sale changes nothing")
			}
		})
	}
}

// Copies bought or found beside the kit sell as before; the kit copy stays.
func TestKitCopiesAndBoughtCopies(t *testing.T) {
	cases := []struct {
		name           string
		build          func(t *testing.T, c Character) Character
		item           ItemID
		carried, kit   int
		sellable       int
		sellN, paidFor int // paidFor 0: the sale is refused
	}{
		{"worn kit, a bought one in the pack", func(t *testing.T, c Character) Character {
			c, err := AddItem(c, "chain_mail_t1", 1)
			require.NoError(t, err)
			return c
		}, "chain_mail_t1", 1, 0, 1, 1, 1},
		{"kit and a bought one both carried", func(t *testing.T, c Character) Character {
			c = unequipAll(t, c)
			c, err := AddItem(c, "chain_mail_t1", 1)
			require.NoError(t, err)
			return c
		}, "chain_mail_t1", 2, 1, 1, 2, 0},
		{"the kit potion drunk, a bought one sells", func(t *testing.T, c Character) Character {
			c, err := ConsumeItem(c, "potion_of_healing", 1)
			require.NoError(t, err)
			c, err = AddItem(c, "potion_of_healing", 1)
			require.NoError(t, err)
			return c
		}, "potion_of_healing", 1, 0, 1, 1, 1},
		{"a potion bought, then one drunk: the kit's goes first", func(t *testing.T, c Character) Character {
			c, err := AddItem(c, "potion_of_healing", 1)
			require.NoError(t, err)
			c, err = ConsumeItem(c, "potion_of_healing", 1)
			require.NoError(t, err)
			return c
		}, "potion_of_healing", 1, 0, 1, 1, 1},
		{"two found beside the kit's, two drunk: the kit's goes first", func(t *testing.T, c Character) Character {
			c, err := AddItem(c, "potion_of_healing", 2)
			require.NoError(t, err)
			c, err = ConsumeItem(c, "potion_of_healing", 2)
			require.NoError(t, err)
			return c
		}, "potion_of_healing", 1, 0, 1, 1, 1},
		{"a character from before the kit rule", func(t *testing.T, c Character) Character {
			c = unequipAll(t, c)
			c.Kit = nil
			return c
		}, "chain_mail_t1", 1, 0, 1, 1, 1},
	}
	for _, tc := range cases {
		c := tc.build(t, newChar(t, Fighter, Human))
		assert.Equal(t, tc.carried, c.Inventory.Count(tc.item), tc.name)
		assert.Equal(t, tc.kit, KitCarried(c, tc.item), tc.name)
		assert.Equal(t, tc.sellable, SellableCopies(c, tc.item), tc.name)
		got, paid, err := SellItem(c, tc.item, tc.sellN, 10)
		if tc.paidFor == 0 {
			assert.ErrorAs(t, err, new(ErrKitNotForSale), tc.name)
			assert.Equal(t, c.Coins, got.Coins, tc.name)
			continue
		}
		require.NoError(t, err, tc.name)
		assert.Equal(t, 10*tc.paidFor, paid, tc.name)
		assert.Equal(t, c.Coins+paid, got.Coins, tc.name)
	}
}

func TestSellItemRefusals(t *testing.T) {
	c := newChar(t, Fighter, Human)
	_, _, err := SellItem(c, "dagger_t1", 0, 5)
	assert.ErrorAs(t, err, new(ErrBadQuantity))
	_, _, err = SellItem(c, "dagger_t1", 1, 5)
	assert.ErrorAs(t, err, new(ErrNotEnoughItems))
}

func TestKitOnly(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(c *Character)
		item ItemID
		want bool
	}{
		{"the worn kit longsword", func(*Character) {}, "longsword_t1", true},
		{"a kit potion, carried", func(*Character) {}, "potion_of_healing", true},
		{"a bought potion beside the kit's", func(c *Character) { c.Inventory["potion_of_healing"]++ }, "potion_of_healing", false},
		{"a worn bought longsword", func(c *Character) { c.Equipment.Set(SlotMainHand, "longsword_t2") }, "longsword_t2", false},
		{"nothing owned", func(*Character) {}, "gem_moonstone", false},
	} {
		c := newChar(t, Fighter, Human)
		c.Inventory = c.Inventory.Clone()
		tc.edit(&c)
		assert.Equal(t, tc.want, KitOnly(c, tc.item), tc.name)
	}
}
