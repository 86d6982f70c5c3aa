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
