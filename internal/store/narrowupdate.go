package store

import (
	"context"

	"go.mau.fi/util/dbutil"
)

// saveRow writes one row with full, an UPDATE of every column, unless
// narrow, the same UPDATE setting only the columns no index reads and
// asking the indexed ones to hold already the values full would give
// them, finds the row as it is. SQLite rewrites a row's entry in every
// index whose columns an UPDATE sets, whether their values change or not:
// most saves (a rollover's, a command's) change none of them, and the
// narrow UPDATE spares each of those indexes a delete and an insert. Both
// statements take args, every one of them used by each. Errors: the
// store's, or what (mustExist) when the row does not exist.
func saveRow(ctx context.Context, db *dbutil.Database, what, narrow, full string, args ...any) error {
	if done, err := changedOne(db.Exec(ctx, narrow, args...)); err != nil || done {
		return err
	}
	res, err := db.Exec(ctx, full, args...)
	return mustExist(res, err, what)
}
