package report

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// The balance gates (rules §11.3: the bar for the balance work), all measured
// at the zones' IntendedLevels.
const (
	// TargetTolerancePP is how far a tier's measured clear rate may sit
	// from its design target, in percentage points.
	TargetTolerancePP = 10
	// ClassFloorOfBestPct is the least clear rate every class must reach
	// in each tier, in percent of the best class's rate in that tier.
	ClassFloorOfBestPct = 70
	// LowestLevelFloorPct is the least clear rate, in percent, of every
	// class at each zone's lowest intended level.
	LowestLevelFloorPct = 25
	// ZoneBestFloorPct is the clear rate, in percent, that at least one
	// solo cell of every zone must reach at an intended level (the Tier 5
	// "J3" wall: a zone no solo character can clear is a raid).
	ZoneBestFloorPct = 30
	// HarvestInterruptCeilingPct is the most harvest passes, in percent,
	// a fight may interrupt at a zone's highest intended level.
	HarvestInterruptCeilingPct = 15
	// HarvestEliteCeilingPct is the most harvest passes, in percent,
	// that may draw an elite at any intended level of a zone.
	HarvestEliteCeilingPct = 5
)

// Gate is one balance gate and whether the summary meets it.
type Gate struct {
	// Name says what is measured and the bar.
	Name string
	Pass bool
	// Misses lists what fell short, one line each (empty when Pass).
	Misses []string
}

// gates checks s against the balance gates. s must have its cells, tiers
// and class rows filled. The casual player's runs meet the tighter tier
// bar and the gates of a game that plays like people (policyGates);
// casual, when not nil, is the casual player's tier rows for the careful
// player's gate.
func gates(s Summary, casual []TierRow) []Gate {
	first := tierGate(s.Tiers, TargetTolerancePP)
	if s.Policy == record.PolicyCasual {
		first = tierGate(s.Tiers, CasualTolerancePP)
	}
	return append([]Gate{
		first,
		classGate(s.ClassTiers),
		lowestGate(s.Cells),
		zoneBestGate(s.Zones, s.Cells),
		harvestGate(s.Cells),
		economyGate(s.Economy),
		{Name: "no run is stuck", Pass: s.Stuck == 0, Misses: stuckMiss(s.Stuck)},
	}, policyGates(s, casual)...)
}

func newGate(name string, misses []string) Gate {
	return Gate{Name: name, Pass: len(misses) == 0, Misses: misses}
}

func tierGate(rows []TierRow, tolerance float64) Gate {
	var misses []string
	for _, r := range rows {
		if r.HasTarget && r.Cells > 0 && math.Abs(r.MeanClearPct-r.TargetPct) > tolerance {
			misses = append(misses, fmt.Sprintf("T%d: %s%% against %s%%", r.Tier, pct(r.MeanClearPct), pct(r.TargetPct)))
		}
	}
	return newGate(fmt.Sprintf("every tier within %g points of its target", tolerance), misses)
}

func classGate(rows []ClassTierRow) Gate {
	var misses []string
	for _, r := range rows {
		if r.WorstOfBestPct < ClassFloorOfBestPct {
			misses = append(misses, fmt.Sprintf("T%d: %s %s%% is %s%% of %s %s%%", r.Tier,
				r.Worst, pct(r.ByClass[r.Worst]), pct(r.WorstOfBestPct), r.Best, pct(r.ByClass[r.Best])))
		}
	}
	return newGate(fmt.Sprintf("in every tier, every class clears at least %d%% as often as the best", ClassFloorOfBestPct), misses)
}

func lowestGate(cells []Cell) Gate {
	var misses []string
	for _, c := range cells {
		z, ok := content.ZoneByID(content.ZoneID(c.Zone))
		if ok && c.Level == z.MinLevel && c.Cleared.Pct < LowestLevelFloorPct {
			misses = append(misses, fmt.Sprintf("%s %s L%d: %s%%", c.Zone, c.Class, c.Level, pct(c.Cleared.Pct)))
		}
	}
	return newGate(fmt.Sprintf("every class clears at least %d%% at each zone's lowest intended level", LowestLevelFloorPct), misses)
}

