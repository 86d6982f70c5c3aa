package store

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// burstKey is the kv key of the n-th row a writer commits.
func burstKey(n int64) string { return fmt.Sprintf("burst.%08d", n) }

// A backup taken while a writer commits row after row opens, passes the
// integrity check and holds every row committed before it began, with no
// gap: it is one consistent snapshot.
func TestBackupDuringABurstOfWritesHoldsEveryCommittedRow(t *testing.T) {
	s, _ := openSQLiteFile(t)
	ctx := context.Background()
	var committed atomic.Int64
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for n := int64(1); ; n++ {
			select {
			case <-stop:
				return
			default:
			}
			if err := s.KV.Set(ctx, burstKey(n), "x"); err != nil {
				t.Errorf("write %d: %v", n, err)
				return
			}
			committed.Store(n)
		}
	}()
	for committed.Load() < 200 {
		time.Sleep(time.Millisecond)
	}
	before := committed.Load()
	dest := filepath.Join(t.TempDir(), "nested", "backup.db")
	info, err := s.Backup(ctx, dest)
	close(stop)
	wg.Wait()
	require.NoError(t, err)
	assert.Equal(t, dest, info.Path)
	assert.Equal(t, LatestVersion(), info.Schema)
	assert.Positive(t, info.Bytes)

	checked, err := CheckFile(ctx, dest)
	require.NoError(t, err, "the backup passes PRAGMA integrity_check")
	assert.Equal(t, info.Schema, checked.Schema)
	fi, err := os.Stat(dest)
	require.NoError(t, err)
	assert.Equal(t, FileMode, fi.Mode().Perm(), "a backup holds the access token too: private")

	b, err := Open(ctx, dest, OpenOptions{NoMigrate: true})
	require.NoError(t, err)
	defer b.Close()
	var rows, highest int64
	var last string
	require.NoError(t, b.DB.QueryRow(ctx, "SELECT count(*), coalesce(max(key), '') FROM kv WHERE key LIKE 'burst.%'").Scan(&rows, &last))
	_, err = fmt.Sscanf(last, "burst.%d", &highest)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, highest, before, "every row committed before the backup began is in it")
	assert.Equal(t, highest, rows, "no gap: rows 1..%d, one snapshot", highest)
}

func TestBackupNeverOverwrites(t *testing.T) {
	s, _ := openSQLiteFile(t)
	dest := filepath.Join(t.TempDir(), "backup.db")
	require.NoError(t, os.WriteFile(dest, []byte("keep me"), 0o600))
	_, err := s.Backup(context.Background(), dest)
	require.ErrorIs(t, err, ErrBackupExists)
	got, err := os.ReadFile(dest)
	require.NoError(t, err)
	assert.Equal(t, "keep me", string(got))
	leftovers, _ := filepath.Glob(dest + ".partial-*")
	assert.Empty(t, leftovers)
}

// backupOf writes a backup of a fresh database holding kv key=value.
func backupOf(t *testing.T, key, value string) string {
	t.Helper()
	s, _ := openSQLiteFile(t)
	ctx := context.Background()
	require.NoError(t, s.KV.Set(ctx, key, value))
	dest := filepath.Join(t.TempDir(), "backup.db")
	_, err := s.Backup(ctx, dest)
	require.NoError(t, err)
	return dest
}

func TestRestoreReplacesTheDatabaseAndKeepsTheOldOneAside(t *testing.T) {
	ctx := context.Background()
	src := backupOf(t, "who", "from the backup")
	live, path := openSQLiteFile(t)
	require.NoError(t, live.KV.Set(ctx, "who", "the live one"))
	require.NoError(t, live.Close())
	now := time.Date(2026, 12, 1, 8, 30, 0, 0, time.UTC)

	got, err := Restore(ctx, src, path, now)
	require.NoError(t, err)
	assert.Equal(t, src, got.From.Path)
	assert.Equal(t, path+".pre-restore-20261201T083000Z", got.Previous)

	restored, err := Open(ctx, path, OpenOptions{})
	require.NoError(t, err)
	defer restored.Close()
	v, _, err := restored.KV.Get(ctx, "who")
	require.NoError(t, err)
	assert.Equal(t, "from the backup", v)

	old, err := Open(ctx, got.Previous, OpenOptions{NoMigrate: true})
	require.NoError(t, err)
	defer old.Close()
	v, _, err = old.KV.Get(ctx, "who")
	require.NoError(t, err)
	assert.Equal(t, "the live one", v, "nothing is lost: the replaced database is kept")
	_, err = CheckFile(ctx, src)
	assert.NoError(t, err, "the backup itself is untouched")
}

