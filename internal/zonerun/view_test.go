package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestCryptMapHidesTheUndiscoveredReliquary(t *testing.T) {
	g := crypt(t)
	r := at(cid("side_chapel"), cid("entry"), cid("stair"), cid("fork"), cid("side_chapel"))
	r.Forks = map[zonegraph.NodeID]Prompt{cid("fork"): {Node: cid("fork"), Chosen: cid("side_chapel"), Options: []Option{
		{To: cid("main_hall"), Open: true}, {To: cid("side_chapel"), Lock: zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 12}, Open: true},
	}}}
	r.Prompt = &Prompt{Node: cid("side_chapel"), Options: []Option{
		{To: cid("antechamber"), Open: true},
		{To: cid("secret_chamber"), Lock: zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 15}, Open: false, Reason: ReasonCheckFailed},
	}}
	md := zonegraph.RenderMarkdown(g, MapView(r, g, "The Crypt of Valdris"))
	assert.NotContains(t, md, "Hidden Reliquary")
	assert.Contains(t, md, "▶4 Side Chapel")

	r.Prompt.Options[1].Open, r.Prompt.Options[1].Reason = true, ReasonNone
	r.Discovered = []zonegraph.NodeID{cid("secret_chamber")}
	md = zonegraph.RenderMarkdown(g, MapView(r, g, "The Crypt of Valdris"))
	assert.Contains(t, md, "Hidden Reliquary")
}

func TestMapViewNumbersFollowTheRun(t *testing.T) {
	st := walkToFork(t, 2, hero(t, rules.Cleric))
	v := MapView(st.Run, crypt(t), "")
	require.Equal(t, st.Run.Visited, v.Visited)
	assert.Equal(t, cid("fork"), v.Current)
	require.NotNil(t, st.Run.Prompt)
	assert.Empty(t, v.BackTo, "a fork waiting for its answer holds every walk back, so the map offers none")
	answered := st.Run
	answered.Prompt = nil
	assert.Equal(t, []zonegraph.NodeID{cid("corridor")}, MapView(answered, crypt(t), "").BackTo, "one step back: the room before the fork")
}

// An ended run's map marks no room "you are here": the player has left.
func TestMapViewOfAnEndedRunHasNoCurrentRoom(t *testing.T) {
	st := walkToFork(t, 2, hero(t, rules.Cleric))
	ended := st.Run
	ended.Status = StatusAbandoned
	v := MapView(ended, crypt(t), "")
	assert.Empty(t, v.Current)
	assert.NotContains(t, zonegraph.RenderMarkdown(crypt(t), v), "▶")
}

// The room an ended run was left in, done but not yet walked past, is
// cleared on its map as `!zone status` counts it (RoomsCleared), not a
// foe waiting.
func TestMapViewOfAnEndedRunClearsTheDoneRoomItWasLeftIn(t *testing.T) {
	st := walkToFork(t, 2, hero(t, rules.Cleric))
	ended := st.Run
	ended.Status = StatusAbandoned
	require.False(t, ended.IsCleared(ended.Current))
	require.True(t, st.Run.HereCleared())
	v := MapView(ended, crypt(t), "")
	assert.False(t, v.Waiting[ended.Current], "the room left in was done")
	for _, id := range ended.Visited {
		if id != ended.Current {
			assert.Equal(t, !ended.IsCleared(id), v.Waiting[id], id)
		}
	}
}

// An ended run left in an elite's room still shows the elite waiting, and
// does not count the room cleared.
func TestMapViewOfAnEndedRunKeepsTheEliteItWasLeftWith(t *testing.T) {
	st := walkToFork(t, 2, hero(t, rules.Cleric))
	ended := st.Run
	ended.Status = StatusAbandoned
	ended.Rooms = map[zonegraph.NodeID]Room{ended.Current: {Fight: &Encounter{Pending: true}}}
	assert.True(t, MapView(ended, crypt(t), "").Waiting[ended.Current])
	assert.Equal(t, len(ended.Cleared), ended.RoomsCleared())
}

// An ended run whose player fled the room's foe (or was downed by it) draws
// that room as the foe's, not cleared, and does not count it.
func TestMapViewOfAnEndedRunKeepsTheFoeItFledFrom(t *testing.T) {
	for _, res := range []combat.Result{combat.ResultFled, combat.ResultDowned} {
		st := walkToFork(t, 2, hero(t, rules.Cleric))
		ended := st.Run
		ended.Status = StatusFled
		ended.Rooms = map[zonegraph.NodeID]Room{ended.Current: {Fight: &Encounter{Result: res, Monsters: []content.MonsterID{"specter"}}}}
		assert.True(t, MapView(ended, crypt(t), "").Waiting[ended.Current], res)
		assert.Equal(t, len(ended.Cleared), ended.RoomsCleared(), res)
	}
}
