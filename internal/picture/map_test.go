package picture

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

var update = flag.Bool("update", false, "rewrite the golden pictures and their checksums")

// cv qualifies space-separated Crypt of Valdris room names.
func cv(names string) []zonegraph.NodeID {
	var out []zonegraph.NodeID
	for _, n := range strings.Fields(names) {
		out = append(out, zonegraph.NodeID(string(content.ZoneCryptValdris)+"."+n))
	}
	return out
}

// cvWay names the crypt's way between two rooms.
func cvWay(from, to string) zonegraph.EdgeKey {
	return zonegraph.EdgeKey{From: cv(from)[0], To: cv(to)[0]}
}

// cryptAtFork is the Crypt of Valdris at the Branching Passage: the Side
// Chapel's way still locked (its Perception check not yet rolled), the
// Hidden Reliquary behind it undiscovered. discovered shows it.
func cryptAtFork(discovered bool) (zonegraph.Graph, zonegraph.View) {
	g, _ := content.ZoneGraph(content.ZoneCryptValdris)
	v := zonegraph.View{
		Title:   "The Crypt of Valdris",
		Visited: cv("entry stair grave_niches flagstones corridor fork"),
		Current: cv("fork")[0],
		Waiting: map[zonegraph.NodeID]bool{},
		Edges:   map[zonegraph.EdgeKey]zonegraph.EdgeStatus{cvWay("fork", "side_chapel"): zonegraph.EdgeLocked},
	}
	if discovered {
		v.Discovered = map[zonegraph.NodeID]bool{cv("secret_chamber")[0]: true}
	}
	return g, v
}

// cryptThroughChapel is a run through the Side Chapel and the Hidden
// Reliquary, now in the Antechamber, with the Main Hall's elite left
// waiting and the way to it found shut.
func cryptThroughChapel() (zonegraph.Graph, zonegraph.View) {
	g, _ := content.ZoneGraph(content.ZoneCryptValdris)
	v := zonegraph.View{
		Title:      "The Crypt of Valdris",
		Visited:    cv("entry stair grave_niches flagstones corridor fork side_chapel secret_chamber antechamber"),
		Current:    cv("antechamber")[0],
		Discovered: map[zonegraph.NodeID]bool{cv("secret_chamber")[0]: true},
		Edges: map[zonegraph.EdgeKey]zonegraph.EdgeStatus{
			cvWay("fork", "side_chapel"):           zonegraph.EdgeOpen,
			cvWay("side_chapel", "secret_chamber"): zonegraph.EdgeOpen,
		},
		BackTo: cv("side_chapel secret_chamber"),
	}
	return g, v
}

// underdarkSecondRegion is the Underdark in its second region, with an
// elite left waiting in the first and a way found shut at the Guard Fork.
func underdarkSecondRegion() (zonegraph.Graph, zonegraph.View) {
	g, _ := content.ZoneGraph("underdark")
	ud := func(names ...string) []zonegraph.NodeID {
		out := make([]zonegraph.NodeID, len(names))
		for i, n := range names {
			out[i] = zonegraph.NodeID("underdark." + n)
		}
		return out
	}
	v := zonegraph.View{
		Title: "The Underdark",
		Visited: ud("entry", "dripping_gallery", "three_mouths", "echoing_shaft", "patrol_route", "confluence",
			"faerzress_glow", "predator_approach", "predator_lair", "outpost_gate", "abandoned_shrine", "guard_fork", "poison_kitchens"),
		Current: ud("poison_kitchens")[0],
		Waiting: map[zonegraph.NodeID]bool{ud("patrol_route")[0]: true},
		Edges: map[zonegraph.EdgeKey]zonegraph.EdgeStatus{
			{From: ud("guard_fork")[0], To: ud("barracks")[0]}:        zonegraph.EdgeBlocked,
			{From: ud("predator_lair")[0], To: ud("outpost_gate")[0]}: zonegraph.EdgeOpen,
		},
	}
	return g, v
}

// TestMapGolden draws fixed maps and compares the sha256 of each PNG with
// testdata/<name>.sha256 (the PNG beside it is for the eye; -update
// rewrites both).
func TestMapGolden(t *testing.T) {
	for name, mk := range map[string]func() (zonegraph.Graph, zonegraph.View){
		"crypt_fork":         func() (zonegraph.Graph, zonegraph.View) { return cryptAtFork(false) },
		"crypt_chapel":       cryptThroughChapel,
		"underdark_region_2": underdarkSecondRegion,
	} {
		t.Run(name, func(t *testing.T) {
			img, err := Map(zonegraph.PlanMap(mk()))
			require.NoError(t, err)
			sum := sha256.Sum256(img.PNG)
			got := hex.EncodeToString(sum[:])
			sumFile := filepath.Join("testdata", name+".sha256")
			if *update {
				require.NoError(t, os.WriteFile(sumFile, []byte(got+"\n"), 0o644))
				require.NoError(t, os.WriteFile(filepath.Join("testdata", name+".png"), img.PNG, 0o644))
			}
			want, err := os.ReadFile(sumFile)
			require.NoError(t, err, "run with -update to write it")
			assert.Equal(t, strings.TrimSpace(string(want)), got, "the picture changed; look at it and rewrite with -update")
		})
	}
}

