package zonerun

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// atMainHall is a crafted crypt run in the Main Hall, reached through the
// fork, every room before it cleared and resolved as empty.
func atMainHall() Run {
	r := at(cid("main_hall"), cid("entry"), cid("stair"), cid("grave_niches"), cid("flagstones"), cid("corridor"), cid("fork"), cid("main_hall"))
	r.Forks = map[zonegraph.NodeID]Prompt{cid("fork"): {Node: cid("fork"), Chosen: cid("main_hall"), Options: []Option{
		{To: cid("main_hall"), Open: true}, {To: cid("side_chapel"), Lock: zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 12}, Open: true},
	}}}
	return r
}

func TestRevisitWalksAnEdgeInEitherDirection(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	r := atMainHall()
	assert.Equal(t, []zonegraph.NodeID{cid("fork")}, RevisitTargets(r, g), "from the Main Hall only the fork is one step back")

	// Main Hall -> fork walks the edge fork -> main_hall in reverse.
	back, err := Revisit(r, g, ch, 6, t0)
	require.NoError(t, err)
	assert.Equal(t, cid("fork"), back.Run.Current)
	assert.Equal(t, []zonegraph.NodeID{cid("corridor"), cid("main_hall")}, RevisitTargets(back.Run, g),
		"from the fork: the corridor (an edge into it) and the Main Hall (an edge out of it)")

	// fork -> Main Hall walks the edge fork -> main_hall forwards.
	again, err := Revisit(back.Run, g, back.Char, 7, t0)
	require.NoError(t, err)
	assert.Equal(t, cid("main_hall"), again.Run.Current)
	assert.Equal(t, 7, again.Run.CurrentRoom(), "a room keeps its number")
	assert.Equal(t, r.Visited, again.Run.Visited, "a revisit never appends to the path")
	assert.Equal(t, r.RoomsTraversed+2, again.Run.RoomsTraversed, "every step counts")
}

func TestRevisitEventsAndCounters(t *testing.T) {
	g := crypt(t)
	r := atMainHall()
	st, err := Revisit(r, g, hero(t, rules.Fighter), 6, t0)
	require.NoError(t, err)
	assert.Equal(t, []EventKind{EvDoubledBack, EvRoomEntered, EvForkReopened}, kinds(st.Events))
	db := st.Events[0]
	assert.Equal(t, cid("fork"), db.Node)
	assert.Equal(t, 6, db.Number)
	assert.Equal(t, cid("main_hall"), db.To, "the room left")
	assert.True(t, st.Events[1].Revisit)
	assert.True(t, st.Run.IsCleared(cid("main_hall")), "the room left is cleared")
	assert.Equal(t, len(r.Cleared)+1, len(st.Run.Cleared))
	assert.Equal(t, r.RoomsCleared(), st.Run.RoomsCleared(), "the room left counted once done, before it was left")
	assert.Equal(t, t0, st.Run.UpdatedAt)

	on, err := Revisit(st.Run, g, st.Char, 5, t0)
	require.NoError(t, err)
	assert.Equal(t, []EventKind{EvDoubledBack, EvRoomEntered}, kinds(on.Events), "the corridor is no fork")
	assert.Equal(t, st.Run.RoomsCleared(), on.Run.RoomsCleared(), "clearing the fork again changes nothing")
}

