package content

import (
	"errors"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/dice"
)

// regionMonsters lists the monster IDs of a region's roster.
func regionMonsters(r ZoneRegion, elite bool) []string {
	var out []string
	for _, e := range r.Roster {
		if e.Elite == elite {
			out = append(out, string(e.MonsterID))
		}
	}
	return out
}

func TestRegionRostersKeepEncountersInTheirRegion(t *testing.T) {
	cases := []struct {
		zone, region string
		never        []string // zone monsters the region must not field
	}{
		{string(ZoneUnderdark), "surface_tunnels", []string{"drow_mage", "mind_flayer"}},
		{string(ZoneUnderdark), "drow_outpost", []string{"mind_flayer", "hook_horror", "roper"}},
		{string(ZoneDragonsLair), "kobold_warrens", []string{"guard_drake", "young_red_dragon"}},
		{string(ZoneAbyssPortal), "outer_rift", []string{"nalfeshnee", "marilith"}},
	}
	for _, tc := range cases {
		t.Run(tc.region, func(t *testing.T) {
			z, ok := ZoneByID(ZoneID(tc.zone))
			require.True(t, ok)
			r, ok := z.Region(tc.region)
			require.True(t, ok)
			in := z.InRegion(tc.region)
			s := dice.NewStream(1, "region_roster", tc.region)
			for i := range 2000 {
				elite := i%2 == 0
				id, ok := in.PickMonster(elite, s)
				require.True(t, ok)
				assert.Contains(t, regionMonsters(r, elite), string(id))
				assert.NotContains(t, tc.never, string(id))
			}
		})
	}
}

func TestInRegionLeavesAZoneWithoutThatRegionAlone(t *testing.T) {
	z, ok := ZoneByID(ZoneUnderdark)
	require.True(t, ok)
	assert.Equal(t, z.Roster, z.InRegion("").Roster)
	assert.Equal(t, z.Roster, z.InRegion("nowhere").Roster)
	crypt, ok := ZoneByID(ZoneCryptValdris)
	require.True(t, ok)
	assert.Equal(t, crypt.Roster, crypt.InRegion("surface_tunnels").Roster)
}

func TestEveryMultiRegionZoneHasItsRegionsData(t *testing.T) {
	for _, id := range []string{string(ZoneUnderdark), string(ZoneDragonsLair), string(ZoneAbyssPortal)} {
		z, ok := ZoneByID(ZoneID(id))
		require.True(t, ok)
		g, ok := ZoneGraph(ZoneID(id))
		require.True(t, ok)
		require.Len(t, z.Regions, len(g.Regions), id)
		for i, r := range z.Regions {
			assert.Equal(t, g.Regions[i].ID, r.ID)
			assert.NotEmpty(t, r.Flavor, r.ID)
			assert.Equal(t, i < len(z.Regions)-1, !r.Loot.empty(), "%s: only region bosses have a region table", r.ID)
		}
	}
}

func TestRegionBossKillRollsItsRegionsTable(t *testing.T) {
	cases := []struct {
		zone   string
		boss   MonsterID
		always ItemID
	}{
		{string(ZoneUnderdark), "tunnel_predator", "spider_silk"},
		{string(ZoneUnderdark), "drow_elite_captain", "drow_poison"},
		{string(ZoneUnderdark), "mind_flayer_elder", "mind_flayer_brain"},
		{string(ZoneDragonsLair), "kobold_warchief", "ancient_gold"},
		{string(ZoneAbyssPortal), "marilith_warden", "planar_shard"},
	}
	for _, tc := range cases {
		t.Run(string(tc.boss), func(t *testing.T) {
			z, _ := ZoneByID(ZoneID(tc.zone))
			m, ok := MonsterByID(tc.boss)
			require.True(t, ok)
			drops := RollRegionBossKill(m, z, 1, dice.NewStream(3, "boss", string(tc.boss)))
			assert.True(t, slices.ContainsFunc(drops, func(d Drop) bool { return d.ItemID == tc.always && d.Source == SourceBossAlways }), "%v", drops)
			assert.True(t, slices.ContainsFunc(drops, func(d Drop) bool { return d.Source == SourceCoins && d.Coins > 0 }), "%v", drops)
		})
	}
	z, _ := ZoneByID(ZoneUnderdark)
	drow, _ := MonsterByID("drow")
	for _, d := range RollRegionBossKill(drow, z, 1, dice.NewStream(3, "boss", "drow")) {
		assert.NotEqual(t, SourceBossAlways, d.Source, "a monster that is no region boss has no region table")
	}
}

func TestBrokenRegionDataFailsValidation(t *testing.T) {
	cases := []struct {
		name   string
		mutate func(z *Zone)
		want   string
	}{
		{"a monster from outside the zone", func(z *Zone) { z.Regions[0].Roster[0].MonsterID = "kobold" },
			`zone underdark region surface_tunnels: roster entry "kobold" is not on the zone roster`},
		{"an elite listed as ordinary", func(z *Zone) { z.Regions[0].Roster[2].Elite = false },
			`zone underdark region surface_tunnels: roster entry "roper" has elite=false, the zone roster elite=true`},
		{"no elites", func(z *Zone) { z.Regions[1].Roster = z.Regions[1].Roster[:2] },
			`zone underdark region drow_outpost: roster needs ordinary and elite entries (has 2 ordinary, 0 elite)`},
		{"a region boss without a table", func(z *Zone) { z.Regions[1].Loot = BossLoot{} },
			`zone underdark region drow_outpost: the region boss needs a loot table`},
		{"a table for the final region", func(z *Zone) { z.Regions[3].Loot = z.Regions[0].Loot },
			`zone underdark region deep_throne: the final region's table is the zone boss's`},
		{"an unknown item", func(z *Zone) { z.Regions[0].Loot.Always[0].ItemID = "moonbeam" },
			`zone underdark region surface_tunnels: boss loot references unknown item "moonbeam"`},
		{"no flavor", func(z *Zone) { z.Regions[2].Flavor = nil },
			`zone underdark region illithid_warren: needs flavor lines`},
		{"a region short", func(z *Zone) { z.Regions = z.Regions[:3] },
			`zone underdark: 3 regions for 3 region bosses`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := shippedCatalog()
			tc.mutate(zoneIn(t, &c, string(ZoneUnderdark)))
			err := validateCatalog(c)
			var ve *ValidationError
			require.True(t, errors.As(err, &ve), "want a validation error")
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}
