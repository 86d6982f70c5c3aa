package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/rules"
)

// ErrCharacterExists is returned by CharacterQuery.Create when the player
// already has one.
var ErrCharacterExists = fmt.Errorf("the player already has a character")

// CharacterQuery reads and writes the character table and the XP log
// the boards count (xp_gain) (Store.Character). Deleting a character
// also clears what it left in the other tables (Delete).
type CharacterQuery struct {
	db    *dbutil.Database
	kv    *KVQuery
	chars *dbutil.QueryHelper[*jsonRow[rules.Character]]
}

const (
	getCharacterQuery    = "SELECT data FROM character WHERE user_id = $1"
	createCharacterQuery = `INSERT INTO character (user_id, name, name_key, data, xp, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)
		ON CONFLICT (user_id) DO NOTHING`
	logXPGainQuery     = "INSERT INTO xp_gain (user_id, at, delta) SELECT user_id, $2, $3 - xp FROM character WHERE user_id = $1 AND xp <> $3"
	saveCharacterQuery = "UPDATE character SET name = $2, name_key = $3, data = $4, xp = $5, updated_at = $6 WHERE user_id = $1"
	// saveCharacterNarrowQuery is saveCharacterQuery for a character
	// whose name keeps its value (saveRow).
	saveCharacterNarrowQuery = "UPDATE character SET data = $4, xp = $5, updated_at = $6 WHERE user_id = $1 AND name = $2 AND name_key = $3"
	characterCreatedQuery    = "SELECT created_at FROM character WHERE user_id = $1"
	nameHolderQuery          = "SELECT name FROM character WHERE name_key = $1 AND user_id <> $2 LIMIT 1"

	// What deleting a character clears, in this order.
	deleteCharacterFightQuery = "DELETE FROM fight WHERE user_id = $1"
	abandonCharacterRunQuery  = "UPDATE dnd_zone_run SET status = 'abandoned', ended_at = updated_at WHERE user_id = $1 AND status = 'active'"
	lastCharacterRunQuery     = "SELECT COALESCE(MAX(run_id), 0) FROM dnd_zone_run WHERE user_id = $1"
	lastCharacterExpQuery     = "SELECT COALESCE(MAX(id), 0) FROM expedition WHERE user_id = $1"
	deleteCharacterXPQuery    = "DELETE FROM xp_gain WHERE user_id = $1"
	deleteCharacterQuery      = "DELETE FROM character WHERE user_id = $1"
)

// Get loads the character of userID; ok is false when there is none.
// Errors: the store's, or a character that does not decode.
func (q *CharacterQuery) Get(ctx context.Context, userID id.UserID) (c rules.Character, ok bool, err error) {
	return oneJSON(ctx, q.chars, "character of "+string(userID), getCharacterQuery, userID)
}

// Create stores a new character for userID at now, in one transaction
// (joining the caller's). It returns ErrCharacterExists when the player
// already has one (one per player), and a *NameTakenError (errors.Is
// ErrNameTaken) when any character, in any room, has a name with the same
// key (rules.NameKey: case and look-alike letters ignored).
func (q *CharacterQuery) Create(ctx context.Context, userID id.UserID, c rules.Character, now time.Time) error {
	data, err := json.Marshal(c)
	if err != nil {
		return err
	}
	key := rules.NameKey(c.Name)
	return runTx(ctx, q.db, func(ctx context.Context) error {
		if holder, taken, err := q.nameHolder(ctx, key, userID); err != nil {
			return err
		} else if taken {
			return &NameTakenError{Holder: holder}
		}
		created, err := changedOne(q.db.Exec(ctx, createCharacterQuery,
			userID, c.Name, key, string(data), c.XP, now.UnixMilli()))
		if err == nil && !created {
			return ErrCharacterExists
		}
		return err
	})
}

// nameHolder returns the name of another player's character whose key is
// key; ok is false when there is none. One lookup on the
// character_name_key index.
func (q *CharacterQuery) nameHolder(ctx context.Context, key string, userID id.UserID) (name string, ok bool, err error) {
	return value[string](ctx, q.db, nameHolderQuery, key, userID)
}

// Save replaces the stored character of userID. It fails when the player
// has no character. The name and its key are rewritten as stored in c; a
// name is only ever chosen (and checked) at creation. A change of XP is
// play: it is logged at now for the week's XP board (rules §12.1).
func (q *CharacterQuery) Save(ctx context.Context, userID id.UserID, c rules.Character, now time.Time) error {
	return q.save(ctx, userID, c, now, true)
}

