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

// fresh is a crafted run on the crypt's corridor with only the entry,
// stair and corridor visited, and the corridor not yet resolved.
func fresh(seed uint64) Run {
	r := at(cid("stair"), cid("entry"), cid("stair"))
	r.Seed = seed
	return r
}

// fightSeed finds a seed whose Bone Corridor holds a fight.
func fightSeed(t *testing.T, ch rules.Character) (uint64, Step) {
	t.Helper()
	g := crypt(t)
	for seed := uint64(1); seed < 200; seed++ {
		st, err := Enter(fresh(seed), g, ch, cid("corridor"), t0)
		require.NoError(t, err)
		if _, ok := find(st.Events, EvFightResolved); ok {
			return seed, st
		}
	}
	t.Fatal("no seed puts a fight in the Bone Corridor")
	return 0, Step{}
}

func TestExplorationFightsResolveAtOnce(t *testing.T) {
	ch := hero(t, rules.Fighter)
	_, st := fightSeed(t, ch)
	e, _ := find(st.Events, EvFightResolved)
	require.NotNil(t, e.Fight)
	assert.Equal(t, combat.KindNormal, e.Fight.Kind)
	assert.NotEmpty(t, e.Fight.Log)
	assert.Equal(t, st.Char.HP, e.Fight.HP)
	rm := st.Run.Rooms[cid("corridor")]
	require.NotNil(t, rm.Fight)
	assert.False(t, rm.Fight.Pending)
	assert.Equal(t, e.Fight.XP, rm.XP)
	if rm.Fight.Result == combat.ResultWon {
		assert.Equal(t, ch.XP+rm.XP, st.Char.XP, "the XP is on the sheet")
		for _, d := range rm.Loot {
			if d.ItemID != "" {
				assert.Positive(t, st.Char.Inventory[d.ItemID], "the loot is in the pack")
			}
		}
	}
	m, ok := content.MonsterByID(rm.Fight.Monsters[0])
	require.True(t, ok)
	assert.False(t, m.Elite || m.Boss, "exploration rooms draw from the ordinary roster")
}

func TestAClearedRoomNeverResolvesTwiceAndNumbersNeverChange(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	_, st := fightSeed(t, ch)
	// Walk on to the fork, then craft a step back into the corridor.
	on, err := Advance(st.Run, g, st.Char, t0)
	require.NoError(t, err)
	require.Equal(t, cid("fork"), on.Run.Current)
	require.True(t, on.Run.IsCleared(cid("corridor")))
	before := on.Run.Rooms[cid("corridor")]
	numbers := map[zonegraph.NodeID]int{}
	for _, id := range on.Run.Visited {
		numbers[id] = on.Run.RoomNumber(id)
	}

	back, err := Enter(on.Run, g, on.Char, cid("corridor"), t0)
	require.NoError(t, err)
	assert.Equal(t, []EventKind{EvRoomEntered}, kinds(back.Events), "no fight, no trap, no loot on the way back")
	assert.True(t, back.Events[0].Revisit)
	assert.Equal(t, numbers[cid("corridor")], back.Events[0].Number)
	assert.Equal(t, on.Run.Visited, back.Run.Visited, "re-entering never appends")
	assert.Equal(t, on.Run.RoomsTraversed+1, back.Run.RoomsTraversed, "every step counts")
	assert.Equal(t, before, back.Run.Rooms[cid("corridor")])
	assert.Equal(t, on.Char, back.Char, "nothing changed on the sheet")
	assert.Equal(t, on.Run.Cleared, back.Run.Cleared[:len(on.Run.Cleared)])
	assert.Len(t, back.Run.Cleared, len(on.Run.Cleared)+1, "leaving the fork clears it once")

	// And forward again: the fork re-prompts, the numbers hold.
	again, err := Enter(back.Run, g, back.Char, cid("fork"), t0)
	require.NoError(t, err)
	assert.Equal(t, back.Run.Cleared, again.Run.Cleared, "clearing is idempotent")
	for id, n := range numbers {
		assert.Equal(t, n, again.Run.RoomNumber(id), string(id))
	}
}

func TestTrapNeverLeavesTheCharacterBelowOneHP(t *testing.T) {
	g := crypt(t)
	var hits int
	for seed := uint64(1); seed < 300; seed++ {
		for _, hp := range []int{1, 2, 3} {
			ch := hero(t, rules.Mage)
			ch.HP = hp
			r := at(cid("grave_niches"), cid("entry"), cid("stair"), cid("grave_niches"))
			r.Seed = seed
			st, err := Enter(r, g, ch, cid("flagstones"), t0)
			require.NoError(t, err)
			e, ok := find(st.Events, EvTrap)
			require.True(t, ok)
			assert.GreaterOrEqual(t, st.Char.HP, 1)
			assert.Equal(t, hp-e.Trap.Lost, st.Char.HP)
			if e.Trap.Spotted {
				assert.Zero(t, e.Trap.Lost, "a spotted trap is stepped around")
			} else if e.Trap.Rolled >= hp {
				hits++
				assert.Equal(t, 1, st.Char.HP)
			}
		}
	}
	assert.Positive(t, hits, "some traps rolled enough to drop the character")
}

