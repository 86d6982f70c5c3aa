package sim

import (
	"strings"

	"github.com/gogobee/gogobee/internal/rules"
)

// Classes returns every playable class ID, sorted (the rules class table,
// rules §1.3). The CLI expands "all" to this list.
func Classes() []rules.ClassID {
	defs := rules.Classes()
	out := make([]rules.ClassID, len(defs))
	for i, d := range defs {
		out[i] = d.ID
	}
	return out
}

// ParseClass reads a class by ID or display name, ignoring case, spaces,
// hyphens and underscores ("fighter", "Fighter"). Errors:
// rules.ErrUnknownClass.
func ParseClass(name string) (rules.ClassID, error) {
	if id, ok := rules.ClassByName(strings.TrimSpace(name)); ok {
		return id, nil
	}
	return "", rules.ErrUnknownClass{Class: rules.ClassID(name)}
}

// ParseRace reads a race by ID or display name, ignoring case, spaces,
// hyphens and underscores ("half_elf", "Half-Elf", "halfelf"). Errors:
// rules.ErrUnknownRace.
func ParseRace(name string) (rules.RaceID, error) {
	if id, ok := rules.RaceByName(strings.TrimSpace(name)); ok {
		return id, nil
	}
	return "", rules.ErrUnknownRace{Race: rules.RaceID(name)}
}
