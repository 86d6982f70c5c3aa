package picture

import (
	"image/color"
	"math"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

// The room kinds' marks in the picture: the text map's glyphs
// (zonegraph.UnicodeGlyphs), a letter drawn in the font, and ★ (elite) and
// ☠ (boss), which the font lacks, drawn as shapes, so a player reads a
// boss the same way in both maps.

// kindLetter is the letter of each room kind the font draws.
var kindLetter = map[zonegraph.NodeKind]string{
	zonegraph.KindEntry: "E", zonegraph.KindExploration: "?", zonegraph.KindTrap: "T",
	zonegraph.KindHarvest: "H", zonegraph.KindRestCamp: "C", zonegraph.KindSecret: "S",
	zonegraph.KindFork: "+", zonegraph.KindMerge: "+",
}

// Glyphs of the kinds drawn as shapes.
const (
	glyphStar  = "★"
	glyphSkull = "☠"
)

// kindShape is the glyph of each kind drawn as a shape.
var kindShape = map[zonegraph.NodeKind]string{
	zonegraph.KindElite: glyphStar,
	zonegraph.KindBoss:  glyphSkull,
}

// KindGlyph is the glyph the picture draws for a room kind: the text
// map's (zonegraph.UnicodeGlyphs.Kinds), "" for an unknown kind.
func KindGlyph(k zonegraph.NodeKind) string {
	if g, ok := kindShape[k]; ok {
		return g
	}
	return kindLetter[k]
}

// kindShown reports whether room r shows its kind: once entered, and a
// boss room always.
func kindShown(r zonegraph.PlanRoom) bool {
	return r.State != zonegraph.RoomUnvisited || r.Kind == zonegraph.KindBoss
}

// drawKind draws kind k's mark centred on at, sized for a disc of radius
// radius, in col over bg (the disc's fill).
func drawKind(c *canvas, fc faces, k zonegraph.NodeKind, at pt, radius float32, col, bg color.RGBA) {
	s := radius / mapRadius
	switch kindShape[k] {
	case glyphStar:
		drawStar(c, at, 7*s, 3*s, col)
	case glyphSkull:
		drawSkull(c, at, s, col, bg)
	default:
		c.textCentred(fc.bold, at.X, at.Y, kindLetter[k], col)
	}
}

// drawStar draws a five-pointed star centred on m, its points outer from
// the centre and its inner corners inner.
func drawStar(c *canvas, m pt, outer, inner float32, col color.RGBA) {
	pts := make([]pt, 10)
	for i := range pts {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts[i] = pt{m.X + r*float32(math.Cos(a)), m.Y + 1 + r*float32(math.Sin(a))}
	}
	c.polygon(pts, col)
}

// drawSkull draws a skull centred on m at scale s (1 in a room's disc): a
// round cranium over a jaw, eye holes in bg.
func drawSkull(c *canvas, m pt, s float32, col, bg color.RGBA) {
	c.circle(m.X, m.Y-1.5*s, 6*s, col)
	c.polygon([]pt{{m.X - 3.5*s, m.Y + 2*s}, {m.X + 3.5*s, m.Y + 2*s}, {m.X + 3.5*s, m.Y + 7*s}, {m.X - 3.5*s, m.Y + 7*s}}, col)
	c.circle(m.X-2.5*s, m.Y-1.5*s, 1.8*s, bg)
	c.circle(m.X+2.5*s, m.Y-1.5*s, 1.8*s, bg)
	c.segment(pt{m.X, m.Y + 4.5*s}, pt{m.X, m.Y + 7*s}, 1*s, bg)
}

// legendOrder is the order the legend names the kinds in (the text map's),
// with the words it gives each; fork and merge share one entry.
var legendOrder = []struct {
	kind  zonegraph.NodeKind
	words string
}{
	{zonegraph.KindEntry, "entry"}, {zonegraph.KindExploration, "exploration"}, {zonegraph.KindTrap, "trap"},
	{zonegraph.KindElite, "elite"}, {zonegraph.KindBoss, "boss"}, {zonegraph.KindHarvest, "harvest"},
	{zonegraph.KindRestCamp, "rest camp"}, {zonegraph.KindSecret, "secret"}, {zonegraph.KindFork, "fork/merge"},
}

// legendKinds are the legend's kinds for p: those whose mark the map shows,
// in legend order, as the text map's legend names them.
func legendKinds(p zonegraph.Plan) []zonegraph.NodeKind {
	shown := map[zonegraph.NodeKind]bool{}
	for _, r := range p.Rooms {
		if kindShown(r) {
			k := r.Kind
			if k == zonegraph.KindMerge {
				k = zonegraph.KindFork
			}
			shown[k] = true
		}
	}
	var out []zonegraph.NodeKind
	for _, e := range legendOrder {
		if shown[e.kind] {
			out = append(out, e.kind)
		}
	}
	return out
}

// Legend kind entries' spacing, in pixels: the mark's box, mark to words,
// one entry to the next.
const (
	legendMarkW    = 14
	legendWordGap  = 4
	legendEntryGap = 14
)

// legendWords is the legend's words for kind k.
func legendWords(k zonegraph.NodeKind) string {
	for _, e := range legendOrder {
		if e.kind == k {
			return e.words
		}
	}
	return ""
}

// legendKindsWidth is the width of p's line of kinds.
func legendKindsWidth(p zonegraph.Plan, fc faces) int {
	w := 0
	for _, k := range legendKinds(p) {
		w += legendMarkW + legendWordGap + textWidth(fc.text, legendWords(k)) + legendEntryGap
	}
	return w
}

// drawLegendKinds draws p's line of kinds centred on y: each mark, then
// its words.
func drawLegendKinds(c *canvas, fc faces, p zonegraph.Plan, y float32) {
	x := float32(mapMargin)
	for _, k := range legendKinds(p) {
		drawKind(c, fc, k, pt{x + legendMarkW/2, y}, 9, colInk, colPaper)
		c.text(fc.text, int(x)+legendMarkW+legendWordGap, int(y)+5, legendWords(k), colInk)
		x += legendMarkW + legendWordGap + float32(textWidth(fc.text, legendWords(k))) + legendEntryGap
	}
}
