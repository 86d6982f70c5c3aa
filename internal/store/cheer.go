package store

import (
	"context"
	"time"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/id"
)

// CheerQuery reads and writes fork_cheer, who cheered at which fork
// prompt (Store.Cheer).
type CheerQuery struct{ db *dbutil.Database }

const (
	firstCheerQuery  = "INSERT INTO fork_cheer (ref, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (ref, user_id) DO NOTHING"
	pruneCheersQuery = "DELETE FROM fork_cheer WHERE created_at < $1"
)

// First records that userID cheered at the fork prompt ref at now and
// reports whether it is their first cheer there (false: one line was
// shown already, so no second is).
func (q *CheerQuery) First(ctx context.Context, ref string, userID id.UserID, now time.Time) (bool, error) {
	return changedOne(q.db.Exec(ctx, firstCheerQuery, ref, userID, now.UnixMilli()))
}

// Prune forgets the cheers recorded before before and returns how many
// rows went (the retention job; a prompt that old was answered long ago).
func (q *CheerQuery) Prune(ctx context.Context, before time.Time) (int64, error) {
	return rowsAffected(q.db.Exec(ctx, pruneCheersQuery, before.UnixMilli()))
}
