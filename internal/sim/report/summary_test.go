package report

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/sim/record"
)

func findCell(t *testing.T, s Summary, zone content.ZoneID, class string, level int) Cell {
	t.Helper()
	for _, c := range s.Cells {
		if content.ZoneID(c.Zone) == zone && c.Class == class && c.Level == level {
			return c
		}
	}
	require.Failf(t, "no cell", "%s %s L%d", zone, class, level)
	return Cell{}
}

func TestSummarizeCellPercentages(t *testing.T) {
	cases := []struct {
		name                string
		outcomes            string
		cleared, boss, died float64 // percent
		yieldP50, meanDays  float64
	}{
		// yields: cleared run i is worth 10*(i+1); days (2i+3)%5+1 = 4, 1, 3, 5.
		{"two of four cleared", "CBFC", 50, 75, 25, 25, 13.0 / 4},
		{"odd cleared count", "CCCD", 75, 75, 25, 20, 13.0 / 4},
		{"none cleared", "DDE", 0, 0, 66.67, 0, 8.0 / 3},
		{"all cleared", "C", 100, 100, 0, 10, 4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := Summarize(cellRuns("rogue", 3, content.ZoneGoblinWarrens, c.outcomes))
			require.Len(t, s.Cells, 1)
			cell := s.Cells[0]
			assert.Equal(t, len(c.outcomes), cell.Runs)
			assert.InDelta(t, c.cleared, cell.Cleared.Pct, 0.01, "cleared %")
			assert.InDelta(t, c.boss, cell.BossReached.Pct, 0.01, "boss reached %")
			assert.InDelta(t, c.died, cell.Died.Pct, 0.01, "died %")
			assert.InDelta(t, c.yieldP50, cell.YieldP50, 1e-9, "p50 yield")
			assert.InDelta(t, c.meanDays, cell.MeanDays, 1e-9, "mean days")
			lo, hi := Wilson(cell.Cleared.K, cell.Runs, Z95)
			assert.InDelta(t, 100*lo, cell.Cleared.Lo, 1e-9)
			assert.InDelta(t, 100*hi, cell.Cleared.Hi, 1e-9)
		})
	}
}

func TestSummarizeCellOrderAndInputOrder(t *testing.T) {
	runs := fixture()
	s := Summarize(runs)
	for i := 1; i < len(s.Cells); i++ {
		assert.Negative(t, compareCells(s.Cells[i-1], s.Cells[i]), "cells sorted at %d", i)
	}
	assert.Equal(t, string(content.ZoneGoblinWarrens), s.Cells[0].Zone, "tier 1 first")
	assert.Equal(t, string(content.ZoneHauntedManor), s.Cells[len(s.Cells)-1].Zone, "tier 3 last")
	assert.Len(t, s.Cells, 17)
	assert.Equal(t, 54, s.Runs)
	assert.Equal(t, []string{record.ModeExpedition}, s.Modes)
	assert.Empty(t, s.Warnings)

	shuffled := append([]record.Run(nil), runs...)
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(shuffled), func(i, j int) {
		shuffled[i], shuffled[j] = shuffled[j], shuffled[i]
	})
	assert.Equal(t, s, Summarize(shuffled))
}

func TestSummarizeIntended(t *testing.T) {
	s := Summarize(fixture())
	cases := []struct {
		zone  content.ZoneID
		level int
		want  bool
	}{
		{content.ZoneGoblinWarrens, 3, true}, // 1–3: upper edge
		{content.ZoneGoblinWarrens, 5, false},
		{content.ZoneForestShadows, 3, true}, // 3–5: both edges
		{content.ZoneForestShadows, 5, true},
		{content.ZoneHauntedManor, 3, false}, // 5–8: below
		{content.ZoneHauntedManor, 5, true},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, findCell(t, s, c.zone, "rogue", c.level).Intended, "%s L%d", c.zone, c.level)
	}
}

func TestTierAveragesOnlyIntendedLevels(t *testing.T) {
	var runs []record.Run
	add := func(class string, level int, outcomes string) {
		runs = append(runs, cellRuns(class, level, content.ZoneGoblinWarrens, outcomes)...)
	}
	add("fighter", 2, "CC")     // 100%
	add("wizard", 2, "DD")      // 0%
	add("wizard", 3, "C")       // 100%: wizard averages (0+100)/2 = 50
	add("fighter", 6, "DDDDDD") // out of band (1–3): ignored
	add("rogue", 9, "DDD")      // out of band, the class's only cell: no class
	s := Summarize(runs)

	require.Len(t, s.Tiers, content.MaxZoneTier)
	t1 := s.Tiers[0]
	assert.Equal(t, 1, t1.Tier)
	assert.True(t, t1.HasTarget)
	assert.InDelta(t, 80, t1.TargetPct, 0)
	assert.Equal(t, 2, t1.Classes)
	assert.Equal(t, 3, t1.Cells)
	assert.InDelta(t, 75, t1.MeanClearPct, 1e-9, "mean over classes of (100) and (0, 100)")
	assert.Equal(t, 3, t1.Pooled.K)
	assert.Equal(t, 5, t1.Pooled.N)
	assert.InDelta(t, 60, t1.Pooled.Pct, 1e-9, "pooled 3 of 5")

	for _, r := range s.Tiers[1:] {
		assert.Zero(t, r.Cells, "tier %d has no runs", r.Tier)
		assert.Zero(t, r.Pooled.N)
	}
	require.Len(t, s.Zones, 1)
	assert.Equal(t, "Goblin Warrens", s.Zones[0].Name)
	assert.Equal(t, t1.Aggregate, s.Zones[0].Aggregate, "one zone: same as its tier")
}

