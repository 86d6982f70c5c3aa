package content

import "github.com/gogobee/gogobee/internal/rules"

// gate adjusts a registry entry as it is listed.
type gate func(*Resource)

// needsKill, classOnly and duringEvent are the registry's three gates;
// ofType marks an entry that is not a plain material.
func needsKill(t KillTag) gate        { return func(r *Resource) { r.RequiresKill = t } }
func classOnly(c rules.ClassID) gate  { return func(r *Resource) { r.ClassRestrict = c } }
func duringEvent(e HarvestEvent) gate { return func(r *Resource) { r.Event = e } }
func ofType(t ResourceType) gate      { return func(r *Resource) { r.Type = t } }

// resource builds one registry row (a material unless ofType says
// otherwise); Charges is filled in by withCharges.
func resource(zone, id, name string, a rules.HarvestAction, dc int, g Grade, sell int, gs ...gate) Resource {
	r := Resource{ID: id, Name: name, Zone: zone, Action: a, DC: dc, Rarity: g, Type: ResourceMaterial, Sell: sell}
	for _, f := range gs {
		f(&r)
	}
	return r
}

// withCharges fills every entry's Charges from the calibration table (by
// its zone's tier and its rarity).
func withCharges(rs []Resource) []Resource {
	for i := range rs {
		rs[i].Charges = HarvestChargesFor(rs[i].Rarity, zoneTier(rs[i].Zone))
	}
	return rs
}

// Rarity shorthands for the table.
const (
	rC  = GradeCommon
	rU  = GradeUncommon
	rR  = GradeRare
	rVR = GradeEpic
	rL  = GradeLegendary
)

