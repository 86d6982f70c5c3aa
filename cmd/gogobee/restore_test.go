package main

import (
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
)

// newBackupFile writes a sound, empty GogoBee database at path, as a
// backup the tests restore from.
func newBackupFile(t *testing.T, path string) {
	t.Helper()
	st, err := store.Open(context.Background(), path, store.OpenOptions{})
	require.NoError(t, err)
	require.NoError(t, st.Close())
}

// A restore run where GOGOBEE_DB is not set (the systemd unit keeps it in
// its Environment=, not in the env file) and no database is at the default
// path names no target: it refuses and creates nothing, where it once
// restored into the working folder's data/gogobee.db and reported success.
// --db still restores into a new machine's empty folder.
func TestRestoreWithoutATargetRefusesUnlessDBIsNamed(t *testing.T) {
	src := filepath.Join(t.TempDir(), "b1.db")
	newBackupFile(t, src)
	work := t.TempDir()
	out, code := gogobeeProc(t, work, nil, "", "restore", src)
	assert.NotEqual(t, 0, code, out)
	assert.Contains(t, out, "no database at data/gogobee.db to replace")
	assert.Contains(t, out, "--db /var/lib/gogobee/gogobee.db")
	left, err := os.ReadDir(work)
	require.NoError(t, err)
	assert.Empty(t, left, "nothing is created in the working folder")

	target := filepath.Join(t.TempDir(), "new", "gogobee.db")
	require.NoError(t, os.MkdirAll(filepath.Dir(target), 0o700))
	out, code = gogobeeProc(t, work, nil, "", "restore", "--db", target, src)
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "restored "+target)

	// A database already at the default path is the one to replace.
	require.NoError(t, os.MkdirAll(filepath.Join(work, "data"), 0o700))
	newBackupFile(t, filepath.Join(work, "data", "gogobee.db"))
	out, code = gogobeeProc(t, work, nil, "", "restore", src)
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "restored data/gogobee.db")
}

// A backup the user may not read is named as such, not as a damaged
// database ("unable to open database file (14)" before).
func TestRestoreFromAnUnreadableBackupSaysSo(t *testing.T) {
	dir := sharedTempDir(t)
	src := filepath.Join(dir, "b1.db")
	newBackupFile(t, src)
	require.NoError(t, os.Chmod(src, 0))
	target := filepath.Join(dir, "gogobee.db")
	out, code := gogobeeProcUnprivileged(t, dir, "restore", "--db", target, src)
	assert.Equal(t, exitError, code, out)
	assert.Contains(t, out, "cannot read "+src+": permission denied")
	assert.NotContains(t, out, "not a sound GogoBee database")
	_, err := os.Stat(target)
	assert.ErrorIs(t, err, os.ErrNotExist, "nothing restored")
}

// sharedTempDir is a temporary folder any user may enter and write in, for
// a test that runs the command as an unprivileged user.
func sharedTempDir(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "gogobee-shared-")
	require.NoError(t, err)
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	require.NoError(t, os.Chmod(dir, 0o777))
	return dir
}

// gogobeeProcUnprivileged runs the gogobee command in dir with an empty
// environment as a user without privileges: the test's own user, or
// nobody (65534) when the tests run as root, who may read any file. The
// test binary is copied into dir so that user may run it.
func gogobeeProcUnprivileged(t *testing.T, dir string, args ...string) (string, int) {
	t.Helper()
	if os.Geteuid() != 0 {
		return gogobeeProc(t, dir, nil, "", args...)
	}
	self, err := os.Executable()
	require.NoError(t, err)
	in, err := os.Open(self)
	require.NoError(t, err)
	defer in.Close()
	bin := filepath.Join(dir, "gogobee.test")
	out, err := os.OpenFile(bin, os.O_CREATE|os.O_WRONLY|os.O_EXCL, 0o755)
	require.NoError(t, err)
	_, err = io.Copy(out, in)
	require.NoError(t, err)
	require.NoError(t, out.Close())
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = []string{runAsMainVar + "=1"}
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	var buf strings.Builder
	cmd.Stdout, cmd.Stderr = &buf, &buf
	err = cmd.Run()
	if exit, ok := err.(*exec.ExitError); ok {
		return buf.String(), exit.ExitCode()
	}
	require.NoError(t, err)
	return buf.String(), 0
}
