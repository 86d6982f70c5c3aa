package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// The statements of backups and restores: the copy (dbutil's "$1", or
// "?" on a raw connection) and the checks of a copied file.
const (
	backupQuery         = "VACUUM INTO $1"
	restoreCopyQuery    = "VACUUM INTO ?"
	integrityCheckQuery = "PRAGMA integrity_check"
	backupVersionQuery  = "SELECT version FROM version LIMIT 1"
)

// ErrPostgresBackup is returned by Backup and Restore on a Postgres
// database: they copy SQLite files, and Postgres has its own tools.
var ErrPostgresBackup = errors.New("the database is on Postgres: back it up with pg_dump (or your provider's backups and " +
	"point-in-time recovery) and restore it with pg_restore; gogobee backup and restore copy SQLite files (docs/operations.md)")

// ErrBackupExists is returned by Backup when the destination file already
// exists: a backup never overwrites anything.
var ErrBackupExists = errors.New("the backup file already exists")

// ErrNotADatabase is returned by CheckFile and Restore for a file that is
// not a sound GogoBee database (not SQLite, damaged, or without a schema).
var ErrNotADatabase = errors.New("not a sound GogoBee database")

// FileInfo describes a database file: its path, size in bytes and schema
// version.
type FileInfo struct {
	Path   string
	Bytes  int64
	Schema int
}

// Backup writes a consistent copy of the open database to dest while the
// bot keeps running (SQLite's VACUUM INTO reads one snapshot: every
// transaction committed before it began is in the copy, none half-way).
// The copy is written beside dest under a temporary name (dest +
// ".partial-" + a number) created private (FileMode) before anything is
// written to it, checked (CheckFile), flushed to disk and renamed to dest,
// and the folder is flushed, so dest is either absent or a whole, sound
// backup, even after a crash. Folders are created as needed.
// Errors: ErrPostgresBackup (a Postgres database), ErrBackupExists (dest exists; nothing written; a folder gets a
// plain error naming a file to use instead), ErrNotADatabase
// (the copy failed its check; removed), or the I/O or SQLite error.
func (s *Store) Backup(ctx context.Context, dest string) (FileInfo, error) {
	if s.Postgres() {
		return FileInfo{}, ErrPostgresBackup
	}
	if fi, err := os.Lstat(dest); err == nil {
		if fi.IsDir() {
			return FileInfo{}, fmt.Errorf("%s is a folder: name the backup file, such as %s", dest, filepath.Join(dest, BackupName(time.Now())))
		}
		return FileInfo{}, fmt.Errorf("%w: %s", ErrBackupExists, dest)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return FileInfo{}, fmt.Errorf("backup to %s: %w", dest, err)
	}
	if err := os.MkdirAll(filepath.Dir(dest), 0o750); err != nil {
		return FileInfo{}, fmt.Errorf("create backup folder for %s: %w", dest, err)
	}
	tmp := fmt.Sprintf("%s%s%d", dest, partialInfix, time.Now().UnixNano())
	if err := createPrivateEmpty(tmp); err != nil {
		return FileInfo{}, fmt.Errorf("backup to %s: %w", dest, err)
	}
	defer os.Remove(tmp) // gone after the rename; removes a failed attempt
	if _, err := s.DB.Exec(ctx, backupQuery, tmp); err != nil {
		return FileInfo{}, fmt.Errorf("backup %s to %s: %w", s.path, dest, err)
	}
	partialWritten(tmp)
	info, err := CheckFile(ctx, tmp)
	if err != nil {
		return FileInfo{}, err
	}
	if err := renameDurably(tmp, dest); err != nil {
		return FileInfo{}, fmt.Errorf("backup to %s: %w", dest, err)
	}
	info.Path = dest
	return info, nil
}

