// Command expedition-sim is the Monte Carlo balance simulator (rules §11): it
// plays whole expeditions (or zone runs) with the production rules through
// internal/play, as the autopilot would, and writes one JSON object per run
// (JSONL). `expedition-sim summarize FILE...` reads such files and prints the
// per-cell and per-tier summary, heatmaps and diffs; `expedition-sim career`
// plays whole careers from level 1 (rules §11.5), one line per expedition,
// and summarize reads those too; `expedition-sim gear-table` derives from
// career files the table of what the matrix's character wears (rules
// §11.1, `make sim-gear`); `expedition-sim party` measures party fights
// against their members alone (rules §2.13).
//
//	expedition-sim -class fighter -level 3 -zone goblin_warrens -runs 100
//	expedition-sim -classes all -levels 1,3,5 -zones all -runs 30 -out m.jsonl
//	expedition-sim summarize m.jsonl -png plots/ -diff sim_results/baseline_j0.jsonl
//	expedition-sim career -classes all -runs 20 -max-level 20 -out careers.jsonl
//	expedition-sim gear-table -out internal/sim/geartable.json careers.jsonl
//	expedition-sim party -party fighter+cleric -zones all -levels intended -runs 20
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/gogobee/gogobee/internal/content"
)

func main() {
	err := content.Load() // the simulator plays the shipped tables: refuse broken ones
	switch {
	case err != nil:
	case len(os.Args) > 1 && os.Args[1] == "summarize":
		err = summarize(os.Args[2:], os.Stdout)
	case len(os.Args) > 1 && os.Args[1] == "career":
		err = career(os.Args[2:], os.Stdout, os.Stderr)
	case len(os.Args) > 1 && os.Args[1] == "party":
		err = party(os.Args[2:], os.Stdout, os.Stderr)
	case len(os.Args) > 1 && os.Args[1] == "gear-table":
		err = gearTable(os.Args[2:], os.Stdout, os.Stderr)
	default:
		err = simulate(os.Args[1:], os.Stdout, os.Stderr)
	}
	switch {
	case errors.Is(err, flag.ErrHelp):
		return // the usage is printed; asking for it is no error
	case err != nil:
		fmt.Fprintln(os.Stderr, "expedition-sim:", err)
		os.Exit(2)
	}
}
