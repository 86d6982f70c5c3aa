package dendrite

import (
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"regexp"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// componentDatabases are the SQLite files Dendrite's CI configuration gives
// its components (generate-config -ci -dir DIR).
var componentDatabases = []string{
	"dendrite_federationapi.db", "dendrite_keyserver.db", "dendrite_mediaapi.db", "dendrite_roomserver.db",
	"dendrite_syncapi.db", "dendrite_userapi.db", "dendrite_relayapi.db", "dendrite_mscs.db",
}

// createWALDatabases creates each component database in dir in WAL mode
// before Dendrite first opens it. Dendrite opens SQLite with only a busy
// timeout, in the default rollback journal, where a long-poll /sync
// reading blocks the roomserver's writer; on a loaded two-core machine the
// writer then got SQLITE_BUSY ("database is locked", "cannot start a
// transaction within a transaction") and Dendrite panicked mid-test. The
// journal mode is stored in the file, so Dendrite keeps WAL: readers no
// longer block the writer.
func createWALDatabases(dir string) error {
	for _, name := range componentDatabases {
		if err := createWAL(filepath.Join(dir, name)); err != nil {
			return err
		}
	}
	return nil
}

// createWAL makes a new SQLite file at path in WAL mode.
func createWAL(path string) error {
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		return err
	}
	defer db.Close()
	var mode string
	if err := db.QueryRow("PRAGMA journal_mode=WAL").Scan(&mode); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if mode != "wal" {
		return fmt.Errorf("%s: journal mode %q, want wal", path, mode)
	}
	return nil
}

// uncoveredDatabases returns the SQLite files the config in dir names that
// createWALDatabases did not create (a newer Dendrite template), so the
// harness can say so instead of silently running them in rollback mode.
func uncoveredDatabases(dir string) ([]string, error) {
	cfg, err := os.ReadFile(filepath.Join(dir, "dendrite.yaml"))
	if err != nil {
		return nil, err
	}
	known := map[string]bool{}
	for _, name := range componentDatabases {
		known[filepath.Join(dir, name)] = true
	}
	var out []string
	for _, m := range regexp.MustCompile(`(?m)^\s*connection_string:\s*file:(\S+)\s*$`).FindAllStringSubmatch(string(cfg), -1) {
		if !known[m[1]] {
			out = append(out, m[1])
		}
	}
	return out, nil
}
