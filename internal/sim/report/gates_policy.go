package report

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// The gates of a game measured on players who play like people (rules
// §11.3), on the zones' intended levels and all seeds pooled.
const (
	// CasualTolerancePP is how far the casual player's tier clear rate
	// may sit from its target, in percentage points.
	CasualTolerancePP = 8
	// CarefulOverTargetPP is how far the careful player's tier clear rate
	// may rise over its target, in percentage points.
	CarefulOverTargetPP = 15
	// BandDropPP is the most a zone's clear rate may fall from its lowest
	// to its highest intended level, in percentage points (casual).
	BandDropPP = 15
	// ForcedShareOfClear is the share of a cleared run's mean reward a
	// forced-out run's mean must stay under, in every cell (casual).
	ForcedShareOfClear = 0.5
	// MinClearsForMean is the fewest cleared runs whose mean reward a
	// cell's forced-out runs are held to: one lucky clear far above a
	// character's level is a sample, not a mean. A thinner cell is held
	// to the cleared runs of its zone at its level, every class pooled
	// (loot and coins follow the zone, XP the level), or, when those are
	// thin too, named as unmeasured.
	MinClearsForMean = 5
)

// policyGates are the gates of s's policy: the careful player's against
// the casual one's tiers (nil: none in the file), the casual player's
// band, economy and forced-reward gates.
func policyGates(s Summary, casual []TierRow) []Gate {
	switch s.Policy {
	case record.PolicyCareful:
		return []Gate{carefulGate(s.Tiers, casual)}
	case record.PolicyCasual:
		return []Gate{bandGate(s.Cells), levelEconomyGate(s.Cells), forcedGate(s.Cells), tierXPGate(s.Cells)}
	}
	return nil
}

// carefulGate: each tier at most CarefulOverTargetPP over its target and
// at or above the casual player's rate (when casual has rows).
func carefulGate(rows, casual []TierRow) Gate {
	var misses []string
	for _, r := range rows {
		if !r.HasTarget || r.Cells == 0 {
			continue
		}
		if r.MeanClearPct > r.TargetPct+CarefulOverTargetPP {
			misses = append(misses, fmt.Sprintf("T%d: %s%% is over %s%% + %d", r.Tier, pct(r.MeanClearPct), pct(r.TargetPct), CarefulOverTargetPP))
		}
		for _, c := range casual {
			if c.Tier == r.Tier && c.Cells > 0 && r.MeanClearPct < c.MeanClearPct {
				misses = append(misses, fmt.Sprintf("T%d: %s%% is under the casual player's %s%%", r.Tier, pct(r.MeanClearPct), pct(c.MeanClearPct)))
			}
		}
	}
	name := fmt.Sprintf("careful: every tier at most %d points over its target and at or above the casual player's", CarefulOverTargetPP)
	if casual == nil {
		name += " (no casual runs here: not compared)"
	}
	return newGate(name, misses)
}

// levelMean is the mean over classes of the clear rate of the intended
// cells of zone at level; ok false with none.
func levelMean(cells []Cell, zone string, level int) (float64, bool) {
	in := slices.DeleteFunc(slices.Clone(cells), func(c Cell) bool { return c.Zone != zone || c.Level != level || !c.Intended })
	ag := aggregate(in)
	return ag.MeanClearPct, ag.Cells > 0
}

// bandGate: in each zone the clear rate falls at most BandDropPP from its
// lowest to its highest intended level.
func bandGate(cells []Cell) Gate {
	var misses []string
	for _, z := range content.Zones() {
		lo, okLo := levelMean(cells, string(z.ID), z.MinLevel)
		hi, okHi := levelMean(cells, string(z.ID), z.MaxLevel)
		if okLo && okHi && lo-hi > BandDropPP {
			misses = append(misses, fmt.Sprintf("%s: %s%% at L%d, %s%% at L%d", z.ID, pct(lo), z.MinLevel, pct(hi), z.MaxLevel))
		}
	}
	return newGate(fmt.Sprintf("casual: in every zone the clear rate falls at most %d points from its lowest to its highest intended level", BandDropPP), misses)
}

