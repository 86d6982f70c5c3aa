package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestStandingLocks(t *testing.T) {
	ch := hero(t, rules.Fighter)
	ch.Level = 4
	ch.Inventory = rules.Inventory{"skull_key": 1}
	cleared := Run{RegionsCleared: []string{"r1"}}
	tests := []struct {
		name   string
		run    Run
		lock   zonegraph.Lock
		open   bool
		reason LockReason
	}{
		{"none", Run{}, zonegraph.Lock{Kind: zonegraph.LockNone}, true, ReasonNone},
		{"zero lock", Run{}, zonegraph.Lock{}, true, ReasonNone},
		{"key carried", Run{}, zonegraph.Lock{Kind: zonegraph.LockKey, KeyID: "skull_key"}, true, ReasonNone},
		{"key missing", Run{}, zonegraph.Lock{Kind: zonegraph.LockKey, KeyID: "iron_key"}, false, ReasonNoKey},
		{"level reached", Run{}, zonegraph.Lock{Kind: zonegraph.LockLevelMin, MinLevel: 4}, true, ReasonNone},
		{"level too low", Run{}, zonegraph.Lock{Kind: zonegraph.LockLevelMin, MinLevel: 5}, false, ReasonLevelTooLow},
		{"region cleared", cleared, zonegraph.Lock{Kind: zonegraph.LockRegionClear, Region: "r1"}, true, ReasonNone},
		{"region standing", cleared, zonegraph.Lock{Kind: zonegraph.LockRegionClear, Region: "r2"}, false, ReasonRegionUncleared},
		{"a check is never open without its roll", Run{}, zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 5}, false, ReasonCheckFailed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			open, reason := standingLock(tt.run, ch, tt.lock)
			assert.Equal(t, tt.open, open)
			assert.Equal(t, tt.reason, reason)
		})
	}
}

func TestPerceptionCheckAddsProficiencyForRangersAndRogues(t *testing.T) {
	tests := []struct {
		class rules.ClassID
		prof  bool
	}{{rules.Ranger, true}, {rules.Rogue, true}, {rules.Fighter, false}, {rules.Mage, false}, {rules.Cleric, false}}
	for _, tt := range tests {
		ch := hero(t, tt.class)
		c := rollPerception(ch, combat.Env{}, 12, dice.NewStream(1, "p"))
		assert.Equal(t, tt.prof, ProficientInPerception(ch), tt.class)
		assert.Equal(t, ch.Abilities.Mod(rules.WIS), c.Mod)
		if tt.prof {
			assert.Equal(t, 2, c.Prof, tt.class)
		} else {
			assert.Zero(t, c.Prof, tt.class)
		}
		assert.Equal(t, c.D20+c.Mod+c.Prof, c.Total)
		assert.Equal(t, c.Total >= 12, c.Passed)
		assert.Equal(t, c.Mod+c.Prof, PerceptionBonus(ch))
	}
}

func TestReliableTalentFloorsTheDie(t *testing.T) {
	ch := hero(t, rules.Rogue)
	ch.Level = 11
	for seed := range uint64(100) {
		c := rollPerception(ch, combat.Env{}, 12, dice.NewStream(seed, "p"))
		assert.GreaterOrEqual(t, c.D20, 10)
		assert.Equal(t, 4, c.Prof)
	}
}

func TestOnePerceptionRollServesEveryPerceptionLockOfAFork(t *testing.T) {
	g := lockGraph(t)
	r := Run{ZoneID: content.ZoneID(g.ZoneID), Status: StatusActive, Seed: 9, Current: "goblin_warrens.fork", Visited: []zonegraph.NodeID{"goblin_warrens.entry", "goblin_warrens.fork"}}
	p := buildPrompt(&r, g, hero(t, rules.Fighter), "goblin_warrens.fork", t0)
	require.Len(t, p.Options, 6)
	low, high := p.Options[1].Check, p.Options[2].Check
	require.NotNil(t, low)
	require.NotNil(t, high)
	assert.Equal(t, low.D20, high.D20)
	assert.Equal(t, 5, low.DC)
	assert.Equal(t, 30, high.DC)
	assert.True(t, p.Options[1].Open, "DC 5 passes with any roll above 4")
	assert.False(t, p.Options[2].Open, "DC 30 never passes at level 1")
	assert.True(t, r.IsDiscovered("goblin_warrens.hidden"), "a passed Perception lock into a secret room discovers it")
	stat := p.Options[3].Check
	require.NotNil(t, stat)
	assert.Equal(t, rules.STR, stat.Ability)
	assert.Empty(t, stat.Skill)
	assert.Zero(t, stat.Prof)
	assert.Equal(t, []LockReason{ReasonNone, ReasonNone, ReasonCheckFailed}, []LockReason{p.Options[0].Reason, p.Options[1].Reason, p.Options[2].Reason})
	assert.Equal(t, ReasonNoKey, p.Options[4].Reason)
	assert.Equal(t, ReasonLevelTooLow, p.Options[5].Reason)
}

