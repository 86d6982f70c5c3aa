package harvest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestEveryAttemptSpendsACharge(t *testing.T) {
	c := newChar(t, rules.Fighter)
	cases := []struct {
		name  string
		ctx   Context
		ints  []int // per attempt
		fails int
	}{
		{"successes spend charges", allSucceed, []int{10, 2}, 0}, // d20, 1d3
		{"failures spend charges", allFail, []int{10, 1}, 1},     // d20, quiet noise d20
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			nodes := nodesOf(t, "underforge.gallery", 0, "iron_ore", "mithral_trace", "volcanic_glass")
			total := 0
			var ints []int
			for _, n := range nodes {
				total += n.Charges
			}
			for range total {
				ints = append(ints, tc.ints...)
			}
			r := scripted(t, content.ZoneUnderforge, nodes, c, tc.ctx, &script{t: t, ints: ints})
			assert.Len(t, r.Attempts, total, "one roll per charge")
			assert.Equal(t, tc.fails*total, r.Fails)
			for _, n := range nodes {
				assert.Zero(t, n.Charges, n.ID)
				assert.True(t, n.Depleted(), n.ID)
			}
		})
	}
}

func TestNoRetriesWithinOrAcrossPasses(t *testing.T) {
	c := newChar(t, rules.Fighter)
	room := roomNode(content.ZoneUnderforge, "gallery", zonegraph.KindExploration, "")
	nodes := nodesOf(t, room.ID, 0, "iron_ore", "mithral_trace")
	st := stateWith(room.ID, nodes)
	root := dice.NewStream(3, "run")
	st, first, err := Pass(st, room, c, allSucceed, root)
	require.NoError(t, err)
	perNode := map[string]int{}
	for _, a := range first.Attempts {
		perNode[a.Node]++
	}
	for _, n := range nodes {
		assert.Equal(t, n.Max, perNode[n.ID], "node %s rolls once per charge, never more", n.ID)
	}
	st, second, err := Pass(st, room, c, allSucceed, root)
	require.NoError(t, err)
	assert.True(t, second.Ran)
	assert.Empty(t, second.Attempts, "spent nodes are not retried on a second pass")
	assert.Equal(t, "", second.Footer())
	got, _ := st.Room(room.ID)
	assert.Equal(t, 2, got.Passes)
}

func TestRareNodesAreAttemptedAndCelebrated(t *testing.T) {
	c := newChar(t, rules.Rogue)
	c.Level = 8 // in the Underdark's band: every find kept (rules §6.2)
	room := roomNode(content.ZoneUnderdark, "vault", zonegraph.KindExploration, "")
	st := stateWith(room.ID, nodesOf(t, room.ID, 0, "drow_adamantine", "deep_dragon_chip", "ud_mushroom"))
	st, r, err := Pass(st, room, c, allSucceed, dice.NewStream(5, "run"))
	require.NoError(t, err)
	tried := map[content.ItemID]int{}
	for _, a := range r.Attempts {
		tried[a.Resource]++
	}
	charges := func(id content.ItemID) int { return res(t, id).Charges }
	assert.Equal(t, charges("drow_adamantine"), tried["drow_adamantine"], "a Rare node is attempted like any other: once a charge")
	assert.Equal(t, charges("deep_dragon_chip"), tried["deep_dragon_chip"], "a Very Rare node too")
	assert.Equal(t, charges("ud_mushroom"), tried["ud_mushroom"])
	rare := 0
	for _, y := range r.RareFinds {
		assert.GreaterOrEqual(t, y.Rarity, content.GradeRare)
		rare++
	}
	assert.GreaterOrEqual(t, rare, charges("drow_adamantine")+charges("deep_dragon_chip"), "each Rare+ success gets its own line")
	lines := 0
	for _, e := range r.Events {
		if e.Kind == EventRareFind {
			lines++
			assert.Equal(t, CelebrationKey, e.Key)
			assert.Contains(t, e.Text, "✨")
		}
	}
	assert.Equal(t, rare, lines)
	room2, _ := st.Room(room.ID)
	for _, n := range room2.Nodes {
		assert.Zero(t, n.Charges)
	}
}

func TestGatedNodesAreSkippedAndKeepTheirCharges(t *testing.T) {
	c := newChar(t, rules.Fighter)
	room := roomNode(content.ZoneGoblinWarrens, "den", zonegraph.KindExploration, "")
	st := stateWith(room.ID, nodesOf(t, room.ID, 0, "worg_pelt", "shaman_reagents", "scrap_iron"))
	st, r, err := Pass(st, room, c, allSucceed, dice.NewStream(1, "run"))
	require.NoError(t, err)
	require.Len(t, r.Skipped, 2)
	assert.Equal(t, SkipNeedsKill, r.Skipped[0].Reason)
	assert.Equal(t, SkipClass, r.Skipped[1].Reason)
	got, _ := st.Room(room.ID)
	assert.Equal(t, got.Nodes[0].Max, got.Nodes[0].Charges)
	assert.Equal(t, got.Nodes[1].Max, got.Nodes[1].Charges)
	assert.Zero(t, got.Nodes[2].Charges)

	// With the worg dead, the pelt opens on the next pass.
	ctx := allSucceed
	ctx.Kills = KillsFrom([]content.MonsterID{"worg"})
	_, r, err = Pass(st, room, c, ctx, dice.NewStream(1, "run"))
	require.NoError(t, err)
	require.NotEmpty(t, r.Attempts)
	assert.Equal(t, rules.ItemID("worg_pelt"), r.Attempts[0].Resource)
}

