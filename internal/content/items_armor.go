package content

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/rules"
)

// gearTierPrice is Thom Krooke's price in coins of a helmet or boots of each
// tier 1–5 (rules §4.2); index 0 is unused.
var gearTierPrice = [6]int{0, 75, 350, 1200, 6000, 25000}

// GearTierPrice returns a copy of gearTierPrice, the table above: changing it changes
// nothing shipped.
func GearTierPrice() [6]int { return gearTierPrice }

// baseArmor is one SRD armour before tiering (SRD armour table).
type baseArmor struct {
	kind, name string
	cat        rules.ArmorCategory
	baseAC     int
	stealthDis bool
	srdCP      int // the SRD's cost, in copper pieces: sets its price band (EquipmentPrice)
}

// baseArmors are the SRD armours (and the shield) Thom stocks at every tier.
var baseArmors = []baseArmor{
	{kind: "leather", name: "Leather Armor", srdCP: 1000, cat: rules.LightArmor, baseAC: 11},
	{kind: "studded_leather", name: "Studded Leather", srdCP: 4500, cat: rules.LightArmor, baseAC: 12},
	{kind: "hide", name: "Hide Armor", srdCP: 1000, cat: rules.MediumArmor, baseAC: 12},
	{kind: "chain_shirt", name: "Chain Shirt", srdCP: 5000, cat: rules.MediumArmor, baseAC: 13},
	{kind: "scale_mail", name: "Scale Mail", srdCP: 5000, cat: rules.MediumArmor, baseAC: 14, stealthDis: true},
	{kind: "breastplate", name: "Breastplate", srdCP: 40000, cat: rules.MediumArmor, baseAC: 14},
	{kind: "half_plate", name: "Half Plate", srdCP: 75000, cat: rules.MediumArmor, baseAC: 15, stealthDis: true},
	{kind: "ring_mail", name: "Ring Mail", srdCP: 3000, cat: rules.HeavyArmor, baseAC: 14, stealthDis: true},
	{kind: "chain_mail", name: "Chain Mail", srdCP: 7500, cat: rules.HeavyArmor, baseAC: 16, stealthDis: true},
	{kind: "splint", name: "Splint Armor", srdCP: 20000, cat: rules.HeavyArmor, baseAC: 17, stealthDis: true},
	{kind: "plate", name: "Plate Armor", srdCP: 150000, cat: rules.HeavyArmor, baseAC: 18, stealthDis: true},
	{kind: "shield", name: "Shield", srdCP: 1000, cat: rules.ShieldArmor, baseAC: 2},
	// Robes are no armour (rules.ClothArmor): base 10 is the unarmoured
	// AC; only their magic bonus counts (a wizard's warded robes).
	{kind: "robes", name: "Robes", srdCP: 100, cat: rules.ClothArmor, baseAC: 10},
}

// RobesMagicBonus is the AC bonus of the shop's robes of a tier:
// EquipmentMagicBonus + 1, so +1 to +5. Robes are all the armour an
// unarmoured caster has, and plain tier-1 robes at +0 would be an item
// that does nothing (rules §1.4).
func RobesMagicBonus(tier int) int { return EquipmentMagicBonus(tier) + 1 }

// armorOf builds the rules.Armor for base armour b with an item ID, name,
// tier and magic bonus.
func armorOf(b baseArmor, id ItemID, name string, tier, bonus int) *rules.Armor {
	return &rules.Armor{
		ID: id, Name: name, Tier: tier, Category: b.cat, BaseAC: b.baseAC,
		MagicBonus: bonus, StealthDisadvantage: b.stealthDis,
	}
}

// baseArmorByKind returns the SRD base armour of a kind. An unknown kind,
// which only a typo in this package's tables can cause, gives an armour
// with no category and no AC, which Validate reports.
func baseArmorByKind(kind string) baseArmor {
	return baseByKind(baseArmors, kind, baseArmor{kind: kind})
}

// ArmorID is the catalogue ID of the shop armour (or shield) of a kind and
// tier, for example ArmorID("chain_mail", 1) == "chain_mail_t1".
func ArmorID(kind string, tier int) ItemID { return tierID(kind, tier) }

// armorItems is every base armour and the shield at every tier 1–5.
var armorItems = tieredItems(baseArmors, func(b baseArmor, it Item) Item {
	bonus := EquipmentMagicBonus(it.Tier)
	if b.cat == rules.ClothArmor {
		bonus = RobesMagicBonus(it.Tier)
	}
	it.Kind = KindArmor
	it.Armor = armorOf(b, it.ID, it.Name, it.Tier, bonus)
	return it
})

// Helmets and boots (rules §4.2). What they grant is DERIVED: a helmet adds
// HelmetHPPerTier × tier to combat max HP, boots add tier to the combat Speed
// stat.
const HelmetHPPerTier = 3

// gearItems is a helmet and a pair of boots at every tier 1–5.
var gearItems = buildGearItems()

func buildGearItems() []Item {
	var out []Item
	for tier := 1; tier <= 5; tier++ {
		out = append(out,
			Item{
				ID: ItemID(fmt.Sprintf("helmet_t%d", tier)), Name: equipmentTierPrefix[tier] + "Helmet",
				Kind: KindWondrous, Tier: tier, Grade: equipmentTierGrade[tier],
				Value:    gearTierPrice[tier],
				Wondrous: &Wondrous{Slot: rules.SlotHead, HPBonus: HelmetHPPerTier * tier},
			},
			Item{
				ID: ItemID(fmt.Sprintf("boots_t%d", tier)), Name: equipmentTierPrefix[tier] + "Boots",
				Kind: KindWondrous, Tier: tier, Grade: equipmentTierGrade[tier],
				Value:    gearTierPrice[tier],
				Wondrous: &Wondrous{Slot: rules.SlotFeet, SpeedBonus: tier},
			})
	}
	return out
}
