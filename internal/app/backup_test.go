package app

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/metrics"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
)

func TestNextBackupIsTheNext0400Local(t *testing.T) {
	berlin, err := time.LoadLocation("Europe/Berlin")
	require.NoError(t, err)
	cases := []struct {
		name string
		t    time.Time
		loc  *time.Location
		want time.Time
	}{
		{"evening: tonight", time.Date(2026, 12, 1, 21, 0, 0, 0, time.UTC), time.UTC, time.Date(2026, 12, 2, 4, 0, 0, 0, time.UTC)},
		{"before four: this morning", time.Date(2026, 12, 1, 3, 59, 0, 0, time.UTC), time.UTC, time.Date(2026, 12, 1, 4, 0, 0, 0, time.UTC)},
		{"at four: the next night", time.Date(2026, 12, 1, 4, 0, 0, 0, time.UTC), time.UTC, time.Date(2026, 12, 2, 4, 0, 0, 0, time.UTC)},
		{"local time, not UTC", time.Date(2026, 12, 1, 2, 30, 0, 0, time.UTC), berlin, time.Date(2026, 12, 1, 4, 0, 0, 0, berlin)}, // 03:30 in Berlin
		{"local time, just past", time.Date(2026, 12, 1, 3, 30, 0, 0, time.UTC), berlin, time.Date(2026, 12, 2, 4, 0, 0, 0, berlin)},
		{"across the spring change", time.Date(2027, 3, 27, 5, 0, 0, 0, berlin), berlin, time.Date(2027, 3, 28, 4, 0, 0, 0, berlin)},
	}
	for _, tc := range cases {
		got := nextBackup(tc.t, tc.loc)
		assert.True(t, tc.want.Equal(got), "%s: got %v, want %v", tc.name, got, tc.want)
	}
}

// testBackups is a backups worker on a fresh database and a fake clock,
// reporting to the metrics it returns.
func testBackups(t *testing.T, keep int) (*backups, *clock.Fake, *metrics.Metrics) {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "b.db"), store.OpenOptions{})
	require.NoError(t, err)
	t.Cleanup(func() { st.Close() })
	clk := clock.NewFake(time.Date(2026, 12, 2, 4, 0, 0, 0, time.UTC))
	m := metrics.New(st, time.Now)
	return &backups{store: st, dir: filepath.Join(t.TempDir(), "backups"), keep: keep, clock: clk,
		log: zerolog.Nop(), kick: make(chan struct{}, 1), obs: m.Backups(time.Time{})}, clk, m
}

func TestABackupNightAsksOnceAndComesBackTheNextNight(t *testing.T) {
	b, _, _ := testBackups(t, 7)
	run := b.job(time.UTC)
	job := scheduler.Job{Kind: BackupKind, Key: BackupKind, DueAt: time.Date(2026, 12, 2, 4, 0, 0, 0, time.UTC)}
	for range 3 { // three missed nights caught up at once
		res, err := run(context.Background(), job, job.DueAt)
		require.NoError(t, err)
		assert.Equal(t, time.Date(2026, 12, 3, 4, 0, 0, 0, time.UTC), res.Next)
	}
	assert.Len(t, b.kick, 1, "the nights a restart catches up ask for one backup, and never block the scheduler")
}

func TestNightlyBackupsAreWrittenRecordedAndPruned(t *testing.T) {
	b, clk, _ := testBackups(t, 2)
	ctx := context.Background()
	var paths []string
	for range 3 {
		info, err := b.now(ctx)
		require.NoError(t, err)
		_, err = store.CheckFile(ctx, info.Path)
		require.NoError(t, err, "each backup is a sound database")
		paths = append(paths, info.Path)
		clk.Advance(24 * time.Hour)
	}
	assert.Equal(t, filepath.Join(b.dir, "gogobee-20261202-040000.db"), paths[0])
	left, err := filepath.Glob(filepath.Join(b.dir, "*.db"))
	require.NoError(t, err)
	assert.Equal(t, paths[1:], left, "GOGOBEE_BACKUP_KEEP=2: the oldest is deleted")
	last, ok, err := b.store.KV.Get(ctx, store.KeyLastBackup)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, "2026-12-04T04:00:00Z\t"+paths[2], last)
}

func TestBackupsAreScheduledOnlyWhenAFolderIsSet(t *testing.T) {
	for _, dir := range []string{"", "set"} {
		ctx, cancel := context.WithCancel(context.Background())
		cfg, err := config.Load(func(string) (string, bool) { return "", false })
		require.NoError(t, err)
		cfg.DBPath = filepath.Join(t.TempDir(), "b.db")
		if dir != "" {
			cfg.BackupDir = filepath.Join(t.TempDir(), "backups")
		}
		clk := clock.NewFake(time.Date(2026, 12, 1, 21, 0, 0, 0, time.UTC))
		seed := uint64(7)
		a, err := New(ctx, &cfg, Options{Clock: clk, Seed: &seed, SelfID: "@gogobee:example.org", Log: zerolog.Nop()})
		require.NoError(t, err)
		job, ok, err := scheduler.Get(ctx, a.Store, BackupKind, BackupKind)
		require.NoError(t, err)
		if dir == "" {
			assert.False(t, ok, "no folder: no nightly backup")
		} else {
			require.True(t, ok)
			assert.True(t, time.Date(2026, 12, 2, 4, 0, 0, 0, time.UTC).Equal(job.DueAt), "the next 04:00")
			_, err := a.Scheduler.AdvanceTo(ctx, clk, time.Date(2026, 12, 2, 4, 0, 0, 0, time.UTC))
			require.NoError(t, err)
			require.Eventually(t, func() bool {
				_, ok, err := a.Store.KV.Get(ctx, store.KeyLastBackup)
				return err == nil && ok
			}, 10*time.Second, 10*time.Millisecond, "the worker writes the night's backup")
			m, err := filepath.Glob(filepath.Join(cfg.BackupDir, "*"))
			require.NoError(t, err)
			assert.Equal(t, []string{filepath.Join(cfg.BackupDir, "gogobee-20261202-040000.db")}, m)
		}
		cancel()
		require.NoError(t, a.Close())
	}
}

