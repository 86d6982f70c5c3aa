package original

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestHarvestStateRekeysLegacyRoomsOnNodes(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneCryptValdris)
	require.True(t, ok)
	st, notes := HarvestState(g, HarvestTable{"": {
		"2":                   {{Resource: "grave_soil", Charges: 1, Max: 3}, {Resource: "bone_dust", Charges: 5, Max: 5}},
		"crypt_valdris.r9":    {{Resource: "ancient_coin", Charges: 0, Max: 2}},
		"crypt_valdris.r3":    {{Resource: "grave_soil", Charges: 2, Max: 2}},
		"3":                   {{Resource: "grave_soil", Charges: 2, Max: 2}},
		"crypt_valdris.stair": {{Resource: "dragon_scale", Charges: 1, Max: 1}, {Resource: "bone_dust", Charges: 1, Max: 2}, {Resource: "bone_dust", Charges: 2, Max: 2}},
		"nowhere":             {{Resource: "grave_soil", Charges: 1, Max: 1}},
	}})
	assert.Equal(t, map[zonegraph.NodeID]harvest.Room{
		"crypt_valdris.grave_niches": {Nodes: []harvest.Node{
			harvest.NodeAt("crypt_valdris.grave_niches", "grave_soil", 1, 2),
			harvest.NodeAt("crypt_valdris.grave_niches", "bone_dust", 2, 2),
		}},
		"crypt_valdris.embalming": {Nodes: []harvest.Node{harvest.NodeAt("crypt_valdris.embalming", "ancient_coin", 0, 2)}},
		"crypt_valdris.stair":     {Nodes: []harvest.Node{harvest.NodeAt("crypt_valdris.stair", "bone_dust", 1, 2)}},
	}, st.Rooms, "index 2 and r9 (index 8) walk the main line; an authored ID stays; charges kept, capped at this game's")
	assert.Equal(t, []Note{
		{"harvest", "room 2: bone_dust charges 5/5 become 2/2"},
		{"harvest", "room 3 is crypt_valdris.flagstones, a trap room that does not harvest"},
		{"harvest", "room crypt_valdris.r3 is crypt_valdris.grave_niches again; the first key's nodes are kept"},
		{"harvest", `room crypt_valdris.stair: resource "dragon_scale" is not one of crypt_valdris's; left out`},
		{"harvest", "room crypt_valdris.stair: a second bone_dust node; left out"},
		{"harvest", "room nowhere names no room of crypt_valdris"},
	}, notes)
}

func TestHarvestStateCountsARegionsRoomsFromItsEntry(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneUnderdark)
	require.True(t, ok)
	st, notes := HarvestState(g, HarvestTable{
		"illithid_warren": {"6": {{Resource: "drow_adamantine", Charges: 1, Max: 1}}},
		"surface_tunnels": {"3": {{Resource: "ud_mushroom", Charges: 2, Max: 2}}},
		"sky_palace":      {"1": {{Resource: "ud_mushroom", Charges: 2, Max: 2}}},
	})
	assert.Equal(t, []zonegraph.NodeID{"underdark.adamantine_seam", "underdark.fungus_forest"}, sortedKeys(st.Rooms))
	assert.Equal(t, []Note{{"harvest", "room 1 of region sky_palace names no room of underdark"}}, notes)
}

func TestHarvestTableMergeKeepsTheRunsOwnRooms(t *testing.T) {
	run := HarvestTable{"": {"2": {{Resource: "a", Charges: 1}}}}
	exp := HarvestTable{"": {"2": {{Resource: "b"}}, "4": {{Resource: "c"}}}, "r": {"1": {{Resource: "d"}}}}
	got := run.Merge(exp)
	assert.Equal(t, rules.ItemID("a"), got[""]["2"][0].Resource)
	assert.Equal(t, rules.ItemID("c"), got[""]["4"][0].Resource)
	assert.Equal(t, rules.ItemID("d"), got["r"]["1"][0].Resource)
}

func TestRoomIndexCountsFromTheZoneEntry(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneUnderdark)
	require.True(t, ok)
	tests := []struct {
		region string
		idx    int
		want   zonegraph.NodeID
		ok     bool
	}{
		{"", 3, "underdark.fungus_forest", true},
		{"surface_tunnels", 3, "underdark.fungus_forest", true},
		{"illithid_warren", 6, "underdark.adamantine_seam", true},
		{"sky_palace", 1, "", false},
	}
	for _, tt := range tests {
		idx, ok := RoomIndex(g, tt.region, tt.idx)
		assert.Equal(t, tt.ok, ok, tt.region)
		if ok {
			assert.Equal(t, tt.want, zonerun.LinearWalk(g, idx).Current, tt.region)
		}
	}
}
