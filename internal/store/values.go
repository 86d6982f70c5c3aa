package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"go.mau.fi/util/dbutil"
)

// value reads the one column of the one row query selects; ok is false
// when no row matched.
func value[T any](ctx context.Context, db *dbutil.Database, query string, args ...any) (v T, ok bool, err error) {
	err = db.QueryRow(ctx, query, args...).Scan(&v)
	if isNoRows(err) {
		return v, false, nil
	}
	return v, err == nil, err
}

// timeValue reads a unix-milliseconds column like value, as a UTC time
// (the zero time when no row matched).
func timeValue(ctx context.Context, db *dbutil.Database, query string, args ...any) (time.Time, bool, error) {
	t, ok, err := value[msTime](ctx, db, query, args...)
	return time.Time(t), ok, err
}

// msTime is a time as the store keeps every time: a unix-milliseconds
// column, read back in UTC. NULL reads as the zero time.
type msTime time.Time

// Scan implements sql.Scanner.
func (m *msTime) Scan(src any) error {
	var ms sql.NullInt64
	if err := ms.Scan(src); err != nil {
		return err
	}
	*m = msTime{}
	if ms.Valid {
		*m = msTime(time.UnixMilli(ms.Int64).UTC())
	}
	return nil
}

// millis lets a row's Scan read a unix-milliseconds column into t.
func millis(t *time.Time) *msTime { return (*msTime)(t) }

// values reads the one column of every row query selects, in order.
func values[T any](ctx context.Context, db *dbutil.Database, query string, args ...any) ([]T, error) {
	rows, err := db.Query(ctx, query, args...)
	return dbutil.NewRowIterWithError(rows, dbutil.ScanSingleColumn[T], err).AsList()
}

// changedOne reports whether a statement changed exactly one row (an
// insert that was not a duplicate, a compare-and-set that won).
func changedOne(res sql.Result, err error) (bool, error) {
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// mustExist turns an UPDATE's result into an error when it changed no row:
// what names the row ("expedition 3").
func mustExist(res sql.Result, err error, what string) error {
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return fmt.Errorf("%s does not exist", what)
	}
	return nil
}

func isNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }

// rowsAffected is how many rows a statement changed (the prunes).
func rowsAffected(res sql.Result, err error) (int64, error) {
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}
