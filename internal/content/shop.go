package content

import (
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/gogobee/gogobee/internal/rules"
)

// Thom Krooke's fixed prices in coins (rules §4.5). A subclass change's
// price and wait are the rules' own (rules §1.11): one number each.
const (
	InnLongRestPrice    = 200                                              // a long rest at the inn, outside an expedition
	SubclassRespecPrice = rules.SubclassChangeCost                         // changing subclass after the free first pick
	SubclassRespecDays  = int(rules.SubclassChangeWait / (24 * time.Hour)) // cooldown between subclass changes, in days
)

// Supply packs (rules §4.5, §8.2): supply units (SU) and price in coins.
const (
	StandardPackID    ItemID = "supply_pack_standard"
	DeluxePackID      ItemID = "supply_pack_deluxe"
	StandardPackSU           = 10
	DeluxePackSU             = 20
	StandardPackPrice        = 50
	DeluxePackPrice          = 90
)

// supplyItems are the expedition supply packs.
var supplyItems = []Item{
	{ID: StandardPackID, Name: "Standard Supply Pack", Kind: KindSupply, Tier: 1,
		Grade: GradeCommon, Value: StandardPackPrice, SupplyUnits: StandardPackSU},
	{ID: DeluxePackID, Name: "Deluxe Supply Pack", Kind: KindSupply, Tier: 1,
		Grade: GradeCommon, Value: DeluxePackPrice, SupplyUnits: DeluxePackSU},
}

// OfferKind tells an item for sale from a service.
type OfferKind string

// Offer kinds.
const (
	OfferItem    OfferKind = "item"    // ItemID names a catalogue item
	OfferService OfferKind = "service" // the inn, a subclass respec
)

// ShopOffer is one line of Thom Krooke's price list: an item (ItemID set)
// or a service, at Price coins.
type ShopOffer struct {
	ID     string    `json:"id"`
	Name   string    `json:"name"`
	Kind   OfferKind `json:"kind"`
	ItemID ItemID    `json:"item_id,omitempty"`
	Price  int       `json:"price"`
}

// Service offer IDs.
const (
	OfferInnLongRest    = "inn_long_rest"
	OfferSubclassRespec = "subclass_respec"
)

// buildOffers is the price list: services, supply packs, the two healing
// consumables Thom stocks, then every shop weapon, armour, helmet and pair
// of boots at its tier price.
func buildOffers() []ShopOffer {
	out := []ShopOffer{
		{ID: OfferInnLongRest, Name: "Long rest at the inn", Kind: OfferService, Price: InnLongRestPrice},
		{ID: OfferSubclassRespec, Name: "Subclass change (the first pick is free)", Kind: OfferService, Price: SubclassRespecPrice},
	}
	stocked := []ItemID{StandardPackID, DeluxePackID, "berry_poultice", "potion_of_healing"}
	for _, id := range stocked {
		out = append(out, itemOffer(id))
	}
	for _, group := range [][]Item{weaponItems, armorItems, gearItems} {
		for _, it := range group {
			out = append(out, ShopOffer{ID: string(it.ID), Name: it.Name, Kind: OfferItem, ItemID: it.ID, Price: it.Value})
		}
	}
	return out
}

// itemOffer lists a catalogue item at its value. An unknown ID, which only
// a typo in this file can cause, is listed with no name and no price,
// which Validate reports.
func itemOffer(id ItemID) ShopOffer {
	it, ok := itemTable().row(string(id))
	if !ok {
		return ShopOffer{ID: string(id), Kind: OfferItem, ItemID: id}
	}
	return ShopOffer{ID: string(id), Name: it.Name, Kind: OfferItem, ItemID: id, Price: it.Value}
}

// offerTable is the price list, indexed, built once the catalogue is.
var offerTable = sync.OnceValue(func() *table[ShopOffer] {
	return newTable(buildOffers(), func(o ShopOffer) string { return o.ID }, plain[ShopOffer])
})

// ShopOffers returns Thom Krooke's price list in display order.
func ShopOffers() []ShopOffer { return offerTable().all() }

// OfferByID returns the offer with the given ID (an item ID for stocked
// items, OfferInnLongRest or OfferSubclassRespec for services).
func OfferByID(id string) (ShopOffer, bool) { return offerTable().byID(id) }

// BuyPrice is what Thom charges in coins for one of the item; false when he
// does not stock it.
func BuyPrice(itemID ItemID) (int, bool) {
	o, ok := OfferByID(string(itemID))
	if !ok || o.Kind != OfferItem {
		return 0, false
	}
	return o.Price, true
}

// ResalePercent is the share of its value Thom pays for equipment and
// treasure (rules §4.5: buy-back is a fraction of value, so buying and
// selling back, or a farmed treasure, is not free money; the SRD's
// "half their cost" for selling adventuring equipment).
const ResalePercent = 50

// SellPrice is what Thom pays in coins for one of the item: equipment and
// treasure at ResalePercent of their value (rounded down, at least 1);
// harvested materials at their registry value (rules §4.5); consumables at
// half their value, or the tier baseline of rules §4.5 when they have
// none. Quest items and supply packs are not bought back: false.
func SellPrice(itemID ItemID) (int, bool) {
	it, ok := ItemByID(itemID)
	if !ok {
		return 0, false
	}
	return sellPriceOf(it)
}

func sellPriceOf(it Item) (int, bool) {
	switch it.Kind {
	case KindWeapon, KindArmor, KindWondrous, KindTreasure:
		return max(1, it.Value*ResalePercent/100), true
	case KindMaterial:
		return it.Value, true
	case KindConsumable:
		if it.Value > 0 {
			return it.Value / 2, true
		}
		if it.Tier >= 1 && it.Tier <= MaxZoneTier {
			return consumableSellBaseline[it.Tier], true
		}
	}
	return 0, false
}

// ItemStack is a quantity of one catalogue item.
type ItemStack struct {
	ItemID ItemID `json:"item_id"`
	Qty    int    `json:"qty"`
}

// StartingKit is the gear a new character of a class starts with: the
// equipped items by slot and a pack of other items. The class table in
// internal/rules owns the lists (ClassDef.StartingEquipment and
// StartingItems); this package turns them into kits and Validate checks that
// every ID is a catalogue item that fits its slot.
type StartingKit struct {
	ClassID   rules.ClassID   `json:"class_id"`
	Equipment rules.Equipment `json:"equipment"`
	Pack      []ItemStack     `json:"pack,omitempty"`
}

// kitOf builds the starting kit of a class definition; the pack is sorted
// by item ID.
func kitOf(d rules.ClassDef) StartingKit {
	k := StartingKit{ClassID: d.ID, Equipment: d.StartingEquipment.Clone()}
	for _, id := range slices.Sorted(maps.Keys(d.StartingItems)) {
		k.Pack = append(k.Pack, ItemStack{ItemID: id, Qty: d.StartingItems[id]})
	}
	return k
}

// startingKits returns the kit of every class of the rules class table.
func startingKits() []StartingKit {
	var out []StartingKit
	for _, d := range rules.Classes() {
		out = append(out, kitOf(d))
	}
	return out
}
