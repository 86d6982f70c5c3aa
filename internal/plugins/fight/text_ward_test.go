package fight

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/combat"
)

// The fight panel shows an Abjuration Mage's ward beside the HP (rules
// §1.11), and nothing of a ward for anyone else.
func TestPlayerLineShowsTheWard(t *testing.T) {
	tests := []struct {
		name       string
		ward, max  int
		want, none string
	}{
		{"ward", 4, 9, "**Aria** 9/13 HP · Arcane Ward 4/9 · AC 12", ""},
		{"spent ward", 0, 9, "Arcane Ward 0/9", ""},
		{"no ward", 0, 0, "**Aria** 9/13 HP · AC 12", "Arcane Ward"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := combat.State{Player: combat.Player{Name: "Aria", HP: 9, MaxHP: 13, AC: 12, Ward: tc.ward, WardMax: tc.max}}
			line := playerLine(st)
			assert.Contains(t, line, tc.want)
			if tc.none != "" {
				assert.NotContains(t, line, tc.none)
			}
		})
	}
}
