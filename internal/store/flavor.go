package store

import (
	"context"
	"encoding/json"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/id"
)

// FlavorQuery reads and writes flavor_last, the line each player last
// read in each situation, so the next line differs (Store.Flavor).
type FlavorQuery struct {
	db   *dbutil.Database
	mems *dbutil.QueryHelper[*jsonRow[map[string]int]]
}

const (
	getFlavorQuery = "SELECT data FROM flavor_last WHERE user_id = $1"
	setFlavorQuery = `INSERT INTO flavor_last (user_id, data) VALUES ($1, $2)
		ON CONFLICT (user_id) DO UPDATE SET data = excluded.data`
)

// Memory returns the index of the line userID last read in each
// situation (empty when none was recorded). Errors: the store's, or a
// memory that does not decode.
func (q *FlavorQuery) Memory(ctx context.Context, userID id.UserID) (map[string]int, error) {
	mem, ok, err := oneJSON(ctx, q.mems, "line memory of "+string(userID), getFlavorQuery, userID)
	if err != nil {
		return nil, err
	}
	if !ok || mem == nil {
		mem = map[string]int{}
	}
	return mem, nil
}

// SetMemory stores the indices of the lines userID last read, by
// situation.
func (q *FlavorQuery) SetMemory(ctx context.Context, userID id.UserID, mem map[string]int) error {
	data, err := json.Marshal(mem)
	if err != nil {
		return err
	}
	_, err = q.db.Exec(ctx, setFlavorQuery, userID, string(data))
	return err
}
