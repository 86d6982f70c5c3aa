package store

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"go.mau.fi/util/dbutil"

	"github.com/gogobee/gogobee/internal/config"
)

// IsPostgres reports whether spec, a GOGOBEE_DB value, names a PostgreSQL
// database (a postgres:// or postgresql:// URL) rather than a SQLite file.
func IsPostgres(spec string) bool { return config.IsPostgres(spec) }

// Redact is spec fit for a log line or a message: a Postgres URL with its
// password replaced by "xxxxx" (in the user part and in a password=
// parameter); a file path as it is.
func Redact(spec string) string {
	if !IsPostgres(spec) {
		return spec
	}
	u, err := url.Parse(spec)
	if err != nil {
		return "postgres://(unreadable URL)"
	}
	q := u.Query()
	if q.Has("password") {
		q.Set("password", "xxxxx")
		u.RawQuery = q.Encode()
	}
	return u.Redacted()
}

// PostgresLockTimeout is the lock_timeout every Postgres connection of the
// bot carries (unless the URL sets one): how long a statement waits for a
// lock before Postgres gives up with lock_not_available, which IsBusy
// reports, as SQLite's busy timeout does.
const PostgresLockTimeout = "5s"

// The statements of the Postgres dialect. serialLockKey and
// instanceLockKey are advisory lock keys ("gogobee" and a number, as
// bytes): advisory locks belong to one database, so two bots on two
// databases of one server never meet.
const (
	serialLockKey       int64 = 0x676f676f62656501
	instanceLockKey     int64 = 0x676f676f62656502
	serialLockQuery           = "SELECT pg_advisory_xact_lock($1)"
	instanceLockQuery         = "SELECT pg_try_advisory_lock($1)"
	instanceUnlockQuery       = "SELECT pg_advisory_unlock($1)"
	collationQuery            = "SELECT datcollate FROM pg_database WHERE datname = current_database()"
	lockTimeoutQuery          = "SELECT current_setting('lock_timeout')"
)

// openPostgres opens the database dsn names through pgx's database/sql
// driver, with lock_timeout set on every connection (PostgresLockTimeout)
// and the application name "gogobee".
func openPostgres(dsn string) (*dbutil.Database, error) {
	cfg, err := pgx.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("GOGOBEE_DB is not a usable Postgres URL (%s): %w", Redact(dsn), err)
	}
	if _, ok := cfg.RuntimeParams["lock_timeout"]; !ok {
		cfg.RuntimeParams["lock_timeout"] = PostgresLockTimeout
	}
	if _, ok := cfg.RuntimeParams["application_name"]; !ok {
		cfg.RuntimeParams["application_name"] = "gogobee"
	}
	return wrapDB(stdlib.OpenDB(*cfg), "postgres", 16, 8)
}

// checkPostgres is SelfCheck on Postgres: the database sorts text by byte
// (collation C or POSIX), as SQLite does, so every list the bot orders
// comes out in the same order on both; and every pooled connection carries
// the lock timeout.
func (s *Store) checkPostgres(ctx context.Context) error {
	var collate string
	if err := s.DB.QueryRow(ctx, collationQuery).Scan(&collate); err != nil {
		return fmt.Errorf("database self-check: %w", err)
	}
	if collate != "C" && collate != "POSIX" && !strings.HasPrefix(collate, "C.") {
		return fmt.Errorf("database self-check: the database sorts text by the %q collation, and GogoBee needs the byte order "+
			"of collation \"C\" (lists and boards would come out in another order than on SQLite); create the database with "+
			"CREATE DATABASE name TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C' (docs/operations.md)", collate)
	}
	var timeout string
	if err := s.DB.QueryRow(ctx, lockTimeoutQuery).Scan(&timeout); err != nil {
		return fmt.Errorf("database self-check: %w", err)
	}
	if timeout == "0" {
		return errors.New("database self-check: lock_timeout is 0 (no limit): a locked database would hang commands; set lock_timeout in GOGOBEE_DB or leave it out")
	}
	return nil
}

// inTx reports whether ctx carries a transaction of db.
func inTx(ctx context.Context, db *dbutil.Database) bool {
	_, ok := db.Execable(ctx).(dbutil.Transaction)
	return ok
}

// runTx runs fn in one transaction of db, or in the one ctx already
// carries. On Postgres a new transaction first takes the transaction-level
// advisory lock serialLockKey, so the bot's transactions run one at a time
// there too, in the order SQLite's immediate transactions give: what a
// command read stays true until it commits, whatever else runs. The
// statements of pgSetup (SET LOCAL ...) run before the lock is taken, in
// a new Postgres transaction only.
func runTx(ctx context.Context, db *dbutil.Database, fn func(ctx context.Context) error, pgSetup ...string) error {
	if db.Dialect != dbutil.Postgres || inTx(ctx, db) {
		return db.DoTxn(ctx, nil, fn)
	}
	return db.DoTxn(ctx, nil, func(ctx context.Context) error {
		for _, stmt := range pgSetup {
			if _, err := db.Exec(ctx, stmt); err != nil {
				return err
			}
		}
		if _, err := db.Exec(ctx, serialLockQuery, serialLockKey); err != nil {
			return err
		}
		return fn(ctx)
	})
}