// A nightly backup that fails counts as outcome="error" and leaves the
// last success where it was; the next one that works counts as "ok" and
// moves it, so "no backup in 26 hours" can be alerted on.
func TestAFailedNightlyBackupIsCountedAsAnError(t *testing.T) {
	b, clk, m := testBackups(t, 7)
	h := m.Handler(false)
	require.NoError(t, os.WriteFile(b.dir, []byte("a file, not a folder"), 0o600))
	b.once(context.Background())
	_, text := get(t, h, "/metrics")
	assert.Equal(t, 1.0, sample(t, text, `gogobee_backups_total{outcome="error"}`))
	assert.Equal(t, 0.0, sample(t, text, `gogobee_backups_total{outcome="ok"}`))
	assert.Equal(t, 0.0, sample(t, text, `gogobee_backup_last_success_timestamp`), "no backup yet")

	require.NoError(t, os.Remove(b.dir))
	clk.Advance(24 * time.Hour)
	b.once(context.Background())
	_, text = get(t, h, "/metrics")
	assert.Equal(t, 1.0, sample(t, text, `gogobee_backups_total{outcome="ok"}`))
	assert.Equal(t, float64(clk.Now().Unix()), sample(t, text, `gogobee_backup_last_success_timestamp`))
}

// The bot refuses to start with a backup folder it cannot write into, and
// names the folder; a missing one is created.
func TestABackupFolderThatCannotBeWrittenIsRefusedAtStart(t *testing.T) {
	file := filepath.Join(t.TempDir(), "not-a-folder")
	require.NoError(t, os.WriteFile(file, nil, 0o600))
	for _, dir := range []string{file, filepath.Join(file, "below")} {
		err := CheckBackupDir(dir)
		require.ErrorIs(t, err, ErrBackupDir, dir)
		assert.Contains(t, err.Error(), dir)
	}
	fresh := filepath.Join(t.TempDir(), "a", "b")
	require.NoError(t, CheckBackupDir(fresh))
	left, err := os.ReadDir(fresh)
	require.NoError(t, err)
	assert.Empty(t, left, "the write check leaves nothing behind")

	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	require.NoError(t, err)
	cfg.DBPath = filepath.Join(t.TempDir(), "b.db")
	cfg.BackupDir = file
	_, err = New(context.Background(), &cfg, Options{SelfID: "@gogobee:example.org", Log: zerolog.Nop()})
	require.ErrorIs(t, err, ErrBackupDir)
}

// After a restart the last-success gauge starts from the backup the
// database records, not from 0.
func TestTheLastBackupTimeSurvivesARestart(t *testing.T) {
	b, _, _ := testBackups(t, 7)
	ctx := context.Background()
	_, err := b.now(ctx)
	require.NoError(t, err)
	last, err := lastBackup(ctx, b.store)
	require.NoError(t, err)
	assert.True(t, b.clock.Now().Equal(last))
	m := metrics.New(b.store, time.Now)
	m.Backups(last)
	_, text := get(t, m.Handler(false), "/metrics")
	assert.Equal(t, float64(last.Unix()), sample(t, text, `gogobee_backup_last_success_timestamp`))
}

// `!admin status` shows that the latest nightly backup failed, with its
// time and reason, when the failure is newer than the last backup written,
// and only the last backup once a later one works (failed before: it showed
// the older success alone, as if all were well).
func TestAdminStatusShowsAFailedNightAfterTheLastBackup(t *testing.T) {
	b := adminBotAt(t, filepath.Join(t.TempDir(), "a.db")) // nightly backups copy SQLite files
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "backups")
	night := &backups{store: b.Store, dir: dir, keep: 7, clock: b.clk, log: zerolog.Nop(), kick: make(chan struct{}, 1)}
	night.once(ctx)
	written := filepath.Join(dir, store.BackupName(b.clk.Now()))
	firstAt := b.clk.Now().UTC().Format(time.RFC3339)

	b.clk.Advance(24 * time.Hour)
	require.NoError(t, os.RemoveAll(dir))
	require.NoError(t, os.WriteFile(dir, []byte("a file, not a folder"), 0o600))
	night.once(ctx)
	failedAt := b.clk.Now().UTC().Format(time.RFC3339)
	b.say(t, "$1", operator, "!admin status")
	status := b.last(t, "!r:example.org")
	assert.Contains(t, status, "Last backup: "+firstAt+" → `"+written+"`")
	assert.Contains(t, status, "The latest attempt failed at "+failedAt+": ")
	assert.Contains(t, status, "not a directory", "the reason")

	require.NoError(t, os.Remove(dir))
	b.clk.Advance(24 * time.Hour)
	night.once(ctx)
	b.say(t, "$2", operator, "!admin status")
	status = b.last(t, "!r:example.org")
	assert.Contains(t, status, "Last backup: "+b.clk.Now().UTC().Format(time.RFC3339))
	assert.NotContains(t, status, "failed at", "the failure is older than the last backup")
}
