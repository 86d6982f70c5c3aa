package expedition

import (
	"time"

	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestBurnTablesPerTier(t *testing.T) {
	cases := []struct {
		tier        int
		base, harsh float64
	}{
		{0, 0, 0}, {1, 1, 1}, {2, 1.5, 1.5}, {3, 2, 2}, {4, 3, 2.5}, {5, 4, 3}, {6, 0, 0},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.base, BaseBurn(tc.tier), "base tier %d", tc.tier)
		assert.Equal(t, tc.harsh, HarshMultiplier(tc.tier), "harsh tier %d", tc.tier)
	}
}

func TestDailyBurnCombinesByLargestMultiplier(t *testing.T) {
	promise.Shows(t, promise.HeatBurn, promise.FeyHalfDay, promise.FeyDoubleDay, promise.ThreatHarshBurn, promise.SiegeBurn, promise.AbyssBurn)
	cases := []struct {
		name  string
		zone  content.ZoneID
		set   func(e *Expedition)
		mult  float64
		total float64
	}{
		{"T1 calm", content.ZoneGoblinWarrens, func(e *Expedition) {}, 1, 1},
		{"T1 harsh threat is x1", content.ZoneGoblinWarrens, func(e *Expedition) { e.Threat.Level = 61 }, 1, 1},
		{"T1 siege doubles", content.ZoneGoblinWarrens, func(e *Expedition) { e.Threat.Level, e.Threat.Siege = 100, true }, 2, 2},
		{"T2 threat 60 not harsh", content.ZoneForestShadows, func(e *Expedition) { e.Threat.Level = 60 }, 1, 1.5},
		{"T2 threat 61 harsh", content.ZoneForestShadows, func(e *Expedition) { e.Threat.Level = 61 }, 1.5, 2.25},
		{"T2 tide doubles", content.ZoneSunkenTemple, func(e *Expedition) { e.Stacks.TideActive = true }, 2, 3},
		{"T2 tide and harsh: largest", content.ZoneSunkenTemple, func(e *Expedition) { e.Stacks.TideActive, e.Threat.Level = true, 70 }, 2, 3},
		{"T3 heat 6", content.ZoneUnderforge, func(e *Expedition) { e.Stacks.Heat = 6 }, 1, 2},
		{"T3 heat 7 +50%", content.ZoneUnderforge, func(e *Expedition) { e.Stacks.Heat = 7 }, 1.5, 3},
		{"T3 heat 10 and harsh", content.ZoneUnderforge, func(e *Expedition) { e.Stacks.Heat, e.Threat.Level = 10, 80 }, 2, 4},
		{"T4 fey half", content.ZoneFeywild, func(e *Expedition) { e.Stacks.FeyRoll = 3 }, 0.5, 1.5},
		{"T4 fey double", content.ZoneFeywild, func(e *Expedition) { e.Stacks.FeyRoll = 5 }, 2, 6},
		{"T4 fey half under harsh", content.ZoneFeywild, func(e *Expedition) { e.Stacks.FeyRoll, e.Threat.Level = 4, 65 }, 1.25, 3.75},
		{"T4 fey loop normal", content.ZoneFeywild, func(e *Expedition) { e.Stacks.FeyRoll = 6 }, 1, 3},
		{"T5 abyss 80", content.ZoneAbyssPortal, func(e *Expedition) { e.Stacks.Instability = 80 }, 1, 4},
		{"T5 abyss 81 doubles", content.ZoneAbyssPortal, func(e *Expedition) { e.Stacks.Instability = 81 }, 2, 8},
		{"T5 siege: harsh x3 wins", content.ZoneAbyssPortal, func(e *Expedition) { e.Threat.Level, e.Threat.Siege, e.Stacks.Instability = 100, true, 90 }, 3, 12},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := provisioning(t, tc.zone)
			tc.set(&e)
			b := DailyBurn(e)
			assert.Equal(t, tc.mult, b.Multiplier)
			assert.Equal(t, tc.total, b.Total)
		})
	}
}

