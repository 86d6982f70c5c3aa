package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// enterAndHarvest walks r into node and runs the pass, as the zone plugin
// does on every step.
func enterAndHarvest(t *testing.T, r Run, ch rules.Character, node zonegraph.NodeID, hctx harvest.Context) Step {
	t.Helper()
	g := crypt(t)
	st, err := Enter(r, g, ch, node, t0)
	require.NoError(t, err)
	out, err := Harvest(st, g, hctx, t0)
	require.NoError(t, err)
	return out
}

// passOf returns the step's harvest pass.
func passOf(t *testing.T, st Step) harvest.PassResult {
	t.Helper()
	e, ok := find(st.Events, EvHarvest)
	require.True(t, ok, "the step has a harvest pass: %v", kinds(st.Events))
	require.NotNil(t, e.Harvest)
	return *e.Harvest
}

// quietNiches finds a seed whose Grave-Soil Niches pass brings no fight.
func quietNiches(t *testing.T, ch rules.Character) (uint64, Step) {
	t.Helper()
	for seed := uint64(1); seed < 300; seed++ {
		r := at(cid("stair"), cid("entry"), cid("stair"))
		r.Seed = seed
		st := enterAndHarvest(t, r, ch, cid("grave_niches"), harvest.Context{})
		if p := passOf(t, st); p.Interrupt == nil && len(p.Attempts) > 0 {
			return seed, st
		}
	}
	t.Fatal("no seed harvests the niches in peace")
	return 0, Step{}
}

func TestHarvestRunsOnEnteringAHarvestRoomAndFillsThePack(t *testing.T) {
	ch := hero(t, rules.Fighter)
	_, st := quietNiches(t, ch)
	p := passOf(t, st)
	assert.True(t, p.Ran)
	rm, seeded := st.Run.Harvest.Room(cid("grave_niches"))
	require.True(t, seeded, "the room's nodes are kept on the run")
	assert.Equal(t, 1, rm.Passes)
	kept := 0
	for _, n := range rm.Nodes {
		for _, sk := range p.Skipped {
			if sk.Node == n.ID {
				kept += n.Charges
			}
		}
	}
	assert.Equal(t, kept, rm.ChargesLeft(), "a pass without an interrupt spends every charge it may")
	for _, y := range p.Yields {
		assert.Equal(t, ch.Inventory[y.Resource]+y.Qty, st.Char.Inventory[y.Resource], "%s is in the pack", y.Name)
	}
	assert.Equal(t, kinds(st.Events)[len(st.Events)-1], EvHarvest, "the pass follows the room")
}

func TestHarvestSkipsRoomsThatDoNotHarvest(t *testing.T) {
	ch := hero(t, rules.Fighter)
	g := crypt(t)
	for _, node := range []string{"flagstones", "fork", "main_hall"} {
		r := at(cid("corridor"), cid("entry"), cid("stair"), cid("grave_niches"), cid("flagstones"), cid("corridor"))
		if node == "flagstones" {
			r = at(cid("grave_niches"), cid("entry"), cid("stair"), cid("grave_niches"))
		}
		st, err := Enter(r, g, ch, cid(node), t0)
		require.NoError(t, err)
		out, err := Harvest(st, g, harvest.Context{}, t0)
		require.NoError(t, err)
		_, ok := find(out.Events, EvHarvest)
		assert.False(t, ok, "%s runs no pass", node)
		assert.Empty(t, out.Run.Harvest.Rooms, "%s seeds no nodes", node)
	}
}

func TestHarvestNeedsTheStepToBringThePlayerIn(t *testing.T) {
	ch := hero(t, rules.Fighter)
	_, st := quietNiches(t, ch)
	again, err := Harvest(Step{Run: st.Run, Char: st.Char}, crypt(t), harvest.Context{}, t0)
	require.NoError(t, err)
	assert.Empty(t, again.Events, "standing still harvests nothing")
	twice, err := Harvest(st, crypt(t), harvest.Context{}, t0)
	require.NoError(t, err)
	assert.Equal(t, st, twice, "a step is harvested once")
}

