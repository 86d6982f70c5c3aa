package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSubclassGates(t *testing.T) {
	row := func(by map[string]float64) []ClassTierRow { return []ClassTierRow{{Tier: 3, ByClass: by}} }
	cases := []struct {
		name        string
		rows        []ClassTierRow
		wantMisses  [3]int // of class, of all, lift
		wantMissing bool
	}{
		{"no subclass rows: no gates", row(map[string]float64{"fighter": 60, "mage": 50}), [3]int{}, true},
		{"all within", row(map[string]float64{"fighter": 60, "fighter/champion": 66, "fighter/berserker": 64, "mage/evocation": 60}), [3]int{}, false},
		{"one below its class's best", row(map[string]float64{"fighter/champion": 70, "fighter/berserker": 55}), [3]int{1, 0, 0}, false},
		{"one below the best overall", row(map[string]float64{"cleric/life": 90, "mage/evocation": 60}), [3]int{0, 1, 0}, false},
		{"a lift past the cap", row(map[string]float64{"fighter": 50, "fighter/champion": 62.5}), [3]int{0, 0, 1}, false},
		{"a lift at the cap passes", row(map[string]float64{"fighter": 50, "fighter/champion": 62}), [3]int{}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := subclassGates(tc.rows)
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