func TestRestoreRefusals(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 12, 1, 8, 30, 0, 0, time.UTC)

	t.Run("a running GogoBee holds the lock", func(t *testing.T) {
		src := backupOf(t, "k", "v")
		_, path := openSQLiteFile(t)
		release, err := Lock(path)
		require.NoError(t, err)
		defer release()
		_, err = Restore(ctx, src, path, now)
		require.ErrorIs(t, err, ErrLocked)
		assertOnlyDatabaseFiles(t, path, true)
	})
	t.Run("a newer GogoBee wrote the backup", func(t *testing.T) {
		src := backupOf(t, "k", "v")
		b, err := Open(ctx, src, OpenOptions{NoMigrate: true})
		require.NoError(t, err)
		_, err = b.DB.Exec(ctx, "UPDATE version SET version = $1, compat = $1", LatestVersion()+5)
		require.NoError(t, err)
		require.NoError(t, b.Close())
		_, path := openSQLiteFile(t)
		_, err = Restore(ctx, src, path, now)
		require.ErrorIs(t, err, ErrDatabaseTooNew)
		assertOnlyDatabaseFiles(t, path, false)
	})
	t.Run("not a database", func(t *testing.T) {
		src := filepath.Join(t.TempDir(), "notes.txt")
		require.NoError(t, os.WriteFile(src, []byte("this is not SQLite at all, not even close"), 0o600))
		_, path := openSQLiteFile(t)
		_, err := Restore(ctx, src, path, now)
		require.ErrorIs(t, err, ErrNotADatabase)
		assertOnlyDatabaseFiles(t, path, false)
	})
	t.Run("the database itself", func(t *testing.T) {
		_, path := openSQLiteFile(t)
		_, err := Restore(ctx, path, path, now)
		require.ErrorIs(t, err, ErrRestoreOntoItself)
		assertOnlyDatabaseFiles(t, path, false)
	})
	t.Run("a missing backup", func(t *testing.T) {
		_, path := openSQLiteFile(t)
		_, err := Restore(ctx, filepath.Join(t.TempDir(), "nope.db"), path, now)
		require.ErrorIs(t, err, os.ErrNotExist)
		assertOnlyDatabaseFiles(t, path, false)
	})
}

// assertOnlyDatabaseFiles checks that a refused restore left the database
// folder as it was: no pre-restore copy, no temporary file, and no lock
// file but a running GogoBee's (lockHeld).
func assertOnlyDatabaseFiles(t *testing.T, path string, lockHeld bool) {
	t.Helper()
	patterns := []string{".pre-restore-*", ".restoring-*"}
	if !lockHeld {
		patterns = append(patterns, ".lock")
	}
	for _, pattern := range patterns {
		m, err := filepath.Glob(path + pattern)
		require.NoError(t, err)
		assert.Empty(t, m, pattern)
	}
	_, err := os.Stat(path)
	assert.NoError(t, err, "the database is still in place")
}

func TestPruneBackupsKeepsTheNewest(t *testing.T) {
	dir := t.TempDir()
	start := time.Date(2026, 11, 1, 4, 0, 0, 0, time.UTC)
	for d := range 5 {
		require.NoError(t, os.WriteFile(filepath.Join(dir, BackupName(start.AddDate(0, 0, d))), nil, 0o600))
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "gogobee-manual.db"), nil, 0o600))
	gone, err := PruneBackups(dir, 2)
	require.NoError(t, err)
	assert.Equal(t, []string{
		filepath.Join(dir, "gogobee-20261101-040000.db"),
		filepath.Join(dir, "gogobee-20261102-040000.db"),
		filepath.Join(dir, "gogobee-20261103-040000.db"),
	}, gone)
	left, err := filepath.Glob(filepath.Join(dir, "*"))
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{
		filepath.Join(dir, "gogobee-20261104-040000.db"),
		filepath.Join(dir, "gogobee-20261105-040000.db"),
		filepath.Join(dir, "gogobee-manual.db"),
	}, left, "a file that is not a scheduled backup is never pruned")
}

