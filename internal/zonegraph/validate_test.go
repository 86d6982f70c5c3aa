package zonegraph

import (
	"errors"
	"testing"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mutation changes the base test zone before building it.
type mutation func(nodes []Node, edges []Edge, opts *Options) ([]Node, []Edge)

func setNode(id NodeID, f func(*Node)) mutation {
	return func(nodes []Node, edges []Edge, _ *Options) ([]Node, []Edge) {
		for i := range nodes {
			if nodes[i].ID == id {
				f(&nodes[i])
			}
		}
		return nodes, edges
	}
}

func setEdge(from, to NodeID, f func(*Edge)) mutation {
	return func(nodes []Node, edges []Edge, _ *Options) ([]Node, []Edge) {
		for i := range edges {
			if edges[i].From == from && edges[i].To == to {
				f(&edges[i])
			}
		}
		return nodes, edges
	}
}

func addNode(n Node) mutation {
	return func(nodes []Node, edges []Edge, _ *Options) ([]Node, []Edge) { return append(nodes, n), edges }
}

func addEdge(e Edge) mutation {
	return func(nodes []Node, edges []Edge, _ *Options) ([]Node, []Edge) { return nodes, append(edges, e) }
}

func dropEdge(from, to NodeID) mutation {
	return func(nodes []Node, edges []Edge, _ *Options) ([]Node, []Edge) {
		var out []Edge
		for _, e := range edges {
			if e.From != from || e.To != to {
				out = append(out, e)
			}
		}
		return nodes, out
	}
}

func TestValidatorAcceptsTheBaseGraphs(t *testing.T) {
	assert.NoError(t, Validate(baseGraph(t)))
	assert.NoError(t, Validate(regionGraph(t)))
}

// TestValidatorRejectsEachRule breaks one rule at a time and checks the
// error names the rule and the node or edge at fault.
func TestValidatorRejectsEachRule(t *testing.T) {
	tests := []struct {
		name   string
		zone   string
		muts   []mutation
		rule   Rule
		naming string // text the error must contain ("" for graph-wide rules)
	}{
		{"no zone id", "", nil, RuleZoneID, ""},
		{"duplicate node", "tz", []mutation{addNode(Node{ID: "tz.hall", Kind: KindExploration, Label: "Again"})}, RuleNodeID, "tz.hall"},
		{"node id without zone prefix", "tz", []mutation{setNode("tz.hall", func(n *Node) { n.ID = "hall" }), setEdge("tz.entry", "tz.hall", func(e *Edge) { e.To = "hall" }), setEdge("tz.hall", "tz.fork", func(e *Edge) { e.From = "hall" })}, RuleNodeID, "hall"},
		{"empty node id", "tz", []mutation{addNode(Node{Kind: KindExploration, Label: "Nameless"})}, RuleNodeID, "Nameless"},
		{"node of another zone", "tz", []mutation{setNode("tz.hall", func(n *Node) { n.Zone = "other" })}, RuleNodeZone, "tz.hall"},
		{"unknown kind", "tz", []mutation{setNode("tz.hall", func(n *Node) { n.Kind = "shop" })}, RuleNodeKind, "tz.hall"},
		{"entry flag on exploration", "tz", []mutation{setNode("tz.entry", func(n *Node) { n.Kind = KindExploration })}, RuleNodeKind, "tz.entry"},
		{"stray boss room", "tz", []mutation{setNode("tz.left", func(n *Node) { n.Kind = KindBoss })}, RuleNodeKind, "tz.left"},
		{"stray entry room", "tz", []mutation{setNode("tz.hall", func(n *Node) { n.Kind = KindEntry })}, RuleNodeKind, "tz.hall"},
		{"empty label", "tz", []mutation{setNode("tz.hall", func(n *Node) { n.Label = " " })}, RuleLabel, "tz.hall"},
		{"no entry", "tz", []mutation{setNode("tz.entry", func(n *Node) { n.IsEntry = false })}, RuleOneEntry, ""},
		{"two entries", "tz", []mutation{setNode("tz.hall", func(n *Node) { n.IsEntry, n.Kind = true, KindEntry })}, RuleOneEntry, ""},
		{"no boss", "tz", []mutation{setNode("tz.boss", func(n *Node) { n.IsBoss = false })}, RuleOneBoss, ""},
		{"two bosses", "tz", []mutation{setNode("tz.left", func(n *Node) { n.IsBoss, n.Kind = true, KindBoss })}, RuleOneBoss, ""},
		{"edge to unknown node", "tz", []mutation{addEdge(Edge{From: "tz.hall", To: "tz.void"})}, RuleEdgeEndpoint, "tz.hall -> tz.void"},
		{"duplicate edge", "tz", []mutation{addEdge(Edge{From: "tz.entry", To: "tz.hall"})}, RuleDuplicateEdge, "tz.entry -> tz.hall"},
		{"negative weight", "tz", []mutation{setEdge("tz.fork", "tz.left", func(e *Edge) { e.Weight = -1 })}, RuleEdgeWeight, "tz.fork -> tz.left"},
		{"bad lock data", "tz", []mutation{setEdge("tz.fork", "tz.right", func(e *Edge) { e.Lock = perception(99) })}, RuleLockData, "tz.fork -> tz.right"},
		{"region_clear of unknown region", "tz", []mutation{setEdge("tz.fork", "tz.right", func(e *Edge) { e.Lock = regionClear("nowhere") })}, RuleLockData, "tz.fork -> tz.right"},
		{"locked edge without hint", "tz", []mutation{setEdge("tz.fork", "tz.right", func(e *Edge) { e.Hint = "" })}, RuleLockHint, "tz.fork -> tz.right"},
		{"self-loop", "tz", []mutation{addEdge(Edge{From: "tz.hall", To: "tz.hall"})}, RuleSelfLoop, "tz.hall -> tz.hall"},
		{"loop-back", "tz", []mutation{addEdge(Edge{From: "tz.left", To: "tz.hall"})}, RuleLoopBack, "tz.left -> tz.hall"},
		{"orphan", "tz", []mutation{addNode(Node{ID: "tz.lost", Kind: KindExploration, Label: "Lost"}), addEdge(Edge{From: "tz.lost", To: "tz.merge"})}, RuleOrphan, "tz.lost"},
		{"unreachable pair", "tz", []mutation{
			addNode(Node{ID: "tz.x", Kind: KindExploration, Label: "X"}), addNode(Node{ID: "tz.y", Kind: KindExploration, Label: "Y"}),
			addEdge(Edge{From: "tz.x", To: "tz.y"}), addEdge(Edge{From: "tz.y", To: "tz.x"}),
		}, RuleUnreachable, "tz.x"},
		{"boss unreachable", "tz", []mutation{dropEdge("tz.merge", "tz.boss"), addEdge(Edge{From: "tz.boss", To: "tz.merge"})}, RuleBossReachable, "tz.boss"},
		{"boss only through perception", "tz", []mutation{setEdge("tz.fork", "tz.left", func(e *Edge) { e.Lock, e.Hint = perception(10), "Dark." })}, RuleBossWithoutLuck, "tz.boss"},
		{"boss only through a stat check", "tz", []mutation{setEdge("tz.hall", "tz.fork", func(e *Edge) { e.Lock, e.Hint = statCheck(rules.STR, 12), "Heavy door." })}, RuleBossWithoutLuck, "tz.boss"},
		{"boss only through a key", "tz", []mutation{setEdge("tz.merge", "tz.boss", func(e *Edge) { e.Lock, e.Hint = keyRequired("bone_key"), "A bone lock." })}, RuleBossWithoutLuck, "tz.boss"},
		{"secret without loot bias", "tz", []mutation{setNode("tz.secret", func(n *Node) { n.Content.LootBias = 0 })}, RuleSecretLoot, "tz.secret"},
		{"secret with low loot bias", "tz", []mutation{setNode("tz.secret", func(n *Node) { n.Content.LootBias = 1.4 })}, RuleSecretLoot, "tz.secret"},
		{"negative loot bias", "tz", []mutation{setNode("tz.hall", func(n *Node) { n.Content.LootBias = -1 })}, RuleLootBias, "tz.hall"},
		{"dead end", "tz", []mutation{addNode(Node{ID: "tz.closet", Kind: KindExploration, Label: "Closet"}), addEdge(Edge{From: "tz.hall", To: "tz.closet"})}, RuleDeadEnd, "tz.closet"},
		{"boss with a way on", "tz", []mutation{addNode(Node{ID: "tz.after", Kind: KindSecret, Label: "After", Content: Content{LootBias: 2}}), addEdge(Edge{From: "tz.boss", To: "tz.after"})}, RuleBossExit, "tz.boss"},
		{"region in a single-region zone", "tz", []mutation{setNode("tz.hall", func(n *Node) { n.Region = "r" })}, RuleRegionMember, "tz.hall"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			nodes, edges, opts := baseNodes(), baseEdges(), Options{}
			for _, m := range tt.muts {
				nodes, edges = m(nodes, edges, &opts)
			}
			_, err := BuildGraph(tt.zone, nodes, edges, opts)
			require.Error(t, err)
			assert.Contains(t, brokenRules(err), tt.rule)
			var found *ValidationError
			for _, e := range err.(ValidationErrors) {
				if e.Rule == tt.rule {
					found = e
					break
				}
			}
			require.NotNil(t, found)
			assert.Contains(t, found.Error(), string(tt.rule))
			assert.Contains(t, found.Error(), tt.naming)
		})
	}
}

