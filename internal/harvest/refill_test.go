package harvest

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNodesRefillOnAQualifyingLongRestOnly(t *testing.T) {
	spent := func() State {
		st := stateWith("underforge.a", nodesOf(t, "underforge.a", 0, "iron_ore", "mithral_trace"))
		r := st.Rooms["underforge.a"]
		r.Nodes[0].Charges, r.Nodes[1].Charges = 0, 1
		st.Rooms["underforge.a"] = r
		st.Rooms["underforge.b"] = Room{Nodes: nodesOf(t, "underforge.b", 3, "volcanic_glass")}
		st.Rooms["underforge.b"].Nodes[0].Charges = 0
		return st
	}
	cases := []struct {
		rest   Rest
		refill bool
	}{
		{RestStandardCamp, true},
		{RestFortifiedCamp, true},
		{RestBaseCamp, true},
		{RestRoughCamp, false},
		{RestShort, false},
		{RestInn, false},
		{Rest(""), false},
	}
	for _, tc := range cases {
		t.Run(string(tc.rest), func(t *testing.T) {
			before := spent()
			after, did := RefillAfterRest(before, tc.rest)
			assert.Equal(t, tc.refill, did)
			assert.Equal(t, tc.refill, tc.rest.RefillsNodes())
			for id, room := range after.Rooms {
				for i, n := range room.Nodes {
					if tc.refill {
						assert.Equal(t, n.Max, n.Charges, "%s node %d", id, i)
					} else {
						assert.Equal(t, before.Rooms[id].Nodes[i].Charges, n.Charges, "%s node %d", id, i)
					}
				}
			}
			assert.Equal(t, spent(), before, "the input state is unchanged")
		})
	}
}

func TestRefillOfAnEmptyState(t *testing.T) {
	assert.Equal(t, State{}, Refill(State{}))
}
