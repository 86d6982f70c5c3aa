package play

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestAdvanceRefusalIsTheCommandsRefusal: AdvanceRefusal answers what
// `!advance` answers before anything moves (a night encounter, heat
// exhaustion, a fight in the room, the Crypt's boss door, rules §8.12),
// and nil where the walk goes on; wherever it says nil the step itself
// (ExpeditionStep) takes the walk, and wherever it refuses, the step
// refuses with the same error.
func TestAdvanceRefusalIsTheCommandsRefusal(t *testing.T) {
	rested, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	wounded := rested.Clone()
	wounded.HP--
	g, ok := content.ZoneGraph(content.ZoneCryptValdris)
	require.True(t, ok)
	door := g.In(g.Boss)[0].From
	atDoor := zonerun.Run{ID: 1, ZoneID: content.ZoneCryptValdris, Status: zonerun.StatusActive, Seed: 1, Current: door, Visited: []zonegraph.NodeID{g.Entry, door}}
	inBossRoom, err := zonerun.Advance(atDoor, g, rested, day1)
	require.NoError(t, err)
	_, boss, waits := inBossRoom.Run.PendingFight()
	require.True(t, waits, "the boss waits for `!fight`")
	crypt := active(t, content.ZoneCryptValdris)
	camped := crypt.Clone()
	camped.LastCampDay = camped.Day
	hungry := crypt.Clone()
	hungry.Supplies.Current = 0.5
	hot := crypt.Clone()
	hot.Stacks.HeatRestDue = true
	ambushed := crypt.Clone()
	ambushed.PendingNight = &expedition.NightEncounter{Monsters: []content.MonsterID{"skeleton"}, Day: 1, Source: expedition.SourceNight}
	for _, tc := range []struct {
		name string
		e    expedition.Expedition
		run  zonerun.Run
		ch   rules.Character
		want error
	}{
		{"boss door, fully rested", crypt, atDoor, rested, nil},
		{"boss door, one HP short", crypt, atDoor, wounded, expedition.ErrBossNeedsRest{Funds: expedition.FundsLongRest}},
		{"boss door, today's camp made", camped, atDoor, wounded, expedition.ErrBossNeedsRest{CampMade: true, Funds: expedition.CampFundsOf(camped)}},
		{"boss door, below 10% supplies", hungry, atDoor, wounded, expedition.ErrBossNeedsRest{Funds: expedition.CampFundsOf(hungry)}},
		{"heat exhaustion", hot, atDoor, rested, expedition.ErrMustRest{Funds: expedition.FundsLongRest}},
		{"a night encounter waits", ambushed, atDoor, rested, expedition.ErrEncounterPending{}},
		{"the boss waits in the room", crypt, inBossRoom.Run, rested, zonerun.ErrFightPending{Monster: boss.Monsters[0]}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := AdvanceRefusal(tc.e, tc.run, g, tc.ch, day1)
			assert.Equal(t, tc.want, got)
			st, err := zonerun.Advance(tc.run, g, tc.ch, day1)
			if err != nil {
				assert.Equal(t, got, err, "the run refuses as foretold")
				return
			}
			_, err = ExpeditionStep(StepIn{Exp: tc.e, Prev: tc.run, Step: st, Graph: g, World: 1, Now: day1, Move: MoveWalk})
			if tc.want == nil {
				assert.NoError(t, err)
				return
			}
			assert.Equal(t, tc.want, err, "the step refuses as foretold")
		})
	}
}

// TestAdvanceRefusalAsksTheRegionCrossing: walking out of a tier 5 zone's
// region into its final region needs a base camp (rules §8.13), and the
// check that offers `!advance` says so as the step does.
func TestAdvanceRefusalAsksTheRegionCrossing(t *testing.T) {
	ch, err := rules.NewCharacter("Gorm", rules.Fighter, rules.Human)
	require.NoError(t, err)
	ch, _ = rules.AwardXP(ch, rules.XPForLevel(16))
	g, ok := content.ZoneGraph(content.ZoneDragonsLair)
	require.True(t, ok)
	regions := expedition.Regions(content.ZoneDragonsLair)
	final := regions[len(regions)-1]
	require.True(t, final.Final)
	var from zonegraph.NodeID
	var fromRegion string
	for id, n := range g.Nodes {
		for _, e := range g.Out(id) {
			if n.Region != final.ID && g.Nodes[e.To].Region == final.ID {
				from, fromRegion = id, n.Region
			}
		}
	}
	require.NotEmpty(t, from, "an edge into the final region")
	run := zonerun.Run{ID: 1, ZoneID: content.ZoneDragonsLair, Status: zonerun.StatusActive, Seed: 1, Current: from, Region: fromRegion,
		Visited: []zonegraph.NodeID{g.Entry, from}, Cleared: []zonegraph.NodeID{g.Entry}, RegionsCleared: []string{fromRegion}}
	e := active(t, content.ZoneDragonsLair)
	e.Region = fromRegion
	got := AdvanceRefusal(e, run, g, ch, day1)
	assert.Equal(t, expedition.ErrBaseCampRequired{}, got)
	st, err := zonerun.Advance(run, g, ch, day1)
	require.NoError(t, err, "the run itself walks on")
	_, err = ExpeditionStep(StepIn{Exp: e, Prev: run, Step: st, Graph: g, World: 1, Now: day1, Move: MoveWalk})
	assert.Equal(t, got, err, "the step refuses as foretold")

	e.BaseCampNode = g.Entry
	assert.NoError(t, AdvanceRefusal(e, run, g, ch, day1), "with a base camp the crossing is made")
}
