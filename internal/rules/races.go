package rules

// RaceID identifies a playable race. IDs are stable and stored in JSON.
type RaceID string

// The seven playable races (rules §1.2).
const (
	Human    RaceID = "human"
	Elf      RaceID = "elf"
	Dwarf    RaceID = "dwarf"
	Halfling RaceID = "halfling"
	Orc      RaceID = "orc"
	Tiefling RaceID = "tiefling"
	HalfElf  RaceID = "half_elf"
)

// RacePassive identifies a race's combat passive (rules §1.2). The combat
// engine implements the effect; rules only names it.
type RacePassive string

// Race combat passives.
const (
	// PassiveNone: the race has no combat passive.
	PassiveNone RacePassive = ""
	// PassivePoisonResilience: poison damage per tick is halved (Dwarf).
	PassivePoisonResilience RacePassive = "poison_resilience"
	// PassiveLucky: reroll the first natural 1 in each fight (Halfling).
	PassiveLucky RacePassive = "lucky"
	// PassiveRage: the next attack after HP first drops below 50% deals
	// +50% damage (Orc).
	PassiveRage RacePassive = "rage"
	// PassiveFireResistance: fire damage is halved (Tiefling).
	PassiveFireResistance RacePassive = "fire_resistance"
)

// RaceDef is one race's row of data (rules §1.2). Mods are added to the
// class's auto-build array; Speed is in feet.
type RaceDef struct {
	ID      RaceID      `json:"id"`
	Name    string      `json:"name"`
	Mods    Abilities   `json:"mods"`
	Speed   int         `json:"speed"`
	Passive RacePassive `json:"passive,omitempty"`
}

// races is the race table. Adding a race is a new entry here.
var races = map[RaceID]RaceDef{
	Human:    {ID: Human, Name: "Human", Mods: Abilities{1, 1, 1, 1, 1, 1}, Speed: 30},
	Elf:      {ID: Elf, Name: "Elf", Mods: Abilities{0, 3, -1, 2, 3, 0}, Speed: 35},
	Dwarf:    {ID: Dwarf, Name: "Dwarf", Mods: Abilities{2, -1, 3, 1, 1, -1}, Speed: 25, Passive: PassivePoisonResilience},
	Halfling: {ID: Halfling, Name: "Halfling", Mods: Abilities{0, 3, 1, 0, 2, 0}, Speed: 25, Passive: PassiveLucky},
	Orc:      {ID: Orc, Name: "Orc", Mods: Abilities{6, -1, 3, -1, -1, 0}, Speed: 30, Passive: PassiveRage},
	Tiefling: {ID: Tiefling, Name: "Tiefling", Mods: Abilities{0, 2, 0, 1, 0, 3}, Speed: 30, Passive: PassiveFireResistance},
	HalfElf:  {ID: HalfElf, Name: "Half-Elf", Mods: Abilities{0, 2, 0, 1, 1, 2}, Speed: 30},
}

// Race returns the definition of id and whether it exists.
func Race(id RaceID) (RaceDef, bool) {
	r, ok := races[id]
	return r, ok
}

// Races returns every race definition, sorted by ID.
func Races() []RaceDef {
	return sortedValues(races)
}

// RaceByName finds a race by ID or display name, ignoring case, spaces,
// hyphens and underscores ("half_elf", "Half-Elf", "halfelf"); false for
// none.
func RaceByName(name string) (RaceID, bool) {
	return byName(name, Races(), func(d RaceDef) (RaceID, string) { return d.ID, d.Name })
}
