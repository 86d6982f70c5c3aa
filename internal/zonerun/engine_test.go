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

func TestMayEnterUpToTwoTiersAbove(t *testing.T) {
	tests := []struct {
		level, zoneTier int
		want            bool
	}{
		{1, 1, true}, {1, 3, true}, {1, 4, false}, {3, 3, true}, {3, 4, false},
		{4, 4, true}, {4, 5, false}, {7, 5, true}, {20, 5, true},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, MayEnter(tt.level, tt.zoneTier), "level %d zone tier %d", tt.level, tt.zoneTier)
	}
}

func TestStartPutsThePlayerOnTheEntry(t *testing.T) {
	st := start(t, hero(t, rules.Fighter), 1)
	r := st.Run
	assert.Equal(t, StatusActive, r.Status)
	assert.Equal(t, cid("entry"), r.Current)
	assert.Equal(t, []zonegraph.NodeID{cid("entry")}, r.Visited)
	assert.Equal(t, 1, r.RoomsTraversed)
	assert.Equal(t, 1, r.CurrentRoom())
	assert.Empty(t, r.Cleared)
	assert.Nil(t, r.Prompt)
	assert.Equal(t, []EventKind{EvRunStarted, EvRoomEntered}, kinds(st.Events))
	assert.Equal(t, 1, r.Mods.FoeLevel, "foes are sized to the level the run started at (rules §2.8)")
}

func TestStartRefusals(t *testing.T) {
	ch := hero(t, rules.Fighter)
	_, err := Start(StartParams{Graph: crypt(t), ZoneTier: 4, Char: ch, Now: t0})
	var high ErrZoneTooHigh
	require.ErrorAs(t, err, &high)
	assert.Equal(t, 3, high.MaxTier)
	down := ch.Clone()
	down.HP = 0
	_, err = Start(StartParams{Graph: crypt(t), ZoneTier: 1, Char: down, Now: t0})
	assert.ErrorIs(t, err, ErrCannotStart)
}

func TestAdvanceWalksTheOnlyWayAndCountsSteps(t *testing.T) {
	g := crypt(t)
	st := start(t, hero(t, rules.Fighter), 1)
	next, err := Advance(st.Run, g, st.Char, t0)
	require.NoError(t, err)
	r := next.Run
	assert.Equal(t, cid("stair"), r.Current)
	assert.Equal(t, []zonegraph.NodeID{cid("entry"), cid("stair")}, r.Visited)
	assert.Equal(t, 2, r.RoomsTraversed)
	assert.Equal(t, 2, r.CurrentRoom())
	assert.Equal(t, []zonegraph.NodeID{cid("entry")}, r.Cleared, "the room left behind is cleared")
	e, ok := find(next.Events, EvRoomEntered)
	require.True(t, ok)
	assert.Equal(t, 2, e.Number)
	assert.False(t, e.Revisit)
	assert.Equal(t, []zonegraph.NodeID{cid("entry")}, st.Run.Visited, "the input run is not changed")
}

// walkToFork advances from the entry until the Branching Passage prompts.
func walkToFork(t *testing.T, seed uint64, ch rules.Character) Step {
	t.Helper()
	g := crypt(t)
	st := start(t, ch, seed)
	for st.Run.Prompt == nil {
		next, err := Advance(st.Run, g, st.Char, t0)
		require.NoError(t, err)
		require.False(t, next.Run.Status.Over(), "the run ended before the fork")
		st = next
	}
	require.Equal(t, cid("fork"), st.Run.Current)
	return st
}

func TestForkPromptListsEveryWayInPromptOrder(t *testing.T) {
	st := walkToFork(t, 1, hero(t, rules.Fighter))
	p := st.Run.Prompt
	require.Len(t, p.Options, 2)
	assert.Equal(t, cid("main_hall"), p.Options[0].To)
	assert.True(t, p.Options[0].Open)
	assert.Nil(t, p.Options[0].Check)
	side := p.Options[1]
	assert.Equal(t, cid("side_chapel"), side.To)
	assert.Equal(t, "A faint draft from a crack in the wall.", side.Hint)
	require.NotNil(t, side.Check)
	assert.Equal(t, SkillPerception, side.Check.Skill)
	assert.Equal(t, 12, side.Check.DC)
	assert.Equal(t, side.Check.Passed, side.Open)
	assert.Equal(t, t0, p.At)
	e, ok := find(st.Events, EvForkPrompt)
	require.True(t, ok)
	assert.Equal(t, p.Options, e.Prompt.Options)
}