// savepoint runs fn inside a savepoint of ctx's transaction: when fn fails,
// what it wrote is rolled back, the transaction goes on, and fn's error is
// returned. Postgres ends a transaction at its first failed statement
// unless that statement ran inside a savepoint, so a statement whose
// failure the caller handles (a unique index's refusal) runs inside one.
// Outside a transaction fn runs as it is. name must be a plain SQL
// identifier.
func savepoint(ctx context.Context, db *dbutil.Database, name string, fn func() error) error {
	if !inTx(ctx, db) {
		return fn()
	}
	// A savepoint's name is an identifier, which SQL cannot take as a
	// parameter, so these three statements are built here.
	if _, err := db.Exec(ctx, "SAVEPOINT "+name); err != nil {
		return err
	}
	if err := fn(); err != nil {
		if _, rbErr := db.Exec(ctx, "ROLLBACK TO "+name); rbErr != nil {
			return fmt.Errorf("%w (and rolling back to %s: %v)", err, name, rbErr)
		}
		if _, relErr := db.Exec(ctx, "RELEASE "+name); relErr != nil {
			return fmt.Errorf("%w (and releasing %s: %v)", err, name, relErr)
		}
		return err
	}
	_, err := db.Exec(ctx, "RELEASE "+name)
	return err
}

// refusable runs fn, a statement whose failure the caller handles and
// goes on from (a unique index's refusal), so that the transaction goes on
// after it: inside a savepoint on Postgres (savepoint), as it is on
// SQLite, where a failed statement leaves its transaction usable.
func refusable(ctx context.Context, db *dbutil.Database, name string, fn func() error) error {
	if db.Dialect != dbutil.Postgres {
		return fn()
	}
	return savepoint(ctx, db, name, fn)
}

// dialectQuery is sqlite on SQLite and postgres on Postgres: for the few
// statements the two write differently.
func dialectQuery(db *dbutil.Database, sqlite, postgres string) string {
	if db.Dialect == dbutil.Postgres {
		return postgres
	}
	return sqlite
}

// lockWatchEvery is how often the connection holding a Postgres instance
// lock is asked whether it is still there (lockPostgres).
var lockWatchEvery = 15 * time.Second

// lockLost is called when the connection that held the Postgres instance
// lock was lost and another process holds the lock now: this process is no
// longer the only bot on the database. The default prints err and
// ends the process (exit status 1); tests replace it.
var lockLost = func(err error) {
	fmt.Fprintln(os.Stderr, "gogobee:", err)
	os.Exit(1)
}

// lockPostgres is Lock on Postgres: the session-level advisory lock
// instanceLockKey, taken with pg_try_advisory_lock on a connection of its
// own that is held for as long as the process runs the bot. Postgres drops
// the lock when that connection ends, however the process ends. A second
// bot on the same database is refused with ErrLocked. Should the
// connection be lost while the bot runs (a server restart), it is made
// again and the lock taken again; if another process took it meanwhile,
// the process ends (lockLost).
func lockPostgres(dsn string) (release func() error, err error) {
	cfg, err := pgx.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("GOGOBEE_DB is not a usable Postgres URL (%s): %w", Redact(dsn), err)
	}
	cfg.RuntimeParams["application_name"] = "gogobee (instance lock)"
	conn, err := takeInstanceLock(cfg)
	if err != nil {
		return nil, err
	}
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(lockWatchEvery)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				releaseInstanceLock(conn)
				return
			case <-tick.C:
			}
			ctx, cancel := context.WithTimeout(context.Background(), lockWatchEvery)
			err := conn.Ping(ctx)
			cancel()
			if err == nil {
				continue
			}
			_ = conn.Close(context.Background())
			next, err := takeInstanceLock(cfg)
			if errors.Is(err, ErrLocked) {
				lockLost(fmt.Errorf("lost the connection that held the database's lock, and another GogoBee holds it now: %w", err))
				return
			}
			if err == nil {
				conn = next
			}
			// Any other error: the server is away; try again at the next tick.
		}
	}()
	return func() error {
		close(stop)
		<-done
		return nil
	}, nil
}

// releaseInstanceLock unlocks the instance lock on conn, then closes it.
// The unlock is what makes release synchronous: a closed connection's
// server session drops its locks only once it has wound down, so a bot
// started at once after another stopped could still find the lock held.
func releaseInstanceLock(conn *pgx.Conn) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	// An unlock that fails (the connection is gone) leaves the lock to
	// the session's end, which Close brings.
	_, _ = conn.Exec(ctx, instanceUnlockQuery, instanceLockKey)
	_ = conn.Close(ctx)
}

// takeInstanceLock connects with cfg and takes the instance lock on that
// connection. Errors: ErrLocked (wrapped) when another session holds it,
// the connection's.
func takeInstanceLock(cfg *pgx.ConnConfig) (*pgx.Conn, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("lock the database %s: %w", Redact(cfg.ConnString()), err)
	}
	var ok bool
	if err := conn.QueryRow(ctx, instanceLockQuery, instanceLockKey).Scan(&ok); err != nil {
		_ = conn.Close(context.Background())
		return nil, fmt.Errorf("lock the database %s: %w", Redact(cfg.ConnString()), err)
	}
	if !ok {
		_ = conn.Close(context.Background())
		return nil, fmt.Errorf("%w: the Postgres database %s is held by another bot (advisory lock %d); stop the other one first",
			ErrLocked, Redact(cfg.ConnString()), instanceLockKey)
	}
	return conn, nil
}
