package content

// Region bosses of the multi-region zones (rules §6.7), named
// but records no stats: every entry here is DERIVED, an SRD-based stat block
// sized between the zone's elites and its final boss, with Attack from
// RescaledAttack and XP from the SRD XP-by-CR table. Their zone tier's
// monster floors (ApplyFloors) still apply in play.
var monstersRegions = []Monster{
	// The Underdark: Surface Tunnels, Drow Outpost, Illithid Warren.
	// A hook horror grown large (SRD hook horror, scaled up).
	mon("tunnel_predator", "Tunnel Predator", 6, 120, 15, 10, 7, 10, 0.10, 2300,
		abIn("Echo Ambush", EffectAdvantage, 0.40, PhaseOpening)).
		regionBoss(nil, 0),
	mon("drow_elite_captain", "Drow Elite Captain", 7, 110, 18, 12, 8, 12, 0.20, 2900,
		ab("Riposte", EffectBlock, 0.40)).
		regionBoss(nil, 0).tagged(TagDrow),
	mon("mind_flayer_elder", "Mind Flayer Elder", 9, 140, 16, 14, 8, 12, 0.10, 5000,
		abIn("Mind Blast", EffectStun, 0.55, PhaseOpening)).
		regionBoss(nil, 1).tagged(TagIllithid),

	// Dragon's Lair: Kobold Warrens, Drake Pens, The Vault.
	mon("kobold_warchief", "Kobold Warchief", 5, 95, 16, 8, 6, 12, 0.15, 1800,
		ab("Rally the Clutch", EffectAllyBuff, 0.40)).
		regionBoss(nil, 0),
	mon("elder_drake", "Elder Drake", 8, 150, 17, 13, 8, 14, 0.10, 3900,
		ab("Searing Breath", EffectAoEFire, 0.35)).
		regionBoss(nil, 0).tagged(TagDrake),
	// Two red dragon wyrmlings fought as one entry: one bite each.
	mon("hoard_wyrmlings", "Hoard Wyrmling Pair", 9, 150, 17, 14, 8, 14, 0.10, 5000,
		abIn("Twin Breath", EffectAoEFire, 0.40, PhaseOpening)).
		regionBoss(maDerived(8, 9, 9), 0).tagged(TagDrake),

	// The Abyss Portal: Outer Rift, Demon Assembly, Warden's Post.
	mon("vrock_commander", "Vrock Commander", 8, 150, 16, 13, 7, 12, 0.10, 3900,
		abIn("Stunning Screech", EffectStun, 0.50, PhaseOpening)).
		regionBoss(nil, 0).tagged(TagDemon),
	// The Demon Assembly's nalfeshnee, tougher than the roster elite.
	mon("assembly_nalfeshnee", "Nalfeshnee of the Assembly", 13, 210, 18, 21, 10, 12, 0.15, 10000,
		abIn("Horror Nimbus", EffectStun, 0.55, PhaseOpening)).
		regionBoss(maDerived(10, 14, 7, 7), 1).tagged(TagDemon),
	mon("marilith_warden", "Marilith Warden", 16, 220, 18, 26, 11, 12, 0.25, 15000,
		ab("Reactive Parry", EffectBlock, 0.50)).
		regionBoss(maDerived(11, 5, 5, 5, 5, 5, 5, 4), 1).tagged(TagDemon),
}
