package store

import (
	"context"

	"go.mau.fi/util/dbutil"
)

// Well-known keys of the kv table.
const (
	KeySyncToken      = "matrix.next_batch"   // the last persisted sync position
	KeyDeviceID       = "matrix.device_id"    // device ID reused across restarts
	KeyAccessToken    = "matrix.access_token" // token obtained by password login
	KeyDevClockOffset = "clock.dev_offset"    // dev clock offset, a Go duration string
	KeyWorldSeed      = "world.seed"          // the seed every random stream derives from
	KeyLastBackup     = "backup.last"         // the last nightly backup: RFC 3339 time, a tab, its path
	KeyPickleKey      = "crypto.pickle_key"   // the generated pickle key, or "sha256:" and the hash of GOGOBEE_PICKLE_KEY
	KeyRecovering     = "matrix.recovering"   // set while a fresh sync after a rejected position has stored no position yet
	KeyPeteBoard      = "pete.board"          // the first places of the announce room's boards at Pete's last post (JSON, board.Leader by board)
	// KeyRoomStatePrimed is the device whose encryption read every joined
	// room's full state once.
	KeyRoomStatePrimed = "crypto.state_primed"
	// KeyDeviceStatus is what `!admin status` shows about the bot's
	// device: its ID, a tab, then plain text saying whether it is
	// cross-signed and how to fix what is not (written by the Matrix
	// transport at each start).
	KeyDeviceStatus = "matrix.device_status"
)

// KVQuery reads and writes the kv table: one text value per key
// (Store.KV).
type KVQuery struct {
	db    *dbutil.Database
	pairs *dbutil.QueryHelper[*kvPair]
}

const (
	getKVQuery    = "SELECT value FROM kv WHERE key = $1"
	setKVQuery    = "INSERT INTO kv (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value"
	deleteKVQuery = "DELETE FROM kv WHERE key = $1"
	kvPrefixQuery = "SELECT key, value FROM kv WHERE substr(key, 1, length(CAST($1 AS TEXT))) = $1"
)

// Get returns the value stored under key, and false when there is none.
func (q *KVQuery) Get(ctx context.Context, key string) (string, bool, error) {
	return value[string](ctx, q.db, getKVQuery, key)
}

// Set stores value under key, replacing any earlier value.
func (q *KVQuery) Set(ctx context.Context, key, value string) error {
	_, err := q.db.Exec(ctx, setKVQuery, key, value)
	return err
}

// Delete removes key; removing a missing key is not an error.
func (q *KVQuery) Delete(ctx context.Context, key string) error {
	_, err := q.db.Exec(ctx, deleteKVQuery, key)
	return err
}

// KeyPendingInvitePrefix starts the kv keys of the invites the Matrix
// transport has accepted but not yet joined ("matrix.invite." + room ID;
// the value is the inviter, a tab, and "direct" for a DM invite).
const KeyPendingInvitePrefix = "matrix.invite."

// KeyInviteJoinsPrefix, followed by a user ID, holds when the Matrix
// transport accepted that user's invites in the last hour (Unix
// milliseconds, space-separated), for its cap on rooms joined per inviter.
const KeyInviteJoinsPrefix = "matrix.invite_joins."

// KeyAwaitingKeysPrefix, followed by an event ID, holds (as JSON) an
// encrypted message whose keys had not arrived when the bot last looked.
const KeyAwaitingKeysPrefix = "matrix.awaiting_keys."

// KeyHistoryFloorPrefix, followed by a user ID, holds the last zone run ID
// and the last expedition ID (a space between) the user's deleted
// character owned: history at or below them belongs to that character.
const KeyHistoryFloorPrefix = "history.floor."

// KeyUnreadablePrefix, followed by a user ID, holds when that user was last
// told the bot could not decrypt their message (RFC 3339).
const KeyUnreadablePrefix = "matrix.unreadable."

// KeyGiftPrefix, followed by a user ID, holds the gift that user asked to
// give and has not yet confirmed (`!give`, rules §4.6); KeyTradePrefix,
// followed by a user ID, the trade offer that user made and nobody has
// answered (`!trade`, rules §4.7). Deleting the character drops both.
const (
	KeyGiftPrefix  = "give:"
	KeyTradePrefix = "trade:"
)

// WithPrefix returns every key starting with prefix and its value.
func (q *KVQuery) WithPrefix(ctx context.Context, prefix string) (map[string]string, error) {
	pairs := q.pairs.QueryManyIter(ctx, kvPrefixQuery, prefix)
	return dbutil.RowIterAsMap(pairs, func(p *kvPair) (string, string) { return p.Key, p.Value })
}

// KeyWeeklyResultsPrefix starts the kv key of a room's weekly results of
// a week, as posted on its Sunday ("weekly.results.2026-W10 !room:x"):
// the ranking stands as posted (rules §12.2).
const KeyWeeklyResultsPrefix = "weekly.results."

// kvPair is a row of the kv table.
type kvPair struct{ Key, Value string }

// Scan reads key and value.
func (p *kvPair) Scan(row dbutil.Scannable) (*kvPair, error) {
	return dbutil.ValueOrErr(p, row.Scan(&p.Key, &p.Value))
}