func TestNodeStateSurvivesBacktracking(t *testing.T) {
	ch := hero(t, rules.Fighter)
	_, st := quietNiches(t, ch)
	left := st.Run.Harvest.Rooms[cid("grave_niches")]
	on := enterAndHarvest(t, st.Run, st.Char, cid("flagstones"), harvest.Context{})
	back := enterAndHarvest(t, on.Run, on.Char, cid("grave_niches"), harvest.Context{})
	p := passOf(t, back)
	assert.True(t, p.Ran, "walking back in runs the pass again")
	assert.Empty(t, p.Attempts, "on the charges the room has left: none")
	rm := back.Run.Harvest.Rooms[cid("grave_niches")]
	assert.Equal(t, left.Nodes, rm.Nodes, "the same nodes, not a fresh seeding")
	assert.Equal(t, 2, rm.Passes)
	assert.Equal(t, on.Char.Inventory, back.Char.Inventory, "nothing gained from a picked-clean room")

	refilled := back.Run
	refilled.Harvest = harvest.Refill(refilled.Harvest)
	on2 := enterAndHarvest(t, refilled, back.Char, cid("flagstones"), harvest.Context{})
	again := enterAndHarvest(t, on2.Run, on2.Char, cid("grave_niches"), harvest.Context{})
	assert.NotEmpty(t, passOf(t, again).Attempts, "refilled nodes are worked again")
}

func TestHarvestIsTheSameForTheSameSeedRoomAndCharacter(t *testing.T) {
	ch := hero(t, rules.Fighter)
	seed, st := quietNiches(t, ch)
	r := at(cid("stair"), cid("entry"), cid("stair"))
	r.Seed = seed
	again := enterAndHarvest(t, r, ch, cid("grave_niches"), harvest.Context{})
	assert.Equal(t, passOf(t, st), passOf(t, again))
	assert.Equal(t, st.Char, again.Char)
}

func TestTheRunsKillLogOpensKillGatedNodes(t *testing.T) {
	ch := hero(t, rules.Fighter)
	g := crypt(t)
	res, ok := content.ResourceByID("grave_soil")
	require.True(t, ok)
	require.Empty(t, res.RequiresKill)
	// A crafted node of a kill-gated Underforge resource stands in the
	// crypt's niches' place: the gate reads the run's kill log.
	r := at(cid("stair"), cid("entry"), cid("stair"))
	node := cid("grave_niches")
	gated := harvest.Node{ID: string(node) + "#azer_ingot", Resource: "azer_ingot", Charges: 1, Max: 1}
	r.Harvest = harvest.State{Rooms: map[zonegraph.NodeID]harvest.Room{node: {Nodes: []harvest.Node{gated}}}}
	st, err := Enter(r, g, ch, node, t0)
	require.NoError(t, err)
	shut, err := Harvest(st, g, harvest.Context{}, t0)
	require.NoError(t, err)
	require.Len(t, passOf(t, shut).Skipped, 1, "no azer killed yet")

	r.Kills = []content.MonsterID{"azer"}
	st, err = Enter(r, g, ch, node, t0)
	require.NoError(t, err)
	open, err := Harvest(st, g, harvest.Context{}, t0)
	require.NoError(t, err)
	assert.Empty(t, passOf(t, open).Skipped, "an azer fell this run")
	assert.Len(t, passOf(t, open).Attempts, 1)
}

// interruptSeed finds a seed whose niches pass is interrupted by kind.
func interruptSeed(t *testing.T, ch rules.Character, kind harvest.NoiseOutcome) Step {
	t.Helper()
	for seed := uint64(1); seed < 3000; seed++ {
		r := at(cid("stair"), cid("entry"), cid("stair"))
		r.Seed = seed
		st := enterAndHarvest(t, r, ch, cid("grave_niches"), harvest.Context{Threat: 100})
		if p := passOf(t, st); p.Interrupt != nil && p.Interrupt.Kind == kind {
			return st
		}
	}
	t.Fatalf("no seed brings a %s interrupt", kind)
	return Step{}
}

func TestAStandardInterruptIsFoughtAtOnceAfterItsNick(t *testing.T) {
	ch := hero(t, rules.Fighter)
	st := interruptSeed(t, ch, harvest.NoiseStandard)
	p := passOf(t, st)
	f, ok := find(st.Events, EvFightResolved)
	require.True(t, ok, "the fight follows the pass: %v", kinds(st.Events))
	assert.Equal(t, p.Interrupt.Monsters, f.Fight.Monsters)
	assert.Equal(t, combat.KindNormal, f.Fight.Kind)
	_, _, pending := st.Run.PendingFight()
	assert.False(t, pending)
	assert.Nil(t, st.Run.Rooms[cid("grave_niches")].Fight, "the room's own record stays")
	if f.Fight.Result == combat.ResultWon {
		assert.Subset(t, st.Run.Kills, f.Fight.Kills, "the kills join the run's kill log")
	}
}

