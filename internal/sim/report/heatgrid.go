package report

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// grid indexes the cells by level, zone column and class row.
type grid struct {
	zones   []string // columns, by tier then zone
	tiers   []int    // tier of each column
	classes []string // rows, top to bottom
	levels  []int
	cells   map[cellKey]Cell
}

func newGrid(cells []Cell) grid {
	g := grid{cells: map[cellKey]Cell{}}
	for _, c := range cells { // cells are in tier, zone order
		if !slices.Contains(g.zones, c.Zone) {
			g.zones = append(g.zones, c.Zone)
			g.tiers = append(g.tiers, c.Tier)
		}
		if !slices.Contains(g.classes, c.Class) {
			g.classes = append(g.classes, c.Class)
		}
		if !slices.Contains(g.levels, c.Level) {
			g.levels = append(g.levels, c.Level)
		}
		g.cells[keyOf(c)] = c
	}
	slices.Sort(g.classes)
	slices.Sort(g.levels)
	return g
}

// levelGrid is one level's clear rates as a plotter.GridXYZ: column c is
// zone c at x = c; row r, at y = r, is the r-th class from the bottom.
type levelGrid struct {
	g     grid
	level int
}

func (l levelGrid) Dims() (c, r int) { return len(l.g.zones), len(l.g.classes) }
func (l levelGrid) X(c int) float64  { return float64(c) }
func (l levelGrid) Y(r int) float64  { return float64(r) }

// Z is the clear rate in percent, NaN without runs. Row r counts from the
// bottom, so the first class is the top row.
func (l levelGrid) Z(c, r int) float64 {
	cell, ok := l.cell(c, r)
	if !ok {
		return math.NaN()
	}
	return cell.Cleared.Pct
}

func (l levelGrid) cell(c, r int) (Cell, bool) {
	class := l.g.classes[len(l.g.classes)-1-r]
	cell, ok := l.g.cells[cellKey{l.g.zones[c], class, l.level}]
	return cell, ok && cell.Runs > 0
}

// cellLabels writes each cell's percentage at its centre.
func cellLabels(lg levelGrid) (*plotter.Labels, error) {
	var xy plotter.XYLabels
	cols, rows := lg.Dims()
	for c := range cols {
		for r := range rows {
			if cell, ok := lg.cell(c, r); ok {
				xy.XYs = append(xy.XYs, plotter.XY{X: lg.X(c), Y: lg.Y(r)})
				xy.Labels = append(xy.Labels, fmt.Sprintf("%.0f%%\nn=%d", cell.Cleared.Pct, cell.Runs))
			}
		}
	}
	l, err := plotter.NewLabels(xy)
	if err != nil {
		return nil, err
	}
	for i := range l.TextStyle {
		l.TextStyle[i].XAlign = text.XCenter
		l.TextStyle[i].YAlign = text.YCenter
	}
	return l, nil
}

// cellBorders is a plot.Plotter drawing white lines between the cells of
// a cols × rows grid centred on the integers.
type cellBorders struct{ cols, rows int }

func (b cellBorders) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	sty := draw.LineStyle{Color: color.White, Width: vg.Points(2)}
	x0, x1 := trX(-0.5), trX(float64(b.cols)-0.5)
	y0, y1 := trY(-0.5), trY(float64(b.rows)-0.5)
	for i := 1; i < b.cols; i++ {
		x := trX(float64(i) - 0.5)
		c.StrokeLine2(sty, x, y0, x, y1)
	}
	for j := 1; j < b.rows; j++ {
		y := trY(float64(j) - 0.5)
		c.StrokeLine2(sty, x0, y, x1, y)
	}
}
