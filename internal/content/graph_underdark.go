package content

import "github.com/gogobee/gogobee/internal/zonegraph"

// underdarkGraph is the Underdark (Tier 4, 31 rooms on every path): a
// convergent triangle (rules §6.1) over four regions (rules §6.7). The
// Surface Tunnels open three ways that converge before the Tunnel
// Predator; the Drow Outpost and the Illithid Warren (both base-camp
// regions) each split two ways before their region boss (an armoury hides
// off the poison kitchens behind Perception DC 16); the Deep Throne is a
// single road to Ilvaras.
func underdarkGraph() (zonegraph.Graph, error) {
	// Region IDs (rules §6.7), in travel order.
	const (
		surface  = "surface_tunnels"
		outpost  = "drow_outpost"
		illithid = "illithid_warren"
		throne   = "deep_throne"
	)
	d := newGraphDraft(ZoneUnderdark)
	d.inRegion(surface)
	d.room("entry", kEntry, "Sinkhole Descent", 0, 0, isEntry())
	d.room("dripping_gallery", kExplore, "Dripping Gallery", 0, 1)
	d.room("three_mouths", kFork, "Three Mouths", 0, 2)
	d.room("fungus_forest", kHarvest, "Fungus Forest", 0, 3, richIn("ud_mushroom"))
	d.room("ropers_grotto", kElite, "Roper's Grotto", 0, 4)
	d.room("echoing_shaft", kTrap, "Echoing Shaft", 1, 3)
	d.room("patrol_route", kElite, "Drow Patrol Route", 1, 4)
	d.room("spider_crawl", kHarvest, "Spider Crawl", 2, 3, richIn("spider_silk"))
	d.room("webbed_cleft", kExplore, "Webbed Cleft", 2, 4)
	d.room("confluence", kMerge, "Confluence Cavern", 0, 5)
	d.room("faerzress_glow", kHarvest, "Faerzress Glow", 0, 6, richIn("faerzress_crystal"))
	d.room("predator_approach", kExplore, "Predator's Approach", 0, 7)
	d.room("predator_lair", kBoss, "Tunnel Predator's Lair", 0, 8, fights("tunnel_predator"))

	d.inRegion(outpost)
	d.room("outpost_gate", kEntry, "Outpost Gate", 0, 9)
	d.room("abandoned_shrine", kCamp, "Abandoned Shrine", 0, 10)
	d.room("guard_fork", kFork, "Guard Fork", 0, 11)
	d.room("barracks", kExplore, "Barracks", 0, 12)
	d.room("training_pit", kElite, "Training Pit", 0, 13)
	d.room("poison_kitchens", kHarvest, "Poison Kitchens", 1, 12, richIn("drow_poison"))
	d.room("spider_kennels", kTrap, "Spider Kennels", 1, 13)
	d.room("hidden_armoury", kSecret, "Hidden Armoury", 2, 13, lootBias(1.75))
	d.room("outpost_square", kMerge, "Outpost Square", 0, 14)
	d.room("captains_stair", kExplore, "Captain's Stair", 0, 15)
	d.room("captains_hall", kBoss, "Captain's Hall", 0, 16, fights("drow_elite_captain"))

	d.inRegion(illithid)
	d.room("warren_threshold", kEntry, "Warren Threshold", 0, 17)
	d.room("quiet_vault", kCamp, "Quiet Vault", 0, 18)
	d.room("neural_junction", kFork, "Neural Junction", 0, 19)
	d.room("thrall_pens", kExplore, "Thrall Pens", 0, 20)
	d.room("brain_guard", kElite, "Elder Brain Guard", 0, 21)
	d.room("brain_vats", kHarvest, "Brain Vats", 1, 20, richIn("mind_flayer_brain"))
	d.room("psionic_maze", kTrap, "Psionic Maze", 1, 21)
	d.room("tadpole_pool", kMerge, "Tadpole Pool", 0, 22)
	d.room("adamantine_seam", kHarvest, "Adamantine Seam", 0, 23, richIn("drow_adamantine"))
	d.room("elders_sanctum", kBoss, "Elder's Sanctum", 0, 24, fights("mind_flayer_elder"))

	d.inRegion(throne)
	d.room("causeway", kEntry, "Throne Causeway", 0, 25)
	d.room("spider_gallery", kExplore, "Spider Gallery", 0, 26)
	d.room("dragon_bones", kHarvest, "Deep Dragon Bones", 0, 27, richIn("deep_dragon_chip"))
	d.room("priestess_guard", kElite, "Priestess Guard", 0, 28)
	d.room("web_bridge", kTrap, "Web Bridge", 0, 29)
	d.room("boss", kBoss, "The Deep Throne", 0, 30, isZoneBoss(), fights("ilvaras"))

	d.path("entry", "dripping_gallery", "three_mouths")
	d.link("three_mouths", "fungus_forest", 1)
	d.link("three_mouths", "echoing_shaft", 2)
	d.link("three_mouths", "spider_crawl", 3)
	d.path("fungus_forest", "ropers_grotto", "confluence")
	d.path("echoing_shaft", "patrol_route", "confluence")
	d.path("spider_crawl", "webbed_cleft", "confluence")
	d.path("confluence", "faerzress_glow", "predator_approach", "predator_lair")
	d.onward("predator_lair", "outpost_gate", surface, "The way down stays blocked while the Tunnel Predator hunts these halls.")

	d.path("outpost_gate", "abandoned_shrine", "guard_fork")
	d.link("guard_fork", "barracks", 1)
	d.link("guard_fork", "poison_kitchens", 2)
	d.path("barracks", "training_pit", "outpost_square")
	d.path("poison_kitchens", "spider_kennels", "outpost_square")
	d.locked("poison_kitchens", "hidden_armoury", zonegraph.Perception(16), "A cold draught leaks from behind a rack of vials.", 2)
	d.path("hidden_armoury", "outpost_square")
	d.path("outpost_square", "captains_stair", "captains_hall")
	d.onward("captains_hall", "warren_threshold", outpost, "Drow sentries bar the lower stair until their captain falls.")

	d.path("warren_threshold", "quiet_vault", "neural_junction")
	d.link("neural_junction", "thrall_pens", 1)
	d.link("neural_junction", "brain_vats", 2)
	d.path("thrall_pens", "brain_guard", "tadpole_pool")
	d.path("brain_vats", "psionic_maze", "tadpole_pool")
	d.path("tadpole_pool", "adamantine_seam", "elders_sanctum")
	d.onward("elders_sanctum", "causeway", illithid, "A psychic hush seals the deep road while the elder still thinks.")

	d.path("causeway", "spider_gallery", "dragon_bones", "priestess_guard", "web_bridge", "boss")
	return d.build(
		zonegraph.Region{ID: surface, Name: "Surface Tunnels", Entry: "entry", Boss: "predator_lair"},
		zonegraph.Region{ID: outpost, Name: "Drow Outpost", Entry: "outpost_gate", Boss: "captains_hall", BaseCamp: true},
		zonegraph.Region{ID: illithid, Name: "Illithid Warren", Entry: "warren_threshold", Boss: "elders_sanctum", BaseCamp: true},
		zonegraph.Region{ID: throne, Name: "Deep Throne", Entry: "causeway", Boss: "boss"},
	)
}