// CheckFile opens the database file at path read-only, without changing it,
// and checks that it is a sound GogoBee database: PRAGMA integrity_check
// answers "ok" and it has a schema version. It returns the file's size and
// schema. Errors: ErrNotADatabase (wrapped, with SQLite's reason), the
// I/O error of a missing file, or "cannot read PATH: permission denied"
// (wrapping fs.ErrPermission) for a file the process may not read.
func CheckFile(ctx context.Context, path string) (FileInfo, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return FileInfo{}, err
	}
	if !fi.Mode().IsRegular() {
		return FileInfo{}, fmt.Errorf("%w: %s is not a regular file", ErrNotADatabase, path)
	}
	// SQLite reports a file it may not read as "unable to open database
	// file", which reads as damage; opening it first names the real cause.
	f, err := os.Open(path)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return FileInfo{}, fmt.Errorf("cannot read %s: %w", path, err)
	}
	_ = f.Close()
	db, err := sql.Open("sqlite", "file:"+uriPath.Replace(path)+"?mode=ro")
	if err != nil {
		return FileInfo{}, fmt.Errorf("%w: %s: %v", ErrNotADatabase, path, err)
	}
	defer db.Close()
	var verdict string
	if err := db.QueryRowContext(ctx, integrityCheckQuery).Scan(&verdict); err != nil {
		return FileInfo{}, fmt.Errorf("%w: %s: %v", ErrNotADatabase, path, err)
	}
	if verdict != "ok" {
		return FileInfo{}, fmt.Errorf("%w: %s: integrity check says %q", ErrNotADatabase, path, verdict)
	}
	var version int
	if err := db.QueryRowContext(ctx, backupVersionQuery).Scan(&version); err != nil {
		return FileInfo{}, fmt.Errorf("%w: %s has no schema version: %v", ErrNotADatabase, path, err)
	}
	return FileInfo{Path: path, Bytes: fi.Size(), Schema: version}, nil
}

// Restored is what Restore did: the file it restored from and where the
// database it replaced was moved (Previous; "" when there was none).
type Restored struct {
	From     FileInfo
	Previous string
}

// Restore replaces the database at dbPath with the backup at src, for an
// operator whose bot is stopped. dbPath may be a symbolic link: the file
// it leads to is replaced (ResolvePath). It takes the database's lock (Lock)
// for the whole copy, so a running GogoBee makes it fail with ErrLocked
// before anything changes; it refuses a backup that is not a sound
// database (CheckFile: ErrNotADatabase) or that a newer GogoBee wrote
// (ErrDatabaseTooNew). The database it replaces is not deleted: the file
// and its -wal and -shm are moved aside to dbPath + ".pre-restore-" + the
// UTC time (now) as 20060102T150405Z (+ "-2", "-3"... when that name is
// taken). The backup is copied with VACUUM INTO (vacuumFile: what its -wal
// holds comes along) under a temporary name, made private (FileMode) and
// renamed into place. src is never changed, and no -wal or -shm is left
// beside it that was not there; it may not be the database itself. Errors:
// ErrLocked, ErrNotADatabase, ErrDatabaseTooNew, ErrRestoreOntoItself (all
// wrapped), ErrPostgresBackup (dbPath is a Postgres URL), or the I/O error.
func Restore(ctx context.Context, src, dbPath string, now time.Time) (Restored, error) {
	if IsPostgres(dbPath) {
		return Restored{}, ErrPostgresBackup
	}
	dbPath, err := ResolvePath(dbPath)
	if err != nil {
		return Restored{}, err
	}
	defer leaveNoCompanions(src)()
	// The backup is checked before the lock is taken, so a refused one
	// leaves no lock file (nor a database folder) behind.
	info, err := CheckFile(ctx, src)
	if err != nil {
		return Restored{}, err
	}
	if same, err := SameFile(src, dbPath); err != nil {
		return Restored{}, err
	} else if same {
		return Restored{}, fmt.Errorf("%w: %s is the database itself; restore from a backup copy", ErrRestoreOntoItself, src)
	}
	if err := refuseTooNew(ctx, src); err != nil {
		return Restored{}, err
	}
	release, err := Lock(dbPath)
	if err != nil {
		return Restored{}, err
	}
	defer func() { _ = release() }()
	tmp := fmt.Sprintf("%s.restoring-%d", dbPath, now.UnixNano())
	if err := createPrivateEmpty(tmp); err != nil {
		return Restored{}, fmt.Errorf("restore %s: %w", dbPath, err)
	}
	defer os.Remove(tmp)
	if err := vacuumFile(ctx, src, tmp); err != nil {
		return Restored{}, fmt.Errorf("restore %s from %s: %w", dbPath, src, err)
	}
	out := Restored{From: info}
	if _, err := os.Stat(dbPath); err == nil {
		out.Previous = asideName(dbPath + ".pre-restore-" + now.UTC().Format("20060102T150405Z"))
		for _, suffix := range []string{"", "-wal", "-shm"} {
			err := os.Rename(dbPath+suffix, out.Previous+suffix)
			if err != nil && !errors.Is(err, fs.ErrNotExist) {
				return Restored{}, fmt.Errorf("move the current database aside: %w", err)
			}
		}
	}
	if err := renameDurably(tmp, dbPath); err != nil {
		return Restored{}, fmt.Errorf("restore %s: %w", dbPath, err)
	}
	return out, nil
}

