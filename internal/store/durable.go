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

// flush writes the file or folder at path through to the disk: a file
// before a rename publishes it, so the name never comes before its
// content; a folder after a rename into it (or a removal), so the change
// survives a power cut.
func flush(path string) error {
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

// renameDurably renames the complete file tmp to dest: tmp is flushed
// first and dest's folder after, so after a crash dest is either absent or
// whole.
func renameDurably(tmp, dest string) error {
	if err := flush(tmp); err != nil {
		return err
	}
	if err := os.Rename(tmp, dest); err != nil {
		return err
	}
	return flush(filepath.Dir(dest))
}
