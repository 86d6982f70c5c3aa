package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestSpentChargesCountsWhatTheNodesLost(t *testing.T) {
	s := harvest.State{Rooms: map[zonegraph.NodeID]harvest.Room{
		"a": {Nodes: []harvest.Node{{Charges: 0, Max: 2}, {Charges: 1, Max: 2}}},
		"b": {Nodes: []harvest.Node{{Charges: -1, Max: 1}}},
	}}
	assert.Equal(t, 4, SpentCharges(s), "2 + 1 + 1 (a node below 0 counts as empty)")
	assert.Zero(t, SpentCharges(harvest.State{}))
}

// TestATimeLoopGrowsTheHarvestBack: a Feywild morning that rolls the time
// loop refills the run's spent harvest nodes, as its line says (rules
// §8.12); another morning leaves them spent.
func TestATimeLoopGrowsTheHarvestBack(t *testing.T) {
	promise.Shows(t, promise.FeyLoopHarvest)
	g, ok := content.ZoneGraph(content.ZoneFeywild)
	require.True(t, ok)
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	ch, _ = rules.AwardXP(ch, rules.XPForLevel(9))
	spent := harvest.State{Rooms: map[zonegraph.NodeID]harvest.Room{g.Entry: {Nodes: []harvest.Node{{Charges: 0, Max: 2}}}}}
	run := zonerun.Run{ID: 1, ZoneID: content.ZoneFeywild, Status: zonerun.StatusActive, Current: g.Entry,
		Visited: []zonegraph.NodeID{g.Entry}, Harvest: spent}
	at := time.Date(2026, 3, 3, 6, 0, 0, 0, time.UTC)
	seen := map[bool]bool{}
	for world := uint64(1); world < 200 && len(seen) < 2; world++ {
		e := active(t, content.ZoneFeywild)
		out, err := Rollover(RolloverIn{Exp: e, Char: ch, Run: run.Clone(), Graph: g, World: world, At: at, Loc: time.UTC})
		require.NoError(t, err)
		loop := expedition.FeyEffectFor(out.Exp.Stacks.FeyRoll).TimeLoop
		seen[loop] = true
		assert.Equal(t, loop, out.NodesReset, "world %d", world)
		want := 0
		if loop {
			want = 2
		}
		assert.Equal(t, want, out.Run.Harvest.Rooms[g.Entry].Nodes[0].Charges, "world %d: a time loop refills, another day does not", world)
	}
	assert.Len(t, seen, 2, "both a time loop and another day were rolled")
}

// TestARolloverThatForcesThePlayerOutTakesTheLegsLoss: a morning that
// forces the player out (here a day past the zone's last with no play)
// takes all but a third of the leg's XP and coins off the character, the
// level kept (rules §8.18).
func TestARolloverThatForcesThePlayerOutTakesTheLegsLoss(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneGoblinWarrens)
	require.True(t, ok)
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	ch, _ = rules.AwardXP(ch, 300)
	ch.Coins = 100
	e := active(t, content.ZoneGoblinWarrens) // at most 4 days
	e.Day, e.Today = 5, expedition.DayCounters{Day: 5}
	e.XPEarned, e.CoinsEarned = 300, 60
	run := zonerun.Run{ID: 1, ZoneID: content.ZoneGoblinWarrens, Status: zonerun.StatusActive, Current: g.Entry, Visited: []zonegraph.NodeID{g.Entry}}
	out, err := Rollover(RolloverIn{Exp: e, Char: ch, Run: run, Graph: g, World: 1, At: expedition.NextRollover(e, time.UTC), Loc: time.UTC})
	require.NoError(t, err)
	require.NotNil(t, out.Report.Forced)
	assert.Equal(t, expedition.CauseOverstay, out.Report.Forced.Cause)
	assert.Equal(t, 100, out.Char.XP, "a third of the leg's 300 XP kept")
	assert.Equal(t, 2, out.Char.Level, "the level is kept")
	assert.Equal(t, 60, out.Char.Coins, "a third of the leg's 60 coins kept")
	assert.True(t, out.CharChanged)
}
