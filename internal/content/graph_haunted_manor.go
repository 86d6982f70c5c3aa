package content

import (
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// hauntedManorGraph is the Haunted Manor of Blackspire (Tier 3, 24 rooms on
// every path): stacked three-way forks (rules §6.1). The Grand Foyer opens
// on three wings (the servants' door sticks: STR DC 14) that meet on the
// Upper Landing; past the nursery camp and the library (a study hides
// behind Perception DC 15) the Candlelit Crossing splits three ways again
// down to the cellars and Lord Aldric's coffin.
func hauntedManorGraph() (zonegraph.Graph, error) {
	d := newGraphDraft(ZoneHauntedManor)
	d.room("entry", kEntry, "Blackspire Gate", 0, 0, isEntry())
	d.room("drive", kExplore, "Overgrown Drive", 0, 1)
	d.room("porch", kTrap, "Creaking Porch", 0, 2)
	d.room("portrait_hall", kExplore, "Portrait Hall", 0, 3)
	d.room("parlour", kHarvest, "Dust-Sheet Parlour", 0, 4, richIn("spectral_grave_dust"))
	d.room("foyer", kFork, "Grand Foyer", 0, 5)
	d.room("east_gallery", kExplore, "East Gallery", 0, 6)
	d.room("music_room", kElite, "Music Room", 0, 7)
	d.room("ballroom", kExplore, "Ballroom", 1, 6)
	d.room("dining_hall", kTrap, "Dining Hall", 1, 7)
	d.room("servants_passage", kExplore, "Servants' Passage", 2, 6)
	d.room("scullery", kHarvest, "Scullery", 2, 7, richIn("cursed_trinket"))
	d.room("landing", kMerge, "Upper Landing", 0, 8)
	d.room("nursery", kCamp, "Warded Nursery", 0, 9)
	d.room("library", kHarvest, "Library Stacks", 0, 10, richIn("blackspire_volume"))
	d.room("hidden_study", kSecret, "Hidden Study", 1, 11, lootBias(1.5))
	d.room("long_corridor", kExplore, "Long Corridor", 0, 12)
	d.room("mirrors", kExplore, "Hall of Mirrors", 0, 13)
	d.room("smoking_room", kExplore, "Smoking Room", 0, 14)
	d.room("crossing", kFork, "Candlelit Crossing", 0, 15)
	d.room("chapel", kExplore, "Chapel", 0, 16)
	d.room("crypt_stair", kTrap, "Crypt Stair", 0, 17)
	d.room("bedroom", kExplore, "Master Bedroom", 1, 16)
	d.room("boudoir", kElite, "Vampire's Boudoir", 1, 17)
	d.room("conservatory", kHarvest, "Conservatory", 2, 16, richIn("ghost_silk"))
	d.room("glasshouse", kExplore, "Glasshouse", 2, 17)
	d.room("cellar_landing", kMerge, "Cellar Landing", 0, 18)
	d.room("wine_cellar", kExplore, "Wine Cellar", 0, 19)
	d.room("vigil", kElite, "Revenant's Vigil", 0, 20)
	d.room("bloodstained", kTrap, "Bloodstained Passage", 0, 21)
	d.room("catacomb_steps", kExplore, "Catacomb Steps", 0, 22)
	d.room("coffin_vault", kExplore, "Coffin Vault", 0, 23)
	d.room("boss", kBoss, "Aldric's Coffin Chamber", 0, 24, isZoneBoss(), fights("lord_aldric"))

	d.path("entry", "drive", "porch", "portrait_hall", "parlour", "foyer")
	d.link("foyer", "east_gallery", 1)
	d.link("foyer", "ballroom", 2)
	d.locked("foyer", "servants_passage", zonegraph.StatCheck(rules.STR, 14),
		"A servants' door, swollen in its frame; a hard shove might open it.", 3)
	d.path("east_gallery", "music_room", "landing")
	d.path("ballroom", "dining_hall", "landing")
	d.path("servants_passage", "scullery", "landing")
	d.path("landing", "nursery", "library", "long_corridor")
	d.locked("library", "hidden_study", zonegraph.Perception(15), "One bookcase stands a finger's width proud of the wall.", 2)
	d.path("hidden_study", "long_corridor")
	d.path("long_corridor", "mirrors", "smoking_room", "crossing")
	d.link("crossing", "chapel", 1)
	d.link("crossing", "bedroom", 2)
	d.link("crossing", "conservatory", 3)
	d.path("chapel", "crypt_stair", "cellar_landing")
	d.path("bedroom", "boudoir", "cellar_landing")
	d.path("conservatory", "glasshouse", "cellar_landing")
	d.path("cellar_landing", "wine_cellar", "vigil", "bloodstained", "catacomb_steps", "coffin_vault", "boss")
	return d.build()
}
