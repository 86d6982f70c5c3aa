package zonerun

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

var t0 = time.Date(2026, time.March, 2, 9, 0, 0, 0, time.UTC)

// hero is a fresh level-1 character of class.
func hero(t testing.TB, class rules.ClassID) rules.Character {
	t.Helper()
	c, err := rules.NewCharacter("Tess", class, rules.Human)
	require.NoError(t, err)
	return c
}

// crypt is the authored Crypt of Valdris graph.
func crypt(t testing.TB) zonegraph.Graph {
	t.Helper()
	g, ok := content.ZoneGraph(content.ZoneCryptValdris)
	require.True(t, ok)
	return g
}

// cid qualifies a crypt room name.
func cid(name string) zonegraph.NodeID {
	return zonegraph.NodeID(string(content.ZoneCryptValdris) + "." + name)
}

// start begins a crypt run with seed.
func start(t testing.TB, ch rules.Character, seed uint64) Step {
	t.Helper()
	st, err := Start(StartParams{ID: 1, UserID: "@u:x", Graph: crypt(t), ZoneTier: 1, Char: ch, Seed: seed, Now: t0})
	require.NoError(t, err)
	return st
}

// at returns a crafted active crypt run standing on node with the given
// rooms visited (in order) and every visited room but node cleared and
// resolved as empty.
func at(node zonegraph.NodeID, visited ...zonegraph.NodeID) Run {
	r := Run{ID: 1, UserID: "@u:x", ZoneID: content.ZoneCryptValdris, Status: StatusActive, Seed: 5, Current: node}
	for _, v := range visited {
		r.Visited = append(r.Visited, v)
		r.RoomsTraversed++
		if v != node {
			r.Cleared = append(r.Cleared, v)
		}
		r.setRoom(v, Room{})
	}
	return r
}

// kinds lists the kinds of events.
func kinds(evs []Event) []EventKind {
	out := make([]EventKind, len(evs))
	for i, e := range evs {
		out[i] = e.Kind
	}
	return out
}

// find returns the first event of kind k.
func find(evs []Event, k EventKind) (Event, bool) {
	for _, e := range evs {
		if e.Kind == k {
			return e, true
		}
	}
	return Event{}, false
}
