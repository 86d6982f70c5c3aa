package content

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

// expectedShape is each zone's authored size: rooms on every luck-free
// path (entry and boss included) and the regions of the multi-region zones
// (room counts and regions: rules §6.1, §6.7).
var expectedShape = map[ZoneID]struct {
	luckFree int
	regions  []string
}{
	ZoneGoblinWarrens: {13, nil},
	ZoneCryptValdris:  {13, nil},
	ZoneForestShadows: {19, nil},
	ZoneSunkenTemple:  {17, nil},
	ZoneHauntedManor:  {24, nil},
	ZoneUnderforge:    {24, nil},
	ZoneUnderdark:     {31, []string{"Surface Tunnels", "Drow Outpost", "Illithid Warren", "Deep Throne"}},
	ZoneFeywild:       {31, nil},
	ZoneDragonsLair:   {39, []string{"Kobold Warrens", "Drake Pens", "The Vault", "Infernax's Chamber"}},
	ZoneAbyssPortal:   {39, []string{"Outer Rift", "Demon Assembly", "Warden's Post", "The Tear"}},
}

// zoneResources are the resource IDs of rules §7.1 by zone, for checking
// the harvest rooms' references.
var zoneResources = map[ZoneID][]ItemID{
	ZoneGoblinWarrens: {"scrap_iron", "alchemy_pouch", "worg_pelt", "crude_weapon_cache", "war_standard", "shaman_reagents"},
	ZoneCryptValdris:  {"grave_soil", "bone_dust", "ancient_coin", "necrotic_essence", "silver_grave_dust", "valdris_seal_fragment"},
	ZoneForestShadows: {"shadow_herb", "beast_pelt", "darkwood", "fey_bloom", "owlbear_feather", "dryads_tears", "biolum_fungi"},
	ZoneSunkenTemple:  {"sea_glass", "deep_coral", "kuotoa_scale", "black_pearl", "aboleth_mucus", "temple_relic", "tidal_crystal"},
	ZoneHauntedManor:  {"spectral_grave_dust", "cursed_trinket", "ghost_silk", "vampire_ash", "shadow_essence", "blackspire_volume", "wraith_core"},
	ZoneUnderforge:    {"iron_ore", "volcanic_glass", "azer_ingot", "fire_essence", "mithral_trace", "forge_core_fragment", "salamander_oil"},
	ZoneUnderdark:     {"ud_mushroom", "spider_silk", "drow_poison", "faerzress_crystal", "mind_flayer_brain", "drow_adamantine", "deep_dragon_chip"},
	ZoneFeywild:       {"fey_dust", "enchanted_petal", "pixie_wing", "wisp_essence", "hag_hair", "timelock_amber", "thornmother_thorn"},
	ZoneDragonsLair:   {"ancient_gold", "volcanic_gem", "drake_blood", "dragon_scale_fragment", "dragonfire_coal", "kobold_trap", "infernax_scale"},
	ZoneAbyssPortal:   {"brimstone_shard", "demon_ichor", "planar_shard", "corrupted_metal", "void_essence", "abyssal_ichor", "portal_fragment"},
}

// shippedGraphs pairs every zone with its graph.
func shippedGraphs(t *testing.T) map[string]zonegraph.Graph {
	t.Helper()
	out := map[string]zonegraph.Graph{}
	for _, z := range Zones() {
		g, ok := ZoneGraph(z.ID)
		require.True(t, ok, "zone %s has no graph", z.ID)
		out[string(z.ID)] = g
	}
	return out
}

func TestEveryZoneHasOneValidGraph(t *testing.T) {
	graphs := ZoneGraphs()
	require.Len(t, graphs, len(Zones()))
	for i, z := range Zones() {
		assert.Equal(t, string(z.ID), graphs[i].ZoneID, "graphs are listed tier 1 first")
		assert.NoError(t, zonegraph.Validate(graphs[i]), z.ID)
		assert.NoError(t, zonegraph.CheckLayout(graphs[i]), z.ID)
		assert.NoError(t, graphMatchesZone(graphs[i]), z.ID)
	}
	_, ok := ZoneGraph("atlantis")
	assert.False(t, ok)
}

