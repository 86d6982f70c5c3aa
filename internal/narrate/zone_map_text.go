package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ZoneMapLinear renders the map of `!zone map` for a player in text-only
// mode (`!settings text on`, rules §6.11): no drawing and no box-drawing
// characters, but a list a screen reader reads in order. Under the
// heading, one line per room of the drawn region: the rooms entered in
// Path-strip order ("Room 3, Guard Post (exploration, cleared); ways on:
// 4 Armory (locked: needs **Iron Key**), Side Chapel."), then the rooms
// not yet entered ("Not yet entered: Side Chapel; ways on: Antechamber."),
// then the rooms one step back and the region onward. It shows what the
// text map shows: undiscovered secrets stay off, a room not entered shows
// its kind only when it is a boss room. While the tide is in, a flooded
// room says so (rules §8.12).
func ZoneMapLinear(g zonegraph.Graph, z content.Zone, r zonerun.Run) string {
	p := zonegraph.PlanMap(g, zonerun.MapView(r, g, z.Name))
	rooms, entered, ahead := planRooms(p)
	sortByNumber(entered)
	out := map[zonegraph.NodeID][]zonegraph.PlanWay{}
	for _, w := range p.Ways {
		out[w.From] = append(out[w.From], w)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "**%s** (map as text)\n\n", mdtext.Escape(p.Title))
	for _, rm := range entered {
		if rm.State == zonegraph.RoomCurrent {
			fmt.Fprintf(&b, "You are in room %d, %s.\n\n", rm.Number, mdtext.Escape(rm.Label))
		}
	}
	for _, rm := range entered {
		words := roomWords(rm)
		if r.Flooded(rm.ID) {
			words += ", flooded"
		}
		fmt.Fprintf(&b, "- Room %d, %s (%s)%s\n", rm.Number, mdtext.Escape(rm.Label), words, waysOn(g, rm, out[rm.ID], rooms))
	}
	for _, rm := range ahead {
		fmt.Fprintf(&b, "- Not yet entered: %s%s%s\n", mdtext.Escape(rm.Label), aheadNotes(r, rm), waysOn(g, rm, out[rm.ID], rooms))
	}
	if len(p.BackTo) > 0 {
		var back []string
		for _, id := range p.BackTo {
			back = append(back, roomRef(rooms[id]))
		}
		fmt.Fprintf(&b, "\nBack to: %s.\n", strings.Join(back, ", "))
	}
	if p.Onward != "" {
		fmt.Fprintf(&b, "\nOnward: %s, past this region's boss.\n", mdtext.Escape(p.Onward))
	}
	return strings.TrimRight(b.String(), "\n")
}

// planRooms indexes the plan's rooms by ID and picks out those of the
// drawn region: the rooms entered (numbered on the Path strip) and those
// not yet entered, each in the plan's order.
func planRooms(p zonegraph.Plan) (rooms map[zonegraph.NodeID]zonegraph.PlanRoom, entered, ahead []zonegraph.PlanRoom) {
	rooms = map[zonegraph.NodeID]zonegraph.PlanRoom{}
	for _, rm := range p.Rooms {
		rooms[rm.ID] = rm
		if rm.Region != p.Region {
			continue
		}
		if rm.Number > 0 {
			entered = append(entered, rm)
		} else {
			ahead = append(ahead, rm)
		}
	}
	return rooms, entered, ahead
}

// aheadNotes is what the text map says of a room not yet entered: " (boss)"
// for the boss's room, flooded while the tide is in (rules §8.12), or ""
// for neither.
func aheadNotes(r zonerun.Run, rm zonegraph.PlanRoom) string {
	var notes []string
	if rm.Kind == zonegraph.KindBoss {
		notes = append(notes, "boss")
	}
	if r.Flooded(rm.ID) {
		notes = append(notes, "flooded")
	}
	if len(notes) == 0 {
		return ""
	}
	return " (" + strings.Join(notes, ", ") + ")"
}

// sortByNumber orders rooms by their Path-strip number (insertion sort:
// a region holds a few dozen rooms at most).
func sortByNumber(rs []zonegraph.PlanRoom) {
	for i := 1; i < len(rs); i++ {
		for j := i; j > 0 && rs[j].Number < rs[j-1].Number; j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
}

// kindWords names each room kind in the text-only map.
var kindWords = map[zonegraph.NodeKind]string{
	zonegraph.KindEntry: "entry", zonegraph.KindExploration: "exploration", zonegraph.KindTrap: "trap",
	zonegraph.KindElite: "elite", zonegraph.KindBoss: "boss", zonegraph.KindHarvest: "harvest",
	zonegraph.KindRestCamp: "rest camp", zonegraph.KindSecret: "secret", zonegraph.KindFork: "fork", zonegraph.KindMerge: "merge",
}

// roomWords is an entered room's kind and state: "exploration, cleared",
// "elite, a foe waits", "harvest, you are here".
func roomWords(rm zonegraph.PlanRoom) string {
	switch rm.State {
	case zonegraph.RoomCurrent:
		return kindWords[rm.Kind] + ", you are here"
	case zonegraph.RoomWaiting:
		return kindWords[rm.Kind] + ", a foe waits"
	}
	return kindWords[rm.Kind] + ", cleared"
}

// roomRef names a room as the ways and the Back-to line do: its number and
// name once entered, its name alone before.
func roomRef(rm zonegraph.PlanRoom) string {
	if rm.Number > 0 {
		return fmt.Sprintf("%d %s", rm.Number, mdtext.Escape(rm.Label))
	}
	return mdtext.Escape(rm.Label)
}

// waysOn lists room rm's ways out: "; ways on: 4 Armory (locked: needs
// **Iron Key**), Side Chapel.", "; the end of the zone." at the zone boss
// or "; no way on here." for a dead end. A way into another region (a
// region boss's) is named by that region.
func waysOn(g zonegraph.Graph, rm zonegraph.PlanRoom, ws []zonegraph.PlanWay, rooms map[zonegraph.NodeID]zonegraph.PlanRoom) string {
	var parts []string
	for _, w := range ws {
		if rooms[w.To].Region != rm.Region {
			continue // into the next region: named below
		}
		s := roomRef(rooms[w.To])
		switch w.Status {
		case zonegraph.EdgeLocked:
			s += " (locked: " + lockNeed(w.Lock) + ")"
		case zonegraph.EdgeBlocked:
			s += " (shut: you found it closed)"
		}
		parts = append(parts, s)
	}
	for _, e := range g.Out(rm.ID) {
		if reg, ok := g.RegionOf(e.To); ok && reg.ID != rm.Region {
			parts = append(parts, "on to the "+mdtext.Escape(reg.Name)+" region")
		}
	}
	switch {
	case len(parts) > 0:
	case rm.ID == g.Boss:
		return "; the end of the zone."
	default:
		return "; no way on here."
	}
	return "; ways on: " + strings.Join(parts, ", ") + "."
}

// lockNeed says what opens a locked way, without the DC of a roll.
func lockNeed(l zonegraph.Lock) string {
	switch l.Kind {
	case zonegraph.LockKey:
		return "needs **" + ItemName(l.KeyID) + "**"
	case zonegraph.LockLevelMin:
		return fmt.Sprintf("needs level %d", l.MinLevel)
	case zonegraph.LockRegionClear:
		return "opens once this region's boss falls"
	case zonegraph.LockPerception:
		return "a Perception check"
	case zonegraph.LockStatCheck:
		return "a " + AbilityLabel(l.Stat) + " check"
	}
	return "closed"
}
