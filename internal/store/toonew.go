package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
)

// refuseTooNew reads the schema of an existing database file at path on a
// read-only connection with no pragmas, and returns ErrDatabaseTooNew
// (wrapped) when a newer binary wrote it, before Open's connections set
// their pragmas (WAL among them): a refused database is left exactly as it
// was. A missing or empty file, or one this check cannot read (Open's own
// migration check still runs), passes.
func refuseTooNew(ctx context.Context, path string) error {
	if fi, err := os.Stat(path); err != nil || fi.Size() == 0 {
		return nil
	}
	db, err := sql.Open("sqlite", "file:"+uriPath.Replace(path)+"?mode=ro")
	if err != nil {
		return nil
	}
	defer db.Close()
	var version, compat int
	err = db.QueryRowContext(ctx, schemaVersionQuery).Scan(&version, &compat)
	if err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		return nil // no version table yet, or unreadable here: Open decides
	}
	if latest := LatestVersion(); compat > latest {
		return fmt.Errorf("%w: the file is at schema v%d (needs a binary that knows v%d), this binary knows up to v%d; upgrade GogoBee or restore a backup",
			ErrDatabaseTooNew, version, compat, latest)
	}
	return nil
}
