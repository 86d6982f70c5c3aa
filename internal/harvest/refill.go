package harvest

import "github.com/gogobee/gogobee/internal/zonegraph"

// Rest names a rest the harvest nodes may hear about. The camp values equal
// the expedition package's camp types, so harvest.Rest(campType) converts.
type Rest string

// Rests.
const (
	RestShort         Rest = "short"     // a short rest (rules §3.1)
	RestRoughCamp     Rest = "rough"     // a rough camp: no long rest
	RestStandardCamp  Rest = "standard"  // a standard camp's long rest
	RestFortifiedCamp Rest = "fortified" // a fortified camp's long rest
	RestBaseCamp      Rest = "base"      // a base camp's long rest
	RestInn           Rest = "inn"       // the inn, outside any run
)

// RefillsNodes reports whether the rest refills harvest nodes: only a long
// rest at a standard-or-better camp does (rules §7.6).
func (r Rest) RefillsNodes() bool {
	return r == RestStandardCamp || r == RestFortifiedCamp || r == RestBaseCamp
}

// Refill returns a copy of s with every node of every room back to its
// maximum charges. The caller also uses it for the Feywild's time loop
// (rules §8.12), once, when the day's roll is made.
func Refill(s State) State {
	return RefillRooms(s, func(zonegraph.NodeID) bool { return true })
}

// RefillRooms returns a copy of s with every node of the rooms pick
// chooses (by graph node ID) back to its maximum charges; the other rooms
// keep theirs.
func RefillRooms(s State, pick func(room zonegraph.NodeID) bool) State {
	out := s.Clone()
	for id, r := range out.Rooms {
		if !pick(id) {
			continue
		}
		for i := range r.Nodes {
			r.Nodes[i].Charges = r.Nodes[i].Max
		}
		out.Rooms[id] = r
	}
	return out
}

// RefillAfterRest refills every node after a qualifying rest
// (Rest.RefillsNodes) and reports whether it did; after any other rest it
// returns s unchanged and false.
func RefillAfterRest(s State, r Rest) (State, bool) {
	if !r.RefillsNodes() {
		return s, false
	}
	return Refill(s), true
}
