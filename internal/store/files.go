package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// FileMode is the mode of the database file and its -wal and -shm files:
// readable by the bot's user only, since the database holds the Matrix
// access token and every player's data.
const FileMode fs.FileMode = 0o600

// privateFiles makes the database at path private before SQLite opens it:
// a new file is created with FileMode (SQLite gives its -wal and -shm files
// the database file's mode), an existing one and its -wal and -shm files are
// narrowed to FileMode.
func privateFiles(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, FileMode)
	if err != nil {
		return fmt.Errorf("open database %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("open database %s: %w", path, err)
	}
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		if err := os.Chmod(p, FileMode); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("make %s private: %w", p, err)
		}
	}
	return nil
}
