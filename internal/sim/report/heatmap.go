package report

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"os"
	"path/filepath"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// noRuns is the colour of a heatmap cell without runs.
var noRuns = color.Gray{Y: 0xd0}

// margin is the blank border around a heatmap.
const margin = 8 * vg.Millimeter

// Heatmaps writes one PNG per level into dir (created if missing): the
// clear rate in percent of each class (rows, sorted) in each zone
// (columns, by tier then zone ID), each cell annotated with its
// percentage; cells without runs are grey. Every PNG has the same rows and
// columns, the classes and zones of all of s. Files are named
// clear_L05.png and so on; Heatmaps returns their paths by level. The
// same s always gives the same bytes.
func Heatmaps(dir string, s Summary) ([]string, error) {
	if len(s.Cells) == 0 {
		return nil, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("report: heatmaps: %w", err)
	}
	g := newGrid(s.Cells)
	var paths []string
	for _, level := range g.levels {
		png, err := heatmapPNG(g, level)
		if err != nil {
			return paths, fmt.Errorf("report: heatmap level %d: %w", level, err)
		}
		path := filepath.Join(dir, fmt.Sprintf("clear_L%02d.png", level))
		if err := os.WriteFile(path, png, 0o644); err != nil {
			return paths, fmt.Errorf("report: heatmaps: %w", err)
		}
		paths = append(paths, path)
	}
	return paths, nil
}

func heatmapPNG(g grid, level int) ([]byte, error) {
	lg := levelGrid{g: g, level: level}
	p := plot.New()
	p.Title.Text = fmt.Sprintf("Clear rate %% at level %d (grey: no runs)", level)
	hm := plotter.NewHeatMap(lg, clearPalette(101))
	hm.Min, hm.Max, hm.NaN = 0, 100, noRuns
	p.Add(hm)
	labels, err := cellLabels(lg)
	if err != nil {
		return nil, err
	}
	p.Add(cellBorders{cols: len(g.zones), rows: len(g.classes)}, labels)

	xs := make([]string, len(g.zones))
	for i, z := range g.zones {
		xs[i] = fmt.Sprintf("T%d %s", g.tiers[i], z)
	}
	ys := make([]string, len(g.classes))
	for i, cl := range g.classes {
		ys[len(ys)-1-i] = cl
	}
	p.NominalX(xs...)
	p.NominalY(ys...)
	p.X.Tick.Label.Rotation = math.Pi / 6
	p.X.Tick.Label.XAlign = text.XRight
	p.X.Tick.Label.YAlign = text.YCenter

	w := vg.Length(2.5+0.9*float64(len(g.zones))) * vg.Inch
	h := vg.Length(2+0.4*float64(len(g.classes))) * vg.Inch
	c, err := draw.NewFormattedCanvas(w, h, "png")
	if err != nil {
		return nil, err
	}
	p.Draw(draw.Crop(draw.New(c), margin, -margin, margin, -margin))
	var buf bytes.Buffer
	if _, err := c.WriteTo(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
