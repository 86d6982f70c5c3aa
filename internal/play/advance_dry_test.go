package play

import (
	"fmt"
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

// refusalByWalking is AdvanceRefusal as it was asked before the dry
// step: the whole walk (zonerun.Advance, its room resolved, a fight
// simulated) and then the walk's checks.
func refusalByWalking(e expedition.Expedition, r zonerun.Run, g zonegraph.Graph, ch rules.Character, now time.Time) error {
	if err := expedition.CheckAdvance(e); err != nil {
		return err
	}
	st, err := zonerun.Advance(r, g, ch, now)
	if err != nil {
		return err
	}
	return checkWalk(e, r, st, g)
}

// TestAdvanceRefusalWithoutWalkingIsTheWalksRefusal: in every zone,
// standing in every room (fresh, cleared, its region's boss down or not,
// with a fork's prompt waiting or a fight in the room), for a level-1
// and a level-16 character, rested or wounded, with or without a base
// camp, heat exhaustion or a night encounter, AdvanceRefusal, which no
// longer walks into the next room, answers exactly what walking it
// answered (rules §6.4, §8.12, §8.13).
func TestAdvanceRefusalWithoutWalkingIsTheWalksRefusal(t *testing.T) {
	low, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	high := low.Clone()
	high, _ = rules.AwardXP(high, rules.XPForLevel(16))
	var chars []rules.Character
	for _, ch := range []rules.Character{low, high} {
		wounded := ch.Clone()
		wounded.HP = max(1, wounded.HP/2)
		chars = append(chars, ch, wounded)
	}
	compared, refused := 0, 0
	kinds := map[string]bool{}
	for _, g := range content.ZoneGraphs() {
		zone := content.ZoneID(g.ZoneID)
		plain := active(t, zone)
		camped := plain.Clone()
		camped.BaseCampNode = g.Entry
		hot := plain.Clone()
		hot.Stacks.HeatRestDue = true
		ambushed := plain.Clone()
		ambushed.PendingNight = &expedition.NightEncounter{Monsters: []content.MonsterID{"skeleton"}, Day: 1, Source: expedition.SourceNight}
		for id, n := range g.Nodes {
			for seed := uint64(1); seed <= 3; seed++ {
				fresh := zonerun.Run{ID: 1, ZoneID: zone, Status: zonerun.StatusActive, Seed: seed, FightSeed: seed, Current: id, Region: n.Region,
					Visited: []zonegraph.NodeID{g.Entry, id}}
				cleared := fresh.Clone()
				cleared.Cleared = []zonegraph.NodeID{g.Entry, id}
				cleared.RegionsCleared = []string{n.Region}
				runs := []zonerun.Run{fresh, cleared}
				for _, r := range []zonerun.Run{fresh, cleared} {
					// The room entered for real: a fork's prompt or a fight may wait in it.
					if len(g.In(id)) > 0 {
						prev := r.Clone()
						prev.Current, prev.Region = g.In(id)[0].From, g.Nodes[g.In(id)[0].From].Region
						if st, err := zonerun.Advance(prev, g, high, day1); err == nil && st.Run.Current == id {
							runs = append(runs, st.Run)
						}
					}
				}
				for k, r := range runs {
					for _, e := range []expedition.Expedition{plain, camped, hot, ambushed} {
						e.Region = r.Region
						for c, ch := range chars {
							want := refusalByWalking(e, r, g, ch, day1)
							got := AdvanceRefusal(e, r, g, ch, day1)
							if !assert.Equal(t, want, got, fmt.Sprintf("%s, room %s, seed %d, run %d, char %d", zone, id, seed, k, c)) {
								return
							}
							compared++
							if want != nil {
								refused++
								kinds[fmt.Sprintf("%T", want)] = true
							}
						}
					}
				}
			}
		}
	}
	assert.Greater(t, compared-refused, 0, "some walks go on")
	for _, kind := range []error{zonerun.ErrWayLocked{}, zonerun.ErrFightPending{}, expedition.ErrBaseCampRequired{},
		expedition.ErrBossNeedsRest{}, expedition.ErrMustRest{}, expedition.ErrEncounterPending{}} {
		assert.True(t, kinds[fmt.Sprintf("%T", kind)], "some walks are refused with %T", kind)
	}
	t.Logf("%d cases, %d refused: %v", compared, refused, kinds)
}