func TestChooseLooksAgainAtKeysButNeverRerollsChecks(t *testing.T) {
	g := lockGraph(t)
	ch := hero(t, rules.Fighter)
	r := Run{ZoneID: content.ZoneID(g.ZoneID), Status: StatusActive, Seed: 9, Current: "goblin_warrens.fork", Visited: []zonegraph.NodeID{"goblin_warrens.entry", "goblin_warrens.fork"}}
	p := buildPrompt(&r, g, ch, "goblin_warrens.fork", t0)
	r.Prompt = &p
	_, err := Choose(r, g, ch, 5, t0)
	var locked ErrChoiceLocked
	require.ErrorAs(t, err, &locked)
	assert.Equal(t, ReasonNoKey, locked.Option.Reason)
	withKey := ch.Clone()
	withKey.Inventory = rules.Inventory{"bone_key": 1}
	st, err := Choose(r, g, withKey, 5, t0)
	require.NoError(t, err)
	assert.Equal(t, zonegraph.NodeID("goblin_warrens.vault"), st.Run.Current)
	_, err = Choose(r, g, withKey, 3, t0)
	require.ErrorAs(t, err, &locked, "a failed check stays failed for the visit")
}

func TestEdgeStatusesForTheMap(t *testing.T) {
	g := lockGraph(t)
	r := Run{ZoneID: content.ZoneID(g.ZoneID), Status: StatusActive, Seed: 9, Current: "goblin_warrens.fork", Visited: []zonegraph.NodeID{"goblin_warrens.entry", "goblin_warrens.fork"}}
	p := buildPrompt(&r, g, hero(t, rules.Fighter), "goblin_warrens.fork", t0)
	r.Prompt = &p
	v := MapView(r, g, "Test")
	assert.Equal(t, "Test", v.Title)
	assert.Equal(t, zonegraph.NodeID("goblin_warrens.fork"), v.Current)
	assert.True(t, v.Discovered["goblin_warrens.hidden"])
	want := map[zonegraph.NodeID]zonegraph.EdgeStatus{
		"goblin_warrens.hall": zonegraph.EdgeOpen, "goblin_warrens.hidden": zonegraph.EdgeOpen, "goblin_warrens.far": zonegraph.EdgeBlocked,
		"goblin_warrens.vault": zonegraph.EdgeBlocked, "goblin_warrens.tower": zonegraph.EdgeLocked,
	}
	for to, s := range want {
		assert.Equal(t, s, v.Edges[zonegraph.EdgeKey{From: "goblin_warrens.fork", To: to}], string(to))
	}
	md := zonegraph.RenderMarkdown(g, v)
	assert.Contains(t, md, "```")
	assert.Contains(t, md, "Path: 1 Entry")
}

func TestRegionTransitionsAndRegionClears(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneUnderdark)
	require.True(t, ok)
	first, second := g.Regions[0], g.Regions[1]
	ch := hero(t, rules.Fighter)
	ch.Level = 8
	st, err := Enter(Run{ID: 1, ZoneID: content.ZoneID(g.ZoneID), Status: StatusActive, Seed: 2, Current: g.Entry, Region: first.ID, Visited: []zonegraph.NodeID{g.Entry}}, g, ch, first.Boss, t0)
	require.NoError(t, err)
	e, ok := find(st.Events, EvFightPending)
	require.True(t, ok)
	assert.Equal(t, g.Nodes[first.Boss].Content.EncounterOverride, string(e.Fight.Monsters[0]), "the region boss")
	r := st.Run

	_, err = Advance(r, g, ch, t0)
	require.Error(t, err, "the region boss blocks the way")
	won, err := FightOver(r, g, ch, combat.Outcome{Result: combat.ResultWon}, t0)
	require.NoError(t, err)
	assert.Equal(t, StatusActive, won.Run.Status, "a region boss is not the zone boss")
	assert.True(t, won.Run.RegionCleared(first.ID))
	ev, _ := find(won.Events, EvRegionCleared)
	assert.Equal(t, first.ID, ev.Region)

	on, err := Advance(won.Run, g, won.Char, t0)
	require.NoError(t, err)
	assert.Equal(t, second.Entry, on.Run.Current)
	assert.Equal(t, second.ID, on.Run.Region)
	tr, ok := find(on.Events, EvRegionEntered)
	require.True(t, ok)
	assert.Equal(t, first.ID, tr.FromRegion)
	assert.Equal(t, second.ID, tr.Region)
	assert.Equal(t, zonegraph.EdgeOpen, MapView(on.Run, g, "").Edges[zonegraph.EdgeKey{From: first.Boss, To: second.Entry}])
}

