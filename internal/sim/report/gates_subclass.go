package report

import (
	"fmt"
	"maps"
	"slices"
	"strings"
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
	// clear rate over the vanilla class, in percentage points.
	SubclassLiftCapPP = 12
)

// subclassGates checks the subclass rows of rows; none when rows have no
// subclass.
func subclassGates(rows []ClassTierRow) []Gate {
	var ofClass, ofAll, lift []string
	found := false
	for _, r := range rows {
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
			if van, ok := r.ByClass[class]; ok && v-van > SubclassLiftCapPP {
				lift = append(lift, fmt.Sprintf("T%d: %s %s%% against vanilla %s %s%% (+%s)", r.Tier, l, pct(v), class, pct(van), pct(v-van)))
			}
		}
	}
	if !found {
		return nil
	}
	return []Gate{
		newGate(fmt.Sprintf("in every tier, every subclass clears at least %d%% as often as its class's best subclass", SubclassFloorOfClassBestPct), ofClass),
		newGate(fmt.Sprintf("in every tier, every subclass clears at least %d%% as often as the best subclass", SubclassFloorOfBestPct), ofAll),
		newGate(fmt.Sprintf("no subclass raises its class's tier clear rate more than %d points over the vanilla class", SubclassLiftCapPP), lift),
	}
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