func TestTrapRollsByTierAndDC(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Rogue)
	for seed := uint64(1); seed < 50; seed++ {
		r := at(cid("grave_niches"), cid("entry"), cid("stair"), cid("grave_niches"))
		r.Seed = seed
		st, err := Enter(r, g, ch, cid("flagstones"), t0)
		require.NoError(t, err)
		e, _ := find(st.Events, EvTrap)
		assert.Contains(t, []string{"pit", "tripwire", "poison_dart"}, e.Trap.Trap.ID, "tier-1 traps")
		assert.Equal(t, 12, e.Trap.Detect.DC)
		assert.Equal(t, SkillPerception, e.Trap.Detect.Skill)
		assert.Equal(t, 2, e.Trap.Detect.Prof, "a Rogue adds proficiency")
		if e.Trap.Save != nil {
			assert.Equal(t, "poison_dart", e.Trap.Trap.ID)
			assert.Equal(t, 11, e.Trap.Save.DC)
		}
	}
	assert.Len(t, TrapsForTier(2), 3)
	assert.Len(t, TrapsForTier(5), 4)
	assert.Equal(t, TrapsForTier(1), TrapsForTier(0))
}

func TestTrapWithoutDiceTakesAShareOfMaxHP(t *testing.T) {
	tests := []struct{ tier, maxHP, want int }{{1, 12, 1}, {1, 40, 4}, {3, 100, 17}, {5, 200, 46}}
	for _, tt := range tests {
		assert.Equal(t, tt.want, trapDamage(Trap{ID: "tripwire"}, tt.tier, tt.maxHP, nil), "tier %d max %d", tt.tier, tt.maxHP)
	}
}

func TestSecretRoomsPayTheirBiasedTreasure(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	r := at(cid("side_chapel"), cid("entry"), cid("fork"), cid("side_chapel"))
	st, err := Enter(r, g, ch, cid("secret_chamber"), t0)
	require.NoError(t, err)
	e, ok := find(st.Events, EvTreasure)
	require.True(t, ok)
	assert.Equal(t, 2.0, e.Bias)
	assert.Len(t, e.Drops, 2, "loot bias 2 makes two treasure rolls")
	for _, d := range e.Drops {
		assert.Positive(t, st.Char.Inventory[d.ItemID])
	}
	assert.True(t, st.Run.IsDiscovered(cid("secret_chamber")))
	assert.Equal(t, e.Drops, st.Run.Rooms[cid("secret_chamber")].Loot)
}

func TestQuietRoomKinds(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	tests := []struct {
		from, to zonegraph.NodeID
		want     EventKind
	}{
		{cid("stair"), cid("grave_niches"), EvHarvestRoom},
		{cid("main_hall"), cid("antechamber"), EvRoomEntered},
	}
	for _, tt := range tests {
		st, err := Enter(at(tt.from, cid("entry"), tt.from), g, ch, tt.to, t0)
		require.NoError(t, err)
		assert.Equal(t, tt.want, st.Events[len(st.Events)-1].Kind, tt.to)
		assert.Equal(t, ch, st.Char)
	}
	st, _ := Enter(at(cid("stair"), cid("entry"), cid("stair")), g, ch, cid("grave_niches"), t0)
	e, _ := find(st.Events, EvHarvestRoom)
	assert.Equal(t, rules.ItemID("grave_soil"), e.Resource)
}

func TestEliteRoomsWaitForTheFight(t *testing.T) {
	g := crypt(t)
	for seed := uint64(1); seed < 40; seed++ {
		r := at(cid("fork"), cid("entry"), cid("fork"))
		r.Seed = seed
		st, err := Enter(r, g, hero(t, rules.Fighter), cid("main_hall"), t0)
		require.NoError(t, err)
		e, ok := find(st.Events, EvFightPending)
		require.True(t, ok)
		assert.Equal(t, combat.KindElite, e.Fight.Kind)
		assert.Contains(t, []content.MonsterID{"specter", "wight"}, e.Fight.Monsters[0])
		assert.Nil(t, st.Run.Prompt)
	}
	st, err := Enter(at(cid("vestibule"), cid("entry"), cid("vestibule")), g, hero(t, rules.Fighter), cid("boss"), t0)
	require.NoError(t, err)
	e, _ := find(st.Events, EvFightPending)
	assert.Equal(t, []content.MonsterID{"valdris"}, e.Fight.Monsters)
	assert.Equal(t, combat.KindBoss, e.Fight.Kind)
}

