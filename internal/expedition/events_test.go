package expedition

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
)

// eventsByDay rolls e to day `to` and returns the zone event kinds of each
// new day.
func eventsByDay(t *testing.T, e Expedition, pos Position, to int) (Expedition, map[int][]ZoneEventKind) {
	t.Helper()
	c := newCharacter(t, rules.Fighter)
	out := map[int][]ZoneEventKind{}
	e, _, reps := rollTo(t, e, pos, c, to)
	for _, r := range reps {
		for _, ev := range r.Events {
			assert.Equal(t, r.Day, ev.Day)
			out[r.Day] = append(out[r.Day], ev.Kind)
		}
	}
	return e, out
}

func TestSunkenTempleTideSchedule(t *testing.T) {
	e, evs := eventsByDay(t, departed(t, content.ZoneSunkenTemple, 3), cleared(), 8)
	assert.Equal(t, map[int][]ZoneEventKind{
		4: {EvTideWarning},
		5: {EvTideWarning},
		6: {EvTide},
		7: {EvTideEbbs},
	}, evs)
	assert.True(t, e.Stacks.TideDone)
	assert.False(t, e.Stacks.TideActive)
	assert.Equal(t, 2, e.Stacks.TideWarnings)
}

func TestTideDoublesBurnForItsDayOnly(t *testing.T) {
	promise.Shows(t, promise.TideBurn)
	c := newCharacter(t, rules.Fighter)
	_, _, reps := rollTo(t, departed(t, content.ZoneSunkenTemple, 3), cleared(), c, 7)
	byDay := map[int]float64{}
	for _, r := range reps {
		byDay[r.Day] = r.Burn.Total
	}
	assert.Equal(t, 1.5, byDay[5])
	assert.Equal(t, 3.0, byDay[6])
	assert.Equal(t, 1.5, byDay[7])
	assert.True(t, HarvestEffects(Expedition{ZoneID: content.ZoneSunkenTemple, Stacks: ZoneStacks{TideActive: true}}).TidalCrystal)
	assert.NotNil(t, CurrentEffects(Expedition{ZoneID: content.ZoneSunkenTemple, Stacks: ZoneStacks{TideActive: true}}).Tide)
}

func TestTideSkippedOnceTheBossRoomIsReached(t *testing.T) {
	promise.Shows(t, promise.TideSkipped)
	pos := cleared()
	pos.BossRoomReached = true
	_, evs := eventsByDay(t, departed(t, content.ZoneSunkenTemple, 3), pos, 8)
	assert.Empty(t, evs)

	// Reached after the first warning: the tide is called off.
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneSunkenTemple, 3)
	e, _, _ = rollTo(t, e, cleared(), c, 4)
	_, evs = eventsByDay(t, e, pos, 8)
	assert.Equal(t, map[int][]ZoneEventKind{5: {EvTideSkipped}}, evs)
}

func TestHauntedManorResetsEveryThirdNight(t *testing.T) {
	promise.Shows(t, promise.ManorReset)
	e, evs := eventsByDay(t, departed(t, content.ZoneHauntedManor, 3), cleared(), 8)
	assert.Equal(t, map[int][]ZoneEventKind{
		3: {EvManorWarning},
		4: {EvManorReset},
		6: {EvManorWarning},
		7: {EvManorReset},
	}, evs)
	assert.Equal(t, 7, e.Stacks.ManorNights)
	assert.True(t, e.Stacks.ManorRespawn)
	got, r := TakeRespawns(e)
	assert.True(t, r.Manor)
	assert.False(t, got.Stacks.ManorRespawn)
	_, r = TakeRespawns(got)
	assert.False(t, r.Any())
}

func TestUnderforgeHeatRisesToTen(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneUnderforge, 3)
	e.Supplies.Current, e.Supplies.Max = 100, 100
	e, _, reps := playTo(t, e, cleared(), c, 13) // played days: past day 10 it goes on in Siege
	for i, r := range reps {
		want := min(i+1, MaxHeat)
		assert.Equal(t, want, r.ZoneStacks.Heat, "day %d", r.Day)
		require.NotEmpty(t, r.Events)
		assert.Equal(t, EvHeatRises, r.Events[0].Kind)
		assert.Equal(t, HeatBandFor(want).Name, r.Events[0].Band)
	}
	// Warnings come the day before a band change: heat 3→4, 6→7, 9→10.
	warned := map[int]bool{}
	for _, r := range reps {
		for _, ev := range r.Events {
			if ev.Kind == EvHeatWarning {
				assert.True(t, ev.Ahead)
				warned[ev.Value] = true
			}
		}
	}
	assert.Equal(t, map[int]bool{4: true, 7: true, 10: true}, warned)
	assert.True(t, e.Stacks.HeatRestDue)
	assert.ErrorAs(t, CheckAdvance(e), &ErrMustRest{})
}

