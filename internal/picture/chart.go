package picture

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/gogobee/gogobee/internal/expedition"
)

// The report card's chart (rules §8.21): an expedition's series drawn as
// three panels stacked on one day axis, HP, supplies and threat, each with
// its own scale, a line through the points and a dot on each.

// Chart sizes in pixels.
const (
	chartWidth   = 640
	chartLeft    = 56 // the plot areas' left edge: the scale's numbers sit left of it
	chartRight   = 24 // space right of the plot areas
	chartTitleH  = 34 // the title's band
	chartLabelH  = 20 // a panel's name above its plot area
	chartPlotH   = 84 // a panel's plot area
	chartGap     = 14 // between one panel's plot area and the next panel's name
	chartAxisH   = 34 // the day numbers under the last panel
	chartLineW   = 2.5
	chartDotR    = 4
	chartDayGap  = 26 // the least room between two day numbers
	chartPadding = 6  // plot area inset, so dots at the scale's ends stay inside
)

// Chart colours: one per series, and the grid.
var (
	colHP     = rgb(0xc6, 0x28, 0x28) // HP: red
	colSU     = rgb(0x2e, 0x7d, 0x32) // supplies: green
	colThreat = rgb(0x6a, 0x1b, 0x9a) // threat: purple
	colGrid   = rgb(0xe2, 0xdc, 0xcf) // grid lines
)

// chartPanel is one series' panel: its name, colour and the value of each
// point on its scale, from lo to hi.
type chartPanel struct {
	name   string
	col    color.RGBA
	values []float64
	lo, hi float64
	// top is the panel's plot area top edge, bottom its bottom edge.
	top, bottom float32
}

// chartGeo is where a chart draws: its size, the plot areas' left and right
// edges, each point's x and the three panels (HP, supplies, threat).
type chartGeo struct {
	width, height int
	left, right   float32
	xs            []float32
	panels        [3]chartPanel
}

// Series names a chart's panels, top to bottom.
type Series int

// The chart's series.
const (
	SeriesHP Series = iota
	SeriesSU
	SeriesThreat
)

// layoutChart places the points of pts: evenly along the x axis in their
// order; HP on 0 to the largest maximum HP, supplies on 0 to the most SU
// carried (at least 1), threat on 0 to expedition.MaxThreat.
func layoutChart(pts []expedition.DayPoint) chartGeo {
	g := chartGeo{width: chartWidth, left: chartLeft, right: chartWidth - chartRight}
	hp, su, threat := make([]float64, len(pts)), make([]float64, len(pts)), make([]float64, len(pts))
	maxHP, maxSU := 1.0, 1.0
	for i, p := range pts {
		hp[i], su[i], threat[i] = float64(p.HP), p.SU, float64(p.Threat)
		maxHP = max(maxHP, float64(p.MaxHP), float64(p.HP))
		maxSU = max(maxSU, p.SU)
	}
	g.panels = [3]chartPanel{
		{name: "HP", col: colHP, values: hp, hi: maxHP},
		{name: "Supplies (SU)", col: colSU, values: su, hi: math.Ceil(maxSU)},
		{name: "Threat", col: colThreat, values: threat, hi: expedition.MaxThreat},
	}
	y := float32(chartTitleH)
	for i := range g.panels {
		y += chartLabelH
		g.panels[i].top, g.panels[i].bottom = y, y+chartPlotH
		y += chartPlotH + chartGap
	}
	g.height = int(y-chartGap) + chartAxisH
	g.xs = make([]float32, len(pts))
	inner := g.right - g.left - 2*chartPadding
	for i := range pts {
		if len(pts) == 1 {
			g.xs[i] = g.left + (g.right-g.left)/2
			continue
		}
		g.xs[i] = g.left + chartPadding + inner*float32(i)/float32(len(pts)-1)
	}
	return g
}

