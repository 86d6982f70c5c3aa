package report

import (
	"github.com/gogobee/gogobee/internal/content"
	"slices"
)

// IntendedLevels returns the levels a zone's balance is measured at: the
// lowest, middle and highest level of its band (MinLevel, the midpoint
// rounded down, MaxLevel), ascending and without repeats. The design
// targets (TargetClearPct) are averages over these three.
func IntendedLevels(z content.Zone) []int {
	mid := (z.MinLevel + z.MaxLevel) / 2
	out := []int{z.MinLevel}
	for _, l := range []int{mid, z.MaxLevel} {
		if l > out[len(out)-1] {
			out = append(out, l)
		}
	}
	return out
}

// intendedLevel reports whether level is one of z's IntendedLevels.
func intendedLevel(z content.Zone, level int) bool {
	return slices.Contains(IntendedLevels(z), level)
}
