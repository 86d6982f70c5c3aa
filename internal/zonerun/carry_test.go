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

func TestLeftoversAreTheRoomsARunTookFrom(t *testing.T) {
	r := at(cid("main_hall"), cid("entry"), cid("stair"), cid("grave_niches"), cid("corridor"), cid("main_hall"))
	r.Spent = []zonegraph.NodeID{cid("fork")} // handed over spent by the run before
	r.setRoom(cid("stair"), Room{Fight: &Encounter{Monsters: []content.MonsterID{"zombie"}, Result: combat.ResultWon}})
	r.setRoom(cid("grave_niches"), Room{Loot: []content.Drop{{ItemID: "grave_soil", Qty: 1}}})
	r.setRoom(cid("corridor"), Room{Fight: &Encounter{Monsters: []content.MonsterID{"zombie"}, Result: combat.ResultFled}})
	r.setRoom(cid("main_hall"), Room{Fight: &Encounter{Monsters: []content.MonsterID{"specter"}, Result: combat.ResultWon}})
	r.Harvest = harvest.State{Rooms: map[zonegraph.NodeID]harvest.Room{
		cid("grave_niches"): {Passes: 1},
		cid("corridor"):     {Passes: 1, Nodes: []harvest.Node{{ID: "a", Charges: 0, Max: 2}}}, // harvested bare
		cid("entry"):        {Passes: 1, Nodes: []harvest.Node{{ID: "b", Charges: 1, Max: 2}}}, // a charge left
	}}

	c := Leftovers(r, crypt(t))
	assert.ElementsMatch(t, []zonegraph.NodeID{cid("fork"), cid("stair"), cid("grave_niches"), cid("corridor"), cid("main_hall")}, c.Spent,
		"won fights, loot and bare harvest; not a fled fight alone, not a room with charges left")
	assert.Equal(t, r.Harvest, c.Harvest)
	c.Harvest.Rooms[cid("grave_niches")] = harvest.Room{}
	assert.Equal(t, 1, r.Harvest.Rooms[cid("grave_niches")].Passes, "a copy")
}

// A harvest room whose only charges left sit on a gated node (a kill-gated
// pelt left alone) is as bare as an empty one; an open node with a charge
// keeps it harvestable.
func TestHarvestedBareIgnoresGatedNodes(t *testing.T) {
	empty := harvest.Node{ID: "a", Resource: "scrap_iron", Charges: 0, Max: 2}
	gated := harvest.Node{ID: "b", Resource: "worg_pelt", Charges: 2, Max: 2}
	open := harvest.Node{ID: "c", Resource: "scrap_iron", Charges: 1, Max: 2}
	assert.True(t, harvestedBare(harvest.Room{Nodes: []harvest.Node{empty, gated}}))
	assert.False(t, harvestedBare(harvest.Room{Nodes: []harvest.Node{empty, open}}))
	assert.False(t, harvestedBare(harvest.Room{}), "no nodes: nothing was harvested")
}

func TestLeftoversNeverSpendABossRoom(t *testing.T) {
	g := crypt(t)
	r := at(g.Boss, cid("entry"), g.Boss)
	r.setRoom(g.Boss, Room{Fight: &Encounter{Monsters: []content.MonsterID{"valdris"}, Result: combat.ResultWon}, Loot: []content.Drop{{ItemID: "bone_dust", Qty: 1}}})
	assert.Empty(t, Leftovers(r, g).Spent, "the zone can always be cleared again")
}

