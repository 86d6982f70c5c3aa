package content

import (
	"github.com/gogobee/gogobee/internal/rules"
)

// equipmentTierPrice is Thom Krooke's price in coins of a weapon, a body
// armour or a shield of each tier 1–5 (rules §4.2) in the middle price band
// (EquipmentPrice); index 0 is unused.
var equipmentTierPrice = [6]int{0, 100, 450, 1500, 7500, 30000}

// EquipmentTierPrice returns a copy of equipmentTierPrice, the table above: changing it changes
// nothing shipped.
func EquipmentTierPrice() [6]int { return equipmentTierPrice }

// EquipmentPrice is the price in coins of shop equipment of a tier whose
// SRD counterpart costs srdCP copper pieces: the tier's price
// (EquipmentTierPrice) times the item's price band, so plate costs more
// than a dart at every tier while the tier ladder of rules §4.2
// stays the middle band:
//
//	up to 5 gp (dagger, dart, mace, spear, robes) .. ½×
//	up to 50 gp (most weapons, light and medium) .... 1×
//	up to 200 gp (chain mail, splint, hand crossbow)  1½×
//	up to 500 gp (breastplate) ...................... 2×
//	over 500 gp (half plate, plate) ................. 3×
func EquipmentPrice(tier, srdCP int) int {
	base := equipmentTierPrice[tier]
	switch {
	case srdCP <= 500:
		return base / 2
	case srdCP <= 5000:
		return base
	case srdCP <= 20000:
		return base * 3 / 2
	case srdCP <= 50000:
		return base * 2
	}
	return base * 3
}

// equipmentTierPrefix names the quality of each tier in an item's name
// (DERIVED): tier 1 is the plain SRD item.
var equipmentTierPrefix = [6]string{"", "", "Fine ", "Superior ", "Runed ", "Mythic "}

// equipmentTierGrade is the grade of shop equipment of each tier.
var equipmentTierGrade = [6]Grade{0, GradeCommon, GradeUncommon, GradeRare, GradeEpic, GradeLegendary}

// EquipmentMagicBonus is the bonus to attack and damage rolls (weapons) or
// to AC (armour and shields) of shop equipment of a tier: tier − 1, so
// +0 to +4 (DERIVED; the simulator issue retunes it).
func EquipmentMagicBonus(tier int) int { return max(tier-1, 0) }

// baseWeapon is one SRD weapon before tiering (SRD weapon table).
type baseWeapon struct {
	kind, name string
	damage     rules.Dice
	dtype      rules.DamageType
	cat        rules.WeaponCategory
	finesse    bool
	ranged     bool
	twoHanded  bool
	srdCP      int // the SRD's cost, in copper pieces: sets its price band (EquipmentPrice)
}

