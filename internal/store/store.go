// Package store opens the GogoBee database, applies its migrations and
// offers the transaction helper every command runs in.
//
// The database is one SQLite file opened through modernc.org/sqlite (no cgo),
// or a PostgreSQL database through pgx (postgres.go), wrapped by
// go.mau.fi/util/dbutil, which runs the same statements ("$1" placeholders)
// and migrations on both. On SQLite, WAL, a busy timeout, foreign keys and
// immediate transactions are set in the connection string, so every pooled
// connection carries them.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"go.mau.fi/util/dbutil"
	"modernc.org/sqlite"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/migrations"
)

// BusyTimeoutMillis is how long a connection waits for a lock before SQLite
// reports SQLITE_BUSY, in milliseconds.
const BusyTimeoutMillis = 5000

// Store is the open database. It is safe for concurrent use.
//
// Each table, or each group of tables read and written together, has its
// query type reached from a field (s.Character.Get(ctx, userID)), its SQL
// as named constants beside it. Every statement runs on the transaction
// ctx carries (Tx), so the queries of one command share its transaction.
// The Store's own methods are the plumbing (Tx, Savepoint, migrations,
// backups, checks) and the operations that span the tables.
type Store struct {
	DB   *dbutil.Database
	path string

	KV        *KVQuery
	Player    *PlayerQuery
	Room      *RoomQuery
	Handled   *HandledQuery
	Media     *MediaQuery
	Fight     *FightQuery
	Confirm   *ConfirmQuery
	Cheer     *CheerQuery
	Vote      *VoteQuery
	Autopilot *AutopilotQuery
	News      *NewsQuery
	Flavor    *FlavorQuery
	Ledger    *LedgerQuery

	Character  *CharacterQuery
	Expedition *ExpeditionQuery
	Autorun    *AutorunQuery
	ZoneRun    *ZoneRunQuery
	ZoneGraph  *ZoneGraphQuery
	Board      *BoardQuery
	Weekly     *WeeklyQuery
}

// newStore wires the query types of db.
func newStore(db *dbutil.Database, path string) *Store {
	kv := &KVQuery{db: db, pairs: helper[kvPair](db)}
	character := &CharacterQuery{db: db, kv: kv, chars: helper[jsonRow[rules.Character]](db)}
	return &Store{
		DB:   db,
		path: path,

		KV:        kv,
		Player:    &PlayerQuery{db: db, rows: helper[Player](db)},
		Room:      &RoomQuery{db: db},
		Handled:   &HandledQuery{db: db},
		Media:     &MediaQuery{db: db},
		Fight:     &FightQuery{db: db},
		Confirm:   &ConfirmQuery{db: db},
		Cheer:     &CheerQuery{db: db},
		Vote:      &VoteQuery{db: db},
		Autopilot: &AutopilotQuery{db: db, rules: helper[autopilotRulesRow](db), walks: helper[jsonRow[play.WalkLog]](db)},
		News:      &NewsQuery{db: db, highlights: helper[Highlight](db)},
		Flavor:    &FlavorQuery{db: db, mems: helper[jsonRow[map[string]int]](db)},
		Ledger:    &LedgerQuery{db: db, entries: helper[LedgerEntry](db)},

		Character:  character,
		Expedition: &ExpeditionQuery{db: db, exps: helper[jsonRow[expedition.Expedition]](db)},
		Autorun:    &AutorunQuery{db: db, autoruns: helper[Autorun](db)},
		ZoneRun:    &ZoneRunQuery{db: db, runs: helper[zoneRunRow](db), legacy: helper[legacyRow](db)},
		ZoneGraph:  &ZoneGraphQuery{db: db, kv: kv},
		Board:      &BoardQuery{db: db, character: character},
		Weekly:     &WeeklyQuery{db: db, character: character},
	}
}

// ErrDatabaseTooNew is returned by Open and Migrate when the database was
// written by a newer GogoBee than this binary. The database is left untouched.
var ErrDatabaseTooNew = errors.New("the database was written by a newer version of GogoBee")

// DSN returns the modernc.org/sqlite connection string for the file at path,
// with the pragmas every pooled connection needs. The path is a SQLite URI
// path: '%', '?' and '#' in it are percent-escaped, so any file name works.
func DSN(path string) string {
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", BusyTimeoutMillis))
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Set("_txlock", "immediate")
	return "file:" + uriPath.Replace(path) + "?" + q.Encode()
}

// uriPath escapes the characters a SQLite URI path gives a meaning to.
var uriPath = strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23")

// OpenOptions tunes Open. The zero value opens, migrates and self-checks.
type OpenOptions struct {
	// NoMigrate opens the database without applying migrations (used by
	// `gogobee version` to read the schema version without changing it).
	NoMigrate bool
	// UpgradeTable replaces the embedded migrations (tests only).
	UpgradeTable dbutil.UpgradeTable
	// CheckedCopy says the SQLite file is a copy of one this process has
	// opened with Open already: it is no newer than the binary, and every
	// connection gets DSN's pragmas. Open skips refuseTooNew and SelfCheck,
	// which would prove nothing new and cost a schema read on each of
	// three connections, and still migrates (tests that open many copies
	// of one template only).
	CheckedCopy bool
}