// y is where value v sits in panel p.
func (p chartPanel) y(v float64) float32 {
	span := p.hi - p.lo
	if span <= 0 {
		span = 1
	}
	f := float32((min(max(v, p.lo), p.hi) - p.lo) / span)
	return p.bottom - chartPadding - f*(p.bottom-p.top-2*chartPadding)
}

// at is where point i of series s is drawn.
func (g chartGeo) at(s Series, i int) pt {
	p := g.panels[s]
	return pt{g.xs[i], p.y(p.values[i])}
}

// ChartDot is where Chart draws the dot of point i of series s of pts:
// its centre in pixels from the chart's top left, and its colour. ok is
// false for a point or series the chart does not have.
func ChartDot(pts []expedition.DayPoint, s Series, i int) (x, y float32, col color.RGBA, ok bool) {
	if i < 0 || i >= len(pts) || s < SeriesHP || s > SeriesThreat {
		return 0, 0, color.RGBA{}, false
	}
	g := layoutChart(pts)
	at := g.at(s, i)
	return at.X, at.Y, g.panels[s].col, true
}

// Chart draws an expedition's report-card chart (rules §8.21) from its
// series, oldest point first, under title (the zone's name). Errors: no
// points, and the fonts' or the encoder's.
func Chart(title string, pts []expedition.DayPoint) (Image, error) {
	if len(pts) == 0 {
		return Image{}, fmt.Errorf("picture: a chart needs at least one point")
	}
	fc, err := newFaces()
	if err != nil {
		return Image{}, err
	}
	g := layoutChart(pts)
	c := newCanvas(g.width, g.height, colPaper)
	c.text(fc.title, int(g.left), chartTitleH-12, title, colInk)
	for s := range g.panels {
		drawPanel(c, fc, g, Series(s))
	}
	drawDays(c, fc, g, pts)
	return c.finish()
}

// drawPanel draws series s's panel: its name, its scale (lines at the
// bottom, the middle and the top, numbered on the left), the line through
// its points and a dot on each.
func drawPanel(c *canvas, fc faces, g chartGeo, s Series) {
	p := g.panels[s]
	c.text(fc.bold, int(g.left), int(p.top)-6, p.name, p.col)
	for _, v := range []float64{p.lo, (p.lo + p.hi) / 2, p.hi} {
		y := p.y(v)
		row := int(math.Round(float64(y)))
		c.rect(image.Rect(int(g.left), row, int(g.right), row+1), colGrid)
		label := scaleLabel(v)
		w := textWidth(fc.text, label)
		c.text(fc.text, int(g.left)-8-w, row+4, label, colInkSoft)
	}
	line := make([]pt, len(g.xs))
	for k := range g.xs {
		line[k] = g.at(s, k)
	}
	c.polyline(line, chartLineW, p.col)
	for _, at := range line {
		c.circle(at.X, at.Y, chartDotR, p.col)
	}
}

// drawDays numbers the points' days under the last panel: a day's number
// under its first point, skipped when it would crowd the one before; the
// end point, when the series has one last, is marked "end".
func drawDays(c *canvas, fc faces, g chartGeo, pts []expedition.DayPoint) {
	base := g.panels[SeriesThreat].bottom
	c.text(fc.text, 8, int(base)+20, "day", colInkSoft)
	last, lastX := -1, float32(-chartDayGap)
	for i, p := range pts {
		x := g.xs[i]
		label := strconv.Itoa(p.Day)
		switch {
		case p.Kind == expedition.PointEnd && i == len(pts)-1 && i > 0:
			label = "end"
		case p.Day == last:
			continue
		}
		if x-lastX < chartDayGap {
			continue
		}
		c.rect(image.Rect(int(x), int(base)+2, int(x)+1, int(base)+6), colInkSoft)
		c.textCentred(fc.text, x, base+16, label, colInk)
		last, lastX = p.Day, x
	}
}

// scaleLabel writes a scale value: whole numbers plainly, others to one
// decimal place.
func scaleLabel(v float64) string {
	if v == math.Trunc(v) {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', 1, 64)
}
