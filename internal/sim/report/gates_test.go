package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/sim/record"
)

func TestIntendedLevels(t *testing.T) {
	cases := []struct {
		min, max int
		want     []int
	}{
		{1, 3, []int{1, 2, 3}},
		{5, 8, []int{5, 6, 8}}, // the middle rounds down
		{15, 20, []int{15, 17, 20}},
		{4, 5, []int{4, 5}}, // the middle is the lowest: no repeat
		{7, 7, []int{7}},
	}
	for _, c := range cases {
		z := content.Zone{MinLevel: c.min, MaxLevel: c.max}
		assert.Equal(t, c.want, IntendedLevels(z), "%d–%d", c.min, c.max)
	}
}

func TestOnlyTheThreeIntendedLevelsCount(t *testing.T) {
	runs := cellRuns("fighter", 5, content.ZoneHauntedManor, "CC")                 // lowest of 5–8
	runs = append(runs, cellRuns("fighter", 7, content.ZoneHauntedManor, "DD")...) // in the band, not intended
	s := Summarize(runs)
	assert.True(t, findCell(t, s, content.ZoneHauntedManor, "fighter", 5).Intended)
	assert.False(t, findCell(t, s, content.ZoneHauntedManor, "fighter", 7).Intended)
	assert.InDelta(t, 100, s.Tiers[2].MeanClearPct, 1e-9)
}

func TestClassTierRows(t *testing.T) {
	runs := cellRuns("fighter", 1, content.ZoneGoblinWarrens, "CCCC")                 // 100
	runs = append(runs, cellRuns("fighter", 3, content.ZoneGoblinWarrens, "CCDD")...) // 50: fighter 75
	runs = append(runs, cellRuns("mage", 1, content.ZoneGoblinWarrens, "CDDD")...)    // 25: mage 25
	runs = append(runs, cellRuns("rogue", 3, content.ZoneForestShadows, "CD")...)     // T2 only
	s := Summarize(runs)
	assert.Equal(t, []string{"fighter", "mage", "rogue"}, s.Classes)
	require.Len(t, s.ClassTiers, 2)
	t1 := s.ClassTiers[0]
	assert.Equal(t, 1, t1.Tier)
	assert.Equal(t, map[string]float64{"fighter": 75, "mage": 25}, t1.ByClass)
	assert.Equal(t, "fighter", t1.Best)
	assert.Equal(t, "mage", t1.Worst)
	assert.InDelta(t, 100.0/3, t1.WorstOfBestPct, 1e-9)
	assert.Equal(t, 2, s.ClassTiers[1].Tier)
	assert.InDelta(t, 100, s.ClassTiers[1].WorstOfBestPct, 1e-9, "one class is its own best")
}

// gateByPrefix returns the gate whose name starts with prefix.
func gateByPrefix(t *testing.T, s Summary, prefix string) Gate {
	t.Helper()
	for _, g := range s.Gates {
		if len(g.Name) >= len(prefix) && g.Name[:len(prefix)] == prefix {
			return g
		}
	}
	require.Failf(t, "no gate", "%q", prefix)
	return Gate{}
}

func TestGates(t *testing.T) {
	// Goblin Warrens (T1, 1–3, target 80): fighter 100/100/100, mage
	// 75/75/75: T1 averages 87.5 (in tolerance), mage is 75% of the
	// fighter (passes), both clear over 25% at level 1.
	var runs []record.Run
	for _, l := range []int{1, 2, 3} {
		runs = append(runs, cellRuns("fighter", l, content.ZoneGoblinWarrens, "CCCC")...)
		runs = append(runs, cellRuns("mage", l, content.ZoneGoblinWarrens, "CCCD")...)
	}
	for i := range runs {
		runs[i].YieldValue = 1180 // the Tier 1 harvest target
	}
	s := Summarize(runs)
	for _, g := range s.Gates {
		assert.True(t, g.Pass, "%s: %v", g.Name, g.Misses)
	}

	// Forest of Shadows (T2, 3–5, target 72): fighter 100 everywhere, mage
	// 0 at level 3 and 50 above: T2 averages 66.7 (in tolerance), mage
	// is 33% of the fighter, 0% at the lowest level.
	for _, l := range []int{3, 4, 5} {
		runs = append(runs, cellRuns("fighter", l, content.ZoneForestShadows, "CCCC")...)
		out := "CCDD"
		if l == 3 {
			out = "DDDD"
		}
		runs = append(runs, cellRuns("mage", l, content.ZoneForestShadows, out)...)
	}
	runs = append(runs, record.Run{Class: "rogue", Level: 9, Zone: string(content.ZoneHauntedManor), Tier: 3,
		Mode: record.ModeExpedition, Outcome: record.OutcomeStuck, StopReason: "turn cap"})
	s = Summarize(runs)
	assert.True(t, gateByPrefix(t, s, "every tier").Pass)
	assert.Equal(t, []string{"T2: mage 33.3% is 33.3% of fighter 100.0%"}, gateByPrefix(t, s, "in every tier").Misses)
	assert.Equal(t, []string{"forest_shadows mage L3: 0.0%"}, gateByPrefix(t, s, "every class clears").Misses)
	assert.Equal(t, []string{"1 runs stuck"}, gateByPrefix(t, s, "no run").Misses)
	assert.True(t, gateByPrefix(t, s, "every zone").Pass, "the fighter clears every zone")
}

