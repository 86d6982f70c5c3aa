package report

import "slices"

// CellDelta compares one cell present in both summaries. The PP fields
// are Cur minus Base in percentage points.
type CellDelta struct {
	Base, Cur Cell
	ClearPP   float64
	BossPP    float64
	DiedPP    float64
	// Separated reports that the two clear-rate 95% Wilson intervals do
	// not overlap: conservatively, a change beyond Monte Carlo noise.
	Separated bool
}

// TierDelta compares one tier row. MeanPP is Cur minus Base of
// MeanClearPct in percentage points, 0 unless both sides have intended
// cells (Comparable).
type TierDelta struct {
	Tier       int
	TargetPct  float64
	HasTarget  bool
	Base, Cur  Aggregate
	MeanPP     float64
	Comparable bool
}

// Comparison is the difference between a base and a current summary.
type Comparison struct {
	// Cells present on both sides, in cell order.
	Cells []CellDelta
	// Added cells are only in the current summary, Removed only in the
	// base; both in cell order.
	Added, Removed []Cell
	// Tiers in ascending tier order, one per tier on either side.
	Tiers []TierDelta
	// Drops are the cells whose clear rate fell more than DropLimitPP
	// while the base was not above its tier's band (target +
	// TargetTolerancePP): the leader cells a change may not sink. In cell
	// order.
	Drops []CellDelta
}

// DropLimitPP is the most a cell's clear rate may fall from the base, in
// percentage points, unless the base sat above its tier's band.
const DropLimitPP = 10

// isDrop reports whether d is a drop Comparison.Drops lists.
func isDrop(d CellDelta) bool {
	if d.ClearPP >= -DropLimitPP {
		return false
	}
	target, ok := TargetClearPct(d.Cur.Tier)
	return !ok || d.Base.Cleared.Pct <= target+TargetTolerancePP
}

// Compare matches the cells of base and cur by zone, class and level and
// the tier rows by tier.
func Compare(base, cur Summary) Comparison {
	var out Comparison
	baseCells := map[cellKey]Cell{}
	for _, c := range base.Cells {
		baseCells[keyOf(c)] = c
	}
	seen := map[cellKey]bool{}
	for _, c := range cur.Cells {
		b, ok := baseCells[keyOf(c)]
		if !ok {
			out.Added = append(out.Added, c)
			continue
		}
		seen[keyOf(c)] = true
		out.Cells = append(out.Cells, CellDelta{
			Base: b, Cur: c,
			ClearPP:   c.Cleared.Pct - b.Cleared.Pct,
			BossPP:    c.BossReached.Pct - b.BossReached.Pct,
			DiedPP:    c.Died.Pct - b.Died.Pct,
			Separated: !c.Cleared.Overlaps(b.Cleared),
		})
	}
	for _, c := range base.Cells {
		if !seen[keyOf(c)] {
			out.Removed = append(out.Removed, c)
		}
	}
	// Summaries from Summarize are already in cell order; sorting again
	// keeps hand-built ones deterministic too.
	slices.SortFunc(out.Cells, func(a, b CellDelta) int { return compareCells(a.Cur, b.Cur) })
	slices.SortFunc(out.Added, compareCells)
	slices.SortFunc(out.Removed, compareCells)
	out.Tiers = compareTiers(base.Tiers, cur.Tiers)
	for _, d := range out.Cells {
		if isDrop(d) {
			out.Drops = append(out.Drops, d)
		}
	}
	return out
}

func keyOf(c Cell) cellKey { return cellKey{c.Zone, c.Class, c.Level} }

func compareTiers(base, cur []TierRow) []TierDelta {
	byTier := map[int]*TierDelta{}
	var tiers []int
	get := func(r TierRow) *TierDelta {
		d := byTier[r.Tier]
		if d == nil {
			d = &TierDelta{Tier: r.Tier, TargetPct: r.TargetPct, HasTarget: r.HasTarget}
			byTier[r.Tier] = d
			tiers = append(tiers, r.Tier)
		}
		return d
	}
	for _, r := range base {
		get(r).Base = r.Aggregate
	}
	for _, r := range cur {
		get(r).Cur = r.Aggregate
	}
	slices.Sort(tiers)
	out := make([]TierDelta, 0, len(tiers))
	for _, t := range tiers {
		d := byTier[t]
		d.Comparable = d.Base.Cells > 0 && d.Cur.Cells > 0
		if d.Comparable {
			d.MeanPP = d.Cur.MeanClearPct - d.Base.MeanClearPct
		}
		out = append(out, *d)
	}
	return out
}
