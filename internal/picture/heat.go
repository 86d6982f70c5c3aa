package picture

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Heat colours: the lightest a room or way any attempt took gets, the
// darkest, all of them took it.
var (
	colHeatLow  = rgb(0xf6, 0xd3, 0x6b)
	colHeatHigh = rgb(0xb0, 0x1e, 0x2a)
)

// heatColour is the colour of a share frac (0–1] of the attempts: from
// colHeatLow to colHeatHigh.
func heatColour(frac float64) color.RGBA {
	mix := func(a, b uint8) uint8 { return uint8(float64(a) + (float64(b)-float64(a))*frac + 0.5) }
	return color.RGBA{R: mix(colHeatLow.R, colHeatHigh.R), G: mix(colHeatLow.G, colHeatHigh.G), B: mix(colHeatLow.B, colHeatHigh.B), A: 0xff}
}

// heatWidth is the line width of a way a share frac of the attempts
// walked: from a plain way's to twice a walked one's.
func heatWidth(frac float64) float32 {
	return mapLineW + float32(frac)*(2*mapPathW-mapLineW)
}

// RouteHeat draws the routes of a week's attempts (rules §12.2) over p,
// the map of every room any of them entered (zonegraph.PlanMap): each way
// as thick and as dark as the share of players attempts that walked it
// (ways, by edge), a plain grey line for the rest; each room's disc shaded
// by the share that entered it (rooms, by node), with the count after its
// name ("Main Hall · 3"); a boss room ringed. The legend gives the scale
// from one attempt to all. The same input gives the same bytes. Errors:
// only the fonts' and the encoder's.
func RouteHeat(p zonegraph.Plan, players int, rooms map[zonegraph.NodeID]int, ways map[zonegraph.EdgeKey]int) (Image, error) {
	fc, err := newFaces()
	if err != nil {
		return Image{}, err
	}
	players = max(players, 1)
	share := func(n int) float64 { return min(float64(n)/float64(players), 1) }
	p = heatPlan(p, rooms)
	geo := layoutMap(p, fc)
	c := newCanvas(geo.width, geo.height, colPaper)
	drawTitle(c, fc, p, geo)
	drawBands(c, fc, p, geo)
	order := slices.Clone(p.Ways)
	slices.SortStableFunc(order, func(a, b zonegraph.PlanWay) int { return ways[a.Key()] - ways[b.Key()] })
	for _, w := range order { // the busiest ways on top
		pts := make([]pt, len(w.Line))
		for i, q := range w.Line {
			pts[i] = geo.at(q)
		}
		col, width := colLine, float32(mapLineW)
		if n := ways[w.Key()]; n > 0 {
			col, width = heatColour(share(n)), heatWidth(share(n))
		}
		c.polyline(pts, width, col)
	}
	for _, r := range p.Rooms {
		at := geo.roomAt(r)
		fill, labelCol := colGrey, colInkSoft
		if n := rooms[r.ID]; n > 0 {
			fill, labelCol = heatColour(share(n)), colInk
		}
		if r.Kind == zonegraph.KindBoss {
			c.circle(at.X, at.Y, mapRadius+mapBossRing+2, colInk)
			c.circle(at.X, at.Y, mapRadius+mapBossRing, colPaper)
		}
		c.circle(at.X, at.Y, mapRadius+2, colInk)
		c.circle(at.X, at.Y, mapRadius, fill)
		c.text(fc.text, int(at.X)+mapRadius+mapLabelGap, int(at.Y)+5, roomLabel(r), labelCol)
	}
	drawHeatLegend(c, fc, geo, players)
	return c.finish()
}

// heatPlan is p as the route picture labels it: no Path-strip numbers
// (the rooms were entered by several players, in several orders), and
// after each room anyone entered, how many did.
func heatPlan(p zonegraph.Plan, rooms map[zonegraph.NodeID]int) zonegraph.Plan {
	p.Rooms = slices.Clone(p.Rooms)
	for i, r := range p.Rooms {
		p.Rooms[i].Number = 0
		if n := rooms[r.ID]; n > 0 {
			p.Rooms[i].Label = fmt.Sprintf("%s · %d", r.Label, n)
		}
	}
	return p
}

// drawHeatLegend draws the scale: a way and a disc for each number of
// attempts up to 4 of them, else for one, half and all.
func drawHeatLegend(c *canvas, fc faces, g mapGeo, players int) {
	y := float32(g.legendTop + 14)
	x := float32(mapMargin)
	type step struct {
		frac  float64
		words string
	}
	var steps []step
	if players <= 4 {
		for n := 1; n <= players; n++ {
			words := fmt.Sprintf("%d of %d", n, players)
			if n == 1 && players == 1 {
				words = "1 attempt"
			}
			steps = append(steps, step{float64(n) / float64(players), words})
		}
	} else {
		steps = []step{{1 / float64(players), "1 attempt"}, {0.5, "half"}, {1, fmt.Sprintf("all %d", players)}}
	}
	for _, s := range steps {
		c.segment(pt{x, y}, pt{x + 24, y}, heatWidth(s.frac), heatColour(s.frac))
		c.circle(x+40, y, 8+2, colInk)
		c.circle(x+40, y, 8, heatColour(s.frac))
		c.text(fc.text, int(x)+54, int(y)+5, s.words, colInk)
		x += 54 + float32(textWidth(fc.text, s.words)) + 20
	}
	c.text(fc.text, mapMargin, int(y)+30, "Each room: how many attempts entered it. Grey: nobody.", colInkSoft)
}
