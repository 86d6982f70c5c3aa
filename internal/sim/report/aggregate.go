package report

import (
	"slices"

	"github.com/gogobee/gogobee/internal/content"
)

// Aggregate is the clear rate of a group of cells at their zones'
// intended levels.
type Aggregate struct {
	// Classes is the number of classes with at least one intended cell.
	Classes int
	// Cells is the number of intended cells.
	Cells int
	// MeanClearPct is the average clear rate over classes, in percent:
	// each class's mean cell clear rate, then the mean of those, so every
	// class weighs the same whatever its run or cell count. 0 when Cells
	// is 0.
	MeanClearPct float64
	// Pooled is the clear rate of all the intended cells' runs together,
	// with its 95% Wilson interval (percent); Pooled.N is the run count.
	Pooled Rate
}

// TierRow is a zone tier's clear rate at intended levels next to its
// design target.
type TierRow struct {
	Tier int
	// TargetPct is the design target in percent; HasTarget is false (and
	// TargetPct 0) for a tier without one.
	TargetPct float64
	HasTarget bool
	Aggregate
}

// ZoneRow is one zone's clear rate at its intended levels.
type ZoneRow struct {
	Zone string
	// Name is the zone's display name from content.
	Name string
	// Tier, MinLevel and MaxLevel are the zone's tier and level band.
	Tier               int
	MinLevel, MaxLevel int
	Aggregate
}

// aggregate averages the intended cells among cells, which must be sorted
// (compareCells) so the float sums always run in the same order.
func aggregate(cells []Cell) Aggregate {
	type classSum struct {
		sum   float64
		cells int
	}
	var ag Aggregate
	var classes []string
	byClass := map[string]*classSum{}
	k := 0
	for _, c := range cells {
		if !c.Intended {
			continue
		}
		cs := byClass[c.Class]
		if cs == nil {
			cs = &classSum{}
			byClass[c.Class] = cs
			classes = append(classes, c.Class)
		}
		cs.sum += c.Cleared.Pct
		cs.cells++
		ag.Cells++
		k += c.Cleared.K
		ag.Pooled.N += c.Runs
	}
	slices.Sort(classes)
	for _, cl := range classes {
		cs := byClass[cl]
		ag.MeanClearPct += cs.sum / float64(cs.cells)
	}
	ag.Classes = len(classes)
	if ag.Classes > 0 {
		ag.MeanClearPct /= float64(ag.Classes)
	}
	ag.Pooled = NewRate(k, ag.Pooled.N)
	return ag
}

// tierRows returns one row per tier 1..content.MaxZoneTier.
func tierRows(cells []Cell) []TierRow {
	rows := make([]TierRow, 0, content.MaxZoneTier)
	for tier := 1; tier <= content.MaxZoneTier; tier++ {
		in := slices.DeleteFunc(slices.Clone(cells), func(c Cell) bool { return c.Tier != tier })
		target, ok := TargetClearPct(tier)
		rows = append(rows, TierRow{Tier: tier, TargetPct: target, HasTarget: ok, Aggregate: aggregate(in)})
	}
	return rows
}

// zoneRows returns one row per content zone with runs, in cell order.
func zoneRows(cells []Cell) []ZoneRow {
	var rows []ZoneRow
	for i := 0; i < len(cells); {
		j := i
		for j < len(cells) && cells[j].Zone == cells[i].Zone {
			j++
		}
		if z, ok := content.ZoneByID(content.ZoneID(cells[i].Zone)); ok {
			rows = append(rows, ZoneRow{
				Zone: string(z.ID), Name: z.Name, Tier: z.Tier, MinLevel: z.MinLevel, MaxLevel: z.MaxLevel,
				Aggregate: aggregate(cells[i:j]),
			})
		}
		i = j
	}
	return rows
}
