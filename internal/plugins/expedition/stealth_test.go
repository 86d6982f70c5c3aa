package expedition_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
)

// stealthMoves counts the stealth-move threat events of alice's
// expedition after n advances from threat 50.
func stealthMoves(t *testing.T, class string, n int) int {
	t.Helper()
	b := plugintest.New(t)
	b.Create(alice, "Tess", class, "human")
	departed(t, b)
	editExp(t, b, alice, func(e *expedition.Expedition) { e.Threat.Level = 50 })
	for range n {
		advance(t, b)
	}
	count := 0
	for _, ev := range openExp(t, b.Store, alice).Threat.Events {
		if ev.Reason == expedition.ReasonStealthMove {
			assert.Equal(t, -3, ev.Delta)
			count++
		}
	}
	return count
}

func TestRogueQuietStepLowersThreatOnNewRooms(t *testing.T) {
	tests := []struct {
		class string
		some  bool
	}{
		{"rogue", true},
		{"fighter", false},
	}
	for _, tc := range tests {
		t.Run(tc.class, func(t *testing.T) {
			got := stealthMoves(t, tc.class, 4)
			if tc.some {
				assert.Positive(t, got, "a rogue's DEX and proficiency beat DC 10 + tier on most rooms")
				assert.LessOrEqual(t, got, 4, "at most one per new room")
			} else {
				assert.Zero(t, got)
			}
		})
	}
}
