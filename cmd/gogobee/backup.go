package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/store"
)

// runBackup is `gogobee backup [--db FILE] DEST`: an online, consistent
// copy of the database (store.Store.Backup), safe while the bot runs.
func runBackup(ctx context.Context, fs *flag.FlagSet, args []string) error {
	db := fs.String("db", "", "database file (default: GOGOBEE_DB)")
	dest, err := parseOneFile(fs, args, "DEST")
	if err != nil {
		return err
	}
	st, path, err := openExisting(ctx, *db)
	if err != nil {
		return err
	}
	defer st.Close()
	info, err := st.Backup(ctx, dest)
	if err != nil {
		return err
	}
	fmt.Printf("backed up %s (schema v%d) to %s, %d bytes\n", store.Redact(path), info.Schema, info.Path, info.Bytes)
	return nil
}

// runRestore is `gogobee restore [--db FILE] SRC`: replaces the database
// with a backup while the bot is stopped (store.Restore); the replaced
// database is kept beside it. Run as root (sudo), it gives the restored
// files to the owner of the database's folder (giveToFolderOwner).
func runRestore(ctx context.Context, fs *flag.FlagSet, args []string) error {
	db := fs.String("db", "", "database file to replace (default: GOGOBEE_DB)")
	src, err := parseOneFile(fs, args, "SRC")
	if err != nil {
		return err
	}
	path, err := restoreTarget(*db)
	if err != nil {
		return err
	}
	if store.IsPostgres(path) {
		return store.ErrPostgresBackup
	}
	// Name, and give to the folder's owner, the file a link leads to: the
	// one store.Restore replaces.
	if path, err = store.ResolvePath(path); err != nil {
		return err
	}
	got, err := store.Restore(ctx, src, path, time.Now())
	if errors.Is(err, store.ErrLocked) {
		return fmt.Errorf("%w\n(restore replaces the database: stop the bot, restore, then start it again)", err)
	}
	if err != nil {
		return err
	}
	fmt.Printf("restored %s from %s (schema v%d)\n", path, src, got.From.Schema)
	if got.Previous != "" {
		fmt.Printf("the database it replaced is kept as %s\n", got.Previous)
	}
	if got.From.Schema < store.LatestVersion() {
		fmt.Printf("it is at schema v%d; the bot migrates it to v%d when it starts\n", got.From.Schema, store.LatestVersion())
	}
	if err := giveToFolderOwner(path); err != nil {
		return fmt.Errorf("restored %s, but the service may not be able to open it: %w", path, err)
	}
	return nil
}

// parseOneFile parses fs and returns its one positional argument, a file
// named what in the usage line of the subcommand fs is named after. Flags
// may come before or after the file (`backup DEST --db FILE` as well as
// `backup --db FILE DEST`).
func parseOneFile(fs *flag.FlagSet, args []string, what string) (string, error) {
	if err := parseFlags(fs, args); err != nil {
		return "", err
	}
	var files []string
	for fs.NArg() > 0 {
		files = append(files, fs.Arg(0))
		if err := parseFlags(fs, fs.Args()[1:]); err != nil {
			return "", err
		}
	}
	if len(files) != 1 || files[0] == "" {
		return "", fmt.Errorf("usage: gogobee %s [--db FILE] %s", fs.Name(), what)
	}
	return files[0], nil
}

// openExisting opens the database at dbFlag (else GOGOBEE_DB) as it is,
// without migrating, and returns it with its path. A missing file is an
// error: a mistyped path must not become a fresh, empty database (the bot
// creates its own on its first start).
func openExisting(ctx context.Context, dbFlag string) (*store.Store, string, error) {
	path, err := dbPath(dbFlag)
	if err != nil {
		return nil, "", err
	}
	if !dbExists(path) {
		return nil, "", fmt.Errorf("no database at %s (set GOGOBEE_DB or pass --db); the bot creates one when it first starts", path)
	}
	st, err := store.Open(ctx, path, store.OpenOptions{NoMigrate: true})
	if err != nil {
		return nil, "", err
	}
	return st, path, nil
}

// restoreTarget is the database file a restore replaces: dbPath(dbFlag).
// When neither --db nor GOGOBEE_DB names it, the default path must already
// hold a database: an operator whose settings live elsewhere (a systemd
// unit's Environment=, a container's image) would otherwise restore into
// the working folder, report success, and leave the service on the old
// game. A new machine's empty folder is restored into with --db.
func restoreTarget(dbFlag string) (string, error) {
	path, err := dbPath(dbFlag)
	if err != nil || dbFlag != "" {
		return path, err
	}
	if v, ok := os.LookupEnv("GOGOBEE_DB"); ok && strings.TrimSpace(v) != "" {
		return path, nil
	}
	if fileExists(path) {
		return path, nil
	}
	return "", fmt.Errorf("no database at %s to replace, and GOGOBEE_DB is not set here: "+
		"name the database to restore into with --db, such as --db /var/lib/gogobee/gogobee.db", path)
}

// dbPath is flagValue when set, else the configured GOGOBEE_DB; either
// must lie inside GOGOBEE_VOLUME when that is set and not be a folder
// (checkDBFile).
func dbPath(flagValue string) (string, error) {
	if flagValue != "" {
		return flagValue, checkDBFile("--db", flagValue)
	}
	cfg, err := loadConfig()
	if err != nil {
		return "", err
	}
	return cfg.DBPath, checkDBFile("GOGOBEE_DB", cfg.DBPath)
}