func TestHeatBands(t *testing.T) {
	cases := []struct {
		heat    int
		fire    bool
		conDis  bool
		burn    float64
		miningD int
		blocked bool
		penalty int
	}{
		{0, false, false, 1, 0, false, 0},
		{3, false, false, 1, 0, false, 0},
		{4, true, false, 1, 0, false, 0},
		{6, true, false, 1, 0, false, 0},
		{7, true, true, 1.5, 3, false, 0},
		{9, true, true, 1.5, 3, false, 0},
		{10, true, true, 1.5, 3, true, -2},
	}
	for _, tc := range cases {
		b := HeatBandFor(tc.heat)
		assert.Equal(t, tc.fire, !b.FireDamage.IsZero(), "heat %d", tc.heat)
		assert.Equal(t, tc.conDis, b.CONSaveDisadvantage, "heat %d", tc.heat)
		assert.Equal(t, tc.burn, b.BurnMultiplier, "heat %d", tc.heat)
		assert.Equal(t, tc.miningD, b.MiningDC, "heat %d", tc.heat)
		assert.Equal(t, tc.blocked, b.MiningBlocked, "heat %d", tc.heat)
		assert.Equal(t, tc.penalty, b.RollPenalty, "heat %d", tc.heat)
	}
	assert.Equal(t, rules.D(1, 4), HeatBandFor(5).FireDamage)
}

func TestFeywildRollsADailyD6(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneFeywild, 5)
	e.Supplies.Current, e.Supplies.Max = 200, 200
	_, _, reps := rollTo(t, e, cleared(), c, 40)
	seen := map[int]bool{}
	for _, r := range reps {
		require.Len(t, r.Events, 1)
		ev := r.Events[0]
		assert.Equal(t, EvFeyDistortion, ev.Kind)
		assert.GreaterOrEqual(t, ev.Value, 1)
		assert.LessOrEqual(t, ev.Value, 6)
		assert.Equal(t, FeyEffectFor(ev.Value).Name, ev.Band)
		seen[ev.Value] = true
		if r.Burn.Multiplier == 1 && len(r.Burn.Factors) == 0 {
			assert.Contains(t, []int{1, 2, 6}, ev.Value)
		}
	}
	assert.Len(t, seen, 6, "every face comes up over 39 days")
}

func TestFeyEffects(t *testing.T) {
	cases := []struct {
		roll  int
		name  string
		burn  float64
		extra bool
		loop  bool
	}{
		{0, "normal", 1, false, false}, {1, "normal", 1, false, false}, {2, "normal", 1, false, false},
		{3, "half_day", 0.5, false, false}, {4, "half_day", 0.5, false, false},
		{5, "double_day", 2, true, false}, {6, "time_loop", 1, false, true},
	}
	for _, tc := range cases {
		f := FeyEffectFor(tc.roll)
		assert.Equal(t, tc.name, f.Name, tc.roll)
		assert.Equal(t, tc.burn, f.Burn, tc.roll)
		assert.Equal(t, tc.extra, f.ExtraNightCheck, tc.roll)
		assert.Equal(t, tc.loop, f.TimeLoop, tc.roll)
	}
	assert.Equal(t, -3, FeyEffectFor(5).ForageDCMod)
}

func TestDragonsLairPulsesAndInfernaxWakes(t *testing.T) {
	e := departed(t, content.ZoneDragonsLair, 7)
	e.Supplies.Current, e.Supplies.Max = 200, 200
	e, evs := eventsByDay(t, e, cleared(), 15)
	assert.Equal(t, map[int][]ZoneEventKind{
		2: {EvDragonWarning}, 3: {EvDragonPulse},
		5: {EvDragonWarning}, 6: {EvDragonPulse},
		8: {EvDragonWarning}, 9: {EvDragonPulse},
		11: {EvDragonWarning}, 12: {EvDragonPulse},
		13: {EvDragonWakeWarning}, 14: {EvDragonWarning, EvDragonWakes},
		15: {EvDragonPulse},
	}, evs)
	assert.Equal(t, 5, e.Stacks.DragonPulses)
	assert.True(t, e.Stacks.DragonAwake)
}