func TestBlockedPassSpendsNothing(t *testing.T) {
	c := newChar(t, rules.Fighter)
	room := roomNode(content.ZoneDragonsLair, "hoard", zonegraph.KindExploration, "")
	st := stateWith(room.ID, nodesOf(t, room.ID, 0, "ancient_gold", "volcanic_gem"))
	st2, r, err := Pass(st, room, c, Context{Mods: EventMods{Blocked: true}}, dice.NewStream(1, "run"))
	require.NoError(t, err)
	assert.True(t, r.Ran)
	assert.Equal(t, SkipBlocked, r.Blocked)
	assert.Empty(t, r.Attempts)
	assert.Equal(t, "", r.Footer())
	got, _ := st2.Room(room.ID)
	for _, n := range got.Nodes {
		assert.Equal(t, n.Max, n.Charges)
	}
}

func TestMiningBlockSkipsOnlyMiningNodes(t *testing.T) {
	c := newChar(t, rules.Fighter)
	room := roomNode(content.ZoneUnderforge, "wells", zonegraph.KindExploration, "")
	st := stateWith(room.ID, nodesOf(t, room.ID, 0, "iron_ore", "fire_essence"))
	ctx := allSucceed
	ctx.Mods.MiningBlocked = true
	_, r, err := Pass(st, room, c, ctx, dice.NewStream(1, "run"))
	require.NoError(t, err)
	require.Len(t, r.Skipped, 1)
	assert.Equal(t, rules.ItemID("iron_ore"), r.Skipped[0].Resource)
	assert.Equal(t, SkipMiningBlocked, r.Skipped[0].Reason)
	for _, a := range r.Attempts {
		assert.Equal(t, rules.ItemID("fire_essence"), a.Resource)
	}
}

func TestPassIsDeterministic(t *testing.T) {
	c := newChar(t, rules.Ranger)
	g, ok := content.ZoneGraph(content.ZoneForestShadows)
	require.True(t, ok)
	var room zonegraph.Node
	for _, n := range g.Nodes {
		if n.Kind == zonegraph.KindHarvest {
			room = n
			break
		}
	}
	ctx := Context{Threat: 55, Wilderness: true}
	run := func(seed uint64) (State, PassResult) {
		st, r, err := Pass(State{}, room, c, ctx, dice.NewStream(seed, "run-1"))
		require.NoError(t, err)
		return st, r
	}
	s1, r1 := run(11)
	s2, r2 := run(11)
	assert.Equal(t, s1, s2)
	assert.Equal(t, r1, r2)
	assert.Equal(t, r1.Footer(), r2.Footer())
}

func TestPassLeavesTheInputStateAlone(t *testing.T) {
	c := newChar(t, rules.Fighter)
	room := roomNode(content.ZoneUnderforge, "gallery", zonegraph.KindExploration, "")
	st := stateWith(room.ID, nodesOf(t, room.ID, 0, "iron_ore"))
	before := st.Clone()
	_, _, err := Pass(st, room, c, allSucceed, dice.NewStream(1, "run"))
	require.NoError(t, err)
	assert.Equal(t, before, st)
}

func TestNodeStateSurvivesBacktracking(t *testing.T) {
	c := newChar(t, rules.Fighter)
	a := roomNode(content.ZoneUnderforge, "a", zonegraph.KindHarvest, "iron_ore")
	b := roomNode(content.ZoneUnderforge, "b", zonegraph.KindExploration, "")
	root := dice.NewStream(9, "run")
	// First visit to A seeds it and spends every charge; then B.
	st, ra, err := Pass(State{}, a, c, allSucceed, root)
	require.NoError(t, err)
	seededA, ok := st.Room(a.ID)
	require.True(t, ok)
	assert.Equal(t, rules.ItemID("iron_ore"), seededA.Nodes[0].Resource, "the featured resource is guaranteed")
	assert.NotEmpty(t, ra.Attempts)
	st, _, err = Pass(st, b, c, allSucceed, root)
	require.NoError(t, err)
	// Put one charge back on A's first node by hand: the revisit must run
	// on the stored nodes, not on a fresh seeding.
	room := st.Rooms[a.ID]
	room.Nodes[0].Charges = 1
	st.Rooms[a.ID] = room
	st, back, err := Pass(st, a, c, allSucceed, root)
	require.NoError(t, err)
	require.Len(t, back.Attempts, 1, "the revisit runs on whatever charges are left")
	assert.Equal(t, seededA.Nodes[0].ID, back.Attempts[0].Node)
	got, _ := st.Room(a.ID)
	assert.Equal(t, 2, got.Passes)
	assert.Len(t, got.Nodes, len(seededA.Nodes), "no reseeding")
	_, seenB := st.Room(b.ID)
	assert.True(t, seenB)
}