func TestHarvestGate(t *testing.T) {
	mk := func(level, passes, interrupts, elites int) record.Run {
		return record.Run{Class: "fighter", Level: level, Zone: string(content.ZoneGoblinWarrens), Tier: 1,
			Mode: record.ModeExpedition, Outcome: record.OutcomeCleared,
			HarvestPasses: passes, HarvestInterrupts: interrupts, HarvestElites: elites}
	}
	// Level 1 (lowest): 30% interrupted is allowed there; 4% elites pass.
	// Level 3 (highest): 20% interrupted and 10% elites both miss.
	s := Summarize([]record.Run{mk(1, 100, 30, 4), mk(3, 50, 10, 5), mk(8, 10, 10, 10)})
	require.Len(t, s.Harvest, 2, "level 8 is not an intended level")
	assert.Equal(t, HarvestRow{Tier: 1, Zone: string(content.ZoneGoblinWarrens), Level: 3, Highest: true,
		Count: HarvestCount{Passes: 50, Interrupts: 10, Elites: 5}}, s.Harvest[1])
	assert.Equal(t, []string{
		"goblin_warrens L3: 20.0% of 50 passes interrupted",
		"goblin_warrens L3: 10.0% of 50 passes drew an elite",
	}, gateByPrefix(t, s, "harvest").Misses)
}

func TestZoneBestGate(t *testing.T) {
	runs := cellRuns("fighter", 12, content.ZoneDragonsLair, "CDDDDDDDDD")              // 10%
	runs = append(runs, cellRuns("mage", 16, content.ZoneDragonsLair, "CCDDDDDDDD")...) // 20%
	runs = append(runs, cellRuns("mage", 14, content.ZoneDragonsLair, "CCCCCCCCCC")...) // not intended
	s := Summarize(runs)
	assert.Equal(t, []string{"dragons_lair: best cell 20.0%"}, gateByPrefix(t, s, "every zone").Misses)
}

func TestEconomyGate(t *testing.T) {
	mk := func(level, yield, rareAttempts, rareSuccesses int, outcome string) record.Run {
		return record.Run{Class: "fighter", Level: level, Zone: string(content.ZoneForestShadows), Tier: 2,
			Mode: record.ModeExpedition, Outcome: outcome, YieldValue: yield,
			RareAttempts: rareAttempts, RareSuccesses: rareSuccesses}
	}
	// Tier 2's target is 1,660: cleared medians of 1,600 (96%) pass, 2,000
	// (120%) miss; a died run's yield does not count, its rare attempts do.
	runs := []record.Run{
		mk(3, 1500, 10, 4, record.OutcomeCleared), mk(4, 1600, 10, 4, record.OutcomeCleared),
		mk(5, 1700, 10, 4, record.OutcomeCleared), mk(5, 9000, 10, 4, record.OutcomeDied),
		mk(7, 9000, 100, 100, record.OutcomeCleared), // not an intended level
	}
	s := Summarize(runs)
	require.Len(t, s.Economy, 1)
	e := s.Economy[0]
	assert.Equal(t, EconomyRow{Tier: 2, Cleared: 3, MedianValue: 1600, TargetValue: 1660, HasTarget: true,
		RareAttempts: 40, RareSuccesses: 16}, e)
	assert.InDelta(t, 40, e.RareSuccessPct(), 1e-9)
	assert.True(t, gateByPrefix(t, s, "harvest economy").Pass)

	runs[1].YieldValue, runs[2].YieldValue = 2000, 2100
	runs[0].RareSuccesses = 7 // 19 of 40: still under half
	assert.Equal(t, []string{"T2: median 2000.0 coins is 120.5% of the 1660.0 target"}, gateByPrefix(t, Summarize(runs), "harvest economy").Misses)
	runs[1].RareSuccesses, runs[2].RareSuccesses = 10, 10 // 31 of 40
	assert.Contains(t, gateByPrefix(t, Summarize(runs), "harvest economy").Misses, "T2: Rare+ attempts succeed 77.5% of the time")
}
