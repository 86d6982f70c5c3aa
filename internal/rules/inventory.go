package rules

import (
	"fmt"
	"maps"
)

// Inventory counts carried items by catalogue item ID. Counts are always
// positive: an item whose count reaches 0 is removed.
type Inventory map[ItemID]int

// ErrBadQuantity is returned for a non-positive item or coin amount.
type ErrBadQuantity struct {
	Amount int
}

func (e ErrBadQuantity) Error() string {
	return fmt.Sprintf("amount must be positive, got %d", e.Amount)
}

// ErrNotEnoughItems is returned when removing more of an item than is
// carried.
type ErrNotEnoughItems struct {
	Item ItemID
	Have int
	Want int
}

func (e ErrNotEnoughItems) Error() string {
	return fmt.Sprintf("not enough %s: have %d, need %d", e.Item, e.Have, e.Want)
}

// ErrNotEnoughCoins is returned when spending more coins than the purse
// holds.
type ErrNotEnoughCoins struct {
	Have int
	Need int
}

func (e ErrNotEnoughCoins) Error() string {
	return fmt.Sprintf("not enough coins: have %d, need %d", e.Have, e.Need)
}

// Count returns how many of item are carried.
func (inv Inventory) Count(item ItemID) int { return inv[item] }

// Clone returns an independent copy of inv.
func (inv Inventory) Clone() Inventory {
	return maps.Clone(inv)
}

// AddItem returns c with n more of item carried. Errors: ErrBadQuantity
// when n ≤ 0.
func AddItem(c Character, item ItemID, n int) (Character, error) {
	if n <= 0 {
		return c, ErrBadQuantity{Amount: n}
	}
	c = c.Clone()
	if c.Inventory == nil {
		c.Inventory = Inventory{}
	}
	c.Inventory[item] += n
	return c, nil
}

// RemoveItem returns c with n fewer of item carried; the entry is deleted
// when it reaches 0. Errors: ErrBadQuantity when n ≤ 0, ErrNotEnoughItems
// when fewer than n are carried (c is returned unchanged).
func RemoveItem(c Character, item ItemID, n int) (Character, error) {
	if n <= 0 {
		return c, ErrBadQuantity{Amount: n}
	}
	have := c.Inventory.Count(item)
	if have < n {
		return c, ErrNotEnoughItems{Item: item, Have: have, Want: n}
	}
	c = c.Clone()
	if have == n {
		delete(c.Inventory, item)
	} else {
		c.Inventory[item] = have - n
	}
	return c, nil
}

// AddCoins returns c with n more coins. Errors: ErrBadQuantity when n ≤ 0.
func AddCoins(c Character, n int) (Character, error) {
	if n <= 0 {
		return c, ErrBadQuantity{Amount: n}
	}
	c.Coins += n
	return c, nil
}

// SpendCoins returns c with n fewer coins. Errors: ErrBadQuantity when
// n ≤ 0, ErrNotEnoughCoins when the purse holds fewer than n.
func SpendCoins(c Character, n int) (Character, error) {
	if n <= 0 {
		return c, ErrBadQuantity{Amount: n}
	}
	if c.Coins < n {
		return c, ErrNotEnoughCoins{Have: c.Coins, Need: n}
	}
	c.Coins -= n
	return c, nil
}
