package store

import (
	"context"
)

// Tx runs fn in one immediate transaction, committed when fn returns nil and
// rolled back otherwise. A Tx inside a Tx joins the outer one (dbutil carries
// the transaction in ctx), so store functions can be composed freely. On
// Postgres the bot's transactions run one at a time, as on SQLite (runTx).
func (s *Store) Tx(ctx context.Context, fn func(ctx context.Context) error) error {
	return runTx(ctx, s.DB, fn)
}

// Savepoint runs fn inside a savepoint of ctx's transaction: when fn fails,
// everything it wrote is rolled back and the transaction goes on, and fn's
// error is returned. name must be a plain SQL identifier.
func (s *Store) Savepoint(ctx context.Context, name string, fn func() error) error {
	return savepoint(ctx, s.DB, name, fn)
}
