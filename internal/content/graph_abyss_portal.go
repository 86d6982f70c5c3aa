package content

import "github.com/gogobee/gogobee/internal/zonegraph"

// abyssPortalGraph is the Abyss Portal (Tier 5, 39 rooms on a luck-free
// path): three sequential sections (rules §6.1), the Outer Rift, the Demon
// Assembly and the Warden's Post (the last two base-camp regions), each
// splitting and rejoining twice before its region boss, then the Tear, a
// single road to Belaxath (rules §6.7). A fallen angel's shrine hides off
// the Spinning Blades behind Perception DC 18.
func abyssPortalGraph() (zonegraph.Graph, error) {
	// Region IDs (rules §6.7), in travel order.
	const (
		rift     = "outer_rift"
		assembly = "demon_assembly"
		post     = "wardens_post"
		tear     = "the_tear"
	)
	d := newGraphDraft(ZoneAbyssPortal)
	d.inRegion(rift)
	d.room("entry", kEntry, "Rift Edge", 0, 0, isEntry())
	d.room("brimstone_flats", kHarvest, "Brimstone Flats", 0, 1, richIn("brimstone_shard"))
	d.room("causeway", kFork, "Shattered Causeway", 0, 2)
	d.room("quasit_warren", kExplore, "Quasit Warren", 0, 3)
	d.room("screaming_chasm", kTrap, "Screaming Chasm", 1, 3)
	d.room("ash_pillar", kMerge, "Ash Pillar", 0, 4)
	d.room("vrock_roost", kElite, "Vrock Roost", 0, 5)
	d.room("bleeding_stair", kFork, "Bleeding Stair", 0, 6)
	d.room("shardfall", kHarvest, "Planar Shardfall", 0, 7, richIn("planar_shard"))
	d.room("howling_gap", kExplore, "Howling Gap", 1, 7)
	d.room("rift_landing", kMerge, "Rift Landing", 0, 8)
	d.room("feather_ledge", kExplore, "Feather-Strewn Ledge", 0, 9)
	d.room("eyrie", kBoss, "Commander's Eyrie", 0, 10, fights("vrock_commander"))

	d.inRegion(assembly)
	d.room("assembly_gate", kEntry, "Assembly Gate", 0, 11)
	d.room("warded_alcove", kCamp, "Warded Alcove", 0, 12)
	d.room("hall_of_voices", kFork, "Hall of Voices", 0, 13)
	d.room("hezrou_mire", kElite, "Hezrou Mire", 0, 14)
	d.room("ichor_channels", kHarvest, "Ichor Channels", 1, 14, richIn("demon_ichor"))
	d.room("petition_floor", kMerge, "Petition Floor", 0, 15)
	d.room("burning_gallery", kTrap, "Burning Gallery", 0, 16)
	d.room("speakers_stair", kFork, "Speaker's Stair", 0, 17)
	d.room("corrupted_forge", kHarvest, "Corrupted Forge", 0, 18, richIn("corrupted_metal"))
	d.room("nalfeshnee_court", kElite, "Nalfeshnee Court", 1, 18)
	d.room("tiers", kMerge, "Tiers of Judgement", 0, 19)
	d.room("ash_antechamber", kExplore, "Antechamber of Ash", 0, 20)
	d.room("assembly_throne", kBoss, "Assembly Throne", 0, 21, fights("assembly_nalfeshnee"))

	d.inRegion(post)
	d.room("bulwark", kEntry, "Post Bulwark", 0, 22)
	d.room("chained_gallery", kExplore, "Chained Gallery", 0, 23)
	d.room("blade_gauntlet", kFork, "Blade Gauntlet", 0, 24)
	d.room("void_well", kHarvest, "Void Well", 0, 25, richIn("void_essence"))
	d.room("spinning_blades", kTrap, "Spinning Blades", 1, 25)
	d.room("angel_shrine", kSecret, "Fallen Angel's Shrine", 2, 26, lootBias(2.0))
	d.room("watch_ring", kMerge, "Watch Ring", 0, 27)
	d.room("quiet_bastion", kCamp, "Quiet Bastion", 0, 28)
	d.room("wardens_stair", kFork, "Warden's Stair", 0, 29)
	d.room("hezrou_pit", kElite, "Hezrou Pit", 0, 30)
	d.room("vrock_cages", kElite, "Vrock Cages", 1, 30)
	d.room("wardens_landing", kMerge, "Warden's Landing", 0, 31)
	d.room("six_blade_hall", kExplore, "Six-Blade Hall", 0, 32)
	d.room("marilith_watch", kBoss, "Marilith's Watch", 0, 33, fights("marilith_warden"))

	d.inRegion(tear)
	d.room("tear_edge", kEntry, "Edge of the Tear", 0, 34)
	d.room("unmade_ground", kTrap, "Unmade Ground", 0, 35)
	d.room("portal_guard", kElite, "Portal Guard", 0, 36)
	d.room("screaming_sky", kExplore, "Screaming Sky", 0, 37)
	d.room("tear_threshold", kExplore, "Threshold of the Tear", 0, 38)
	d.room("boss", kBoss, "The Tear", 0, 39, isZoneBoss(), fights("belaxath"))

	d.path("entry", "brimstone_flats", "causeway")
	d.link("causeway", "quasit_warren", 1)
	d.link("causeway", "screaming_chasm", 2)
	d.path("quasit_warren", "ash_pillar")
	d.path("screaming_chasm", "ash_pillar")
	d.path("ash_pillar", "vrock_roost", "bleeding_stair")
	d.link("bleeding_stair", "shardfall", 1)
	d.link("bleeding_stair", "howling_gap", 2)
	d.path("shardfall", "rift_landing")
	d.path("howling_gap", "rift_landing")
	d.path("rift_landing", "feather_ledge", "eyrie")
	d.onward("eyrie", "assembly_gate", rift, "Vrocks wheel over the descent until their commander falls.")

	d.path("assembly_gate", "warded_alcove", "hall_of_voices")
	d.link("hall_of_voices", "hezrou_mire", 1)
	d.link("hall_of_voices", "ichor_channels", 2)
	d.path("hezrou_mire", "petition_floor")
	d.path("ichor_channels", "petition_floor")
	d.path("petition_floor", "burning_gallery", "speakers_stair")
	d.link("speakers_stair", "corrupted_forge", 1)
	d.link("speakers_stair", "nalfeshnee_court", 2)
	d.path("corrupted_forge", "tiers")
	d.path("nalfeshnee_court", "tiers")
	d.path("tiers", "ash_antechamber", "assembly_throne")
	d.onward("assembly_throne", "bulwark", assembly, "The Assembly will not let you pass while its speaker sits the throne.")

	d.path("bulwark", "chained_gallery", "blade_gauntlet")
	d.link("blade_gauntlet", "void_well", 1)
	d.link("blade_gauntlet", "spinning_blades", 2)
	d.path("void_well", "watch_ring")
	d.path("spinning_blades", "watch_ring")
	d.locked("spinning_blades", "angel_shrine", zonegraph.Perception(18), "Between the blades, a single white feather drifts upward.", 2)
	d.path("angel_shrine", "watch_ring")
	d.path("watch_ring", "quiet_bastion", "wardens_stair")
	d.link("wardens_stair", "hezrou_pit", 1)
	d.link("wardens_stair", "vrock_cages", 2)
	d.path("hezrou_pit", "wardens_landing")
	d.path("vrock_cages", "wardens_landing")
	d.path("wardens_landing", "six_blade_hall", "marilith_watch")
	d.onward("marilith_watch", "tear_edge", post, "Six blades guard the last bridge to the Tear.")

	d.path("tear_edge", "unmade_ground", "portal_guard", "screaming_sky", "tear_threshold", "boss")
	return d.build(
		zonegraph.Region{ID: rift, Name: "Outer Rift", Entry: "entry", Boss: "eyrie"},
		zonegraph.Region{ID: assembly, Name: "Demon Assembly", Entry: "assembly_gate", Boss: "assembly_throne", BaseCamp: true},
		zonegraph.Region{ID: post, Name: "Warden's Post", Entry: "bulwark", Boss: "marilith_watch", BaseCamp: true},
		zonegraph.Region{ID: tear, Name: "The Tear", Entry: "tear_edge", Boss: "boss"},
	)
}
