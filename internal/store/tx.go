package store

import (
	"context"
	"fmt"
)

// Tx runs fn in one immediate transaction, committed when fn returns nil and
// rolled back otherwise. A Tx inside a Tx joins the outer one (dbutil carries
// the transaction in ctx), so store functions can be composed freely.
func (s *Store) Tx(ctx context.Context, fn func(ctx context.Context) error) error {
	return s.DB.DoTxn(ctx, nil, fn)
}

// Savepoint runs fn inside a savepoint of ctx's transaction: when fn fails,
// everything it wrote is rolled back and the transaction goes on, and fn's
// error is returned. name must be a plain SQL identifier.
func (s *Store) Savepoint(ctx context.Context, name string, fn func() error) error {
	// A savepoint's name is an identifier, which SQL cannot take as a
	// parameter, so these three statements are built here.
	if _, err := s.DB.Exec(ctx, "SAVEPOINT "+name); err != nil {
		return err
	}
	if err := fn(); err != nil {
		if _, rbErr := s.DB.Exec(ctx, "ROLLBACK TO "+name); rbErr != nil {
			return fmt.Errorf("%w (and rolling back to %s: %v)", err, name, rbErr)
		}
		if _, relErr := s.DB.Exec(ctx, "RELEASE "+name); relErr != nil {
			return fmt.Errorf("%w (and releasing %s: %v)", err, name, relErr)
		}
		return err
	}
	_, err := s.DB.Exec(ctx, "RELEASE "+name)
	return err
}
