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
	chartCaptH   = 20 // the caption's line under the title, when there is one
	chartLabelH  = 20 // a panel's name above its plot area
	chartPlotH   = 84 // a panel's plot area
	chartGap     = 14 // between one panel's plot area and the next panel's name
	chartAxisH   = 34 // the day numbers under the last panel
	chartMarkH   = 18 // the marks' line under the day numbers ("extracted", "resumed")
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
// point on its scale, from lo to hi; whole for a series of whole numbers
// (HP, threat), whose scale is numbered in whole numbers.
type chartPanel struct {
	name   string
	col    color.RGBA
	values []float64
	lo, hi float64
	whole  bool
	// top is the panel's plot area top edge, bottom its bottom edge.
	top, bottom float32
}

// chartGeo is where a chart draws: its size, the caption's baseline (0
// for none), the plot areas' left and right edges, each point's x, the
// three panels (HP, supplies, threat), the threat's peak (0 for none) and
// the marks' centre line (0 when no point carries a mark under its day).
type chartGeo struct {
	width, height int
	captionY      int
	left, right   float32
	xs            []float32
	panels        [3]chartPanel
	peak          float64
	marksY        int
}

// ChartHead is what a chart says above and beside its series (rules
// §8.21): the title (the zone's name), the caption under it (the card's
// character, result, XP and coins; "" for none) and the threat's peak
// (0 for none), drawn as a line across the threat panel since the
// mornings' points may all miss it.
type ChartHead struct {
	Title, Caption string
	ThreatPeak     int
}

// Series names a chart's panels, top to bottom.
type Series int

// The chart's series.
const (
	SeriesHP Series = iota
	SeriesSU
	SeriesThreat
)

