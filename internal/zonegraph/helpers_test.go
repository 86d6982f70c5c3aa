package zonegraph

import (
	"errors"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// The locks of the tests, one helper per kind (rules §6.4).
func openLock() Lock                            { return Lock{Kind: LockNone} }
func perception(dc int) Lock                    { return Lock{Kind: LockPerception, DC: dc} }
func keyRequired(keyID rules.ItemID) Lock       { return Lock{Kind: LockKey, KeyID: keyID} }
func levelMin(level int) Lock                   { return Lock{Kind: LockLevelMin, MinLevel: level} }
func regionClear(region string) Lock            { return Lock{Kind: LockRegionClear, Region: region} }
func statCheck(stat rules.Ability, dc int) Lock { return Lock{Kind: LockStatCheck, Stat: stat, DC: dc} }

// brokenRules returns the rules an error from BuildGraph, Validate or
// Registry.Register reports (nil when err carries no ValidationErrors).
func brokenRules(err error) []Rule {
	var es ValidationErrors
	if errors.As(err, &es) {
		return es.Rules()
	}
	return nil
}

// The test zone "tz": a fork with an open elite branch and a Perception
// branch, a secret off the Perception branch, all meeting before the boss.
//
//	entry → hall → fork ─┬─ left ★ ──────────┬─ merge → boss
//	                     └─[P12]─ right ─────┤
//	                              └─[P15]─ secret ─┘
func baseNodes() []Node {
	return []Node{
		{ID: "tz.entry", Kind: KindEntry, Label: "Gate", IsEntry: true, PosY: 0},
		{ID: "tz.hall", Kind: KindExploration, Label: "Hall", PosY: 1},
		{ID: "tz.fork", Kind: KindFork, Label: "Fork", PosY: 2},
		{ID: "tz.left", Kind: KindElite, Label: "Left", PosY: 3},
		{ID: "tz.right", Kind: KindExploration, Label: "Right", PosX: 1, PosY: 3},
		{ID: "tz.secret", Kind: KindSecret, Label: "Vault", PosX: 2, PosY: 4, Content: Content{LootBias: 2}},
		{ID: "tz.merge", Kind: KindMerge, Label: "Merge", PosY: 5},
		{ID: "tz.boss", Kind: KindBoss, Label: "Throne", IsBoss: true, PosY: 6},
	}
}

func baseEdges() []Edge {
	return []Edge{
		{From: "tz.entry", To: "tz.hall"},
		{From: "tz.hall", To: "tz.fork"},
		{From: "tz.fork", To: "tz.right", Lock: perception(12), Hint: "A draft.", Weight: 2},
		{From: "tz.fork", To: "tz.left", Weight: 1},
		{From: "tz.left", To: "tz.merge"},
		{From: "tz.right", To: "tz.merge"},
		{From: "tz.right", To: "tz.secret", Lock: perception(15), Hint: "Scratching."},
		{From: "tz.secret", To: "tz.merge"},
		{From: "tz.merge", To: "tz.boss"},
	}
}

func baseGraph(t *testing.T) Graph {
	t.Helper()
	g, err := BuildGraph("tz", baseNodes(), baseEdges(), Options{})
	require.NoError(t, err)
	return g
}

// The test zone "rz": two regions, a and b, joined boss to entry.
func regionNodes2() []Node {
	return []Node{
		{ID: "rz.a_entry", Region: "a", Kind: KindEntry, Label: "A Gate", IsEntry: true, PosY: 0},
		{ID: "rz.a_room", Region: "a", Kind: KindExploration, Label: "A Room", PosY: 1},
		{ID: "rz.a_boss", Region: "a", Kind: KindBoss, Label: "A Boss", PosY: 2},
		{ID: "rz.b_entry", Region: "b", Kind: KindEntry, Label: "B Gate", PosY: 3},
		{ID: "rz.b_room", Region: "b", Kind: KindElite, Label: "B Room", PosY: 4},
		{ID: "rz.b_boss", Region: "b", Kind: KindBoss, Label: "B Boss", IsBoss: true, PosY: 5},
	}
}

func regionEdges2() []Edge {
	return []Edge{
		{From: "rz.a_entry", To: "rz.a_room"},
		{From: "rz.a_room", To: "rz.a_boss"},
		{From: "rz.a_boss", To: "rz.b_entry", Lock: regionClear("a"), Hint: "Beat A first."},
		{From: "rz.b_entry", To: "rz.b_room"},
		{From: "rz.b_room", To: "rz.b_boss"},
	}
}

func regionOpts2() Options {
	return Options{Regions: []Region{
		{ID: "a", Name: "Region A", Entry: "rz.a_entry", Boss: "rz.a_boss"},
		{ID: "b", Name: "Region B", Entry: "rz.b_entry", Boss: "rz.b_boss", BaseCamp: true},
	}}
}

func regionGraph(t *testing.T) Graph {
	t.Helper()
	g, err := BuildGraph("rz", regionNodes2(), regionEdges2(), regionOpts2())
	require.NoError(t, err)
	return g
}

func targets(es []Edge) []NodeID {
	out := make([]NodeID, len(es))
	for i, e := range es {
		out[i] = e.To
	}
	return out
}

func sources(es []Edge) []NodeID {
	out := make([]NodeID, len(es))
	for i, e := range es {
		out[i] = e.From
	}
	return out
}

func sortedKeys(m map[NodeID]bool) []NodeID {
	var out []NodeID
	for k, v := range m {
		if v {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}
