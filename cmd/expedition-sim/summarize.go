package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/gogobee/gogobee/internal/sim/record"
	"github.com/gogobee/gogobee/internal/sim/report"
)

// summarize is `expedition-sim summarize [-png DIR] [-diff BASE] FILE...`:
// the markdown summary of the runs in the files (per cell, per zone and
// per tier against the design targets; one summary per player policy,
// every seed pooled in a cell), or with -diff the per-cell and
// per-tier deltas against BASE in percentage points; -png also writes the
// clear-rate heatmaps, one per level. When the files hold party records
// (rules §8.22) it writes the party report instead, one per player policy,
// each member held to the runs alone of the same files (rules §11.3).
func summarize(args []string, stdout io.Writer) error {
	fs := newFlags("expedition-sim summarize")
	png := fs.String("png", "", "write clear-rate heatmaps (class x zone, one PNG per level) into this directory")
	base := fs.String("diff", "", "print deltas against this baseline JSONL instead of the summary")
	if err := parseFlags(fs, args, os.Stderr, "usage: expedition-sim summarize [-png DIR] [-diff BASE] FILE..."); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return errors.New("summarize needs at least one JSONL file")
	}
	if career, err := isCareerFile(fs.Arg(0)); err != nil || career {
		return errors.Join(err, summarizeCareers(fs.Args(), stdout))
	}
	runs, err := readRuns(fs.Args()...)
	if err != nil {
		return err
	}
	if len(runs) == 0 {
		return errors.New("no runs in " + strings.Join(fs.Args(), ", "))
	}
	if _, party := report.SplitParty(runs); len(party) > 0 {
		if *png != "" || *base != "" {
			return errors.New("-png and -diff read runs alone; party records are summarized with the runs alone they are held to")
		}
		return report.PartyMarkdownAll(stdout, report.PartyByPolicy(runs))
	}
	cur := report.Summarize(runs)
	if *png != "" {
		if err := os.MkdirAll(*png, 0o755); err != nil {
			return err
		}
		if _, err := report.Heatmaps(*png, cur); err != nil {
			return err
		}
	}
	if *base == "" {
		return report.MarkdownAll(stdout, report.ByPolicy(runs))
	}
	old, err := readRuns(*base)
	if err != nil {
		return err
	}
	if len(old) == 0 {
		return errors.New("no runs in the baseline " + *base)
	}
	return report.Diff(stdout, report.Summarize(old), cur)
}

// readRuns reads the runs of JSONL files.
func readRuns(paths ...string) ([]record.Run, error) { return readAll(paths, record.Read) }

// readAll reads the records of JSONL files with read, file after file;
// the error names the file.
func readAll[T any](paths []string, read func(io.Reader) ([]T, error)) ([]T, error) {
	var all []T
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			return nil, err
		}
		recs, err := read(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		all = append(all, recs...)
	}
	return all, nil
}
