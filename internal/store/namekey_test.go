package store

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/rules"
)

var nameDay = time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)

// named is a level-1 Human Fighter called name, without the name rules
// (the store keys whatever name it is given).
func named(name string) rules.Character {
	c, err := rules.NewCharacter("Xx", rules.Fighter, rules.Human)
	if err != nil {
		panic(err)
	}
	c.Name = name
	return c
}

// createFor makes userID a player and stores a character called name.
func createFor(ctx context.Context, s *Store, userID id.UserID, name string) error {
	if _, err := s.Player.Ensure(ctx, userID, nameDay); err != nil {
		return err
	}
	return s.Character.Create(ctx, userID, named(name), nameDay)
}

func TestCharacterNamesAreUniqueIgnoringCaseAndLookAlikeLetters(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	require.NoError(t, createFor(ctx, s, "@a:x", "Wren"))
	for _, same := range []string{"Wren", "wren", "WREN", "Wr\u0435n"} {
		err := createFor(ctx, s, "@b:x", same)
		require.ErrorIs(t, err, ErrNameTaken, "%q", same)
		var taken *NameTakenError
		require.ErrorAs(t, err, &taken)
		assert.Equal(t, "Wren", taken.Holder, "the refusal names who has it")
	}
	_, ok, err := s.Character.Get(ctx, "@b:x")
	require.NoError(t, err)
	assert.False(t, ok, "a refused name stores nothing")

	require.NoError(t, createFor(ctx, s, "@b:x", "Wran"), "a different name is free")
	_, err = s.Character.Delete(ctx, "@a:x")
	require.NoError(t, err)
	require.NoError(t, createFor(ctx, s, "@c:x", "wren"), "a deleted character's name is free again")
}

func TestNameKeyMigrationKeepsExistingDuplicatesAndGuardsTheirName(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	ctx := context.Background()
	old := openAt(t, path, OpenOptions{UpgradeTable: UpgradeTable()[:10]})
	for user, name := range map[id.UserID]string{"@a:x": "Wren", "@b:x": "wren", "@c:x": "Brom"} {
		_, err := old.Player.Ensure(ctx, user, nameDay)
		require.NoError(t, err)
		_, err = old.DB.Exec(ctx, "INSERT INTO character (user_id, name, data, created_at, updated_at) VALUES ($1, $2, '{}', 1, 1)", user, name)
		require.NoError(t, err)
	}
	require.NoError(t, old.Close())

	s := openAt(t, path, OpenOptions{})
	version, _, err := s.SchemaVersion(ctx)
	require.NoError(t, err)
	assert.Equal(t, LatestVersion(), version, "two characters sharing a name do not stop the migration")
	keys, err := values[string](ctx, s.DB, "SELECT name_key FROM character ORDER BY user_id")
	require.NoError(t, err)
	assert.Equal(t, []string{rules.NameKey("Wren"), rules.NameKey("Wren"), rules.NameKey("Brom")}, keys, "both Wrens kept, every key filled")
	assert.ErrorIs(t, createFor(ctx, s, "@d:x", "WR\u0415N"), ErrNameTaken)
	assert.ErrorIs(t, createFor(ctx, s, "@d:x", "brom"), ErrNameTaken)

	var plan string
	require.NoError(t, s.DB.QueryRow(ctx, "EXPLAIN QUERY PLAN SELECT name FROM character WHERE name_key = 'x' AND user_id <> 'y' LIMIT 1").Scan(new(int), new(int), new(int), &plan))
	assert.Contains(t, plan, "character_name_key", "the check is one indexed lookup")
}

// A v12 database holds keys made by the key that lower-cased first, under
// which HOPE and the Cyrillic НОРЕ differed. v13 recomputes every key: both
// heroes keep their names, and neither look-alike is free any more.
func TestNameKeyMigrationV13JoinsLookAlikesMadeBeforeIt(t *testing.T) {
	path := filepath.Join(t.TempDir(), "v12.db")
	ctx := context.Background()
	old := openAt(t, path, OpenOptions{UpgradeTable: UpgradeTable()[:12]})
	hope, cyrillic := "HOPE", "\u041d\u041e\u0420\u0415"
	for user, row := range map[id.UserID][2]string{"@a:x": {hope, "hope"}, "@b:x": {cyrillic, "\u043d\u043e\u0440\u0435"}} {
		_, err := old.Player.Ensure(ctx, user, nameDay)
		require.NoError(t, err)
		_, err = old.DB.Exec(ctx, "INSERT INTO character (user_id, name, name_key, data, created_at, updated_at) VALUES ($1, $2, $3, '{}', 1, 1)", user, row[0], row[1])
		require.NoError(t, err)
	}
	version, _, err := old.SchemaVersion(ctx)
	require.NoError(t, err)
	require.Equal(t, 12, version)
	require.NoError(t, old.Close())

	s := openAt(t, path, OpenOptions{})
	version, _, err = s.SchemaVersion(ctx)
	require.NoError(t, err)
	assert.Equal(t, LatestVersion(), version, "v13 and every later migration ran")
	keys, err := values[string](ctx, s.DB, "SELECT name_key FROM character ORDER BY user_id")
	require.NoError(t, err)
	assert.Equal(t, []string{rules.NameKey(hope), rules.NameKey(hope)}, keys, "both heroes kept, one key")
	names, err := values[string](ctx, s.DB, "SELECT name FROM character ORDER BY user_id")
	require.NoError(t, err)
	assert.Equal(t, []string{hope, cyrillic}, names, "names untouched")
	for _, same := range []string{"Hope", "\u0397\u039f\u03a1\u0395", "\u041d\u043e\u0440\u0435"} {
		assert.ErrorIs(t, createFor(ctx, s, "@c:x", same), ErrNameTaken, "%q", same)
	}
}
