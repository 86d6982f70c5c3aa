package zonegraph

import (
	"strings"
)

// canvas is the map drawing: line 2i is row i's rooms, line 2i+1 the gap
// below it.
type canvas struct {
	l      *layout
	gl     Glyphs
	text   [][]string // written glyphs and labels ("" = free)
	bits   [][]uint8  // line directions per column
	marks  [][]string // lock marks per column
	legend [legendCount]bool
}

func newCanvas(l *layout, gl Glyphs) *canvas {
	c := &canvas{l: l, gl: gl}
	lines := max(2*l.rows-1, 0)
	for range lines {
		c.text = append(c.text, make([]string, l.width))
		c.bits = append(c.bits, make([]uint8, l.width))
		c.marks = append(c.marks, make([]string, l.width))
	}
	return c
}

func (c *canvas) anchor(lane int) int { return c.l.laneStart[lane] }

// room writes a room's cell on its row.
func (c *canvas) room(n Node, state legendKey) {
	line, col := 2*c.l.row[n.ID], c.anchor(c.l.lane[n.ID])
	mark, kind := c.gl.Unvisited, " "
	switch state {
	case legCurrent:
		mark, kind = c.gl.Current, c.gl.Kinds[n.Kind]
		c.legend[kindLegend[n.Kind]] = true
	case legCleared:
		mark, kind = c.gl.Cleared, c.gl.Kinds[n.Kind]
		c.legend[kindLegend[n.Kind]] = true
	case legWaiting:
		mark, kind = c.gl.Waiting, c.gl.Kinds[n.Kind]
		c.legend[kindLegend[n.Kind]] = true
	default:
		if n.Kind == KindBoss {
			kind = c.gl.Kinds[KindBoss]
			c.legend[legBoss] = true
		}
	}
	c.legend[state] = true
	cells := append([]string{mark, kind, " "}, strings.Split(n.Label, "")...)
	for i, s := range cells {
		c.text[line][col+i] = s
	}
}

// vertical draws a straight line through a line's column.
func (c *canvas) vertical(line, lane int) { c.bits[line][c.anchor(lane)] |= dirUp | dirDown }

// turn draws, on a gap line, a line leaving fromLane upward and entering
// toLane downward.
func (c *canvas) turn(line, fromLane, toLane int) {
	a, b := c.anchor(fromLane), c.anchor(toLane)
	c.bits[line][a] |= dirUp
	c.bits[line][b] |= dirDown
	lo, hi := min(a, b), max(a, b)
	for col := lo; col <= hi; col++ {
		if col > lo {
			c.bits[line][col] |= dirLeft
		}
		if col < hi {
			c.bits[line][col] |= dirRight
		}
	}
}

// edge draws a routed edge and, when mark is set, puts it on the edge's
// line in the first gap below the source: on the vertical, or next to the
// corner where the line enters its target lane.
func (c *canvas) edge(r route, mark string) {
	if r.vertLane == r.fromLane {
		for y := r.fromRow + 1; y < r.toRow; y++ {
			c.vertical(2*y, r.fromLane)
			c.vertical(2*y-1, r.fromLane)
		}
	} else {
		for y := r.fromRow + 1; y < r.toRow; y++ {
			c.vertical(2*y, r.toLane)
			c.vertical(2*y+1, r.toLane)
		}
	}
	c.turn(2*r.turnGap+1, r.fromLane, r.toLane)
	if mark == "" {
		return
	}
	line, col := 2*r.fromRow+1, c.anchor(r.fromLane)
	if r.turnGap == r.fromRow && r.fromLane != r.toLane {
		col = c.anchor(r.toLane) - 1
		if r.toLane < r.fromLane {
			col = c.anchor(r.toLane) + 1
		}
	}
	c.marks[line][col] = mark
}

// lines renders the canvas, leaving out gap lines that only continue
// straight lines (and never one between two stacked rooms it does not
// join).
func (c *canvas) lines() []string {
	var out []string
	for i := range c.text {
		if i%2 == 1 && c.plainGap(i) {
			continue
		}
		var b strings.Builder
		for col := range c.text[i] {
			switch {
			case c.text[i][col] != "":
				b.WriteString(c.text[i][col])
			case c.marks[i][col] != "":
				b.WriteString(c.marks[i][col])
			default:
				b.WriteString(c.gl.Box[c.bits[i][col]])
			}
		}
		out = append(out, strings.TrimRight(b.String(), " "))
	}
	return out
}

// plainGap reports whether gap line i can be left out.
func (c *canvas) plainGap(i int) bool {
	for col := range c.bits[i] {
		if c.marks[i][col] != "" {
			return false
		}
		if b := c.bits[i][col]; b != 0 && b != dirUp|dirDown {
			return false
		}
	}
	row := i / 2
	for lane := range c.l.laneStart {
		_, above := c.l.at[[2]int{lane, row}]
		_, below := c.l.at[[2]int{lane, row + 1}]
		if above && below && c.bits[i][c.anchor(lane)] != dirUp|dirDown {
			return false
		}
	}
	return true
}
