package picture

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"strconv"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Map draws the zone map of a plan (zonegraph.PlanMap, rules §6.11) as a
// PNG: each region a horizontal band under its name, each room a disc
// coloured by its state (gold where the player stands, green cleared, red
// where a foe waits, grey not yet entered) with its kind's mark (the text
// map's: a letter, ★ for an elite, ☠ for a boss) and its
// Path-strip number and name beside it, the walked ways in blue and the
// others grey, a locked way red with a padlock, a way found shut dark red
// with a cross. Rooms not yet entered show no kind, except a boss room.
// A legend closes the picture, naming the kinds it shows. Errors: only the fonts' and the encoder's,
// which do not happen with the embedded fonts.
func Map(p zonegraph.Plan) (Image, error) {
	fc, err := newFaces()
	if err != nil {
		return Image{}, err
	}
	geo := layoutMap(p, fc)
	c := newCanvas(geo.width, geo.height, colPaper)
	drawTitle(c, fc, p, geo)
	drawBands(c, fc, p, geo)
	ways := slices.Clone(p.Ways)
	slices.SortStableFunc(ways, func(a, b zonegraph.PlanWay) int { return wayRank(a) - wayRank(b) })
	for _, w := range ways { // lines first, the walked ones on top, rooms over them
		drawWay(c, w, geo)
	}
	for _, w := range p.Ways {
		drawWayMark(c, w, p.Ways, geo)
	}
	for _, r := range p.Rooms {
		drawRoom(c, fc, r, geo)
	}
	drawLegend(c, fc, p, geo)
	return c.finish()
}

// Map geometry, in pixels.
const (
	mapMargin   = 16 // around everything
	mapTitleH   = 30 // the title line
	mapRowH     = 46 // one row of rooms
	mapBandHead = 22 // a band's name above its first row
	mapRadius   = 12 // a room's disc
	mapBossRing = 3  // the extra ring of a boss room
	mapLabelGap = 8  // disc to name
	mapLaneGap  = 28 // a lane's longest name to the next lane's discs
	mapLineW    = 3  // a way
	mapPathW    = 5  // a walked way
	mapLegendH  = 64 // the legend under the map
	mapOnwardH  = 26 // the "Onward" line under the last band
)

// mapGeo is where everything of a map goes.
type mapGeo struct {
	width, height int
	laneX         []float32 // centre of each lane's discs
	rowY          []float32 // centre of each row's discs
	mapRight      int       // right edge of the drawing
	legendTop     int
}

// layoutMap places the lanes (each as wide as its longest name), the rows
// (a band's name row above each band's first row) and the legend.
func layoutMap(p zonegraph.Plan, fc faces) mapGeo {
	var g mapGeo
	labelW := make([]int, p.Lanes)
	for _, r := range p.Rooms {
		labelW[r.Lane] = max(labelW[r.Lane], textWidth(fc.text, roomLabel(r)))
	}
	x := float32(mapMargin + mapRadius + mapBossRing)
	for lane := range p.Lanes {
		g.laneX = append(g.laneX, x)
		x += mapRadius + mapLabelGap + float32(labelW[lane]) + mapLaneGap + mapRadius + mapBossRing
	}
	g.mapRight = int(x) - mapLaneGap - mapRadius - mapBossRing + mapMargin
	y := float32(mapMargin + mapTitleH)
	for row := range p.Rows {
		for _, b := range p.Bands {
			if b.FirstRow == row {
				y += mapBandHead
			}
		}
		g.rowY = append(g.rowY, y+mapRowH/2)
		y += mapRowH
	}
	if p.Onward != "" {
		y += mapOnwardH
	}
	g.legendTop = int(y) + mapMargin/2
	g.width = max(g.mapRight, mapMargin+legendMinWidth(p, fc), mapMargin+textWidth(fc.title, p.Title)+mapMargin)
	g.height = g.legendTop + mapLegendH + mapMargin
	return g
}