func TestValidatorAllowsOptIns(t *testing.T) {
	t.Run("self-loop with the room's opt-in", func(t *testing.T) {
		nodes := baseNodes()
		nodes[1].Content.AllowSelfLoop = true
		_, err := BuildGraph("tz", nodes, append(baseEdges(), Edge{From: "tz.hall", To: "tz.hall"}), Options{})
		assert.NoError(t, err)
	})
	t.Run("loop-back with the zone's opt-in", func(t *testing.T) {
		g, err := BuildGraph("tz", baseNodes(), append(baseEdges(), Edge{From: "tz.left", To: "tz.hall"}), Options{AllowLoopBack: true})
		require.NoError(t, err)
		assert.True(t, g.AllowLoopBack)
	})
	t.Run("secret dead end", func(t *testing.T) {
		_, err := BuildGraph("tz", baseNodes(), dropEdgeList(baseEdges(), "tz.secret", "tz.merge"), Options{})
		assert.NoError(t, err)
	})
}

func dropEdgeList(edges []Edge, from, to NodeID) []Edge {
	_, out := dropEdge(from, to)(nil, edges, nil)
	return out
}

// TestLuckPolicy checks which locks count as luck on the only path to the
// boss (package doc "Luck").
func TestLuckPolicy(t *testing.T) {
	tests := []struct {
		name string
		lock Lock
		ok   bool
	}{
		{"open", openLock(), true},
		{"level_min is deterministic", levelMin(20), true},
		{"perception is luck", perception(12), false},
		{"stat check is luck", statCheck(rules.DEX, 12), false},
		{"key is never a guaranteed way", keyRequired("k"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			edges := baseEdges()
			for i := range edges {
				if edges[i].From == "tz.merge" {
					edges[i].Lock, edges[i].Hint = tt.lock, "A hint."
				}
			}
			_, err := BuildGraph("tz", baseNodes(), edges, Options{})
			if tt.ok {
				assert.NoError(t, err)
			} else {
				assert.Equal(t, []Rule{RuleBossWithoutLuck}, brokenRules(err))
			}
		})
	}
}

