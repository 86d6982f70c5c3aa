package store

import (
	"errors"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// isUniqueViolation reports whether err is, or wraps, SQLite's refusal of
// a row that breaks a UNIQUE constraint or unique index (the extended
// result code SQLITE_CONSTRAINT_UNIQUE; a primary key's refusal has a code
// of its own and is not one).
func isUniqueViolation(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE
}

// IsBusy reports whether err is, or wraps, SQLite's report that the
// database was locked by another connection for longer than the busy
// timeout (SQLITE_BUSY or SQLITE_LOCKED, extended codes included): a
// transient failure, after which the transaction was rolled back and may be
// tried again.
func IsBusy(err error) bool {
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
