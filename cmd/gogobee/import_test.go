package main

import (
	"database/sql"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
)

// originalDB writes an original GogoBee database holding only its
// dnd_character table (the import reads the other tables when present)
// with one confirmed Bard.
func originalDB(t *testing.T, dir string) string {
	t.Helper()
	path := filepath.Join(dir, "original.db")
	raw, err := sql.Open("sqlite", store.DSN(path))
	require.NoError(t, err)
	_, err = raw.Exec(`
		CREATE TABLE dnd_character (user_id TEXT PRIMARY KEY, race TEXT NOT NULL DEFAULT '', class TEXT NOT NULL DEFAULT '',
			dnd_level INTEGER NOT NULL DEFAULT 1, dnd_xp INTEGER NOT NULL DEFAULT 0, str_score INTEGER NOT NULL DEFAULT 8,
			dex_score INTEGER NOT NULL DEFAULT 8, con_score INTEGER NOT NULL DEFAULT 8, int_score INTEGER NOT NULL DEFAULT 8,
			wis_score INTEGER NOT NULL DEFAULT 8, cha_score INTEGER NOT NULL DEFAULT 8, hp_current INTEGER NOT NULL DEFAULT 0,
			hp_max INTEGER NOT NULL DEFAULT 0, pending_setup INTEGER NOT NULL DEFAULT 1);
		INSERT INTO dnd_character VALUES ('@lark:example.org', 'tiefling', 'bard', 2, 400, 8, 14, 13, 10, 12, 17, 15, 15, 0);`)
	require.NoError(t, err)
	require.NoError(t, raw.Close())
	return path
}

func TestImportOriginalReportsAndImportsOnce(t *testing.T) {
	dir := t.TempDir()
	from := originalDB(t, dir)
	dst := filepath.Join(dir, "gogobee.db")
	out, code := gogobeeProc(t, dir, nil, "", "import-original", "--from", from, "--db", dst)
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "1 characters, 0 zone runs, 0 left out, 0 imported before")
	assert.Contains(t, out, "@lark:example.org: lark, mage level 2")
	assert.Contains(t, out, "- class: bard becomes mage (this game has no bard)")

	out, code = gogobeeProc(t, dir, nil, "", "import-original", "--from", from, "--db", dst)
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "0 characters, 0 zone runs, 0 left out, 1 imported before")
}

func TestImportOriginalRefusesToWriteIntoTheOriginal(t *testing.T) {
	dir := t.TempDir()
	from := originalDB(t, dir)
	before, err := os.ReadFile(from)
	require.NoError(t, err)
	out, code := gogobeeProc(t, dir, nil, "", "import-original", "--from", from, "--db", from)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, out, "the original's file is read, never migrated")

	cp := filepath.Join(dir, "copy.db")
	require.NoError(t, os.WriteFile(cp, before, 0o600))
	out, code = gogobeeProc(t, dir, nil, "", "import-original", "--from", from, "--db", cp)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, out, "is an original GogoBee's database too")
	after, err := os.ReadFile(from)
	require.NoError(t, err)
	assert.Equal(t, before, after, "the original is untouched")

	out, code = gogobeeProc(t, dir, nil, "", "import-original", "--db", cp)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, out, "--from FILE")
}
