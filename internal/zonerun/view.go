package zonerun

import (
	"slices"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

// MapView is what the player knows of the run, for zonegraph.RenderMarkdown:
// the rooms entered in first-entry order (their numbers are the Path
// strip's), the current room, the secrets found this run (undiscovered ones
// are not drawn), and each way's lock as the player found it: open, blocked
// (a failed check, a missing key) or still locked. A room entered but not
// cleared (an elite backed away from) is marked as waiting, not cleared (the
// room stood in, or left in, counts once done, as RoomsCleared does); an
// ended run marks no room as where the player is. title heads the map. BackTo
// lists the rooms one `!revisit` may walk back to (RevisitTargets), for the
// map's "Back to:" line: none while a fork waits for its answer
// (CheckRevisit).
func MapView(r Run, g zonegraph.Graph, title string) zonegraph.View {
	disc := map[zonegraph.NodeID]bool{}
	for _, id := range r.Discovered {
		disc[id] = true
	}
	waiting := map[zonegraph.NodeID]bool{}
	hereDone := r.hereDone() // the room stood in (or left in) counts as RoomsCleared does
	for _, id := range r.Visited {
		if !r.IsCleared(id) && (id != r.Current || !hereDone) {
			waiting[id] = true
		}
	}
	var back []zonegraph.NodeID
	if CheckRevisit(r, g) == nil { // a fork waiting for its answer holds every walk back
		back = RevisitTargets(r, g)
	}
	current, region := r.Current, ""
	if r.Status.Over() { // the player has left: no "you are here", the last room's region drawn
		current, region = "", g.Nodes[r.Current].Region
	}
	return zonegraph.View{
		Title:      title,
		Region:     region,
		Visited:    slices.Clone(r.Visited),
		Current:    current,
		Waiting:    waiting,
		Discovered: disc,
		Edges:      edgeStatuses(r, g),
		BackTo:     back,
	}
}
