package store

import (
	"context"
	"time"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/id"
)

// FightQuery reads and writes fight, the raw combat state of each
// player's turn-by-turn fight (Store.Fight). The combat plugin owns the
// JSON shape.
type FightQuery struct{ db *dbutil.Database }

const (
	getFightQuery  = "SELECT data FROM fight WHERE user_id = $1"
	saveFightQuery = `INSERT INTO fight (user_id, data, started_at, updated_at) VALUES ($1, $2, $3, $3)
		ON CONFLICT (user_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`
	endFightQuery = "DELETE FROM fight WHERE user_id = $1"
)

// Get loads the raw combat state JSON of userID's fight in progress; ok
// is false when the player is not in a turn-by-turn fight.
func (q *FightQuery) Get(ctx context.Context, userID id.UserID) (data []byte, ok bool, err error) {
	text, ok, err := value[string](ctx, q.db, getFightQuery, userID)
	if !ok {
		return nil, false, err
	}
	return []byte(text), true, nil
}

// Save stores (creating or replacing) userID's fight state at now.
func (q *FightQuery) Save(ctx context.Context, userID id.UserID, data []byte, now time.Time) error {
	_, err := q.db.Exec(ctx, saveFightQuery, userID, string(data), now.UnixMilli())
	return err
}

// End deletes userID's fight state; a missing fight is not an error.
func (q *FightQuery) End(ctx context.Context, userID id.UserID) error {
	_, err := q.db.Exec(ctx, endFightQuery, userID)
	return err
}