// shippedResources is the resource registry (rules §7.1), zone by zone, tier
// 1 first (68 rows). A name with a qualifier puts it first ("Refined Aboleth
// Mucus"), because the harvest footer separates entries with commas. Charges
// come from the calibration table (HarvestChargesFor, rules §7.2).
var shippedResources = withCharges([]Resource{
	// Goblin Warrens (tier 1).
	resource(ZoneGoblinWarrens, "scrap_iron", "Scrap Iron", rules.Mine, 10, rC, 10),
	resource(ZoneGoblinWarrens, "alchemy_pouch", "Goblin Alchemy Pouch", rules.Scavenge, 13, rU, 40),
	resource(ZoneGoblinWarrens, "worg_pelt", "Worg Pelt", rules.Scavenge, 11, rU, 35, needsKill(TagWorg)),
	resource(ZoneGoblinWarrens, "crude_weapon_cache", "Crude Weapon Cache", rules.Scavenge, 15, rU, 50, ofType(ResourceItem)),
	resource(ZoneGoblinWarrens, "war_standard", "Hobgoblin War Standard", rules.Scavenge, 18, rR, 200),
	resource(ZoneGoblinWarrens, "shaman_reagents", "Goblin Shaman's Reagents", rules.Essence, 17, rR, 180, classOnly(rules.Mage)),

	// Crypt of Valdris (tier 1).
	resource(ZoneCryptValdris, "grave_soil", "Grave Soil", rules.Scavenge, 9, rC, 8),
	resource(ZoneCryptValdris, "bone_dust", "Bone Dust", rules.Scavenge, 9, rC, 7),
	resource(ZoneCryptValdris, "ancient_coin", "Pre-Empire Ancient Coin", rules.Scavenge, 14, rU, 50),
	resource(ZoneCryptValdris, "necrotic_essence", "Necrotic Essence", rules.Essence, 15, rU, 45),
	resource(ZoneCryptValdris, "silver_grave_dust", "Silver Grave Dust", rules.Commune, 17, rR, 200, classOnly(rules.Cleric)),
	resource(ZoneCryptValdris, "valdris_seal_fragment", "Valdris's Seal Fragment", rules.Scavenge, 20, rR, 250, ofType(ResourceQuest)),

	// Forest of Shadows (tier 2).
	resource(ZoneForestShadows, "shadow_herb", "Shadow Herb", rules.Forage, 10, rC, 10),
	resource(ZoneForestShadows, "beast_pelt", "Beast Pelt", rules.Forage, 11, rC, 12, needsKill(TagBeast)),
	resource(ZoneForestShadows, "darkwood", "Darkwood", rules.Mine, 13, rU, 40),
	resource(ZoneForestShadows, "fey_bloom", "Corrupted Fey Bloom", rules.Forage, 16, rU, 55),
	resource(ZoneForestShadows, "owlbear_feather", "Owlbear Feather", rules.Scavenge, 12, rU, 35, needsKill(TagOwlbear)),
	resource(ZoneForestShadows, "dryads_tears", "Dryad's Tears", rules.Essence, 18, rR, 220),
	resource(ZoneForestShadows, "biolum_fungi", "Bioluminescent Fungi", rules.Forage, 17, rR, 200),

	// Sunken Temple of Dar'eth (tier 2).
	resource(ZoneSunkenTemple, "sea_glass", "Sea Glass Shard", rules.Scavenge, 9, rC, 7),
	resource(ZoneSunkenTemple, "deep_coral", "Deep Coral", rules.Mine, 11, rC, 12),
	resource(ZoneSunkenTemple, "kuotoa_scale", "Kuo-toa Scale", rules.Scavenge, 12, rU, 35, needsKill(TagKuoToa)),
	resource(ZoneSunkenTemple, "black_pearl", "Black Pearl", rules.Fish, 16, rU, 55, ofType(ResourceFish)),
	resource(ZoneSunkenTemple, "aboleth_mucus", "Refined Aboleth Mucus", rules.Essence, 18, rR, 230, classOnly(rules.Mage)),
	resource(ZoneSunkenTemple, "temple_relic", "Ancient Temple Relic", rules.Scavenge, 20, rR, 250, ofType(ResourceItem)),
	resource(ZoneSunkenTemple, "tidal_crystal", "Tidal Crystal", rules.Mine, 17, rR, 200, duringEvent(EventTide)),

	// Haunted Manor of Blackspire (tier 3).
	resource(ZoneHauntedManor, "spectral_grave_dust", "Spectral Grave Dust", rules.Scavenge, 10, rC, 12),
	resource(ZoneHauntedManor, "cursed_trinket", "Cursed Trinket", rules.Scavenge, 12, rC, 14, ofType(ResourceItem)),
	resource(ZoneHauntedManor, "ghost_silk", "Ghost Silk", rules.Essence, 15, rU, 45),
	resource(ZoneHauntedManor, "vampire_ash", "Vampire Ash", rules.Scavenge, 14, rU, 50, needsKill(TagVampireSpawn)),
	resource(ZoneHauntedManor, "shadow_essence", "Shadow Essence", rules.Essence, 18, rR, 220),
	resource(ZoneHauntedManor, "blackspire_volume", "Blackspire Library Volume", rules.Scavenge, 19, rR, 240, ofType(ResourceItem)),
	resource(ZoneHauntedManor, "wraith_core", "Wraith Core", rules.Commune, 20, rR, 260, classOnly(rules.Cleric), needsKill(TagWraith)),

	// The Underforge (tier 3).
	resource(ZoneUnderforge, "iron_ore", "Iron Ore", rules.Mine, 10, rC, 10),
	resource(ZoneUnderforge, "volcanic_glass", "Volcanic Glass", rules.Mine, 11, rC, 12),
	resource(ZoneUnderforge, "azer_ingot", "Azer Metal Ingot", rules.Mine, 14, rU, 50, needsKill(TagAzer)),
	resource(ZoneUnderforge, "fire_essence", "Fire Essence", rules.Essence, 15, rU, 45),
	resource(ZoneUnderforge, "mithral_trace", "Mithral Trace", rules.Mine, 20, rR, 280),
	resource(ZoneUnderforge, "forge_core_fragment", "Forge Core Fragment", rules.Scavenge, 17, rR, 200, needsKill(TagConstruct)),
	resource(ZoneUnderforge, "salamander_oil", "Salamander Oil", rules.Essence, 16, rR, 210, needsKill(TagSalamander)),

	// The Underdark (tier 4).
	resource(ZoneUnderdark, "ud_mushroom", "Underdark Mushroom", rules.Forage, 10, rC, 10),
	resource(ZoneUnderdark, "spider_silk", "Cave Spider Silk", rules.Forage, 12, rC, 14),
	resource(ZoneUnderdark, "drow_poison", "Diluted Drow Poison", rules.Scavenge, 14, rU, 50, needsKill(TagDrow)),
	resource(ZoneUnderdark, "faerzress_crystal", "Faerzress Crystal", rules.Mine, 16, rU, 55),
	resource(ZoneUnderdark, "mind_flayer_brain", "Mind Flayer Brain Matter", rules.Essence, 19, rR, 250, classOnly(rules.Mage), needsKill(TagIllithid)),
	resource(ZoneUnderdark, "drow_adamantine", "Drow Adamantine", rules.Mine, 21, rR, 290),
	resource(ZoneUnderdark, "deep_dragon_chip", "Deep Dragon Scale Chip", rules.Scavenge, 23, rVR, 800),

	// Feywild Crossing (tier 4).
	resource(ZoneFeywild, "fey_dust", "Fey Dust", rules.Forage, 11, rC, 12),
	resource(ZoneFeywild, "enchanted_petal", "Enchanted Petal", rules.Forage, 12, rC, 13),
	resource(ZoneFeywild, "pixie_wing", "Pixie Wing Fragments", rules.Essence, 16, rU, 55),
	resource(ZoneFeywild, "wisp_essence", "Will-o-Wisp Essence", rules.Essence, 17, rU, 60, needsKill(TagWillOWisp)),
	resource(ZoneFeywild, "hag_hair", "Hag Hair", rules.Commune, 18, rR, 220, classOnly(rules.Cleric), needsKill(TagHag)),
	resource(ZoneFeywild, "timelock_amber", "Timelock Amber", rules.Forage, 21, rR, 290),
	resource(ZoneFeywild, "thornmother_thorn", "Thornmother's Thorn", rules.Scavenge, 25, rVR, 1000, needsKill(TagThornmother)),

	// Dragon's Lair (tier 5).
	resource(ZoneDragonsLair, "ancient_gold", "Ancient Gold Coin", rules.Scavenge, 10, rC, 12),
	resource(ZoneDragonsLair, "volcanic_gem", "Volcanic Gem", rules.Mine, 12, rC, 13),
	resource(ZoneDragonsLair, "drake_blood", "Drake Blood", rules.Essence, 14, rU, 50, needsKill(TagDrake)),
	resource(ZoneDragonsLair, "dragon_scale_fragment", "Dragon Scale Fragment", rules.Scavenge, 16, rU, 55, needsKill(TagDrake)),
	resource(ZoneDragonsLair, "dragonfire_coal", "Dragonfire Coal", rules.Mine, 19, rR, 240),
	resource(ZoneDragonsLair, "kobold_trap", "Kobold Trap Mechanism", rules.Scavenge, 18, rR, 220, ofType(ResourceItem)),
	resource(ZoneDragonsLair, "infernax_scale", "Infernax Scale", rules.Scavenge, 25, rL, 6000, needsKill(TagInfernax)),

	// The Abyss Portal (tier 5).
	resource(ZoneAbyssPortal, "brimstone_shard", "Brimstone Shard", rules.Mine, 11, rC, 13),
	resource(ZoneAbyssPortal, "demon_ichor", "Demon Ichor", rules.Scavenge, 12, rC, 14, needsKill(TagDemon)),
	resource(ZoneAbyssPortal, "planar_shard", "Planar Shard", rules.Mine, 15, rU, 50),
	resource(ZoneAbyssPortal, "corrupted_metal", "Corrupted Metal", rules.Scavenge, 16, rU, 55),
	resource(ZoneAbyssPortal, "void_essence", "Void Essence", rules.Essence, 20, rR, 280),
	resource(ZoneAbyssPortal, "abyssal_ichor", "Concentrated Abyssal Ichor", rules.Essence, 22, rR, 300, classOnly(rules.Mage), needsKill(TagBalor)),
	resource(ZoneAbyssPortal, "portal_fragment", "Portal Fragment", rules.Scavenge, 25, rL, 6500, needsKill(TagPortalBoss)),
})
