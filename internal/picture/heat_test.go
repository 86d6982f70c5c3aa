package picture

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// cryptHeat is three attempts at the Crypt of Valdris: all three to the
// fork, two on by the Main Hall, one by the Side Chapel and its secret.
func cryptHeat() (zonegraph.Plan, int, map[zonegraph.NodeID]int, map[zonegraph.EdgeKey]int) {
	g, _ := content.ZoneGraph(content.ZoneCryptValdris)
	rooms := map[zonegraph.NodeID]int{}
	for _, id := range cv("entry stair grave_niches flagstones corridor fork") {
		rooms[id] = 3
	}
	for _, id := range cv("main_hall antechamber") {
		rooms[id] = 2
	}
	for _, id := range cv("side_chapel secret_chamber") {
		rooms[id] = 1
	}
	rooms[cv("antechamber")[0]] = 3
	ways := map[zonegraph.EdgeKey]int{}
	for _, e := range g.AllEdges() {
		if a, b := rooms[e.From], rooms[e.To]; a > 0 && b > 0 {
			ways[e.Key()] = min(a, b)
		}
	}
	seen := cv("entry stair grave_niches flagstones corridor fork main_hall side_chapel secret_chamber antechamber")
	v := zonegraph.View{Title: "The Crypt of Valdris: the weekly of 2026-W10", Visited: seen,
		Discovered: map[zonegraph.NodeID]bool{cv("secret_chamber")[0]: true}}
	return zonegraph.PlanMap(g, v), 3, rooms, ways
}

// TestRouteHeatGolden draws a fixed route picture and compares its sha256
// with testdata/route_heat.sha256 (-update rewrites it and the PNG).
func TestRouteHeatGolden(t *testing.T) {
	img, err := RouteHeat(cryptHeat())
	require.NoError(t, err)
	sum := sha256.Sum256(img.PNG)
	got := hex.EncodeToString(sum[:])
	sumFile := filepath.Join("testdata", "route_heat.sha256")
	if *update {
		require.NoError(t, os.WriteFile(sumFile, []byte(got+"\n"), 0o644))
		require.NoError(t, os.WriteFile(filepath.Join("testdata", "route_heat.png"), img.PNG, 0o644))
	}
	want, err := os.ReadFile(sumFile)
	require.NoError(t, err, "run with -update to write it")
	assert.Equal(t, strings.TrimSpace(string(want)), got, "the picture changed; look at it and rewrite with -update")
}

// TestRouteHeatPixels: a room all attempts entered is the darkest heat, one
// entered by one the lightest step, one nobody entered grey; the busiest
// way is drawn in the darkest heat.
func TestRouteHeatPixels(t *testing.T) {
	p, players, rooms, ways := cryptHeat()
	img, err := RouteHeat(p, players, rooms, ways)
	require.NoError(t, err)
	pic, err := png.Decode(bytes.NewReader(img.PNG))
	require.NoError(t, err)
	fc, err := newFaces()
	require.NoError(t, err)
	labelled := heatPlan(p, rooms)
	geo := layoutMap(labelled, fc)
	assert.Equal(t, geo.width, img.Width)
	assert.Contains(t, roomOf(t, labelled, cv("main_hall")[0]).Label, "· 2", "the count after the name")
	disc := func(id zonegraph.NodeID) [4]uint8 {
		at := geo.roomAt(roomOf(t, labelled, id))
		c := rgbaAt(pic, pt{at.X - mapRadius + 3, at.Y})
		return [4]uint8{c.R, c.G, c.B, c.A}
	}
	asArray := func(f float64) [4]uint8 { c := heatColour(f); return [4]uint8{c.R, c.G, c.B, c.A} }
	assert.Equal(t, asArray(1), disc(cv("entry")[0]), "all three")
	assert.Equal(t, asArray(1.0/3), disc(cv("side_chapel")[0]), "one of three")
	assert.Equal(t, [4]uint8{colGrey.R, colGrey.G, colGrey.B, colGrey.A}, disc(cv("embalming")[0]), "nobody")
	w := wayOf(t, labelled, cvWay("entry", "stair"))
	mid := geo.at(w.Line[0])
	end := geo.at(w.Line[len(w.Line)-1])
	c := rgbaAt(pic, pt{mid.X, (mid.Y + end.Y) / 2})
	assert.Equal(t, asArray(1), [4]uint8{c.R, c.G, c.B, c.A}, "the way all three walked")
}