func TestAnEliteInterruptWaitsAndThePassGoesOnOnceItIsWon(t *testing.T) {
	ch := hero(t, rules.Fighter)
	st := interruptSeed(t, ch, harvest.NoiseElite)
	node, enc, waiting := st.Run.PendingFight()
	require.True(t, waiting, "the elite waits for !fight")
	assert.Equal(t, cid("grave_niches"), node)
	assert.Equal(t, combat.KindElite, enc.Kind)
	assert.NotEmpty(t, enc.Key, "its own combat streams, not the room's")
	spec, err := FightSpec(st.Run, st.Char)
	require.NoError(t, err)
	assert.Equal(t, enc.Key, spec.Key)
	left := st.Run.Harvest.Rooms[node].ChargesLeft()
	require.Positive(t, left, "the interrupt stopped the pass with charges left")

	g := crypt(t)
	won, err := FightOver(st.Run, g, st.Char, combat.Outcome{Result: combat.ResultWon, Rounds: 3, Kills: enc.Monsters}, t0)
	require.NoError(t, err)
	after, err := Harvest(won, g, harvest.Context{}, t0)
	require.NoError(t, err)
	p := passOf(t, after)
	assert.NotEmpty(t, p.Attempts, "the pass works the charges the fight interrupted")
	assert.Equal(t, 2, after.Run.Harvest.Rooms[node].Passes)
	assert.Subset(t, after.Run.Kills, enc.Monsters)
}

func TestThePassComesBeforeTheForkPromptAndAWaitingFightHoldsThePrompt(t *testing.T) {
	ch := hero(t, rules.Fighter)
	g := crypt(t)
	for seed := uint64(1); seed < 3000; seed++ {
		r := at(cid("fork"), cid("entry"), cid("stair"), cid("grave_niches"), cid("flagstones"), cid("corridor"), cid("fork"))
		r.Seed = seed
		st, err := Enter(r, g, ch, cid("side_chapel"), t0)
		require.NoError(t, err)
		if _, fought := find(st.Events, EvFightResolved); fought || st.Run.Prompt == nil {
			continue
		}
		out, err := Harvest(st, g, harvest.Context{Threat: 100}, t0)
		require.NoError(t, err)
		p := passOf(t, out)
		ks := kinds(out.Events)
		if p.Interrupt == nil {
			require.Equal(t, EvForkPrompt, ks[len(ks)-1], "the prompt still closes the step")
			assert.Equal(t, EvHarvest, ks[len(ks)-2], "the pass comes just before it")
			continue
		}
		if p.Interrupt.Kind == harvest.NoiseStandard {
			continue
		}
		assert.Nil(t, out.Run.Prompt, "the fork waits for the fight")
		assert.NotContains(t, ks, EvForkPrompt)
		assert.Equal(t, EvFightPending, ks[len(ks)-1])
		return
	}
	t.Fatal("no seed brings an elite or a patrol to the Side Chapel")
}

func TestHarvestIgnoresRoomsWhoseFightWasLost(t *testing.T) {
	ch := hero(t, rules.Fighter)
	g := crypt(t)
	r := at(cid("corridor"), cid("entry"), cid("stair"), cid("corridor"))
	r.Rooms[cid("corridor")] = Room{Kind: zonegraph.KindExploration, Fight: &Encounter{Monsters: []content.MonsterID{"zombie"}, Result: combat.ResultTimeoutLost}}
	st := Step{Run: r, Char: ch, Events: []Event{{Kind: EvRoomEntered, Node: cid("corridor"), Number: 3}}}
	out, err := Harvest(st, g, harvest.Context{}, t0)
	require.NoError(t, err)
	assert.Equal(t, st, out, "the monster still holds the room")
}

// A standard interrupt the player goes down in leaves the room held by
// its foes: the run ends lost there and the room is not counted cleared
// (rules §8.20: never a room one went down in). Before, the harvest
// room's own record stayed empty, so the report card counted it.
func TestARoomLostToAStandardInterruptIsNotCleared(t *testing.T) {
	ch := hero(t, rules.Mage)
	ch.HP = 1
	for seed := uint64(1); seed < 3000; seed++ {
		r := at(cid("stair"), cid("entry"), cid("stair"))
		r.Seed = seed
		st := enterAndHarvest(t, r, ch, cid("grave_niches"), harvest.Context{Threat: 100})
		f, ok := find(st.Events, EvFightResolved)
		if !ok || f.Fight.Result != combat.ResultDowned {
			continue
		}
		assert.Equal(t, StatusLost, st.Run.Status)
		assert.NotContains(t, st.Run.DoneRooms(), cid("grave_niches"))
		assert.Equal(t, 2, st.Run.RoomsCleared(), "the entry and the stair, not the room lost in")
		assert.False(t, st.Run.HereCleared())
		return
	}
	t.Fatal("no seed downs a 1-HP mage in a standard interrupt")
}
