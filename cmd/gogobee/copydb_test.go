package main

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

func TestCopyDBRefusesWhatItCannotCopy(t *testing.T) {
	ctx := context.Background()
	file := filepath.Join(t.TempDir(), "g.db")
	err := run(ctx, []string{"copy-db", "--from", file})
	assert.ErrorContains(t, err, "usage: gogobee copy-db")
	err = run(ctx, []string{"copy-db", "--from", file, "--to", "postgres://h/db"})
	assert.ErrorContains(t, err, "no SQLite database at")
	st, err := store.Open(ctx, file, store.OpenOptions{})
	require.NoError(t, err)
	require.NoError(t, st.Close())
	err = run(ctx, []string{"copy-db", "--from", file, "--to", filepath.Join(t.TempDir(), "other.db")})
	assert.ErrorContains(t, err, "is not a Postgres URL")
}

// The whole command on a real Postgres: a game copied, counted, and the
// password kept out of what it prints.
func TestCopyDBCopiesAFileIntoPostgres(t *testing.T) {
	pg := testdb.Postgres(t)
	ctx := context.Background()
	file := filepath.Join(t.TempDir(), "g.db")
	st, err := store.Open(ctx, file, store.OpenOptions{})
	require.NoError(t, err)
	require.NoError(t, st.KV.Set(ctx, "marker", "copied"))
	require.NoError(t, st.Close())
	require.NoError(t, run(ctx, []string{"copy-db", "--from", file, "--to", pg}))
	dst, err := store.Open(ctx, pg, store.OpenOptions{})
	require.NoError(t, err)
	defer dst.Close()
	v, ok, err := dst.KV.Get(ctx, "marker")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "copied", v)

	var out bytes.Buffer
	printCopyReport(&out, file, store.Redact("postgres://u:secret@h/db"), store.CopyReport{
		Tables: []store.TableCopy{{Table: "kv", Rows: 1}, {Table: "player", Rows: 2}},
		Left:   []string{"dnd_zone_run.current_room"}})
	assert.Contains(t, out.String(), "kv")
	assert.Contains(t, out.String(), "(2 tables)")
	assert.Contains(t, out.String(), "Left behind: dnd_zone_run.current_room")
	assert.NotContains(t, out.String(), "secret")
}
