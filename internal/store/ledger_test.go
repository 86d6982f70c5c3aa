package store

import (
	"context"
	"testing"
	"time"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"
)

func TestLedgerKeepsEachPlayersEntriesNewestFirst(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	at := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	for i, l := range []LedgerEntry{
		{Kind: LedgerGrant, Actor: "@op:x", UserID: "@ann:x", What: LedgerCoins, Amount: 500},
		{Kind: LedgerGrant, Actor: "@op:x", UserID: "@bob:x", What: LedgerLevel, Amount: 8},
		{Kind: LedgerGrant, Actor: "@op:x", UserID: "@ann:x", What: LedgerItem, ItemID: "potion_of_healing", Amount: 3},
	} {
		l.At = at.Add(time.Duration(i) * time.Minute)
		require.NoError(t, s.Ledger.Add(ctx, l))
	}
	ann, err := s.Ledger.Of(ctx, "@ann:x", 10)
	require.NoError(t, err)
	require.Len(t, ann, 2)
	assert.Equal(t, LedgerItem, ann[0].What, "newest first")
	assert.Equal(t, rules.ItemID("potion_of_healing"), ann[0].ItemID)
	assert.Equal(t, 3, ann[0].Amount)
	assert.Equal(t, at.Add(2*time.Minute), ann[0].At)
	assert.Equal(t, LedgerCoins, ann[1].What)
	assert.Equal(t, id.UserID("@op:x"), ann[1].Actor)

	one, err := s.Ledger.Of(ctx, "@ann:x", 1)
	require.NoError(t, err)
	assert.Len(t, one, 1, "the limit holds")
	none, err := s.Ledger.Of(ctx, "@cy:x", 10)
	require.NoError(t, err)
	assert.Empty(t, none)
}

func TestGiftsToCountsOnlyGiftsSinceTheTime(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	at := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	for _, l := range []LedgerEntry{
		{At: at.Add(-25 * time.Hour), Kind: LedgerGift, Actor: "@bob:x", UserID: "@ann:x", What: LedgerCoins, Amount: 100},
		{At: at.Add(-time.Hour), Kind: LedgerGift, Actor: "@bob:x", UserID: "@ann:x", What: LedgerCoins, Amount: 50},
		{At: at.Add(-time.Hour), Kind: LedgerGrant, Actor: "@op:x", UserID: "@ann:x", What: LedgerCoins, Amount: 5000},
		{At: at, Kind: LedgerGift, Actor: "@ann:x", UserID: "@bob:x", What: LedgerCoins, Amount: 70},
	} {
		require.NoError(t, s.Ledger.Add(ctx, l))
	}
	got, err := s.Ledger.GiftsTo(ctx, "@ann:x", at.Add(-24*time.Hour))
	require.NoError(t, err)
	require.Len(t, got, 1, "not the gift of yesterday, not a grant, not Bob's")
	assert.Equal(t, 50, got[0].Amount)
}
