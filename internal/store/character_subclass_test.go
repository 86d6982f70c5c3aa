package store

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// beforeSubclasses is a level-5 fighter's row as the store wrote it before
// subclasses (rules §1.11): version 1, no subclass fields.
const beforeSubclasses = `{"version":1,"name":"Old Brom","class":"fighter","race":"dwarf","level":5,"xp":2700,` +
	`"abilities":{"str":17,"dex":13,"con":16,"int":9,"wis":13,"cha":9},"hp":74,"hit_dice":5,"slots":[0,0,0,0,0,0,0,0,0],` +
	`"resources":{"action_surge":1,"second_wind":1},"equipment":{"armor":"chain_mail_t1","main_hand":"longsword_t1","off_hand":"shield_t1"},` +
	`"inventory":{"potion_of_healing":1},"kit":{"chain_mail_t1":1,"longsword_t1":1,"potion_of_healing":1,"shield_t1":1},"coins":150}`

// oldCharacterFile is a database (opened by open: openTemp or
// openSQLiteFile) holding beforeSubclasses as @old:x's character, closed.
func oldCharacterFile(t *testing.T, open func(*testing.T) (*Store, string)) string {
	t.Helper()
	s, path := open(t)
	ctx := context.Background()
	_, err := s.Player.Ensure(ctx, "@old:x", time.UnixMilli(1))
	require.NoError(t, err)
	_, err = s.DB.Exec(ctx, `INSERT INTO character (user_id, name, name_key, data, created_at, updated_at) VALUES ('@old:x', 'Old Brom', $1, $2, 1, 1)`,
		rules.NameKey("Old Brom"), beforeSubclasses)
	require.NoError(t, err)
	require.NoError(t, s.Close())
	return path
}

// choosesAtOnce loads @old:x's character from s, shows it has no subclass
// and picks one free, saves it and reads it back (rules §1.11: a character
// made before subclasses may choose at once from level 3).
func choosesAtOnce(t *testing.T, s *Store) {
	t.Helper()
	ctx := context.Background()
	now := time.Date(2026, 12, 7, 9, 0, 0, 0, time.UTC)
	c, ok, err := s.Character.Get(ctx, "@old:x")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, rules.SubclassID(""), c.Subclass)
	assert.True(t, c.SubclassSince.IsZero())
	assert.True(t, c.MayChooseSubclass())

	next, choice, err := rules.ChooseSubclass(c, "champion", now)
	require.NoError(t, err)
	assert.Zero(t, choice.Cost, "the first pick is free")
	require.NoError(t, s.Character.Save(ctx, "@old:x", next, now))
	again, _, err := s.Character.Get(ctx, "@old:x")
	require.NoError(t, err)
	assert.Equal(t, rules.SubclassID("champion"), again.Subclass)
	assert.Equal(t, now, again.SubclassSince.UTC())
	assert.Equal(t, rules.CharacterVersion, again.Version, "an added field with omitempty needs no new version")
	var data string
	require.NoError(t, s.DB.QueryRow(ctx, "SELECT data FROM character WHERE user_id = '@old:x'").Scan(&data))
	assert.Contains(t, data, `"subclass":"champion"`)
}

// A character saved before subclasses loads from a database file and can
// choose one at once: no migration reads it.
func TestACharacterSavedBeforeSubclassesLoadsAndChooses(t *testing.T) {
	s := openAt(t, oldCharacterFile(t, openTemp), OpenOptions{})
	choosesAtOnce(t, s)
}

// A backup taken before subclasses restores, opens, and its character can
// choose one.
func TestABackupFromBeforeSubclassesRestoresAndItsCharacterChooses(t *testing.T) {
	ctx := context.Background()
	old := openAt(t, oldCharacterFile(t, openSQLiteFile), OpenOptions{})
	backup := filepath.Join(t.TempDir(), "backup.db")
	_, err := old.Backup(ctx, backup)
	require.NoError(t, err)

	live, path := openSQLiteFile(t)
	require.NoError(t, live.Close())
	_, err = Restore(ctx, backup, path, time.Date(2026, 12, 7, 8, 0, 0, 0, time.UTC))
	require.NoError(t, err)
	choosesAtOnce(t, openAt(t, path, OpenOptions{}))
}
