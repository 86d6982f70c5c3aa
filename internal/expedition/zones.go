package expedition

import "github.com/gogobee/gogobee/internal/content"

// ZoneTraits are the expedition facts of one zone.
//
//   - MinDays / MaxDays: the expedition's duration (expedition §2); MaxDays
//     0 means no cap (the Abyss Portal). After MaxDays the Threat Clock maxes
//     out and Siege Mode begins.
//   - Wilderness: a wilderness zone (facts §4.4: Forest, Sunken Temple,
//     Underdark, Feywild, Dragon's Lair); a Ranger's Natural Explorer
//     applies there. Every other zone is indoor: the Ranger cannot forage
//     (expedition §4.2 "fails in indoor zones"). The flag is per zone, not
//     per room.
type ZoneTraits struct {
	MinDays    int  `json:"min_days"`
	MaxDays    int  `json:"max_days"`
	Wilderness bool `json:"wilderness"`
}

// Indoor reports whether foraging fails in the zone.
func (t ZoneTraits) Indoor() bool { return !t.Wilderness }

// zoneTraits by zone ID (expedition §2, facts §4.4).
var zoneTraits = map[string]ZoneTraits{
	content.ZoneGoblinWarrens: {MinDays: 2, MaxDays: 4},
	content.ZoneCryptValdris:  {MinDays: 2, MaxDays: 5},
	content.ZoneForestShadows: {MinDays: 4, MaxDays: 8, Wilderness: true},
	content.ZoneSunkenTemple:  {MinDays: 4, MaxDays: 9, Wilderness: true},
	content.ZoneHauntedManor:  {MinDays: 6, MaxDays: 12},
	content.ZoneUnderforge:    {MinDays: 5, MaxDays: 10},
	content.ZoneUnderdark:     {MinDays: 10, MaxDays: 21, Wilderness: true},
	content.ZoneFeywild:       {MinDays: 8, MaxDays: 14, Wilderness: true},
	content.ZoneDragonsLair:   {MinDays: 14, MaxDays: 30, Wilderness: true},
	content.ZoneAbyssPortal:   {MinDays: 21, MaxDays: 0},
}

// TraitsOf returns the traits of a zone and whether the zone is known.
func TraitsOf(zoneID string) (ZoneTraits, bool) {
	t, ok := zoneTraits[zoneID]
	return t, ok
}

// Traits returns the expedition's zone traits.
func (e Expedition) Traits() ZoneTraits { return zoneTraits[e.ZoneID] }
