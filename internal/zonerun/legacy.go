package zonerun

import "github.com/gogobee/gogobee/internal/zonegraph"

// LegacyPosition is where a legacy linear run stands on its zone's graph:
// the current room, the rooms entered (entry first), the rooms passed (all
// entered but the current one) and the regions whose boss was passed.
type LegacyPosition struct {
	Current        zonegraph.NodeID
	Visited        []zonegraph.NodeID
	Cleared        []zonegraph.NodeID
	Region         string
	RegionsCleared []string
}

// LinearWalk derives a legacy linear run's position on the authored graph
// (docs/architecture.md, "Zones at start-up"). A legacy run stored only
// current_room, the 0-based index of its room in a linear sequence; the
// graph that replaced the sequence is walked along its main line, which is
// what a linear run followed: from the entry, take the first listed way
// out of each room that is open or a region_clear way (a linear run past
// that point had beaten the region's boss), currentRoom times. The walk
// stops early at a room with no such way (the boss), so an index past the
// end lands on the last room reached; a negative index counts as 0.
func LinearWalk(g zonegraph.Graph, currentRoom int) LegacyPosition {
	return LinearWalkFrom(g, g.Entry, currentRoom)
}

// LinearWalkFrom is LinearWalk started at the room start instead of the
// entry: the original kept one linear run per region of a multi-region
// zone, so a room index of a region counts from that region's entry.
// Visited and Cleared list the rooms from start on.
func LinearWalkFrom(g zonegraph.Graph, start zonegraph.NodeID, currentRoom int) LegacyPosition {
	pos := LegacyPosition{Current: start, Visited: []zonegraph.NodeID{start}}
	for range max(currentRoom, 0) {
		var next zonegraph.NodeID
		region := ""
		for _, e := range g.Out(pos.Current) {
			if !e.Lock.IsLocked() || e.Lock.Kind == zonegraph.LockRegionClear {
				next, region = e.To, e.Lock.Region
				break
			}
		}
		if next == "" {
			break
		}
		if region != "" {
			addOnce(&pos.RegionsCleared, region)
		}
		addOnce(&pos.Cleared, pos.Current)
		pos.Current = next
		addOnce(&pos.Visited, next)
	}
	pos.Region = g.Nodes[pos.Current].Region
	return pos
}
