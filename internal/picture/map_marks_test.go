package picture

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// hm qualifies a Haunted Manor room name.
func hm(name string) zonegraph.NodeID {
	return zonegraph.NodeID(string(content.ZoneHauntedManor) + "." + name)
}

// manorAtFoyer is the Haunted Manor at the Grand Foyer, its three-way
// fork, the servants' door (the right-hand branch) still locked.
func manorAtFoyer() (zonegraph.Graph, zonegraph.View) {
	g, _ := content.ZoneGraph(content.ZoneHauntedManor)
	return g, zonegraph.View{
		Title:   "The Haunted Manor",
		Visited: []zonegraph.NodeID{hm("entry"), hm("drive"), hm("porch"), hm("portrait_hall"), hm("parlour"), hm("foyer")},
		Current: hm("foyer"),
		Waiting: map[zonegraph.NodeID]bool{},
		Edges:   map[zonegraph.EdgeKey]zonegraph.EdgeStatus{{From: hm("foyer"), To: hm("servants_passage")}: zonegraph.EdgeLocked},
	}
}

// The padlock of a locked branch of a fork sits on that branch's own
// stretch, past the middle branch, never on the line the branches share
// (where it read as the Ballroom's lock); that shared line keeps the open
// way's grey, and the locked branch is red where it runs alone.
func TestPadlockSitsOnTheLockedBranchOwnStretch(t *testing.T) {
	p := zonegraph.PlanMap(manorAtFoyer())
	_, pic, geo := decoded(t, p)
	lock := wayOf(t, p, zonegraph.EdgeKey{From: hm("foyer"), To: hm("servants_passage")})
	require.Equal(t, zonegraph.EdgeLocked, lock.Status)
	ballroom := geo.roomAt(roomOf(t, p, hm("ballroom")))
	servants := geo.roomAt(roomOf(t, p, hm("servants_passage")))
	m := wayMarkAt(lock, p.Ways, geo)
	assert.Greater(t, m.X, ballroom.X, "the padlock is past the Ballroom's branch")
	assert.LessOrEqual(t, m.X, servants.X)
	assert.Equal(t, colLocked, rgbaAt(pic, pt{m.X, m.Y + 3}), "the padlock's body")

	common := pt{(geo.roomAt(roomOf(t, p, hm("east_gallery"))).X + ballroom.X) / 2, m.Y}
	assert.Equal(t, colLine, rgbaAt(pic, common), "the branches' common line is not drawn locked")
	own := pt{(ballroom.X + m.X) / 2, m.Y}
	assert.Equal(t, colLocked, rgbaAt(pic, own), "the locked branch's own stretch is")
}

// A way with no stretch of its own gets its mark halfway along its line.
func TestWayMarkWithNoStretchOfItsOwnIsHalfway(t *testing.T) {
	p := zonegraph.PlanMap(manorAtFoyer())
	_, _, geo := decoded(t, p)
	w := zonegraph.PlanWay{Line: []zonegraph.GridPoint{{Lane: 0, HalfRow: 0}, {Lane: 0, HalfRow: 2}}}
	twin := w
	twin.Edge = zonegraph.Edge{From: "x", To: "y"}
	m := wayMarkAt(w, []zonegraph.PlanWay{w, twin}, geo)
	assert.Equal(t, geo.at(zonegraph.GridPoint{Lane: 0, HalfRow: 1}), m)
}
