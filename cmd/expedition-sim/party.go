package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim"
	"github.com/gogobee/gogobee/internal/sim/report"
)

// party runs `expedition-sim party`: the party fight measurement (rules
// §2.13). For each party, zone and level it plays every roster foe and
// the boss with the party against foes grown for its roster and with each
// member alone against the same foes ungrown, and prints the wins and the
// HP left of both, by fight kind.
//
//	expedition-sim party -party fighter+cleric,fighter+cleric+mage -zones all -levels intended -runs 20
func party(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("party", flag.ContinueOnError)
	fs.SetOutput(stderr)
	parties := fs.String("party", "fighter+cleric", "parties, comma-separated, each its classes joined by + (the first leads)")
	zones := fs.String("zones", "all", "zone IDs, comma-separated, or 'all'")
	levels := fs.String("levels", "intended", "levels, comma-separated, or 'intended' (each zone's own)")
	runs := fs.Int("runs", 20, "fights of each roster foe and the boss, per cell")
	seed := fs.Uint64("seed", 1, "the measurement's seed")
	if err := fs.Parse(args); err != nil {
		return err
	}
	rosters, err := parseParties(*parties)
	if err != nil {
		return err
	}
	zs, err := parseZones(*zones)
	if err != nil {
		return err
	}
	lvls, err := parseLevels(*levels)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, "| Party | Zone | Level | Fight | Party won % | Alone won % | Party HP left % | Alone HP left % |")
	fmt.Fprintln(stdout, "| --- | --- | --: | --- | --: | --: | --: | --: |")
	for _, roster := range rosters {
		for _, z := range zs {
			ls := lvls
			if ls == nil {
				ls = report.IntendedLevels(z)
			}
			for _, l := range ls {
				rep, err := sim.PlayPartyFights(sim.PartyConfig{Classes: roster, Level: l, Zone: z.ID, Runs: *runs, Seed: *seed})
				if err != nil {
					return err
				}
				printPartyRows(stdout, rep)
			}
		}
	}
	return nil
}

// printPartyRows prints one report's rows, one per fight kind.
func printPartyRows(w io.Writer, rep sim.PartyReport) {
	names := make([]string, len(rep.Config.Classes))
	for k, c := range rep.Config.Classes {
		names[k] = string(c)
	}
	for _, kind := range []sim.FightKind{sim.FightOrdinary, sim.FightElite, sim.FightBoss} {
		p, s := rep.Party[kind], rep.Solo[kind]
		if p.Fights == 0 {
			continue
		}
		fmt.Fprintf(w, "| %s | %s | %d | %s | %.1f | %.1f | %.1f | %.1f |\n", strings.Join(names, "+"), rep.Config.Zone,
			rep.Config.Level, kind, p.WinPct(), s.WinPct(), p.HPLeftPct(), s.HPLeftPct())
	}
}

// parseParties reads "fighter+cleric,fighter+cleric+mage": parties of 2
// or 3 classes (rules §2.13).
func parseParties(s string) ([][]rules.ClassID, error) {
	var out [][]rules.ClassID
	for _, p := range strings.Split(s, ",") {
		var roster []rules.ClassID
		for _, name := range strings.Split(p, "+") {
			c, err := sim.ParseClass(strings.TrimSpace(name))
			if err != nil {
				return nil, err
			}
			roster = append(roster, c)
		}
		if len(roster) < 2 || len(roster) > 3 {
			return nil, fmt.Errorf("party %q: want 2 or 3 classes joined by +", p)
		}
		out = append(out, roster)
	}
	return out, nil
}
