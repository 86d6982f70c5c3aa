//go:build unix

package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// ErrLocked is returned by Lock when another process holds the database.
var ErrLocked = errors.New("another GogoBee is running on this database")

// Lock takes the exclusive lock of the database at path for as long as this
// process runs the bot on it: an advisory lock (flock) on the file
// path + ".lock", which the system drops when the process ends however it
// ends. A second daemon on the same file is refused with ErrLocked
// (wrapped, naming the file) instead of answering every command twice.
// The returned function releases the lock.
func Lock(path string) (release func() error, err error) {
	lockPath := path + ".lock"
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		return nil, fmt.Errorf("create database folder for %s: %w", path, err)
	}
	f, err := os.OpenFile(lockPath, os.O_RDWR|os.O_CREATE, FileMode)
	if err != nil {
		return nil, fmt.Errorf("open lock %s: %w", lockPath, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		_ = f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%w: %s is locked (%s); stop the other one first", ErrLocked, path, lockPath)
		}
		return nil, fmt.Errorf("lock %s: %w", lockPath, err)
	}
	return func() error {
		_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		return f.Close()
	}, nil
}
