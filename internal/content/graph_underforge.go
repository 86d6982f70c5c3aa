package content

import (
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// underforgeGraph is the Underforge (Tier 3, 24 rooms on every path): a
// late triple fork (rules §6.1). A small split at the Split Conveyor (the
// blast door needs STR DC 14) leads down a long forge road past the Cooled
// Smelter camp to the Triple Crucible, whose three ways meet in the Core
// Antechamber; a cache hides off the Mithral Seam behind Perception DC 16.
func underforgeGraph() (zonegraph.Graph, error) {
	d := newGraphDraft(ZoneUnderforge)
	d.room("entry", kEntry, "Sealed Gate", 0, 0, isEntry())
	d.room("ash_hall", kExplore, "Ash Hall", 0, 1)
	d.room("ore_gallery", kHarvest, "Ore Vein Gallery", 0, 2, richIn("iron_ore"))
	d.room("bellows_walk", kTrap, "Bellows Walk", 0, 3)
	d.room("conveyor", kFork, "Split Conveyor", 0, 4)
	d.room("slag_chute", kExplore, "Slag Chute", 0, 5)
	d.room("cinder_stair", kExplore, "Cinder Stair", 1, 5)
	d.room("anvil_hall", kMerge, "Great Anvil Hall", 0, 6)
	d.room("quenching_pools", kExplore, "Quenching Pools", 0, 7)
	d.room("azer_barracks", kExplore, "Azer Barracks", 0, 8)
	d.room("slag_pit", kHarvest, "Glass-Slag Pit", 0, 9, richIn("volcanic_glass"))
	d.room("smelter", kCamp, "Cooled Smelter", 0, 10)
	d.room("magmin_vents", kTrap, "Magmin Vents", 0, 11)
	d.room("rune_bridge", kExplore, "Rune-Etched Bridge", 0, 12)
	d.room("sentry_post", kElite, "Helmed Sentry Post", 0, 13)
	d.room("chain_lift", kExplore, "Chain Lift", 0, 14)
	d.room("cinder_causeway", kExplore, "Cinder Causeway", 0, 15)
	d.room("ember_wells", kHarvest, "Ember Wells", 0, 16, richIn("fire_essence"))
	d.room("crucible", kFork, "Triple Crucible", 0, 17)
	d.room("salamander_pools", kElite, "Salamander Pools", 0, 18)
	d.room("lava_sluice", kTrap, "Lava Sluice", 0, 19)
	d.room("forge_echoes", kExplore, "Forge of Echoes", 1, 18)
	d.room("golem_foundry", kElite, "Golem Foundry", 1, 19)
	d.room("mithral_seam", kHarvest, "Mithral Seam", 2, 18, richIn("mithral_trace"))
	d.room("collapsed_mine", kTrap, "Collapsed Mine", 2, 19)
	d.room("forgemaster_cache", kSecret, "Forgemaster's Cache", 3, 19, lootBias(1.75))
	d.room("core_antechamber", kMerge, "Core Antechamber", 0, 20)
	d.room("heat_shimmer", kExplore, "Heat-Shimmer Hall", 0, 21)
	d.room("throne_stair", kExplore, "Slag Throne Stair", 0, 22)
	d.room("boss", kBoss, "Thyrak's Forge", 0, 23, isZoneBoss(), fights("thyrak"))

	d.path("entry", "ash_hall", "ore_gallery", "bellows_walk", "conveyor")
	d.link("conveyor", "slag_chute", 1)
	d.locked("conveyor", "cinder_stair", zonegraph.StatCheck(rules.STR, 14),
		"A jammed blast door; a strong shoulder might shift it.", 2)
	d.path("slag_chute", "anvil_hall")
	d.path("cinder_stair", "anvil_hall")
	d.path("anvil_hall", "quenching_pools", "azer_barracks", "slag_pit", "smelter", "magmin_vents",
		"rune_bridge", "sentry_post", "chain_lift", "cinder_causeway", "ember_wells", "crucible")
	d.link("crucible", "salamander_pools", 1)
	d.link("crucible", "forge_echoes", 2)
	d.link("crucible", "mithral_seam", 3)
	d.path("salamander_pools", "lava_sluice", "core_antechamber")
	d.path("forge_echoes", "golem_foundry", "core_antechamber")
	d.path("mithral_seam", "collapsed_mine", "core_antechamber")
	d.locked("mithral_seam", "forgemaster_cache", zonegraph.Perception(16), "Tool marks on the rock stop at a wall too smooth to be natural.", 2)
	d.path("forgemaster_cache", "core_antechamber")
	d.path("core_antechamber", "heat_shimmer", "throne_stair", "boss")
	return d.build()
}
