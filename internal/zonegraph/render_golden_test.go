package zonegraph_test

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden map files")

// cv qualifies Crypt of Valdris room names.
func cv(names ...string) []zonegraph.NodeID {
	out := make([]zonegraph.NodeID, len(names))
	for i, n := range names {
		out[i] = zonegraph.NodeID(string(content.ZoneCryptValdris) + "." + n)
	}
	return out
}

func cvEdge(from, to string) zonegraph.EdgeKey {
	return zonegraph.EdgeKey{From: cv(from)[0], To: cv(to)[0]}
}

// TestCryptMapGolden renders the Crypt of Valdris at three points of a run
// and compares them with the files in testdata (checked by eye; rewrite
// with -update).
func TestCryptMapGolden(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneCryptValdris)
	require.True(t, ok)
	approach := []string{"entry", "stair", "grave_niches", "flagstones", "corridor", "fork"}
	tests := []struct {
		name string
		view zonegraph.View
	}{
		{"crypt_start", zonegraph.View{
			Title:   "The Crypt of Valdris",
			Visited: cv("entry"),
			Current: cv("entry")[0],
		}},
		// Mid-run: the Perception check at the fork failed, the player took
		// the Main Hall.
		{"crypt_main_hall", zonegraph.View{
			Title:   "The Crypt of Valdris",
			Visited: cv(append(approach, "main_hall")...),
			Current: cv("main_hall")[0],
			Edges:   map[zonegraph.EdgeKey]zonegraph.EdgeStatus{cvEdge("fork", "side_chapel"): zonegraph.EdgeBlocked},
			BackTo:  cv("fork"),
		}},
		// Through the Side Chapel and the Hidden Reliquary, now in the
		// Antechamber.
		{"crypt_side_chapel_secret", zonegraph.View{
			Title:      "The Crypt of Valdris",
			Visited:    cv(append(approach, "side_chapel", "secret_chamber", "antechamber")...),
			Current:    cv("antechamber")[0],
			Discovered: map[zonegraph.NodeID]bool{cv("secret_chamber")[0]: true},
			Edges: map[zonegraph.EdgeKey]zonegraph.EdgeStatus{
				cvEdge("fork", "side_chapel"):           zonegraph.EdgeOpen,
				cvEdge("side_chapel", "secret_chamber"): zonegraph.EdgeOpen,
			},
			BackTo: cv("side_chapel", "secret_chamber"),
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := zonegraph.RenderMarkdown(g, tt.view)
			path := filepath.Join("testdata", tt.name+".md")
			if *update {
				require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err)
			assert.Equal(t, string(want), got)
		})
	}
}
