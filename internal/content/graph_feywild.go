package content

import (
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// feywildGraph is Feywild Crossing (Tier 4, 31 rooms on every path): woven
// (rules §6.1). Three braids of two paths cross over one another again and
// again, tied together by knots (a merge, a room, a fork); every step moves
// one row deeper, so every way through is the same length. The Sleeping
// Glade is the camp; a hoard hides off Pixie Hollow behind Perception DC
// 16; in the last braid a charming word (CHA DC 15) opens the Bargainer's
// Stall road early.
func feywildGraph() (zonegraph.Graph, error) {
	d := newGraphDraft(ZoneFeywild)
	d.room("entry", kEntry, "Mushroom Ring", 0, 0, isEntry())
	d.room("meadow", kExplore, "Dew-Bright Meadow", 0, 1)
	d.room("dust_hollow", kHarvest, "Fey-Dust Hollow", 0, 2, richIn("fey_dust"))
	d.room("crossing_stones", kFork, "Crossing Stones", 0, 3)

	// Braid A, rows 4-9.
	d.room("redcap_hollow", kExplore, "Redcap Hollow", 0, 4)
	d.room("petal_drift", kHarvest, "Petal Drift", 0, 5, richIn("enchanted_petal"))
	d.room("quickling_run", kExplore, "Quickling Run", 0, 6)
	d.room("wisp_lanterns", kTrap, "Wisp Lanterns", 0, 7)
	d.room("dancing_green", kExplore, "Dancing Green", 0, 8)
	d.room("silver_birches", kExplore, "Silver Birches", 0, 9)
	d.room("glimmer_path", kExplore, "Glimmer Path", 1, 4)
	d.room("mirror_pool", kTrap, "Mirror Pool", 1, 5)
	d.room("tea_party", kElite, "Hag's Tea Party", 1, 6)
	d.room("briar_maze", kExplore, "Briar Maze", 1, 7)
	d.room("toadstool_court", kExplore, "Toadstool Court", 1, 8)
	d.room("laughing_stream", kExplore, "Laughing Stream", 1, 9)

	d.room("thistle_court", kMerge, "Court of Thistles", 0, 10)
	d.room("sleeping_glade", kCamp, "Sleeping Glade", 0, 11)
	d.room("weavers_knot", kFork, "Weaver's Knot", 0, 12)

	// Braid B, rows 13-18.
	d.room("thorn_arcade", kExplore, "Thorn Arcade", 0, 13)
	d.room("timelock_garden", kHarvest, "Timelock Garden", 0, 14, richIn("timelock_amber"))
	d.room("unseelie_pickets", kElite, "Unseelie Pickets", 0, 15)
	d.room("moth_bridge", kExplore, "Moth-Wing Bridge", 0, 16)
	d.room("gloaming_stair", kExplore, "Gloaming Stair", 0, 17)
	d.room("hollow_hill", kExplore, "Hollow Hill", 0, 18)
	d.room("twilight_market", kExplore, "Twilight Market", 1, 13)
	d.room("hag_bower", kElite, "Night-Hag Bower", 1, 14)
	d.room("glass_lake", kTrap, "Looking-Glass Lake", 1, 15)
	d.room("pixie_hollow", kHarvest, "Pixie Hollow", 1, 16, richIn("pixie_wing"))
	d.room("echo_orchard", kExplore, "Echo Orchard", 1, 17)
	d.room("redcap_bridge", kTrap, "Redcap Bridge", 1, 18)
	d.room("fairy_hoard", kSecret, "Fairy-Ring Hoard", 2, 17, lootBias(1.75))

	d.room("moonlit_ford", kMerge, "Moonlit Ford", 0, 19)
	d.room("wisp_marsh", kHarvest, "Wisp Marsh", 0, 20, richIn("wisp_essence"))
	d.room("briar_crossing", kFork, "Briar Crossing", 0, 21)

	// Braid C, rows 22-26.
	d.room("bramble_walk", kExplore, "Bramble Walk", 0, 22)
	d.room("fomorian_causeway", kElite, "Fomorian Causeway", 0, 23)
	d.room("hedge_maze", kTrap, "Hedge Maze", 0, 24)
	d.room("starlit_lawn", kExplore, "Starlit Lawn", 0, 25)
	d.room("rose_arch", kExplore, "Rose Arch", 0, 26)
	d.room("gilded_lane", kExplore, "Gilded Lane", 1, 22)
	d.room("weeping_willows", kExplore, "Weeping Willows", 1, 23)
	d.room("bargainers_stall", kExplore, "Bargainer's Stall", 1, 24)
	d.room("thorn_sentinels", kElite, "Thorn Sentinels", 1, 25)
	d.room("thistle_gate", kExplore, "Thistle Gate", 1, 26)

	d.room("thornwall", kMerge, "Thornwall", 0, 27)
	d.room("knight_vigil", kElite, "Thorn Knight Vigil", 0, 28)
	d.room("bower_approach", kExplore, "Bower Approach", 0, 29)
	d.room("boss", kBoss, "Thornmother's Bower", 0, 30, isZoneBoss(), fights("thornmother"))

	d.path("entry", "meadow", "dust_hollow", "crossing_stones")
	d.link("crossing_stones", "redcap_hollow", 1)
	d.link("crossing_stones", "glimmer_path", 2)
	d.braid(
		[]string{"redcap_hollow", "petal_drift", "quickling_run", "wisp_lanterns", "dancing_green", "silver_birches"},
		[]string{"glimmer_path", "mirror_pool", "tea_party", "briar_maze", "toadstool_court", "laughing_stream"},
		0, 2, 4)
	d.path("silver_birches", "thistle_court")
	d.path("laughing_stream", "thistle_court")
	d.path("thistle_court", "sleeping_glade", "weavers_knot")
	d.link("weavers_knot", "thorn_arcade", 1)
	d.link("weavers_knot", "twilight_market", 2)
	d.braid(
		[]string{"thorn_arcade", "timelock_garden", "unseelie_pickets", "moth_bridge", "gloaming_stair", "hollow_hill"},
		[]string{"twilight_market", "hag_bower", "glass_lake", "pixie_hollow", "echo_orchard", "redcap_bridge"},
		0, 2, 4)
	d.locked("pixie_hollow", "fairy_hoard", zonegraph.Perception(16), "A ring of toadstools glows where no path leads.", 2)
	d.path("fairy_hoard", "redcap_bridge")
	d.path("hollow_hill", "moonlit_ford")
	d.path("redcap_bridge", "moonlit_ford")
	d.path("moonlit_ford", "wisp_marsh", "briar_crossing")
	d.link("briar_crossing", "bramble_walk", 1)
	d.link("briar_crossing", "gilded_lane", 2)
	d.braid(
		[]string{"bramble_walk", "fomorian_causeway", "hedge_maze", "starlit_lawn", "rose_arch"},
		[]string{"gilded_lane", "weeping_willows", "bargainers_stall", "thorn_sentinels", "thistle_gate"},
		0)
	d.locked("fomorian_causeway", "bargainers_stall", zonegraph.StatCheck(rules.CHA, 15),
		"A pixie toll-keeper waves you off the side path; a winning word might change its mind.", 2)
	d.path("starlit_lawn", "thistle_gate")
	d.path("rose_arch", "thornwall")
	d.path("thistle_gate", "thornwall")
	d.path("thornwall", "knight_vigil", "bower_approach", "boss")
	return d.build()
}

// braid joins two parallel rows of rooms: each room to the next in its own
// lane, and, after the rows listed in cross, each room also to the next
// room of the other lane.
func (d *graphDraft) braid(a, b []string, cross ...int) {
	for i := 1; i < len(a); i++ {
		d.link(a[i-1], a[i], 1)
		d.link(b[i-1], b[i], 1)
	}
	for _, i := range cross {
		d.link(a[i], b[i+1], 2)
		d.link(b[i], a[i+1], 2)
	}
}
