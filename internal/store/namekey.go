package store

import (
	"context"
	"errors"
	"fmt"

	"go.mau.fi/util/dbutil"

	"github.com/gogobee/gogobee/internal/rules"
)

// ErrNameTaken is matched (errors.Is) by the *NameTakenError CharacterQuery.Create
// returns when another character's name has the same key (rules.NameKey).
var ErrNameTaken = errors.New("another character has that name")

// NameTakenError says which character already holds a name: Holder is its
// name as stored ("Wren" for a wanted "wrеn").
type NameTakenError struct{ Holder string }

func (e *NameTakenError) Error() string { return fmt.Sprintf("the name is taken by %s", e.Holder) }

// Is makes errors.Is(err, ErrNameTaken) hold.
func (e *NameTakenError) Is(target error) bool { return target == ErrNameTaken }

// The name-key migrations read every character's name and write its key.
const (
	nameKeysReadQuery  = "SELECT user_id, name FROM character"
	nameKeysWriteQuery = "UPDATE character SET name_key = $1 WHERE user_id = $2"
)

// characterNameKeysUpgrade sets the name key (rules.NameKey) of every
// character: migration v12 fills it for the characters created before v11
// added the column, v13 recomputes it with the key that also joins
// capital, whole-script and full-width look-alikes. Characters whose keys
// collide keep their names; only new names are checked.
func characterNameKeysUpgrade(ctx context.Context, db *dbutil.Database) error {
	rows, err := db.Query(ctx, nameKeysReadQuery)
	if err != nil {
		return err
	}
	keys := map[string]string{}
	for rows.Next() {
		var user, name string
		if err := rows.Scan(&user, &name); err != nil {
			_ = rows.Close()
			return err
		}
		keys[user] = rules.NameKey(name)
	}
	if err := errors.Join(rows.Err(), rows.Close()); err != nil {
		return err
	}
	for user, key := range keys {
		if _, err := db.Exec(ctx, nameKeysWriteQuery, key, user); err != nil {
			return fmt.Errorf("name key of %s: %w", user, err)
		}
	}
	return nil
}