func TestRevisitRefusals(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	pendingFight := atMainHall()
	pendingFight.setRoom(cid("main_hall"), Room{Kind: zonegraph.KindElite, Fight: &Encounter{Monsters: []content.MonsterID{"wight"}, Kind: combat.KindElite, Pending: true}})
	prompt := at(cid("fork"), cid("entry"), cid("stair"), cid("grave_niches"), cid("flagstones"), cid("corridor"), cid("fork"))
	prompt.Prompt = &Prompt{Node: cid("fork"), Options: []Option{{To: cid("main_hall"), Open: true}}}
	over := atMainHall()
	over.Status = StatusLost
	tests := []struct {
		name string
		run  Run
		n    int
		want error
	}{
		{"room zero", atMainHall(), 0, ErrNotVisited{N: 0, Rooms: 7}},
		{"not visited yet", atMainHall(), 8, ErrNotVisited{N: 8, Rooms: 7}},
		{"the current room", atMainHall(), 7, ErrAlreadyHere{N: 7}},
		{"not adjacent", atMainHall(), 5, ErrNotAdjacent{N: 5, Node: cid("corridor"), Targets: []zonegraph.NodeID{cid("fork")}}},
		{"not adjacent, far back", atMainHall(), 1, ErrNotAdjacent{N: 1, Node: cid("entry"), Targets: []zonegraph.NodeID{cid("fork")}}},
		{"a fork prompt waits", prompt, 5, ErrPromptWaiting},
		{"the run is over", over, 6, ErrRunOver},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := tt.run.Clone()
			_, err := Revisit(tt.run, g, ch, tt.n, t0)
			require.Error(t, err)
			assert.Equal(t, tt.want, err)
			assert.Equal(t, before, tt.run.Clone(), "a refusal changes nothing")
		})
	}
}

func TestRevisitBacksOutOfAWaitingFightAndItStillWaits(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	r := atMainHall()
	hall := cid("main_hall")
	r.setRoom(hall, Room{Kind: zonegraph.KindElite, Fight: &Encounter{Monsters: []content.MonsterID{"wight"}, Kind: combat.KindElite, Pending: true}})
	r.Cleared = slices.DeleteFunc(r.Cleared, func(n zonegraph.NodeID) bool { return n == hall })

	out, err := Revisit(r, g, ch, 6, t0)
	require.NoError(t, err)
	assert.Equal(t, cid("fork"), out.Run.Current)
	assert.False(t, out.Run.IsCleared(hall), "walking out of a waiting fight does not clear its room")
	_, _, waiting := out.Run.PendingFight()
	assert.False(t, waiting, "nothing waits at the fork")

	back, err := Revisit(out.Run, g, ch, 7, t0)
	require.NoError(t, err)
	_, enc, waiting := back.Run.PendingFight()
	require.True(t, waiting, "the wight still waits in the hall")
	assert.Equal(t, []content.MonsterID{"wight"}, enc.Monsters)
	e, ok := find(back.Events, EvFightPending)
	require.True(t, ok, "walking back in announces it again")
	assert.Equal(t, []content.MonsterID{"wight"}, e.Fight.Monsters)
	_, err = Advance(back.Run, g, ch, t0)
	assert.Equal(t, ErrFightPending{Monster: "wight"}, err, "and it still bars the way on")
}

func TestRevisitNeverCrossesARegionBoundary(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneUnderdark)
	require.True(t, ok)
	first, second := g.Regions[0], g.Regions[1]
	r := Run{ID: 1, ZoneID: content.ZoneID(g.ZoneID), Status: StatusActive, Seed: 2, Current: second.Entry, Region: second.ID,
		Visited: []zonegraph.NodeID{g.Entry, first.Boss, second.Entry}, Cleared: []zonegraph.NodeID{g.Entry, first.Boss},
		RegionsCleared: []string{first.ID}}
	require.True(t, g.Adjacent(first.Boss, second.Entry), "the regions meet at an edge")
	assert.Empty(t, RevisitTargets(r, g), "the only neighbour visited lies in the region behind")
	_, err := Revisit(r, g, hero(t, rules.Fighter), 2, t0)
	assert.Equal(t, ErrOtherRegion{N: 2, Node: first.Boss, Region: first.ID}, err)

	// `!retreat` has no room to fall back to, and says it is the border
	// that holds it, not that no cleared room is behind
	assert.Empty(t, RetreatTarget(r, g))
	assert.Equal(t, ErrOtherRegion{N: 2, Node: first.Boss, Region: first.ID}, RetreatAcrossBorder(r, g))
	r.Current, r.Region = first.Boss, first.ID
	assert.NoError(t, RetreatAcrossBorder(r, g), "within a region nothing is across a border")
}

