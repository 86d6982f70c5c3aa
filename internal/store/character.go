package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/rules"
)

// ErrCharacterExists is returned by CreateCharacter when the player already has one.
var ErrCharacterExists = fmt.Errorf("the player already has a character")

// GetCharacter loads the character of userID; ok is false when there is none.
func (s *Store) GetCharacter(ctx context.Context, userID string) (c rules.Character, ok bool, err error) {
	var data string
	err = s.DB.QueryRow(ctx, "SELECT data FROM character WHERE user_id = $1", userID).Scan(&data)
	if isNoRows(err) {
		return rules.Character{}, false, nil
	}
	if err != nil {
		return rules.Character{}, false, err
	}
	if err := json.Unmarshal([]byte(data), &c); err != nil {
		return rules.Character{}, false, fmt.Errorf("character of %s is unreadable: %w", userID, err)
	}
	return c, true, nil
}

// CreateCharacter stores a new character for userID at now. It returns
// ErrCharacterExists when the player already has one (one per player).
func (s *Store) CreateCharacter(ctx context.Context, userID string, c rules.Character, now time.Time) error {
	data, err := json.Marshal(c)
	if err != nil {
		return err
	}
	res, err := s.DB.Exec(ctx,
		`INSERT INTO character (user_id, name, data, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
		 ON CONFLICT (user_id) DO NOTHING`,
		userID, c.Name, string(data), now.UnixMilli())
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return ErrCharacterExists
	}
	return nil
}

// SaveCharacter replaces the stored character of userID. It fails when the
// player has no character.
func (s *Store) SaveCharacter(ctx context.Context, userID string, c rules.Character, now time.Time) error {
	data, err := json.Marshal(c)
	if err != nil {
		return err
	}
	res, err := s.DB.Exec(ctx, "UPDATE character SET name = $2, data = $3, updated_at = $4 WHERE user_id = $1",
		userID, c.Name, string(data), now.UnixMilli())
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return fmt.Errorf("no character to save for %s", userID)
	}
	return nil
}

// DeleteCharacter removes the character of userID, ends its fight and
// abandons its active zone run (a new character starts from the threshold);
// it reports whether there was a character.
func (s *Store) DeleteCharacter(ctx context.Context, userID string) (bool, error) {
	if _, err := s.DB.Exec(ctx, "DELETE FROM fight WHERE user_id = $1", userID); err != nil {
		return false, err
	}
	if _, err := s.DB.Exec(ctx,
		"UPDATE dnd_zone_run SET status = 'abandoned', ended_at = updated_at WHERE user_id = $1 AND status = 'active'",
		userID); err != nil {
		return false, err
	}
	res, err := s.DB.Exec(ctx, "DELETE FROM character WHERE user_id = $1", userID)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// CharacterCreatedAt returns when userID's current character was created;
// ok is false when they have none. Expeditions and zone runs that began
// before it belonged to an earlier, deleted character.
func (s *Store) CharacterCreatedAt(ctx context.Context, userID string) (time.Time, bool, error) {
	var ms int64
	err := s.DB.QueryRow(ctx, "SELECT created_at FROM character WHERE user_id = $1", userID).Scan(&ms)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, err
	}
	return time.UnixMilli(ms).UTC(), true, nil
}
