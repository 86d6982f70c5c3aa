//go:build unix

package store

import (
	"errors"
	"fmt"
	"io/fs"
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
// The lock is taken on the resolved path (ResolvePath), so a symbolic
// link to a running bot's database is refused too.
// On Postgres (IsPostgres) the lock is an advisory lock on the database
// instead (lockPostgres).
// The returned function releases the lock.
func Lock(path string) (release func() error, err error) {
	if IsPostgres(path) {
		return lockPostgres(path)
	}
	path, err = ResolvePath(path)
	if err != nil {
		return nil, err
	}
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

// ResolvePath is the real name of the database file at path, with the
// symbolic links followed (filepath.EvalSymlinks): those of the file when
// it exists, else those of its folder, with the file's name joined on. Every
// name of one database then shares one lock, and a restore replaces the
// database instead of a link to it. A folder that does not exist yet leaves
// path as it is (Lock creates it). Errors: the error of a link that cannot
// be read.
func ResolvePath(path string) (string, error) {
	resolved, err := filepath.EvalSymlinks(path)
	if err == nil {
		return resolved, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return "", fmt.Errorf("resolve %s: %w", path, err)
	}
	dir, err := filepath.EvalSymlinks(filepath.Dir(path))
	if errors.Is(err, fs.ErrNotExist) {
		return path, nil
	}
	if err != nil {
		return "", fmt.Errorf("resolve %s: %w", path, err)
	}
	return filepath.Join(dir, filepath.Base(path)), nil
}