func TestARevisitedRoomNeverResolvesAgain(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	st := start(t, ch, 3)
	for st.Run.Current != cid("flagstones") {
		next, err := Advance(st.Run, g, st.Char, t0)
		require.NoError(t, err)
		require.False(t, next.Run.Status.Over())
		st = next
	}
	// The Mourners' Stair is left unresolved on purpose, as a legacy run
	// would leave it: a revisit must not resolve it either.
	legacy := st.Run.Clone()
	delete(legacy.Rooms, cid("stair"))
	legacy.Cleared = []zonegraph.NodeID{cid("entry"), cid("grave_niches")}

	for _, r := range []Run{st.Run, legacy} {
		cur, char := r, st.Char
		for _, n := range []int{3, 2, 3, 4, 3, 2, 1, 2} {
			next, err := Revisit(cur, g, char, n, t0)
			require.NoError(t, err, "to room %d", n)
			for _, e := range next.Events {
				assert.Contains(t, []EventKind{EvDoubledBack, EvRoomEntered, EvForkReopened}, e.Kind, "room %d", n)
			}
			assert.Equal(t, char, next.Char, "no XP, HP, coins or items change")
			assert.Equal(t, cur.Rooms, next.Run.Rooms, "no room's contents change")
			assert.Equal(t, cur.Discovered, next.Run.Discovered)
			cur, char = next.Run, next.Char
		}
	}
}

func TestForkRepickOpensAKeyLockFoundSince(t *testing.T) {
	g := lockGraph(t)
	ch := hero(t, rules.Fighter)
	r := Run{ID: 1, ZoneID: content.ZoneID(g.ZoneID), Status: StatusActive, Seed: 9, Current: "goblin_warrens.entry", Visited: []zonegraph.NodeID{"goblin_warrens.entry"}, RoomsTraversed: 1,
		Rooms: map[zonegraph.NodeID]Room{"goblin_warrens.entry": {Kind: zonegraph.KindEntry}}}
	first, err := Advance(r, g, ch, t0)
	require.NoError(t, err)
	require.NotNil(t, first.Run.Prompt)
	vault := first.Run.Prompt.Options[4]
	require.Equal(t, zonegraph.NodeID("goblin_warrens.vault"), vault.To)
	require.False(t, vault.Open, "no key yet")
	firstDie := first.Run.Prompt.Options[1].Check.D20

	hall, err := Choose(first.Run, g, first.Char, 1, t0)
	require.NoError(t, err)
	require.Equal(t, zonegraph.NodeID("goblin_warrens.hall"), hall.Run.Current)

	// The key turns up in the hall.
	withKey := hall.Char.Clone()
	withKey.Inventory = rules.Inventory{"bone_key": 1}
	back, err := Revisit(hall.Run, g, withKey, 2, t0)
	require.NoError(t, err)
	assert.Nil(t, back.Run.Prompt, "walking back into a fork shows no prompt")
	assert.Empty(t, back.Run.Forks["goblin_warrens.fork"].Chosen, "the old choice is cleared")
	assert.Equal(t, []zonegraph.NodeID{"goblin_warrens.entry", "goblin_warrens.hall"}, RevisitTargets(back.Run, g), "the fork can still be left either way")

	again, err := Advance(back.Run, g, back.Char, t0)
	require.NoError(t, err)
	require.NotNil(t, again.Run.Prompt, "the next advance prompts afresh")
	p := again.Run.Prompt
	assert.True(t, p.Options[4].Open, "the key found since opens the vault")
	assert.Equal(t, firstDie, p.Options[1].Check.D20, "a check is not a second chance: same die")
	assert.True(t, p.Options[0].Open, "the way taken before is offered again")

	in, err := Choose(again.Run, g, again.Char, 5, t0)
	require.NoError(t, err)
	assert.Equal(t, zonegraph.NodeID("goblin_warrens.vault"), in.Run.Current)
	assert.Equal(t, 4, in.Run.CurrentRoom())
	assert.Equal(t, zonegraph.NodeID("goblin_warrens.vault"), in.Run.Forks["goblin_warrens.fork"].Chosen)

	// The branch taken before stays visited and revisitable.
	toFork, err := Revisit(in.Run, g, in.Char, 2, t0)
	require.NoError(t, err)
	toHall, err := Revisit(toFork.Run, g, toFork.Char, 3, t0)
	require.NoError(t, err)
	assert.Equal(t, zonegraph.NodeID("goblin_warrens.hall"), toHall.Run.Current)
	assert.Equal(t, []zonegraph.NodeID{"goblin_warrens.entry", "goblin_warrens.fork", "goblin_warrens.hall", "goblin_warrens.vault"}, toHall.Run.Visited)
}

