package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestRegionsFollowTheFactsSheet(t *testing.T) {
	cases := []struct {
		zone     content.ZoneID
		names    []string
		bosses   []content.MonsterID
		baseCamp []bool
	}{
		{content.ZoneUnderdark,
			[]string{"Surface Tunnels", "Drow Outpost", "Illithid Warren", "Deep Throne"},
			[]content.MonsterID{"tunnel_predator", "drow_elite_captain", "mind_flayer_elder", "ilvaras"},
			[]bool{false, true, true, false}},
		{content.ZoneDragonsLair,
			[]string{"Kobold Warrens", "Drake Pens", "The Vault", "Infernax's Chamber"},
			[]content.MonsterID{"kobold_warchief", "elder_drake", "hoard_wyrmlings", "infernax"},
			[]bool{false, true, true, false}},
		{content.ZoneAbyssPortal,
			[]string{"Outer Rift", "Demon Assembly", "Warden's Post", "The Tear"},
			[]content.MonsterID{"vrock_commander", "assembly_nalfeshnee", "marilith_warden", "belaxath"},
			[]bool{false, true, true, false}},
	}
	for _, tc := range cases {
		t.Run(string(tc.zone), func(t *testing.T) {
			rs := Regions(tc.zone)
			require.Len(t, rs, 4)
			for i, r := range rs {
				assert.Equal(t, i, r.Order)
				assert.Equal(t, tc.names[i], r.Name)
				assert.Equal(t, tc.bosses[i], r.Boss)
				assert.Equal(t, tc.baseCamp[i], r.BaseCamp)
				assert.Equal(t, i == 3, r.Final)
			}
		})
	}
	assert.Empty(t, Regions(content.ZoneGoblinWarrens))
	assert.Empty(t, Regions("nowhere"))
}

func TestTransitRefusals(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	rs := Regions(content.ZoneAbyssPortal)
	e := departed(t, content.ZoneAbyssPortal, 7)
	at := func(i int, bossDead bool) Position {
		return Position{Node: rs[i].BossNode, Kind: zonegraph.KindBoss, Cleared: true, Region: rs[i].ID, RegionBossDefeated: bossDead}
	}
	pending := e
	pending.PendingNight = &NightEncounter{}
	fight := at(0, true)
	fight.InCombat = true
	cases := []struct {
		name string
		e    Expedition
		pos  Position
		to   string
		err  any
	}{
		{"single-region zone", departed(t, content.ZoneGoblinWarrens, 1), cleared(), "x", &ErrNotMultiRegion{}},
		{"unknown region", e, at(0, true), "the_moon", &ErrUnknownRegion{}},
		{"skipping a region", e, at(0, true), rs[2].ID, &ErrRegionOrder{}},
		{"backwards", e, at(1, true), rs[0].ID, &ErrRegionOrder{}},
		{"boss still stands", e, at(0, false), rs[1].ID, &ErrRegionBossStands{}},
		{"final region without base camp", e, at(2, true), rs[3].ID, &ErrBaseCampRequired{}},
		{"mid-fight", e, fight, rs[1].ID, &ErrInCombat{}},
		{"encounter waiting", pending, at(0, true), rs[1].ID, &ErrEncounterPending{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, _, err := Transit(tc.e, tc.pos, c, tc.to, testRoot(), t0)
			assert.ErrorAs(t, err, tc.err)
			assert.Equal(t, tc.e, got)
		})
	}
}

func TestTransitCostsADayAndAWanderingCheck(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	rs := Regions(content.ZoneUnderdark)
	e := departed(t, content.ZoneUnderdark, 5)
	pos := Position{Node: rs[0].BossNode, Kind: zonegraph.KindBoss, Cleared: true, Region: rs[0].ID, RegionBossDefeated: true}
	got, rep, err := Transit(e, pos, c, rs[1].ID, testRoot(), t0)
	require.NoError(t, err)
	assert.Equal(t, rs[1].ID, got.Region)
	assert.Equal(t, 3.0, rep.Paid)
	assert.Equal(t, 47.0, got.Supplies.Current)
	assert.Equal(t, 3.0, got.Today.SUUsed)
	assert.Equal(t, SourceTransit, rep.Check.Source)
	require.Len(t, rep.Check.Rolls, 1)
	assert.Equal(t, 0, rep.Check.Rolls[0].CampMod)
	if rep.Check.Encounter != nil {
		assert.Equal(t, SourceTransit, got.PendingNight.Source)
	}

	// Tier 4: the final region needs no base camp.
	final := Position{Node: rs[2].BossNode, Kind: zonegraph.KindBoss, Cleared: true, Region: rs[2].ID, RegionBossDefeated: true}
	_, _, err = Transit(e, final, c, rs[3].ID, testRoot(), t0)
	assert.NoError(t, err)
}

func TestTier5FinalRegionOpensWithABaseCamp(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	rs := Regions(content.ZoneDragonsLair)
	e := departed(t, content.ZoneDragonsLair, 7)
	e.BaseCampNode = "dragons_lair.somewhere"
	pos := Position{Node: rs[2].BossNode, Kind: zonegraph.KindBoss, Cleared: true, Region: rs[2].ID, RegionBossDefeated: true}
	got, _, err := Transit(e, pos, c, rs[3].ID, testRoot(), t0)
	require.NoError(t, err)
	assert.Equal(t, rs[3].ID, got.Region)
}

func TestFastTravel(t *testing.T) {
	promise.Shows(t, promise.CampBase)
	rs := Regions(content.ZoneDragonsLair)
	e := departed(t, content.ZoneDragonsLair, 7)
	_, _, err := FastTravel(e, cleared(), t0)
	assert.ErrorAs(t, err, &ErrNoBaseCamp{})

	g, ok := content.ZoneGraph(content.ZoneDragonsLair)
	require.True(t, ok)
	e.BaseCampNode = rs[1].BossNode
	baseNode, _ := g.Node(rs[1].BossNode)
	e.Region = rs[2].ID
	_, _, err = FastTravel(e, Position{Node: e.BaseCampNode, Cleared: true}, t0)
	assert.ErrorAs(t, err, &ErrAtBaseCamp{})
	_, _, err = FastTravel(e, Position{Node: "x", InCombat: true}, t0)
	assert.ErrorAs(t, err, &ErrInCombat{})

	got, node, err := FastTravel(e, cleared(), t0)
	require.NoError(t, err)
	assert.Equal(t, e.BaseCampNode, node)
	assert.Equal(t, baseNode.Region, got.Region)
	assert.Equal(t, e.Supplies.Current, got.Supplies.Current, "fast travel is free")
}

func TestRegionClearedSteadiesThePortal(t *testing.T) {
	rs := Regions(content.ZoneAbyssPortal)
	e := departed(t, content.ZoneAbyssPortal, 7)
	e.Stacks.Instability = 40
	got, err := RegionCleared(e, rs[0].ID, t0)
	require.NoError(t, err)
	assert.Equal(t, 30, got.Stacks.Instability)
	e.Stacks.Instability = 5
	got, err = RegionCleared(e, rs[0].ID, t0)
	require.NoError(t, err)
	assert.Equal(t, 0, got.Stacks.Instability, "never below 0")
	_, err = RegionCleared(e, "nowhere", t0)
	assert.ErrorAs(t, err, &ErrUnknownRegion{})

	under := departed(t, content.ZoneUnderdark, 5)
	got, err = RegionCleared(under, Regions(content.ZoneUnderdark)[0].ID, t0)
	require.NoError(t, err)
	assert.Equal(t, 0, got.Stacks.Instability)
	assert.Len(t, got.Log.Entries, len(under.Log.Entries)+1)
}
