package report

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// Cell is the summary of all runs of one class at one level in one zone
// (races and seeds pooled).
type Cell struct {
	// Tier is the zone's tier from content; for a zone content does not
	// know, the lowest tier its runs recorded.
	Tier int
	Zone string
	// Class is the class ID, or "class/subclass" for a subclass's runs
	// (ClassLabel), so every per-class table has a row per subclass.
	Class string
	Level int
	// Intended reports whether Level is one of the zone's IntendedLevels
	// (the lowest, middle and highest of its band). Always false for
	// unknown zones.
	Intended bool
	// Runs is the number of runs in the cell.
	Runs int
	// Cleared, BossReached and Died are rates over Runs (percent).
	Cleared     Rate
	BossReached Rate
	Died        Rate
	// YieldP50 is the median yield_value of the cleared runs, in coins
	// (the mean of the two middle values for an even count); 0 when no
	// run cleared.
	YieldP50 float64
	// MeanDays is the mean in-game days over all runs of the cell.
	MeanDays float64
	// Harvest counts the cell's harvest passes, the passes a fight
	// interrupted and the elites those fights drew, summed over its runs.
	Harvest HarvestCount
	// Reward is what the cell's runs earned and the days they cost.
	Reward Reward
}

// HarvestCount is a tally of harvest passes.
type HarvestCount struct {
	Passes, Interrupts, Elites int
}

// InterruptPct is the percent of passes a fight interrupted (0 with no
// passes).
func (h HarvestCount) InterruptPct() float64 { return share(h.Interrupts, h.Passes) }

// ElitePct is the percent of passes that drew an elite (0 with no passes).
func (h HarvestCount) ElitePct() float64 { return share(h.Elites, h.Passes) }

func share(k, n int) float64 {
	if n == 0 {
		return 0
	}
	return 100 * float64(k) / float64(n)
}

// Summary is the digest of a set of runs.
type Summary struct {
	// Runs is the number of runs summarised.
	Runs int
	// Policy is the player policy of the runs (record.Run.Policy; a run
	// without one is the careful player's, as record.Read reads it), ""
	// when they mix policies (ByPolicy splits them).
	Policy string
	// Modes are the distinct run modes seen, sorted.
	Modes []string
	// Cells are sorted by tier, zone, class, level.
	Cells []Cell
	// Tiers holds one row per tier 1..content.MaxZoneTier, ascending,
	// whether or not it has runs.
	Tiers []TierRow
	// Zones holds one row per content zone that has runs, in cell order.
	Zones []ZoneRow
	// Classes are the distinct classes of the cells, sorted.
	Classes []string
	// ClassTiers holds one row per tier with intended cells, ascending.
	ClassTiers []ClassTierRow
	// Harvest holds the harvest tallies per zone and intended level.
	Harvest []HarvestRow
	// Economy holds the harvest value and Rare+ success per tier (H4).
	Economy []EconomyRow
	// Stuck counts the runs that ended stuck (a soft lock).
	Stuck int
	// Gates are the balance gates checked against this summary.
	Gates []Gate
	// Warnings are data problems worth a look, sorted.
	Warnings []string
}

type cellKey struct {
	zone, class string
	level       int
}

// acc accumulates one cell's runs.
type acc struct {
	cell                    Cell
	cleared, boss, died, dy int
	yields                  []int
}

// Summarize digests runs into cells, tier rows and zone rows, and checks
// the balance gates. The order of runs does not matter. Where runs play
// subclasses, the class gates read the vanilla classes' runs alone and
// the subclass gates follow (summaryGates).
func Summarize(runs []record.Run) Summary {
	s := summarize(runs)
	s.Gates = summaryGates(s, runs, nil)
	return s
}

