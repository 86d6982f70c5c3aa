package content

import "github.com/gogobee/gogobee/internal/rules"

// NamedItemValue is the coin value of a named boss item from a zone of the
// given tier (rules §4.2): 50 × tier², or 100 × tier² when the boss
// always drops it.
func NamedItemValue(tier int, always bool) int {
	if always {
		return 100 * tier * tier
	}
	return 50 * tier * tier
}

// named builds a named boss item of a zone tier; its value follows
// NamedItemValue.
func named(id ItemID, name string, kind ItemKind, tier int, g Grade, always bool) Item {
	return Item{ID: id, Name: name, Kind: kind, Tier: tier, Grade: g, Value: NamedItemValue(tier, always)}
}

// namedWeapon builds a named magic weapon on an SRD base weapon.
func namedWeapon(id ItemID, name, kind string, tier int, g Grade, bonus int) Item {
	it := named(id, name, KindWeapon, tier, g, false)
	it.Weapon = weaponOf(baseWeaponByKind(kind), id, name, tier, bonus)
	return it
}

// namedArmor builds a named magic armour on an SRD base armour.
func namedArmor(id ItemID, name, kind string, tier int, g Grade, bonus int) Item {
	it := named(id, name, KindArmor, tier, g, false)
	it.Armor = armorOf(baseArmorByKind(kind), id, name, tier, bonus)
	return it
}

// namedWorn builds a named wondrous item.
func namedWorn(id ItemID, name string, tier int, g Grade, always bool, w Wondrous) Item {
	it := named(id, name, KindWondrous, tier, g, always)
	it.Wondrous = &w
	it.Attunement = true
	return it
}

// material builds a boss-only material (DERIVED at a value of its rarity).
// Boss drops that are harvest resources (aboleth_mucus, azer_ingot,
// spider_silk, portal_fragment) are not listed here: their catalogue items
// come from the resource registry (data/resources.yaml), the single source
// of material IDs and sell values.
func material(id ItemID, name string, tier int, g Grade, value int) Item {
	return Item{ID: id, Name: name, Kind: KindMaterial, Tier: tier, Grade: g, Value: value}
}

// withExtra, withResist and withPerk decorate a catalogue item.
func withExtra(it Item, d rules.Dice, t rules.DamageType) Item {
	it.Extra = &ExtraDamage{Dice: d, Type: t}
	return it
}

func withResist(it Item, t ...rules.DamageType) Item {
	it.Resist = t
	return it
}

func withPerk(it Item, perk string) Item {
	it.Perk = perk
	return it
}

// one is a single ability adjustment.
func one(a rules.Ability, n int) map[rules.Ability]int { return map[rules.Ability]int{a: n} }

