package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// newFlags is a subcommand's flag set that prints nothing itself: a bad
// flag comes back as an error main prints in one line, and -help prints
// through parseFlags.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// parseFlags parses args with fs (made by newFlags); on -help it writes
// the usage lines and the flags' defaults to w. Errors: fs.Parse's,
// flag.ErrHelp for -help.
func parseFlags(fs *flag.FlagSet, args []string, w io.Writer, usage ...string) error {
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		for _, line := range usage {
			fmt.Fprintln(w, line)
		}
		fs.SetOutput(w)
		fs.PrintDefaults()
	}
	return err
}
