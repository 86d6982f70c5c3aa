package content

// Tier 3 bestiary: Haunted Manor of Blackspire and the Underforge
// (rules §2.8, §6.1). The manor's shadow is the tier-1 entry. Profiles marked
// nil are DERIVED (DeriveMultiattack).
var monstersT3 = []Monster{
	// Haunted Manor of Blackspire.
	mon("poltergeist", "Poltergeist", 2, 22, 12, 4, 4, 12, 0.05, 450,
		ab("Telekinetic Thrust", EffectStun, 0.40)),
	mon("banshee", "Banshee", 4, 58, 12, 7, 4, 12, 0.05, 1100,
		abIn("Wail", EffectExecute, 0.20, PhaseDecisive)).
		elite(nil),
	mon("wraith", "Wraith", 5, 67, 13, 8, 6, 16, 0.10, 1800,
		ab("Life Drain", EffectMaxHPDrain, 0.40)).
		elite(nil).tagged(TagWraith),
	mon("vampire_spawn", "Vampire Spawn", 5, 82, 15, 8, 6, 12, 0.15, 1800,
		ab("Bite", EffectSelfHeal, 0.40)).
		elite(ma(6, 6, 4)).tagged(TagVampireSpawn),
	mon("revenant", "Revenant", 5, 136, 13, 8, 7, 12, 0.10, 1800,
		ab("Vengeful Regeneration", EffectRegenerate, 0.50)).
		elite(nil),
	// Lord Aldric: his phase 2 follows the destruction of his mist form,
	// not an HP fraction, so Phase2At is 0. A Tier 3 boss fits its tier
	// (issue 11 "the curve"): CR 9 like Emberlord Thyrak, one legendary
	// resistance, where the recorded CR 13 block (144 HP, AC 16, +9 for 14
	// and 13, three legendary resistances) was out of reach of levels
	// 5-8; diff in sim_results/j_phase_diff.md.
	mon("lord_aldric", "Lord Aldric Blackspire", 9, 136, 16, 14, 8, 14, 0.20, 5000,
		ab("Charm", EffectStun, 0.35)).
		boss(ma(8, 10, 9), 0, 1, 0),

	// The Underforge.
	mon("magmin", "Magmin", 0.5, 9, 14, 2, 3, 10, 0.05, 100,
		abIn("Death Burst", EffectDeathAoE, 1.0, PhaseDecisive)),
	mon("azer", "Azer", 2, 39, 17, 4, 5, 12, 0.20, 450,
		ab("Fire Aura", EffectRetaliate, 0.50)).
		tagged(TagAzer),
	// Removed from the Crypt roster in a balance pass; now Underforge only.
	mon("flameskull", "Flameskull", 4, 40, 13, 7, 5, 15, 0.05, 1100,
		abIn("Fireball", EffectAoEFire, 0.55, PhaseDecisive)),
	mon("salamander", "Salamander", 5, 90, 15, 8, 7, 12, 0.10, 1800,
		ab("Constrict", EffectStun, 0.40)).
		elite(ma(7, 5, 5)).tagged(TagSalamander),
	mon("fire_elemental", "Fire Elemental", 5, 102, 13, 8, 6, 14, 0.05, 1800,
		ab("Fire Form", EffectRetaliate, 0.50)).
		elite(nil),
	mon("helmed_horror", "Helmed Horror", 4, 60, 20, 7, 6, 12, 0.25, 1100,
		ab("Spell Immunity", EffectSpellResist, 1.0)).
		elite(ma(6, 5, 4)).tagged(TagConstruct),
	// Emberlord Thyrak (a forge golem): phase 2 at 50%. Fitted to his tier
	// beside Lord Aldric (issue 11 "the curve"): 140 HP, where the recorded
	// 178 HP outlasted most level 5-8 characters in the Underforge's heat;
	// diff in sim_results/j_phase_diff.md.
	mon("thyrak", "Emberlord Thyrak", 9, 140, 18, 14, 8, 11, 0.20, 5000,
		ab("Forge Breath", EffectAoE, 0.30)).
		boss(ma(8, 9, 9), 0.50, 0, 0).tagged(TagConstruct),
}
