package main

import (
	"context"
	"flag"
	"fmt"

	"github.com/gogobee/gogobee/internal/store"
)

func runMigrate(ctx context.Context, fs *flag.FlagSet, args []string) error {
	db := fs.String("db", "", "database file (default: GOGOBEE_DB)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	st, path, err := openExisting(ctx, *db)
	if err != nil {
		return err
	}
	defer st.Close()
	before, _, err := st.SchemaVersion(ctx)
	if err != nil {
		return err
	}
	if err := st.Migrate(ctx); err != nil {
		return err
	}
	after, _, err := st.SchemaVersion(ctx)
	if err != nil {
		return err
	}
	if before == after {
		fmt.Printf("%s is up to date at schema v%d\n", store.Redact(path), after)
	} else {
		fmt.Printf("%s migrated from schema v%d to v%d\n", store.Redact(path), before, after)
	}
	return nil
}

func runVersion(ctx context.Context, fs *flag.FlagSet, args []string) error {
	db := fs.String("db", "", "database file to report on (default: GOGOBEE_DB)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	fmt.Printf("gogobee %s, schema v%d\n", Version, store.LatestVersion())
	path, err := dbPath(*db)
	if err != nil {
		return nil // the binary's own versions are printed; the config is not needed
	}
	if !dbExists(path) {
		return nil
	}
	st, err := store.Open(ctx, path, store.OpenOptions{NoMigrate: true})
	if err != nil {
		return err
	}
	defer st.Close()
	v, _, err := st.SchemaVersion(ctx)
	if err != nil {
		return err
	}
	fmt.Printf("database %s: schema v%d\n", store.Redact(path), v)
	return nil
}
