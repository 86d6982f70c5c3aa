package report

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/sim/record"
)

// The subclass gates (rules §11.3, §1.11), measured where a summary has
// subclass rows (ClassLabel "class/subclass"): a subclass is a flavour of
// power, not a must.
const (
	// SubclassFloorOfClassBestPct is the least clear rate of every
	// subclass in each tier, in percent of its class's best subclass.
	SubclassFloorOfClassBestPct = 80
	// SubclassFloorOfBestPct is the least clear rate of every subclass in
	// each tier, in percent of the best subclass of any class.
	SubclassFloorOfBestPct = 70
	// SubclassLiftCapPP is the most a subclass may raise its class's tier
	// clear rate over the vanilla class, in percentage points, both read
	// over the subclass's cells (a subclass has no level below 3).
	SubclassLiftCapPP = 12
)

// summaryGates is the gates of s, summarized from runs: gates(s, casual)
// when no run plays a subclass; otherwise the class gates of the vanilla
// classes' runs alone (casual, then, is the casual player's vanilla
// tiers) and the subclass gates after them.
func summaryGates(s Summary, runs []record.Run, casual []TierRow) []Gate {
	vanilla := vanillaRuns(runs)
	if len(vanilla) == len(runs) {
		return gates(s, casual)
	}
	return append(gates(summarize(vanilla), casual), subclassGates(s.Cells)...)
}

// vanillaRuns is the runs of runs that play no subclass, in order.
func vanillaRuns(runs []record.Run) []record.Run {
	var out []record.Run
	for _, r := range runs {
		if r.Subclass == "" {
			out = append(out, r)
		}
	}
	return out
}

// subclassGates checks the subclass rows of cells; none when cells have no
// subclass. Its class and overall floors compare the subclasses' tier
// rates (all from level 3); the lift compares each subclass with its
// vanilla class over the same cells.
func subclassGates(cells []Cell) []Gate {
	var ofClass, ofAll, lift []string
	found := false
	for _, r := range classTierRows(cells) {
		subs := slices.DeleteFunc(slices.Sorted(maps.Keys(r.ByClass)), func(l string) bool { return !strings.Contains(l, "/") })
		if len(subs) == 0 {
			continue
		}
		found = true
		best := bestOf(r.ByClass, subs)
		for _, l := range subs {
			class, _, _ := strings.Cut(l, "/")
			v := r.ByClass[l]
			mates := slices.DeleteFunc(slices.Clone(subs), func(o string) bool { return !strings.HasPrefix(o, class+"/") })
			if cb := bestOf(r.ByClass, mates); v < SubclassFloorOfClassBestPct*r.ByClass[cb]/100 {
				ofClass = append(ofClass, fmt.Sprintf("T%d: %s %s%% is %s%% of %s %s%%", r.Tier, l, pct(v), pct(100*v/r.ByClass[cb]), cb, pct(r.ByClass[cb])))
			}
			if v < SubclassFloorOfBestPct*r.ByClass[best]/100 {
				ofAll = append(ofAll, fmt.Sprintf("T%d: %s %s%% is %s%% of %s %s%%", r.Tier, l, pct(v), pct(100*v/r.ByClass[best]), best, pct(r.ByClass[best])))
			}
			if sub, van, ok := matchedMeans(cells, r.Tier, l, class); ok && sub-van > SubclassLiftCapPP {
				lift = append(lift, fmt.Sprintf("T%d: %s %s%% against vanilla %s %s%% on the same cells (+%s)", r.Tier, l, pct(sub), class, pct(van), pct(sub-van)))
			}
		}
	}
	if !found {
		return nil
	}
	return []Gate{
		newGate(fmt.Sprintf("in every tier, every subclass clears at least %d%% as often as its class's best subclass", SubclassFloorOfClassBestPct), ofClass),
		newGate(fmt.Sprintf("in every tier, every subclass clears at least %d%% as often as the best subclass", SubclassFloorOfBestPct), ofAll),
		newGate(fmt.Sprintf("no subclass raises its class's tier clear rate more than %d points over the vanilla class (on the subclass's cells)", SubclassLiftCapPP), lift),
	}
}

// matchedMeans is the mean clear rate of label's intended cells of tier
// and of class's (the vanilla class's) cells of the same zones and
// levels; false when class has none of them.
func matchedMeans(cells []Cell, tier int, label, class string) (sub, van float64, ok bool) {
	type key struct {
		zone  string
		level int
	}
	vanilla := map[key]float64{}
	for _, c := range cells {
		if c.Class == class && c.Tier == tier && c.Intended {
			vanilla[key{c.Zone, c.Level}] = c.Cleared.Pct
		}
	}
	n := 0
	for _, c := range cells {
		v, has := vanilla[key{c.Zone, c.Level}]
		if c.Class == label && c.Tier == tier && c.Intended && has {
			sub, van, n = sub+c.Cleared.Pct, van+v, n+1
		}
	}
	if n == 0 {
		return 0, 0, false
	}
	return sub / float64(n), van / float64(n), true
}

// bestOf is the label of labels with the highest rate (the first in name
// order on a tie); "" for none.
func bestOf(rate map[string]float64, labels []string) string {
	best := ""
	for _, l := range labels {
		if best == "" || rate[l] > rate[best] {
			best = l
		}
	}
	return best
}
