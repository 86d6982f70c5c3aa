package rules

import "fmt"

// GiftAllowance is the most value, in coins, one character may receive as
// gifts from other players in any 24 hours (rules §4.6): 200 + 100 ×
// level², 300 at level 1, 2,700 at level 5, 40,200 at level 20. It grows
// with the square of the level as the shop's prices and a day's takings
// do, so a friend can help with potions and a piece of the next tier's
// gear, but a new character cannot be dressed past the curve in a day.
func GiftAllowance(level int) int {
	level = max(1, min(level, MaxLevel))
	return 200 + 100*level*level
}

// ErrGiftOverAllowance refuses a gift that would take the receiver past
// GiftAllowance in 24 hours: Left is what may still be given now (coins'
// worth), Allowance the whole day's.
type ErrGiftOverAllowance struct{ Left, Allowance int }

func (e ErrGiftOverAllowance) Error() string {
	return fmt.Sprintf("gift over the daily allowance: %d of %d left", e.Left, e.Allowance)
}

// CheckGiftAllowance refuses a gift worth value (coins' worth) to a
// character of level that has received received in the last 24 hours
// (rules §4.6). Errors: ErrGiftOverAllowance.
func CheckGiftAllowance(level, received, value int) error {
	all := GiftAllowance(level)
	if left := max(0, all-received); value > left {
		return ErrGiftOverAllowance{Left: left, Allowance: all}
	}
	return nil
}

// ErrGiftKit refuses giving starting-kit copies (rules §4.6): the kit came
// free, so a gift of it would be value from nothing, a new character made
// and deleted again and again. Giftable is how many carried copies may go.
type ErrGiftKit struct {
	Item     ItemID
	Giftable int
}

func (e ErrGiftKit) Error() string {
	return fmt.Sprintf("%s: only %d carried copies are not starting kit", e.Item, e.Giftable)
}

// GiveItem moves n carried copies of item from giver to receiver (rules
// §4.6). Worn copies stay worn: only what is carried can be given, and
// never a starting-kit copy (SellableCopies: the same copies a sale may
// take). Errors (both returned unchanged): ErrBadQuantity for n ≤ 0,
// ErrNotEnoughItems when fewer than n are carried, ErrGiftKit when fewer
// than n of them are not kit.
func GiveItem(giver, receiver Character, item ItemID, n int) (Character, Character, error) {
	if n <= 0 {
		return giver, receiver, ErrBadQuantity{Amount: n}
	}
	if have := giver.Inventory.Count(item); have < n {
		return giver, receiver, ErrNotEnoughItems{Item: item, Have: have, Want: n}
	}
	if ok := SellableCopies(giver, item); ok < n {
		return giver, receiver, ErrGiftKit{Item: item, Giftable: ok}
	}
	g, err := RemoveItem(giver, item, n)
	if err != nil {
		return giver, receiver, err
	}
	r, err := AddItem(receiver, item, n)
	if err != nil {
		return giver, receiver, err
	}
	return g, r, nil
}

// ErrStartingPurse refuses giving the coins a character started with
// (rules §4.6): like the kit they came free, so a character made and
// deleted again and again would mint them. Giftable is what may go.
type ErrStartingPurse struct{ Giftable int }

func (e ErrStartingPurse) Error() string {
	return fmt.Sprintf("the starting purse stays: %d coins may be given", e.Giftable)
}

// GiftableCoins is how many of c's coins may be given or traded away
// (rules §4.6): all but StartingCoins, the purse every character starts
// with.
func GiftableCoins(c Character) int { return max(0, c.Coins-StartingCoins) }

// GiveCoins moves n coins from giver to receiver (rules §4.6), never the
// starting purse (GiftableCoins). Errors (both returned unchanged):
// ErrBadQuantity for n ≤ 0, ErrNotEnoughCoins, ErrStartingPurse.
func GiveCoins(giver, receiver Character, n int) (Character, Character, error) {
	if n > 0 && n <= giver.Coins && n > GiftableCoins(giver) {
		return giver, receiver, ErrStartingPurse{Giftable: GiftableCoins(giver)}
	}
	g, err := SpendCoins(giver, n)
	if err != nil {
		return giver, receiver, err
	}
	r, err := AddCoins(receiver, n)
	if err != nil {
		return giver, receiver, err
	}
	return g, r, nil
}
