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
	if id, ok := byName(name, rules.Classes(), func(d rules.ClassDef) (rules.ClassID, string) { return d.ID, d.Name }); ok {
		return id, nil
	}
	return "", rules.ErrUnknownClass{Class: rules.ClassID(name)}
}

// ParseRace reads a race by ID or display name, ignoring case, spaces,
// hyphens and underscores ("half_elf", "Half-Elf", "halfelf"). Errors:
// rules.ErrUnknownRace.
func ParseRace(name string) (rules.RaceID, error) {
	if id, ok := byName(name, rules.Races(), func(d rules.RaceDef) (rules.RaceID, string) { return d.ID, d.Name }); ok {
		return id, nil
	}
	return "", rules.ErrUnknownRace{Race: rules.RaceID(name)}
}

// byName finds the definition whose ID or display name (idName) folds to
// what name folds to; false for none or an empty name.
func byName[D any, ID ~string](name string, defs []D, idName func(D) (ID, string)) (ID, bool) {
	w := fold(name)
	for _, d := range defs {
		id, display := idName(d)
		if w != "" && (w == fold(string(id)) || w == fold(display)) {
			return id, true
		}
	}
	return "", false
}

// fold lower-cases s and drops spaces, hyphens and underscores.
func fold(s string) string {
	return strings.NewReplacer(" ", "", "-", "", "_", "").Replace(strings.ToLower(strings.TrimSpace(s)))
}
