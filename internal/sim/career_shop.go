package sim

import (
	"fmt"
	"maps"
	"slices"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// The healing a career character keeps in its pack (rules §11.5): Thom
// Krooke's Potion of Healing, CareerPotions of them topped up before each
// expedition when the packs stay paid for.
const (
	CareerPotion  content.ItemID = "potion_of_healing"
	CareerPotions int            = 2
)

// careerSlots are the slots a career character buys gear for, the one
// that helps most first: body armour, the weapon, the shield, then the
// helmet and boots (rules §4.2).
var careerSlots = []rules.EquipSlot{rules.SlotArmor, rules.SlotMainHand, rules.SlotOffHand, rules.SlotHead, rules.SlotFeet}

// ShopMaxTier is the highest item tier Thom Krooke sells to c
// (content.ShopMaxTier of its player tier, rules §4.5, as the shop
// command refuses above it).
func ShopMaxTier(c rules.Character) int { return content.ShopMaxTier(c.Tier()) }

// ShopBuy buys one of item id from Thom Krooke as `!buy` does (rules §4.5):
// refused above ShopMaxTier, for armour the class cannot wear, for what he
// does not stock and when the purse is short; a shop discount comes off
// and is used up. It returns c with the item in its pack and the coins
// paid. Errors: a refusal (c unchanged).
func ShopBuy(c rules.Character, id content.ItemID) (rules.Character, int, error) {
	it, ok := content.ItemByID(id)
	price, stocked := content.BuyPrice(id)
	switch {
	case !ok || !stocked || it.Kind == content.KindSupply:
		return c, 0, fmt.Errorf("sim: Thom does not sell %q", id)
	case !content.ShopSells(c, it):
		return c, 0, fmt.Errorf("sim: Thom does not sell %s to a level-%d %s", id, c.Level, c.Class)
	}
	if c.ShopDiscount > 0 {
		price = price * (100 - c.ShopDiscount) / 100
	}
	paid, err := rules.SpendCoins(c, price)
	if err != nil {
		return c, 0, err
	}
	paid.ShopDiscount = 0
	out, err := rules.AddItem(paid, id, 1)
	if err != nil {
		return c, 0, err
	}
	return out, price, nil
}

// SellDrops sells to Thom Krooke every weapon, armour, wondrous item,
// treasure and material in c's pack at his prices (content.SellPrice,
// rules §4.5), item IDs in sorted order; consumables are kept for the
// fights, and what is worn is not in the pack. It returns c and the coins
// paid.
func SellDrops(c rules.Character) (rules.Character, int) {
	got := 0
	for _, id := range slices.Sorted(maps.Keys(c.Inventory)) {
		it, ok := content.ItemByID(id)
		if !ok || it.Kind == content.KindConsumable {
			continue
		}
		var paid int
		c, paid = sellAll(c, id)
		got += paid
	}
	return c, got
}

// SellConsumables sells every consumable c carries to Thom Krooke
// (rules §4.5), item IDs in sorted order: what a player too poor for a
// supply pack has left to sell. It returns c and the coins paid.
func SellConsumables(c rules.Character) (rules.Character, int) {
	got := 0
	for _, id := range slices.Sorted(maps.Keys(c.Inventory)) {
		if it, ok := content.ItemByID(id); ok && it.Kind == content.KindConsumable {
			var paid int
			c, paid = sellAll(c, id)
			got += paid
		}
	}
	return c, got
}

// sellAll sells every id c carries; 0 coins when Thom does not buy it.
func sellAll(c rules.Character, id content.ItemID) (rules.Character, int) {
	price, ok := content.SellPrice(id)
	n := c.Inventory.Count(id)
	if !ok || price <= 0 || n == 0 {
		return c, 0
	}
	next, err := rules.RemoveItem(c, id, n)
	if err != nil {
		return c, 0
	}
	if next, err = rules.AddCoins(next, price*n); err != nil {
		return c, 0
	}
	return next, price * n
}

// wear puts carried item id in slot as `!equip` does (the old piece goes
// back into the pack) and sells the old piece (rules §4.3, §4.5). It
// returns c and the coins the old piece fetched.
func wear(c rules.Character, id content.ItemID, slot rules.EquipSlot) (rules.Character, int, error) {
	next, err := rules.RemoveItem(c, id, 1)
	if err != nil {
		return c, 0, err
	}
	old := next.Equipment.Get(slot)
	if old != "" {
		if next, err = rules.AddItem(next, old, 1); err != nil {
			return c, 0, err
		}
	}
	next.Equipment = next.Equipment.Clone()
	next.Equipment.Set(slot, id)
	if old == "" {
		return next, 0, nil
	}
	next, got := sellAll(next, old)
	return next, got, nil
}

// UpgradeGear is a career character's gear buying (rules §11.5): slot by
// slot (careerSlots), the piece GearFor picks at the highest tier up to
// target that beats the worn piece (beatsWorn) and that Thom sells c,
// bought only when the purse keeps reserve coins after it; it is worn at
// once and the piece it replaces sold. It returns c, the coins spent and
// the coins the replaced pieces fetched.
func UpgradeGear(c rules.Character, target, reserve int) (rules.Character, int, int) {
	spent, sold := 0, 0
	target = min(target, ShopMaxTier(c))
	for _, slot := range careerSlots {
		for t := target; t >= 1; t-- {
			eq, err := GearFor(c, t)
			id := eq.Get(slot)
			if err != nil || id == "" || !beatsWorn(c, slot, id) {
				continue
			}
			price, ok := content.BuyPrice(id)
			if !ok {
				continue // Thom does not stock it: nothing to buy at this tier
			}
			if c.ShopDiscount > 0 {
				price = price * (100 - c.ShopDiscount) / 100
			}
			if c.Coins-price < reserve {
				continue
			}
			next, paid, err := ShopBuy(c, id)
			if err != nil {
				continue
			}
			next, got, err := wear(next, id, slot)
			if err != nil {
				continue
			}
			c, spent, sold = next, spent+paid, sold+got
			break
		}
	}
	return c, spent, sold
}

// beatsWorn reports whether wearing item id in slot does more for c than
// what c wears there (rules §1.4): body armour that gives a higher AC (a
// tier-1 plate over the starting chain mail; robes without a magic bonus
// over none do nothing), a weapon with more average
// damage per hit or, at equal damage, a higher attack bonus; in the other
// slots a higher item tier (an empty slot is tier 0).
func beatsWorn(c rules.Character, slot rules.EquipSlot, id content.ItemID) bool {
	cand, ok := content.ItemByID(id)
	if !ok {
		return false
	}
	worn, wearing := content.ItemByID(c.Equipment.Get(slot))
	switch {
	case slot == rules.SlotArmor && cand.Armor != nil:
		return rules.ArmorClass(c, cand.Armor, nil) > rules.ArmorClass(c, worn.Armor, nil)
	case !wearing:
		return true
	case slot == rules.SlotMainHand && cand.Weapon != nil && worn.Weapon != nil:
		return weaponBetter(c, cand.Weapon, worn.Weapon, "")
	}
	return cand.Tier > worn.Tier
}

// TopUpPotions buys CareerPotion until c carries CareerPotions of them, as
// long as the purse keeps keep coins (the next expedition's packs). It
// returns c and the coins spent.
func TopUpPotions(c rules.Character, keep int) (rules.Character, int) {
	spent := 0
	price, ok := content.BuyPrice(CareerPotion)
	if !ok {
		return c, 0 // not stocked: none to buy
	}
	for c.Inventory.Count(CareerPotion) < CareerPotions && c.Coins-price >= keep {
		next, paid, err := ShopBuy(c, CareerPotion)
		if err != nil {
			break
		}
		c, spent = next, spent+paid
	}
	return c, spent
}

// GearValue is the catalogue value of everything c wears (coins).
func GearValue(c rules.Character) int {
	v := 0
	for _, s := range rules.EquipSlots() {
		if it, ok := content.ItemByID(c.Equipment.Get(s)); ok {
			v += it.Value
		}
	}
	return v
}