func TestDragonPulseAddsTenThreatAndRaisesHarvestDC(t *testing.T) {
	promise.Shows(t, promise.DragonPulseThreat)
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneDragonsLair, 7)
	e, _, reps := rollTo(t, e, cleared(), c, 3)
	last := reps[len(reps)-1]
	require.Equal(t, EvDragonPulse, last.Events[0].Kind)
	require.NotNil(t, last.Events[0].Threat)
	assert.Equal(t, 10, last.Events[0].Threat.Applied)
	assert.Equal(t, 3+3+10, e.Threat.Level)

	cases := []struct {
		pulses int
		awake  bool
		dc     int
		block  bool
	}{
		{0, false, 0, false}, {2, false, 0, false}, {3, false, 4, false}, {4, true, 4, true},
	}
	for _, tc := range cases {
		m := HarvestEffects(Expedition{ZoneID: content.ZoneDragonsLair, Stacks: ZoneStacks{DragonPulses: tc.pulses, DragonAwake: tc.awake}})
		assert.Equal(t, tc.dc, m.DCBonus, "pulses %d", tc.pulses)
		assert.Equal(t, tc.block, m.Blocked, "pulses %d", tc.pulses)
	}
	assert.Equal(t, 4, CurrentEffects(Expedition{ZoneID: content.ZoneDragonsLair, Stacks: ZoneStacks{DragonPulses: 4}}).KoboldReinforcements)
}

func TestAbyssInstabilityRisesAndCollapses(t *testing.T) {
	promise.Shows(t, promise.AbyssCollapse)
	c := newCharacter(t, rules.Fighter)
	c.Coins = 5000
	e := departed(t, content.ZoneAbyssPortal, 7)
	e.Supplies.Current, e.Supplies.Max = 500, 500
	e.CoinsEarned = 1000
	e, _, reps := rollTo(t, e, cleared(), c, 30)
	last := reps[len(reps)-1]
	assert.Equal(t, 21, last.Day)
	assert.Equal(t, StatusAbandoned, e.Status)
	require.NotNil(t, last.Forced)
	assert.Equal(t, CauseCollapse, last.Forced.Cause)
	assert.Equal(t, 667, last.Forced.CoinsLost, "all but a third of the 1,000 coins earned")
	kinds := []ZoneEventKind{}
	for _, ev := range last.Events {
		kinds = append(kinds, ev.Kind)
	}
	assert.Equal(t, []ZoneEventKind{EvInstability, EvCollapse}, kinds)
	prev := reps[len(reps)-2]
	assert.Equal(t, 95, prev.ZoneStacks.Instability)
	assert.Equal(t, EvCollapseWarning, prev.Events[len(prev.Events)-1].Kind)
	for i, r := range reps {
		assert.Equal(t, min(5*(i+1), 100), r.ZoneStacks.Instability)
	}
}

func TestInstabilityBands(t *testing.T) {
	cases := []struct {
		v        int
		name     string
		wis      int
		shift    bool
		every    time.Duration
		dc       int
		blocked  bool
		penalty  int
		burn     float64
		collapse bool
	}{
		{0, "stable", 0, false, 0, 0, false, 0, 1, false},
		{20, "stable", 0, false, 0, 0, false, 0, 1, false},
		{21, "psychic_pressure", -1, false, 0, 0, false, 0, 1, false},
		{41, "reality_warps", -1, true, 0, 0, false, 0, 1, false},
		{61, "demon_surges", -1, true, 12 * time.Hour, 5, false, 0, 1, false},
		{81, "unraveling", -1, true, 12 * time.Hour, 0, true, -2, 2, false},
		{100, "collapse", -1, true, 12 * time.Hour, 0, true, -2, 2, true},
	}
	for _, tc := range cases {
		b := InstabilityBandFor(tc.v)
		assert.Equal(t, tc.name, b.Name, tc.v)
		assert.Equal(t, tc.wis, b.WISPenalty, tc.v)
		assert.Equal(t, tc.shift, b.RoomsShift, tc.v)
		assert.Equal(t, tc.every, b.WanderEvery, tc.v)
		assert.Equal(t, tc.dc, b.HarvestDC, tc.v)
		assert.Equal(t, tc.blocked, b.HarvestBlocked, tc.v)
		assert.Equal(t, tc.penalty, b.RollPenalty, tc.v)
		assert.Equal(t, tc.burn, b.BurnMultiplier, tc.v)
		assert.Equal(t, tc.collapse, b.Collapse, tc.v)
	}
}

