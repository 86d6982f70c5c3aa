package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// volumeVar names the folder whose contents outlive the process's
// surroundings: the container image sets it to its volume (/data). When it
// is set, the database and the backup folder must lie inside it, or a
// replaced container would start over with an empty game and new
// encryption keys.
const volumeVar = "GOGOBEE_VOLUME"

// checkInVolume refuses a path (what names it: a setting such as
// GOGOBEE_DB) outside the folder GOGOBEE_VOLUME names, when it is set. A
// relative path counts from the working folder, as the bot would open it.
// The error wraps errConfig and says what to change.
func checkInVolume(what, path string) error {
	vol, ok := os.LookupEnv(volumeVar)
	if !ok || strings.TrimSpace(vol) == "" || path == "" {
		return nil
	}
	absVol, err := filepath.Abs(vol)
	if err != nil {
		return fmt.Errorf("%w: %s=%s: %w", errConfig, volumeVar, vol, err)
	}
	abs, err := filepath.Abs(path)
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
