package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/gogobee/gogobee/internal/sim/record"
)

// careerOf builds one career's records from its level after each
// expedition, the last one ending with end.
func careerOf(class string, run int, end string, levels ...int) []record.Career {
	var out []record.Career
	prev := 1
	for i, l := range levels {
		out = append(out, record.Career{Class: class, Policy: "careful", Run: run, Expedition: i + 1, Day: 2 * (i + 1),
			Zone: "goblin_warrens", Tier: 1, LevelStart: prev, LevelEnd: l, Outcome: "cleared", Days: 1,
			Coins: 100 * l, GearValue: 1000 * l})
		prev = l
	}
	out[len(out)-1].End = end
	return out
}

func TestStallRule(t *testing.T) {
	for _, tc := range []struct {
		name    string
		recs    []record.Career
		stalled bool
		drought int
	}{
		{"reached its level", careerOf("fighter", 0, record.CareerEndMaxLevel, 2, 3, 4), false, 0},
		{"a slow patch, then its level", careerOf("fighter", 0, record.CareerEndMaxLevel, 2, 2, 2, 3, 4), false, 2},
		{"the expedition cap", careerOf("fighter", 0, record.CareerEndCap, 2, 3), true, 0},
		{"too long without a level", careerOf("fighter", 0, record.CareerEndStalled, 2, 2, 2, 2), true, 3},
		{"broke", careerOf("fighter", 0, record.CareerEndBroke, 1, 1), true, 2},
	} {
		c := Careers(tc.recs)
		if len(c) != 1 {
			t.Fatalf("%s: %d careers, want 1", tc.name, len(c))
		}
		if c[0].Stalled() != tc.stalled || c[0].LongestDrought() != tc.drought {
			t.Errorf("%s: stalled %v drought %d, want %v %d", tc.name, c[0].Stalled(), c[0].LongestDrought(), tc.stalled, tc.drought)
		}
	}
}

func TestSpreadIsNearestRank(t *testing.T) {
	for _, tc := range []struct {
		xs   []int
		want Spread
	}{
		{nil, Spread{}},
		{[]int{7}, Spread{N: 1, Min: 7, P25: 7, Median: 7, P75: 7, Max: 7}},
		{[]int{5, 1, 3, 2, 4}, Spread{N: 5, Min: 1, P25: 2, Median: 3, P75: 4, Max: 5}},
	} {
		if got := spreadOf(tc.xs); got != tc.want {
			t.Errorf("%v: %+v, want %+v", tc.xs, got, tc.want)
		}
	}
}

func TestCareerSummaryTimesTheLevels(t *testing.T) {
	var recs []record.Career
	recs = append(recs, careerOf("mage", 0, record.CareerEndMaxLevel, 2, 4, 6, 8)...)    // L4 after 2 expeditions, day 4
	recs = append(recs, careerOf("mage", 1, record.CareerEndMaxLevel, 3, 3, 4, 6, 8)...) // L4 after 3, day 6
	recs = append(recs, careerOf("mage", 2, record.CareerEndCap, 2, 3, 4)...)            // L4 after 3, day 6; no L8
	s := SummarizeCareers(recs)
	if len(s.Classes) != 1 {
		t.Fatalf("%d class rows, want 1", len(s.Classes))
	}
	m := s.Classes[0]
	if d := m.Days[4]; d.N != 3 || d.Median != 6 || d.Min != 4 {
		t.Errorf("days to L4 %+v, want 3 careers, median 6, min 4", d)
	}
	if e := m.Expeditions[8]; e.N != 2 || e.Min != 4 || e.Max != 5 {
		t.Errorf("expeditions to L8 %+v, want 2 careers, 4-5", e)
	}
	if m.Stalled != 1 || m.StallEnds[record.CareerEndCap] != 1 {
		t.Errorf("stalled %d %v, want the capped one", m.Stalled, m.StallEnds)
	}
	if g := m.Gear[4]; g.Median != 4000 {
		t.Errorf("gear at L4 %+v, want 4000", g)
	}
	if g := m.Gear[3]; g.N != 2 {
		t.Errorf("gear at L3 from %d careers, want 2 (the first skipped level 3)", g.N)
	}
	var out bytes.Buffer
	if err := CareerMarkdown(&out, s, func(string, int) int { return 2000 }); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "[2000, 200%]") && !strings.Contains(out.String(), "[2000, 200.0%]") {
		t.Errorf("the gear at L4 is not set beside the matrix's 2000:\n%s", out.String())
	}
}

// toLevel20 is one career from level 1 to level 20 in one expedition
// ending on day, stopping with end.
func toLevel20(class string, run, day int, end string) []record.Career {
	return []record.Career{{Class: class, Policy: "casual", Run: run, Expedition: 1, Day: day,
		Zone: "dragons_lair", Tier: 5, LevelStart: 1, LevelEnd: 20, Outcome: "cleared", Days: 1, End: end}}
}

func TestCareerGates(t *testing.T) {
	on := func(class string, end string, days ...int) []record.Career {
		var out []record.Career
		for i, d := range days {
			out = append(out, toLevel20(class, i, d, end)...)
		}
		return out
	}
	slow := float64(TargetDaysToLevel20) * (100 + CareerDaysTolerancePct + 5) / 100
	fast := float64(TargetDaysToLevel20) * (100 - CareerDaysTolerancePct - 5) / 100
	for _, tc := range []struct {
		name             string
		recs             []record.Career
		daysOK, stallsOK bool
	}{
		{"on target", on("fighter", record.CareerEndMaxLevel, TargetDaysToLevel20-1, TargetDaysToLevel20, TargetDaysToLevel20+2), true, true},
		{"one class too slow", append(on("fighter", record.CareerEndMaxLevel, TargetDaysToLevel20),
			on("mage", record.CareerEndMaxLevel, int(slow), int(slow)+1, int(slow)+2)...), false, true},
		{"too fast", on("rogue", record.CareerEndMaxLevel, int(fast), int(fast), TargetDaysToLevel20), false, true},
		{"nobody reached level 20", careerOf("cleric", 0, record.CareerEndCap, 2, 3, 4), false, false},
		{"one career stalled, the rest on target", append(on("ranger", record.CareerEndMaxLevel, TargetDaysToLevel20, TargetDaysToLevel20),
			careerOf("ranger", 9, record.CareerEndStalled, 2, 2, 2)...), true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			gs := SummarizeCareers(tc.recs).Gates
			if len(gs) != 2 {
				t.Fatalf("%d gates, want 2", len(gs))
			}
			if gs[0].Pass != tc.daysOK || gs[1].Pass != tc.stallsOK {
				t.Errorf("days gate %v %v, stalls gate %v %v; want %v, %v", gs[0].Pass, gs[0].Misses, gs[1].Pass, gs[1].Misses, tc.daysOK, tc.stallsOK)
			}
		})
	}
}