func TestAForkRoomWithAFightPromptsOnlyAfterTheWin(t *testing.T) {
	g, _ := content.ZoneGraph(content.ZoneGoblinWarrens)
	kennels := zonegraph.NodeID(content.ZoneGoblinWarrens + ".worg_kennels")
	require.Len(t, g.Out(kennels), 2)
	r := Run{ID: 1, ZoneID: content.ZoneID(g.ZoneID), Status: StatusActive, Seed: 3, Current: zonegraph.NodeID(content.ZoneGoblinWarrens + ".fork"),
		Visited: []zonegraph.NodeID{g.Entry, zonegraph.NodeID(content.ZoneGoblinWarrens + ".fork")}}
	st, err := Enter(r, g, hero(t, rules.Fighter), kennels, t0)
	require.NoError(t, err)
	assert.Nil(t, st.Run.Prompt, "no prompt while the elite stands")
	won, err := FightOver(st.Run, g, st.Char, combat.Outcome{Result: combat.ResultWon}, t0)
	require.NoError(t, err)
	require.NotNil(t, won.Run.Prompt)
	assert.Equal(t, kennels, won.Run.Prompt.Node)
	assert.Equal(t, []EventKind{EvFightOver, EvForkPrompt}, kinds(won.Events))
}

func TestRoomsKeepWhatTheyHeld(t *testing.T) {
	g := crypt(t)
	st := start(t, hero(t, rules.Fighter), 4)
	for st.Run.Prompt == nil {
		next, err := Advance(st.Run, g, st.Char, t0)
		require.NoError(t, err)
		st = next
	}
	for _, id := range st.Run.Visited {
		_, ok := st.Run.Rooms[id]
		assert.True(t, ok, "room %s is recorded as resolved", id)
		assert.Equal(t, g.Nodes[id].Kind, st.Run.Rooms[id].Kind)
	}
	assert.Equal(t, zonegraph.KindTrap, st.Run.Rooms[cid("flagstones")].Kind)
	assert.NotNil(t, st.Run.Rooms[cid("flagstones")].Trap)
}

// The current room counts as cleared once it is done, before it is left;
// a foe waiting in it keeps it uncleared.
func TestRoomsClearedCountsTheRoomDoneHere(t *testing.T) {
	waiting := Room{Fight: &Encounter{Pending: true, Monsters: []content.MonsterID{"specter"}}}
	tests := []struct {
		name string
		run  Run
		here bool
		want int
	}{
		{"just entered, nothing resolved", Run{Current: "c", Visited: []zonegraph.NodeID{"a", "b", "c"}, Cleared: []zonegraph.NodeID{"a", "b"}}, false, 2},
		{"resolved here", Run{Current: "c", Cleared: []zonegraph.NodeID{"a", "b"}, Rooms: map[zonegraph.NodeID]Room{"c": {}}}, true, 3},
		{"a foe waits here", Run{Status: StatusActive, Current: "c", Cleared: []zonegraph.NodeID{"a", "b"}, Rooms: map[zonegraph.NodeID]Room{"c": waiting}}, false, 2},
		{"back in a room cleared before", Run{Current: "a", Cleared: []zonegraph.NodeID{"a", "b"}}, true, 2},
		// A tryout camped in a room an earlier run had emptied: it holds no
		// foe, so it is cleared and takes a standard camp.
		{"in a room an earlier run emptied", Run{Current: "c", Cleared: []zonegraph.NodeID{"a", "b"}, Spent: []zonegraph.NodeID{"c"}}, true, 3},
		// The room a player fled from or was downed in is still the foe's:
		// the report card counts it uncleared and draws it so.
		{"fled from the foe here", Run{Status: StatusFled, Current: "c", Cleared: []zonegraph.NodeID{"a", "b"},
			Rooms: map[zonegraph.NodeID]Room{"c": {Fight: &Encounter{Result: combat.ResultFled, Monsters: []content.MonsterID{"specter"}}}}}, false, 2},
		{"downed by the foe here", Run{Status: StatusLost, Current: "c", Cleared: []zonegraph.NodeID{"a", "b"},
			Rooms: map[zonegraph.NodeID]Room{"c": {Fight: &Encounter{Result: combat.ResultDowned, Monsters: []content.MonsterID{"specter"}}}}}, false, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.here, tt.run.HereCleared())
			assert.Equal(t, tt.want, tt.run.RoomsCleared())
		})
	}
}