// zoneLevel is one zone's runs at one level, classes pooled.
type zoneLevel struct {
	zone   content.Zone
	reward Reward
}

// zoneLevels pools cells by level, then zone (content order).
func zoneLevels(cells []Cell) map[int][]zoneLevel {
	out := map[int][]zoneLevel{}
	for _, z := range content.Zones() {
		byLevel := map[int]*Reward{}
		for _, c := range cells {
			if c.Zone == string(z.ID) {
				if byLevel[c.Level] == nil {
					byLevel[c.Level] = &Reward{}
				}
				byLevel[c.Level].merge(c.Reward)
			}
		}
		for l, w := range byLevel {
			out[l] = append(out[l], zoneLevel{zone: z, reward: *w})
		}
	}
	return out
}

// levelEconomyGate: at every level 1-19 with runs, no zone above the
// level's band (lowest intended level over it) earns as much XP or loot
// value per in-game day as the best zone whose band holds the level.
func levelEconomyGate(cells []Cell) Gate {
	var misses []string
	byLevel := zoneLevels(cells)
	levels := make([]int, 0, len(byLevel))
	for l := range byLevel {
		levels = append(levels, l)
	}
	slices.Sort(levels)
	for _, l := range levels {
		if l >= 20 {
			continue
		}
		var bestXP, bestLoot float64
		var best bool
		for _, zl := range byLevel[l] {
			if xp, loot, ok := zl.reward.PerDay(); ok && zl.zone.MinLevel <= l && l <= zl.zone.MaxLevel {
				bestXP, bestLoot, best = max(bestXP, xp), max(bestLoot, loot), true
			}
		}
		for _, zl := range byLevel[l] {
			xp, loot, ok := zl.reward.PerDay()
			switch {
			case zl.zone.MinLevel <= l:
			case !ok:
				misses = append(misses, fmt.Sprintf("L%d %s: no in-game time in the records", l, zl.zone.ID))
			case !best:
				misses = append(misses, fmt.Sprintf("L%d: no zone of the band to compare %s with", l, zl.zone.ID))
			case xp >= bestXP || loot >= bestLoot:
				misses = append(misses, fmt.Sprintf("L%d %s: %.0f XP and %.0f loot a day against the band's best %.0f and %.0f", l, zl.zone.ID, xp, loot, bestXP, bestLoot))
			}
		}
	}
	return newGate("casual economy: at every level, no zone above its band earns the XP or loot value per in-game day of the best zone of its band", misses)
}

// forcedGate: in every cell with forced-out runs, their mean XP, loot
// value and coins each stay under ForcedShareOfClear of the cleared runs'
// (a forced mean at or below 0 always does). The cleared runs are the
// cell's when it has MinClearsForMean of them, else its zone's at its
// level over every class; a cell with too few either way is listed as
// unmeasured in the gate's name (by zone and level), never passed in
// silence.
func forcedGate(cells []Cell) Gate {
	type zoneLevel struct {
		zone  string
		level int
	}
	pooled := map[zoneLevel]RewardSum{}
	for _, c := range cells {
		p := pooled[zoneLevel{c.Zone, c.Level}]
		p.merge(c.Reward.Cleared)
		pooled[zoneLevel{c.Zone, c.Level}] = p
	}
	var misses, thin []string
	for _, c := range cells {
		f, cl, of := c.Reward.Forced, c.Reward.Cleared, ""
		if f.N == 0 {
			continue
		}
		if cl.N < MinClearsForMean {
			cl, of = pooled[zoneLevel{c.Zone, c.Level}], fmt.Sprintf(" (%d of the cell's, the zone's %d at L%d)", c.Reward.Cleared.N, pooled[zoneLevel{c.Zone, c.Level}].N, c.Level)
		}
		if cl.N < MinClearsForMean {
			if at := fmt.Sprintf("%s L%d", c.Zone, c.Level); !slices.Contains(thin, at) {
				thin = append(thin, at)
			}
			continue
		}
		fx, fl, fc := f.Means()
		cx, clt, cc := cl.Means()
		for _, m := range []struct {
			what          string
			forced, clear float64
		}{{"XP", fx, cx}, {"loot", fl, clt}, {"coins", fc, cc}} {
			if m.forced > 0 && m.forced >= ForcedShareOfClear*m.clear {
				misses = append(misses, fmt.Sprintf("%s %s L%d: forced-out %s %.0f against cleared %.0f%s", c.Zone, c.Class, c.Level, m.what, m.forced, m.clear, of))
			}
		}
	}
	name := fmt.Sprintf("casual economy: in every cell the forced-out runs' mean XP, loot value and coins are under %g of the cleared runs' (a cell with fewer than %d clears: its zone's at that level, every class)", ForcedShareOfClear, MinClearsForMean)
	if len(thin) > 0 {
		name += fmt.Sprintf("; unmeasured, too few clears even so: %s", strings.Join(thin, ", "))
	}
	return newGate(name, misses)
}

