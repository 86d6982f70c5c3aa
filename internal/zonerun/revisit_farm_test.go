package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// farmSeed walks the crypt's first rooms without the run ending and with
// every harvest pass on the way spending all its charges (no interrupt).
const farmSeed = 6

// harvested is one step as the zone plugin saves it: the engine call, then
// the auto-harvest pass (the one harvest code path).
func harvested(t *testing.T, g zonegraph.Graph, st Step, err error) Step {
	t.Helper()
	require.NoError(t, err)
	out, err := Harvest(st, g, harvest.Context{}, t0)
	require.NoError(t, err)
	return out
}

// revisit is a `!revisit n` as the zone plugin saves it.
func revisit(t *testing.T, g zonegraph.Graph, st Step, n int) Step {
	t.Helper()
	next, err := Revisit(st.Run, g, st.Char, n, t0)
	return harvested(t, g, next, err)
}

// attempts counts the harvest rolls of a step.
func attempts(st Step) int {
	n := 0
	for _, e := range st.Events {
		if e.Kind == EvHarvest && e.Harvest != nil {
			n += len(e.Harvest.Attempts)
		}
	}
	return n
}

// TestWalkingBackAndForthFarmsNothing is the farm test
// (rules §9.2: walking back pays nothing): a hundred round trips between two
// cleared rooms pay no XP, loot or coins and harvest nothing, until a long
// rest at a camp refills the nodes; then one trip harvests exactly the
// refilled charges, and the next hundred nothing again.
func TestWalkingBackAndForthFarmsNothing(t *testing.T) {
	g := crypt(t)
	first, err := Start(StartParams{ID: 1, UserID: "@u:x", Graph: g, ZoneTier: 1, Char: hero(t, rules.Fighter), Seed: farmSeed, Now: t0})
	st := harvested(t, g, first, err)
	for st.Run.Current != cid("flagstones") {
		next, err := Advance(st.Run, g, st.Char, t0)
		st = harvested(t, g, next, err)
		require.False(t, st.Run.Status.Over(), "the run ended on the way")
		for _, e := range st.Events {
			if e.Kind == EvHarvest {
				require.Nil(t, e.Harvest.Interrupt, "seed %d: pick one without harvest interrupts", farmSeed)
			}
		}
	}
	for _, room := range []zonegraph.NodeID{cid("stair"), cid("grave_niches")} {
		hr, ok := st.Run.Harvest.Room(room)
		require.True(t, ok, "%s was harvested on the way in", room)
		require.Zero(t, hr.ChargesLeft(), "%s's first pass spent every charge", room)
	}
	st = revisit(t, g, st, 3)

	// roundTrips walks stair (2) <-> niches (3) n times and checks that
	// nothing but the refilled charges ever pays out.
	roundTrips := func(st Step, n int) Step {
		base := st.Char
		rooms := st.Run.Rooms
		for i := range n {
			for _, to := range []int{2, 3} {
				st = revisit(t, g, st, to)
				require.Zero(t, attempts(st), "trip %d: depleted nodes roll nothing", i)
			}
		}
		assert.Equal(t, base.XP, st.Char.XP, "no XP")
		assert.Equal(t, base.Coins, st.Char.Coins, "no coins")
		assert.Equal(t, base.Inventory, st.Char.Inventory, "no loot, no harvest")
		assert.Equal(t, base.HP, st.Char.HP, "no fight, no trap")
		assert.Equal(t, rooms, st.Run.Rooms, "no room resolved again")
		return st
	}
	st = roundTrips(st, 100)

	// A long rest at a standard camp refills the nodes.
	refilled, ok := harvest.RefillAfterRest(st.Run.Harvest, harvest.RestStandardCamp)
	require.True(t, ok)
	st.Run.Harvest = refilled
	stairMax := maxCharges(t, refilled, cid("stair"))
	nichesMax := maxCharges(t, refilled, cid("grave_niches"))
	before := st.Char
	st = revisit(t, g, st, 2)
	assert.Equal(t, stairMax, attempts(st), "the stair's refilled charges, one roll each")
	st = revisit(t, g, st, 3)
	assert.Equal(t, nichesMax, attempts(st), "the niches' refilled charges, one roll each")
	assert.Equal(t, before.XP, st.Char.XP, "harvesting pays no XP")
	assert.Equal(t, before.Coins, st.Char.Coins, "harvesting pays no coins")
	for id, n := range st.Char.Inventory {
		if n > before.Inventory[id] {
			_, isResource := content.ResourceByID(id)
			assert.True(t, isResource, "only harvested resources are new: %s", id)
		}
	}
	roundTrips(st, 100)
}

// maxCharges sums the charges of room's nodes, all full after a refill.
func maxCharges(t *testing.T, s harvest.State, room zonegraph.NodeID) int {
	t.Helper()
	r, ok := s.Room(room)
	require.True(t, ok)
	require.NotEmpty(t, r.Nodes)
	n := 0
	for _, nd := range r.Nodes {
		require.Equal(t, nd.Max, nd.Charges)
		n += nd.Max
	}
	return n
}