func zoneBestGate(zones []ZoneRow, cells []Cell) Gate {
	var misses []string
	for _, z := range zones {
		best := -1.0
		for _, c := range cells {
			if c.Zone == z.Zone && c.Intended {
				best = max(best, c.Cleared.Pct)
			}
		}
		if best >= 0 && best < ZoneBestFloorPct {
			misses = append(misses, fmt.Sprintf("%s: best cell %s%%", z.Zone, pct(best)))
		}
	}
	return newGate(fmt.Sprintf("every zone has a solo cell at an intended level clearing at least %d%%", ZoneBestFloorPct), misses)
}

func harvestGate(cells []Cell) Gate {
	var misses []string
	for _, h := range harvestRows(cells) {
		if h.Highest && h.Count.InterruptPct() > HarvestInterruptCeilingPct {
			misses = append(misses, fmt.Sprintf("%s L%d: %s%% of %d passes interrupted", h.Zone, h.Level, pct(h.Count.InterruptPct()), h.Count.Passes))
		}
		if h.Count.ElitePct() > HarvestEliteCeilingPct {
			misses = append(misses, fmt.Sprintf("%s L%d: %s%% of %d passes drew an elite", h.Zone, h.Level, pct(h.Count.ElitePct()), h.Count.Passes))
		}
	}
	return newGate(fmt.Sprintf("harvest: at most %d%% of passes interrupted at a zone's highest intended level, at most %d%% drawing an elite at any",
		HarvestInterruptCeilingPct, HarvestEliteCeilingPct), misses)
}

func economyGate(rows []EconomyRow) Gate {
	var misses []string
	for _, e := range rows {
		if e.HasTarget && e.Cleared > 0 && (e.PctOfTarget() < HarvestTargetLowPct || e.PctOfTarget() > HarvestTargetHighPct) {
			misses = append(misses, fmt.Sprintf("T%d: median %s coins is %s%% of the %s target", e.Tier, pct(e.MedianValue), pct(e.PctOfTarget()), pct(e.TargetValue)))
		}
		if e.RareAttempts > 0 && e.RareSuccessPct() >= RareSuccessCeilPct {
			misses = append(misses, fmt.Sprintf("T%d: Rare+ attempts succeed %s%% of the time", e.Tier, pct(e.RareSuccessPct())))
		}
	}
	return newGate(fmt.Sprintf("harvest economy: each tier's median yield of a cleared expedition within %d-%d%% of its target, Rare+ successes under %d%%",
		HarvestTargetLowPct, HarvestTargetHighPct, RareSuccessCeilPct), misses)
}

func stuckMiss(n int) []string {
	if n == 0 {
		return nil
	}
	return []string{fmt.Sprintf("%d runs stuck", n)}
}

// HarvestRow is one zone's harvest passes at one intended level, pooled
// over classes.
type HarvestRow struct {
	Tier  int
	Zone  string
	Level int
	// Highest reports that Level is the zone's highest intended level.
	Highest bool
	Count   HarvestCount
}

// harvestRows returns a row per zone and intended level with runs, in
// order of tier, zone and level.
func harvestRows(cells []Cell) []HarvestRow {
	type key struct {
		zone  string
		level int
	}
	sum := map[key]*HarvestRow{}
	for _, c := range cells {
		z, ok := content.ZoneByID(content.ZoneID(c.Zone))
		if !ok || !c.Intended {
			continue
		}
		k := key{c.Zone, c.Level}
		row := sum[k]
		if row == nil {
			row = &HarvestRow{Tier: c.Tier, Zone: c.Zone, Level: c.Level, Highest: c.Level == z.MaxLevel}
			sum[k] = row
		}
		row.Count.Passes += c.Harvest.Passes
		row.Count.Interrupts += c.Harvest.Interrupts
		row.Count.Elites += c.Harvest.Elites
	}
	out := make([]HarvestRow, 0, len(sum))
	for _, row := range sum {
		out = append(out, *row)
	}
	sortHarvest(out)
	return out
}

func sortHarvest(rows []HarvestRow) {
	slices.SortFunc(rows, func(a, b HarvestRow) int {
		return cmp.Or(cmp.Compare(a.Tier, b.Tier), cmp.Compare(a.Zone, b.Zone), cmp.Compare(a.Level, b.Level))
	})
}
