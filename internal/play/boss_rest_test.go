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
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestTheCryptsBossDoorWantsAFullRest: walking into Valdris's room is
// refused while the player is not fully rested and nothing applies; fully
// rested, the door opens (rules §8.12). Another zone's boss has no such
// rule.
func TestTheCryptsBossDoorWantsAFullRest(t *testing.T) {
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	wounded := ch.Clone()
	wounded.HP--
	for _, tc := range []struct {
		name string
		zone content.ZoneID
		ch   rules.Character
		want error
	}{
		{"crypt, fully rested", content.ZoneCryptValdris, ch, nil},
		{"crypt, one HP short", content.ZoneCryptValdris, wounded, expedition.ErrBossNeedsRest{Funds: expedition.FundsLongRest}},
		{"goblin warrens, one HP short", content.ZoneGoblinWarrens, wounded, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, ok := content.ZoneGraph(tc.zone)
			require.True(t, ok)
			door := g.In(g.Boss)[0].From
			prev := zonerun.Run{ID: 1, ZoneID: tc.zone, Status: zonerun.StatusActive, Seed: 1, Current: door, Visited: []zonegraph.NodeID{g.Entry, door}}
			st, err := zonerun.Advance(prev, g, tc.ch, day1)
			require.NoError(t, err)
			require.Equal(t, g.Boss, st.Run.Current)
			e := active(t, tc.zone)
			out, err := ExpeditionStep(StepIn{Exp: e, Prev: prev, Step: st, Graph: g, World: 1, Now: day1, Move: MoveWalk})
			if tc.want != nil {
				assert.ErrorIs(t, err, tc.want)
				assert.Zero(t, out, "nothing applies")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, g.Boss, out.Run.Current)
		})
	}
}

// TestTheSimulatorFacesValdrisFullyRested: the simulator's player (the
// autopilot's rules) takes the long rest the Crypt's boss wants before
// walking in, whatever state the walk left them in (rules §8.12).
func TestTheSimulatorFacesValdrisFullyRested(t *testing.T) {
	ch, err := rules.NewCharacter("Ada", rules.Mage, rules.Human)
	require.NoError(t, err)
	ch, _ = rules.AwardXP(ch, rules.XPForLevel(2))
	reached := 0
	for world := uint64(1); world <= 8; world++ {
		g, err := New(Setup{World: world, RunID: 1, ZoneID: content.ZoneCryptValdris, Char: ch, Mode: ModeExpedition,
			Start: time.Date(2026, 1, 5, 8, 0, 0, 0, time.UTC), Policy: defaultPolicy})
		require.NoError(t, err)
		for range 400 {
			if g.result != nil {
				break
			}
			if g.Run.Current == g.Graph.Boss {
				reached++
				assert.True(t, rules.FullyRested(g.Char), "world %d: in Valdris's room at HP %d/%d, slots %v", world, g.Char.HP, rules.MaxHP(g.Char), g.Char.Slots)
				break
			}
			require.NoError(t, g.turn())
		}
	}
	assert.Positive(t, reached, "some game reaches the boss")
}

// TestBaseCampBehindSaysWhatTheRoomBackAllows: from a region boss's room
// the refusal of `!camp base` sends the player back a room only when a
// base camp can stand there: in a region without a base-camp site it says
// so at once (rules §8.10).
func TestBaseCampBehindSaysWhatTheRoomBackAllows(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneDragonsLair)
	require.True(t, ok)
	e := active(t, content.ZoneDragonsLair)
	e.Day = 4
	seen := map[bool]bool{}
	for _, reg := range g.Regions {
		if reg.Boss == g.Boss || len(g.In(reg.Boss)) == 0 {
			continue
		}
		back := g.In(reg.Boss)[0].From
		r := zonerun.Run{ID: 1, ZoneID: content.ZoneDragonsLair, Status: zonerun.StatusActive, Seed: 1, Current: reg.Boss, Region: reg.ID,
			Visited: []zonegraph.NodeID{g.Entry, back, reg.Boss}, Cleared: []zonegraph.NodeID{g.Entry, back, reg.Boss}, RegionsCleared: []string{reg.ID}}
		if CampBehind(r, g) == "" {
			continue
		}
		want := expedition.BaseCampRefusal("")
		if !reg.BaseCamp {
			want = expedition.BaseCampSite
		}
		assert.Equal(t, want, BaseCampBehind(e, r, g), reg.ID)
		seen[reg.BaseCamp] = true
	}
	assert.True(t, seen[false], "a region without a base-camp site was checked")
}
