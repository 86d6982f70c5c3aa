package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/sim/record"
)

// tierCells is one tier-3 cell per label at level 6 of the Haunted Manor,
// cleared at the given percent, and, for lift, the vanilla class also at
// level 5 where no subclass played.
func tierCells(by map[string]float64) []Cell {
	var out []Cell
	for l, p := range by {
		out = append(out, Cell{Tier: 3, Zone: "haunted_manor", Class: l, Level: 6, Intended: true, Runs: 100, Cleared: Rate{Pct: p}})
	}
	return out
}

func TestSubclassGates(t *testing.T) {
	cases := []struct {
		name        string
		cells       []Cell
		wantMisses  [3]int // of class, of all, lift
		wantMissing bool
	}{
		{"no subclass rows: no gates", tierCells(map[string]float64{"fighter": 60, "mage": 50}), [3]int{}, true},
		{"all within", tierCells(map[string]float64{"fighter": 60, "fighter/champion": 66, "fighter/berserker": 64, "mage/evocation": 60}), [3]int{}, false},
		{"one below its class's best", tierCells(map[string]float64{"fighter/champion": 70, "fighter/berserker": 55}), [3]int{1, 0, 0}, false},
		{"one below the best overall", tierCells(map[string]float64{"cleric/life": 90, "mage/evocation": 60}), [3]int{0, 1, 0}, false},
		{"a lift past the cap", tierCells(map[string]float64{"fighter": 50, "fighter/champion": 62.5}), [3]int{0, 0, 1}, false},
		{"a lift at the cap passes", tierCells(map[string]float64{"fighter": 50, "fighter/champion": 62}), [3]int{}, false},
		{"the lift reads the subclass's own cells", append(tierCells(map[string]float64{"fighter": 60, "fighter/champion": 65}),
			Cell{Tier: 3, Zone: "haunted_manor", Class: "fighter", Level: 5, Intended: true, Runs: 100, Cleared: Rate{Pct: 20}}), [3]int{}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := subclassGates(tc.cells)
			if tc.wantMissing {
				assert.Empty(t, g)
				return
			}
			require.Len(t, g, 3)
			for i, want := range tc.wantMisses {
				assert.Len(t, g[i].Misses, want, g[i].Name)
				assert.Equal(t, want == 0, g[i].Pass, g[i].Name)
			}
		})
	}
}

func TestTheClassGatesOfASubclassSweepReadTheVanillaRuns(t *testing.T) {
	runs := cellRuns("fighter", 3, "goblin_warrens", "CCDD")
	for _, r := range cellRuns("fighter", 3, "goblin_warrens", "CCCC") {
		r.Subclass = "champion"
		runs = append(runs, r)
	}
	s := Summarize(runs)
	vanillaOnly := Summarize(runs[:4])
	require.Len(t, s.Gates, len(vanillaOnly.Gates)+3, "the vanilla gates, then the three subclass gates")
	for i, g := range vanillaOnly.Gates {
		assert.Equal(t, g, s.Gates[i], "the class gates read the vanilla runs alone")
	}
	assert.Equal(t, record.PolicyCareful, s.Policy)
}