func TestDepletionBands(t *testing.T) {
	cases := []struct {
		current, max float64
		want         DepletionLevel
		penalty      int
		noLong       bool
	}{
		{30, 30, DepletionNormal, 0, false},
		{7.75, 30, DepletionNormal, 0, false},
		{7.5, 30, DepletionRationing, -1, false}, // exactly 25%
		{3, 30, DepletionRationing, -1, false},   // exactly 10%
		{2.75, 30, DepletionSevere, -2, true},
		{0.25, 30, DepletionSevere, -2, true},
		{0, 30, DepletionStarvation, -2, true},
		{0, 0, DepletionStarvation, -2, true},
	}
	for _, tc := range cases {
		b := Depletion(Supplies{Current: tc.current, Max: tc.max})
		assert.Equal(t, tc.want, b.Level, "%g/%g", tc.current, tc.max)
		assert.Equal(t, tc.penalty, b.RollPenalty, "%g/%g", tc.current, tc.max)
		assert.Equal(t, tc.noLong, b.NoLongRest, "%g/%g", tc.current, tc.max)
	}
	assert.True(t, Depletion(Supplies{}).Starvation)
}

func TestDaysLeft(t *testing.T) {
	e := departed(t, content.ZoneSunkenTemple, 1) // 10 SU at 1.5/day
	assert.Equal(t, 6, DaysLeft(e))
	e.Supplies.Current = 0
	assert.Equal(t, 0, DaysLeft(e))
}

func TestForageRefusals(t *testing.T) {
	ranger := newCharacter(t, rules.Ranger)
	fighter := newCharacter(t, rules.Fighter)
	forest := departed(t, content.ZoneForestShadows, 1)
	used := forest
	used.Supplies.Foraged = true
	cases := []struct {
		name string
		e    Expedition
		pos  Position
		c    rules.Character
		want ForageRefusal
	}{
		{"not a ranger", forest, cleared(), fighter, ForageNotRanger},
		{"indoors", departed(t, content.ZoneGoblinWarrens, 1), cleared(), ranger, ForageIndoors},
		{"already today", used, cleared(), ranger, ForageUsed},
		{"in combat", forest, Position{InCombat: true}, ranger, ForageInCombat},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, _, err := Forage(tc.e, tc.pos, tc.c, testRoot(), t0)
			var fe ErrCannotForage
			require.ErrorAs(t, err, &fe)
			assert.Equal(t, tc.want, fe.Reason)
			assert.Equal(t, tc.e, got)
		})
	}
}

// Foraging is work, not rest: resting or down, the Ranger forages once up
// (rules §3.3, §8.14), as a search waits.
func TestForageWaitsForARestOrRecovery(t *testing.T) {
	forest := departed(t, content.ZoneForestShadows, 1)
	resting := newCharacter(t, rules.Ranger)
	resting.LockoutUntil = t0.Add(time.Hour)
	down := newCharacter(t, rules.Ranger)
	down.DownUntil = t0.Add(time.Hour)
	for _, tc := range []struct {
		name string
		c    rules.Character
		want error
	}{
		{"resting", resting, rules.ErrRestLockout{Until: resting.LockoutUntil}},
		{"down", down, rules.ErrRecovering{Until: down.DownUntil}},
	} {
		got, _, err := Forage(forest, cleared(), tc.c, testRoot(), t0)
		assert.Equal(t, tc.want, err, tc.name)
		assert.Equal(t, forest, got, tc.name)
		_, _, err = Forage(forest, cleared(), tc.c, testRoot(), t0.Add(time.Hour))
		assert.NoError(t, err, tc.name+": up again")
	}
}