// ErrRestoreOntoItself is returned by Restore when the backup named is the
// database file itself.
var ErrRestoreOntoItself = errors.New("cannot restore a database onto itself")

// SameFile reports whether a and b name the same file (false when b does
// not exist yet). Errors: a's stat error, or b's other than not existing.
func SameFile(a, b string) (bool, error) {
	fa, err := os.Stat(a)
	if err != nil {
		return false, err
	}
	fb, err := os.Stat(b)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return os.SameFile(fa, fb), nil
}

// asideName is base, or base + "-2", "-3"... the first name that neither
// it nor its -wal and -shm companions use, so a second restore within the
// same second never overwrites the database the first one set aside.
func asideName(base string) string {
	name := base
	for n := 2; ; n++ {
		taken := false
		for _, suffix := range []string{"", "-wal", "-shm"} {
			if _, err := os.Lstat(name + suffix); err == nil {
				taken = true
			}
		}
		if !taken {
			return name
		}
		name = fmt.Sprintf("%s-%d", base, n)
	}
}

// vacuumFile writes a compact copy of the database file src into the
// empty private file dst with VACUUM INTO on a read-only connection: it reads
// what src's -wal holds too (a database copied with its -wal, or one set
// aside by an earlier restore), which a byte copy of src would miss.
func vacuumFile(ctx context.Context, src, dst string) error {
	db, err := sql.Open("sqlite", "file:"+uriPath.Replace(src)+"?mode=ro")
	if err != nil {
		return err
	}
	defer db.Close()
	_, err = db.ExecContext(ctx, restoreCopyQuery, dst)
	return err
}

// leaveNoCompanions notes which of path's -wal and -shm files exist and
// returns a function that removes those that did not (SQLite makes them
// when it opens a WAL database, even read-only), so reading a backup
// leaves its folder as it was.
func leaveNoCompanions(path string) func() {
	var absent []string
	for _, suffix := range []string{"-wal", "-shm"} {
		if _, err := os.Lstat(path + suffix); errors.Is(err, fs.ErrNotExist) {
			absent = append(absent, path+suffix)
		}
	}
	return func() {
		for _, p := range absent {
			_ = os.Remove(p)
		}
	}
}

// KeyLastBackupFailure is the KV key of the last failed nightly backup:
// its RFC 3339 UTC time, a tab, and the reason on one line. The last
// success is KeyLastBackup.
const KeyLastBackupFailure = "backup.last_failure"

// BackupName is the file name of a scheduled backup taken at t:
// "gogobee-" + t in UTC as 20060102-150405 + ".db". Names sort by time.
func BackupName(t time.Time) string {
	return "gogobee-" + t.UTC().Format("20060102-150405") + ".db"
}

// partialWritten is called with a backup's partial copy once SQLite has
// written it, before it is checked and renamed: where a kill would leave it
// (tests look at it there).
var partialWritten = func(string) {}

// partialInfix joins a backup's name and the number of its temporary
// copy (Backup).
const partialInfix = ".partial-"

// PruneBackups deletes the oldest scheduled backups (BackupName files) in
// dir so that at most keep remain, and every partial copy of one (a
// BackupName + ".partial-..." file that a killed or crashed backup left;
// they hold the access token and may be large), and returns the paths it
// deleted. The nightly backups run one at a time, so no partial there is
// still being written. Other files are left alone. keep below 1 counts as 1.
func PruneBackups(dir string, keep int) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names, stale []string
	for _, e := range entries {
		n := e.Name()
		if !e.Type().IsRegular() {
			continue
		}
		if isBackupName(n) {
			names = append(names, n)
		} else if base, _, ok := strings.Cut(n, partialInfix); ok && isBackupName(base) {
			stale = append(stale, n)
		}
	}
	sort.Strings(names)
	keep = max(keep, 1)
	var gone []string
	for _, n := range append(stale, names[:max(0, len(names)-keep)]...) {
		p := filepath.Join(dir, n)
		if err := os.Remove(p); err != nil {
			return gone, err
		}
		gone = append(gone, p)
	}
	if len(gone) > 0 {
		return gone, flush(dir)
	}
	return gone, nil
}

// isBackupName reports whether name is a BackupName.
func isBackupName(name string) bool {
	stamp, ok := strings.CutPrefix(name, "gogobee-")
	if !ok {
		return false
	}
	stamp, ok = strings.CutSuffix(stamp, ".db")
	if !ok {
		return false
	}
	_, err := time.Parse("20060102-150405", stamp)
	return err == nil
}
