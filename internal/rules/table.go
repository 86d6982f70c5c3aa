package rules

import (
	"cmp"
	"maps"
	"slices"
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
