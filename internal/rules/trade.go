package rules

import (
	"maps"
	"slices"
)

// Bundle is one side of a trade (rules §4.7): coins and carried items by
// ID, each count at least 1.
type Bundle struct {
	Coins int            `json:"coins,omitempty"`
	Items map[ItemID]int `json:"items,omitempty"`
}

// Empty reports whether b gives nothing.
func (b Bundle) Empty() bool { return b.Coins == 0 && len(b.Items) == 0 }

// ItemIDs lists b's items in ID order, so a trade is checked and written
// the same way every time.
func (b Bundle) ItemIDs() []ItemID { return slices.Sorted(maps.Keys(b.Items)) }

// Trade swaps bundles between two characters in one step (rules §4.7): a
// gives aGives to b and b gives bGives to a, each side paying from what it
// held before the swap (nothing received in it pays for the other side),
// and only the copies a gift may take (GiveItem: carried, not starting
// kit). Either both change or neither: errors come back with a and b
// unchanged, and side is the one that could not give (0 for a, 1 for b).
// Errors: ErrBadQuantity, ErrNotEnoughItems, ErrGiftKit, ErrNotEnoughCoins.
func Trade(a, b Character, aGives, bGives Bundle) (Character, Character, int, error) {
	na, err := take(a, aGives)
	if err != nil {
		return a, b, 0, err
	}
	nb, err := take(b, bGives)
	if err != nil {
		return a, b, 1, err
	}
	if na, err = put(na, bGives); err != nil {
		return a, b, 1, err
	}
	if nb, err = put(nb, aGives); err != nil {
		return a, b, 0, err
	}
	return na, nb, 0, nil
}

// take returns c without bundle g, by the checks of GiveItem and
// GiveCoins.
func take(c Character, g Bundle) (Character, error) {
	if g.Coins < 0 {
		return c, ErrBadQuantity{Amount: g.Coins}
	}
	var scratch Character
	var err error
	for _, id := range g.ItemIDs() {
		if c, scratch, err = GiveItem(c, scratch, id, g.Items[id]); err != nil {
			return c, err
		}
	}
	if g.Coins > 0 {
		c, _, err = GiveCoins(c, scratch, g.Coins)
	}
	return c, err
}

// put returns c with bundle g added.
func put(c Character, g Bundle) (Character, error) {
	var err error
	for _, id := range g.ItemIDs() {
		if c, err = AddItem(c, id, g.Items[id]); err != nil {
			return c, err
		}
	}
	if g.Coins > 0 {
		return AddCoins(c, g.Coins)
	}
	return c, nil
}
