package report

import (
	"fmt"
	"io"
	"strings"
)

// VanillaGear is the catalogue value of the gear the matrix's simulated
// character of a class wears at a level (coins; rules §11.1), for the
// career summary to set the careers' gear beside; nil leaves it out.
type VanillaGear func(class string, level int) int

// CareerMarkdown writes the career summary (rules §11.5): its gates, days and
// expeditions to the milestone levels per class (median, quartiles,
// extremes, how many careers got there), the purse and gear value over the
// levels beside the matrix character's gear (vanilla), the stalls, and the
// expeditions by tier.
func CareerMarkdown(w io.Writer, s CareerSummary, vanilla VanillaGear) error {
	t := &table{w: w}
	t.printf("# Career summary\n\nPolicy: %s. Highest level reached: %d.\n\n", strings.Join(s.Policies, ", "), s.TopLevel)
	writeGates(t, s.Gates)
	for _, what := range []struct {
		title string
		of    func(CareerClassRow) map[int]Spread
	}{{"In-game days to level", func(r CareerClassRow) map[int]Spread { return r.Days }},
		{"Expeditions to level", func(r CareerClassRow) map[int]Spread { return r.Expeditions }}} {
		t.printf("## %s\n\nMedian (quartiles; min–max) over the careers that got there, n of them.\n\n", what.title)
		cols := []string{"Class"}
		for _, l := range careerMilestones {
			cols = append(cols, fmt.Sprintf("L%d", l))
		}
		t.header("l"+strings.Repeat("r", len(careerMilestones)), cols...)
		for _, r := range s.Classes {
			row := []string{r.Class}
			for _, l := range careerMilestones {
				row = append(row, spreadCell(what.of(r)[l], r.Careers))
			}
			t.row(row...)
		}
		t.printf("\n")
	}
	careerWealth(t, s, vanilla)
	careerStalls(t, s)
	t.printf("## Expeditions by tier\n\nForced out: died or fled. XP and loot per day: over all the tier's expeditions, each at least one day.\n\n")
	t.header("lrrrrrrrr", "Tier", "Expeditions", "Cleared %", "Forced out %", "Median days", "Median XP", "XP per day", "Median loot", "Loot per day")
	for _, r := range s.Tiers {
		t.row(fmt.Sprint(r.Tier), fmt.Sprint(r.Expeditions), pct(share(r.Cleared, r.Expeditions)), pct(share(r.Out, r.Expeditions)),
			fmt.Sprint(r.MedianDays), fmt.Sprint(r.MedianXP), fmt.Sprintf("%.0f", r.XPPerDay), fmt.Sprint(r.MedianLoot), fmt.Sprintf("%.0f", r.LootPerDay))
	}
	return t.err
}

// spreadCell renders a spread as "median (p25–p75; min–max) n/of".
func spreadCell(sp Spread, of int) string {
	if sp.N == 0 {
		return fmt.Sprintf("– 0/%d", of)
	}
	return fmt.Sprintf("%d (%d–%d; %d–%d) %d/%d", sp.Median, sp.P25, sp.P75, sp.Min, sp.Max, sp.N, of)
}

// careerWealth writes the purse and gear value per level, one row per
// level, medians per class, the gear beside the matrix character's.
func careerWealth(t *table, s CareerSummary, vanilla VanillaGear) {
	t.printf("## Coins and gear value over levels\n\nMedian coins in the purse / median gear value worn after the last expedition that ended at the level, once selling, resting and buying were done: what the character set off with on its last expedition at that level (careers that skipped the level are not counted)")
	if vanilla != nil {
		t.printf("; in brackets the gear value of the matrix's character of that level, and the career median as a percentage of it")
	}
	t.printf(".\n\n")
	cols := []string{"Level"}
	for _, r := range s.Classes {
		cols = append(cols, r.Class)
	}
	t.header("r"+strings.Repeat("r", len(s.Classes)), cols...)
	for l := 1; l <= s.TopLevel; l++ {
		row := []string{fmt.Sprint(l)}
		for _, r := range s.Classes {
			c, g := r.Coins[l], r.Gear[l]
			if g.N == 0 {
				row = append(row, "–")
				continue
			}
			cell := fmt.Sprintf("%d / %d", c.Median, g.Median)
			if vanilla != nil {
				if v := vanilla(r.Class, l); v > 0 {
					cell += fmt.Sprintf(" [%d, %s%%]", v, pct(100*float64(g.Median)/float64(v)))
				}
			}
			row = append(row, cell)
		}
		t.row(row...)
	}
	t.printf("\n")
}

// careerStalls writes who stalled: a career stalled when it stopped before
// its last level (Stalled), with the longest run of expeditions
// without a level of any career of the class.
func careerStalls(t *table, s CareerSummary) {
	t.printf("## Stalls\n\nA career stalls when it stops before its last level: the expedition cap (expedition_cap), too many expeditions in a row without a level (stalled: sim.CareerStallLimit), or more zone runs in a row than sim.CareerStallLimit for want of a supply pack (broke).\n\n")
	t.header("lrrrl", "Class", "Careers", "Stalled", "Zone runs (no coins for a pack)", "Longest run without a level (expeditions); stall ends")
	for _, r := range s.Classes {
		ends := r.stallEnds()
		if len(ends) == 0 {
			ends = []string{"none"}
		}
		t.row(r.Class, fmt.Sprint(r.Careers), fmt.Sprint(r.Stalled), fmt.Sprint(r.ZoneRuns), fmt.Sprintf("%d; %s", r.Drought, strings.Join(ends, ", ")))
	}
	t.printf("\n")
}
