// Package dbtemplate gives a test a fresh SQLite database already migrated
// to the latest schema: a copy of one template migrated once a process.
package dbtemplate

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
)

// template is the bytes of a SQLite database migrated to the latest
// schema, made once a process: migrating a fresh file for each of the
// hundreds of bots a test package opens would do the same work each time.
var template = sync.OnceValues(func() ([]byte, error) {
	dir, err := os.MkdirTemp("", "plugintest-template-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "template.db")
	st, err := store.Open(context.Background(), path, store.OpenOptions{})
	if err != nil {
		return nil, err
	}
	if err := st.Close(); err != nil { // the last connection folds the WAL into the file
		return nil, err
	}
	return os.ReadFile(path)
})

// Copy writes the migrated template database to path, a fresh file of
// t's: a bot opened on it starts as on a new database, the migrations
// already applied by this process's store.Open (so it may be opened with
// store.OpenOptions.CheckedCopy).
func Copy(t testing.TB, path string) {
	t.Helper()
	data, err := template()
	require.NoError(t, err, "the migrated template database")
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o750))
	require.NoError(t, os.WriteFile(path, data, 0o600))
}
