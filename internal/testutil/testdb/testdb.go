// Package testdb gives each test a database of its own on the backend the
// test run chose: a SQLite file in the test's temporary folder, or, when
// GOGOBEE_TEST_POSTGRES names a Postgres server (make test starts one with
// scripts/dev-postgres.sh), a fresh Postgres database on it, dropped when
// the test ends. A test that opens its database through Path runs on
// either; one that needs Postgres asks Postgres, which skips the test,
// saying so, when no server was given.
package testdb

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"
)

// EnvPostgres is the variable naming the Postgres server the tests run
// on: a URL of a role that may create databases, such as
// postgres://gogobee:secret@127.0.0.1:5432/postgres.
const EnvPostgres = "GOGOBEE_TEST_POSTGRES"

// OnPostgres reports whether this test run uses Postgres (EnvPostgres is
// set).
func OnPostgres() bool { return os.Getenv(EnvPostgres) != "" }

// Path is the database of a test: with EnvPostgres set, the URL of a fresh
// Postgres database (Postgres); else the SQLite file name in the test's
// temporary folder, not created yet.
func Path(t testing.TB, name string) string {
	t.Helper()
	if OnPostgres() {
		return Postgres(t)
	}
	return filepath.Join(t.TempDir(), name)
}

// Postgres is the URL of a fresh, empty Postgres database on the server
// EnvPostgres names, made with the C collation (text sorts by byte, as in
// SQLite) and dropped when the test ends. Without EnvPostgres the test is
// skipped with a message naming the variable and the script that starts a
// server.
func Postgres(t testing.TB) string {
	t.Helper()
	server := os.Getenv(EnvPostgres)
	if server == "" {
		t.Skipf("no Postgres to run on: set %s to a server's URL (scripts/dev-postgres.sh start prints one; make test does it)", EnvPostgres)
	}
	name := newName(t)
	admin := adminConn(t, server)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	mu.Lock()
	_, err := admin.Exec(ctx, fmt.Sprintf(`CREATE DATABASE %s TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`, name))
	mu.Unlock()
	require.NoError(t, err, "create the test database %s", name)
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		mu.Lock()
		defer mu.Unlock()
		if _, err := admin.Exec(ctx, fmt.Sprintf("DROP DATABASE IF EXISTS %s WITH (FORCE)", name)); err != nil {
			t.Errorf("drop the test database %s: %v", name, err)
		}
	})
	u, err := url.Parse(server)
	require.NoError(t, err, "%s is not a URL", EnvPostgres)
	u.Path = "/" + name
	return u.String()
}

// newName is a database name no other test uses.
func newName(t testing.TB) string {
	var b [8]byte
	_, err := rand.Read(b[:])
	require.NoError(t, err)
	return "gogobee_test_" + hex.EncodeToString(b[:])
}

var (
	mu    sync.Mutex // one admin statement at a time on the shared connection
	admin *pgx.Conn
)

// adminConn is the process's connection to server, made once.
func adminConn(t testing.TB, server string) *pgx.Conn {
	t.Helper()
	mu.Lock()
	defer mu.Unlock()
	if admin == nil {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		conn, err := pgx.Connect(ctx, server)
		require.NoError(t, err, "connect to the Postgres server of %s", EnvPostgres)
		admin = conn
	}
	return admin
}