// baseWeapons are the SRD weapons Thom stocks at every tier.
var baseWeapons = []baseWeapon{
	{kind: "dagger", name: "Dagger", srdCP: 200, damage: rules.D(1, 4), dtype: rules.Piercing, cat: rules.SimpleWeapon, finesse: true},
	{kind: "handaxe", name: "Handaxe", srdCP: 500, damage: rules.D(1, 6), dtype: rules.Slashing, cat: rules.SimpleWeapon},
	{kind: "mace", name: "Mace", srdCP: 500, damage: rules.D(1, 6), dtype: rules.Bludgeoning, cat: rules.SimpleWeapon},
	{kind: "quarterstaff", name: "Quarterstaff", srdCP: 20, damage: rules.D(1, 6), dtype: rules.Bludgeoning, cat: rules.SimpleWeapon},
	{kind: "spear", name: "Spear", srdCP: 100, damage: rules.D(1, 6), dtype: rules.Piercing, cat: rules.SimpleWeapon},
	{kind: "light_crossbow", name: "Light Crossbow", srdCP: 2500, damage: rules.D(1, 8), dtype: rules.Piercing, cat: rules.SimpleWeapon, ranged: true, twoHanded: true},
	{kind: "dart", name: "Dart", srdCP: 5, damage: rules.D(1, 4), dtype: rules.Piercing, cat: rules.SimpleWeapon, finesse: true, ranged: true},
	{kind: "sling", name: "Sling", srdCP: 10, damage: rules.D(1, 4), dtype: rules.Bludgeoning, cat: rules.SimpleWeapon, ranged: true},
	{kind: "shortbow", name: "Shortbow", srdCP: 2500, damage: rules.D(1, 6), dtype: rules.Piercing, cat: rules.SimpleWeapon, ranged: true, twoHanded: true},
	{kind: "battleaxe", name: "Battleaxe", srdCP: 1000, damage: rules.D(1, 8), dtype: rules.Slashing, cat: rules.MartialWeapon},
	{kind: "greataxe", name: "Greataxe", srdCP: 3000, damage: rules.D(1, 12), dtype: rules.Slashing, cat: rules.MartialWeapon, twoHanded: true},
	{kind: "greatsword", name: "Greatsword", srdCP: 5000, damage: rules.D(2, 6), dtype: rules.Slashing, cat: rules.MartialWeapon, twoHanded: true},
	{kind: "longsword", name: "Longsword", srdCP: 1500, damage: rules.D(1, 8), dtype: rules.Slashing, cat: rules.MartialWeapon},
	{kind: "rapier", name: "Rapier", srdCP: 2500, damage: rules.D(1, 8), dtype: rules.Piercing, cat: rules.MartialWeapon, finesse: true},
	{kind: "scimitar", name: "Scimitar", srdCP: 2500, damage: rules.D(1, 6), dtype: rules.Slashing, cat: rules.MartialWeapon, finesse: true},
	{kind: "shortsword", name: "Shortsword", srdCP: 1000, damage: rules.D(1, 6), dtype: rules.Piercing, cat: rules.MartialWeapon, finesse: true},
	{kind: "warhammer", name: "Warhammer", srdCP: 1500, damage: rules.D(1, 8), dtype: rules.Bludgeoning, cat: rules.MartialWeapon},
	{kind: "hand_crossbow", name: "Hand Crossbow", srdCP: 7500, damage: rules.D(1, 6), dtype: rules.Piercing, cat: rules.MartialWeapon, ranged: true},
	{kind: "longbow", name: "Longbow", srdCP: 5000, damage: rules.D(1, 8), dtype: rules.Piercing, cat: rules.MartialWeapon, ranged: true, twoHanded: true},
}

// weaponOf builds the rules.Weapon for base weapon b with an item ID, name,
// tier and magic bonus.
func weaponOf(b baseWeapon, id ItemID, name string, tier, bonus int) *rules.Weapon {
	return &rules.Weapon{
		ID: id, Name: name, Kind: b.kind, Tier: tier, Damage: b.damage,
		DamageType: b.dtype, Category: b.cat, Finesse: b.finesse,
		Ranged: b.ranged, TwoHanded: b.twoHanded, MagicBonus: bonus,
	}
}

// baseWeaponByKind returns the SRD base weapon of a kind. An unknown kind,
// which only a typo in this package's tables can cause, gives a weapon
// with no damage dice, which Validate reports.
func baseWeaponByKind(kind string) baseWeapon {
	return baseByKind(baseWeapons, kind, baseWeapon{kind: kind})
}

// WeaponID is the catalogue ID of the shop weapon of a kind and tier, for
// example WeaponID("longsword", 1) == "longsword_t1".
func WeaponID(kind string, tier int) ItemID { return tierID(kind, tier) }

// weaponItems is every base weapon at every tier 1–5 (rules §4.2).
var weaponItems = tieredItems(baseWeapons, func(b baseWeapon, it Item) Item {
	it.Kind = KindWeapon
	it.Weapon = weaponOf(b, it.ID, it.Name, it.Tier, EquipmentMagicBonus(it.Tier))
	return it
})
