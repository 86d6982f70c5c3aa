package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// restoredOwner is who must own a database that a process running as the
// user euid restored into the folder dir: the folder's owner when root
// restores into a folder another user owns (the service's state folder,
// where `sudo gogobee restore` would otherwise leave root's files the
// service cannot open). ok is false when nothing needs to change.
func restoredOwner(euid int, dir fs.FileInfo) (uid, gid int, ok bool) {
	st, isUnix := dir.Sys().(*syscall.Stat_t)
	if euid != 0 || !isUnix || st.Uid == 0 {
		return 0, 0, false
	}
	return int(st.Uid), int(st.Gid), true
}

// handOver gives the database at path and those of its -wal, -shm and
// .lock files that exist to uid:gid with chown (os.Chown outside tests),
// and returns the files it changed. Errors: chown's, naming the file.
func handOver(path string, uid, gid int, chown func(string, int, int) error) ([]string, error) {
	var done []string
	for _, suffix := range []string{"", "-wal", "-shm", ".lock"} {
		p := path + suffix
		if _, err := os.Lstat(p); errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err := chown(p, uid, gid); err != nil {
			return done, fmt.Errorf("give %s to the folder's owner (uid %d): %w", p, uid, err)
		}
		done = append(done, p)
	}
	return done, nil
}

// giveToFolderOwner hands a database just restored at path to the owner of
// its folder when this process runs as root (restoredOwner), and says so.
func giveToFolderOwner(path string) error {
	dir, err := os.Stat(filepath.Dir(path))
	if err != nil {
		return err
	}
	uid, gid, ok := restoredOwner(os.Geteuid(), dir)
	if !ok {
		return nil
	}
	if _, err := handOver(path, uid, gid, os.Chown); err != nil {
		return err
	}
	fmt.Printf("restored as root: the files are given to uid %d, gid %d, the owner of %s\n", uid, gid, filepath.Dir(path))
	return nil
}