func TestAClosedSingleWayIsRefused(t *testing.T) {
	g, _ := content.ZoneGraph(content.ZoneUnderdark)
	first := g.Regions[0]
	r := Run{ID: 1, ZoneID: content.ZoneID(g.ZoneID), Status: StatusActive, Seed: 2, Current: first.Boss, Region: first.ID,
		Visited: []zonegraph.NodeID{g.Entry, first.Boss}, Rooms: map[zonegraph.NodeID]Room{first.Boss: {Kind: zonegraph.KindBoss}}}
	_, err := Advance(r, g, hero(t, rules.Fighter), t0)
	var locked ErrWayLocked
	require.ErrorAs(t, err, &locked)
	assert.Equal(t, ReasonRegionUncleared, locked.Option.Reason)
	assert.NotEmpty(t, locked.Option.Hint)
}

// lockGraph is a small zone with one fork of every lock kind:
// open, Perception DC 5 (into a secret), Perception DC 30, STR DC 30,
// a key and a level.
func lockGraph(t *testing.T) zonegraph.Graph {
	t.Helper()
	n := func(id string, k zonegraph.NodeKind, y int) zonegraph.Node {
		return zonegraph.Node{ID: zonegraph.NodeID("goblin_warrens." + id), Kind: k, Label: map[string]string{"entry": "Entry"}[id], PosY: y}
	}
	nodes := []zonegraph.Node{
		n("entry", zonegraph.KindEntry, 0), n("fork", zonegraph.KindFork, 1), n("hall", zonegraph.KindExploration, 2),
		n("hidden", zonegraph.KindSecret, 2), n("far", zonegraph.KindExploration, 2), n("crag", zonegraph.KindExploration, 2),
		n("vault", zonegraph.KindExploration, 2), n("tower", zonegraph.KindExploration, 2), n("boss", zonegraph.KindBoss, 3),
	}
	nodes[0].IsEntry, nodes[8].IsBoss = true, true
	nodes[0].Label = "Entry"
	nodes[3].Content.LootBias = 2
	for i := range nodes {
		nodes[i].PosX = i
		if nodes[i].Label == "" {
			nodes[i].Label = string(nodes[i].ID)
		}
	}
	e := func(from, to string, l zonegraph.Lock, w int) zonegraph.Edge {
		return zonegraph.Edge{From: zonegraph.NodeID("goblin_warrens." + from), To: zonegraph.NodeID("goblin_warrens." + to), Lock: l, Hint: "hint " + to, Weight: w}
	}
	edges := []zonegraph.Edge{
		e("entry", "fork", zonegraph.Lock{Kind: zonegraph.LockNone}, 1),
		e("fork", "hall", zonegraph.Lock{Kind: zonegraph.LockNone}, 1),
		e("fork", "hidden", zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 5}, 2),
		e("fork", "far", zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 30}, 3),
		e("fork", "crag", zonegraph.Lock{Kind: zonegraph.LockStatCheck, Stat: rules.STR, DC: 30}, 4),
		e("fork", "vault", zonegraph.Lock{Kind: zonegraph.LockKey, KeyID: "bone_key"}, 5),
		e("fork", "tower", zonegraph.Lock{Kind: zonegraph.LockLevelMin, MinLevel: 5}, 6),
	}
	for _, to := range []string{"hall", "hidden", "far", "crag", "vault", "tower"} {
		edges = append(edges, e(to, "boss", zonegraph.Lock{Kind: zonegraph.LockNone}, 1))
	}
	g, err := zonegraph.BuildGraph(string(content.ZoneGoblinWarrens), nodes, edges, zonegraph.Options{})
	require.NoError(t, err)
	return g
}
