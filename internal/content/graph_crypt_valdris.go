package content

import "github.com/gogobee/gogobee/internal/zonegraph"

// cryptValdrisGraph is the Crypt of Valdris (Tier 1, 13 rooms on a
// luck-free path): its first authored fork kept intact (the
// Branching Passage splits to the Main Hall, an elite room, and to the Side
// Chapel behind Perception DC 12; the Hidden Reliquary hides off the chapel
// behind Perception DC 15 with loot bias 2.0; all ways meet in the
// Antechamber before Valdris's Sanctum), with the approach and the descent
// lengthened to the tier's room count (rules §6.1).
//
//	Threshold → Stair → Niches(H) → Flagstones(T) → Bone Corridor → Branching Passage
//	    ├── Main Hall ★ ──────────────────────────┐
//	    └─[Perception 12]─ Side Chapel ───────────┤
//	                        └─[Perception 15]─ Hidden Reliquary ─┤
//	Antechamber → Embalming Room(H) → Warded Arch(T) → Catacomb Watch ★ → Sealed Vestibule → Sanctum ☠
func cryptValdrisGraph() (zonegraph.Graph, error) {
	d := newGraphDraft(ZoneCryptValdris)
	d.room("entry", kEntry, "Crypt Threshold", 0, 0, isEntry())
	d.room("stair", kExplore, "Mourners' Stair", 0, 1)
	d.room("grave_niches", kHarvest, "Grave-Soil Niches", 0, 2, richIn("grave_soil"))
	d.room("flagstones", kTrap, "Sunken Flagstones", 0, 3)
	d.room("corridor", kExplore, "Bone Corridor", 0, 4)
	d.room("fork", kFork, "Branching Passage", 0, 5)
	d.room("main_hall", kElite, "Main Hall", 0, 6)
	d.room("side_chapel", kExplore, "Side Chapel", 1, 6)
	d.room("secret_chamber", kSecret, "Hidden Reliquary", 2, 7, lootBias(2.0))
	d.room("antechamber", kMerge, "Antechamber", 0, 8)
	d.room("embalming", kHarvest, "Embalming Room", 0, 9, richIn("bone_dust"))
	d.room("warded_arch", kTrap, "Warded Arch", 0, 10)
	d.room("catacomb_watch", kElite, "Catacomb Watch", 0, 11)
	d.room("vestibule", kExplore, "Sealed Vestibule", 0, 12)
	d.room("boss", kBoss, "Valdris's Sanctum", 0, 13, isZoneBoss(), fights("valdris"))

	d.path("entry", "stair", "grave_niches", "flagstones", "corridor", "fork")
	d.link("fork", "main_hall", 1)
	d.locked("fork", "side_chapel", zonegraph.Perception(12), "A faint draft from a crack in the wall.", 2)
	d.path("main_hall", "antechamber")
	d.path("side_chapel", "antechamber")
	d.locked("side_chapel", "secret_chamber", zonegraph.Perception(15), "A faint scratching behind the altar.", 0)
	d.path("secret_chamber", "antechamber")
	d.path("antechamber", "embalming", "warded_arch", "catacomb_watch", "vestibule", "boss")
	return d.build()
}
