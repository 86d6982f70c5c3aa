package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// playUntil plays a level-lvl character of class through zone, world seed
// after world seed, until the game stands where at says; it fails the test
// when no seed of the first twenty gets there.
func playUntil(t *testing.T, class rules.ClassID, lvl int, zone content.ZoneID, at func(g *Game) bool) *Game {
	t.Helper()
	ch, err := rules.NewCharacter("Ada", class, rules.Human)
	require.NoError(t, err)
	ch, _ = rules.AwardXP(ch, rules.XPForLevel(lvl))
	for world := uint64(1); world <= 20; world++ {
		g, err := New(Setup{World: world, RunID: 1, ZoneID: zone, Char: ch, Mode: ModeExpedition,
			Start: time.Date(2026, 1, 5, 8, 0, 0, 0, time.UTC), Policy: defaultPolicy, Record: true})
		require.NoError(t, err)
		for range 200 {
			if g.result != nil {
				break
			}
			if at(g) {
				return g
			}
			require.NoError(t, g.turn())
		}
	}
	require.FailNow(t, "no seed got there")
	return nil
}

// inTrapRoom plays a level-3 Fighter through the Crypt of Valdris until
// they stand in a cleared trap room with the day's camp still to pitch.
func inTrapRoom(t *testing.T) *Game {
	t.Helper()
	return playUntil(t, rules.Fighter, 3, content.ZoneCryptValdris, func(g *Game) bool {
		pos := Position(g.Run, g.Graph, false)
		return pos.Kind == zonegraph.KindTrap && !pos.EnemiesPresent && !pos.InCombat && g.Exp.Camp == nil
	})
}

func TestRestWalksBackOutOfARoomThatForbidsCamps(t *testing.T) {
	g := inTrapRoom(t)
	g.Char.HitDice = 0 // no short rest: a camp is the only rest
	from := g.Run.Current
	typed := len(g.Commands)

	require.True(t, g.rest())
	cmds := g.Commands[typed:]
	require.Len(t, cmds, 2)
	assert.Regexp(t, `^!revisit \d+$`, cmds[0].Text)
	assert.Equal(t, "!camp standard", cmds[1].Text)
	assert.NotEqual(t, from, g.Run.Current)
	require.NotNil(t, g.Exp.Camp)
	assert.Equal(t, g.Run.Current, g.Exp.Camp.Node)
}

func TestRestStaysPutOnceTodaysCampIsPitched(t *testing.T) {
	g := inTrapRoom(t)
	g.Char.HitDice = 0
	g.Exp.Camp = &expedition.Camp{Type: expedition.CampStandard, Day: g.Exp.Day}
	from, typed := g.Run.Current, len(g.Commands)

	assert.False(t, g.rest(), "one camp a day: walking back would not help")
	assert.Equal(t, from, g.Run.Current)
	assert.Len(t, g.Commands, typed)
}

// atDoor plays a level-5 Mage through the Goblin Warrens until the walk
// stops at an elite or boss door at full HP.
func atDoor(t *testing.T) (*Game, expedition.WalkStop) {
	t.Helper()
	var stop expedition.WalkStop
	g := playUntil(t, rules.Mage, 5, content.ZoneGoblinWarrens, func(g *Game) bool {
		stop, _, _ = NextStop(Look{Exp: g.Exp, Run: g.Run, Graph: g.Graph, Char: g.Char, Walked: g.walked,
			Limit: expedition.AutopilotRooms, MinHPPct: g.minHP(), Now: g.Now, Loc: g.Loc})
		return (stop == expedition.StopElite || stop == expedition.StopBoss) && g.hpPct() == 100
	})
	return g, stop
}

func TestACasterRestsAtADoorWithItsSlotsSpent(t *testing.T) {
	g, stop := atDoor(t)
	g.Char.Slots = rules.SlotTable{1} // 1 of 7 slots left
	require.Less(t, g.slotsPct(), defaultPolicy.DoorMinSlotsPct)
	typed := len(g.Commands)
	require.NoError(t, g.door(stop))
	require.Greater(t, len(g.Commands), typed)
	assert.Equal(t, "!expedition run", g.Commands[typed].Text, "the autopilot's patch-up rests before the door")
	assert.Greater(t, g.Char.Slots.Total(), 1, "slots came back")
}

func TestACasterWithSlotsWalksThroughTheDoor(t *testing.T) {
	g, stop := atDoor(t)
	g.Char.Slots = rules.MaxSlots(g.Char)
	typed := len(g.Commands)
	require.NoError(t, g.door(stop))
	require.Greater(t, len(g.Commands), typed)
	assert.Equal(t, "!advance", g.Commands[typed].Text)
}
