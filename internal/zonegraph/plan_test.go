package zonegraph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// TestPlanMapFollowsTheTextMap lays out the Crypt of Valdris at the fork:
// the same rooms as the text map (the undiscovered reliquary and its ways
// left out), the room states, the numbers of the Path strip, the routed
// lines and the locked way.
func TestPlanMapFollowsTheTextMap(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneCryptValdris)
	require.True(t, ok)
	v := zonegraph.View{
		Title:   "The Crypt of Valdris",
		Visited: cv("entry", "stair", "grave_niches", "flagstones", "corridor", "fork", "main_hall"),
		Current: cv("main_hall")[0],
		Waiting: map[zonegraph.NodeID]bool{cv("main_hall")[0]: true},
		Edges:   map[zonegraph.EdgeKey]zonegraph.EdgeStatus{cvEdge("fork", "side_chapel"): zonegraph.EdgeBlocked},
		BackTo:  cv("fork"),
	}
	p := zonegraph.PlanMap(g, v)
	assert.Equal(t, "The Crypt of Valdris", p.Title)
	assert.Empty(t, p.Bands, "a single-region zone has no bands")
	assert.Equal(t, 2, p.Lanes, "the reliquary's lane is squeezed out")
	rooms := map[zonegraph.NodeID]zonegraph.PlanRoom{}
	for _, r := range p.Rooms {
		rooms[r.ID] = r
	}
	assert.NotContains(t, rooms, cv("secret_chamber")[0])
	assert.Len(t, rooms, len(g.NodeOrder)-1)
	assert.Equal(t, zonegraph.RoomCurrent, rooms[cv("main_hall")[0]].State, "the current room with a foe waiting is still the current room")
	assert.Equal(t, zonegraph.RoomCleared, rooms[cv("fork")[0]].State)
	assert.Equal(t, zonegraph.RoomUnvisited, rooms[cv("side_chapel")[0]].State)
	assert.Equal(t, 6, rooms[cv("fork")[0]].Number)
	assert.Zero(t, rooms[cv("side_chapel")[0]].Number)
	assert.Equal(t, cv("fork"), p.BackTo)
	for _, w := range p.Ways {
		assert.NotEqual(t, cv("secret_chamber")[0], w.To, "no way into the undiscovered secret")
		assert.NotEqual(t, cv("secret_chamber")[0], w.From)
		switch w.Key() {
		case cvEdge("fork", "side_chapel"):
			assert.Equal(t, zonegraph.EdgeBlocked, w.Status)
			assert.False(t, w.Walked)
			assert.Equal(t, []zonegraph.GridPoint{{Lane: 0, HalfRow: 10}, {Lane: 0, HalfRow: 11}, {Lane: 1, HalfRow: 11}, {Lane: 1, HalfRow: 12}}, w.Line,
				"down from the fork, across in the gap, down into the chapel")
		case cvEdge("fork", "main_hall"):
			assert.Equal(t, zonegraph.EdgeOpen, w.Status)
			assert.True(t, w.Walked)
			assert.Equal(t, []zonegraph.GridPoint{{Lane: 0, HalfRow: 10}, {Lane: 0, HalfRow: 12}}, w.Line)
		}
	}
}

// TestPlanMapRegions lays out the Underdark in its second region: the
// first two regions as bands, the third named as onward, none of its
// rooms drawn.
func TestPlanMapRegions(t *testing.T) {
	g, ok := content.ZoneGraph("underdark")
	require.True(t, ok)
	v := zonegraph.View{Title: "The Underdark", Visited: []zonegraph.NodeID{"underdark.entry", "underdark.outpost_gate"}, Current: "underdark.outpost_gate"}
	p := zonegraph.PlanMap(g, v)
	require.Len(t, p.Bands, 2)
	assert.Equal(t, "Surface Tunnels", p.Bands[0].Name)
	assert.Equal(t, "Drow Outpost", p.Bands[1].Name)
	assert.Equal(t, 0, p.Bands[0].FirstRow)
	assert.Equal(t, p.Bands[0].LastRow+1, p.Bands[1].FirstRow)
	assert.Equal(t, p.Rows-1, p.Bands[1].LastRow)
	assert.Equal(t, "Illithid Warren", p.Onward)
	assert.Equal(t, "drow_outpost", p.Region)
	assert.Contains(t, p.Title, "Region 2/4: Drow Outpost")
	for _, r := range p.Rooms {
		assert.Contains(t, []string{"surface_tunnels", "drow_outpost"}, r.Region)
		assert.NotEqual(t, zonegraph.NodeID("underdark.hidden_armoury"), r.ID, "the undiscovered armoury stays off")
	}
}
