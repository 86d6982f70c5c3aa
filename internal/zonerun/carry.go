package zonerun

import (
	"slices"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Carry is what a player's earlier run of a zone took and has not grown
// back yet, handed to their next run of it (a zone's loot and harvest nodes
// are per player, and abandoning a run and starting again does not reset
// them). The caller decides whether the zone has grown back (play.CarryFrom:
// a day, or a long rest); a zero Carry is a fresh zone.
//
//   - Spent: rooms entered empty, as if resolved already: no fight, no
//     trap, no treasure. Never a boss or region boss room.
//   - Harvest: the harvest nodes' charges as the earlier run left them.
type Carry struct {
	Spent   []zonegraph.NodeID
	Harvest harvest.State
}

// Leftovers is what run r leaves for the player's next run of the zone
// while it has not grown back: the rooms r won a fight in, took loot from
// or harvested bare (boss and region boss rooms excepted, so the zone can
// always be cleared), the rooms r was handed spent itself, and r's harvest
// state.
func Leftovers(r Run, g zonegraph.Graph) Carry {
	c := Carry{Spent: slices.Clone(r.Spent), Harvest: r.Harvest.Clone()}
	for _, node := range r.Visited {
		rm, ok := r.Rooms[node]
		n, inGraph := g.Node(node)
		if !ok || !inGraph || n.Kind == zonegraph.KindBoss {
			continue
		}
		hr, harvested := r.Harvest.Room(node)
		bare := harvested && harvestedBare(hr)
		taken := len(rm.Loot) > 0 || rm.Fight != nil && won(rm.Fight.Result) || bare
		if taken && !slices.Contains(c.Spent, node) {
			c.Spent = append(c.Spent, node)
		}
	}
	return c
}

// harvestedBare reports whether a room's harvest is spent: it has nodes,
// and every node with a charge left is one a gate keeps shut (a kill, a
// class or a zone event), as the Worg Pelt left alone in a room whose
// other nodes are empty.
func harvestedBare(hr harvest.Room) bool {
	if len(hr.Nodes) == 0 {
		return false
	}
	for _, n := range hr.Nodes {
		if n.Depleted() {
			continue
		}
		res, ok := content.ResourceByID(n.Resource)
		if !ok || res.RequiresKill == "" && res.ClassRestrict == "" && res.Event == "" {
			return false
		}
	}
	return true
}

// GrowBack is run r once its zone has grown back around it (rules §6.10: a
// 06:00 rollover or a long rest after the player's last run of the zone
// ended). No room is Spent any more: those r has not entered yet hold
// their fight, loot and harvest when entered, and those it has stay
// settled (Cleared), as any room walked through does. The harvest nodes r
// was handed (those of rooms it has not entered, and of the spent rooms it
// has) are full again; what r harvested itself stays as it is, so a
// second GrowBack changes nothing. grew reports whether anything changed.
func GrowBack(r Run) (out Run, grew bool) {
	handed := func(room zonegraph.NodeID) bool {
		return !slices.Contains(r.Visited, room) || slices.Contains(r.Spent, room)
	}
	harvestGrew := false
	for id, rm := range r.Harvest.Rooms {
		if handed(id) && rm.ChargesLeft() < rm.Capacity() {
			harvestGrew = true
		}
	}
	if len(r.Spent) == 0 && !harvestGrew {
		return r, false
	}
	out = r.Clone()
	for _, room := range r.Spent {
		if slices.Contains(r.Visited, room) {
			addOnce(&out.Cleared, room)
		}
	}
	out.Spent = nil
	out.Harvest = harvest.RefillRooms(r.Harvest, handed)
	return out, true
}
