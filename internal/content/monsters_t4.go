package content

// Tier 4 bestiary: the Underdark and the Feywild Crossing (rules §2.8, §6.1).
// The Feywild's green hag is the tier-2 entry. A later HP/AC raise for the
// Feywild's monsters was never given values; the table values are used.
// Profiles marked nil are DERIVED (DeriveMultiattack).
var monstersT4 = []Monster{
	// The Underdark.
	mon("drow", "Drow", 0.25, 13, 15, 1, 4, 12, 0.10, 50,
		ab("Drow Poison", EffectStun, 0.30)).
		tagged(TagDrow),
	mon("drow_elite_warrior", "Drow Elite Warrior", 5, 71, 18, 8, 7, 12, 0.20, 1800,
		ab("Parry", EffectBlock, 0.35)).
		elite(ma(7, 4, 3, 3)).tagged(TagDrow),
	mon("drow_mage", "Drow Mage", 7, 45, 12, 12, 5, 12, 0.05, 2900,
		abIn("Lightning Bolt", EffectAoE, 0.45, PhaseDecisive)).
		tagged(TagDrow),
	mon("mind_flayer", "Mind Flayer", 7, 71, 15, 12, 7, 12, 0.10, 2900,
		abIn("Mind Blast", EffectStun, 0.55, PhaseOpening)).
		tagged(TagIllithid),
	mon("hook_horror", "Hook Horror", 3, 75, 15, 6, 6, 10, 0.10, 700,
		ab("Pack Tactics", EffectAdvantage, 0.30)),
	mon("roper", "Roper", 5, 93, 20, 8, 7, 4, 0.20, 1800,
		ab("Reel", EffectStun, 0.50)).
		elite(nil),
	// Ilvaras: phase 2 at 35%, 3 legendary actions. "Auto-passes one failed
	// save once per fight" is recorded as 1 legendary resistance.
	mon("ilvaras", "Ilvaras Xunyl, Drow High Priestess", 12, 162, 16, 19, 9, 12, 0.15, 8400,
		abIn("Divine Word", EffectExecute, 0.40, PhaseDecisive)).
		boss(ma(9, 13, 12), 0.35, 1, 3).tagged(TagDrow),

	// The Feywild Crossing.
	mon("redcap", "Redcap", 3, 45, 13, 6, 6, 14, 0.10, 700,
		ab("Outsize Strength", EffectBonusDamage, 0.40)),
	mon("will_o_wisp", "Will-o'-Wisp", 2, 22, 19, 4, 4, 14, 0, 450,
		ab("Consume Life", EffectLifesteal, 0.40)).
		tagged(TagWillOWisp),
	// Not an elite, but it has a recorded "3 × 1" profile (no to-hit).
	mon("quickling", "Quickling", 1, 10, 16, 2, 5, 18, 0.05, 200,
		ab("Blur", EffectEvade, 0.50)).
		withProfile(maDerived(5, 1, 1, 1)),
	mon("night_hag", "Night Hag", 5, 112, 17, 8, 7, 12, 0.15, 1800,
		ab("Etherealness", EffectEvade, 0.30)).
		elite(ma(7, 6, 6)).tagged(TagHag),
	mon("fomorian", "Fomorian", 8, 149, 14, 13, 9, 12, 0.10, 3900,
		ab("Evil Eye", EffectStun, 0.45)).
		elite(ma(9, 11, 10)),
	// The Thornmother: phase 2 at 30%. Her recorded profile hits at +9
	// although her auto-resolve attack bonus is +8.
	mon("thornmother", "The Thornmother", 11, 187, 17, 18, 8, 12, 0.15, 7200,
		abIn("Beguiling Bargain", EffectStun, 0.50, PhaseOpening)).
		boss(ma(9, 13, 12, 11), 0.30, 0, 0).tagged(TagHag, TagThornmother),
}
