package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/rs/zerolog"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/app"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/store"
)

func runConsole(ctx context.Context, fs *flag.FlagSet, args []string) error {
	user := fs.String("user", "@you:localhost", "the Matrix user ID you speak as")
	db := fs.String("db", "", "database file (default: a fresh temporary file)")
	seed := fs.Uint64("seed", 1, "world seed for every random stream")
	now := fs.String("now", "", "start time of the clock, RFC 3339 (default "+app.DefaultConsoleStart().Format(time.RFC3339)+")")
	pictures := fs.String("pictures", "", "folder the pictures are saved in (default: GOGOBEE_PICTURES_DIR, else \"pictures\" beside --db, else gogobee-pictures in the temporary folder)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := loadContent(); err != nil {
		return err
	}
	if !config.IsUserID(*user) {
		return fmt.Errorf("--user %q must be a Matrix user ID such as @alice:example.org", *user)
	}
	start, nowSet := app.DefaultConsoleStart(), *now != ""
	if nowSet {
		t, err := time.Parse(time.RFC3339, *now)
		if err != nil {
			return fmt.Errorf("--now %q is not an RFC 3339 time such as 2026-03-02T09:00:00Z", *now)
		}
		start = t
	}
	cfg, err := loadConfig()
	if err != nil {
		return err
	}
	path := *db
	if path == "" {
		dir, err := os.MkdirTemp("", "gogobee-console-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		path = filepath.Join(dir, "console.db")
		if cfg.PicturesDir == "" { // the database's folder goes at the end: keep the pictures
			cfg.PicturesDir = filepath.Join(os.TempDir(), "gogobee-pictures")
		}
	}
	if *pictures != "" {
		cfg.PicturesDir = *pictures
	}
	cfg.DBPath = path
	release, err := store.Lock(path)
	if err != nil {
		return err
	}
	defer release()
	return app.PlayConsole(ctx, cfg, app.ConsoleOptions{User: id.UserID(*user), Seed: *seed, Now: start, NowSet: nowSet, Input: os.Stdin, Out: os.Stdout,
		Interactive: isTerminal(os.Stdin), Log: consoleLog(cfg)})
}

// dbExists reports whether the database p names is there: a SQLite file
// that exists, or any Postgres URL (Postgres says whether it can be
// opened).
func dbExists(p string) bool { return store.IsPostgres(p) || fileExists(p) }

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// consoleUser is who `gogobee run` plays as without a homeserver.
func consoleUser() id.UserID {
	if u := strings.TrimSpace(os.Getenv("GOGOBEE_CONSOLE_USER")); config.IsUserID(u) {
		return id.UserID(u)
	}
	return "@you:localhost"
}

// consoleLog logs to standard error only at debug level or below, so the
// console's standard output stays the conversation.
func consoleLog(cfg *config.Config) zerolog.Logger {
	if lvl, err := zerolog.ParseLevel(cfg.LogLevel); err == nil && lvl <= zerolog.DebugLevel {
		return newLogger(cfg.LogLevel, os.Stderr)
	}
	return zerolog.Nop()
}
