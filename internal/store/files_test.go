package store

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTheDatabaseFilesArePrivate(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	path := filepath.Join(dir, "bot.db")
	st, err := Open(ctx, path, OpenOptions{})
	require.NoError(t, err)
	_, err = st.Player.Ensure(ctx, "@a:x", time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC))
	require.NoError(t, err)
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		fi, err := os.Stat(p)
		require.NoError(t, err, "%s exists while the bot runs (WAL)", p)
		assert.Equal(t, FileMode, fi.Mode().Perm(), p)
	}
	require.NoError(t, st.Close())

	// A database an older binary left world-readable is narrowed on open.
	require.NoError(t, os.Chmod(path, 0o644))
	st, err = Open(ctx, path, OpenOptions{})
	require.NoError(t, err)
	defer st.Close()
	fi, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, FileMode, fi.Mode().Perm())
}

func TestAnyFileNameOpens(t *testing.T) {
	ctx := context.Background()
	for _, name := range []string{"bot#1.db", "100%.db", "what?.db", "a b.db"} {
		dir := t.TempDir()
		path := filepath.Join(dir, name)
		st, err := Open(ctx, path, OpenOptions{})
		require.NoError(t, err, name)
		require.NoError(t, st.Close())
		entries, err := os.ReadDir(dir)
		require.NoError(t, err)
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		assert.Contains(t, names, name, "the file is named as asked, not mangled")
	}
}

func TestARefusedNewerDatabaseKeepsItsJournalMode(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "future.db")
	// A file a newer GogoBee wrote in rollback-journal mode (a backup made
	// with VACUUM INTO is one).
	raw, err := sql.Open("sqlite", "file:"+path)
	require.NoError(t, err)
	_, err = raw.Exec("CREATE TABLE version (version INTEGER, compat INTEGER); INSERT INTO version VALUES (999, 999)")
	require.NoError(t, err)
	require.NoError(t, raw.Close())
	header := func() []byte {
		b, err := os.ReadFile(path)
		require.NoError(t, err)
		return b[18:20] // file format write and read versions: 1 rollback, 2 WAL
	}
	before := header()
	require.Equal(t, []byte{1, 1}, before)

	_, err = Open(ctx, path, OpenOptions{})
	require.ErrorIs(t, err, ErrDatabaseTooNew)
	assert.Equal(t, before, header(), "still in rollback-journal mode: not switched to WAL")
	_, err = os.Stat(path + "-wal")
	assert.True(t, os.IsNotExist(err), "no WAL file made")
}
