package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// TestRoomsDrawTheirRegionsRoster: a room of a multi-region zone fields
// only its region's enemies (rules §6.7), so no Drow Mage waits in the
// Surface Tunnels.
func TestRoomsDrawTheirRegionsRoster(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneUnderdark)
	require.True(t, ok)
	zone, ok := content.ZoneByID(content.ZoneUnderdark)
	require.True(t, ok)
	cases := []struct {
		room    string
		allowed []content.MonsterID
	}{
		{"dripping_gallery", []content.MonsterID{"drow", "hook_horror"}},      // Surface Tunnels, exploration
		{"ropers_grotto", []content.MonsterID{"roper", "drow_elite_warrior"}}, // Surface Tunnels, elite
		{"barracks", []content.MonsterID{"drow", "drow_mage"}},                // Drow Outpost, exploration
		{"brain_guard", []content.MonsterID{"roper", "drow_elite_warrior"}},   // Illithid Warren, elite
	}
	ch := hero(t, rules.Fighter)
	ch.Level, ch.HP = 20, 500
	for _, tc := range cases {
		t.Run(tc.room, func(t *testing.T) {
			n, ok := g.Node(zonegraph.NodeID(string(content.ZoneUnderdark) + "." + tc.room))
			require.True(t, ok)
			fights := 0
			for seed := uint64(1); seed <= 150; seed++ {
				st := Step{Run: Run{ID: 1, ZoneID: content.ZoneUnderdark, Status: StatusActive, Seed: seed, Current: n.ID}, Char: ch.Clone(), zone: zone}
				st.resolve(g, n, t0)
				if rm := st.Run.Rooms[n.ID]; rm.Fight != nil {
					fights++
					assert.Contains(t, tc.allowed, rm.Fight.Monsters[0], "seed %d", seed)
				}
			}
			assert.Positive(t, fights)
		})
	}
}