func TestForageRollsWISAgainstDC12AndCapsAtHeadroom(t *testing.T) {
	ranger := newCharacter(t, rules.Ranger)
	successes := 0
	for seed := uint64(0); seed < 60; seed++ {
		e := departed(t, content.ZoneForestShadows, 2)
		e.Supplies.Current = 18.5 // headroom 1.5 SU
		got, r, err := Forage(e, cleared(), ranger, dice.NewStream(seed), t0)
		require.NoError(t, err)
		assert.True(t, got.Supplies.Foraged)
		assert.Equal(t, ForageDC, r.DC)
		assert.Equal(t, r.D20+ranger.Abilities.Mod(rules.WIS), r.Total)
		assert.Equal(t, r.Total >= 12, r.Success)
		if r.Success {
			successes++
			assert.GreaterOrEqual(t, r.Rolled, 1)
			assert.LessOrEqual(t, r.Rolled, 4)
			assert.Equal(t, min(float64(r.Rolled), 1.5), r.Gained)
			assert.Equal(t, 18.5+r.Gained, got.Supplies.Current)
		} else {
			assert.Equal(t, 18.5, got.Supplies.Current)
		}
	}
	assert.Greater(t, successes, 0)
}

// TestForageFeelsTheRollPenalty: rationing's −1 and −2 come off the
// forage check's total (rules §8.5, §8.15). The Abyss's WIS penalty never
// meets a forage: the portal is indoors.
func TestForageFeelsTheRollPenalty(t *testing.T) {
	ranger := newCharacter(t, rules.Ranger)
	for _, tc := range []struct {
		name    string
		current float64
		penalty int
	}{{"fed", 20, 0}, {"rationing", 4, -1}, {"severe rationing", 1, -2}, {"starving", 0, -2}} {
		t.Run(tc.name, func(t *testing.T) {
			e := departed(t, content.ZoneForestShadows, 2) // 20 SU
			e.Supplies.Current = tc.current
			_, r, err := Forage(e, cleared(), ranger, testRoot(), t0)
			require.NoError(t, err)
			assert.Equal(t, tc.penalty, r.Penalty)
			assert.Equal(t, r.D20+ranger.Abilities.Mod(rules.WIS)+tc.penalty, r.Total)
			assert.Equal(t, r.Total >= r.DC, r.Success)
		})
	}
}

func TestForageDCDropsOnFeyDoubleDay(t *testing.T) {
	e := departed(t, content.ZoneFeywild, 1)
	e.Stacks.FeyRoll = 5
	_, r, err := Forage(e, cleared(), newCharacter(t, rules.Ranger), testRoot(), t0)
	require.NoError(t, err)
	assert.Equal(t, 9, r.DC)
}

func TestFindCacheRolls2d6CapsAndMarksSite(t *testing.T) {
	for seed := uint64(0); seed < 30; seed++ {
		e := departed(t, content.ZoneGoblinWarrens, 3)
		e.Supplies.Current = 25
		got, r, err := FindCache(e, cleared(), dice.NewStream(seed), t0)
		require.NoError(t, err)
		assert.GreaterOrEqual(t, r.Rolled, 2)
		assert.LessOrEqual(t, r.Rolled, 12)
		assert.Equal(t, min(float64(r.Rolled), 5), r.Gained)
		assert.Contains(t, got.CacheSites, zonegraph.NodeID("room.a"))
	}
}

// ForageDCOf is the DC the forage rolls against, day by day: a Feywild
// double day lowers it by 3, every other day and zone leaves it at 12
// (rules §8.12).
func TestForageDCOfIsTheDCTheForageRolls(t *testing.T) {
	ranger := newCharacter(t, rules.Ranger)
	for _, tc := range []struct {
		zone    content.ZoneID
		feyRoll int
		want    int
	}{
		{content.ZoneForestShadows, 0, 12},
		{content.ZoneFeywild, 1, 12},
		{content.ZoneFeywild, 3, 12},
		{content.ZoneFeywild, 5, 9}, // the double day
		{content.ZoneFeywild, 6, 12},
	} {
		e := departed(t, tc.zone, 2)
		e.Stacks.FeyRoll = tc.feyRoll
		assert.Equal(t, tc.want, ForageDCOf(e), "%s d6 %d", tc.zone, tc.feyRoll)
		_, r, err := Forage(e, cleared(), ranger, dice.NewStream(1), t0)
		require.NoError(t, err)
		assert.Equal(t, tc.want, r.DC, "the roll's DC")
	}
}
