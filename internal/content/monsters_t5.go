package content

// Tier 5 bestiary: Dragon's Lair (Infernus Peak) and the Abyss Portal
// (rules §2.8, §6.1). Profiles marked nil are DERIVED (DeriveMultiattack).
var monstersT5 = []Monster{
	// Dragon's Lair.
	mon("kobold", "Kobold", 0.125, 5, 12, 1, 4, 12, 0.05, 25,
		ab("Pack Tactics", EffectAdvantage, 0.40)),
	// The guard drake has a profile whose values were not recorded: derived.
	mon("guard_drake", "Guard Drake", 2, 52, 14, 4, 5, 12, 0.10, 450,
		ab("Draconic Loyalty", EffectFearImmune, 1.0)).
		withProfile(nil).tagged(TagDrake),
	mon("kobold_scale_sorcerer", "Kobold Scale Sorcerer", 1, 27, 15, 2, 4, 12, 0.05, 200,
		abIn("Chromatic Orb", EffectBonusDamage, 0.50, PhaseDecisive)),
	mon("dragonborn_cultist", "Dragonborn Cultist", 4, 71, 16, 7, 6, 12, 0.10, 1100,
		abIn("Draconic Gift", EffectAoE, 0.50, PhaseOpening)).
		elite(nil),
	mon("young_red_dragon", "Young Red Dragon", 10, 178, 18, 16, 10, 16, 0.10, 5900,
		ab("Fire Breath", EffectAoEFire, 0.30)).
		elite(ma(10, 8, 6, 6)).tagged(TagDrake),
	// Infernax: phase 2 at 50%, 3 legendary resistances; AB capped from 14
	// to 11. A Tier 5 boss fits its tier (issue 11, J3): CR 20 beside
	// Belaxath (CR 19), 320 HP, AC 20, two legendary actions and a 50%
	// opening fear, where the recorded CR 24 block (546 HP, AC 22, three
	// legendary actions, 80% opening stun) killed every solo character but
	// the Fighter; diff in sim_results/j_phase_diff.md.
	mon("infernax", "Infernax the Undying", 20, 320, 20, 33, 11, 18, 0.15, 25000,
		abIn("Frightful Presence", EffectStun, 0.50, PhaseOpening)).
		boss(ma(11, 16, 13, 13), 0.50, 3, 2).tagged(TagDrake, TagInfernax),

	// The Abyss Portal.
	mon("quasit", "Quasit", 1, 7, 13, 2, 4, 14, 0, 200,
		ab("Invisibility", EffectEvade, 0.40)).
		tagged(TagDemon),
	mon("vrock", "Vrock", 6, 104, 15, 10, 6, 12, 0.10, 2300,
		abIn("Stunning Screech", EffectStun, 0.50, PhaseOpening)).
		elite(ma(6, 5, 8)).tagged(TagDemon),
	mon("hezrou", "Hezrou", 8, 136, 16, 13, 7, 13, 0.15, 3900,
		ab("Stench", EffectDebuff, 0.50)).
		elite(ma(7, 7, 5, 5)).tagged(TagDemon),
	mon("nalfeshnee", "Nalfeshnee", 13, 184, 18, 21, 10, 12, 0.15, 10000,
		abIn("Horror Nimbus", EffectStun, 0.55, PhaseOpening)).
		elite(ma(10, 14, 7, 7)).tagged(TagDemon),
	mon("marilith", "Marilith", 16, 189, 18, 26, 11, 12, 0.25, 15000,
		ab("Reactive Parry", EffectBlock, 0.50)).
		elite(ma(11, 5, 5, 5, 5, 5, 5, 4)).tagged(TagDemon),
	// Belaxath (a balor): phase 2 at 40%, 3 legendary resistances; AB capped
	// from 12 to 11.
	mon("belaxath", "Belaxath the Undivided", 19, 262, 19, 31, 11, 14, 0.20, 22000,
		abIn("Lightning Discharge", EffectAoE, 0.40, PhaseDecisive)).
		boss(ma(11, 24, 17), 0.40, 3, 0).tagged(TagDemon, TagBalor, TagPortalBoss),
}
