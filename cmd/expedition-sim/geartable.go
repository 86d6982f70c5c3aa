package main

import (
	"errors"
	"io"
	"os"
	"strings"

	"github.com/gogobee/gogobee/internal/sim"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// gearTable is `expedition-sim gear-table [-out FILE] [-source TEXT]
// CAREERS.jsonl...`: the career gear table (sim.GearTableOf, rules §11.1)
// of the career files, written as the committed internal/sim/geartable.json
// is (to stdout without -out). -source says which careers were played; it
// defaults to the file names.
func gearTable(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("expedition-sim gear-table")
	out := fs.String("out", "", "write the table to this file (default stdout)")
	source := fs.String("source", "", "which careers the files hold, kept in the table (default: the file names)")
	if err := parseFlags(fs, args, stderr, "usage: expedition-sim gear-table [-out FILE] [-source TEXT] CAREERS.jsonl..."); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return errors.New("gear-table needs at least one career JSONL file")
	}
	if *source == "" {
		*source = strings.Join(fs.Args(), ", ")
	}
	recs, err := readCareers(fs.Args())
	if err != nil {
		return err
	}
	t, err := sim.GearTableOf(recs, *source)
	if err != nil {
		return err
	}
	if *out == "" {
		return sim.WriteGearTable(stdout, t)
	}
	f, err := os.Create(*out)
	if err != nil {
		return err
	}
	return errors.Join(sim.WriteGearTable(f, t), f.Close())
}

// readCareers reads the career records of JSONL files, in order.
func readCareers(paths []string) ([]record.Career, error) { return readAll(paths, record.ReadCareers) }