// at is the pixel centre of a grid point.
func (g mapGeo) at(q zonegraph.GridPoint) pt {
	x := g.laneX[q.Lane]
	row := q.HalfRow / 2
	if q.HalfRow%2 == 0 {
		return pt{x, g.rowY[row]}
	}
	if row+1 < len(g.rowY) {
		return pt{x, (g.rowY[row] + g.rowY[row+1]) / 2}
	}
	return pt{x, g.rowY[row] + mapRowH/2}
}

// roomAt is the pixel centre of room r.
func (g mapGeo) roomAt(r zonegraph.PlanRoom) pt {
	return g.at(zonegraph.GridPoint{Lane: r.Lane, HalfRow: 2 * r.Row})
}

// roomLabel is the name beside a room: its Path-strip number and name.
func roomLabel(r zonegraph.PlanRoom) string {
	if r.Number > 0 {
		return strconv.Itoa(r.Number) + " " + r.Label
	}
	return r.Label
}

func drawTitle(c *canvas, fc faces, p zonegraph.Plan, _ mapGeo) {
	c.text(fc.title, mapMargin, mapMargin+16, p.Title, colInk)
}

// drawBands shades each region's rows, alternating, under its name.
func drawBands(c *canvas, fc faces, p zonegraph.Plan, g mapGeo) {
	for i, b := range p.Bands {
		if b.FirstRow < 0 {
			continue
		}
		col := colBandA
		if i%2 == 1 {
			col = colBandB
		}
		top := int(g.rowY[b.FirstRow]) - mapRowH/2 - mapBandHead
		bottom := int(g.rowY[b.LastRow]) + mapRowH/2
		c.rect(image.Rect(0, top, c.img.Bounds().Dx(), bottom), col)
		c.text(fc.bold, int(g.laneX[0])+mapRadius+mapLabelGap, top+16, fmt.Sprintf("Region %d: %s", i+1, b.Name), colInkSoft)
	}
	if p.Onward != "" {
		y := int(g.rowY[len(g.rowY)-1]) + mapRowH/2 + 18
		c.text(fc.text, int(g.laneX[0])+mapRadius+mapLabelGap, y, "Onward: "+p.Onward, colInkSoft)
	}
}

// wayRank orders the ways' lines where they share a stretch: locked and
// shut ways under the others (a stretch a locked way shares with an open
// one is the open way's too: the fork's common line is not locked), then
// grey, the walked path on top. The mark of a locked or shut way goes on
// a stretch of its own (wayMarkAt), so it always shows.
func wayRank(w zonegraph.PlanWay) int {
	switch {
	case w.Status == zonegraph.EdgeBlocked || w.Status == zonegraph.EdgeLocked:
		return 0
	case w.Walked:
		return 2
	}
	return 1
}

// wayColour is the line colour and width of a way.
func wayColour(w zonegraph.PlanWay) (colour color.RGBA, width float32) {
	switch {
	case w.Status == zonegraph.EdgeBlocked:
		return colBlocked, mapLineW
	case w.Status == zonegraph.EdgeLocked:
		return colLocked, mapLineW
	case w.Walked:
		return colPath, mapPathW
	}
	return colLine, mapLineW
}

func drawWay(c *canvas, w zonegraph.PlanWay, g mapGeo) {
	pts := make([]pt, len(w.Line))
	for i, q := range w.Line {
		pts[i] = g.at(q)
	}
	col, width := wayColour(w)
	c.polyline(pts, width, col)
}

// drawWayMark draws a padlock on a locked way and a cross on a way found
// shut, on the way's own stretch (wayMarkAt; all are the plan's ways).
func drawWayMark(c *canvas, w zonegraph.PlanWay, all []zonegraph.PlanWay, g mapGeo) {
	switch w.Status {
	case zonegraph.EdgeLocked:
		drawPadlock(c, wayMarkAt(w, all, g), colLocked)
	case zonegraph.EdgeBlocked:
		drawCross(c, wayMarkAt(w, all, g), colBlocked)
	}
}

// drawPadlock draws a small padlock centred on m: a shackle ring over a
// square body.
func drawPadlock(c *canvas, m pt, col color.RGBA) {
	c.circle(m.X, m.Y-4, 5, col)
	c.circle(m.X, m.Y-4, 2.5, colPaper)
	c.polygon([]pt{{m.X - 7, m.Y - 3}, {m.X + 7, m.Y - 3}, {m.X + 7, m.Y + 7}, {m.X - 7, m.Y + 7}}, col)
}