func TestTierPoolsZonesOfTheTier(t *testing.T) {
	runs := cellRuns("fighter", 8, content.ZoneUnderdark, "CCCC")              // T4 8–12, 100%
	runs = append(runs, cellRuns("fighter", 10, content.ZoneFeywild, "CD")...) // T4 8–12, 50%
	s := Summarize(runs)
	t4 := s.Tiers[3]
	assert.Equal(t, 4, t4.Tier)
	assert.Equal(t, 1, t4.Classes)
	assert.InDelta(t, 75, t4.MeanClearPct, 1e-9, "cells weigh equally")
	assert.InDelta(t, 100*5.0/6, t4.Pooled.Pct, 1e-9, "runs pool")
	require.Len(t, s.Zones, 2)
	assert.Equal(t, []string{string(content.ZoneFeywild), string(content.ZoneUnderdark)}, []string{s.Zones[0].Zone, s.Zones[1].Zone})
}

func TestSummarizeWarnings(t *testing.T) {
	runs := cellRuns("fighter", 1, content.ZoneGoblinWarrens, "CD")
	runs[0].Tier = 2
	runs[1].Outcome = "vanished"
	runs[1].Mode = record.ModeZone
	odd := cellRuns("fighter", 1, "moon_base", "C")
	runs = append(runs, odd...)
	s := Summarize(runs)
	assert.Equal(t, []string{
		`outcome "vanished" is unknown: counted as neither cleared nor died`,
		`runs mix modes [expedition zone]: cells pool them`,
		`zone "goblin_warrens": runs record tier 2, content says 1 (content wins)`,
		`zone "moon_base" is not in content: its runs count in no tier or zone row`,
	}, s.Warnings)
	gw := findCell(t, s, content.ZoneGoblinWarrens, "fighter", 1)
	assert.Equal(t, 1, gw.Tier)
	assert.InDelta(t, 0, gw.Died.Pct, 0, "the unknown outcome is not a death")
	moon := findCell(t, s, "moon_base", "fighter", 1)
	assert.Equal(t, 9, moon.Tier, "unknown zone keeps its recorded tier")
	assert.False(t, moon.Intended)
	assert.Len(t, s.Zones, 1, "unknown zones have no zone row")
}

func TestSummarizeEmpty(t *testing.T) {
	s := Summarize(nil)
	assert.Zero(t, s.Runs)
	assert.Empty(t, s.Cells)
	assert.Len(t, s.Tiers, content.MaxZoneTier)
}

func TestStuckRunsAreWarnedAbout(t *testing.T) {
	runs := []record.Run{
		{Class: "fighter", Level: 12, Zone: "dragons_lair", Tier: 5, Mode: "expedition", Outcome: record.OutcomeStuck, StopReason: "blocked: base camp"},
		{Class: "fighter", Level: 12, Zone: "dragons_lair", Tier: 5, Mode: "expedition", Outcome: record.OutcomeStuck, StopReason: "blocked: base camp"},
		{Class: "fighter", Level: 12, Zone: "dragons_lair", Tier: 5, Mode: "expedition", Outcome: record.OutcomeCleared},
	}
	s := Summarize(runs)
	assert.Contains(t, s.Warnings, "2 runs stuck (a soft lock: no legal move made progress): blocked: base camp")
}

func TestASubclassHasItsOwnRowsBesideTheVanillaClass(t *testing.T) {
	runs := cellRuns("fighter", 3, content.ZoneGoblinWarrens, "CC")
	for _, r := range cellRuns("fighter", 3, content.ZoneGoblinWarrens, "CD") {
		r.Subclass = "champion"
		runs = append(runs, r)
	}
	s := Summarize(runs)
	assert.InDelta(t, 100, findCell(t, s, content.ZoneGoblinWarrens, "fighter", 3).Cleared.Pct, 1e-9)
	assert.InDelta(t, 50, findCell(t, s, content.ZoneGoblinWarrens, "fighter/champion", 3).Cleared.Pct, 1e-9)
	assert.Equal(t, []string{"fighter", "fighter/champion"}, s.Classes)
}
