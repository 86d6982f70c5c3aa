package store

import (
	"errors"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Postgres's error codes (SQLSTATE) the store tells apart.
const (
	pgUniqueViolation      = "23505"
	pgSerializationFailure = "40001"
	pgDeadlockDetected     = "40P01"
	pgLockNotAvailable     = "55P03"
)

// isUniqueViolation reports whether err is, or wraps, the database's
// refusal of a row that breaks a UNIQUE constraint or unique index
// (SQLite's extended result code SQLITE_CONSTRAINT_UNIQUE, Postgres's
// unique_violation on a constraint that is not a primary key; a primary
// key's refusal is not one).
func isUniqueViolation(err error) bool {
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE
	}
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == pgUniqueViolation && !strings.HasSuffix(pe.ConstraintName, "_pkey")
}

// IsBusy reports whether err is, or wraps, the database's report that it
// was locked by another connection for longer than the busy timeout
// (SQLite's SQLITE_BUSY or SQLITE_LOCKED, extended codes included;
// Postgres's lock_not_available after lock_timeout, a deadlock or a
// serialization failure): a transient failure, after which the
// transaction was rolled back and may be tried again.
func IsBusy(err error) bool {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch pe.Code {
		case pgLockNotAvailable, pgDeadlockDetected, pgSerializationFailure:
			return true
		}
		return false
	}
	var se *sqlite.Error
	if !errors.As(err, &se) {
		return false
	}
	switch se.Code() & 0xff { // the primary code of an extended one
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
		return true
	}
	return false
}
