package report

import (
	"fmt"
	"io"
)

// Diff writes the changes from base to cur as markdown: per-tier deltas,
// then per-cell deltas in percentage points (clear, boss reached, died),
// then the cells only one side has. The output is a pure function of its
// inputs.
func Diff(w io.Writer, base, cur Summary) error {
	c := Compare(base, cur)
	t := &table{w: w}
	t.printf("# Expedition balance diff\n\n")
	t.printf("Base: %d runs, %d cells. Current: %d runs, %d cells.\n", base.Runs, len(base.Cells), cur.Runs, len(cur.Cells))
	t.printf("Δ columns are current minus base in percentage points. *Apart* marks a cell whose two\n")
	t.printf("clear-rate 95%% Wilson intervals do not overlap.\n\n")

	t.printf("## By tier (intended levels)\n\n")
	t.header("rrrrrrr", "Tier", "Target %", "Base %", "Current %", "Δ pp", "Runs base", "Runs current")
	for _, d := range c.Tiers {
		target, delta := dash, dash
		if d.HasTarget {
			target = pct(d.TargetPct)
		}
		if d.Comparable {
			delta = pp(d.MeanPP)
		}
		t.row(fmt.Sprintf("T%d", d.Tier), target, meanPct(d.Base), meanPct(d.Cur), delta,
			itoa(d.Base.Pooled.N), itoa(d.Cur.Pooled.N))
	}

	t.printf("\n## Drops over %d points\n\n", DropLimitPP)
	t.printf("Cells whose clear rate fell more than %d points from a base that was not above its tier's band\n", DropLimitPP)
	t.printf("(target + %d).\n\n", TargetTolerancePP)
	if len(c.Drops) == 0 {
		t.printf("None.\n")
	}
	for _, d := range c.Drops {
		t.printf("- T%d %s %s L%d: %s%% to %s%% (%s)\n", d.Cur.Tier, md(d.Cur.Zone), md(d.Cur.Class), d.Cur.Level,
			ratePct(d.Base.Cleared), ratePct(d.Cur.Cleared), pp(d.ClearPP))
	}

	t.printf("\n## Cells\n\n")
	t.header("rllrrrrrrrrl", "Tier", "Zone", "Class", "Level", "Runs base", "Runs current",
		"Cleared % base", "Cleared % current", "Δ cleared pp", "Δ boss reached pp", "Δ died pp", "Apart")
	for _, d := range c.Cells {
		apart := ""
		if d.Separated {
			apart = "yes"
		}
		t.row(fmt.Sprintf("T%d", d.Cur.Tier), md(d.Cur.Zone), md(d.Cur.Class), itoa(d.Cur.Level),
			itoa(d.Base.Runs), itoa(d.Cur.Runs), ratePct(d.Base.Cleared), ratePct(d.Cur.Cleared),
			pp(d.ClearPP), pp(d.BossPP), pp(d.DiedPP), apart)
	}
	cellList(t, "Added cells (current only)", c.Added)
	cellList(t, "Removed cells (base only)", c.Removed)
	return t.err
}

// cellList writes a titled table of cells, or nothing when there are none.
func cellList(t *table, title string, cells []Cell) {
	if len(cells) == 0 {
		return
	}
	t.printf("\n## %s\n\n", title)
	t.header("rllrrrrr", "Tier", "Zone", "Class", "Level", "Runs", "Cleared %", "Boss reached %", "Died %")
	for _, c := range cells {
		t.row(fmt.Sprintf("T%d", c.Tier), md(c.Zone), md(c.Class), itoa(c.Level), itoa(c.Runs),
			ratePct(c.Cleared), ratePct(c.BossReached), ratePct(c.Died))
	}
}
