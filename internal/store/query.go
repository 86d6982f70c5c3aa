package store

import (
	"context"
	"encoding/json"
	"fmt"

	"go.mau.fi/util/dbutil"
)

// helper makes the query helper of row type T, whose pointer scans a row.
func helper[T any, P interface {
	*T
	dbutil.DataStruct[P]
}](db *dbutil.Database) *dbutil.QueryHelper[P] {
	return dbutil.MakeQueryHelperSimple(db, func() P { return new(T) })
}

// one runs query through qh and reports whether it found a row: dbutil's
// QueryOne gives a nil row for none.
func one[T any, P interface {
	*T
	dbutil.DataStruct[P]
}](ctx context.Context, qh *dbutil.QueryHelper[P], query string, args ...any) (T, bool, error) {
	row, err := qh.QueryOne(ctx, query, args...)
	if err != nil || row == nil {
		var zero T
		return zero, false, err
	}
	return *row, true, nil
}

// jsonRow is a row of one TEXT column holding a JSON document of T (a
// character, an expedition, a line memory).
type jsonRow[T any] struct{ Value T }

// Scan reads the document and decodes it. Errors: the row's, or a
// document that does not decode.
func (r *jsonRow[T]) Scan(row dbutil.Scannable) (*jsonRow[T], error) {
	var data string
	if err := row.Scan(&data); err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(data), &r.Value); err != nil {
		return nil, fmt.Errorf("unreadable JSON: %w", err)
	}
	return r, nil
}

// oneJSON loads the JSON document of T that query selects; ok is false
// when no row matched. what names the document in errors ("character of
// @a:x").
func oneJSON[T any](ctx context.Context, qh *dbutil.QueryHelper[*jsonRow[T]], what, query string, args ...any) (T, bool, error) {
	row, ok, err := one(ctx, qh, query, args...)
	if err != nil {
		return row.Value, false, fmt.Errorf("%s: %w", what, err)
	}
	return row.Value, ok, nil
}
