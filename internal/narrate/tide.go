package narrate

import (
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TideRooms is what the tide has flooded around the player (rules
// §8.12): whether the room the player stands in is under water, and the
// names of the flooded rooms one way on.
type TideRooms struct {
	Here   bool
	WaysOn []string
}

// FloodedHere reads the flooded rooms around the player off run r
// (zonerun.FloodedRooms): nil while the tide is out.
func FloodedHere(r zonerun.Run, g zonegraph.Graph) *TideRooms {
	flooded := zonerun.FloodedRooms(r, g)
	if flooded == nil {
		return nil
	}
	t := &TideRooms{Here: r.Flooded(r.Current)}
	for _, e := range g.Out(r.Current) {
		n, ok := g.Nodes[e.To]
		if !ok || n.Region != g.Nodes[r.Current].Region {
			continue
		}
		for _, id := range flooded {
			if id == e.To {
				t.WaysOn = append(t.WaysOn, mdtext.Escape(n.Label))
			}
		}
	}
	return t
}

// text words the flooded rooms for the status: "this room is flooded (a
// fight here takes 1d6 cold a round) · flooded ways on: Kuo-toa Shrine".
// Without the rooms (nil) it says what the tide does in general.
func (t *TideRooms) text() string {
	if t == nil {
		return fact("tide_floods")
	}
	s := "this room is dry"
	if t.Here {
		s = fact("tide_flooded_here", expedition.Tide().WadingCold)
	}
	if len(t.WaysOn) == 0 {
		return s + " · no flooded way on"
	}
	return s + " · flooded ways on: " + List(t.WaysOn)
}
