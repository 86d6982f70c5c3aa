package rules

import "fmt"

// ErrKitNotForSale refuses selling copies of an item that came in the
// character's starting kit (rules §4.5): they cost nothing, so Thom pays
// nothing for them. Sellable is how many carried copies were bought or
// found and may be sold; Kit how many carried copies are starting kit.
type ErrKitNotForSale struct {
	Item     ItemID
	Sellable int
	Kit      int
}

func (e ErrKitNotForSale) Error() string {
	return fmt.Sprintf("%d %s from the starting kit are not for sale (%d sellable)", e.Kit, e.Item, e.Sellable)
}

// Owned returns how many copies of item c owns: carried plus worn.
func (c Character) Owned(item ItemID) int {
	n := c.Inventory.Count(item)
	for _, s := range equipSlots {
		if c.Equipment.Get(s) == item {
			n++
		}
	}
	return n
}

// KitCarried returns how many of c's carried copies of item are starting
// kit (rules §4.5): the kit copies c still owns (Character.Kit, at most
// what it owns) less those it wears, since a kit copy counts as worn
// first.
func KitCarried(c Character, item ItemID) int {
	kit := min(c.Kit.Count(item), c.Owned(item))
	worn := c.Owned(item) - c.Inventory.Count(item)
	return max(0, kit-worn)
}

// SellableCopies returns how many carried copies of item c may sell:
// those that are not starting kit (rules §4.5).
func SellableCopies(c Character, item ItemID) int {
	return c.Inventory.Count(item) - KitCarried(c, item)
}

// KitOnly reports whether every copy of item c owns, worn or carried, is
// starting kit (rules §4.5): none of them would sell, so a sale is refused
// as kit before anything else, taking the worn one off first included.
func KitOnly(c Character, item ItemID) bool {
	owned := c.Owned(item)
	return owned > 0 && c.Kit.Count(item) >= owned
}

// SellItem returns c with n carried copies of item sold at price coins
// each (rules §4.5), and the coins paid. Starting-kit copies are never
// sold: the kit was free, and selling it would pay for nothing. Errors (c
// unchanged): ErrBadQuantity for n ≤ 0 or a negative price,
// ErrNotEnoughItems when fewer than n are carried, ErrKitNotForSale when
// fewer than n of them are sellable.
func SellItem(c Character, item ItemID, n, price int) (Character, int, error) {
	if n <= 0 {
		return c, 0, ErrBadQuantity{Amount: n}
	}
	if price < 0 {
		return c, 0, ErrBadQuantity{Amount: price}
	}
	if have := c.Inventory.Count(item); have < n {
		return c, 0, ErrNotEnoughItems{Item: item, Have: have, Want: n}
	}
	if ok := SellableCopies(c, item); ok < n {
		return c, 0, ErrKitNotForSale{Item: item, Sellable: ok, Kit: KitCarried(c, item)}
	}
	next, err := RemoveItem(c, item, n)
	if err != nil {
		return c, 0, err
	}
	next.Coins += n * price
	return next, n * price, nil
}

// ConsumeItem returns c with n carried copies of item used up (a potion
// drunk, a bomb thrown): RemoveItem, with the carried starting-kit copies
// used first (rules §4.5), so the Kit count drops with each kit copy used
// and a copy bought or found later stays sellable. Errors: RemoveItem's.
func ConsumeItem(c Character, item ItemID, n int) (Character, error) {
	next, err := RemoveItem(c, item, n)
	if err != nil {
		return c, err
	}
	k := next.Kit.Count(item)
	if k == 0 {
		return next, nil
	}
	left := min(k, c.Owned(item)) - min(n, KitCarried(c, item))
	next.Kit = next.Kit.Clone()
	if left <= 0 {
		delete(next.Kit, item)
	} else {
		next.Kit[item] = left
	}
	return next, nil
}

// kitOf returns the starting kit of cd as item counts: the worn starting
// equipment and the carried starting items; nil when there is none.
func kitOf(cd ClassDef) Inventory {
	var kit Inventory
	add := func(id ItemID, n int) {
		if id == "" || n <= 0 {
			return
		}
		if kit == nil {
			kit = Inventory{}
		}
		kit[id] += n
	}
	for _, s := range equipSlots {
		add(cd.StartingEquipment.Get(s), 1)
	}
	for id, n := range cd.StartingItems {
		add(id, n)
	}
	return kit
}
