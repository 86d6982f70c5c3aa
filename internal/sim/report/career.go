package report

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/sim/record"
)

// careerZoneMode is the mode of a career's zone run (record.Career.Mode).
const careerZoneMode = "zone"

// careerMilestones are the levels the career summary times (rules §11.5).
var careerMilestones = []int{4, 8, 12, 16, 20}

// CareerMilestones returns a copy of careerMilestones, the table above: changing it changes
// nothing shipped.
func CareerMilestones() []int { return slices.Clone(careerMilestones) }

// Spread is a sample's order statistics: N values, their median, the
// quartiles P25 and P75 and the extremes (nearest-rank).
type Spread struct {
	N                          int
	Min, P25, Median, P75, Max int
}

// spreadOf returns the spread of xs (zero when empty).
func spreadOf(xs []int) Spread {
	if len(xs) == 0 {
		return Spread{}
	}
	s := slices.Sorted(slices.Values(xs))
	at := func(q float64) int { return s[int(q*float64(len(s)-1)+0.5)] }
	return Spread{N: len(s), Min: s[0], P25: at(0.25), Median: at(0.5), P75: at(0.75), Max: s[len(s)-1]}
}

// CareerRun is one career read back from its records: class, run, policy,
// its expeditions in order.
type CareerRun struct {
	Class, Policy string
	Run           int
	Exps          []record.Career
}

// reached returns the first expedition after which the career stood at
// level or above, and false when it never did.
func (c CareerRun) reached(level int) (record.Career, bool) {
	for _, e := range c.Exps {
		if e.LevelEnd >= level {
			return e, true
		}
	}
	return record.Career{}, false
}

// lastAt returns, by level, the career's last expedition that ended at
// that level: the purse and gear the character set off with on its last
// expedition at the level. A level skipped has none.
func (c CareerRun) lastAt() map[int]record.Career {
	out := map[int]record.Career{}
	for _, e := range c.Exps {
		out[e.LevelEnd] = e
	}
	return out
}

// End is why the career stopped ("" when its file was cut short).
func (c CareerRun) End() string { return c.Exps[len(c.Exps)-1].End }

// LongestDrought is the most expeditions in a row without a level gained.
func (c CareerRun) LongestDrought() int {
	best, run := 0, 0
	for _, e := range c.Exps {
		if e.LevelEnd > e.LevelStart {
			run = 0
			continue
		}
		run++
		best = max(best, run)
	}
	return best
}

// Stalled reports whether the career stopped before its last level (rules
// §11.5): the expedition cap, too many expeditions in a row without a
// level, or a purse too light for one pack.
func (c CareerRun) Stalled() bool { return c.End() != record.CareerEndMaxLevel }

// Careers groups career records into careers, ordered by class (in the
// order first seen), policy and run.
func Careers(recs []record.Career) []CareerRun {
	type key struct {
		class, policy string
		seed          uint64
		run           int
	}
	idx := map[key]int{}
	var out []CareerRun
	for _, r := range recs {
		label := r.Class
		if r.Subclass != "" {
			label += "/" + r.Subclass // a subclass's careers are their own rows, as ClassLabel's
		}
		k := key{label, r.Policy, r.Seed, r.Run}
		i, ok := idx[k]
		if !ok {
			i = len(out)
			idx[k] = i
			out = append(out, CareerRun{Class: label, Policy: r.Policy, Run: r.Run})
		}
		out[i].Exps = append(out[i].Exps, r)
	}
	return out
}

// CareerClassRow is one class's careers summarised: how many, how many
// stalled and why, the longest drought (expeditions without a level) of
// any, the zone runs played for want of a supply pack;
// per milestone level (CareerMilestones) the spread of the days and of the
// expeditions it took; per level the spread of the purse and of the gear
// value (coins) after the last expedition that ended at that level, once
// the downtime's selling and buying was done (CareerRun.lastAt; careers
// that skipped the level are not counted).
type CareerClassRow struct {
	Class       string
	Careers     int
	Stalled     int
	StallEnds   map[string]int
	Drought     int
	ZoneRuns    int
	Days        map[int]Spread
	Expeditions map[int]Spread
	Coins       map[int]Spread
	Gear        map[int]Spread
}

// CareerTierRow is the careers' expeditions of one zone tier: how many,
// cleared and forced out (died or fled), the median expedition days, and
// XP and loot value (coins) per expedition day over all of them.
type CareerTierRow struct {
	Tier                      int
	Expeditions, Cleared, Out int
	MedianDays                int
	XPPerDay, LootPerDay      float64
	MedianXP, MedianLoot      int
}

// CareerSummary is the career file summarised: the policies played, the
// highest level any career was asked to reach as seen (the top level
// reached), the per-class rows in class order and the per-tier rows.
type CareerSummary struct {
	Policies []string
	TopLevel int
	Classes  []CareerClassRow
	Tiers    []CareerTierRow
	// Gates are the career gates (careerGates).
	Gates []Gate
}

