package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
)

// TestNightEncountersDrawTheRegionsRoster: a wandering monster in the
// Surface Tunnels is one of that region's enemies (rules §6.7), never a
// Drow Mage or a Mind Flayer from deeper down.
func TestNightEncountersDrawTheRegionsRoster(t *testing.T) {
	cases := []struct {
		name    string
		pos     Position
		region  string
		allowed []content.MonsterID
	}{
		{"standing in the Surface Tunnels", Position{Region: "surface_tunnels"}, "", []content.MonsterID{"drow", "hook_horror"}},
		{"the expedition's region when the room has none", Position{}, "drow_outpost", []content.MonsterID{"drow", "drow_mage"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := Expedition{ZoneID: content.ZoneUnderdark, Tier: 4, Day: 2, Region: tc.region}
			row := NightRow{Outcome: NightMinor, MinCount: 2, MaxCount: 2}
			for i := range 200 {
				enc := e.encounterFor(row, tc.pos, dice.NewStream(9, "night", i), SourceNight)
				for _, id := range enc.Monsters {
					assert.Contains(t, tc.allowed, id)
				}
			}
		})
	}
}