func TestPerceptionIsRolledOnceForTheVisit(t *testing.T) {
	g := crypt(t)
	st := walkToFork(t, 3, hero(t, rules.Fighter))
	first := *st.Run.Prompt.Options[1].Check
	for range 3 {
		again, err := Advance(st.Run, g, st.Char, t0)
		require.NoError(t, err)
		assert.Equal(t, []EventKind{EvForkPrompt}, kinds(again.Events))
		assert.Equal(t, first, *again.Run.Prompt.Options[1].Check)
		assert.Equal(t, st.Run.RoomsTraversed, again.Run.RoomsTraversed, "showing the prompt is not a step")
		st = again
	}
}

func TestChooseRefusalsKeepThePrompt(t *testing.T) {
	g := crypt(t)
	var failed Step
	for seed := uint64(1); ; seed++ {
		require.Less(t, seed, uint64(200), "no seed fails the DC 12 check")
		st := walkToFork(t, seed, hero(t, rules.Fighter))
		if !st.Run.Prompt.Options[1].Open {
			failed = st
			break
		}
	}
	tests := []struct {
		name string
		n    int
		want any
	}{
		{"zero", 0, ErrBadChoice{N: 0, Count: 2}},
		{"past the end", 3, ErrBadChoice{N: 3, Count: 2}},
		{"locked", 2, ErrChoiceLocked{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Choose(failed.Run, g, failed.Char, tt.n, t0)
			require.Error(t, err)
			switch want := tt.want.(type) {
			case ErrBadChoice:
				assert.Equal(t, want, err)
			case ErrChoiceLocked:
				var locked ErrChoiceLocked
				require.ErrorAs(t, err, &locked)
				assert.Equal(t, ReasonCheckFailed, locked.Option.Reason)
				assert.Equal(t, 2, locked.N)
			}
			require.NotNil(t, failed.Run.Prompt, "the prompt stays")
		})
	}
	_, err := Choose(at(cid("stair"), cid("entry"), cid("stair")), g, failed.Char, 1, t0)
	assert.ErrorIs(t, err, ErrNoPrompt)
}

func TestChooseWalksTheWayAndConsumesThePrompt(t *testing.T) {
	g := crypt(t)
	st := walkToFork(t, 1, hero(t, rules.Fighter))
	next, err := Choose(st.Run, g, st.Char, 1, t0)
	require.NoError(t, err)
	assert.Nil(t, next.Run.Prompt)
	assert.Equal(t, cid("main_hall"), next.Run.Current)
	assert.Equal(t, cid("main_hall"), next.Run.Forks[cid("fork")].Chosen)
	e, ok := find(next.Events, EvWayChosen)
	require.True(t, ok)
	assert.False(t, e.Auto)
	assert.Equal(t, cid("main_hall"), e.To)
	_, err = Choose(next.Run, g, next.Char, 1, t0)
	assert.ErrorIs(t, err, ErrFightPending{Monster: next.Run.Rooms[cid("main_hall")].Fight.Monsters[0]},
		"a second answer never walks a second edge from the same prompt")
}

func TestAutoChooseWalksTheWayGivenAsTwinBeesAnswer(t *testing.T) {
	g := crypt(t)
	r := at(cid("corridor"), cid("entry"), cid("corridor"))
	r.Prompt = &Prompt{Node: cid("corridor"), At: t0, Options: []Option{
		{To: cid("grave_niches"), Lock: zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 30}, Open: false, Reason: ReasonCheckFailed},
		{To: cid("fork"), Open: true},
	}}
	st, err := AutoChoose(r, g, hero(t, rules.Fighter), 2, t0)
	require.NoError(t, err)
	assert.Equal(t, cid("fork"), st.Run.Current)
	e, _ := find(st.Events, EvWayChosen)
	assert.True(t, e.Auto, "the answer is marked as TwinBee's")
	_, err = AutoChoose(r, g, hero(t, rules.Fighter), 1, t0)
	assert.ErrorAs(t, err, new(ErrChoiceLocked), "a closed way is refused as for the player")
	_, err = AutoChoose(at(cid("stair"), cid("entry"), cid("stair")), g, hero(t, rules.Fighter), 1, t0)
	assert.ErrorIs(t, err, ErrNoPrompt)
}

