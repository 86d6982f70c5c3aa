package main

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim"
	"github.com/gogobee/gogobee/internal/sim/report"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// defaultLevels are the J0 matrix's levels (rules §11.3).
var defaultLevels = []int{1, 3, 5, 8, 12, 16}

// cell is one class (and subclass) x race x level x zone of the matrix.
type cell struct {
	class    rules.ClassID
	subclass rules.SubclassID // "" for the vanilla class
	race     rules.RaceID
	level    int
	zone     content.Zone
	// members are a party's other seats' classes (rules §8.22), at the
	// cell's level; nil for a player alone.
	members []rules.ClassID
}

// job is run n of a cell under matrix seed seed, at its place in the
// output.
type job struct {
	index int
	cell  cell
	n     int
	seed  uint64
}

// parseClasses reads "all" or a comma-separated list of class names.
func parseClasses(s string) ([]rules.ClassID, error) {
	if s == "" || strings.EqualFold(s, "all") {
		return sim.Classes(), nil
	}
	var out []rules.ClassID
	for _, name := range strings.Split(s, ",") {
		c, err := sim.ParseClass(strings.TrimSpace(name))
		if err != nil {
			return nil, err
		}
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out, nil
}

// parseLevels reads "all" (1-20), "intended" (nil: each zone's own
// intended levels, report.IntendedLevels) or a comma-separated list of
// levels.
func parseLevels(s string) ([]int, error) {
	if s == "" {
		return slices.Clone(defaultLevels), nil
	}
	if strings.EqualFold(s, "intended") {
		return nil, nil
	}
	if strings.EqualFold(s, "all") {
		var out []int
		for l := 1; l <= rules.MaxLevel; l++ {
			out = append(out, l)
		}
		return out, nil
	}
	var out []int
	for _, f := range strings.Split(s, ",") {
		l, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || l < 1 || l > rules.MaxLevel {
			return nil, fmt.Errorf("level %q: want 1-%d", f, rules.MaxLevel)
		}
		if !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out, nil
}

// parseZones reads "all" or a comma-separated list of zone IDs, ordered
// by tier as the content lists them.
func parseZones(s string) ([]content.Zone, error) {
	if s == "" || strings.EqualFold(s, "all") {
		return content.Zones(), nil
	}
	var out []content.Zone
	for _, id := range strings.Split(s, ",") {
		z, ok := content.ZoneByID(content.ZoneID(strings.ToLower(strings.TrimSpace(id))))
		if !ok {
			return nil, fmt.Errorf("unknown zone %q (zones: %s)", id, zoneIDs())
		}
		if !slices.ContainsFunc(out, func(o content.Zone) bool { return o.ID == z.ID }) {
			out = append(out, z)
		}
	}
	return out, nil
}

// zoneIDs lists the zone IDs for an error message.
func zoneIDs() string {
	var ids []string
	for _, z := range content.Zones() {
		ids = append(ids, string(z.ID))
	}
	return strings.Join(ids, ", ")
}

// jobs lists the runs of the matrix in output order: zones by tier, then
// class, subclass (subs: "" the vanilla class), level (each once) and run
// number; cells the character may not enter (zonerun.MayEnter) are left
// out, and so are a subclass's cells below rules.SubclassLevel. Nil
// levels play each zone at its intended levels (report.IntendedLevels).
func jobs(classes []rules.ClassID, subs subclassPick, race rules.RaceID, levels []int, zones []content.Zone, runs int) []job {
	var out []job
	for _, z := range zones {
		for _, c := range classes {
			for _, sc := range subs.of(c) {
				lv := levels
				if lv == nil {
					lv = report.IntendedLevels(z)
				}
				for _, l := range slices.Compact(slices.Sorted(slices.Values(lv))) {
					if !zonerun.MayEnter(l, z.Tier) || sc != "" && l < rules.SubclassLevel {
						continue
					}
					for n := range runs {
						out = append(out, job{index: len(out), cell: cell{class: c, subclass: sc, race: race, level: l, zone: z}, n: n})
					}
				}
			}
		}
	}
	return out
}

// seededJobs is the matrix of jobs played once per matrix seed, seed
// after seed in the order given, each seed's runs in jobs' order.
func seededJobs(seeds []uint64, classes []rules.ClassID, subs subclassPick, race rules.RaceID, levels []int, zones []content.Zone, runs int) []job {
	var out []job
	for _, seed := range seeds {
		for _, j := range jobs(classes, subs, race, levels, zones, runs) {
			j.index, j.seed = len(out), seed
			out = append(out, j)
		}
	}
	return out
}

// matrixJobs reads the matrix flags of o (classes, levels, zones, race,
// subclasses) and lists the matrix's jobs, seed after seed; a matrix with
// no legal cell is an error.
func matrixJobs(o options) ([]job, error) {
	classes, err := parseClasses(o.classes)
	if err != nil {
		return nil, err
	}
	levels, err := parseLevels(o.levels)
	if err != nil {
		return nil, err
	}
	zones, err := parseZones(o.zones)
	if err != nil {
		return nil, err
	}
	race, err := sim.ParseRace(o.race)
	if err != nil {
		return nil, err
	}
	subs, err := parseSubclasses(o.subclasses, classes)
	if err != nil {
		return nil, err
	}
	var js []job
	if o.party == "" {
		js = seededJobs(o.seeds, classes, subs, race, levels, zones, o.runs)
	} else if js, err = partyJobs(o, race, levels, zones); err != nil {
		return nil, err
	}
	if len(js) == 0 {
		return nil, errors.New("no legal cell: every level asked for is too low for every zone asked for")
	}
	return js, nil
}

// parseSeeds reads a comma-separated list of matrix seeds (-seeds
// "1,2,3"), each once, in the order given.
func parseSeeds(s string) ([]uint64, error) {
	var out []uint64
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.ParseUint(strings.TrimSpace(f), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("-seeds: %q is no seed (want numbers like 1,2,3)", f)
		}
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out, nil
}

// scenario is job j's scenario under its matrix seed, played by pol.
func (j job) scenario(mode play.Mode, daysCap int, pol play.Policy) sim.Scenario {
	c := j.cell
	sc := sim.Scenario{
		Build:  sim.Build{Class: c.class, Subclass: c.subclass, Race: c.race, Level: c.level},
		ZoneID: c.zone.ID, Mode: mode, DaysCap: daysCap, Policy: pol,
		Seed: sim.RunSeed(j.seed, c.class, c.race, c.level, c.zone.ID, j.n),
	}
	if c.members != nil {
		sc.Seed = sim.PartyRunSeed(j.seed, c.roster(), c.level, c.zone.ID, j.n)
	}
	return sc
}

// memberBuilds are the builds of a party cell's other seats.
func (c cell) memberBuilds() []sim.Build {
	var out []sim.Build
	for _, m := range c.members {
		out = append(out, sim.Build{Class: m, Race: c.race, Level: c.level})
	}
	return out
}

// roster names a party cell's classes by seat ("fighter+cleric").
func (c cell) roster() string {
	names := []string{string(c.class)}
	for _, m := range c.members {
		names = append(names, string(m))
	}
	return strings.Join(names, "+")
}

// partyJobs lists -party's matrix: every roster at every level and zone
// asked for, played once per matrix seed, expeditions only.
func partyJobs(o options, race rules.RaceID, levels []int, zones []content.Zone) ([]job, error) {
	if o.mode != string(play.ModeExpedition) || o.week != "" {
		return nil, errors.New("-party plays expeditions only, not zone runs or weeklies")
	}
	rosters, err := parseParties(o.party)
	if err != nil {
		return nil, err
	}
	var out []job
	for _, roster := range rosters {
		for _, j := range seededJobs(o.seeds, roster[:1], subclassPick{vanilla: true}, race, levels, zones, o.runs) {
			j.index, j.cell.members = len(out), roster[1:]
			out = append(out, j)
		}
	}
	return out, nil
}

// weekly makes sc, job j's scenario, a run of week's weekly expedition
// (rules §12.2): the matrix seed is the world seed, so every run meets the
// week's rooms and nights, and run n is zone run n+1, which keys its
// fights as a bot's run ID does.
func (j job) weekly(sc sim.Scenario, week string) sim.Scenario {
	sc.Seed, sc.RunID, sc.Weekly = j.seed, zonerun.RunID(j.n)+1, week
	return sc
}
