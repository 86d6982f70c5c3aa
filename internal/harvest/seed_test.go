package harvest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestSeedNodeCountsByRoomKind(t *testing.T) {
	cases := []struct {
		kind     zonegraph.NodeKind
		ref      content.ItemID
		min, max int
	}{
		{zonegraph.KindExploration, "", 1, 2},
		{zonegraph.KindHarvest, "volcanic_glass", 3, 4},
		{zonegraph.KindElite, "", 0, 0},
		{zonegraph.KindEntry, "", 0, 0},
	}
	for _, tc := range cases {
		t.Run(string(tc.kind), func(t *testing.T) {
			room := roomNode(content.ZoneUnderforge, "r", tc.kind, tc.ref)
			seen := map[int]bool{}
			for seed := range uint64(200) {
				nodes, err := Seed(room, dice.NewStream(seed, "run"))
				require.NoError(t, err)
				require.GreaterOrEqual(t, len(nodes), tc.min)
				require.LessOrEqual(t, len(nodes), tc.max)
				seen[len(nodes)] = true
				ids := map[content.ItemID]bool{}
				for _, n := range nodes {
					r := res(t, n.Resource)
					assert.Equal(t, content.ZoneUnderforge, r.Zone)
					assert.Equal(t, r.Charges, n.Charges, "nodes start full")
					assert.Equal(t, r.Charges, n.Max)
					assert.Equal(t, string(room.ID)+"#"+string(r.ID), n.ID)
					assert.False(t, ids[r.ID], "no resource twice in a room")
					ids[r.ID] = true
				}
				if tc.ref != "" {
					assert.Equal(t, tc.ref, nodes[0].Resource, "the featured resource comes first")
				}
			}
			if tc.max > 0 {
				assert.True(t, seen[tc.min] && seen[tc.max], "both counts occur: %v", seen)
			}
		})
	}
}

func TestSeedEveryShippedHarvestRoom(t *testing.T) {
	for _, g := range content.ZoneGraphs() {
		for _, n := range g.Nodes {
			if !RunsPass(n.Kind) {
				continue
			}
			nodes, err := Seed(n, dice.NewStream(1, "run"))
			require.NoError(t, err, n.ID)
			require.NotEmpty(t, nodes, n.ID)
			if n.Kind == zonegraph.KindHarvest {
				assert.Equal(t, n.Content.HarvestRef, nodes[0].Resource, n.ID)
			}
		}
	}
}

func TestSeedIsDeterministicPerRoom(t *testing.T) {
	room := roomNode(content.ZoneFeywild, "glade", zonegraph.KindHarvest, "fey_dust")
	a, err := Seed(room, dice.NewStream(4, "run"))
	require.NoError(t, err)
	b, err := Seed(room, dice.NewStream(4, "run"))
	require.NoError(t, err)
	assert.Equal(t, a, b)
}

func TestSeedFavoursCommonResources(t *testing.T) {
	room := roomNode(content.ZoneUnderdark, "tunnel", zonegraph.KindExploration, "")
	count := map[content.Grade]int{}
	for seed := range uint64(2000) {
		nodes, err := Seed(room, dice.NewStream(seed, "run"))
		require.NoError(t, err)
		for _, n := range nodes {
			count[res(t, n.Resource).Rarity]++
		}
	}
	assert.Greater(t, count[content.GradeCommon], count[content.GradeRare])
	assert.Greater(t, count[content.GradeRare], count[content.GradeEpic])
	assert.Positive(t, count[content.GradeEpic], "very rare resources still turn up")
}

func TestSeedErrors(t *testing.T) {
	_, err := Seed(roomNode("atlantis", "r", zonegraph.KindExploration, ""), dice.NewStream(1))
	assert.ErrorAs(t, err, &ErrUnknownZone{})
	_, err = Seed(roomNode(content.ZoneUnderforge, "r", zonegraph.KindHarvest, "no_such"), dice.NewStream(1))
	assert.ErrorAs(t, err, &ErrBadHarvestRef{})
	assert.Contains(t, err.Error(), "no_such")
}
