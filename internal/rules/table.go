package rules

import (
	"cmp"
	"maps"
	"slices"
	"strings"
)

// sortedValues returns the values of a definition table ordered by key, so
// listings (Classes, Races, Features, Spells) are stable from run to run.
func sortedValues[K cmp.Ordered, V any](table map[K]V) []V {
	keys := slices.Sorted(maps.Keys(table))
	out := make([]V, len(keys))
	for i, k := range keys {
		out[i] = table[k]
	}
	return out
}

// byName finds the definition whose ID or display name (idName) reads as
// name, ignoring case, spaces, hyphens and underscores; false for none or
// an empty name.
func byName[D any, ID ~string](name string, defs []D, idName func(D) (ID, string)) (ID, bool) {
	w := foldName(name)
	for _, d := range defs {
		id, display := idName(d)
		if w != "" && (w == foldName(string(id)) || w == foldName(display)) {
			return id, true
		}
	}
	return "", false
}

// foldName lower-cases s and drops spaces, hyphens and underscores, so
// "Half-Elf", "half_elf" and "halfelf" compare equal.
func foldName(s string) string {
	return strings.NewReplacer(" ", "", "-", "", "_", "").Replace(strings.ToLower(s))
}
