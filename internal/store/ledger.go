package store

import (
	"context"
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/id"
)

// LedgerEntry is one row of the ledger (migration v14): value given to a
// player's character by hand, never by play. Kind is LedgerGrant (an
// operator's `!admin grant`), LedgerGift (another player's `!give`,
// rules §4.6) or LedgerTrade (a `!trade`, rules §4.7); Actor gave it to
// UserID's character. What is LedgerLevel (Amount: the level reached),
// LedgerCoins (Amount: coins added), LedgerItem (ItemID, Amount: copies
// added) or, for a trade, LedgerSurplus (Amount: the coins' worth UserID
// received beyond what they gave, which counts as a gift does).
type LedgerEntry struct {
	ID     int64
	At     time.Time
	Kind   string
	Actor  id.UserID
	UserID id.UserID
	What   string
	ItemID content.ItemID
	Amount int
}

// Ledger kinds and what a row gives.
const (
	LedgerGrant = "grant"
	LedgerGift  = "gift"
	LedgerTrade = "trade"

	LedgerLevel   = "level"
	LedgerCoins   = "coins"
	LedgerItem    = "item"
	LedgerSurplus = "surplus"
)

// ledgerColumns are the ledger columns LedgerEntry.Scan reads, in its
// order.
const ledgerColumns = "id, created_at, kind, actor, user_id, what, item_id, amount"

// Scan reads one row of ledgerColumns.
func (l *LedgerEntry) Scan(row dbutil.Scannable) (*LedgerEntry, error) {
	return dbutil.ValueOrErr(l, row.Scan(&l.ID, millis(&l.At), &l.Kind, &l.Actor, &l.UserID, &l.What, &l.ItemID, &l.Amount))
}

// LedgerQuery reads and writes the ledger (Store.Ledger).
type LedgerQuery struct {
	db      *dbutil.Database
	entries *dbutil.QueryHelper[*LedgerEntry]
}

const (
	addLedgerQuery = "INSERT INTO ledger (kind, actor, user_id, what, item_id, amount, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)"
	ledgerOfQuery  = "SELECT " + ledgerColumns + " FROM ledger WHERE user_id = $1 OR actor = $1 ORDER BY id DESC LIMIT $2"
	giftsToQuery   = "SELECT " + ledgerColumns + " FROM ledger WHERE user_id = $1 AND created_at >= $2 AND (kind = $3 OR (kind = $4 AND what = $5)) ORDER BY id"
)

// Add records l (its ID is the table's), in the transaction ctx carries,
// so the entry and the change it records commit together.
func (q *LedgerQuery) Add(ctx context.Context, l LedgerEntry) error {
	_, err := q.db.Exec(ctx, addLedgerQuery, l.Kind, l.Actor, l.UserID, l.What, l.ItemID, l.Amount, l.At.UnixMilli())
	if err != nil {
		return fmt.Errorf("ledger entry for %s: %w", l.UserID, err)
	}
	return nil
}

// Of loads the latest limit ledger rows given to userID's characters or
// by userID, newest first.
func (q *LedgerQuery) Of(ctx context.Context, userID id.UserID, limit int) ([]LedgerEntry, error) {
	rows, err := q.entries.QueryMany(ctx, ledgerOfQuery, userID, limit)
	if err != nil {
		return nil, fmt.Errorf("ledger of %s: %w", userID, err)
	}
	return derefAll(rows), nil
}

// GiftsTo loads what the daily allowance counts (rules §4.6, §4.7) of
// what userID's characters received at or after since, oldest first: the
// gifts (LedgerGift rows) and the trades' surpluses (LedgerTrade rows of
// LedgerSurplus).
func (q *LedgerQuery) GiftsTo(ctx context.Context, userID id.UserID, since time.Time) ([]LedgerEntry, error) {
	rows, err := q.entries.QueryMany(ctx, giftsToQuery, userID, since.UnixMilli(), LedgerGift, LedgerTrade, LedgerSurplus)
	if err != nil {
		return nil, fmt.Errorf("gifts to %s: %w", userID, err)
	}
	return derefAll(rows), nil
}

// derefAll copies the rows a query helper read.
func derefAll[T any](rows []*T) []T {
	out := make([]T, len(rows))
	for i, r := range rows {
		out[i] = *r
	}
	return out
}
