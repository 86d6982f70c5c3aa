package zonegraph

import (
	"fmt"
	"strings"
)

// EdgeStatus is an edge's lock as the player has seen it this run.
type EdgeStatus int

const (
	// EdgeAsAuthored (the zero value) draws a locked edge as locked and an
	// open edge as open.
	EdgeAsAuthored EdgeStatus = iota
	// EdgeOpen: open, or its lock was passed this run.
	EdgeOpen
	// EdgeLocked: a lock the player has not passed but may still open
	// (a key or level they may yet have, a check not yet rolled).
	EdgeLocked
	// EdgeBlocked: the player found it closed (a failed Perception or
	// ability check on this visit, a missing key).
	EdgeBlocked
)

// View is what the player knows of a run, for the map (rules §6.11).
type View struct {
	// Title heads the map (the zone's name); "" for none.
	Title string
	// Visited holds the node IDs entered, in first-entry order; a room's
	// number is its 1-based position here.
	Visited []NodeID
	// Current is the node the player stands on.
	Current NodeID
	// Waiting holds the rooms entered but not cleared: a foe still waits
	// in each (drawn with Glyphs.Waiting, not as cleared).
	Waiting map[NodeID]bool
	// Discovered holds the secret rooms found this run; undiscovered
	// secrets and their edges are not drawn (a visited secret counts as
	// discovered).
	Discovered map[NodeID]bool
	// Edges holds each edge's lock status as the player sees it; missing
	// edges are EdgeAsAuthored.
	Edges map[EdgeKey]EdgeStatus
	// BackTo lists the legal revisit targets; when non-empty the map adds
	// a "Back to:" line.
	BackTo []NodeID
	// Region picks the region of a multi-region zone to draw; "" draws the
	// current node's region (the first region before the run starts).
	Region string
}

// mapParts is a rendered map before formatting.
type mapParts struct {
	heading string
	lines   []string
	notes   []string // edges that could not be drawn, the way onward
	legend  string
	path    string
	backTo  string
}

// RenderMarkdown renders the map as Markdown that reads well in a Matrix
// client: a bold heading, the map in a fenced code block, then the legend,
// the numbered Path strip and the "Back to:" line as paragraphs.
func RenderMarkdown(g Graph, v View) string {
	p := buildMap(g, v, unicodeGlyphs, escapeMarkdown)
	var b strings.Builder
	if p.heading != "" {
		b.WriteString("**" + p.heading + "**\n\n")
	}
	b.WriteString("```\n")
	for _, l := range p.lines {
		b.WriteString(l + "\n")
	}
	b.WriteString("```\n")
	for _, s := range append(p.notes, p.legend, p.path, p.backTo) {
		if s != "" {
			b.WriteString("\n" + s + "\n")
		}
	}
	return b.String()
}

// buildMap draws the map and its text lines; esc escapes labels outside
// the drawing.
func buildMap(g Graph, v View, gl Glyphs, esc func(string) string) mapParts {
	visited, number := visitIndex(v.Visited)
	region := mapRegion(g, v)
	drawn := drawnNodes(g, v, visited, region)
	edges := edgesWithin(g, drawn)
	l, _ := newLayout(g, drawn, edges) // CheckLayout reports the problems
	c := newCanvas(l, gl)
	for _, id := range drawn {
		c.room(g.Nodes[id], stateLegend[roomState(id, v, visited)])
	}
	var p mapParts
	for _, e := range l.loose {
		p.notes = append(p.notes, fmt.Sprintf("Also: %s%s%s", esc(g.Nodes[e.From].Label), gl.Arrow, esc(g.Nodes[e.To].Label)))
	}
	for _, e := range edges {
		r, ok := l.routes[e.Key()]
		if !ok {
			continue
		}
		mark := ""
		switch edgeStatus(e, v) {
		case EdgeLocked:
			mark = gl.Locked
			c.legend[legLocked] = true
		case EdgeBlocked:
			mark = gl.Blocked
			c.legend[legBlocked] = true
		}
		c.edge(r, mark)
	}
	p.lines = c.lines()
	p.heading = heading(g, region, esc(v.Title))
	if i := g.RegionIndex(region); i >= 0 && i+1 < len(g.Regions) {
		p.notes = append(p.notes, fmt.Sprintf("Onward: %s, past %s.",
			esc(g.Regions[i+1].Name), esc(g.Nodes[g.Regions[i].Boss].Label)))
	}
	p.legend = legendLine(gl, c.legend)
	p.path = pathStrip(g, v, gl, number, region, esc)
	p.backTo = backToLine(g, v, number, esc)
	return p
}

