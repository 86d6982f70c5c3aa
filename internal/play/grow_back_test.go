package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// spentRun is a goblin warrens run at its entry, handed a room its last run
// emptied (one it has not walked into yet) with a bare harvest node.
func spentRun(t *testing.T) (zonerun.Run, zonegraph.Graph, zonegraph.NodeID) {
	t.Helper()
	g, ok := content.ZoneGraph(content.ZoneGoblinWarrens)
	require.True(t, ok)
	next := g.Out(g.Entry)[0].To
	run := zonerun.Run{ID: 1, ZoneID: content.ZoneGoblinWarrens, Status: zonerun.StatusActive, Current: g.Entry,
		Visited: []zonegraph.NodeID{g.Entry}, Cleared: []zonegraph.NodeID{g.Entry}, Spent: []zonegraph.NodeID{next},
		Harvest: harvest.State{Rooms: map[zonegraph.NodeID]harvest.Room{next: {Passes: 1, Nodes: []harvest.Node{{ID: "n", Charges: 0, Max: 2}}}}}}
	return run, g, next
}

// The zone grows back around an expedition at the 06:00 rollover and with
// a camp's long rest (rules §6.10), as the start's and the room's lines say:
// a spent room not yet walked into holds its contents again.
func TestTheZoneGrowsBackAroundAnExpedition(t *testing.T) {
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	ch, _ = rules.AwardXP(ch, rules.XPForLevel(2))

	run, g, next := spentRun(t)
	at := time.Date(2026, 3, 3, 6, 0, 0, 0, time.UTC)
	out, err := Rollover(RolloverIn{Exp: active(t, content.ZoneGoblinWarrens), Char: ch, Run: run, Graph: g, World: 1, At: at, Loc: time.UTC})
	require.NoError(t, err)
	assert.True(t, out.ZoneGrew)
	assert.True(t, out.RunChanged, "the bot saves the grown run")
	assert.Empty(t, out.Run.Spent)
	assert.Equal(t, 2, out.Run.Harvest.Rooms[next].ChargesLeft())

	run, g, next = spentRun(t)
	e := active(t, content.ZoneGoblinWarrens)
	e.Supplies.Current, e.Supplies.Max = 20, 20 // full packs: no rationing
	camp, err := Pitch(e, run, g, ch, expedition.CampStandard, false, day1.Add(10*time.Hour))
	require.NoError(t, err)
	require.Equal(t, expedition.RestLong, camp.Result.Rest)
	assert.True(t, camp.ZoneGrew)
	assert.Empty(t, camp.Run.Spent)
	assert.Equal(t, 2, camp.Run.Harvest.Rooms[next].ChargesLeft())

	rough, err := Pitch(e, run, g, ch, expedition.CampRough, false, day1.Add(10*time.Hour))
	require.NoError(t, err)
	assert.False(t, rough.ZoneGrew, "a rough camp is no long rest")
	assert.Equal(t, []zonegraph.NodeID{next}, rough.Run.Spent)
}

// A night or road fight's kills join the run's kill log as a room fight's
// do, so a node that waits for "a worg falls this run" opens after a worg
// falls at the camp (rules §7.4).
func TestANightFightsKillsCountForTheRun(t *testing.T) {
	ch, g, run := atWarrensEntry(t)
	e := active(t, content.ZoneGoblinWarrens)
	e.PendingNight = &expedition.NightEncounter{Kind: expedition.NightElite, Monsters: []content.MonsterID{"worg"}, Day: 1}
	out, err := NightFightOver(NightIn{Exp: e, Char: ch, Run: run, Graph: g, World: 1, Now: day1,
		Outcome: combat.Outcome{Result: combat.ResultWon, Rounds: 2, Kills: []content.MonsterID{"worg"}}})
	require.NoError(t, err)
	assert.Equal(t, []content.MonsterID{"worg"}, out.Run.Kills)
	assert.Empty(t, run.Kills, "a copy")
}