// TestMapSameBytes draws one map from many goroutines at once: every
// picture is the same bytes.
func TestMapSameBytes(t *testing.T) {
	first, err := Map(zonegraph.PlanMap(cryptThroughChapel()))
	require.NoError(t, err)
	var wg sync.WaitGroup
	out := make([][]byte, 8)
	for i := range out {
		wg.Go(func() {
			img, err := Map(zonegraph.PlanMap(cryptThroughChapel()))
			if err == nil {
				out[i] = img.PNG
			}
		})
	}
	wg.Wait()
	for i := range out {
		assert.True(t, bytes.Equal(first.PNG, out[i]), "picture %d differs", i)
	}
}

// decoded draws the plan and decodes its PNG, with the map's geometry.
func decoded(t *testing.T, p zonegraph.Plan) (Image, image.Image, mapGeo) {
	t.Helper()
	img, err := Map(p)
	require.NoError(t, err)
	pic, err := png.Decode(bytes.NewReader(img.PNG))
	require.NoError(t, err)
	fc, err := newFaces()
	require.NoError(t, err)
	return img, pic, layoutMap(p, fc)
}

func roomOf(t *testing.T, p zonegraph.Plan, id zonegraph.NodeID) zonegraph.PlanRoom {
	t.Helper()
	for _, r := range p.Rooms {
		if r.ID == id {
			return r
		}
	}
	t.Fatalf("room %s not in the plan", id)
	return zonegraph.PlanRoom{}
}

func wayOf(t *testing.T, p zonegraph.Plan, k zonegraph.EdgeKey) zonegraph.PlanWay {
	t.Helper()
	for _, w := range p.Ways {
		if w.Key() == k {
			return w
		}
	}
	t.Fatalf("way %v not in the plan", k)
	return zonegraph.PlanWay{}
}

// rgbaAt is the colour of the pixel at p.
func rgbaAt(pic image.Image, p pt) color.RGBA {
	return color.RGBAModel.Convert(pic.At(int(p.X), int(p.Y))).(color.RGBA)
}

// TestMapPixels decodes the picture of a run at the fork and checks its
// size and the colours where the rooms and ways are: the current room
// gold, a cleared one green, a room not entered grey, the locked way's
// padlock red, and nothing where the undiscovered Hidden Reliquary would
// be.
func TestMapPixels(t *testing.T) {
	p := zonegraph.PlanMap(cryptAtFork(false))
	img, pic, geo := decoded(t, p)
	assert.Equal(t, image.Rect(0, 0, img.Width, img.Height), pic.Bounds(), "the size the Image reports")
	assert.Equal(t, geo.width, img.Width)
	assert.Equal(t, geo.height, img.Height)

	// A disc's colour is probed left of its centre, clear of its letter.
	disc := func(id zonegraph.NodeID) color.RGBA {
		at := geo.roomAt(roomOf(t, p, id))
		return rgbaAt(pic, pt{at.X - mapRadius + 3, at.Y})
	}
	assert.Equal(t, colGold, disc(cv("fork")[0]), "the current room")
	assert.Equal(t, colGood, disc(cv("corridor")[0]), "a cleared room")
	assert.Equal(t, colGrey, disc(cv("main_hall")[0]), "a room not entered")

	lock := wayOf(t, p, cvWay("fork", "side_chapel"))
	require.Equal(t, zonegraph.EdgeLocked, lock.Status)
	m := wayMarkAt(lock, p.Ways, geo)
	assert.Equal(t, colLocked, rgbaAt(pic, pt{m.X, m.Y + 3}), "the padlock's body on the locked way")

	for _, r := range p.Rooms {
		assert.NotEqual(t, cv("secret_chamber")[0], r.ID, "an undiscovered secret is not in the plan")
	}
	// Where the reliquary is drawn once discovered, the undiscovered
	// picture has no room.
	found := zonegraph.PlanMap(cryptAtFork(true))
	_, _, foundGeo := decoded(t, found)
	at := foundGeo.roomAt(roomOf(t, found, cv("secret_chamber")[0]))
	if image.Pt(int(at.X), int(at.Y)).In(pic.Bounds()) {
		for _, dx := range []float32{-mapRadius + 3, 0, mapRadius - 3} {
			c := rgbaAt(pic, pt{at.X + dx, at.Y})
			assert.Contains(t, []color.RGBA{colPaper, colBandA, colBandB}, c, "background where the secret would be")
		}
	}
}

// TestMapBands checks a multi-region map: the first region's band and the
// second's are shaded, and the elite left waiting is red.
func TestMapBands(t *testing.T) {
	p := zonegraph.PlanMap(underdarkSecondRegion())
	require.Len(t, p.Bands, 2, "the regions reached: the first and the current")
	_, pic, geo := decoded(t, p)
	assert.Equal(t, colBandA, rgbaAt(pic, pt{float32(geo.width - 4), geo.rowY[p.Bands[0].FirstRow]}))
	assert.Equal(t, colBandB, rgbaAt(pic, pt{float32(geo.width - 4), geo.rowY[p.Bands[1].LastRow]}))
	at := geo.roomAt(roomOf(t, p, "underdark.patrol_route"))
	assert.Equal(t, colDanger, rgbaAt(pic, pt{at.X - mapRadius + 3, at.Y}), "a foe waits")
}