func TestHarvestEffectsPerZone(t *testing.T) {
	cases := []struct {
		name string
		e    Expedition
		want harvest.EventMods
	}{
		{"goblins", Expedition{ZoneID: content.ZoneGoblinWarrens}, harvest.EventMods{}},
		{"heat 8", Expedition{ZoneID: content.ZoneUnderforge, Stacks: ZoneStacks{Heat: 8}}, harvest.EventMods{MiningDCBonus: 3}},
		{"heat 10", Expedition{ZoneID: content.ZoneUnderforge, Stacks: ZoneStacks{Heat: 10}}, harvest.EventMods{MiningDCBonus: 3, MiningBlocked: true}},
		{"abyss 70", Expedition{ZoneID: content.ZoneAbyssPortal, Stacks: ZoneStacks{Instability: 70}}, harvest.EventMods{DCBonus: 5}},
		{"abyss 85", Expedition{ZoneID: content.ZoneAbyssPortal, Stacks: ZoneStacks{Instability: 85}}, harvest.EventMods{Blocked: true}},
		{"fey loop", Expedition{ZoneID: content.ZoneFeywild, Stacks: ZoneStacks{FeyRoll: 6}}, harvest.EventMods{NodesReset: true}},
		{"fey double", Expedition{ZoneID: content.ZoneFeywild, Stacks: ZoneStacks{FeyRoll: 5}}, harvest.EventMods{ForageDCMod: -3}},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, HarvestEffects(tc.e), tc.name)
	}
}

func TestAFeywildTimeLoopPutsNewEnemiesInTheRoom(t *testing.T) {
	promise.Shows(t, promise.FeyLoopEnemies)
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneFeywild, 5)
	e.Supplies.Current, e.Supplies.Max = 200, 200
	// Find a day whose d6 is a 6 and one that is not, keeping the state
	// just before each rollover.
	var loopEve, plainEve *Expedition
	for e.Day < 40 && (loopEve == nil || plainEve == nil) {
		before := e.Clone()
		var rep RolloverReport
		var err error
		e, c, rep, err = Rollover(e, cleared(), c, testRoot(), NextRollover(e, time.UTC), time.UTC)
		require.NoError(t, err)
		e.PendingNight = nil // as if fought
		switch {
		case rep.Events[0].Value == 6 && loopEve == nil:
			loopEve = &before
		case rep.Events[0].Value != 6 && plainEve == nil:
			plainEve = &before
		}
	}
	require.NotNil(t, loopEve, "a time loop within 40 days")
	require.NotNil(t, plainEve)
	night := &NightEncounter{Kind: NightMinor, Monsters: []content.MonsterID{"redcap"}, Day: loopEve.Day, Source: SourceNight}
	roster := zoneOf(t, string(content.ZoneFeywild))
	for _, tc := range []struct {
		name    string
		eve     Expedition
		waiting *NightEncounter
		added   int
		source  EncounterSource
	}{
		{name: "a loop day: two ordinary enemies wait in the room", eve: *loopEve, added: 2, source: SourceLoop},
		{name: "a loop day after an ambush: the loop's enemies join it", eve: *loopEve, waiting: night, added: 2, source: SourceNight},
		{name: "any other day: nobody new", eve: *plainEve},
	} {
		t.Run(tc.name, func(t *testing.T) {
			eve := tc.eve.Clone()
			eve.PendingNight = tc.waiting
			after, _, rep, err := Rollover(eve, cleared(), c, testRoot(), NextRollover(eve, time.UTC), time.UTC)
			require.NoError(t, err)
			ev := rep.Events[0]
			require.Len(t, ev.Monsters, tc.added)
			if tc.added == 0 {
				assert.Nil(t, after.PendingNight, "no encounter waits")
				return
			}
			require.NotNil(t, after.PendingNight, "the loop's enemies wait for `!fight`")
			assert.Equal(t, tc.source, after.PendingNight.Source)
			var before []content.MonsterID
			if tc.waiting != nil {
				before = tc.waiting.Monsters
			}
			assert.Equal(t, append(slices.Clone(before), ev.Monsters...), after.PendingNight.Monsters)
			for _, id := range ev.Monsters {
				assert.True(t, slices.ContainsFunc(roster.Roster, func(r content.RosterEntry) bool { return r.MonsterID == id && !r.Elite }),
					"%s is an ordinary Feywild foe", id)
			}
			assert.Equal(t, ErrEncounterPending{}, CheckAdvance(after), "the loop's enemies are fought before moving on")
			if tc.waiting != nil {
				assert.Equal(t, []content.MonsterID{"redcap"}, tc.waiting.Monsters, "the waiting encounter is not changed in place")
			}
		})
	}
}
