package content

import (
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// forestShadowsGraph is the Forest of Shadows (Tier 2, 19 rooms on a
// luck-free path, 16 by the rope bridge): an asymmetric fork (rules §6.1).
// At the Split Oak the long way runs five rooms past the bandits; the short
// way crosses a rope bridge (DEX DC 13) to the displacer beast's lair. A
// second fork at the Twisted Crossroads passes the Corrupted Grove or the
// Hag's Hut, where a spring hides behind Perception DC 14.
func forestShadowsGraph() (zonegraph.Graph, error) {
	d := newGraphDraft(ZoneForestShadows)
	d.room("entry", kEntry, "Forest Edge", 0, 0, isEntry())
	d.room("briar_path", kExplore, "Briar Path", 0, 1)
	d.room("herb_glade", kHarvest, "Shadow-Herb Glade", 0, 2, richIn("shadow_herb"))
	d.room("snare_thicket", kTrap, "Snare Thicket", 0, 3)
	d.room("wolf_trail", kExplore, "Wolf Trail", 0, 4)
	d.room("lightless_brook", kExplore, "Lightless Brook", 0, 5)
	d.room("split_oak", kFork, "Split Oak", 0, 6)
	// The long way.
	d.room("bandit_camp", kElite, "Bandit Camp", 0, 7)
	d.room("darkwood_stand", kHarvest, "Darkwood Stand", 0, 8, richIn("darkwood"))
	d.room("hunters_pits", kTrap, "Hunter's Pits", 0, 9)
	d.room("mossy_ruins", kExplore, "Mossy Ruins", 0, 10)
	d.room("bloom_dell", kHarvest, "Fey-Bloom Dell", 0, 11, richIn("fey_bloom"))
	// The short way.
	d.room("fen_crossing", kExplore, "Fen Crossing", 1, 7)
	d.room("displacer_lair", kElite, "Displacer Lair", 1, 8)

	d.room("clearing", kMerge, "Moonlit Clearing", 0, 12)
	d.room("crossroads", kFork, "Twisted Crossroads", 0, 13)
	d.room("corrupted_grove", kExplore, "Corrupted Grove", 0, 14)
	d.room("hags_hut", kElite, "Hag's Hut", 1, 14)
	d.room("dryad_spring", kSecret, "Dryad's Spring", 2, 15, lootBias(1.75))
	d.room("thorn_gate", kMerge, "Thorn Gate", 0, 16)
	d.room("heartwood", kExplore, "Blighted Heartwood", 0, 17)
	d.room("root_stair", kTrap, "Root-Choked Stair", 0, 18)
	d.room("boss", kBoss, "Hollow Throne", 0, 19, isZoneBoss(), fights("hollow_king"))

	d.path("entry", "briar_path", "herb_glade", "snare_thicket", "wolf_trail", "lightless_brook", "split_oak")
	d.link("split_oak", "bandit_camp", 1)
	d.locked("split_oak", "fen_crossing", zonegraph.StatCheck(rules.DEX, 13),
		"A sagging rope bridge spans the fen; it might hold someone light on their feet.", 2)
	d.path("bandit_camp", "darkwood_stand", "hunters_pits", "mossy_ruins", "bloom_dell", "clearing")
	d.path("fen_crossing", "displacer_lair", "clearing")
	d.path("clearing", "crossroads")
	d.link("crossroads", "corrupted_grove", 1)
	d.link("crossroads", "hags_hut", 2)
	d.path("corrupted_grove", "thorn_gate")
	d.path("hags_hut", "thorn_gate")
	d.locked("hags_hut", "dryad_spring", zonegraph.Perception(14), "Somewhere behind the hut, water sings to itself.", 2)
	d.path("dryad_spring", "thorn_gate")
	d.path("thorn_gate", "heartwood", "root_stair", "boss")
	return d.build()
}
