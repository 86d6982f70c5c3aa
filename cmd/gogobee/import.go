package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/gogobee/gogobee/internal/store"
)

// runImportOriginal is `gogobee import-original --from FILE`: the original
// GogoBee's characters, active zone runs and harvest nodes brought into
// this game's database in one transaction, with a report of what came,
// what changed on the way and what was left out (docs/operations.md,
// "Importing the original game's data"). It holds the database's lock, so
// the bot must be stopped; running it again imports nothing twice.
func runImportOriginal(ctx context.Context, fs *flag.FlagSet, args []string) error {
	from := fs.String("from", "", "the original GogoBee's database file (read only)")
	db := fs.String("db", "", "this game's database file (default: GOGOBEE_DB)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := loadContent(); err != nil {
		return err
	}
	if *from == "" {
		return errors.New("name the original GogoBee's database with --from FILE")
	}
	if !fileExists(*from) {
		return fmt.Errorf("no database at %s (--from)", *from)
	}
	path, err := dbPath(*db)
	if err != nil {
		return err
	}
	if same, err := store.SameFile(*from, path); err != nil || same {
		if err == nil {
			err = fmt.Errorf("--from and the database are both %s: the original's file is read, never migrated; import it into a database of this game", path)
		}
		return err
	}
	data, err := store.ReadOriginal(ctx, *from)
	if err != nil {
		return err
	}
	if fileExists(path) {
		if _, err := store.ReadOriginal(ctx, path); err == nil {
			return fmt.Errorf("%s is an original GogoBee's database too; import into this game's database (a new file is made when none is there)", path)
		}
	}
	release, err := store.Lock(path)
	if err != nil {
		return err
	}
	defer release()
	st, err := store.Open(ctx, path, store.OpenOptions{})
	if err != nil {
		return err
	}
	defer st.Close()
	rep, err := st.ImportOriginal(ctx, data, time.Now())
	if err != nil {
		return err
	}
	printImportReport(os.Stdout, *from, store.Redact(path), rep)
	return nil
}

// printImportReport writes rep for the operator: totals, then each
// character and run with what changed on the way, then what was left out.
func printImportReport(w io.Writer, from, to string, rep store.OriginalReport) {
	fmt.Fprintf(w, "Imported %s into %s:\n", filepath.Base(from), to)
	fmt.Fprintf(w, "  %d characters, %d zone runs, %d left out, %d imported before\n",
		len(rep.Characters), len(rep.Runs), len(rep.Skipped), rep.Already)
	if len(rep.Characters) > 0 {
		fmt.Fprintln(w, "Characters:")
	}
	for _, c := range rep.Characters {
		fmt.Fprintf(w, "  %s: %s, %s level %d\n", c.UserID, c.Name, c.Class, c.Level)
		for _, n := range c.Notes {
			fmt.Fprintf(w, "    - %s\n", n)
		}
	}
	if len(rep.Runs) > 0 {
		fmt.Fprintln(w, "Zone runs (placed on their zone's map when the bot next starts):")
	}
	for _, r := range rep.Runs {
		fmt.Fprintf(w, "  %s: %s, room %d from the entry, %d harvest rooms\n", r.UserID, r.ZoneID, r.RoomIndex+1, r.HarvestRooms)
		for _, n := range r.Notes {
			fmt.Fprintf(w, "    - %s\n", n)
		}
	}
	if len(rep.Skipped) > 0 {
		fmt.Fprintln(w, "Left out:")
	}
	for _, s := range rep.Skipped {
		fmt.Fprintf(w, "  - %s: %s\n", s.What, s.Reason)
	}
}