// SummarizeCareers summarises career records (rules §11.5).
func SummarizeCareers(recs []record.Career) CareerSummary {
	var s CareerSummary
	runs := Careers(recs)
	byClass := map[string][]CareerRun{}
	var classes []string
	for _, c := range runs {
		if _, ok := byClass[c.Class]; !ok {
			classes = append(classes, c.Class)
		}
		byClass[c.Class] = append(byClass[c.Class], c)
		if !slices.Contains(s.Policies, c.Policy) {
			s.Policies = append(s.Policies, c.Policy)
		}
		for _, e := range c.Exps {
			s.TopLevel = max(s.TopLevel, e.LevelEnd)
		}
	}
	for _, cl := range classes {
		s.Classes = append(s.Classes, classRow(cl, byClass[cl]))
	}
	s.Tiers = tierRowsOf(recs)
	s.Gates = careerGates(s.Classes)
	return s
}

// stallEnds words why the class's careers stalled, one "end count" a
// reason, by reason.
func (r CareerClassRow) stallEnds() []string {
	var ends []string
	for _, e := range slices.Sorted(maps.Keys(r.StallEnds)) {
		ends = append(ends, fmt.Sprintf("%s %d", e, r.StallEnds[e]))
	}
	return ends
}

// careerGates are the career gates (rules §11.5): every class's median
// in-game days to level 20 within CareerDaysTolerancePct of
// TargetDaysToLevel20 (a class none of whose careers got there misses),
// and no career stalls.
func careerGates(classes []CareerClassRow) []Gate {
	lo := TargetDaysToLevel20 * (100 - CareerDaysTolerancePct) / 100.0
	hi := TargetDaysToLevel20 * (100 + CareerDaysTolerancePct) / 100.0
	var days, stalls []string
	for _, r := range classes {
		switch d := r.Days[20]; {
		case d.N == 0:
			days = append(days, fmt.Sprintf("%s: no career reached level 20", r.Class))
		case float64(d.Median) < lo || float64(d.Median) > hi:
			days = append(days, fmt.Sprintf("%s: %d days", r.Class, d.Median))
		}
		if r.Stalled > 0 {
			stalls = append(stalls, fmt.Sprintf("%s: %d of %d careers (%s)", r.Class, r.Stalled, r.Careers, strings.Join(r.stallEnds(), ", ")))
		}
	}
	return []Gate{
		newGate(fmt.Sprintf("careers: every class's median in-game days to level 20 within %d%% of the %d-day target (%.1f–%.1f)",
			CareerDaysTolerancePct, TargetDaysToLevel20, lo, hi), days),
		newGate("careers: nobody stalls", stalls),
	}
}

// classRow summarises one class's careers.
func classRow(class string, cs []CareerRun) CareerClassRow {
	row := CareerClassRow{Class: class, Careers: len(cs), StallEnds: map[string]int{},
		Days: map[int]Spread{}, Expeditions: map[int]Spread{}, Coins: map[int]Spread{}, Gear: map[int]Spread{}}
	days, exps := map[int][]int{}, map[int][]int{}
	coins, gear := map[int][]int{}, map[int][]int{}
	for _, c := range cs {
		if c.Stalled() {
			row.Stalled++
			row.StallEnds[c.End()]++
		}
		row.Drought = max(row.Drought, c.LongestDrought())
		for _, e := range c.Exps {
			if e.Mode == careerZoneMode {
				row.ZoneRuns++
			}
		}
		for _, l := range careerMilestones {
			if e, ok := c.reached(l); ok {
				days[l] = append(days[l], e.Day)
				exps[l] = append(exps[l], e.Expedition)
			}
		}
		for l, e := range c.lastAt() {
			coins[l] = append(coins[l], e.Coins)
			gear[l] = append(gear[l], e.GearValue)
		}
	}
	for l, xs := range days {
		row.Days[l], row.Expeditions[l] = spreadOf(xs), spreadOf(exps[l])
	}
	for l, xs := range coins {
		row.Coins[l], row.Gear[l] = spreadOf(xs), spreadOf(gear[l])
	}
	return row
}

// tierRowsOf sums the expeditions by zone tier (zone runs left out).
func tierRowsOf(recs []record.Career) []CareerTierRow {
	type acc struct {
		n, cleared, out, days, xp, loot int
		ds, xs, ls                      []int
	}
	by := map[int]*acc{}
	for _, r := range recs {
		if r.Mode == careerZoneMode {
			continue
		}
		a := by[r.Tier]
		if a == nil {
			a = &acc{}
			by[r.Tier] = a
		}
		a.n++
		switch r.Outcome {
		case "cleared":
			a.cleared++
		case "died", "fled":
			a.out++
		}
		d := max(r.Days, 1)
		a.days += d
		a.xp += r.XP
		a.loot += r.LootValue
		a.ds, a.xs, a.ls = append(a.ds, d), append(a.xs, r.XP), append(a.ls, r.LootValue)
	}
	var out []CareerTierRow
	for t := 1; t <= 5; t++ {
		a := by[t]
		if a == nil {
			continue
		}
		out = append(out, CareerTierRow{Tier: t, Expeditions: a.n, Cleared: a.cleared, Out: a.out,
			MedianDays: spreadOf(a.ds).Median, XPPerDay: float64(a.xp) / float64(a.days),
			LootPerDay: float64(a.loot) / float64(a.days), MedianXP: spreadOf(a.xs).Median, MedianLoot: spreadOf(a.ls).Median})
	}
	return out
}
