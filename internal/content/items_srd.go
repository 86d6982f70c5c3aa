package content

import "github.com/gogobee/gogobee/internal/rules"

// SRD magic items that may replace a per-kill treasure drop (rules §5.1). The
// sheet names none; this pool is DERIVED from the SRD's magic items, one
// grade each (epic is the SRD's very rare), leaving out the items the boss
// tables already drop. Values are DERIVED too: potions 50 / 150 / 500 / 1,500
// coins by grade, worn and wielded items the shop price of the matching
// equipment tier (srdWornValue).

// srdWornValue is the value of a permanent SRD magic item of a grade: the
// price of shop equipment of the tier with the same grade.
func srdWornValue(g Grade) int { return equipmentTierPrice[int(g)] }

// srdPotion builds an SRD healing potion.
func srdPotion(id ItemID, name string, g Grade, value int, heal rules.Dice) Item {
	return Item{
		ID: id, Name: name, Kind: KindConsumable, Tier: int(g), Grade: g, Value: value,
		Consumable: &Consumable{Effect: ConsumeHeal, Role: RoleHealing, HealDice: heal},
	}
}

// srdWorn builds an SRD wondrous item that needs attunement.
func srdWorn(id ItemID, name string, g Grade, w Wondrous) Item {
	return Item{
		ID: id, Name: name, Kind: KindWondrous, Tier: int(g), Grade: g,
		Value: srdWornValue(g), Attunement: true, Wondrous: &w,
	}
}

// srdWeapon builds an SRD magic weapon on a base weapon.
func srdWeapon(id ItemID, name, kind string, g Grade, bonus int) Item {
	return Item{
		ID: id, Name: name, Kind: KindWeapon, Tier: int(g), Grade: g, Value: srdWornValue(g),
		Attunement: true, Weapon: weaponOf(baseWeaponByKind(kind), id, name, int(g), bonus),
	}
}

// srdArmor builds an SRD magic armour on a base armour.
func srdArmor(id ItemID, name, kind string, g Grade, bonus int) Item {
	return Item{
		ID: id, Name: name, Kind: KindArmor, Tier: int(g), Grade: g, Value: srdWornValue(g),
		Armor: armorOf(baseArmorByKind(kind), id, name, int(g), bonus),
	}
}

// srdMagicItems is the SRD substitution pool.
var srdMagicItems = []Item{
	// Uncommon (common is the Potion of Healing among the consumables).
	srdPotion("potion_of_greater_healing", "Potion of Greater Healing", GradeUncommon, 150,
		rules.Dice{Count: 4, Sides: 4, Bonus: 4}),
	srdWorn("gauntlets_of_ogre_power", "Gauntlets of Ogre Power", GradeUncommon,
		Wondrous{Slot: rules.SlotHands, AbilitySet: one(rules.STR, 19)}),
	srdWorn("headband_of_intellect", "Headband of Intellect", GradeUncommon,
		Wondrous{Slot: rules.SlotHead, AbilitySet: one(rules.INT, 19)}),

	// Rare.
	srdPotion("potion_of_superior_healing", "Potion of Superior Healing", GradeRare, 500,
		rules.Dice{Count: 8, Sides: 4, Bonus: 8}),
	srdWorn("ring_of_protection", "Ring of Protection", GradeRare,
		Wondrous{Slot: rules.SlotRing1, ACBonus: 1, SaveBonus: 1}),
	srdWorn("amulet_of_health", "Amulet of Health", GradeRare,
		Wondrous{Slot: rules.SlotNeck, AbilitySet: one(rules.CON, 19)}),
	withPerk(srdWorn("cloak_of_displacement", "Cloak of Displacement", GradeRare,
		Wondrous{Slot: rules.SlotCloak}),
		"attack rolls against the wearer have disadvantage until it takes damage"),

	// Very rare (epic).
	srdPotion("potion_of_supreme_healing", "Potion of Supreme Healing", GradeEpic, 1500,
		rules.Dice{Count: 10, Sides: 4, Bonus: 20}),
	withPerk(srdWorn("ring_of_regeneration", "Ring of Regeneration", GradeEpic,
		Wondrous{Slot: rules.SlotRing1}),
		"regains 1d6 HP every 10 minutes"),
	srdArmor("shield_plus3", "Shield +3", "shield", GradeEpic, 3),

	// Legendary.
	withPerk(srdWeapon("vorpal_sword", "Vorpal Sword", "longsword", GradeLegendary, 3),
		"ignores resistance to slashing damage"),
	withPerk(withExtra(srdWeapon("holy_avenger", "Holy Avenger", "longsword", GradeLegendary, 3),
		rules.D(2, 10), rules.Radiant),
		"the extra radiant damage applies only to fiends and undead"),
	withPerk(srdArmor("armor_of_invulnerability", "Armor of Invulnerability", "plate", GradeLegendary, 0),
		"resistance to nonmagical damage"),
}

// srdPool lists the SRD substitution candidates of each grade.
var srdPool = map[Grade][]ItemID{
	GradeCommon:    {"potion_of_healing"},
	GradeUncommon:  {"potion_of_greater_healing", "gauntlets_of_ogre_power", "headband_of_intellect"},
	GradeRare:      {"potion_of_superior_healing", "ring_of_protection", "amulet_of_health", "cloak_of_displacement"},
	GradeEpic:      {"potion_of_supreme_healing", "ring_of_regeneration", "shield_plus3"},
	GradeLegendary: {"vorpal_sword", "holy_avenger", "armor_of_invulnerability"},
}
