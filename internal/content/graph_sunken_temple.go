package content

import "github.com/gogobee/gogobee/internal/zonegraph"

// sunkenTempleGraph is the Sunken Temple of Dar'eth (Tier 2, 17 rooms on
// every path): sequential forks (rules §6.1). The Drowned Colonnade splits
// and rejoins at the Tidal Cistern, then the Sunken Choir splits and
// rejoins at the Pool of Whispers; a reliquary hides off the Drowned
// Library behind Perception DC 14.
func sunkenTempleGraph() (zonegraph.Graph, error) {
	d := newGraphDraft(ZoneSunkenTemple)
	d.room("entry", kEntry, "Flooded Steps", 0, 0, isEntry())
	d.room("vestibule", kExplore, "Tidepool Vestibule", 0, 1)
	d.room("shallows", kHarvest, "Sea-Glass Shallows", 0, 2, richIn("sea_glass"))
	d.room("colonnade", kFork, "Drowned Colonnade", 0, 3)
	d.room("shrine", kExplore, "Kuo-toa Shrine", 0, 4)
	d.room("pulpit", kElite, "Whip's Pulpit", 0, 5)
	d.room("coral_gallery", kHarvest, "Coral Gallery", 1, 4, richIn("deep_coral"))
	d.room("sluice_gate", kTrap, "Sluice Gate", 1, 5)
	d.room("cistern", kMerge, "Tidal Cistern", 0, 6)
	d.room("barnacled_hall", kExplore, "Barnacled Hall", 0, 7)
	d.room("pearl_grotto", kHarvest, "Pearl Grotto", 0, 8, richIn("black_pearl"))
	d.room("choir", kFork, "Sunken Choir", 0, 9)
	d.room("merrow_pens", kExplore, "Merrow Pens", 0, 10)
	d.room("thrall_chamber", kElite, "Thrall Chamber", 0, 11)
	d.room("library", kExplore, "Drowned Library", 1, 10)
	d.room("glyph_vault", kTrap, "Glyph Vault", 1, 11)
	d.room("reliquary", kSecret, "Reliquary of Tides", 2, 11, lootBias(1.75))
	d.room("pool", kMerge, "Pool of Whispers", 0, 12)
	d.room("mucus_stair", kExplore, "Mucus-Slick Stair", 0, 13)
	d.room("elemental_sluice", kElite, "Elemental Sluice", 0, 14)
	d.room("threshold", kExplore, "Dreamer's Threshold", 0, 15)
	d.room("boss", kBoss, "The Dreaming Deep", 0, 16, isZoneBoss(), fights("dreaming_aboleth"))

	d.path("entry", "vestibule", "shallows", "colonnade")
	d.link("colonnade", "shrine", 1)
	d.link("colonnade", "coral_gallery", 2)
	d.path("shrine", "pulpit", "cistern")
	d.path("coral_gallery", "sluice_gate", "cistern")
	d.path("cistern", "barnacled_hall", "pearl_grotto", "choir")
	d.link("choir", "merrow_pens", 1)
	d.link("choir", "library", 2)
	d.path("merrow_pens", "thrall_chamber", "pool")
	d.path("library", "glyph_vault", "pool")
	d.locked("library", "reliquary", zonegraph.Perception(14), "One shelf of drowned books does not sway with the current.", 2)
	d.path("reliquary", "pool")
	d.path("pool", "mucus_stair", "elemental_sluice", "threshold", "boss")
	return d.build()
}
