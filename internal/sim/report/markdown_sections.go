package report

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
)

// writeGates writes the balance gates, each passed or missed with what
// fell short.
func writeGates(t *table, gs []Gate) {
	if len(gs) == 0 {
		return
	}
	t.printf("## Balance gates\n\n")
	for _, g := range gs {
		mark := "pass"
		if !g.Pass {
			mark = "**miss**"
		}
		t.printf("- %s: %s\n", mark, g.Name)
		for _, m := range g.Misses {
			t.printf("  - %s\n", md(m))
		}
	}
	t.printf("\n")
}

// writeClassTiers writes the clear rate per tier and class, with the
// worst class as a percent of the best.
func writeClassTiers(t *table, classes []string, rows []ClassTierRow) {
	if len(rows) == 0 {
		return
	}
	t.printf("\n## By class and tier (intended levels)\n\n")
	t.header("r"+strings.Repeat("r", len(classes))+"r", append(append([]string{"Tier"}, classes...), "Worst of best %")...)
	for _, r := range rows {
		cols := []string{fmt.Sprintf("T%d", r.Tier)}
		for _, cl := range classes {
			v, ok := r.ByClass[cl]
			cols = append(cols, dash)
			if ok {
				cols[len(cols)-1] = pct(v)
			}
		}
		t.row(append(cols, pct(r.WorstOfBestPct))...)
	}
}

// writeLowest writes each class's clear rate at each zone's lowest
// intended level.
func writeLowest(t *table, classes []string, cells []Cell) {
	type row struct {
		tier  int
		zone  string
		level int
		by    map[string]string
	}
	var rows []*row
	byZone := map[string]*row{}
	for _, c := range cells {
		z, ok := content.ZoneByID(content.ZoneID(c.Zone))
		if !ok || c.Level != z.MinLevel {
			continue
		}
		r := byZone[c.Zone]
		if r == nil {
			r = &row{tier: c.Tier, zone: c.Zone, level: c.Level, by: map[string]string{}}
			byZone[c.Zone] = r
			rows = append(rows, r)
		}
		r.by[c.Class] = ratePct(c.Cleared)
	}
	if len(rows) == 0 {
		return
	}
	t.printf("\n## At each zone's lowest intended level\n\n")
	t.header("rlr"+strings.Repeat("r", len(classes)), append([]string{"Tier", "Zone", "Level"}, classes...)...)
	for _, r := range rows {
		cols := []string{fmt.Sprintf("T%d", r.tier), md(r.zone), itoa(r.level)}
		for _, cl := range classes {
			v, ok := r.by[cl]
			if !ok {
				v = dash
			}
			cols = append(cols, v)
		}
		t.row(cols...)
	}
}

// writeHarvest writes the harvest passes per zone and intended level,
// pooled over classes.
func writeHarvest(t *table, rows []HarvestRow) {
	if len(rows) == 0 {
		return
	}
	t.printf("\n## Harvest passes (intended levels, classes pooled)\n\n")
	t.header("rlrlrrr", "Tier", "Zone", "Level", "Highest", "Passes", "Interrupted %", "Elite %")
	for _, h := range rows {
		t.row(fmt.Sprintf("T%d", h.Tier), md(h.Zone), itoa(h.Level), intended(h.Highest), itoa(h.Count.Passes),
			pct(h.Count.InterruptPct()), pct(h.Count.ElitePct()))
	}
}

// writeEconomy writes the harvest economy per tier against its target.
func writeEconomy(t *table, rows []EconomyRow) {
	if len(rows) == 0 {
		return
	}
	t.printf("\n## Harvest economy (intended levels)\n\n")
	t.printf("Median yield value of the cleared expeditions against the H4 target (sim_results/h4_calibration.md), and the\n")
	t.printf("success rate of harvest attempts on Rare-or-rarer nodes over all runs.\n\n")
	t.header("rrrrrrr", "Tier", "Cleared runs", "Median yield", "Target", "% of target", "Rare+ attempts", "Rare+ success %")
	for _, e := range rows {
		target, of := dash, dash
		if e.HasTarget {
			target, of = pct(e.TargetValue), pct(e.PctOfTarget())
		}
		t.row(fmt.Sprintf("T%d", e.Tier), itoa(e.Cleared), pct(e.MedianValue), target, of, itoa(e.RareAttempts), pct(e.RareSuccessPct()))
	}
}