// zoneRoomRange returns the fewest and most rooms (entry and boss
// included) on a path through a zone of the given tier (rules §6.1:
// T1 12–14, T2 16–20, T3 22–26, T4 28–34, T5 36–44); 0, 0 outside 1–5.
func zoneRoomRange(tier int) (lo, hi int) {
	ranges := [MaxZoneTier + 1][2]int{{0, 0}, {12, 14}, {16, 20}, {22, 26}, {28, 34}, {36, 44}}
	if tier < 1 || tier > MaxZoneTier {
		return 0, 0
	}
	return ranges[tier][0], ranges[tier][1]
}

func TestRoomCountsFollowTheTier(t *testing.T) {
	for id, g := range shippedGraphs(t) {
		z, _ := ZoneByID(ZoneID(id))
		lo, hi := zoneRoomRange(z.Tier)
		free := g.LuckFreePathStats()
		all := g.AllPathStats()
		want := expectedShape[ZoneID(id)].luckFree
		t.Run(id, func(t *testing.T) {
			assert.Equal(t, want, free.MaxRooms, "longest luck-free path")
			assert.GreaterOrEqual(t, free.MinRooms, lo, "shortest luck-free path")
			assert.LessOrEqual(t, free.MaxRooms, hi, "longest luck-free path")
			assert.GreaterOrEqual(t, all.MinRooms, lo, "shortest path, checks passed")
			assert.LessOrEqual(t, all.MaxRooms, hi, "longest path, secrets taken")
		})
	}
}

func TestForkRulesOfG8(t *testing.T) {
	for id, g := range shippedGraphs(t) {
		z, _ := ZoneByID(ZoneID(id))
		t.Run(id, func(t *testing.T) {
			wantForks := 2
			if z.Tier == 1 {
				wantForks = 1
			}
			assert.GreaterOrEqual(t, len(g.Forks()), wantForks, "forks")
			assert.GreaterOrEqual(t, g.PathsToBoss(), 2, "a forked zone reaches its boss by two paths at least")
			assert.True(t, g.BossReachableWithoutLuck())
			assert.GreaterOrEqual(t, g.LuckFreePathStats().Count, 1)
		})
	}
}

func TestLocksAndSecretsFollowG8(t *testing.T) {
	for id, g := range shippedGraphs(t) {
		t.Run(id, func(t *testing.T) {
			secrets := 0
			for _, e := range g.AllEdges() {
				if e.Lock.IsLocked() {
					assert.NotEmpty(t, e.Hint, "%s -> %s", e.From, e.To)
				}
				assert.NotEqual(t, zonegraph.LockKey, e.Lock.Kind, "no key items exist yet")
			}
			free := g.ReachableWithoutLuck()
			for _, nid := range g.NodeOrder {
				n := g.Nodes[nid]
				if n.Kind != zonegraph.KindSecret {
					continue
				}
				secrets++
				assert.GreaterOrEqual(t, n.Content.LootBias, zonegraph.MinSecretLootBias, nid)
				assert.False(t, free[nid], "%s is reachable without a check", nid)
				for _, in := range g.In(nid) {
					assert.Equal(t, zonegraph.LockPerception, in.Lock.Kind, "secret %s hides behind Perception", nid)
				}
			}
			assert.Positive(t, secrets, "every zone hides a secret room")
		})
	}
}

