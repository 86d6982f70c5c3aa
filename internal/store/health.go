package store

import (
	"context"
	"database/sql/driver"
	"fmt"
	"time"
)

// KeyReadyCheck is the kv row CheckReadWrite rewrites: the time of the last
// readiness check (RFC 3339).
const KeyReadyCheck = "health.ready_check"

// The readiness check writes and reads its row on a raw connection,
// whose placeholders are "?".
const (
	readyCheckWriteQuery = "INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"
	readyCheckReadQuery  = "SELECT value FROM kv WHERE key = ?"

	readyCheckWritePostgresQuery = "INSERT INTO kv (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value"
	readyCheckReadPostgresQuery  = "SELECT value FROM kv WHERE key = $1"
)

// busyTimeoutPragma sets a connection's busy timeout to ms milliseconds:
// a PRAGMA takes no parameters, so its value is written into it.
func busyTimeoutPragma[T int | int64](ms T) string {
	return fmt.Sprintf("PRAGMA busy_timeout = %d", ms)
}

// CheckReadWrite reports whether the database can do the bot's work right
// now: on a connection of its own whose busy timeout is wait, it commits a
// write transaction that rewrites the KeyReadyCheck row with now and reads
// it back, so pages are read, the write lock is taken and the log is
// written. A plain "SELECT 1" touches no page and passes while the
// database is write-locked or the disk is full. Errors: SQLite's (database
// locked or busy longer than wait, disk full, read-only, I/O) or ctx's.
// On Postgres the same round trip runs in a transaction of the bot's
// (runTx), whose lock waits at most wait (checkPostgresReadWrite).
func (s *Store) CheckReadWrite(ctx context.Context, wait time.Duration, now time.Time) (err error) {
	if s.Postgres() {
		return s.checkPostgresReadWrite(ctx, wait, now)
	}
	conn, err := s.DB.RawDB.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, busyTimeoutPragma(wait.Milliseconds())); err != nil {
		return err
	}
	defer func() {
		// Give the pool its connection back as every other one is, or not at all.
		reset := context.WithoutCancel(ctx)
		if _, rerr := conn.ExecContext(reset, busyTimeoutPragma(BusyTimeoutMillis)); rerr != nil {
			_ = conn.Raw(func(any) error { return driver.ErrBadConn })
		}
	}()
	tx, err := conn.BeginTx(ctx, nil) // BEGIN IMMEDIATE (DSN): takes the write lock now
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }() // a no-op after Commit
	stamp := now.UTC().Format(time.RFC3339Nano)
	if _, err := tx.ExecContext(ctx,
		readyCheckWriteQuery, KeyReadyCheck, stamp); err != nil {
		return err
	}
	var back string
	if err := tx.QueryRowContext(ctx, readyCheckReadQuery, KeyReadyCheck).Scan(&back); err != nil {
		return err
	}
	if back != stamp {
		return fmt.Errorf("read back %q after writing %q", back, stamp)
	}
	return tx.Commit()
}

// checkPostgresReadWrite is CheckReadWrite on Postgres: the kv row is
// rewritten and read back in a transaction that takes the bot's
// transaction lock (runTx) with a lock timeout of wait, so a database
// held by a long transaction, read-only or out of space fails the check.
func (s *Store) checkPostgresReadWrite(ctx context.Context, wait time.Duration, now time.Time) error {
	stamp := now.UTC().Format(time.RFC3339Nano)
	return runTx(ctx, s.DB, func(ctx context.Context) error {
		var back string
		if _, err := s.DB.Exec(ctx, readyCheckWritePostgresQuery, KeyReadyCheck, stamp); err != nil {
			return err
		}
		if err := s.DB.QueryRow(ctx, readyCheckReadPostgresQuery, KeyReadyCheck).Scan(&back); err != nil {
			return err
		}
		if back != stamp {
			return fmt.Errorf("read back %q after writing %q", back, stamp)
		}
		return nil
	}, fmt.Sprintf("SET LOCAL lock_timeout = %d", max(wait.Milliseconds(), 1)))
}