// tierXPGate: XP per in-game day at the intended levels rises from each
// tier to the next (rules §11.3). Cells at rules.MaxLevel are left out: a
// level-20 hero earns no XP (rules §1.5), so those runs say nothing of the
// level curve. The gate's name carries each tier's XP a day.
func tierXPGate(cells []Cell) Gate {
	type tierXP struct {
		tier int
		xp   float64
	}
	var rows []tierXP
	var misses []string
	for tier := 1; tier <= content.MaxZoneTier; tier++ {
		var w Reward
		for _, c := range cells {
			if c.Tier == tier && c.Intended && c.Level < rules.MaxLevel {
				w.merge(c.Reward)
			}
		}
		if w.All.N == 0 {
			continue
		}
		xp, _, ok := w.PerDay()
		if !ok {
			misses = append(misses, fmt.Sprintf("T%d: no in-game time in the records", tier))
			continue
		}
		rows = append(rows, tierXP{tier, xp})
	}
	slices.SortFunc(rows, func(a, b tierXP) int { return cmp.Compare(a.tier, b.tier) })
	var figures []string
	for i, r := range rows {
		figures = append(figures, fmt.Sprintf("T%d %.0f", r.tier, r.xp))
		if i > 0 && r.xp <= rows[i-1].xp {
			misses = append(misses, fmt.Sprintf("T%d %.0f XP a day is not over T%d's %.0f", r.tier, r.xp, rows[i-1].tier, rows[i-1].xp))
		}
	}
	return newGate(fmt.Sprintf("casual economy: XP per in-game day rises from each tier to the next at their intended levels below %d (%s)",
		rules.MaxLevel, strings.Join(figures, ", ")), misses)
}

// ByPolicy summarizes runs once per player policy, careful first, then
// casual, then any other by name; the careful player's gate compares its
// tiers with the casual player's when both are there.
func ByPolicy(runs []record.Run) []Summary {
	groups := map[string][]record.Run{}
	for _, r := range runs {
		p := cmp.Or(r.Policy, record.PolicyCareful)
		groups[p] = append(groups[p], r)
	}
	names := policyNames(groups)
	out := make([]Summary, 0, len(names))
	for _, n := range names {
		out = append(out, Summarize(groups[n]))
	}
	if len(out) > 1 && out[0].Policy == record.PolicyCareful && out[1].Policy == record.PolicyCasual {
		casual := summarize(vanillaRuns(groups[record.PolicyCasual])).Tiers
		out[0].Gates = summaryGates(out[0], groups[record.PolicyCareful], casual)
	}
	return out
}

// policyNames are the policies of groups: careful first, then casual, then
// any other by name.
func policyNames(groups map[string][]record.Run) []string {
	names := make([]string, 0, len(groups))
	for n := range groups {
		names = append(names, n)
	}
	order := func(n string) int {
		return cmp.Or(map[string]int{record.PolicyCareful: 1, record.PolicyCasual: 2}[n], 3)
	}
	slices.SortFunc(names, func(a, b string) int { return cmp.Or(cmp.Compare(order(a), order(b)), cmp.Compare(a, b)) })
	return names
}
