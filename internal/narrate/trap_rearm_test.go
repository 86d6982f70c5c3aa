package narrate

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestARearmedTrapSaysSo: a trap met again because the threat band
// re-armed it says so before it is spotted or springs (rules §8.7).
func TestARearmedTrapSaysSo(t *testing.T) {
	pit := zonerun.Trap{ID: "pit", Name: "Pit"}
	for _, tc := range []struct {
		name    string
		out     zonerun.TrapOutcome
		rearmed bool
	}{
		{"a first entry", zonerun.TrapOutcome{Trap: pit, Spotted: true}, false},
		{"re-armed and spotted", zonerun.TrapOutcome{Trap: pit, Spotted: true, Rearmed: true}, true},
		{"re-armed and sprung", zonerun.TrapOutcome{Trap: pit, Rearmed: true, Rolled: 4, Lost: 4, HP: 8, MaxHP: 12}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := trapText(&tc.out)
			assert.Equal(t, tc.rearmed, strings.Contains(text, "re-armed since you passed (threat Hostile or above)"), text)
			assert.Contains(t, text, "Pit")
		})
	}
}
