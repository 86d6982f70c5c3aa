package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestAwarenessPulsesSendKoboldPatrols: each Dragon's Lair pulse adds one
// kobold to the fight of every room entered afterwards, as the pulse line
// says (rules §8.12): the rollover that fires a pulse leaves the run's
// mods with the patrol, and the next room's fight has it.
func TestAwarenessPulsesSendKoboldPatrols(t *testing.T) {
	promise.Shows(t, promise.DragonPatrols)
	g, ok := content.ZoneGraph(content.ZoneDragonsLair)
	require.True(t, ok)
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	ch, _ = rules.AwardXP(ch, rules.XPForLevel(14))
	st, err := zonerun.Start(zonerun.StartParams{ID: 1, UserID: "@a:x", Graph: g, ZoneTier: 5, Char: ch, Seed: 3, Now: day1})
	require.NoError(t, err)
	e := active(t, content.ZoneDragonsLair)
	e.Supplies.Current, e.Supplies.Max = 100, 100
	assert.Zero(t, FightMods(e).Patrol, "no pulse yet, no patrol")

	run, char := st.Run, st.Char
	for day := 2; day <= 6; day++ {
		at := time.Date(2026, 3, day+1, 6, 0, 0, 0, time.UTC)
		out, err := Rollover(RolloverIn{Exp: e, Char: char, Run: run, Graph: g, World: 1, At: at, Loc: time.UTC})
		require.NoError(t, err)
		e, char, run = out.Exp, out.Char, out.Run
		assert.Equal(t, e.Stacks.DragonPulses, run.Mods.Patrol, "day %d: one kobold a pulse", e.Day)
	}
	require.Equal(t, 2, e.Stacks.DragonPulses, "pulses on days 3 and 6")
	assert.Equal(t, expedition.DragonPatrolMonster, run.Mods.PatrolMonster)

	next := g.Out(run.Current)[0].To
	for seed := uint64(1); seed < 100; seed++ {
		r := run.Clone()
		r.Seed = seed
		step, err := zonerun.Enter(r, g, char, next, day1.Add(5*24*time.Hour))
		require.NoError(t, err)
		if rm := step.Run.Rooms[next]; rm.Fight != nil {
			require.Len(t, rm.Fight.Monsters, 3)
			assert.Equal(t, []content.MonsterID{"kobold", "kobold"}, rm.Fight.Monsters[1:], "two pulses, two kobolds join")
			return
		}
	}
	t.Fatal("no seed puts a fight in the next room")
}