func TestWaysLooksAtKeysAgain(t *testing.T) {
	r := at(cid("fork"), cid("entry"), cid("fork"))
	_, ok := Ways(r, hero(t, rules.Fighter))
	assert.False(t, ok, "no prompt waits")
	r.Prompt = &Prompt{Node: cid("fork"), At: t0, Options: []Option{
		{To: cid("main_hall"), Lock: zonegraph.Lock{Kind: zonegraph.LockKey, KeyID: "crypt_key"}, Reason: ReasonNoKey},
	}}
	ch := hero(t, rules.Fighter)
	ch.Inventory = rules.Inventory{"crypt_key": 1}
	p, ok := Ways(r, ch)
	require.True(t, ok)
	assert.True(t, p.Options[0].Open, "the key is in the pack now")
	assert.False(t, r.Prompt.Options[0].Open, "the stored prompt is not changed")
}

func TestMovesOnAnEndedRunAreRefused(t *testing.T) {
	g := crypt(t)
	r := at(cid("stair"), cid("entry"), cid("stair"))
	r.Status = StatusAbandoned
	ch := hero(t, rules.Fighter)
	_, err := Advance(r, g, ch, t0)
	assert.ErrorIs(t, err, ErrRunOver)
	_, err = Choose(r, g, ch, 1, t0)
	assert.ErrorIs(t, err, ErrRunOver)
	_, err = Enter(r, g, ch, cid("entry"), t0)
	assert.ErrorIs(t, err, ErrRunOver)
	_, err = Abandon(r, t0)
	assert.ErrorIs(t, err, ErrRunOver)
}

func TestAbandonEndsTheRun(t *testing.T) {
	st := walkToFork(t, 1, hero(t, rules.Fighter))
	out, err := Abandon(st.Run, t0)
	require.NoError(t, err)
	assert.Equal(t, StatusAbandoned, out.Run.Status)
	assert.Nil(t, out.Run.Prompt)
	assert.Equal(t, t0, out.Run.EndedAt)
	assert.Equal(t, []EventKind{EvRunAbandoned}, kinds(out.Events))
}

func TestAbandonForKeepsWhatClosedTheRun(t *testing.T) {
	st := walkToFork(t, 1, hero(t, rules.Fighter))
	out, err := AbandonFor(st.Run, "collapse", t0)
	require.NoError(t, err)
	assert.Equal(t, StatusAbandoned, out.Run.Status)
	assert.Equal(t, "collapse", out.Run.EndedBy)
	own, err := Abandon(st.Run, t0)
	require.NoError(t, err)
	assert.Empty(t, own.Run.EndedBy, "the player's own walk out names no cause")
	_, err = AbandonFor(out.Run, "collapse", t0)
	assert.ErrorIs(t, err, ErrRunOver)
}

func TestAGraphOfAnotherZoneIsRefused(t *testing.T) {
	g, _ := content.ZoneGraph(content.ZoneGoblinWarrens)
	_, err := Advance(at(cid("stair"), cid("entry"), cid("stair")), g, hero(t, rules.Fighter), t0)
	assert.ErrorIs(t, err, ErrNoGraph)
}

func TestSameSeedSameRun(t *testing.T) {
	a := walkToFork(t, 11, hero(t, rules.Ranger))
	b := walkToFork(t, 11, hero(t, rules.Ranger))
	assert.Equal(t, a.Run, b.Run)
	assert.Equal(t, a.Char, b.Char)
	assert.Equal(t, kinds(a.Events), kinds(b.Events))
}