func TestOnlyExplorationAndHarvestRoomsRunThePass(t *testing.T) {
	c := newChar(t, rules.Fighter)
	// The ten room kinds (rules §6.3).
	for _, k := range []zonegraph.NodeKind{
		zonegraph.KindEntry, zonegraph.KindExploration, zonegraph.KindTrap, zonegraph.KindElite, zonegraph.KindBoss,
		zonegraph.KindHarvest, zonegraph.KindRestCamp, zonegraph.KindSecret, zonegraph.KindFork, zonegraph.KindMerge,
	} {
		want := k == zonegraph.KindExploration || k == zonegraph.KindHarvest
		assert.Equal(t, want, RunsPass(k), string(k))
		var ref content.ItemID
		if k == zonegraph.KindHarvest {
			ref = "iron_ore"
		}
		room := roomNode(content.ZoneUnderforge, string(k), k, ref)
		st, r, err := Pass(State{}, room, c, allSucceed, dice.NewStream(1, "run"))
		require.NoError(t, err)
		assert.Equal(t, want, r.Ran, string(k))
		_, seeded := st.Room(room.ID)
		assert.Equal(t, want, seeded, string(k))
		if !want {
			assert.Empty(t, r.Attempts, string(k))
			assert.Equal(t, "", r.Footer(), string(k))
		}
	}
}

func TestPassErrors(t *testing.T) {
	c := newChar(t, rules.Fighter)
	_, _, err := Pass(State{}, roomNode("atlantis", "x", zonegraph.KindExploration, ""), c, Context{}, dice.NewStream(1))
	assert.ErrorAs(t, err, &ErrUnknownZone{})
	_, _, err = Pass(State{}, roomNode(content.ZoneUnderforge, "x", zonegraph.KindHarvest, "shadow_herb"), c, Context{}, dice.NewStream(1))
	assert.ErrorAs(t, err, &ErrBadHarvestRef{})
}

func TestUnknownStoredResourceIsSkipped(t *testing.T) {
	c := newChar(t, rules.Fighter)
	room := roomNode(content.ZoneUnderforge, "old", zonegraph.KindExploration, "")
	st := stateWith(room.ID, []Node{{ID: string(room.ID) + "#gone", Resource: "gone", Charges: 2, Max: 2}})
	_, r, err := Pass(st, room, c, allSucceed, dice.NewStream(1))
	require.NoError(t, err)
	require.Len(t, r.Skipped, 1)
	assert.Equal(t, SkipUnknown, r.Skipped[0].Reason)
}

func TestCollectAddsYieldsAndTakesTheNick(t *testing.T) {
	c := newChar(t, rules.Fighter)
	r := PassResult{
		Yields:    []Yield{{Resource: "iron_ore", Name: "Iron Ore", Rarity: content.GradeCommon, Qty: 3}},
		Interrupt: &Interrupt{Kind: NoiseStandard, Monsters: []content.MonsterID{"azer"}, Nick: 4},
	}
	got, err := Collect(c, r)
	require.NoError(t, err)
	assert.Equal(t, 3, got.Inventory.Count("iron_ore"))
	assert.Equal(t, c.HP-4, got.HP)
	assert.Zero(t, c.Inventory.Count("iron_ore"), "the input character is unchanged")
}

// TestFindsUnderTheBandAreKeptByTheirShare: the same pass in the Underdark
// (levels 8-12) keeps every find at level 8, about a tenth of them at level
// 1 (seven levels under, the floor), and every one for a level-1 character
// who set out at level 8 (rules §6.2).
func TestFindsUnderTheBandAreKeptByTheirShare(t *testing.T) {
	room := roomNode(content.ZoneUnderdark, "vault", zonegraph.KindExploration, "")
	total := func(level int, ctx Context) int {
		c := newChar(t, rules.Rogue)
		c.Level = level
		n := 0
		for seed := range uint64(40) {
			st := stateWith(room.ID, nodesOf(t, room.ID, 0, "drow_adamantine", "ud_mushroom"))
			_, r, err := Pass(st, room, c, ctx, dice.NewStream(seed, "run"))
			require.NoError(t, err)
			for _, y := range r.Yields {
				n += y.Qty
			}
		}
		return n
	}
	inBand := total(8, allSucceed)
	require.Positive(t, inBand)
	under := total(1, allSucceed)
	assert.InDelta(t, 0.10, float64(under)/float64(inBand), 0.05, "seven levels under: 10%% of %d", inBand)
	setOut := allSucceed
	setOut.SetOutLevel = 8
	assert.Equal(t, inBand, total(1, setOut), "the level set out at decides")
}
