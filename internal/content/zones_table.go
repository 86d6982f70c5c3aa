package content

// spawn and eliteSpawn build ordinary and elite roster entries.
func spawn(id string, w int) RosterEntry { return RosterEntry{MonsterID: id, Weight: w} }

func eliteSpawn(id string, w int) RosterEntry {
	return RosterEntry{MonsterID: id, Weight: w, Elite: true}
}

// chance is a boss-table item dropping with probability c; always is an
// always-drop of quantity q.
func chance(id string, c float64) LootChance  { return LootChance{ItemID: id, Chance: c} }
func always(id string, q CoinDice) AlwaysDrop { return AlwaysDrop{ItemID: id, Qty: q} }

// shippedZones are the ten zones of rules §6.1 with their expedition facts
// (days: rules §6.1; wilderness: rules §6.1; mechanics: rules §8.12),
// rosters, bosses and boss loot, tier 1 first. Coin dice marked
// CoinsDerived copy the recorded zone of the same tier (Forest of Shadows
// sits between the tier-1 zones and the Sunken Temple).
var shippedZones = []Zone{
	{
		ID: ZoneGoblinWarrens, Name: "Goblin Warrens", Tier: 1, MinLevel: 1, MaxLevel: 3,
		Faction: "goblins and hobgoblins",
		Summary: "Tunnels dug under a trade road, full of goblin ambushes.",
		Roster: []RosterEntry{
			spawn("goblin_sneak", 7), spawn("goblin_archer", 6), spawn("hobgoblin_grunt", 5),
			eliteSpawn("worg", 3), spawn("goblin_shaman", 2), eliteSpawn("hobgoblin_warchief", 1),
		},
		BossID: "grol",
		Loot: BossLoot{
			Chances: []LootChance{chance("grol_handaxe", 0.15), chance("grol_studded_leather", 0.10), chance("grols_belt", 0.05)},
			Coins:   cd(2, 10, 5),
		},
		ExpeditionFacts: indoor(2, 4),
	},
	{
		ID: ZoneCryptValdris, Name: "The Crypt of Valdris", Tier: 1, MinLevel: 1, MaxLevel: 3,
		Faction: "undead",
		Summary: "A sealed crypt where a failed lich still counts his bones.",
		Roster: []RosterEntry{
			spawn("skeleton", 7), spawn("zombie", 6), spawn("shadow", 4), eliteSpawn("specter", 3), eliteSpawn("wight", 1),
		},
		BossID: "valdris",
		Loot: BossLoot{
			Chances: []LootChance{chance("cloak_of_protection", 0.12), chance("mace_of_smiting", 0.08)},
			Always:  []AlwaysDrop{always("valdris_phylactery_shard", fixed(1))},
			Coins:   cd(3, 10, 4),
		},
		ExpeditionFacts: indoor(2, 5),
	},
	{
		ID: ZoneForestShadows, Name: "Forest of Shadows", Tier: 2, MinLevel: 3, MaxLevel: 5,
		Faction: "beasts, fey-corrupted creatures and bandits",
		Summary: "An old wood gone dark around a corrupted guardian.",
		Roster: []RosterEntry{
			spawn("dire_wolf", 6), spawn("dryad_corrupted", 3), eliteSpawn("owlbear", 2),
			eliteSpawn("bandit_captain", 3), eliteSpawn("displacer_beast", 3), eliteSpawn("green_hag", 1),
		},
		BossID: "hollow_king",
		Loot: BossLoot{
			Chances: []LootChance{chance("hollow_crown", 0.06), chance("hide_plus2", 0.10), chance("longbow_plus1", 0.12)},
			Always:  []AlwaysDrop{always("forest_essence", cd(1, 3, 1))},
			Coins:   cd(4, 10, 8), CoinsDerived: true,
		},
		ExpeditionFacts: wilderness(4, 8),
	},
	{
		ID: ZoneSunkenTemple, Name: "Sunken Temple of Dar'eth", Tier: 2, MinLevel: 3, MaxLevel: 5,
		Faction: "kuo-toa, water elementals and aboleth-touched",
		Summary: "A drowned temple where something vast is dreaming.",
		Roster: []RosterEntry{
			spawn("kuo_toa", 7), spawn("kuo_toa_whip", 4), spawn("merrow", 4),
			eliteSpawn("aboleth_thrall", 3), eliteSpawn("water_elemental", 1),
		},
		BossID: "dreaming_aboleth",
		Loot: BossLoot{
			Chances: []LootChance{chance("aboleths_eye", 0.05), chance("breastplate_plus1", 0.10)},
			Always:  []AlwaysDrop{always("aboleth_mucus", fixed(1))},
			Coins:   cd(5, 10, 8),
		},
		ExpeditionFacts: wilderness(4, 9, MechanicTide),
	},
	{
		ID: ZoneHauntedManor, Name: "Haunted Manor of Blackspire", Tier: 3, MinLevel: 5, MaxLevel: 8,
		Faction: "undead, shadows and vampires",
		Summary: "A vampire lord's manor where the portraits watch back.",
		Roster: []RosterEntry{
			spawn("shadow", 6), spawn("poltergeist", 5), eliteSpawn("banshee", 2),
			eliteSpawn("wraith", 3), eliteSpawn("vampire_spawn", 3), eliteSpawn("revenant", 1),
		},
		BossID: "lord_aldric",
		Loot: BossLoot{
			Chances: []LootChance{
				chance("blackspire_signet", 0.06), chance("sword_of_wounding", 0.10),
				chance("armor_of_necrotic_resistance", 0.08),
			},
			Always: []AlwaysDrop{always("blackspire_deed", fixed(1))},
			Coins:  cd(8, 10, 10),
		},
		ScavengeFind:    ScavengeFind{Resource: "cursed_trinket", Chance: 0.10},
		ExpeditionFacts: indoor(6, 12, MechanicManorReset),
	},
	{
		ID: ZoneUnderforge, Name: "The Underforge", Tier: 3, MinLevel: 5, MaxLevel: 8,
		Faction: "fire elementals, constructs, salamanders and azers",
		Summary: "A sealed dwarven forge-city whose fires never went out.",
		Roster: []RosterEntry{
			spawn("magmin", 6), spawn("azer", 5), spawn("flameskull", 4),
			eliteSpawn("salamander", 3), eliteSpawn("fire_elemental", 3), eliteSpawn("helmed_horror", 3),
		},
		BossID: "thyrak",
		Loot: BossLoot{
			Chances: []LootChance{chance("adamantine_armor", 0.12), chance("flame_tongue", 0.10)},
			Always:  []AlwaysDrop{always("thyraks_core", fixed(1)), always("azer_ingot", cd(1, 6, 1))},
			Coins:   cd(8, 10, 10), CoinsDerived: true,
		},
		ExpeditionFacts: indoor(5, 10, MechanicHeat),
	},
	{
		ID: ZoneUnderdark, Name: "The Underdark", Tier: 4, MinLevel: 8, MaxLevel: 12,
		Faction: "drow, mind flayers, ropers and hook horrors",
		Summary: "Miles of lightless caverns under drow rule.",
		Roster: []RosterEntry{
			spawn("drow", 5), eliteSpawn("drow_elite_warrior", 4), spawn("drow_mage", 3),
			spawn("mind_flayer", 2), spawn("hook_horror", 4), eliteSpawn("roper", 1),
		},
		BossID:       "ilvaras",
		RegionBosses: []string{"tunnel_predator", "drow_elite_captain", "mind_flayer_elder"},
		Loot: BossLoot{
			Chances: []LootChance{chance("xunyls_diadem", 0.05), chance("drow_chain_plus2", 0.08), chance("dagger_of_venom", 0.10)},
			Always:  []AlwaysDrop{always("spider_silk", cd(2, 4, 1))},
			Coins:   cd(15, 10, 12),
		},
		ExpeditionFacts: wilderness(10, 21),
	},
	{
		ID: ZoneFeywild, Name: "Feywild Crossing", Tier: 4, MinLevel: 8, MaxLevel: 12,
		Faction: "hags, redcaps, wisps, fomorians and the unseelie",
		Summary: "A thin place where the fey courts bargain for more than coin.",
		Roster: []RosterEntry{
			spawn("redcap", 6), spawn("will_o_wisp", 5), spawn("quickling", 5),
			eliteSpawn("green_hag", 2), eliteSpawn("night_hag", 3), eliteSpawn("fomorian", 1),
		},
		BossID: "thornmother",
		Loot: BossLoot{
			Chances: []LootChance{chance("rapier_of_puncturing_plus2", 0.08), chance("cloak_of_protection_plus2", 0.08)},
			Always: []AlwaysDrop{
				always("thornmothers_bargain", fixed(1)), always("feywild_essence", cd(1, 4, 1)),
			},
			Coins: cd(15, 10, 12), CoinsDerived: true,
		},
		ExpeditionFacts: wilderness(8, 14, MechanicTimeDistortion),
	},
	{
		ID: ZoneDragonsLair, Name: "Dragon's Lair (Infernus Peak)", Tier: 5, MinLevel: 12, MaxLevel: 20,
		Faction: "kobolds, drakes and dragons",
		Summary: "A volcano hollowed out around an ancient red dragon's hoard.",
		Roster: []RosterEntry{
			spawn("kobold", 7), spawn("guard_drake", 5), spawn("kobold_scale_sorcerer", 4),
			eliteSpawn("dragonborn_cultist", 3), eliteSpawn("young_red_dragon", 1),
		},
		BossID:       "infernax",
		RegionBosses: []string{"kobold_warchief", "elder_drake", "hoard_wyrmlings"},
		Loot: BossLoot{
			Chances: []LootChance{
				chance("red_dragon_scale_mail", 0.15), chance("flame_tongue_plus3", 0.10), chance("ring_of_fire_resistance", 0.12),
			},
			Always: []AlwaysDrop{always("scale_of_infernax", fixed(1))},
			Coins:  cd(50, 10, 100),
		},
		ExpeditionFacts: wilderness(14, 30, MechanicDragonAwareness),
	},
	{
		ID: ZoneAbyssPortal, Name: "The Abyss Portal", Tier: 5, MinLevel: 15, MaxLevel: 20,
		Faction: "demons, fiends and corrupted celestials",
		Summary: "A tear into the Abyss, held open by a balor's will.",
		Roster: []RosterEntry{
			spawn("quasit", 6), eliteSpawn("vrock", 4), eliteSpawn("hezrou", 4), eliteSpawn("nalfeshnee", 3), eliteSpawn("marilith", 1),
		},
		BossID:       "belaxath",
		RegionBosses: []string{"vrock_commander", "assembly_nalfeshnee", "marilith_warden"},
		Loot: BossLoot{
			Chances: []LootChance{chance("demon_blade", 0.05), chance("demon_armor_plus3", 0.05)},
			// The portal fragment has no chance of its own: it always
			// drops, one of it.
			Always: []AlwaysDrop{always("belaxath_shard", fixed(1)), always("portal_fragment", fixed(1))},
			Coins:  cd(50, 10, 100), CoinsDerived: true,
		},
		ExpeditionFacts: indoor(21, 0, MechanicInstability),
	},
}