// summarize is Summarize without the gates.
func summarize(runs []record.Run) Summary {
	s := Summary{Runs: len(runs)}
	w := newWarnings()
	cells := map[cellKey]*acc{}
	modes := map[string]bool{}
	if len(runs) > 0 {
		s.Policy = cmp.Or(runs[0].Policy, record.PolicyCareful)
	}
	stuck := map[string]int{}
	eco := newEconomy()
	for _, r := range runs {
		eco.add(r)
		modes[r.Mode] = true
		if cmp.Or(r.Policy, record.PolicyCareful) != s.Policy {
			s.Policy = ""
		}
		if r.Outcome == record.OutcomeStuck {
			stuck[r.StopReason]++
			s.Stuck++
		}
		if !slices.Contains(record.Outcomes(), r.Outcome) {
			w.add(fmt.Sprintf("outcome %q is unknown: counted as neither cleared nor died", r.Outcome))
		}
		k := cellKey{r.Zone, ClassLabel(r), r.Level}
		a := cells[k]
		if a == nil {
			a = &acc{cell: Cell{Tier: r.Tier, Zone: r.Zone, Class: ClassLabel(r), Level: r.Level}}
			cells[k] = a
		}
		a.add(r, w)
	}
	for _, a := range cells {
		s.Cells = append(s.Cells, a.finish())
	}
	slices.SortFunc(s.Cells, compareCells)
	for m := range modes {
		s.Modes = append(s.Modes, m)
	}
	slices.Sort(s.Modes)
	for why, n := range stuck {
		w.add(fmt.Sprintf("%d runs stuck (a soft lock: no legal move made progress): %s", n, why))
	}
	if len(s.Modes) > 1 {
		w.add(fmt.Sprintf("runs mix modes %v: cells pool them", s.Modes))
	}
	s.Tiers = tierRows(s.Cells)
	s.Zones = zoneRows(s.Cells)
	s.Classes = classesOf(s.Cells)
	s.ClassTiers = classTierRows(s.Cells)
	s.Harvest = harvestRows(s.Cells)
	s.Economy = eco.finish()
	s.Warnings = w.sorted()
	return s
}

func (a *acc) add(r record.Run, w warnings) {
	z, known := content.ZoneByID(content.ZoneID(r.Zone))
	switch {
	case !known:
		w.add(fmt.Sprintf("zone %q is not in content: its runs count in no tier or zone row", r.Zone))
		a.cell.Tier = min(a.cell.Tier, r.Tier)
	case r.Tier != z.Tier:
		w.add(fmt.Sprintf("zone %q: runs record tier %d, content says %d (content wins)", r.Zone, r.Tier, z.Tier))
	}
	if known {
		a.cell.Tier = z.Tier
		a.cell.Intended = intendedLevel(z, r.Level)
	}
	a.cell.Runs++
	a.cell.Reward.add(r)
	a.dy += r.Days
	a.cell.Harvest.Passes += r.HarvestPasses
	a.cell.Harvest.Interrupts += r.HarvestInterrupts
	a.cell.Harvest.Elites += r.HarvestElites
	if r.Outcome == record.OutcomeCleared {
		a.cleared++
		a.yields = append(a.yields, r.YieldValue)
	}
	if r.Outcome == record.OutcomeDied {
		a.died++
	}
	if r.BossReached {
		a.boss++
	}
}

func (a *acc) finish() Cell {
	c := a.cell
	c.Cleared = NewRate(a.cleared, c.Runs)
	c.BossReached = NewRate(a.boss, c.Runs)
	c.Died = NewRate(a.died, c.Runs)
	c.YieldP50 = median(a.yields)
	c.MeanDays = float64(a.dy) / float64(c.Runs)
	return c
}

// median returns the median of xs (0 when empty) without changing xs.
func median(xs []int) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	m := len(s) / 2
	if len(s)%2 == 1 {
		return float64(s[m])
	}
	return (float64(s[m-1]) + float64(s[m])) / 2
}

// compareCells orders cells by tier, zone, class, level.
func compareCells(a, b Cell) int {
	return cmp.Or(cmp.Compare(a.Tier, b.Tier), cmp.Compare(a.Zone, b.Zone),
		cmp.Compare(a.Class, b.Class), cmp.Compare(a.Level, b.Level))
}

// warnings is a set of messages.
type warnings map[string]bool

func newWarnings() warnings { return warnings{} }

func (w warnings) add(msg string) { w[msg] = true }

func (w warnings) sorted() []string {
	out := make([]string, 0, len(w))
	for m := range w {
		out = append(out, m)
	}
	slices.Sort(out)
	return out
}

// ClassLabel is the name r's class goes by in the summary: the class ID,
// or "class/subclass" when the run played a subclass (rules §1.11).
func ClassLabel(r record.Run) string {
	if r.Subclass == "" {
		return r.Class
	}
	return r.Class + "/" + r.Subclass
}
