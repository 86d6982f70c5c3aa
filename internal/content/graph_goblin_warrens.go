package content

import "github.com/gogobee/gogobee/internal/zonegraph"

// goblinWarrensGraph is the Goblin Warrens (Tier 1, 13 rooms on every
// path): a diamond (rules §6.1). The Split Tunnels part around the
// Guard Post and the Kennels and meet again in the War Drum Hall; a
// strongbox hides off the kennels behind Perception DC 13. Either elite
// room holds any of the roster's elites (a Worg or the Hobgoblin
// Warchief), so neither is named for one.
func goblinWarrensGraph() (zonegraph.Graph, error) {
	d := newGraphDraft(ZoneGoblinWarrens)
	d.room("entry", kEntry, "Warren Mouth", 0, 0, isEntry())
	d.room("midden", kHarvest, "Midden Heap", 0, 1, richIn("scrap_iron"))
	d.room("lookout", kExplore, "Lookout Burrow", 0, 2)
	d.room("tripwire", kTrap, "Tripwire Run", 0, 3)
	d.room("fork", kFork, "Split Tunnels", 0, 4)
	d.room("warchief_post", kElite, "Guard Post", 0, 5)
	d.room("sneak_tunnels", kExplore, "Sneak Tunnels", 0, 6)
	d.room("worg_kennels", kElite, "Kennels", 1, 5)
	d.room("gnawed_den", kExplore, "Gnawed Den", 1, 6)
	d.room("strongbox", kSecret, "Stolen Strongbox", 2, 6, lootBias(1.5))
	d.room("drum_hall", kMerge, "War Drum Hall", 0, 7)
	d.room("shaman_nook", kHarvest, "Shaman's Nook", 0, 8, richIn("alchemy_pouch"))
	d.room("rockfall", kTrap, "Rockfall Passage", 0, 9)
	d.room("barracks", kExplore, "Hobgoblin Barracks", 0, 10)
	d.room("trophy_hall", kExplore, "Trophy Hall", 0, 11)
	d.room("boss", kBoss, "Grol's Throne Cave", 0, 12, isZoneBoss(), fights("grol"))

	d.path("entry", "midden", "lookout", "tripwire", "fork")
	d.link("fork", "warchief_post", 1)
	d.link("fork", "worg_kennels", 2)
	d.path("warchief_post", "sneak_tunnels", "drum_hall")
	d.path("worg_kennels", "gnawed_den", "drum_hall")
	d.locked("worg_kennels", "strongbox", zonegraph.Perception(13), "Fresh scratches lead behind a loose hide curtain.", 2)
	d.path("strongbox", "drum_hall")
	d.path("drum_hall", "shaman_nook", "rockfall", "barracks", "trophy_hall", "boss")
	return d.build()
}
