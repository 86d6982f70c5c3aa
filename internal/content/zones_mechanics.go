package content

import "fmt"

// ZoneMechanic is one of a zone's special expedition mechanics: a
// scheduled zone event of rules §8.12 and the stack it keeps. A zone
// lists its mechanics in ExpeditionFacts.Mechanics; rule code asks
// Has(mechanic), never the zone's ID.
type ZoneMechanic uint8

// The zone mechanics, in rules §8.12 order. The zero value is no
// mechanic.
const (
	// MechanicTide is the tidal event (rules §8.12): warnings on days
	// 4 and 5, the tide on day 6 (burn ×2, Kuo-toa stronger, the Tidal
	// Crystal harvestable), none once the boss room is reached.
	MechanicTide ZoneMechanic = iota + 1
	// MechanicManorReset is the nightly reset (rules §8.12): every
	// third night one enemy respawns in each non-boss room.
	MechanicManorReset
	// MechanicHeat is heat accumulation (rules §8.12): one heat stack
	// a day, up to 10, with fire damage, burn and exhaustion by band; long
	// rests lower it.
	MechanicHeat
	// MechanicTimeDistortion is the daily d6 of time distortion
	// (rules §8.12): half days, double days (an extra night check, easier
	// foraging) and time loops.
	MechanicTimeDistortion
	// MechanicDragonAwareness is the dragon's awareness (rules §8.12):
	// a pulse every third day (threat +10, kobold reinforcements, harder
	// harvests), and from day 14 the dragon wakes and hunts until the
	// player reaches its chamber.
	MechanicDragonAwareness
	// MechanicInstability is the portal's destabilization (rules §8.12):
	// instability +5 a day, penalties and surges by band, −10 per major
	// objective, forced extraction at 100.
	MechanicInstability
)

// mechanicNames are the mechanics' names, indexed by mechanic.
var mechanicNames = [...]string{
	MechanicTide:            "tide",
	MechanicManorReset:      "manor_reset",
	MechanicHeat:            "heat",
	MechanicTimeDistortion:  "time_distortion",
	MechanicDragonAwareness: "dragon_awareness",
	MechanicInstability:     "instability",
}

// ZoneMechanics returns every known mechanic, in rules §8.12 order.
func ZoneMechanics() []ZoneMechanic {
	out := make([]ZoneMechanic, 0, len(mechanicNames)-1)
	for m := MechanicTide; int(m) < len(mechanicNames); m++ {
		out = append(out, m)
	}
	return out
}

// Known reports whether m is one of the mechanics above.
func (m ZoneMechanic) Known() bool { return m > 0 && int(m) < len(mechanicNames) }

// String is the mechanic's name ("tide"), or "mechanic(N)" when unknown.
func (m ZoneMechanic) String() string {
	if !m.Known() {
		return fmt.Sprintf("mechanic(%d)", uint8(m))
	}
	return mechanicNames[m]
}

// MarshalText writes the mechanic's name; an unknown mechanic is an error.
func (m ZoneMechanic) MarshalText() ([]byte, error) {
	if !m.Known() {
		return nil, fmt.Errorf("content: unknown zone mechanic %d", uint8(m))
	}
	return []byte(mechanicNames[m]), nil
}

// UnmarshalText reads a mechanic's name; an unknown name is an error.
func (m *ZoneMechanic) UnmarshalText(b []byte) error {
	for _, k := range ZoneMechanics() {
		if mechanicNames[k] == string(b) {
			*m = k
			return nil
		}
	}
	return fmt.Errorf("content: unknown zone mechanic %q", b)
}