// stateLegend is the legend entry of each room state.
var stateLegend = map[RoomState]legendKey{
	RoomUnvisited: legUnvisited, RoomCurrent: legCurrent, RoomCleared: legCleared, RoomWaiting: legWaiting,
}

// visitIndex dedups the visited list: membership and 1-based room numbers.
func visitIndex(ids []NodeID) (map[NodeID]bool, map[NodeID]int) {
	seen, number := map[NodeID]bool{}, map[NodeID]int{}
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			number[id] = len(number) + 1
		}
	}
	return seen, number
}

// mapRegion is the region to draw ("" for a single-region zone).
func mapRegion(g Graph, v View) string {
	if len(g.Regions) == 0 {
		return ""
	}
	if _, ok := g.Region(v.Region); ok {
		return v.Region
	}
	if r, ok := g.RegionOf(v.Current); ok {
		return r.ID
	}
	return g.Regions[0].ID
}

// drawnNodes lists the rooms on the map: those of the region, without
// secrets the player has not discovered.
func drawnNodes(g Graph, v View, visited map[NodeID]bool, region string) []NodeID {
	var out []NodeID
	for _, id := range g.NodeOrder {
		n := g.Nodes[id]
		if n.Region != region {
			continue
		}
		if n.Kind == KindSecret && !visited[id] && !v.Discovered[id] && id != v.Current {
			continue
		}
		out = append(out, id)
	}
	return out
}

func edgeStatus(e Edge, v View) EdgeStatus {
	if s, ok := v.Edges[e.Key()]; ok && s != EdgeAsAuthored {
		return s
	}
	if e.Lock.IsLocked() {
		return EdgeLocked
	}
	return EdgeOpen
}

func heading(g Graph, region, title string) string {
	i := g.RegionIndex(region)
	if i < 0 {
		return title
	}
	where := fmt.Sprintf("Region %d/%d: %s", i+1, len(g.Regions), g.Regions[i].Name)
	if title == "" {
		return where
	}
	return title + " — " + where
}

func legendLine(gl Glyphs, used [legendCount]bool) string {
	var parts []string
	for k := range legendCount {
		if used[k] {
			parts = append(parts, gl.legendGlyph(k)+" "+legendWords[k])
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "Legend: " + strings.Join(parts, ", ")
}

// pathStrip numbers the visited rooms of the drawn region in first-entry
// order: "Path: 1 Crypt Threshold → 2 Mourners' Stair → ▶3 …".
func pathStrip(g Graph, v View, gl Glyphs, number map[NodeID]int, region string, esc func(string) string) string {
	var parts []string
	seen := map[NodeID]bool{}
	for _, id := range v.Visited {
		n, ok := g.Nodes[id]
		if !ok || seen[id] || n.Region != region {
			continue
		}
		seen[id] = true
		prefix := ""
		if id == v.Current {
			prefix = gl.Current
		}
		parts = append(parts, fmt.Sprintf("%s%d %s", prefix, number[id], esc(n.Label)))
	}
	if len(parts) == 0 {
		return ""
	}
	return "Path: " + strings.Join(parts, gl.Arrow)
}

// backToLine lists the revisit targets with their room numbers:
// "Back to: 5 Bone Corridor, 6 Branching Passage".
func backToLine(g Graph, v View, number map[NodeID]int, esc func(string) string) string {
	var parts []string
	for _, id := range v.BackTo {
		n, ok := g.Nodes[id]
		if !ok {
			continue
		}
		if k, ok := number[id]; ok {
			parts = append(parts, fmt.Sprintf("%d %s", k, esc(n.Label)))
		} else {
			parts = append(parts, esc(n.Label))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "Back to: " + strings.Join(parts, ", ")
}

// escapeMarkdown backslash-escapes the characters Markdown would read as
// formatting in a label or title.
func escapeMarkdown(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune("\\`*_[]<>#|~", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