// drawCross draws an X centred on m over a paper disc.
func drawCross(c *canvas, m pt, col color.RGBA) {
	c.circle(m.X, m.Y, 8, colPaper)
	c.segment(pt{m.X - 5, m.Y - 5}, pt{m.X + 5, m.Y + 5}, 3, col)
	c.segment(pt{m.X - 5, m.Y + 5}, pt{m.X + 5, m.Y - 5}, 3, col)
}

// stateFill is the disc colour of each room state and the colour of the
// letter on it.
func stateFill(s zonegraph.RoomState) (fill, letter color.RGBA) {
	switch s {
	case zonegraph.RoomCurrent:
		return colGold, colInk
	case zonegraph.RoomCleared:
		return colGood, colOnLight
	case zonegraph.RoomWaiting:
		return colDanger, colOnLight
	}
	return colGrey, colLetterDim
}

func drawRoom(c *canvas, fc faces, r zonegraph.PlanRoom, g mapGeo) {
	at := g.roomAt(r)
	fill, letterCol := stateFill(r.State)
	outline := float32(2)
	if r.State == zonegraph.RoomCurrent {
		outline = 3
	}
	if r.Kind == zonegraph.KindBoss {
		c.circle(at.X, at.Y, mapRadius+mapBossRing+outline, colInk)
		c.circle(at.X, at.Y, mapRadius+mapBossRing, colPaper)
	}
	c.circle(at.X, at.Y, mapRadius+outline, colInk)
	c.circle(at.X, at.Y, mapRadius, fill)
	if kindShown(r) {
		drawKind(c, fc, r.Kind, at, mapRadius, letterCol, fill)
	}
	labelCol := colInk
	if r.State == zonegraph.RoomUnvisited {
		labelCol = colInkSoft
	}
	c.text(fc.text, int(at.X)+mapRadius+mapLabelGap, int(at.Y)+5, roomLabel(r), labelCol)
}

// legendStates are the legend's discs, in order.
var legendStates = []struct {
	state zonegraph.RoomState
	words string
}{
	{zonegraph.RoomCurrent, "you are here"},
	{zonegraph.RoomCleared, "cleared"},
	{zonegraph.RoomWaiting, "foe waiting"},
	{zonegraph.RoomUnvisited, "unexplored"},
}

// legendMinWidth is the width the legend of p needs.
func legendMinWidth(p zonegraph.Plan, fc faces) int {
	return max(legendKindsWidth(p, fc), legendFirstLineWidth(fc)) + mapMargin
}

func legendFirstLineWidth(fc faces) int {
	w := 0
	for _, e := range legendStates {
		w += 2*mapRadius + 6 + textWidth(fc.text, e.words) + 16
	}
	return w + 3*(24+6+textWidth(fc.text, "blocked")+16)
}

// drawLegend draws the state discs, the way colours and the kinds the map
// shows (drawLegendKinds).
func drawLegend(c *canvas, fc faces, p zonegraph.Plan, g mapGeo) {
	y := float32(g.legendTop + 14)
	x := float32(mapMargin)
	for _, e := range legendStates {
		fill, _ := stateFill(e.state)
		c.circle(x+8, y, 8+2, colInk)
		c.circle(x+8, y, 8, fill)
		c.text(fc.text, int(x)+22, int(y)+5, e.words, colInk)
		x += 22 + float32(textWidth(fc.text, e.words)) + 16
	}
	ways := []struct {
		col   color.RGBA
		width float32
		words string
	}{{colPath, mapPathW, "walked"}, {colLocked, mapLineW, "locked"}, {colBlocked, mapLineW, "blocked"}}
	for _, w := range ways {
		c.segment(pt{x, y}, pt{x + 24, y}, w.width, w.col)
		c.text(fc.text, int(x)+30, int(y)+5, w.words, colInk)
		x += 30 + float32(textWidth(fc.text, w.words)) + 16
	}
	drawLegendKinds(c, fc, p, y+25)
}