// Two restores in the same second keep both replaced databases.
func TestRestoresInTheSameSecondKeepEveryReplacedDatabase(t *testing.T) {
	ctx := context.Background()
	first, second := backupOf(t, "who", "first"), backupOf(t, "who", "second")
	live, path := openSQLiteFile(t)
	require.NoError(t, live.KV.Set(ctx, "who", "original"))
	require.NoError(t, live.Close())
	now := time.Date(2026, 12, 1, 8, 48, 25, 0, time.UTC)
	a, err := Restore(ctx, first, path, now)
	require.NoError(t, err)
	b, err := Restore(ctx, second, path, now)
	require.NoError(t, err)
	assert.Equal(t, path+".pre-restore-20261201T084825Z", a.Previous)
	assert.Equal(t, path+".pre-restore-20261201T084825Z-2", b.Previous)
	for p, want := range map[string]string{a.Previous: "original", b.Previous: "first", path: "second"} {
		s, err := Open(ctx, p, OpenOptions{NoMigrate: true})
		require.NoError(t, err)
		v, _, err := s.KV.Get(ctx, "who")
		require.NoError(t, err)
		assert.Equal(t, want, v, p)
		require.NoError(t, s.Close())
	}
}

// A database restored from a copy taken with its -wal (a file set aside by
// an earlier restore, or a live database copied by hand) keeps what the
// -wal held; and reading a source leaves no -wal or -shm beside it.
func TestRestoreReadsTheSourcesWALAndLeavesNoCompanions(t *testing.T) {
	ctx := context.Background()
	live, livePath := openSQLiteFile(t)
	require.NoError(t, live.KV.Set(ctx, "who", "only in the wal"))
	dir := t.TempDir()
	src := filepath.Join(dir, "copied.db")
	for _, suffix := range []string{"", "-wal", "-shm"} { // copied while open: the row is in the -wal
		data, err := os.ReadFile(livePath + suffix)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(src+suffix, data, 0o600))
	}
	_, path := openSQLiteFile(t)
	_, err := Restore(ctx, src, path, time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC))
	require.NoError(t, err)
	restored, err := Open(ctx, path, OpenOptions{})
	require.NoError(t, err)
	defer restored.Close()
	v, _, err := restored.KV.Get(ctx, "who")
	require.NoError(t, err)
	assert.Equal(t, "only in the wal", v)

	// A WAL-mode source with no companions (a stopped bot's file) stays alone.
	require.NoError(t, live.Close())
	lone := filepath.Join(t.TempDir(), "lone.db")
	data, err := os.ReadFile(livePath)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(lone, data, 0o600))
	_, path2 := openSQLiteFile(t)
	_, err = Restore(ctx, lone, path2, time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC))
	require.NoError(t, err)
	for _, suffix := range []string{"-wal", "-shm"} {
		_, err := os.Stat(lone + suffix)
		assert.ErrorIs(t, err, os.ErrNotExist, "no %s left beside the source", suffix)
	}
}

// A backup's partial copy is private from its creation, whatever the
// umask: a backup killed half-way leaves no file others can read the
// access token from.
func TestABackupsPartialCopyIsPrivateWhileItIsWritten(t *testing.T) {
	s, _ := openSQLiteFile(t)
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	var modes []os.FileMode
	partialWritten = func(p string) {
		fi, err := os.Stat(p)
		require.NoError(t, err)
		modes = append(modes, fi.Mode().Perm())
	}
	defer func() { partialWritten = func(string) {} }()
	_, err := s.Backup(context.Background(), filepath.Join(t.TempDir(), "backup.db"))
	require.NoError(t, err)
	assert.Equal(t, []os.FileMode{FileMode}, modes)
}

// Pruning removes the partial copies a killed nightly backup left behind,
// and nothing else that is not a scheduled backup.
func TestPruneBackupsRemovesStalePartialCopies(t *testing.T) {
	dir := t.TempDir()
	name := BackupName(time.Date(2026, 11, 1, 4, 0, 0, 0, time.UTC))
	for _, n := range []string{name, name + ".partial-1764561600000000000", "manual.db.partial-7", "notes.txt"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o600))
	}
	gone, err := PruneBackups(dir, 7)
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(dir, name+".partial-1764561600000000000")}, gone)
	left, err := filepath.Glob(filepath.Join(dir, "*"))
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{filepath.Join(dir, name), filepath.Join(dir, "manual.db.partial-7"),
		filepath.Join(dir, "notes.txt")}, left)
}
