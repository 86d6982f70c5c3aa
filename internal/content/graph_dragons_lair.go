package content

import "github.com/gogobee/gogobee/internal/zonegraph"

// dragonsLairGraph is Dragon's Lair on Infernus Peak (Tier 5, 39 rooms on
// every path): converging paths plus a capstone (rules §6.1) over four
// regions (rules §6.7). The Kobold Warrens, the Drake Pens and the Vault
// (the last two base-camp regions) each fan out and converge on their
// region boss; a forgotten hoard hides off the Cultist Reliquary behind
// Perception DC 17. Infernax's Chamber is the capstone: one road up to the
// dragon.
func dragonsLairGraph() (zonegraph.Graph, error) {
	// Region IDs (rules §6.7), in travel order.
	const (
		warrens = "kobold_warrens"
		pens    = "drake_pens"
		vault   = "the_vault"
		chamber = "infernax_chamber"
	)
	d := newGraphDraft(ZoneDragonsLair)
	d.inRegion(warrens)
	d.room("entry", kEntry, "Scorched Foothills", 0, 0, isEntry())
	d.room("switchbacks", kExplore, "Kobold Switchbacks", 0, 1)
	d.room("scree", kHarvest, "Glittering Scree", 0, 2, richIn("ancient_gold"))
	d.room("warren_mouths", kFork, "Warren Mouths", 0, 3)
	d.room("trapmakers_den", kTrap, "Trap-Maker's Den", 0, 4)
	d.room("trap_works", kHarvest, "Spring-Trap Works", 0, 5, richIn("kobold_trap"))
	d.room("sorcerers_kiln", kExplore, "Sorcerer's Kiln", 1, 4)
	d.room("cultist_shrine", kElite, "Cultist Shrine", 1, 5)
	d.room("egg_nursery", kExplore, "Egg Nursery", 2, 4)
	d.room("drake_stalls", kExplore, "Drake Stalls", 2, 5)
	d.room("clutch_hall", kMerge, "Clutch Hall", 0, 6)
	d.room("tribute_tunnel", kExplore, "Tribute Tunnel", 0, 7)
	d.room("ember_pit", kTrap, "Ember Pit", 0, 8)
	d.room("warchief_guard", kElite, "Warchief's Guard", 0, 9)
	d.room("warchief_den", kBoss, "Warchief's Den", 0, 10, fights("kobold_warchief"))

	d.inRegion(pens)
	d.room("pens_gate", kEntry, "Pens Gate", 0, 11)
	d.room("lava_tube", kCamp, "Cooled Lava Tube", 0, 12)
	d.room("feeding_yard", kFork, "Feeding Yard", 0, 13)
	d.room("drake_run", kExplore, "Guard-Drake Run", 0, 14)
	d.room("scale_midden", kHarvest, "Scale Midden", 0, 15, richIn("dragon_scale_fragment"))
	d.room("handlers_post", kElite, "Handler's Post", 0, 16)
	d.room("blood_troughs", kHarvest, "Blood Troughs", 1, 14, richIn("drake_blood"))
	d.room("brimstone_vents", kTrap, "Brimstone Vents", 1, 15)
	d.room("hatchery", kExplore, "Hatchery", 1, 16)
	d.room("breaking_ring", kMerge, "Breaking Ring", 0, 17)
	d.room("moat_bridge", kTrap, "Lava Moat Bridge", 0, 18)
	d.room("gem_flue", kHarvest, "Gem-Studded Flue", 0, 19, richIn("volcanic_gem"))
	d.room("elders_trail", kExplore, "Elder's Trail", 0, 20)
	d.room("elders_roost", kBoss, "Elder Drake's Roost", 0, 21, fights("elder_drake"))

	d.inRegion(vault)
	d.room("vault_doors", kEntry, "Vault Doors", 0, 22)
	d.room("counting_room", kExplore, "Counting Room", 0, 23)
	d.room("guard_alcove", kCamp, "Guard Alcove", 0, 24)
	d.room("hoard_galleries", kFork, "Hoard Galleries", 0, 25)
	d.room("coin_sea", kExplore, "Coin Sea", 0, 26)
	d.room("dragonfire_coals", kHarvest, "Dragonfire Coals", 0, 27, richIn("dragonfire_coal"))
	d.room("cultist_reliquary", kElite, "Cultist Reliquary", 1, 26)
	d.room("collapsing_gold", kTrap, "Collapsing Gold", 1, 27)
	d.room("forgotten_hoard", kSecret, "Forgotten Hoard", 2, 27, lootBias(2.0))
	d.room("heaped_landing", kMerge, "Heaped Landing", 0, 28)
	d.room("glitter_causeway", kExplore, "Glittering Causeway", 0, 29)
	d.room("scorched_armoury", kElite, "Scorched Armoury", 0, 30)
	d.room("nest_approach", kExplore, "Nest Approach", 0, 31)
	d.room("wyrmling_nest", kBoss, "Wyrmling Nest", 0, 32, fights("hoard_wyrmlings"))

	d.inRegion(chamber)
	d.room("caldera_rim", kEntry, "Caldera Rim", 0, 33)
	d.room("magma_stair", kTrap, "Magma Stair", 0, 34)
	d.room("young_reds_perch", kElite, "Young Red's Perch", 0, 35)
	d.room("ashfall_gallery", kExplore, "Ashfall Gallery", 0, 36)
	d.room("molten_threshold", kExplore, "Molten Threshold", 0, 37)
	d.room("boss", kBoss, "Infernax's Chamber", 0, 38, isZoneBoss(), fights("infernax"))

	d.path("entry", "switchbacks", "scree", "warren_mouths")
	d.link("warren_mouths", "trapmakers_den", 1)
	d.link("warren_mouths", "sorcerers_kiln", 2)
	d.link("warren_mouths", "egg_nursery", 3)
	d.path("trapmakers_den", "trap_works", "clutch_hall")
	d.path("sorcerers_kiln", "cultist_shrine", "clutch_hall")
	d.path("egg_nursery", "drake_stalls", "clutch_hall")
	d.path("clutch_hall", "tribute_tunnel", "ember_pit", "warchief_guard", "warchief_den")
	d.onward("warchief_den", "pens_gate", warrens, "Kobold barricades hold the upper tunnels until their warchief falls.")

	d.path("pens_gate", "lava_tube", "feeding_yard")
	d.link("feeding_yard", "drake_run", 1)
	d.link("feeding_yard", "blood_troughs", 2)
	d.path("drake_run", "scale_midden", "handlers_post", "breaking_ring")
	d.path("blood_troughs", "brimstone_vents", "hatchery", "breaking_ring")
	d.path("breaking_ring", "moat_bridge", "gem_flue", "elders_trail", "elders_roost")
	d.onward("elders_roost", "vault_doors", pens, "The Elder Drake's brood guards the vault road while it lives.")

	d.path("vault_doors", "counting_room", "guard_alcove", "hoard_galleries")
	d.link("hoard_galleries", "coin_sea", 1)
	d.link("hoard_galleries", "cultist_reliquary", 2)
	d.path("coin_sea", "dragonfire_coals", "heaped_landing")
	d.path("cultist_reliquary", "collapsing_gold", "heaped_landing")
	d.locked("cultist_reliquary", "forgotten_hoard", zonegraph.Perception(17), "Coins trickle steadily from a crack behind the altar.", 2)
	d.path("forgotten_hoard", "heaped_landing")
	d.path("heaped_landing", "glitter_causeway", "scorched_armoury", "nest_approach", "wyrmling_nest")
	d.onward("wyrmling_nest", "caldera_rim", vault, "Two young dragons nest across the only stair to the caldera.")

	d.path("caldera_rim", "magma_stair", "young_reds_perch", "ashfall_gallery", "molten_threshold", "boss")
	return d.build(
		zonegraph.Region{ID: warrens, Name: "Kobold Warrens", Entry: "entry", Boss: "warchief_den"},
		zonegraph.Region{ID: pens, Name: "Drake Pens", Entry: "pens_gate", Boss: "elders_roost", BaseCamp: true},
		zonegraph.Region{ID: vault, Name: "The Vault", Entry: "vault_doors", Boss: "wyrmling_nest", BaseCamp: true},
		zonegraph.Region{ID: chamber, Name: "Infernax's Chamber", Entry: "caldera_rim", Boss: "boss"},
	)
}