func TestARunStartsWithTheCarry(t *testing.T) {
	ch := hero(t, rules.Fighter)
	fresh := start(t, ch, 1)
	require.True(t, fresh.Run.resolved(cid("entry")))
	require.False(t, fresh.Run.resolved(cid("stair")))

	carry := Carry{Spent: []zonegraph.NodeID{cid("stair")}, Harvest: harvest.State{Rooms: map[zonegraph.NodeID]harvest.Room{cid("grave_niches"): {Passes: 3}}}}
	st, err := Start(StartParams{ID: 2, UserID: "@u:x", Graph: crypt(t), ZoneTier: 1, Char: ch, Seed: 1, Now: t0, Carry: carry})
	require.NoError(t, err)
	assert.Equal(t, []zonegraph.NodeID{cid("stair")}, st.Run.Spent)
	assert.Equal(t, carry.Harvest, st.Run.Harvest)
	assert.True(t, st.Run.resolved(cid("stair")), "a spent room is entered empty")
	assert.True(t, st.Events[0].Spent, "the start says the zone is not fresh")
	assert.False(t, fresh.Events[0].Spent)

	// Walking into the spent stair resolves nothing there.
	next, err := Advance(st.Run, crypt(t), ch, t0)
	require.NoError(t, err)
	assert.Equal(t, cid("stair"), next.Run.Current)
	_, ok := next.Run.Rooms[cid("stair")]
	assert.False(t, ok, "no fight, trap or treasure rolled")
}

// Once the zone grows back around a run (rules §6.10), the spent rooms it
// has not walked into hold their contents again and the harvest it was
// handed is full; a spent room it already walked into stays spent, and
// what the run emptied itself stays empty.
func TestGrowBackRefillsWhatTheRunWasHanded(t *testing.T) {
	ch := hero(t, rules.Fighter)
	g := crypt(t)
	carry := Carry{Spent: []zonegraph.NodeID{cid("stair"), cid("grave_niches")}, Harvest: harvest.State{Rooms: map[zonegraph.NodeID]harvest.Room{
		cid("grave_niches"): {Passes: 1, Nodes: []harvest.Node{{ID: "a", Charges: 0, Max: 2}}},
		cid("stair"):        {Passes: 1, Nodes: []harvest.Node{{ID: "s", Charges: 0, Max: 1}}},
	}}}
	st, err := Start(StartParams{ID: 2, UserID: "@u:x", Graph: g, ZoneTier: 1, Char: ch, Seed: 1, Now: t0, Carry: carry})
	require.NoError(t, err)
	next, err := Advance(st.Run, g, ch, t0) // into the spent stair
	require.NoError(t, err)
	r := next.Run
	require.Equal(t, cid("stair"), r.Current)
	r.Harvest.Rooms[cid("entry")] = harvest.Room{Passes: 1, Nodes: []harvest.Node{{ID: "e", Charges: 0, Max: 2}}} // this run's own

	grown, grew := GrowBack(r)
	require.True(t, grew)
	assert.Empty(t, grown.Spent)
	assert.True(t, grown.resolved(cid("stair")), "the stair was walked into spent: it stays settled")
	assert.False(t, grown.resolved(cid("grave_niches")), "the niches resolve afresh when entered")
	assert.Equal(t, 2, grown.Harvest.Rooms[cid("grave_niches")].ChargesLeft())
	assert.Equal(t, 1, grown.Harvest.Rooms[cid("stair")].ChargesLeft(), "a handed room's nodes are full again")
	assert.Equal(t, 0, grown.Harvest.Rooms[cid("entry")].ChargesLeft(), "what this run took stays taken")
	assert.Equal(t, []zonegraph.NodeID{cid("stair"), cid("grave_niches")}, r.Spent, "a copy")

	// This run harvests the stair it was handed: the next morning does not
	// fill it again.
	grown.Harvest.Rooms[cid("stair")] = harvest.Room{Passes: 2, Nodes: []harvest.Node{{ID: "s", Charges: 0, Max: 1}}}
	again, grew := GrowBack(grown)
	assert.False(t, grew, "nothing left to grow")
	assert.Equal(t, grown, again)
	_, grew = GrowBack(st.Run.Clone())
	assert.True(t, grew)
	fresh := start(t, ch, 1)
	_, grew = GrowBack(fresh.Run)
	assert.False(t, grew, "a fresh zone has nothing to grow back")
}