// Open opens the database path names, checks it (SelfCheck) and applies
// pending migrations. path is a SQLite file (created if needed) or a
// Postgres URL (IsPostgres: postgres://user:password@host/db, whose
// database must exist). It returns ErrDatabaseTooNew (wrapped) for a
// database newer than the binary, found before anything is written: a
// SQLite file is read before any connection sets a pragma, so the file is
// left as it was (refuseTooNew). A SQLite file and its -wal and -shm are
// private (FileMode).
func Open(ctx context.Context, path string, opts OpenOptions) (*Store, error) {
	var db *dbutil.Database
	var err error
	if IsPostgres(path) {
		db, err = openPostgres(path)
	} else {
		db, err = openSQLite(ctx, path, opts)
	}
	if err != nil {
		return nil, err
	}
	db.UpgradeTable = opts.UpgradeTable
	if db.UpgradeTable == nil {
		db.UpgradeTable = UpgradeTable()
	}
	s := newStore(db, path)
	if !opts.CheckedCopy { // a checked copy's file proved it already
		if err := s.SelfCheck(ctx); err != nil {
			_ = db.Close()
			return nil, err
		}
	}
	if !opts.NoMigrate {
		if err := s.Migrate(ctx); err != nil {
			_ = db.Close()
			return nil, err
		}
	}
	return s, nil
}

// openSQLite opens the SQLite file at path (creating it and its folder if
// needed) with the pragmas of DSN, after refuseTooNew.
func openSQLite(ctx context.Context, path string, opts OpenOptions) (*dbutil.Database, error) {
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o750); err != nil {
			return nil, fmt.Errorf("create database folder %s: %w", dir, err)
		}
	}
	if !opts.NoMigrate && !opts.CheckedCopy {
		if err := refuseTooNew(ctx, path); err != nil {
			return nil, err
		}
	}
	if err := privateFiles(path); err != nil {
		return nil, err
	}
	conn, err := sqlite.NewConnector(DSN(path))
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	return wrapDB(sql.OpenDB(cachingConnector{conn}), "sqlite", 8, 8)
}

// wrapDB is raw in dbutil's wrapper for dialect, its pool at most
// maxOpen connections, maxIdle of them kept idle; raw is closed when that
// fails.
func wrapDB(raw *sql.DB, dialect string, maxOpen, maxIdle int) (*dbutil.Database, error) {
	raw.SetMaxOpenConns(maxOpen)
	raw.SetMaxIdleConns(maxIdle)
	db, err := dbutil.NewWithDB(raw, dialect)
	if err != nil {
		_ = raw.Close()
		return nil, err
	}
	return db, nil
}

// UpgradeTable is the dbutil upgrade table: the embedded SQL migrations
// (v1 to v6, v8 to v11, v14, v15), with v7, v12, v13 and v16 among them,
// which need Go (legacyZoneRunsUpgrade; characterNameKeysUpgrade for v12
// and v13; characterXPUpgrade).
func UpgradeTable() dbutil.UpgradeTable {
	return dbutil.BuildUpgradeTable().WithFS(migrations.FS()).
		With(dbutil.WrapUpgrade(6, 7, 0, "Legacy linear zone-run columns to their own table", dbutil.TxnModeOn, legacyZoneRunsUpgrade)).
		With(dbutil.WrapUpgrade(11, 12, 0, "Name keys of the characters made before v11", dbutil.TxnModeOn, characterNameKeysUpgrade)).
		With(dbutil.WrapUpgrade(12, 13, 0, "Name keys that join capital, whole-script and full-width look-alikes", dbutil.TxnModeOn, characterNameKeysUpgrade)).
		With(dbutil.WrapUpgrade(15, 16, 0, "The XP column of the characters made before v15", dbutil.TxnModeOn, characterXPUpgrade)).
		Finish()
}

// LatestVersion is the schema version this binary migrates to.
func LatestVersion() int { return len(UpgradeTable()) }

// Path is the database this store opened: the SQLite file, or the Postgres
// URL (Redact it before showing it).
func (s *Store) Path() string { return s.path }

// Postgres reports whether the store is on Postgres rather than SQLite.
func (s *Store) Postgres() bool { return s.DB.Dialect == dbutil.Postgres }

// Close closes every pooled connection.
func (s *Store) Close() error { return s.DB.Close() }

// Migrate applies every pending migration, each in its own transaction, so a
// migration that fails half-way leaves the previous version intact. A
// database newer than the binary is refused before anything is written.
func (s *Store) Migrate(ctx context.Context) error {
	version, compat, err := s.SchemaVersion(ctx)
	if err != nil {
		return err
	}
	if compat > len(s.DB.UpgradeTable) {
		return fmt.Errorf("%w: the file is at schema v%d (needs a binary that knows v%d), this binary knows up to v%d; upgrade GogoBee or restore a backup",
			ErrDatabaseTooNew, version, compat, len(s.DB.UpgradeTable))
	}
	if err := s.DB.Upgrade(ctx); err != nil {
		if errors.Is(err, dbutil.ErrUnsupportedDatabaseVersion) {
			return fmt.Errorf("%w: %v", ErrDatabaseTooNew, err)
		}
		return fmt.Errorf("migrate %s: %w", Redact(s.path), err)
	}
	return nil
}

// schemaVersionQuery reads dbutil's version table.
const schemaVersionQuery = "SELECT version, compat FROM version LIMIT 1"

// SchemaVersion reads the schema version and the oldest binary version it is
// compatible with, without changing anything. A fresh file reports 0, 0.
func (s *Store) SchemaVersion(ctx context.Context) (version, compat int, err error) {
	exists, err := s.DB.TableExists(ctx, "version")
	if err != nil || !exists {
		return 0, 0, err
	}
	err = s.DB.QueryRow(ctx, schemaVersionQuery).Scan(&version, &compat)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, 0, nil
	}
	return version, compat, err
}