func TestFightOverSettlesEliteRooms(t *testing.T) {
	g := crypt(t)
	base := at(cid("main_hall"), cid("entry"), cid("fork"), cid("main_hall"))
	base.Rooms[cid("main_hall")] = Room{Kind: zonegraph.KindElite, Fight: &Encounter{Monsters: []content.MonsterID{"specter"}, Kind: combat.KindElite, Pending: true}}
	ch := hero(t, rules.Fighter)
	loot := []content.Drop{{Source: content.SourceTreasure, ItemID: "gem_azurite", Qty: 1}}
	tests := []struct {
		result      combat.Result
		status      Status
		stillWaits  bool
		wantEvent   EventKind
		keepsLootXP bool
	}{
		{combat.ResultWon, StatusActive, false, EvFightOver, true},
		{combat.ResultTimeoutWon, StatusActive, false, EvFightOver, true},
		{combat.ResultDowned, StatusLost, false, EvRunLost, true},
		{combat.ResultFled, StatusFled, false, EvRunFled, true},
		{combat.ResultTimeoutLost, StatusActive, true, EvFightOver, false},
	}
	for _, tt := range tests {
		t.Run(string(tt.result), func(t *testing.T) {
			st, err := FightOver(base, g, ch, combat.Outcome{Result: tt.result, XP: 100, Loot: loot, Rounds: 4}, t0)
			require.NoError(t, err)
			assert.Equal(t, tt.status, st.Run.Status)
			_, _, waits := st.Run.PendingFight()
			assert.Equal(t, tt.stillWaits, waits)
			_, ok := find(st.Events, tt.wantEvent)
			assert.True(t, ok)
			rm := st.Run.Rooms[cid("main_hall")]
			assert.Equal(t, tt.result, rm.Fight.Result)
			if tt.keepsLootXP {
				assert.Equal(t, 100, rm.XP)
				assert.Equal(t, loot, rm.Loot)
			} else {
				assert.Zero(t, rm.XP)
			}
			assert.True(t, base.Rooms[cid("main_hall")].Fight.Pending, "the input run is not changed")
		})
	}
	_, err := FightOver(at(cid("stair"), cid("entry"), cid("stair")), g, ch, combat.Outcome{Result: combat.ResultWon}, t0)
	assert.ErrorIs(t, err, ErrNoPendingFight)
}

func TestAWaitingFightBlocksEveryMove(t *testing.T) {
	g := crypt(t)
	r := at(cid("main_hall"), cid("entry"), cid("fork"), cid("main_hall"))
	r.Rooms[cid("main_hall")] = Room{Kind: zonegraph.KindElite, Fight: &Encounter{Monsters: []content.MonsterID{"wight"}, Kind: combat.KindElite, Pending: true}}
	ch := hero(t, rules.Fighter)
	_, err := Advance(r, g, ch, t0)
	assert.Equal(t, ErrFightPending{Monster: "wight"}, err)
	_, err = Enter(r, g, ch, cid("antechamber"), t0)
	assert.Equal(t, ErrFightPending{Monster: "wight"}, err)
	spec, err := FightSpec(r, ch)
	require.NoError(t, err)
	assert.Equal(t, r.Seed, spec.Seed)
	assert.Equal(t, FightKey(cid("main_hall")), spec.Key)
	require.Len(t, spec.Enemies, 1)
	assert.Equal(t, content.MonsterID("wight"), spec.Enemies[0].ID)
	assert.Equal(t, 1, spec.Tier)
}

func TestWinningTheZoneBossClearsTheRun(t *testing.T) {
	g := crypt(t)
	r := at(cid("boss"), cid("entry"), cid("vestibule"), cid("boss"))
	r.Rooms[cid("boss")] = Room{Kind: zonegraph.KindBoss, Fight: &Encounter{Monsters: []content.MonsterID{"valdris"}, Kind: combat.KindBoss, Pending: true}}
	st, err := FightOver(r, g, hero(t, rules.Fighter), combat.Outcome{Result: combat.ResultWon}, t0)
	require.NoError(t, err)
	assert.Equal(t, StatusCleared, st.Run.Status)
	assert.True(t, st.Run.IsCleared(cid("boss")))
	assert.Equal(t, []EventKind{EvFightOver, EvZoneCleared}, kinds(st.Events))
	_, err = Advance(st.Run, g, st.Char, t0)
	assert.ErrorIs(t, err, ErrRunOver)
}
