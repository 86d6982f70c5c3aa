package content

// ExpeditionFacts are what an expedition needs to know of its zone, kept
// on the zone (Zone embeds them):
//
//   - MinDays / MaxDays: the expedition's length in days (rules §8.8).
//     MinDays is the floor for a player who pushes hard; MaxDays is the
//     soft cap, after which the Threat Clock maxes out and Siege Mode
//     begins. MaxDays 0 means no cap (the Abyss Portal's ∞).
//   - Wilderness: a wilderness zone (rules §6.1: Forest, Sunken Temple,
//     Underdark, Feywild, Dragon's Lair), where a Ranger's Natural Explorer
//     applies. Every other zone is indoor, where the Ranger cannot forage
//     (rules §8.15). The flag is per zone, not per room.
//   - Mechanics: the zone's special mechanics (rules §8.12).
//   - BossRest: the zone boss is faced only fully rested (rules §8.12:
//     the Crypt of Valdris).
//
// ExpeditionFacts is a plain value: copying it copies everything.
type ExpeditionFacts struct {
	MinDays    int         `yaml:"min_days"`
	MaxDays    int         `yaml:"max_days"`
	Wilderness bool        `yaml:"wilderness"`
	Mechanics  MechanicSet `yaml:"mechanics"`
	BossRest   bool        `yaml:"boss_rest"`
}

// Indoor reports whether foraging fails in the zone (not wilderness,
// rules §6.1).
func (f ExpeditionFacts) Indoor() bool { return !f.Wilderness }

// Has reports whether the zone has mechanic m (rules §8.12).
func (f ExpeditionFacts) Has(m ZoneMechanic) bool { return f.Mechanics.Has(m) }

// ExpeditionFactsOf returns the expedition facts of the zone with the given
// ID and whether the zone exists. It copies no more than the facts, for
// rule code that asks on every call.
func ExpeditionFactsOf(zoneID ZoneID) (ExpeditionFacts, bool) {
	z, ok := zoneTable().row(string(zoneID))
	if !ok {
		return ExpeditionFacts{}, false
	}
	return z.ExpeditionFacts, true
}
