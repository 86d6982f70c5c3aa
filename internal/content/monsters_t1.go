package content

// Tier 1 bestiary: Goblin Warrens and the Crypt of Valdris (rules §2.8,
// §6.1). Attack is the rescaled "Atk new" value. Profiles marked nil are
// DERIVED (DeriveMultiattack); the others are recorded in rules §2.7.
var monstersT1 = []Monster{
	// Goblin Warrens.
	mon("goblin_sneak", "Goblin Sneak", 0.25, 7, 13, 1, 4, 14, 0.05, 30,
		ab("Pack Tactics", EffectAdvantage, 0.25)),
	mon("goblin_archer", "Goblin Archer", 0.25, 7, 13, 1, 4, 14, 0, 30,
		ab("Scurry", EffectEvade, 0.30)),
	mon("hobgoblin_grunt", "Hobgoblin Grunt", 0.5, 11, 18, 2, 3, 11, 0.10, 100,
		ab("Martial Advantage", EffectBonusDamage, 0.30)),
	mon("worg", "Worg", 0.5, 26, 13, 2, 5, 17, 0.05, 100,
		ab("Knock Prone", EffectStun, 0.25)).
		elite(nil).tagged(TagWorg, TagBeast),
	mon("goblin_shaman", "Goblin Shaman", 1, 22, 11, 2, 4, 12, 0, 200,
		abIn("Burning Hands", EffectAoEFire, 0.50, PhaseOpening)),
	mon("hobgoblin_warchief", "Hobgoblin Warchief", 2, 52, 18, 4, 5, 11, 0.15, 450,
		ab("Leadership Aura", EffectAllyBuff, 0.40)).
		elite(ma(5, 3, 2)),
	// Grol: no phase 2, no legendary resistances.
	mon("grol", "Grol the Unbroken", 3, 65, 17, 6, 5, 12, 0.15, 700,
		abIn("Surprise Attack", EffectBonusDamage, 1.0, PhaseOpening)).
		boss(ma(5, 5, 3), 0, 0, 0),

	// Crypt of Valdris. The shadow also haunts Blackspire Manor.
	mon("skeleton", "Skeleton", 0.25, 13, 13, 1, 4, 10, 0.10, 50, Ability{}),
	mon("zombie", "Zombie", 0.25, 22, 10, 1, 3, 6, 0, 50,
		abIn("Undead Fortitude", EffectSurviveAt1, 0.50, PhaseDecisive)),
	mon("shadow", "Shadow", 0.5, 16, 12, 2, 4, 12, 0, 100,
		ab("Strength Drain", EffectStatDrain, 0.35)),
	mon("specter", "Specter", 1, 22, 12, 2, 4, 14, 0, 200,
		ab("Life Drain", EffectLifesteal, 0.40)).
		elite(nil),
	mon("wight", "Wight", 3, 45, 14, 6, 4, 12, 0.10, 700,
		ab("Life Drain", EffectLifesteal, 0.45)).
		elite(nil),
	// Valdris: phase 2 at 50%, 1 legendary resistance. A Tier 1 boss fits
	// its tier (issue 11 "the curve"): CR 3 like Grol, where the recorded
	// CR 5 block (97 HP, AC 17, +7, two legendary resistances, a 50%
	// max-HP drain) killed most level 1-3 characters; J0 diff in
	// sim_results/j_phase_diff.md.
	mon("valdris", "Valdris the Unburied", 3, 78, 15, 6, 5, 12, 0.10, 700,
		ab("Corrupting Touch", EffectMaxHPDrain, 0.30)).
		boss(ma(5, 5, 4), 0.50, 1, 0),
}
