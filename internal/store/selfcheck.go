package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
)

// The pragmas SelfCheck reads on each pooled connection.
const (
	journalModePragma     = "PRAGMA journal_mode"
	busyTimeoutReadPragma = "PRAGMA busy_timeout"
	foreignKeysPragma     = "PRAGMA foreign_keys"
)

// SelfCheck proves on two distinct pooled connections that every one of them
// carries the pragmas of DSN: WAL journal, the busy timeout and foreign keys.
// It returns an error naming the first pragma that does not hold. On
// Postgres it checks the database's collation and lock timeout instead
// (checkPostgres).
func (s *Store) SelfCheck(ctx context.Context) error {
	if s.Postgres() {
		return s.checkPostgres(ctx)
	}
	raw := s.DB.RawDB
	c1, err := raw.Conn(ctx)
	if err != nil {
		return fmt.Errorf("database self-check: %w", err)
	}
	defer c1.Close()
	c2, err := raw.Conn(ctx)
	if err != nil {
		return fmt.Errorf("database self-check: %w", err)
	}
	defer c2.Close()
	for i, c := range []*sql.Conn{c1, c2} {
		var mode string
		var timeout, fk int
		if err := c.QueryRowContext(ctx, journalModePragma).Scan(&mode); err != nil {
			return fmt.Errorf("database self-check (connection %d): %w", i+1, err)
		}
		if err := c.QueryRowContext(ctx, busyTimeoutReadPragma).Scan(&timeout); err != nil {
			return fmt.Errorf("database self-check (connection %d): %w", i+1, err)
		}
		if err := c.QueryRowContext(ctx, foreignKeysPragma).Scan(&fk); err != nil {
			return fmt.Errorf("database self-check (connection %d): %w", i+1, err)
		}
		switch {
		case !strings.EqualFold(mode, "wal"):
			return fmt.Errorf("database self-check: connection %d journal_mode is %q, want wal", i+1, mode)
		case timeout != BusyTimeoutMillis:
			return fmt.Errorf("database self-check: connection %d busy_timeout is %d ms, want %d", i+1, timeout, BusyTimeoutMillis)
		case fk != 1:
			return fmt.Errorf("database self-check: connection %d has foreign keys off", i+1)
		}
	}
	return nil
}
