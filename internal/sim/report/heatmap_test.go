package report

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func readFiles(t *testing.T, paths []string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		out[filepath.Base(p)] = b
	}
	return out
}

func TestHeatmapsDeterministic(t *testing.T) {
	s := Summarize(fixture())
	dirA, dirB := t.TempDir(), filepath.Join(t.TempDir(), "nested", "dir")
	a, err := Heatmaps(dirA, s)
	require.NoError(t, err)
	b, err := Heatmaps(dirB, s)
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(dirA, "clear_L03.png"), filepath.Join(dirA, "clear_L05.png")}, a)
	filesA, filesB := readFiles(t, a), readFiles(t, b)
	assert.Equal(t, filesA, filesB, "same summary, same bytes")
	assert.NotEqual(t, filesA["clear_L03.png"], filesA["clear_L05.png"])
}

// hasColour reports whether img has a patch of colour c: at least 1000
// pixels (a heatmap cell is some 80 × 35), so antialiased text does not
// count.
func hasColour(img image.Image, c color.Color) bool {
	want := color.RGBAModel.Convert(c)
	r := img.Bounds()
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if color.RGBAModel.Convert(img.At(x, y)) == want {
				n++
			}
		}
	}
	return n >= 1000
}

func TestHeatmapsColours(t *testing.T) {
	paths, err := Heatmaps(t.TempDir(), Summarize(fixture()))
	require.NoError(t, err)
	files := readFiles(t, paths)
	cases := []struct {
		file             string
		grey, red, green bool
	}{
		// L03: all nine cells have runs; 0% cells (red) and 100% (green).
		{"clear_L03.png", false, true, true},
		// L05: wizard has no Haunted Manor runs; no 0% cell.
		{"clear_L05.png", true, false, true},
	}
	pal := clearPalette(101)
	for _, c := range cases {
		img, err := png.Decode(bytes.NewReader(files[c.file]))
		require.NoError(t, err, c.file)
		assert.Greater(t, img.Bounds().Dx(), img.Bounds().Dy(), "%s: landscape", c.file)
		assert.Equal(t, c.grey, hasColour(img, noRuns), "%s: grey empty cell", c.file)
		assert.Equal(t, c.red, hasColour(img, pal[0]), "%s: 0%% colour", c.file)
		assert.Equal(t, c.green, hasColour(img, pal[100]), "%s: 100%% colour", c.file)
	}
}

func TestHeatmapsEmpty(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "none")
	paths, err := Heatmaps(dir, Summarize(nil))
	require.NoError(t, err)
	assert.Empty(t, paths)
	assert.NoDirExists(t, dir)
}

func TestClearPalette(t *testing.T) {
	p := clearPalette(101)
	require.Len(t, p.Colors(), 101)
	assert.Equal(t, color.RGBA{215, 48, 39, 255}, p[0], "0%: red")
	assert.Equal(t, color.RGBA{255, 255, 191, 255}, p[50], "50%: pale yellow")
	assert.Equal(t, color.RGBA{26, 152, 80, 255}, p[100], "100%: green")
}
