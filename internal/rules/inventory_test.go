package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAddRemoveItems(t *testing.T) {
	c := newChar(t, Rogue, Human)
	c, err := AddItem(c, "berry_poultice", 3)
	require.NoError(t, err)
	assert.Equal(t, 3, c.Inventory.Count("berry_poultice"))

	c2, err := RemoveItem(c, "berry_poultice", 2)
	require.NoError(t, err)
	assert.Equal(t, 1, c2.Inventory.Count("berry_poultice"))
	assert.Equal(t, 3, c.Inventory.Count("berry_poultice"), "the original is untouched")

	c2, err = RemoveItem(c2, "berry_poultice", 1)
	require.NoError(t, err)
	_, present := c2.Inventory["berry_poultice"]
	assert.False(t, present, "an item at 0 is removed")
}

func TestItemRefusals(t *testing.T) {
	c := newChar(t, Rogue, Human)
	c, _ = AddItem(c, "rope", 1)
	cases := []struct {
		name string
		do   func() (Character, error)
		want error
	}{
		{"add zero", func() (Character, error) { return AddItem(c, "rope", 0) }, ErrBadQuantity{Amount: 0}},
		{"remove negative", func() (Character, error) { return RemoveItem(c, "rope", -1) }, ErrBadQuantity{Amount: -1}},
		{"remove too many", func() (Character, error) { return RemoveItem(c, "rope", 2) }, ErrNotEnoughItems{Item: "rope", Have: 1, Want: 2}},
		{"remove missing", func() (Character, error) { return RemoveItem(c, "torch", 1) }, ErrNotEnoughItems{Item: "torch", Have: 0, Want: 1}},
	}
	for _, tc := range cases {
		got, err := tc.do()
		assert.Equal(t, tc.want, err, tc.name)
		assert.Equal(t, 1, got.Inventory.Count("rope"), tc.name)
	}
}

func TestCoins(t *testing.T) {
	c := newChar(t, Mage, Human)
	c, err := AddCoins(c, 50)
	require.NoError(t, err)
	assert.Equal(t, 200, c.Coins)
	c, err = SpendCoins(c, 200)
	require.NoError(t, err)
	assert.Equal(t, 0, c.Coins)
	_, err = SpendCoins(c, 1)
	assert.Equal(t, ErrNotEnoughCoins{Have: 0, Need: 1}, err)
	_, err = AddCoins(c, -5)
	assert.Equal(t, ErrBadQuantity{Amount: -5}, err)
	_, err = SpendCoins(c, 0)
	assert.Equal(t, ErrBadQuantity{Amount: 0}, err)
}