// bossItems are the named items and materials of the ten boss loot tables
// (rules §4.2), zone by zone.
var bossItems = []Item{
	// Goblin Warrens (tier 1).
	namedWeapon("grol_handaxe", "Handaxe +1", "handaxe", 1, GradeUncommon, 1),
	namedArmor("grol_studded_leather", "Studded Leather +1", "studded_leather", 1, GradeUncommon, 1),
	namedWorn("grols_belt", "Grol's Belt", 1, GradeUncommon, false,
		Wondrous{Slot: rules.SlotHands, AbilityBonus: one(rules.STR, 2)}),

	// Crypt of Valdris (tier 1).
	named("valdris_phylactery_shard", "Valdris's Phylactery Shard", KindQuest, 1, GradeRare, true),
	namedWorn("cloak_of_protection", "Cloak of Protection", 1, GradeUncommon, false,
		Wondrous{Slot: rules.SlotCloak, ACBonus: 1, SaveBonus: 1}),
	withPerk(namedWeapon("mace_of_smiting", "Mace of Smiting", "mace", 1, GradeRare, 1),
		"+2d6 extra damage against constructs"),

	// Forest of Shadows (tier 2).
	withPerk(namedWorn("hollow_crown", "The Hollow Crown", 2, GradeRare, false,
		Wondrous{Slot: rules.SlotHead, AbilityBonus: one(rules.WIS, 2)}),
		"nature perception: notice hidden paths and harvest nodes in the wild"),
	namedArmor("hide_plus2", "Hide Armor +2", "hide", 2, GradeRare, 2),
	namedWeapon("longbow_plus1", "Longbow +1", "longbow", 2, GradeUncommon, 1),
	material("forest_essence", "Forest Essence", 2, GradeUncommon, 45),

	// Sunken Temple of Dar'eth (tier 2).
	namedWorn("aboleths_eye", "Aboleth's Eye", 2, GradeRare, false,
		Wondrous{Slot: rules.SlotNeck, AbilityBonus: one(rules.INT, 2)}),
	namedArmor("breastplate_plus1", "Breastplate +1", "breastplate", 2, GradeUncommon, 1),

	// Haunted Manor of Blackspire (tier 3).
	namedWorn("blackspire_signet", "Blackspire Signet Ring", 3, GradeRare, false,
		Wondrous{Slot: rules.SlotRing1, AbilityBonus: one(rules.CHA, 2)}),
	withExtra(namedWeapon("sword_of_wounding", "Sword of Wounding", "longsword", 3, GradeRare, 0),
		rules.D(1, 4), rules.Necrotic),
	withResist(namedArmor("armor_of_necrotic_resistance", "Armor of Necrotic Resistance", "chain_mail", 3, GradeRare, 0),
		rules.Necrotic),
	named("blackspire_deed", "Blackspire Deed", KindQuest, 3, GradeRare, true),

	// The Underforge (tier 3).
	material("thyraks_core", "Thyrak's Core", 3, GradeLegendary, NamedItemValue(3, true)),
	withPerk(namedArmor("adamantine_armor", "Adamantine Armor", "plate", 3, GradeUncommon, 0),
		"critical hits against the wearer become normal hits"),
	withExtra(namedWeapon("flame_tongue", "Flame Tongue", "longsword", 3, GradeRare, 0),
		rules.D(2, 6), rules.Fire),

	// The Underdark (tier 4).
	namedWorn("xunyls_diadem", "Xunyl's Diadem", 4, GradeEpic, false,
		Wondrous{Slot: rules.SlotHead, AbilityBonus: one(rules.CHA, 3)}),
	namedArmor("drow_chain_plus2", "Drow Chain +2", "chain_shirt", 4, GradeEpic, 2),
	withExtra(namedWeapon("dagger_of_venom", "Dagger of Venom", "dagger", 4, GradeRare, 1),
		rules.D(2, 10), rules.Poison),

	// Feywild Crossing (tier 4).
	withPerk(namedWorn("thornmothers_bargain", "Thornmother's Bargain", 4, GradeEpic, true,
		Wondrous{Slot: rules.SlotRing1}),
		"the bearer picks one ability for +4 and another for -2 when attuning"),
	withPerk(namedWeapon("rapier_of_puncturing_plus2", "Rapier of Puncturing +2", "rapier", 4, GradeEpic, 2),
		"a critical hit also pierces for an extra 1d8"),
	namedWorn("cloak_of_protection_plus2", "Cloak of Protection +2", 4, GradeEpic, false,
		Wondrous{Slot: rules.SlotCloak, ACBonus: 2, SaveBonus: 2}),
	material("feywild_essence", "Feywild Essence", 4, GradeUncommon, 55),

	// Dragon's Lair (tier 5).
	material("scale_of_infernax", "Scale of Infernax", 5, GradeLegendary, NamedItemValue(5, true)),
	withResist(namedArmor("red_dragon_scale_mail", "Red Dragon Scale Mail", "scale_mail", 5, GradeEpic, 1),
		rules.Fire),
	withExtra(namedWeapon("flame_tongue_plus3", "Flame Tongue +3", "longsword", 5, GradeLegendary, 3),
		rules.D(2, 6), rules.Fire),
	withResist(namedWorn("ring_of_fire_resistance", "Ring of Fire Resistance", 5, GradeRare, false,
		Wondrous{Slot: rules.SlotRing1}), rules.Fire),

	// The Abyss Portal (tier 5).
	material("belaxath_shard", "Belaxath Shard", 5, GradeLegendary, NamedItemValue(5, true)),
	withExtra(namedWeapon("demon_blade", "Demon Blade", "greatsword", 5, GradeLegendary, 3),
		rules.D(2, 6), rules.Necrotic),
	namedArmor("demon_armor_plus3", "Demon Armor +3", "plate", 5, GradeLegendary, 3),
}
