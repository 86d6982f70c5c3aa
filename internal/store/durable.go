package store

import (
	"fmt"
	"os"
	"path/filepath"
)

// createPrivateEmpty creates the new, empty file path with FileMode, so
// what SQLite's VACUUM INTO then writes into it (it accepts an empty file)
// is never readable by others, whatever the umask; it fails if path exists.
func createPrivateEmpty(path string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, FileMode)
	if err != nil {
		return err
	}
	if err := f.Chmod(FileMode); err != nil { // the umask may only narrow it; be exact
		_ = f.Close()
		return err
	}
	return f.Close()
}

// syncFile flushes the file at path to the disk, so a rename that follows
// never publishes a name whose content a power cut could still lose.
func syncFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		_ = f.Close()
		return fmt.Errorf("flush %s to disk: %w", path, err)
	}
	return f.Close()
}

// syncDir flushes the folder holding path to the disk, so a rename into it
// (or a removal from it) survives a power cut.
func syncDir(path string) error {
	dir := filepath.Dir(path)
	f, err := os.Open(dir)
	if err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		_ = f.Close()
		return fmt.Errorf("flush folder %s to disk: %w", dir, err)
	}
	return f.Close()
}

// renameDurably renames the complete file tmp to dest: tmp is flushed
// first and dest's folder after, so after a crash dest is either absent or
// whole.
func renameDurably(tmp, dest string) error {
	if err := syncFile(tmp); err != nil {
		return err
	}
	if err := os.Rename(tmp, dest); err != nil {
		return err
	}
	return syncDir(dest)
}
