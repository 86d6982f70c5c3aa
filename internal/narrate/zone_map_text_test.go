package narrate

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// boxDrawing holds the characters of the drawn map (its lines, marks and
// state glyphs), none of which a text-only map may hold.
const boxDrawing = "│─┘┐┤└┌├┴┬┼╳⚿▶✓⚔·☠★"

// TestZoneMapLinearReadsInOrder describes a crypt run standing in the Main
// Hall, its elite waiting: the rooms entered by number with their kind
// and state, the ways on with the lock, the rooms ahead without their
// kind (the boss's aside), the way back; no drawing, and the reliquary the
// player never found stays off.
func TestZoneMapLinearReadsInOrder(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneCryptValdris)
	require.True(t, ok)
	z, ok := content.ZoneByID(content.ZoneCryptValdris)
	require.True(t, ok)
	cv := func(n string) zonegraph.NodeID { return zonegraph.NodeID(string(content.ZoneCryptValdris) + "." + n) }
	r := zonerun.Run{ID: 1, ZoneID: content.ZoneCryptValdris, Status: zonerun.StatusActive, Seed: 3, Current: cv("main_hall"),
		Visited: []zonegraph.NodeID{cv("entry"), cv("stair"), cv("grave_niches"), cv("flagstones"), cv("corridor"), cv("fork"), cv("main_hall")},
		Cleared: []zonegraph.NodeID{cv("entry"), cv("stair"), cv("grave_niches"), cv("flagstones"), cv("corridor"), cv("fork")}}
	got := ZoneMapLinear(g, z, r)
	want := []string{
		"**The Crypt of Valdris** (map as text)",
		"You are in room 7, Main Hall.",
		"- Room 1, Crypt Threshold (entry, cleared); ways on: 2 Mourners' Stair.",
		"- Room 6, Branching Passage (fork, cleared); ways on: 7 Main Hall, Side Chapel (locked: a Perception check).",
		"- Room 7, Main Hall (elite, you are here); ways on: Antechamber.",
		"- Not yet entered: Side Chapel; ways on: Antechamber.",
		"- Not yet entered: Valdris's Sanctum (boss); the end of the zone.",
	}
	for _, w := range want {
		assert.Contains(t, got, w)
	}
	assert.Less(t, strings.Index(got, "Room 6,"), strings.Index(got, "Room 7,"), "rooms in Path order")
	assert.Less(t, strings.Index(got, "Room 7,"), strings.Index(got, "Not yet entered"), "rooms entered first")
	assert.NotContains(t, got, "Hidden Reliquary", "an undiscovered secret stays off")
	assert.False(t, strings.ContainsAny(got, boxDrawing), "no drawing in text only:\n%s", got)
	assert.NotContains(t, got, "```")
}

// TestZoneMapLinearMultiRegion describes the Underdark's first region at
// its boss: the way into the next region is named, and so is the region
// onward.
func TestZoneMapLinearMultiRegion(t *testing.T) {
	g, ok := content.ZoneGraph("underdark")
	require.True(t, ok)
	z, ok := content.ZoneByID("underdark")
	require.True(t, ok)
	ud := func(n string) zonegraph.NodeID { return zonegraph.NodeID("underdark." + n) }
	before := []zonegraph.NodeID{ud("entry"), ud("dripping_gallery"), ud("three_mouths"), ud("spider_crawl"), ud("webbed_cleft"), ud("confluence"),
		ud("faerzress_glow"), ud("predator_approach")}
	r := zonerun.Run{ID: 2, ZoneID: "underdark", Status: zonerun.StatusActive, Region: "surface_tunnels", Current: ud("predator_lair"),
		Visited: append(before, ud("predator_lair")), Cleared: before}
	got := ZoneMapLinear(g, z, r)
	assert.Contains(t, got, "Region 1/4: Surface Tunnels")
	assert.Contains(t, got, "- Room 3, Three Mouths (fork, cleared); ways on: Fungus Forest, Echoing Shaft, 4 Spider Crawl.")
	assert.Contains(t, got, "- Room 9, Tunnel Predator's Lair (boss, you are here); ways on: on to the Drow Outpost region.")
	assert.Contains(t, got, "Onward: Drow Outpost, past this region's boss.")
	assert.NotContains(t, got, "Outpost Gate", "the next region's rooms are not listed")
	assert.False(t, strings.ContainsAny(got, boxDrawing))
}