func TestRegionClearIsLuckFreeOnceTheRegionBossIsReachable(t *testing.T) {
	g := regionGraph(t)
	assert.True(t, g.BossReachableWithoutLuck())
	// Gate region a's own boss behind Perception: its region_clear edge is
	// then luck as well.
	edges := regionEdges2()
	edges[1].Lock, edges[1].Hint = perception(12), "Hidden door."
	_, err := BuildGraph("rz", regionNodes2(), edges, regionOpts2())
	assert.Equal(t, []Rule{RuleBossWithoutLuck}, brokenRules(err))
}

func TestValidatorRejectsRegionProblems(t *testing.T) {
	tests := []struct {
		name   string
		change func(nodes []Node, edges []Edge, opts *Options) ([]Node, []Edge)
		rule   Rule
		naming string
	}{
		{"undeclared region on a node", func(n []Node, e []Edge, _ *Options) ([]Node, []Edge) {
			n[1].Region = "c"
			return n, e
		}, RuleRegionMember, "rz.a_room"},
		{"node without a region", func(n []Node, e []Edge, _ *Options) ([]Node, []Edge) {
			n[4].Region = ""
			return n, e
		}, RuleRegionMember, "rz.b_room"},
		{"region entry is not an entry room", func(n []Node, e []Edge, o *Options) ([]Node, []Edge) {
			o.Regions[1].Entry = "rz.b_room"
			return n, e
		}, RuleRegion, "rz.b_room"},
		{"region boss in another region", func(n []Node, e []Edge, o *Options) ([]Node, []Edge) {
			o.Regions[0].Boss = "rz.b_boss"
			return n, e
		}, RuleRegion, "rz.b_boss"},
		{"first region does not start at the zone entry", func(n []Node, e []Edge, o *Options) ([]Node, []Edge) {
			o.Regions[0], o.Regions[1] = o.Regions[1], o.Regions[0]
			return n, e
		}, RuleRegion, "rz.b_entry"},
		{"duplicate region", func(n []Node, e []Edge, o *Options) ([]Node, []Edge) {
			o.Regions = append(o.Regions, o.Regions[1])
			return n, e
		}, RuleRegion, `"b"`},
		{"region without a name", func(n []Node, e []Edge, o *Options) ([]Node, []Edge) {
			o.Regions[0].Name = ""
			return n, e
		}, RuleRegion, `"a"`},
		{"edge skips to the middle of the next region", func(n []Node, e []Edge, _ *Options) ([]Node, []Edge) {
			return n, append(e, Edge{From: "rz.a_room", To: "rz.b_room"})
		}, RuleRegionEdge, "rz.a_room -> rz.b_room"},
		{"next region unreachable", func(n []Node, e []Edge, _ *Options) ([]Node, []Edge) {
			e = dropEdgeList(e, "rz.a_boss", "rz.b_entry")
			// keep b reachable by name only: b_entry is an orphan now
			return n, e
		}, RuleRegionReach, "rz.b_entry"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := regionOpts2()
			opts.Regions = append([]Region(nil), opts.Regions...)
			nodes, edges := tt.change(regionNodes2(), regionEdges2(), &opts)
			_, err := BuildGraph("rz", nodes, edges, opts)
			require.Error(t, err)
			assert.Contains(t, brokenRules(err), tt.rule)
			assert.Contains(t, err.Error(), tt.naming)
		})
	}
}

func TestValidationErrorsUnwrapToEachProblem(t *testing.T) {
	nodes := baseNodes()
	nodes[1].Label = ""
	nodes[5].Content.LootBias = 1
	_, err := BuildGraph("tz", nodes, baseEdges(), Options{})
	var ve *ValidationError
	require.True(t, errors.As(err, &ve))
	assert.Equal(t, []Rule{RuleLabel, RuleSecretLoot}, brokenRules(err))
	assert.Contains(t, err.Error(), "; ")
	assert.Nil(t, brokenRules(errors.New("plain")))
}

func TestValidateRechecksAChangedGraph(t *testing.T) {
	g := baseGraph(t)
	g.Edges["tz.fork"][1].Hint = ""
	assert.Equal(t, []Rule{RuleLockHint}, brokenRules(Validate(g)))
}
