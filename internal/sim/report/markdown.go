package report

import (
	"cmp"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Markdown writes s as a markdown report: the per-tier table, the per-zone
// table, the per-cell table and any warnings. The output is a pure
// function of s.
func Markdown(w io.Writer, s Summary) error {
	t := &table{w: w}
	t.printf("# Expedition balance report\n\n")
	t.printf("%d runs, %d cells; modes: %s; player: %s.\n\n", s.Runs, len(s.Cells), modes(s.Modes), cmp.Or(md(s.Policy), "mixed"))
	t.printf("Clear rates are percent. *Measured* averages over classes the mean clear rate of each\n")
	t.printf("class's cells at the zones' intended levels (each zone's lowest, middle and highest level);\n")
	t.printf("*pooled* counts all those runs together, with a 95%% Wilson score interval.\n\n")
	writeGates(t, s.Gates)

	t.printf("## By tier (intended levels)\n\n")
	t.header("rrrrrlrrr", "Tier", "Target %", "Measured %", "Δ target pp", "Pooled %", "95% CI", "Classes", "Cells", "Runs")
	for _, r := range s.Tiers {
		target, delta := dash, dash
		if r.HasTarget {
			target = pct(r.TargetPct)
		}
		if r.HasTarget && r.Cells > 0 {
			delta = pp(r.MeanClearPct - r.TargetPct)
		}
		t.row(fmt.Sprintf("T%d", r.Tier), target, meanPct(r.Aggregate), delta,
			ratePct(r.Pooled), ci(r.Pooled), itoa(r.Classes), itoa(r.Cells), itoa(r.Pooled.N))
	}

	t.printf("\n## By zone (intended levels)\n\n")
	t.header("rllrrlrrr", "Tier", "Zone", "Levels", "Measured %", "Pooled %", "95% CI", "Classes", "Cells", "Runs")
	for _, r := range s.Zones {
		t.row(fmt.Sprintf("T%d", r.Tier), md(r.Name), fmt.Sprintf("%d–%d", r.MinLevel, r.MaxLevel),
			meanPct(r.Aggregate), ratePct(r.Pooled), ci(r.Pooled), itoa(r.Classes), itoa(r.Cells), itoa(r.Pooled.N))
	}
	writeClassTiers(t, s.Classes, s.ClassTiers)
	writeLowest(t, s.Classes, s.Cells)
	writeHarvest(t, s.Harvest)
	writeEconomy(t, s.Economy)

	t.printf("\n## Cells\n\n")
	t.printf("Intended marks one of the zone's intended levels. p50 yield is the median yield value (coins) of the cleared runs.\n\n")
	t.header("rllrlrrlrrrr", "Tier", "Zone", "Class", "Level", "Intended", "Runs", "Cleared %", "95% CI",
		"Boss reached %", "Died %", "p50 yield", "Mean days")
	for _, c := range s.Cells {
		t.row(fmt.Sprintf("T%d", c.Tier), md(c.Zone), md(c.Class), itoa(c.Level), intended(c.Intended),
			itoa(c.Runs), ratePct(c.Cleared), ci(c.Cleared), ratePct(c.BossReached), ratePct(c.Died),
			yieldP50(c), fmt.Sprintf("%.1f", c.MeanDays))
	}

	if len(s.Warnings) > 0 {
		t.printf("\n## Warnings\n\n")
		for _, m := range s.Warnings {
			t.printf("- %s\n", strings.ReplaceAll(m, "\n", " "))
		}
	}
	return t.err
}

func itoa(n int) string { return fmt.Sprint(n) }

func meanPct(a Aggregate) string {
	if a.Cells == 0 {
		return dash
	}
	return pct(a.MeanClearPct)
}

func intended(ok bool) string {
	if ok {
		return "yes"
	}
	return ""
}

func yieldP50(c Cell) string {
	if c.Cleared.K == 0 {
		return dash
	}
	return strconv.FormatFloat(c.YieldP50, 'f', -1, 64)
}

func modes(ms []string) string {
	if len(ms) == 0 {
		return dash
	}
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = md(m)
		if out[i] == "" {
			out[i] = `""`
		}
	}
	return strings.Join(out, ", ")
}

// MarkdownAll writes one Markdown report per summary (ByPolicy's), one
// after the other.
func MarkdownAll(w io.Writer, ss []Summary) error { return writeEach(w, ss, Markdown) }

// writeEach writes one report per summary with write, a blank line between
// two; the first write error stops it.
func writeEach[S any](w io.Writer, ss []S, write func(io.Writer, S) error) error {
	for i, s := range ss {
		if i > 0 {
			if _, err := io.WriteString(w, "\n"); err != nil {
				return err
			}
		}
		if err := write(w, s); err != nil {
			return err
		}
	}
	return nil
}
