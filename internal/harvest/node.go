package harvest

import (
	"maps"
	"slices"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Node is one harvest node (rules §7.2): the resource ID of the
// registry it yields, the charges (attempts) left and the charges it holds
// when full. ID is "<graph node ID>#<resource ID>"; a room never holds two
// nodes of the same resource.
type Node struct {
	ID       string         `json:"id"`
	Resource content.ItemID `json:"resource"`
	Charges  int            `json:"charges"`
	Max      int            `json:"max"`
}

// Depleted reports whether the node has no charge left.
func (n Node) Depleted() bool { return n.Charges <= 0 }

// NodeAt returns the node of resource in the graph room room, holding
// charges of max (both attempts); the original game's import keeps a
// node's charges this way.
func NodeAt(room zonegraph.NodeID, resource content.ItemID, charges, max int) Node {
	return Node{ID: nodeID(room, resource), Resource: resource, Charges: charges, Max: max}
}

// nodeID builds a node's ID from its room and resource.
func nodeID(room zonegraph.NodeID, resource content.ItemID) string {
	return string(room) + "#" + string(resource)
}

// Room is the harvest state of one room: its nodes in seeding order and how
// many passes have run there (the count keys the next pass's dice stream,
// so a revisit rolls fresh but reproducible dice).
type Room struct {
	Nodes  []Node `json:"nodes"`
	Passes int    `json:"passes"`
}

// ChargesLeft is the sum of the room's nodes' charges.
func (r Room) ChargesLeft() int {
	n := 0
	for _, x := range r.Nodes {
		n += max(x.Charges, 0)
	}
	return n
}

// Capacity is the sum of the room's nodes' maximum charges.
func (r Room) Capacity() int {
	n := 0
	for _, x := range r.Nodes {
		n += x.Max
	}
	return n
}

// State is one run's harvest state, keyed by zone graph node ID. Its zero
// value is an empty state (no room seeded yet). The store saves it as JSON.
type State struct {
	Rooms map[zonegraph.NodeID]Room `json:"rooms,omitempty"`
}

// Clone returns a deep copy of s.
func (s State) Clone() State {
	if s.Rooms == nil {
		return State{}
	}
	out := State{Rooms: maps.Clone(s.Rooms)}
	for id, r := range out.Rooms {
		r.Nodes = slices.Clone(r.Nodes)
		out.Rooms[id] = r
	}
	return out
}

// Room returns a copy of the harvest state of the room with the given graph
// node ID and whether that room has been seeded.
func (s State) Room(nodeID zonegraph.NodeID) (Room, bool) {
	r, ok := s.Rooms[nodeID]
	if !ok {
		return Room{}, false
	}
	r.Nodes = slices.Clone(r.Nodes)
	return r, true
}

// with returns a copy of s with room id set to r.
func (s State) with(id zonegraph.NodeID, r Room) State {
	out := s.Clone()
	if out.Rooms == nil {
		out.Rooms = map[zonegraph.NodeID]Room{}
	}
	out.Rooms[id] = r
	return out
}