// layoutChart places the points of pts under head: evenly along the x
// axis in their order; HP on 0 to the largest maximum HP, supplies on 0 to
// the most SU carried (at least 1), threat on 0 to expedition.MaxThreat.
func layoutChart(head ChartHead, pts []expedition.DayPoint) chartGeo {
	g := chartGeo{width: chartWidth, left: chartLeft, right: chartWidth - chartRight, peak: float64(head.ThreatPeak)}
	hp, su, threat := make([]float64, len(pts)), make([]float64, len(pts)), make([]float64, len(pts))
	maxHP, maxSU := 1.0, 1.0
	for i, p := range pts {
		hp[i], su[i], threat[i] = float64(p.HP), p.SU, float64(p.Threat)
		maxHP = max(maxHP, float64(p.MaxHP), float64(p.HP))
		maxSU = max(maxSU, p.SU)
	}
	g.panels = [3]chartPanel{
		{name: "HP", col: colHP, values: hp, hi: maxHP, whole: true},
		{name: "Supplies (SU)", col: colSU, values: su, hi: math.Ceil(maxSU)},
		{name: "Threat", col: colThreat, values: threat, hi: expedition.MaxThreat, whole: true},
	}
	y := float32(chartTitleH)
	if head.Caption != "" {
		g.captionY = chartTitleH + chartCaptH - 8
		y += chartCaptH
	}
	for i := range g.panels {
		y += chartLabelH
		g.panels[i].top, g.panels[i].bottom = y, y+chartPlotH
		y += chartPlotH + chartGap
	}
	g.height = int(y-chartGap) + chartAxisH
	if hasMidMarks(pts) {
		g.marksY = g.height // the marks' centre line, a line under the day numbers' (base+16)
		g.height += chartMarkH
	}
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

// ChartDot is where Chart draws the dot of point i of series s of pts
// under head: its centre in pixels from the chart's top left, and its
// colour. ok is false for a point or series the chart does not have.
func ChartDot(head ChartHead, pts []expedition.DayPoint, s Series, i int) (x, y float32, col color.RGBA, ok bool) {
	if i < 0 || i >= len(pts) || s < SeriesHP || s > SeriesThreat {
		return 0, 0, color.RGBA{}, false
	}
	g := layoutChart(head, pts)
	at := g.at(s, i)
	return at.X, at.Y, g.panels[s].col, true
}

// Chart draws an expedition's report-card chart (rules §8.21) from its
// series, oldest point first, under head's title and caption, with the
// threat's peak across the threat panel and an extraction and resume
// marked under their days. Errors: no points, and the fonts' or the
// encoder's.
func Chart(head ChartHead, pts []expedition.DayPoint) (Image, error) {
	if len(pts) == 0 {
		return Image{}, fmt.Errorf("picture: a chart needs at least one point")
	}
	fc, err := newFaces()
	if err != nil {
		return Image{}, err
	}
	g := layoutChart(head, pts)
	c := newCanvas(g.width, g.height, colPaper)
	c.text(fc.title, int(g.left), chartTitleH-12, head.Title, colInk)
	if g.captionY > 0 {
		c.text(fc.text, int(g.left), g.captionY, head.Caption, colInkSoft)
	}
	for s := range g.panels {
		drawPanel(c, fc, g, Series(s))
	}
	drawPeak(c, fc, g)
	drawDays(c, fc, g, pts)
	drawMarks(c, fc, g, pts)
	return c.finish()
}

// drawPanel draws series s's panel: its name, its scale (lines at the
// bottom, the middle and the top, numbered on the left), the line through
// its points and a dot on each.
func drawPanel(c *canvas, fc faces, g chartGeo, s Series) {
	p := g.panels[s]
	c.text(fc.bold, int(g.left), int(p.top)-6, p.name, p.col)
	for _, v := range p.ticks() {
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

// ticks are the values p's scale is numbered at: the bottom, the middle
// and the top; a whole-number series' middle is rounded to a whole number
// (HP 0 to 21 is numbered 0, 11, 21, never 10.5).
func (p chartPanel) ticks() []float64 {
	mid := (p.lo + p.hi) / 2
	if p.whole {
		mid = math.Round(mid)
	}
	return []float64{p.lo, mid, p.hi}
}

// drawPeak draws the threat's peak as a thin line across the threat panel,
// "peak N" at its right end above it.
func drawPeak(c *canvas, fc faces, g chartGeo) {
	if g.peak <= 0 {
		return
	}
	p := g.panels[SeriesThreat]
	row := int(math.Round(float64(p.y(g.peak))))
	c.rect(image.Rect(int(g.left), row, int(g.right), row+1), p.col)
	label := "peak " + scaleLabel(g.peak)
	c.text(fc.text, int(g.right)-textWidth(fc.text, label), row-4, label, p.col)
}

// hasMidMarks reports whether a point of pts other than the first and the
// last carries a mark (an extraction resumed from, the resume after it).
func hasMidMarks(pts []expedition.DayPoint) bool {
	for i := 1; i < len(pts)-1; i++ {
		if expedition.PointMark(pts, i) != "" {
			return true
		}
	}
	return false
}

// chartMark is one mark under the day numbers: its centre and words.
type chartMark struct {
	x     float32
	words string
}

// midMarks are the marks of the points between the first and the last
// (expedition.PointMark: "extracted", "resumed"), two that would overlap
// joined into one between them ("extracted · resumed").
func midMarks(fc faces, g chartGeo, pts []expedition.DayPoint) []chartMark {
	var out []chartMark
	for i := 1; i < len(pts)-1; i++ {
		m := expedition.PointMark(pts, i)
		if m == "" {
			continue
		}
		next := chartMark{g.xs[i], m}
		if n := len(out); n > 0 {
			prev := out[n-1]
			half := float32(textWidth(fc.text, prev.words)+textWidth(fc.text, next.words)) / 2
			if next.x-prev.x < half+8 {
				out[n-1] = chartMark{(prev.x + next.x) / 2, prev.words + " · " + next.words}
				continue
			}
		}
		out = append(out, next)
	}
	return out
}

// drawMarks writes the marks under the day numbers, each under its point.
func drawMarks(c *canvas, fc faces, g chartGeo, pts []expedition.DayPoint) {
	if g.marksY == 0 {
		return
	}
	for _, m := range midMarks(fc, g, pts) {
		c.textCentred(fc.text, m.x, float32(g.marksY), m.words, colInkSoft)
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
