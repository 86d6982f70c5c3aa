package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/gogobee/gogobee/internal/store"
)

// runCopyDB is `gogobee copy-db --from FILE --to postgres://...`: every
// table of a SQLite database copied into an empty Postgres database in one
// transaction, the row counts checked (store.CopyDatabase), with the bot
// stopped (both databases' locks are held). The source is only read.
func runCopyDB(ctx context.Context, fs *flag.FlagSet, args []string) error {
	from := fs.String("from", "", "the SQLite database file to copy (read only)")
	to := fs.String("to", "", "the Postgres database to copy into: postgres://user:password@host/db (empty)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *from == "" || *to == "" {
		return errors.New("usage: gogobee copy-db --from FILE --to postgres://user:password@host:5432/db")
	}
	if store.IsPostgres(*from) || !fileExists(*from) {
		return fmt.Errorf("no SQLite database at %s (--from)", *from)
	}
	if !store.IsPostgres(*to) {
		return fmt.Errorf("--to %s is not a Postgres URL (postgres://user:password@host:5432/db)", *to)
	}
	for _, db := range []string{*from, *to} {
		release, err := store.Lock(db)
		if err != nil {
			return fmt.Errorf("%w\n(copy-db reads and writes whole databases: stop the bot first)", err)
		}
		defer release()
	}
	src, err := store.Open(ctx, *from, store.OpenOptions{NoMigrate: true})
	if err != nil {
		return err
	}
	defer src.Close()
	if v, _, err := src.SchemaVersion(ctx); err != nil {
		return err
	} else if v != store.LatestVersion() {
		return fmt.Errorf("%s is at schema v%d and this GogoBee writes v%d: run `gogobee migrate --db %s` first (take a backup before)",
			*from, v, store.LatestVersion(), *from)
	}
	dst, err := store.Open(ctx, *to, store.OpenOptions{})
	if err != nil {
		return err
	}
	defer dst.Close()
	rep, err := store.CopyDatabase(ctx, src, dst)
	if err != nil {
		return err
	}
	printCopyReport(os.Stdout, *from, store.Redact(*to), rep)
	return nil
}

// printCopyReport writes rep for the operator: each table with its rows,
// the same in both databases, and the columns left behind.
func printCopyReport(w io.Writer, from, to string, rep store.CopyReport) {
	fmt.Fprintf(w, "Copied %s into %s, in one transaction; rows counted in both:\n", from, to)
	var total int64
	for _, t := range rep.Tables {
		fmt.Fprintf(w, "  %-36s %10d\n", t.Table, t.Rows)
		total += t.Rows
	}
	fmt.Fprintf(w, "  %-36s %10d\n", fmt.Sprintf("(%d tables)", len(rep.Tables)), total)
	for _, c := range rep.Left {
		fmt.Fprintf(w, "Left behind: %s (the target has no such column; the legacy zone-run columns were copied to dnd_zone_run_legacy at v7)\n", c)
	}
	fmt.Fprintln(w, "Set GOGOBEE_DB to the Postgres URL and start the bot; keep the SQLite file as a backup.")
}
