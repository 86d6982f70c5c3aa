package zonegraph

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBuildGraphFillsDefaults(t *testing.T) {
	g := baseGraph(t)
	assert.Equal(t, "tz", g.ZoneID)
	assert.Equal(t, NodeID("tz.entry"), g.Entry)
	assert.Equal(t, NodeID("tz.boss"), g.Boss)
	assert.Equal(t, "tz", g.Nodes["tz.hall"].Zone, "empty node zone is filled")
	e, ok := g.Edge("tz.entry", "tz.hall")
	require.True(t, ok)
	assert.Equal(t, LockNone, e.Lock.Kind, "empty lock kind reads as none")
	assert.Equal(t, 1, e.Weight, "zero weight reads as 1")
	assert.Equal(t, []NodeID{"tz.entry", "tz.hall", "tz.fork", "tz.left", "tz.right", "tz.secret", "tz.merge", "tz.boss"}, g.NodeOrder)
}

func TestOutOrdersByWeightThenDeclaration(t *testing.T) {
	tests := []struct {
		name  string
		edges []Edge
		want  []NodeID
	}{
		{"weight beats declaration", []Edge{{To: "tz.b", Weight: 3}, {To: "tz.a", Weight: 1}, {To: "tz.c", Weight: 2}}, []NodeID{"tz.a", "tz.c", "tz.b"}},
		{"ties keep declaration", []Edge{{To: "tz.c"}, {To: "tz.a"}, {To: "tz.b"}}, []NodeID{"tz.c", "tz.a", "tz.b"}},
		{"zero weight is 1", []Edge{{To: "tz.b", Weight: 2}, {To: "tz.a"}, {To: "tz.c", Weight: 1}}, []NodeID{"tz.a", "tz.c", "tz.b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			nodes := []Node{
				{ID: "tz.entry", Kind: KindFork, Label: "x"},
			}
			edges := []Edge{}
			for _, e := range tt.edges {
				e.From = "tz.entry"
				edges = append(edges, e)
			}
			g := assemble("tz", nodes, edges, Options{})
			assert.Equal(t, tt.want, targets(g.Out("tz.entry")))
		})
	}
}

func TestOutOfTheBaseFork(t *testing.T) {
	g := baseGraph(t)
	out := g.Out("tz.fork")
	require.Len(t, out, 2)
	assert.Equal(t, NodeID("tz.left"), out[0].To)
	assert.Equal(t, perception(12), out[1].Lock)
	assert.Equal(t, "A draft.", out[1].Hint)
	assert.Nil(t, g.Out("tz.boss"))
	assert.Nil(t, g.Out("tz.nowhere"))
}

func TestOutReturnsACopy(t *testing.T) {
	g := baseGraph(t)
	out := g.Out("tz.fork")
	out[0].To = "tz.boss"
	assert.Equal(t, NodeID("tz.left"), g.Out("tz.fork")[0].To)
}

func TestInListsIncomingEdges(t *testing.T) {
	g := baseGraph(t)
	assert.Equal(t, []NodeID{"tz.left", "tz.right", "tz.secret"}, sources(g.In("tz.merge")))
	assert.Empty(t, g.In("tz.entry"))
}

func TestAdjacentWorksInBothDirections(t *testing.T) {
	g := baseGraph(t)
	tests := []struct {
		a, b NodeID
		want bool
	}{
		{"tz.fork", "tz.left", true},
		{"tz.left", "tz.fork", true},
		{"tz.secret", "tz.right", true},
		{"tz.merge", "tz.secret", true},
		{"tz.fork", "tz.merge", false},
		{"tz.entry", "tz.boss", false},
		{"tz.entry", "tz.unknown", false},
	}
	for _, tt := range tests {
		t.Run(string(tt.a+"-"+tt.b), func(t *testing.T) {
			assert.Equal(t, tt.want, g.Adjacent(tt.a, tt.b))
		})
	}
}

func TestNeighborsListsSuccessorsThenPredecessors(t *testing.T) {
	g := baseGraph(t)
	assert.Equal(t, []NodeID{"tz.merge", "tz.secret", "tz.fork"}, g.Neighbors("tz.right"))
	assert.Equal(t, []NodeID{"tz.merge"}, g.Neighbors("tz.boss"))
}

func TestRegionOfAndRegionIndex(t *testing.T) {
	g := regionGraph(t)
	r, ok := g.RegionOf("rz.b_room")
	require.True(t, ok)
	assert.Equal(t, "b", r.ID)
	assert.True(t, r.BaseCamp)
	assert.Equal(t, 1, g.RegionIndex("b"))
	assert.Equal(t, -1, g.RegionIndex("zz"))
	_, ok = g.RegionOf("rz.nowhere")
	assert.False(t, ok)
	_, ok = baseGraph(t).RegionOf("tz.hall")
	assert.False(t, ok, "single-region zones have no regions")
}

func TestCloneIsIndependent(t *testing.T) {
	g := baseGraph(t)
	c := g.Clone()
	c.Nodes["tz.hall"] = Node{ID: "tz.hall", Label: "Changed"}
	c.Edges["tz.fork"][0].Hint = "changed"
	c.NodeOrder[0] = "x"
	assert.Equal(t, "Hall", g.Nodes["tz.hall"].Label)
	assert.Equal(t, "", g.Edges["tz.fork"][0].Hint)
	assert.Equal(t, NodeID("tz.entry"), g.NodeOrder[0])
}

func TestAllEdgesGroupsBySourceInDeclarationOrder(t *testing.T) {
	g := baseGraph(t)
	all := g.AllEdges()
	require.Len(t, all, len(baseEdges()))
	assert.Equal(t, EdgeKey{"tz.entry", "tz.hall"}, all[0].Key())
	assert.Equal(t, EdgeKey{"tz.fork", "tz.left"}, all[2].Key(), "prompt order within a source")
	assert.Equal(t, EdgeKey{"tz.merge", "tz.boss"}, all[len(all)-1].Key())
}
