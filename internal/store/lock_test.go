//go:build unix

package store

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOneDaemonPerDatabase(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bot.db")
	release, err := Lock(path)
	require.NoError(t, err)
	_, err = Lock(path)
	require.ErrorIs(t, err, ErrLocked, "a second daemon on the same file is refused")
	assert.Contains(t, err.Error(), "bot.db")

	other, err := Lock(filepath.Join(t.TempDir(), "other.db"))
	require.NoError(t, err, "another database is another lock")
	require.NoError(t, other())

	require.NoError(t, release())
	again, err := Lock(path)
	require.NoError(t, err, "released, the lock can be taken again")
	require.NoError(t, again())
}

// A symbolic link to the database is the database: a second bot through
// it is refused, and a restore through it replaces the database, not the
// link (failed before: both went ahead, the restore leaving the live
// database alone).
func TestASymlinkToTheDatabaseSharesItsLockAndRestore(t *testing.T) {
	ctx := context.Background()
	live, path := openSQLiteFile(t)
	require.NoError(t, live.KV.Set(ctx, "who", "the live one"))
	require.NoError(t, live.Close())
	alias := filepath.Join(t.TempDir(), "alias.db")
	require.NoError(t, os.Symlink(path, alias))

	release, err := Lock(path)
	require.NoError(t, err)
	_, err = Lock(alias)
	require.ErrorIs(t, err, ErrLocked, "a second bot through a link is refused")
	require.NoError(t, release())

	src := backupOf(t, "who", "from the backup")
	_, err = Restore(ctx, src, alias, time.Date(2026, 12, 1, 8, 30, 0, 0, time.UTC))
	require.NoError(t, err)
	fi, err := os.Lstat(alias)
	require.NoError(t, err)
	assert.Equal(t, os.ModeSymlink, fi.Mode()&os.ModeSymlink, "the link is left as it was")
	restored, err := Open(ctx, path, OpenOptions{})
	require.NoError(t, err)
	defer restored.Close()
	v, _, err := restored.KV.Get(ctx, "who")
	require.NoError(t, err)
	assert.Equal(t, "from the backup", v, "the database the link leads to is restored")
}
