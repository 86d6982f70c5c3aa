package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestLinearWalkFollowsTheMainLine(t *testing.T) {
	g := crypt(t)
	tests := []struct {
		index   int
		current zonegraph.NodeID
		rooms   int
	}{
		{-2, cid("entry"), 1},
		{0, cid("entry"), 1},
		{1, cid("stair"), 2},
		{5, cid("fork"), 6},
		{6, cid("main_hall"), 7},
		{7, cid("antechamber"), 8},
		{12, cid("boss"), 13},
		{99, cid("boss"), 13},
	}
	for _, tt := range tests {
		pos := LinearWalk(g, tt.index)
		assert.Equal(t, tt.current, pos.Current, "index %d", tt.index)
		assert.Len(t, pos.Visited, tt.rooms, "index %d", tt.index)
		assert.Equal(t, cid("entry"), pos.Visited[0])
		assert.Equal(t, tt.current, pos.Visited[len(pos.Visited)-1])
		assert.Equal(t, pos.Visited[:len(pos.Visited)-1], append([]zonegraph.NodeID{}, pos.Cleared...), "every room but the current one is passed")
		assert.NotContains(t, pos.Visited, cid("side_chapel"), "the walk never takes a locked way")
	}
}

func TestLinearWalkCrossesRegionsPastTheirBosses(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneUnderdark)
	require.True(t, ok)
	pos := LinearWalk(g, 999)
	assert.Equal(t, g.Boss, pos.Current)
	assert.Equal(t, g.Regions[len(g.Regions)-1].ID, pos.Region)
	var want []string
	for _, r := range g.Regions[:len(g.Regions)-1] {
		want = append(want, r.ID)
	}
	assert.Equal(t, want, pos.RegionsCleared)
	early := LinearWalk(g, 1)
	assert.Equal(t, g.Regions[0].ID, early.Region)
	assert.Empty(t, early.RegionsCleared)
}
