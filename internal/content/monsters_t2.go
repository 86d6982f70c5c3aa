package content

// Tier 2 bestiary: Forest of Shadows and the Sunken Temple of Dar'eth
// (rules §2.8, §6.1). Profiles marked nil are DERIVED (DeriveMultiattack).
var monstersT2 = []Monster{
	// Forest of Shadows.
	mon("dire_wolf", "Dire Wolf", 1, 37, 14, 2, 5, 16, 0.05, 200,
		ab("Pack Tactics", EffectAdvantage, 0.30)).
		tagged(TagBeast),
	mon("dryad_corrupted", "Corrupted Dryad", 2, 22, 11, 4, 4, 12, 0, 450,
		ab("Fey Charm", EffectStun, 0.40)),
	mon("owlbear", "Owlbear", 3, 59, 13, 6, 7, 12, 0.05, 700,
		ab("Grapple", EffectStun, 0.40)).
		elite(ma(7, 3, 5)).tagged(TagOwlbear, TagBeast),
	// The sheet records "3 × 2" without a to-hit: the attack bonus is used.
	mon("bandit_captain", "Bandit Captain", 2, 65, 15, 4, 5, 12, 0.20, 450,
		ab("Parry", EffectBlock, 0.35)).
		elite(maDerived(5, 2, 2, 2)),
	mon("displacer_beast", "Displacer Beast", 3, 85, 13, 6, 6, 14, 0.10, 700,
		abIn("Displacement", EffectEvade, 0.50, PhaseOpening)).
		elite(nil).tagged(TagBeast),
	// Also an elite of the Feywild Crossing.
	mon("green_hag", "Green Hag", 3, 82, 17, 6, 5, 12, 0.15, 700,
		ab("Invisible Passage", EffectEvade, 0.35)).
		elite(ma(6, 5, 5)).tagged(TagHag),
	// The Hollow King: phase 2 at 40%. Fitted to his tier beside the
	// Dreaming Aboleth (issue 11 "the curve"): 75 HP and a 35% Root Surge,
	// where the recorded 142 HP and 45% stun ended most level 3-5 runs in
	// his room, and 100 HP still outlasted a level-3 Mage or Ranger (one
	// attack a turn, T1 gear) nine times in ten; diffs in
	// sim_results/j_phase_diff.md.
	mon("hollow_king", "The Hollow King", 6, 75, 15, 10, 7, 13, 0.15, 2300,
		ab("Root Surge", EffectStun, 0.35)).
		boss(ma(7, 7, 6), 0.40, 0, 0),

	// Sunken Temple of Dar'eth.
	mon("kuo_toa", "Kuo-toa", 0.25, 18, 13, 1, 3, 10, 0.10, 30,
		ab("Sticky Shield", EffectBlock, 0.25)).
		tagged(TagKuoToa),
	mon("kuo_toa_whip", "Kuo-toa Whip", 1, 65, 11, 2, 3, 10, 0.05, 200,
		abIn("Divine Eminence", EffectBonusDamage, 0.50, PhaseDecisive)).
		tagged(TagKuoToa),
	// The merrow has a profile whose values were not recorded: derived.
	mon("merrow", "Merrow", 2, 45, 13, 4, 5, 12, 0.05, 450,
		abIn("Harpoon Pull", EffectStun, 0.40, PhaseOpening)).
		withProfile(nil),
	mon("aboleth_thrall", "Aboleth Thrall", 3, 60, 12, 6, 5, 11, 0, 700,
		ab("Psychic Bond", EffectRevealAct, 0.35)).
		elite(nil),
	// The Water Elemental is an elite and fights like one of its tier
	// (issue 11 "the curve"): 80 HP and a 30% Whelm beside the Displacer
	// Beast's 85, where the recorded 114 HP and 40% stun outlasted the
	// zone's own boss and killed as many level-3 runs as it did.
	mon("water_elemental", "Water Elemental", 5, 80, 14, 8, 7, 12, 0.10, 1800,
		ab("Whelm", EffectStun, 0.30)).
		elite(nil),
	// The Dreaming Aboleth: no phase 2, 1 legendary action. A Tier 2 boss
	// fits its tier (issue 11 "the curve"): CR 6 like the Hollow King,
	// where the recorded CR 10 block (135 HP, AC 17, +9 three times, three
	// legendary actions) was out of reach of levels 3-5, and 120 HP still
	// took a level-3 solo 15-20 rounds under three swings a round: 90 HP;
	// diffs in sim_results/j_phase_diff.md.
	mon("dreaming_aboleth", "The Dreaming Aboleth", 6, 90, 15, 10, 7, 10, 0.10, 2300,
		ab("Enslave", EffectStun, 0.35)).
		boss(ma(7, 7, 6), 0, 0, 1),
}
