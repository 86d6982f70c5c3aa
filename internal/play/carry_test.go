package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// The zone grows back at the first 06:00 local after the run ended, or
// with a long rest begun after it.
func TestCarryFromGrowsBackOnTheRulesRefill(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneCryptValdris)
	require.True(t, ok)
	stair := zonegraph.NodeID(content.ZoneCryptValdris + ".stair")
	loc := time.FixedZone("UTC+2", 2*3600)
	ended := time.Date(2026, 3, 2, 20, 0, 0, 0, loc) // 20:00 local; the zone grows back at 06:00 on the 3rd
	prev := zonerun.Run{ZoneID: content.ZoneID(g.ZoneID), Status: zonerun.StatusAbandoned, EndedAt: ended,
		Visited: []zonegraph.NodeID{g.Entry, stair},
		Rooms:   map[zonegraph.NodeID]zonerun.Room{stair: {Fight: &zonerun.Encounter{Monsters: []content.MonsterID{"zombie"}, Result: combat.ResultWon}}}}
	c, err := rules.NewCharacter("Tess", rules.Fighter, rules.Human)
	require.NoError(t, err)
	rested := c
	rested.LastLongRest = ended.Add(time.Hour)
	restedAtOnce := c
	restedAtOnce.LastLongRest = ended // the rest begun the moment the run ended
	restedBefore := c
	restedBefore.LastLongRest = ended.Add(-time.Minute)
	other := prev
	other.ZoneID = content.ZoneGoblinWarrens
	running := prev
	running.Status = zonerun.StatusActive

	cases := []struct {
		name  string
		prev  zonerun.Run
		c     rules.Character
		now   time.Time
		spent bool
	}{
		{"the same evening: spent", prev, c, ended.Add(2 * time.Hour), true},
		{"05:59 next day: still spent", prev, c, time.Date(2026, 3, 3, 5, 59, 0, 0, loc), true},
		{"06:00 next day: grown back", prev, c, time.Date(2026, 3, 3, 6, 0, 0, 0, loc), false},
		{"a long rest since: grown back", prev, rested, ended.Add(9 * time.Hour / 4), false},
		{"a long rest begun as it ended: grown back", prev, restedAtOnce, ended.Add(12 * time.Hour / 4), false},
		{"a long rest before it ended: still spent", prev, restedBefore, ended.Add(2 * time.Hour), true},
		{"another zone's run carries nothing", other, c, ended.Add(time.Hour), false},
		{"a run still going carries nothing", running, c, ended.Add(time.Hour), false},
	}
	for _, tc := range cases {
		got := CarryFrom(tc.prev, g, tc.c, tc.now, loc)
		if tc.spent {
			assert.Equal(t, []zonegraph.NodeID{stair}, got.Spent, tc.name)
		} else {
			assert.Zero(t, got, tc.name)
		}
	}
}

// Rooms a run was handed spent grow back at the rollover after it began,
// even if it ends later: only what it emptied itself carries on (a tryout
// found a run held open across 06:00 passing its inherited rooms on for
// ever).
func TestCarryFromDropsWhatTheRunInheritedOnceARolloverPassed(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneCryptValdris)
	require.True(t, ok)
	stair, niches := zonegraph.NodeID(content.ZoneCryptValdris+".stair"), zonegraph.NodeID(content.ZoneCryptValdris+".grave_niches")
	started := time.Date(2026, 3, 2, 20, 0, 0, 0, time.UTC)
	prev := zonerun.Run{ZoneID: content.ZoneID(g.ZoneID), Status: zonerun.StatusAbandoned, StartedAt: started,
		EndedAt: started.Add(13 * time.Hour), // 09:00 next day: a rollover in between
		Spent:   []zonegraph.NodeID{stair},   // handed spent by the run before
		Visited: []zonegraph.NodeID{g.Entry, stair, niches},
		Rooms:   map[zonegraph.NodeID]zonerun.Room{niches: {Fight: &zonerun.Encounter{Monsters: []content.MonsterID{"zombie"}, Result: combat.ResultWon}}},
		Harvest: harvest.State{Rooms: map[zonegraph.NodeID]harvest.Room{
			niches: {Passes: 1, Nodes: []harvest.Node{{ID: "n", Charges: 0, Max: 2}}}, // its own harvest
			stair:  {Passes: 1, Nodes: []harvest.Node{{ID: "s", Charges: 0, Max: 1}}}, // handed bare
		}}}
	c, err := rules.NewCharacter("Tess", rules.Fighter, rules.Human)
	require.NoError(t, err)

	got := CarryFrom(prev, g, c, prev.EndedAt.Add(time.Hour), time.UTC)
	assert.Equal(t, []zonegraph.NodeID{niches}, got.Spent, "what it emptied itself")
	assert.Equal(t, 1, got.Harvest.Rooms[stair].ChargesLeft(), "the handed charges grew back at the rollover")
	assert.Equal(t, 0, got.Harvest.Rooms[niches].ChargesLeft(), "what it harvested itself stays as it left it, as the spent room's line says")

	prev.StartedAt = prev.EndedAt.Add(-time.Hour) // began after the rollover: everything carries
	got = CarryFrom(prev, g, c, prev.EndedAt.Add(time.Hour), time.UTC)
	assert.ElementsMatch(t, []zonegraph.NodeID{stair, niches}, got.Spent)
	assert.NotEmpty(t, got.Harvest.Rooms)
}
