package app

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/metrics"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
)

// BackupKind is the nightly backup job's scheduler kind (GOGOBEE_BACKUP_DIR).
const BackupKind = "backup"

// BackupHour is the local hour (GOGOBEE_TZ) of the nightly backup: after
// the 21:00 recaps, before the 06:00 briefings.
const BackupHour = 4

// nextBackup is the first BackupHour:00 in loc strictly after t.
func nextBackup(t time.Time, loc *time.Location) time.Time {
	l := t.In(loc)
	next := time.Date(l.Year(), l.Month(), l.Day(), BackupHour, 0, 0, 0, loc)
	for !next.After(t) {
		l = l.AddDate(0, 0, 1)
		next = time.Date(l.Year(), l.Month(), l.Day(), BackupHour, 0, 0, 0, loc)
	}
	return next
}

// backups takes the nightly backups. The scheduled job only asks for one
// (kick): the copy is made by run, outside the job's transaction, so the
// scheduler's write lock is not held while a large file is copied, and the
// missed nights after downtime ask once between them, not once each.
type backups struct {
	store *store.Store
	dir   string
	keep  int
	clock clock.Clock
	log   zerolog.Logger
	kick  chan struct{}
	// obs counts every attempt and times the last success (nil: not
	// counted).
	obs *metrics.Backups
}

// job is the scheduler's RunFunc: ask for a backup, come back the next
// night.
func (b *backups) job(loc *time.Location) scheduler.RunFunc {
	return func(ctx context.Context, job scheduler.Job, now time.Time) (scheduler.Result, error) {
		select {
		case b.kick <- struct{}{}:
		default: // one is already asked for
		}
		return scheduler.Result{Next: nextBackup(job.DueAt, loc)}, nil
	}
}

// run takes a backup each time one is asked for, until ctx ends.
func (b *backups) run(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-b.kick:
			b.once(ctx)
		}
	}
}

// once takes one nightly backup, logs and records a failure
// (recordFailure) and reports the attempt to obs.
func (b *backups) once(ctx context.Context) {
	info, err := b.now(ctx)
	var written time.Time
	if info.Path != "" {
		written = b.clock.Now()
	}
	if err != nil {
		b.log.Error().Err(err).Str("dir", b.dir).Str("written", info.Path).
			Msg("nightly backup failed; the next one is tomorrow night")
		if rerr := b.recordFailure(ctx, err); rerr != nil {
			b.log.Error().Err(rerr).Msg("could not record the failed backup for !admin status")
		}
	}
	b.obs.Ran(written, err)
}

// recordFailure notes a failed nightly attempt under
// store.KeyLastBackupFailure (the clock's time in RFC 3339, a tab, err on
// one line), for `!admin status` to show beside the last success.
func (b *backups) recordFailure(ctx context.Context, err error) error {
	reason := strings.Join(strings.Fields(err.Error()), " ")
	return b.store.KV.Set(ctx, store.KeyLastBackupFailure, b.clock.Now().UTC().Format(time.RFC3339)+"\t"+reason)
}

// now writes one backup into the folder (store.BackupName of the clock's
// time), records it under store.KeyLastBackup, prunes the folder to keep and
// returns what it wrote.
func (b *backups) now(ctx context.Context) (store.FileInfo, error) {
	at := b.clock.Now()
	info, err := b.store.Backup(ctx, filepath.Join(b.dir, store.BackupName(at)))
	if err != nil {
		return store.FileInfo{}, err
	}
	if err := b.store.KV.Set(ctx, store.KeyLastBackup, at.UTC().Format(time.RFC3339)+"\t"+info.Path); err != nil {
		return info, err
	}
	gone, err := store.PruneBackups(b.dir, b.keep)
	b.log.Info().Str("path", info.Path).Int64("bytes", info.Bytes).Int("schema", info.Schema).
		Int("pruned", len(gone)).Msg("nightly backup written")
	return info, err
}

// ErrBackupDir marks a GOGOBEE_BACKUP_DIR the bot cannot create or write
// into (CheckBackupDir): a configuration error.
var ErrBackupDir = errors.New("GOGOBEE_BACKUP_DIR cannot be used")

// CheckBackupDir makes sure the nightly backups can be written into dir:
// it creates the folder (and its parents) when missing and writes and
// removes a small file in it. Errors wrap ErrBackupDir and name the folder
// and the system's reason (not a folder, no permission, read-only file
// system...).
func CheckBackupDir(dir string) error {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return fmt.Errorf("%w: cannot create the folder %s: %w", ErrBackupDir, dir, err)
	}
	f, err := os.CreateTemp(dir, ".gogobee-write-check-*")
	if err != nil {
		return fmt.Errorf("%w: cannot write into %s (the bot's user needs write access): %w", ErrBackupDir, dir, err)
	}
	name := f.Name()
	err = f.Close()
	if rmErr := os.Remove(name); err == nil {
		err = rmErr
	}
	if err != nil {
		return fmt.Errorf("%w: cannot write into %s: %w", ErrBackupDir, dir, err)
	}
	return nil
}

// lastBackup is the time of the last nightly backup the database records
// (store.KeyLastBackup), zero when there is none or it cannot be read.
func lastBackup(ctx context.Context, st *store.Store) (time.Time, error) {
	v, ok, err := st.KV.Get(ctx, store.KeyLastBackup)
	if err != nil || !ok {
		return time.Time{}, err
	}
	stamp, _, _ := strings.Cut(v, "\t")
	t, err := time.Parse(time.RFC3339, stamp)
	if err != nil {
		return time.Time{}, nil // an unreadable record only leaves the gauge at 0
	}
	return t, nil
}

// startBackups registers the nightly backup job when GOGOBEE_BACKUP_DIR is
// set, after checking the folder (CheckBackupDir: ErrBackupDir), schedules
// its next night unless it is already on the scheduler (through retry), and
// starts the goroutine that takes the backups until ctx ends or Close.
func (a *App) startBackups(ctx context.Context, retry *startupRetry) error {
	if a.Config.BackupDir == "" {
		return nil
	}
	loc := a.Config.DefaultTZ
	if loc == nil {
		loc = time.UTC
	}
	if err := CheckBackupDir(a.Config.BackupDir); err != nil {
		return err
	}
	last, err := lastBackup(ctx, a.Store)
	if err != nil {
		return err
	}
	b := &backups{store: a.Store, dir: a.Config.BackupDir, keep: a.Config.BackupKeep, clock: a.Clock,
		log: a.Log.With().Str("component", "backup").Logger(), kick: make(chan struct{}, 1),
		obs: a.Metrics.Backups(last)}
	if err := a.Scheduler.Register(BackupKind, b.job(loc)); err != nil {
		return err
	}
	err = retry.do(ctx, "backup start-up", func() error {
		if _, ok, err := scheduler.Get(ctx, a.Store, BackupKind, BackupKind); err != nil || ok {
			return err
		}
		return scheduler.Schedule(ctx, a.Store, scheduler.Job{Kind: BackupKind, Key: BackupKind, DueAt: nextBackup(a.Clock.Now(), loc)})
	})
	if err != nil {
		return err
	}
	wctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		b.run(wctx)
	}()
	a.stopBackups = func() {
		cancel()
		<-done
	}
	return nil
}