func TestForkRepickWithTheSameChoiceChangesNothingElse(t *testing.T) {
	g := lockGraph(t)
	ch := hero(t, rules.Fighter)
	r := Run{ID: 1, ZoneID: content.ZoneID(g.ZoneID), Status: StatusActive, Seed: 9, Current: "goblin_warrens.entry", Visited: []zonegraph.NodeID{"goblin_warrens.entry"}, RoomsTraversed: 1,
		Rooms: map[zonegraph.NodeID]Room{"goblin_warrens.entry": {Kind: zonegraph.KindEntry}}}
	st, err := Advance(r, g, ch, t0)
	require.NoError(t, err)
	st, err = Choose(st.Run, g, st.Char, 1, t0)
	require.NoError(t, err)
	hallRoom := st.Run.Rooms["goblin_warrens.hall"]
	st, err = Revisit(st.Run, g, st.Char, 2, t0)
	require.NoError(t, err)
	st, err = Advance(st.Run, g, st.Char, t0)
	require.NoError(t, err)
	st, err = Choose(st.Run, g, st.Char, 1, t0)
	require.NoError(t, err)
	assert.Equal(t, zonegraph.NodeID("goblin_warrens.hall"), st.Run.Current)
	assert.Equal(t, hallRoom, st.Run.Rooms["goblin_warrens.hall"], "walking the old way again resolves nothing")
	assert.True(t, st.Events[len(st.Events)-1].Revisit)
}

func TestRevisitNodeIsRevisitByNode(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	a, err := RevisitNode(atMainHall(), g, ch, cid("fork"), t0)
	require.NoError(t, err)
	b, err := Revisit(atMainHall(), g, ch, 6, t0)
	require.NoError(t, err)
	assert.Equal(t, b, a)
	_, err = RevisitNode(atMainHall(), g, ch, cid("antechamber"), t0)
	assert.Equal(t, ErrNotVisited{Rooms: 7, Node: cid("antechamber")}, err)
	_, err = RevisitNode(atMainHall(), g, ch, cid("entry"), t0)
	var far ErrNotAdjacent
	assert.ErrorAs(t, err, &far)
}

func TestBehindFrontier(t *testing.T) {
	g := crypt(t)
	hall := atMainHall()
	fork := hall.Clone()
	fork.Current = cid("fork")
	corridor := hall.Clone()
	corridor.Current = cid("corridor")
	chapel := at(cid("side_chapel"), cid("entry"), cid("fork"), cid("main_hall"), cid("antechamber"), cid("side_chapel"))
	merge := at(cid("antechamber"), cid("entry"), cid("fork"), cid("main_hall"), cid("antechamber"), cid("embalming"), cid("side_chapel"))
	tests := []struct {
		name   string
		run    Run
		behind bool
	}{
		{"the room entered last", hall, false},
		{"a fork with a way not taken", fork, false},
		{"a room whose only way on was walked", corridor, true},
		{"a new branch's room", chapel, false},
		{"a merge room walked on from", merge, true},
		{"a merge room with its way on not walked", func() Run { r := chapel.Clone(); r.Current = cid("antechamber"); return r }(), false},
		{"a fresh run", Run{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.behind, BehindFrontier(tt.run, g))
		})
	}
}
