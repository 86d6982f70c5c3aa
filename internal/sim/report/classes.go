package report

import (
	"maps"
	"slices"
)

// ClassTierRow is one tier's clear rate per class at the zones' intended
// levels (each class's mean over its intended cells of the tier).
type ClassTierRow struct {
	Tier int
	// ByClass maps a class to its mean clear rate in percent; a class
	// with no intended cell in the tier is absent.
	ByClass map[string]float64
	// Best and Worst are the classes with the highest and lowest rate
	// (ties to the class first in name order); "" when ByClass is empty.
	Best, Worst string
	// WorstOfBestPct is the worst class's rate as a percent of the best's
	// (100 when the best is 0 too).
	WorstOfBestPct float64
}

// classTierRows returns one row per tier that has intended cells.
func classTierRows(cells []Cell) []ClassTierRow {
	var rows []ClassTierRow
	for _, tr := range tierRows(cells) {
		if tr.Cells == 0 {
			continue
		}
		sums, counts := map[string]float64{}, map[string]int{}
		for _, c := range cells {
			if c.Tier == tr.Tier && c.Intended {
				sums[c.Class] += c.Cleared.Pct
				counts[c.Class]++
			}
		}
		row := ClassTierRow{Tier: tr.Tier, ByClass: map[string]float64{}}
		for _, cl := range slices.Sorted(maps.Keys(sums)) {
			v := sums[cl] / float64(counts[cl])
			row.ByClass[cl] = v
			if row.Best == "" || v > row.ByClass[row.Best] {
				row.Best = cl
			}
			if row.Worst == "" || v < row.ByClass[row.Worst] {
				row.Worst = cl
			}
		}
		row.WorstOfBestPct = 100
		if b := row.ByClass[row.Best]; b > 0 {
			row.WorstOfBestPct = 100 * row.ByClass[row.Worst] / b
		}
		rows = append(rows, row)
	}
	return rows
}

// classesOf returns the distinct classes of cells, sorted.
func classesOf(cells []Cell) []string {
	var out []string
	for _, c := range cells {
		if !slices.Contains(out, c.Class) {
			out = append(out, c.Class)
		}
	}
	slices.Sort(out)
	return out
}
