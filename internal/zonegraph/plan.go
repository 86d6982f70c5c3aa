package zonegraph

// RoomState is how a room of the map stands for the player (rules §6.11).
type RoomState int

// The room states, as the text map's state marks draw them.
const (
	RoomUnvisited RoomState = iota // not yet entered (·)
	RoomCurrent                    // the player stands here (▶)
	RoomCleared                    // entered and cleared (✓)
	RoomWaiting                    // entered, a foe still waits (⚔)
)

// Plan is the map of a View laid out on a grid, for a picture of it
// (rules §6.11): the same rooms, room states and ways as RenderMarkdown,
// with undiscovered secrets and their edges left out. A multi-region zone
// is drawn from its first region through the view's region, each region a
// band of rows; regions beyond it are not drawn (Onward names the next).
//
// Grid units: a room sits at (Lane, Row), Lane 0 leftmost and Row 0 on top,
// both compacted so an empty lane or row leaves no gap.
type Plan struct {
	// Title heads the map: the view's title and the drawn region, as the
	// text map's heading.
	Title string
	// Region is the view's region ("" for a single-region zone); the text
	// map draws only this one.
	Region string
	// Lanes and Rows are the grid's size.
	Lanes, Rows int
	// Rooms in declaration order.
	Rooms []PlanRoom
	// Ways are the drawn edges, in AllEdges order.
	Ways []PlanWay
	// Bands are the drawn regions in travel order; empty for a
	// single-region zone.
	Bands []PlanBand
	// Onward names the region after the view's region, "" for none.
	Onward string
	// BackTo lists the view's revisit targets (View.BackTo) that are drawn.
	BackTo []NodeID
}

// PlanRoom is one drawn room.
type PlanRoom struct {
	ID        NodeID
	Label     string
	Kind      NodeKind
	Region    string
	Lane, Row int
	State     RoomState
	// Number is the room's number on the Path strip (first-entry order),
	// 0 for a room not entered.
	Number int
}

// GridPoint is a point of a way's line in grid units: a lane, and a row
// counted in halves (2*row is a room's row, 2*row+1 the gap below it).
type GridPoint struct{ Lane, HalfRow int }

// PlanWay is one drawn edge.
type PlanWay struct {
	Edge
	// Status is the way as the player found it: EdgeOpen, EdgeLocked or
	// EdgeBlocked (never EdgeAsAuthored).
	Status EdgeStatus
	// Walked reports that the player has entered both its rooms: the way
	// lies on the visited path.
	Walked bool
	// Line is the way's route from its source room to its target room, as
	// the text map routes it; a way the layout cannot route runs straight
	// (two points).
	Line []GridPoint
}

// PlanBand is one drawn region: rows FirstRow through LastRow.
type PlanBand struct {
	ID, Name          string
	FirstRow, LastRow int
}

// PlanMap lays out what v shows of g for a picture map. It never fails:
// ways the layout cannot route are drawn straight (the text map lists them
// under it; CheckLayout keeps them out of shipped graphs).
func PlanMap(g Graph, v View) Plan {
	visited, number := visitIndex(v.Visited)
	region := mapRegion(g, v)
	drawn, bands := planDrawn(g, v, visited, region)
	edges := edgesWithin(g, drawn)
	l, _ := newLayout(g, drawn, edges) // CheckLayout reports the problems
	p := Plan{Title: heading(g, region, v.Title), Region: region, Lanes: len(l.laneStart), Rows: l.rows}
	for _, id := range drawn {
		n := g.Nodes[id]
		p.Rooms = append(p.Rooms, PlanRoom{ID: id, Label: n.Label, Kind: n.Kind, Region: n.Region,
			Lane: l.lane[id], Row: l.row[id], State: roomState(id, v, visited), Number: number[id]})
	}
	for _, e := range edges {
		p.Ways = append(p.Ways, l.planWay(e, v, visited))
	}
	bandRows(bands, p.Rooms)
	p.Bands = bands
	p.Onward = onwardRegion(g, region)
	p.BackTo = drawnBackTo(drawn, v.BackTo)
	return p
}

// planDrawn is the rooms a picture map draws, in declaration order, and
// its region bands (rows not yet set): a single-region zone's drawn rooms
// and no bands, else each region's from the first through region.
func planDrawn(g Graph, v View, visited map[NodeID]bool, region string) ([]NodeID, []PlanBand) {
	var drawn []NodeID
	var bands []PlanBand
	if len(g.Regions) == 0 {
		drawn = drawnNodes(g, v, visited, region)
	}
	for _, r := range g.Regions {
		drawn = append(drawn, drawnNodes(g, v, visited, r.ID)...)
		bands = append(bands, PlanBand{ID: r.ID, Name: r.Name})
		if r.ID == region {
			break
		}
	}
	return drawn, bands
}

// planWay is edge e as drawn: its status and whether it was walked as the
// player found them, along its route, or straight from room to room when
// the layout could not route it.
func (l *layout) planWay(e Edge, v View, visited map[NodeID]bool) PlanWay {
	w := PlanWay{Edge: e, Status: edgeStatus(e, v), Walked: visited[e.From] && visited[e.To]}
	if r, ok := l.routes[e.Key()]; ok {
		w.Line = r.line()
	} else {
		w.Line = []GridPoint{{l.lane[e.From], 2 * l.row[e.From]}, {l.lane[e.To], 2 * l.row[e.To]}}
	}
	return w
}

// bandRows sets each band's first and last row from the drawn rooms of
// its region (-1 for a band with none).
func bandRows(bands []PlanBand, rooms []PlanRoom) {
	for i := range bands {
		bands[i].FirstRow, bands[i].LastRow = -1, -1
		for _, rm := range rooms {
			if rm.Region != bands[i].ID {
				continue
			}
			if bands[i].FirstRow < 0 || rm.Row < bands[i].FirstRow {
				bands[i].FirstRow = rm.Row
			}
			bands[i].LastRow = max(bands[i].LastRow, rm.Row)
		}
	}
}

// onwardRegion names the region after region in g's travel order, ""
// for none.
func onwardRegion(g Graph, region string) string {
	if i := g.RegionIndex(region); i >= 0 && i+1 < len(g.Regions) {
		return g.Regions[i+1].Name
	}
	return ""
}

// drawnBackTo is the revisit targets of backTo that are among the drawn
// rooms, in backTo's order (nil for none).
func drawnBackTo(drawn, backTo []NodeID) []NodeID {
	drawnSet := map[NodeID]bool{}
	for _, id := range drawn {
		drawnSet[id] = true
	}
	var out []NodeID
	for _, id := range backTo {
		if drawnSet[id] {
			out = append(out, id)
		}
	}
	return out
}

// roomState is the state mark of drawn room id (the text map's too).
func roomState(id NodeID, v View, visited map[NodeID]bool) RoomState {
	switch {
	case id == v.Current:
		return RoomCurrent
	case visited[id] && v.Waiting[id]:
		return RoomWaiting
	case visited[id]:
		return RoomCleared
	}
	return RoomUnvisited
}

// line is the route as grid points: down the vertical lane, across in the
// turn gap, down into the target.
func (r route) line() []GridPoint {
	from := GridPoint{r.fromLane, 2 * r.fromRow}
	to := GridPoint{r.toLane, 2 * r.toRow}
	turn := 2*r.turnGap + 1
	pts := []GridPoint{from}
	if r.fromLane != r.toLane {
		pts = append(pts, GridPoint{r.fromLane, turn}, GridPoint{r.toLane, turn})
	}
	return append(pts, to)
}
