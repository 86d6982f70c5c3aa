package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// folderOwnedBy is the fs.FileInfo of a folder owned by uid:gid.
type folderOwnedBy struct{ uid, gid uint32 }

func (f folderOwnedBy) Name() string       { return "gogobee" }
func (f folderOwnedBy) Size() int64        { return 0 }
func (f folderOwnedBy) Mode() fs.FileMode  { return fs.ModeDir | 0o700 }
func (f folderOwnedBy) ModTime() time.Time { return time.Time{} }
func (f folderOwnedBy) IsDir() bool        { return true }
func (f folderOwnedBy) Sys() any           { return &syscall.Stat_t{Uid: f.uid, Gid: f.gid} }

// `sudo gogobee restore` into the service's folder gives the files to the
// folder's owner; anyone else restoring, or root in its own folder,
// changes no owner.
func TestARestoreAsRootGoesToTheFolderOwner(t *testing.T) {
	uid, gid, ok := restoredOwner(0, folderOwnedBy{uid: 998, gid: 997})
	assert.True(t, ok)
	assert.Equal(t, []int{998, 997}, []int{uid, gid})
	_, _, ok = restoredOwner(0, folderOwnedBy{uid: 0, gid: 0})
	assert.False(t, ok, "root's own folder")
	_, _, ok = restoredOwner(998, folderOwnedBy{uid: 998, gid: 997})
	assert.False(t, ok, "the service's user restoring")

	dir := t.TempDir()
	db := filepath.Join(dir, "gogobee.db")
	for _, p := range []string{db, db + "-wal", db + ".lock"} {
		require.NoError(t, os.WriteFile(p, nil, 0o600))
	}
	var chowned []string
	done, err := handOver(db, 998, 997, func(p string, u, g int) error {
		assert.Equal(t, []int{998, 997}, []int{u, g})
		chowned = append(chowned, p)
		return nil
	})
	require.NoError(t, err)
	want := []string{db, db + "-wal", db + ".lock"}
	assert.Equal(t, want, chowned, "the database, its log and its lock; no -shm was there")
	assert.Equal(t, want, done)
}
