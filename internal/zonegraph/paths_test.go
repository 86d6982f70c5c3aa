package zonegraph

import (
	"testing"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPathsToBossCountsEveryWay(t *testing.T) {
	g := baseGraph(t)
	assert.Equal(t, 3, g.PathsToBoss(), "left, right, right via the secret")
	assert.Equal(t, PathStats{Count: 3, MinRooms: 6, MaxRooms: 7}, g.AllPathStats())
}

func TestLuckFreePathStatsSkipLuckLocks(t *testing.T) {
	g := baseGraph(t)
	assert.Equal(t, PathStats{Count: 1, MinRooms: 6, MaxRooms: 6}, g.LuckFreePathStats())
}

func TestReachableWithoutLuckStopsAtChecks(t *testing.T) {
	g := baseGraph(t)
	assert.Equal(t, []NodeID{"tz.boss", "tz.entry", "tz.fork", "tz.hall", "tz.left", "tz.merge"},
		sortedKeys(g.ReachableWithoutLuck()))
	assert.Len(t, g.Reachable(), 8)
	assert.True(t, g.BossReachableWithoutLuck())
}

func TestReachableWithoutLuckCrossesRegions(t *testing.T) {
	g := regionGraph(t)
	assert.Len(t, g.ReachableWithoutLuck(), 6)
	assert.Equal(t, PathStats{Count: 1, MinRooms: 6, MaxRooms: 6}, g.LuckFreePathStats())
}

func TestForksListsChoicePoints(t *testing.T) {
	g := baseGraph(t)
	assert.Equal(t, []NodeID{"tz.fork", "tz.right"}, g.Forks())
}

func TestPathStatsOnALoopingGraph(t *testing.T) {
	edges := append(baseEdges(), Edge{From: "tz.left", To: "tz.hall"})
	g, err := BuildGraph("tz", baseNodes(), edges, Options{AllowLoopBack: true})
	require.NoError(t, err)
	// Simple paths only: the loop never repeats a room, so the count is
	// unchanged.
	assert.Equal(t, PathStats{Count: 3, MinRooms: 6, MaxRooms: 7}, g.AllPathStats())
}

func TestLuckFreeStatsWithAStatCheckShortcut(t *testing.T) {
	// A shortcut from the hall straight to the merge behind STR DC 14 makes
	// the shortest path shorter but not the luck-free one.
	edges := append(baseEdges(), Edge{From: "tz.hall", To: "tz.merge", Lock: statCheck(rules.STR, 14), Hint: "Rubble."})
	g, err := BuildGraph("tz", baseNodes(), edges, Options{})
	require.NoError(t, err)
	assert.Equal(t, 4, g.AllPathStats().MinRooms)
	assert.Equal(t, 6, g.LuckFreePathStats().MinRooms)
}
