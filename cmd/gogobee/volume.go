package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/gogobee/gogobee/internal/store"
)

// volumeVar names the folder whose contents outlive the process's
// surroundings: the container image sets it to its volume (/data). When it
// is set, the database, the recovery key file and the backup folder must
// lie inside it, or a replaced container would start over with an empty
// game and new encryption keys (or a new device it cannot sign).
const volumeVar = "GOGOBEE_VOLUME"

// checkInVolume refuses a path (what names it: a setting such as
// GOGOBEE_DB) outside the folder GOGOBEE_VOLUME names, when it is set. A
// relative path counts from the working folder, as the bot would open it,
// and the symbolic links along the part of either path that exists are
// followed, so a link inside the volume to a folder outside it counts as
// outside. The error wraps errConfig and says what to change.
func checkInVolume(what, path string) error {
	vol, ok := os.LookupEnv(volumeVar)
	if !ok || strings.TrimSpace(vol) == "" || path == "" {
		return nil
	}
	absVol, err := resolvedAbs(vol)
	if err != nil {
		return fmt.Errorf("%w: %s=%s: %w", errConfig, volumeVar, vol, err)
	}
	// A volume is mounted, never made: a missing one is a mount that failed
	// or a mistyped path, and a folder made there would be lost.
	if fi, err := os.Stat(absVol); err != nil || !fi.IsDir() {
		return fmt.Errorf("%w: %s=%s is not a folder that exists; mount the volume there (docker run -v NAME:%s), "+
			"or set %s to the folder your data lives in", errConfig, volumeVar, vol, vol, volumeVar)
	}
	abs, err := resolvedAbs(path)
	if err != nil {
		return fmt.Errorf("%w: %s=%s: %w", errConfig, what, path, err)
	}
	if rel, err := filepath.Rel(absVol, abs); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return nil
	}
	return fmt.Errorf("%w: %s=%s (%s) is outside the volume %s (%s), so it would be lost when the container is replaced; "+
		"set it to a path under %s, or remove the line from your env file to use the image's own setting",
		errConfig, what, path, abs, absVol, volumeVar, absVol)
}

// resolvedAbs is path made absolute, with the symbolic links in its
// longest existing leading part resolved (filepath.EvalSymlinks) and the
// rest, not created yet, joined on unchanged. A link whose target does not
// exist yet (a dangling one) leads where its target would be, since that
// is where a file created through it lands.
func resolvedAbs(path string) (string, error) {
	return resolvedAbsWithin(path, maxLinks)
}

// maxLinks is how many dangling links resolvedAbs follows in a row before
// it calls the path a loop (Linux's own limit is 40).
const maxLinks = 40

func resolvedAbsWithin(path string, links int) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	existing, rest := abs, ""
	for {
		resolved, err := filepath.EvalSymlinks(existing)
		if err == nil {
			return filepath.Join(resolved, rest), nil
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return "", err
		}
		if target, err := os.Readlink(existing); err == nil {
			if links == 0 {
				return "", fmt.Errorf("%s: too many levels of symbolic links", path)
			}
			if !filepath.IsAbs(target) { // relative to the link's real folder
				dir, err := resolvedAbsWithin(filepath.Dir(existing), links-1)
				if err != nil {
					return "", err
				}
				target = filepath.Join(dir, target)
			}
			return resolvedAbsWithin(filepath.Join(target, rest), links-1)
		}
		parent := filepath.Dir(existing)
		if parent == existing {
			return abs, nil
		}
		rest = filepath.Join(filepath.Base(existing), rest)
		existing = parent
	}
}

// checkDBFile refuses a database path (what names it: GOGOBEE_DB or --db)
// that lies outside the volume (checkInVolume) or names a folder, which
// SQLite would only report as "is a directory" once the bot opened it.
// A Postgres URL is no file and passes. The error wraps errConfig.
func checkDBFile(what, path string) error {
	if store.IsPostgres(path) {
		return nil
	}
	if err := checkInVolume(what, path); err != nil {
		return err
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return fmt.Errorf("%w: %s=%s is a folder; name the database file in it, such as %s",
			errConfig, what, path, filepath.Join(path, "gogobee.db"))
	}
	return nil
}
