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
func (s *Store) CheckReadWrite(ctx context.Context, wait time.Duration, now time.Time) (err error) {
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