// SaveGranted saves c as Save does, for an operator's grant (`!admin
// grant`): the XP it gives is not play, so no board counts it (rules
// §12.1).
func (q *CharacterQuery) SaveGranted(ctx context.Context, userID id.UserID, c rules.Character, now time.Time) error {
	return q.save(ctx, userID, c, now, false)
}

// save writes c, logging its change of XP in xp_gain when played.
func (q *CharacterQuery) save(ctx context.Context, userID id.UserID, c rules.Character, now time.Time, played bool) error {
	data, err := json.Marshal(c)
	if err != nil {
		return err
	}
	return runTx(ctx, q.db, func(ctx context.Context) error {
		if played {
			if _, err := q.db.Exec(ctx, logXPGainQuery, userID, now.UnixMilli(), c.XP); err != nil {
				return err
			}
		}
		return saveRow(ctx, q.db, "the character of "+string(userID), saveCharacterNarrowQuery, saveCharacterQuery,
			userID, c.Name, rules.NameKey(c.Name), string(data), c.XP, now.UnixMilli())
	})
}

// Delete removes the character of userID and the XP it earned this week
// for the boards, ends its fight, abandons its active zone run (a new
// character starts from the threshold) and drops the gift and the trade
// offer it left unanswered (they were the old character's); it reports
// whether there was a character.
func (q *CharacterQuery) Delete(ctx context.Context, userID id.UserID) (bool, error) {
	if _, err := q.db.Exec(ctx, deleteCharacterFightQuery, userID); err != nil {
		return false, err
	}
	for _, key := range []string{KeyGiftPrefix + string(userID), KeyTradePrefix + string(userID)} {
		if err := q.kv.Delete(ctx, key); err != nil {
			return false, err
		}
	}
	if err := q.dropOffersTo(ctx, userID); err != nil {
		return false, err
	}
	if _, err := q.db.Exec(ctx, abandonCharacterRunQuery, userID); err != nil {
		return false, err
	}
	if err := q.setHistoryFloor(ctx, userID); err != nil {
		return false, err
	}
	// its XP leaves the boards with it (rules §12.1)
	if _, err := q.db.Exec(ctx, deleteCharacterXPQuery, userID); err != nil {
		return false, err
	}
	return changedOne(q.db.Exec(ctx, deleteCharacterQuery, userID))
}

// setHistoryFloor records the last zone run and expedition of userID's
// character being deleted (KeyHistoryFloorPrefix), so the next
// character's views leave them out even when both characters' records
// share a timestamp (HistoryFloor).
func (q *CharacterQuery) setHistoryFloor(ctx context.Context, userID id.UserID) error {
	run, _, err := value[int64](ctx, q.db, lastCharacterRunQuery, userID)
	if err != nil {
		return err
	}
	exp, _, err := value[int64](ctx, q.db, lastCharacterExpQuery, userID)
	if err != nil {
		return err
	}
	return q.kv.Set(ctx, KeyHistoryFloorPrefix+string(userID), fmt.Sprintf("%d %d", run, exp))
}

// HistoryFloor returns the last zone run ID and expedition ID of userID's
// deleted characters (0, 0 when none was deleted): records with an ID at
// or below them are an earlier character's. Errors: the store's, or an
// unreadable floor.
func (q *CharacterQuery) HistoryFloor(ctx context.Context, userID id.UserID) (run, exp int64, err error) {
	v, ok, err := q.kv.Get(ctx, KeyHistoryFloorPrefix+string(userID))
	if err != nil || !ok {
		return 0, 0, err
	}
	if _, err := fmt.Sscanf(v, "%d %d", &run, &exp); err != nil {
		return 0, 0, fmt.Errorf("history floor of %s is unreadable (%q): %w", userID, v, err)
	}
	return run, exp, nil
}

// CreatedAt returns when userID's current character was created; ok is
// false when they have none. Expeditions and zone runs that began before
// it belonged to an earlier, deleted character.
func (q *CharacterQuery) CreatedAt(ctx context.Context, userID id.UserID) (time.Time, bool, error) {
	return timeValue(ctx, q.db, characterCreatedQuery, userID)
}

// dropOffersTo deletes the trade offers waiting for userID's answer (their
// "to" field, internal/plugins/gift): they were made to the character
// being deleted.
func (q *CharacterQuery) dropOffersTo(ctx context.Context, userID id.UserID) error {
	offers, err := q.kv.WithPrefix(ctx, KeyTradePrefix)
	if err != nil {
		return err
	}
	for key, raw := range offers {
		var o struct {
			To string `json:"to"`
		}
		if json.Unmarshal([]byte(raw), &o) == nil && id.UserID(o.To) == userID {
			if err := q.kv.Delete(ctx, key); err != nil {
				return err
			}
		}
	}
	return nil
}
