package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	"github.com/gogobee/gogobee/internal/app"
	"github.com/gogobee/gogobee/internal/store"
)

// runDaemon runs the bot: on Matrix when a homeserver is configured,
// otherwise as a local console on the configured database with the real
// clock, so `make run` plays with no homeserver at all. Without a
// homeserver and with no commands to read (stdin /dev/null or closed, as
// under systemd or docker without -i) it refuses with errConfig.
func runDaemon(ctx context.Context, _ *flag.FlagSet, args []string) error {
	if len(args) > 0 {
		return fmt.Errorf("run takes no arguments (configure it with GOGOBEE_* variables)")
	}
	app.TuneGC(os.LookupEnv) // for the life of the process
	if err := loadContent(); err != nil {
		return err
	}
	cfg, err := loadConfig()
	if err != nil {
		return err
	}
	// Refuse a setting that would lose data before the database is created.
	if err := checkDBFile("GOGOBEE_DB", cfg.DBPath); err != nil {
		return err
	}
	if err := checkInVolume("GOGOBEE_RECOVERY_KEY_FILE", cfg.RecoveryKeyFile); err != nil {
		return err
	}
	if cfg.BackupDir != "" {
		if err := checkInVolume("GOGOBEE_BACKUP_DIR", cfg.BackupDir); err != nil {
			return err
		}
		if err := app.CheckBackupDir(cfg.BackupDir); err != nil {
			return err
		}
	}
	// A service or container without a homeserver would otherwise play the
	// console on the real database with nobody to read it, and exit 0.
	if !cfg.Matrix() && !feedsCommands(os.Stdin) {
		return fmt.Errorf("%w: GOGOBEE_HOMESERVER is not set, so the bot has no Matrix to run on; set it (with GOGOBEE_USER_ID and "+
			"GOGOBEE_PASSWORD or GOGOBEE_ACCESS_TOKEN), or play locally from a terminal; `gogobee console` is the way to play a script", errConfig)
	}
	// One bot per database: a second one would answer every command twice.
	release, err := store.Lock(cfg.DBPath)
	if err != nil {
		return err
	}
	defer release()
	if !cfg.Matrix() {
		fmt.Fprintf(os.Stderr, "No GOGOBEE_HOMESERVER set: playing locally on %s as %s.\n", store.Redact(cfg.DBPath), consoleUser())
		return app.PlayConsole(ctx, cfg, app.ConsoleOptions{User: consoleUser(), Real: true, Input: os.Stdin, Out: os.Stdout,
			Interactive: isTerminal(os.Stdin), Log: consoleLog(cfg)})
	}
	return runMatrix(ctx, cfg)
}
