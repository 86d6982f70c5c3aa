package report

import (
	"slices"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// EconomyRow is a zone tier's harvest at its intended levels: the median
// yield value of the cleared expeditions against the H4 target, and how
// often Rare-or-rarer harvest attempts succeeded (all runs).
type EconomyRow struct {
	Tier int
	// Cleared is the number of cleared runs the median is taken over.
	Cleared int
	// MedianValue is their median yield value in coins (0 with none).
	MedianValue float64
	// TargetValue is TargetHarvestValue (HasTarget false: none).
	TargetValue float64
	HasTarget   bool
	// RareAttempts and RareSuccesses are summed over all the tier's runs
	// at intended levels.
	RareAttempts, RareSuccesses int
}

// PctOfTarget is MedianValue as a percent of TargetValue (0 without one).
func (e EconomyRow) PctOfTarget() float64 {
	if !e.HasTarget || e.TargetValue == 0 {
		return 0
	}
	return 100 * e.MedianValue / e.TargetValue
}

// RareSuccessPct is the percent of Rare-or-rarer attempts that yielded.
func (e EconomyRow) RareSuccessPct() float64 { return share(e.RareSuccesses, e.RareAttempts) }

// economy tallies runs into one row per tier with intended runs.
type economy struct {
	yields map[int][]int
	rows   map[int]*EconomyRow
}

func newEconomy() *economy {
	return &economy{yields: map[int][]int{}, rows: map[int]*EconomyRow{}}
}

// add counts r when it played one of its zone's intended levels.
func (e *economy) add(r record.Run) {
	z, ok := content.ZoneByID(content.ZoneID(r.Zone))
	if !ok || !intendedLevel(z, r.Level) {
		return
	}
	row := e.rows[z.Tier]
	if row == nil {
		target, has := TargetHarvestValue(z.Tier)
		row = &EconomyRow{Tier: z.Tier, TargetValue: target, HasTarget: has}
		e.rows[z.Tier] = row
	}
	row.RareAttempts += r.RareAttempts
	row.RareSuccesses += r.RareSuccesses
	if r.Outcome == record.OutcomeCleared {
		row.Cleared++
		e.yields[z.Tier] = append(e.yields[z.Tier], r.YieldValue)
	}
}

// finish returns the rows by tier.
func (e *economy) finish() []EconomyRow {
	var out []EconomyRow
	for _, row := range e.rows {
		row.MedianValue = median(e.yields[row.Tier])
		out = append(out, *row)
	}
	slices.SortFunc(out, func(a, b EconomyRow) int { return a.Tier - b.Tier })
	return out
}