// TestEveryPathMeetsAnElite checks the boss cannot be reached without
// passing an elite room.
func TestEveryPathMeetsAnElite(t *testing.T) {
	for id, g := range shippedGraphs(t) {
		seen := map[zonegraph.NodeID]bool{g.Entry: true}
		queue := []zonegraph.NodeID{g.Entry}
		for len(queue) > 0 {
			cur := queue[0]
			queue = queue[1:]
			for _, e := range g.Out(cur) {
				if !seen[e.To] && g.Nodes[e.To].Kind != zonegraph.KindElite {
					seen[e.To] = true
					queue = append(queue, e.To)
				}
			}
		}
		assert.False(t, seen[g.Boss], "%s: a path avoids every elite room", id)
	}
}

func TestRoomKindsEveryZoneNeeds(t *testing.T) {
	for id, g := range shippedGraphs(t) {
		z, _ := ZoneByID(ZoneID(id))
		t.Run(id, func(t *testing.T) {
			count := map[zonegraph.NodeKind]int{}
			for _, nid := range g.NodeOrder {
				n := g.Nodes[nid]
				count[n.Kind]++
				assert.LessOrEqual(t, len([]rune(n.Label)), 24, "short label %q", n.Label)
				if n.Kind == zonegraph.KindHarvest {
					assert.Contains(t, zoneResources[ZoneID(id)], n.Content.HarvestRef, "%s harvests its zone's resources", nid)
				} else {
					assert.Empty(t, n.Content.HarvestRef, nid)
				}
			}
			assert.GreaterOrEqual(t, count[zonegraph.KindTrap], 1, "trap rooms")
			assert.GreaterOrEqual(t, count[zonegraph.KindHarvest], 2, "harvest rooms")
			assert.GreaterOrEqual(t, count[zonegraph.KindElite], 2, "elite rooms")
			if z.Tier >= 3 {
				assert.GreaterOrEqual(t, count[zonegraph.KindRestCamp], 1, "a camp room from tier 3")
			}
		})
	}
}

func TestMultiRegionZones(t *testing.T) {
	for id, g := range shippedGraphs(t) {
		z, _ := ZoneByID(ZoneID(id))
		want := expectedShape[ZoneID(id)].regions
		t.Run(id, func(t *testing.T) {
			if want == nil {
				assert.Empty(t, g.Regions)
				return
			}
			require.Len(t, g.Regions, len(want))
			for i, r := range g.Regions {
				assert.Equal(t, want[i], r.Name)
				// rules §6.7: the second and third regions allow a base camp.
				assert.Equal(t, i == 1 || i == 2, r.BaseCamp, r.ID)
				boss := g.Nodes[r.Boss]
				assert.Equal(t, zonegraph.KindBoss, boss.Kind)
				if i < len(z.RegionBosses) {
					assert.Equal(t, string(z.RegionBosses[i]), boss.Content.EncounterOverride)
					out := g.Out(r.Boss)
					require.Len(t, out, 1)
					assert.Equal(t, g.Regions[i+1].Entry, out[0].To)
					assert.Equal(t, zonegraph.Lock{Kind: zonegraph.LockRegionClear, Region: r.ID}, out[0].Lock)
				} else {
					assert.Equal(t, g.Boss, r.Boss)
					assert.Equal(t, string(z.BossID), boss.Content.EncounterOverride)
				}
			}
		})
	}
}

func TestGraphMatchesZoneCatchesWrongBosses(t *testing.T) {
	g, _ := ZoneGraph(ZoneCryptValdris)
	n := g.Nodes[g.Boss]
	n.Content.EncounterOverride = "skeleton"
	g.Nodes[g.Boss] = n
	assert.ErrorContains(t, graphMatchesZone(g), `"skeleton"`)

	ud, _ := ZoneGraph(ZoneUnderdark)
	rb := ud.Nodes[ud.Regions[0].Boss]
	rb.Content.EncounterOverride = "drow"
	ud.Nodes[ud.Regions[0].Boss] = rb
	assert.ErrorContains(t, graphMatchesZone(ud), "region surface_tunnels")

	ud.ZoneID = "atlantis"
	assert.ErrorContains(t, graphMatchesZone(ud), "unknown zone")
}
