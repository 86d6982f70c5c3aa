package content

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

// TestCryptKeepsThePlansExample checks that the Crypt's first authored fork
// survives intact inside the lengthened Crypt of Valdris.
func TestCryptKeepsThePlansExample(t *testing.T) {
	g, ok := ZoneGraph(ZoneCryptValdris)
	require.True(t, ok)
	id := func(name string) zonegraph.NodeID { return roomNode(ZoneCryptValdris, name) }

	nodes := []struct {
		name  string
		kind  zonegraph.NodeKind
		label string
	}{
		{"entry", zonegraph.KindEntry, "Crypt Threshold"},
		{"corridor", zonegraph.KindExploration, "Bone Corridor"},
		{"fork", zonegraph.KindFork, "Branching Passage"},
		{"main_hall", zonegraph.KindElite, "Main Hall"},
		{"side_chapel", zonegraph.KindExploration, "Side Chapel"},
		{"secret_chamber", zonegraph.KindSecret, "Hidden Reliquary"},
		{"antechamber", zonegraph.KindMerge, "Antechamber"},
		{"boss", zonegraph.KindBoss, "Valdris's Sanctum"},
	}
	for _, want := range nodes {
		n, ok := g.Node(id(want.name))
		require.True(t, ok, want.name)
		assert.Equal(t, want.kind, n.Kind, want.name)
		assert.Equal(t, want.label, n.Label, want.name)
	}
	assert.Equal(t, id("entry"), g.Entry)
	assert.Equal(t, id("boss"), g.Boss)
	assert.Equal(t, 2.0, g.Nodes[id("secret_chamber")].Content.LootBias)

	fork := g.Out(id("fork"))
	require.Len(t, fork, 2)
	assert.Equal(t, zonegraph.Edge{From: id("fork"), To: id("main_hall"), Lock: zonegraph.Lock{Kind: zonegraph.LockNone}, Weight: 1}, fork[0])
	assert.Equal(t, zonegraph.Edge{From: id("fork"), To: id("side_chapel"), Lock: zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 12},
		Hint: "A faint draft from a crack in the wall.", Weight: 2}, fork[1])

	chapel := g.Out(id("side_chapel"))
	require.Len(t, chapel, 2)
	assert.Equal(t, id("antechamber"), chapel[0].To)
	assert.Equal(t, zonegraph.Edge{From: id("side_chapel"), To: id("secret_chamber"), Lock: zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 15},
		Hint: "A faint scratching behind the altar.", Weight: 1}, chapel[1])

	for _, e := range [][2]string{
		{"corridor", "fork"}, {"main_hall", "antechamber"}, {"side_chapel", "antechamber"}, {"secret_chamber", "antechamber"},
	} {
		edge, ok := g.Edge(id(e[0]), id(e[1]))
		require.True(t, ok, "%s -> %s", e[0], e[1])
		assert.False(t, edge.Lock.IsLocked())
	}
	// Entry leads to the corridor and the antechamber to the boss, each
	// through the rooms added for the tier's length, on one road.
	assert.Equal(t, []string{"stair", "grave_niches", "flagstones", "corridor"}, roadFrom(g, id("entry"), id("corridor")))
	assert.Equal(t, []string{"embalming", "warded_arch", "catacomb_watch", "vestibule", "boss"}, roadFrom(g, id("antechamber"), id("boss")))
	assert.Equal(t, 3, g.PathsToBoss(), "main hall, side chapel, side chapel via the reliquary")
	assert.Equal(t, 1, g.LuckFreePathStats().Count, "only the main hall needs no check")
}

// roadFrom follows single open edges from start until it reaches stop,
// returning the short names of the rooms passed.
func roadFrom(g zonegraph.Graph, start, stop zonegraph.NodeID) []string {
	var out []string
	for cur := start; cur != stop; {
		next := g.Out(cur)
		if len(next) != 1 || next[0].Lock.IsLocked() {
			return append(out, "<branch>")
		}
		cur = next[0].To
		out = append(out, string(cur[len(ZoneCryptValdris)+1:]))
	}
	return out
}
