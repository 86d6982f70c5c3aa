package store

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

func newExpedition(t *testing.T, user, zone content.ZoneID) expedition.Expedition {
	t.Helper()
	e, err := expedition.New(expedition.NewParams{UserID: string(user), ZoneID: zone, Now: runT0})
	require.NoError(t, err)
	return e
}

func TestOneOpenExpeditionPerPlayer(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	e, err := s.Expedition.Create(ctx, newExpedition(t, "@a:x", content.ZoneGoblinWarrens), runT0)
	require.NoError(t, err)
	assert.Equal(t, expedition.ID(1), e.ID)
	_, err = s.Expedition.Create(ctx, newExpedition(t, "@a:x", content.ZoneCryptValdris), runT0)
	assert.ErrorIs(t, err, ErrExpeditionOpen)
	other, err := s.Expedition.Create(ctx, newExpedition(t, "@b:x", content.ZoneGoblinWarrens), runT0)
	require.NoError(t, err)
	assert.Equal(t, expedition.ID(2), other.ID)

	got, ok, err := s.Expedition.Open(ctx, "@a:x")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, e.ZoneID, got.ZoneID)

	cancelled, _, err := expedition.Cancel(got, runT0.Add(time.Minute))
	require.NoError(t, err)
	require.NoError(t, s.Expedition.Save(ctx, cancelled, runT0.Add(time.Minute)))
	_, ok, err = s.Expedition.Open(ctx, "@a:x")
	require.NoError(t, err)
	assert.False(t, ok, "a cancelled expedition is not open")
	last, ok, err := s.Expedition.LastInZone(ctx, "@a:x", content.ZoneGoblinWarrens)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, expedition.StatusCancelled, last.Status)
	_, err = s.Expedition.Create(ctx, newExpedition(t, "@a:x", content.ZoneCryptValdris), runT0)
	assert.NoError(t, err, "a new expedition once the last one ended")
}

func TestExpeditionByRunAndDeepestDay(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	e := newExpedition(t, "@a:x", content.ZoneGoblinWarrens)
	var err error
	e, _, err = expedition.Buy(e, expedition.PackStandard, 1, 100, runT0)
	require.NoError(t, err)
	e, err = expedition.Depart(e, 42, runT0, time.UTC)
	require.NoError(t, err)
	e.Day = 5
	e, err = s.Expedition.Create(ctx, e, runT0)
	require.NoError(t, err)
	got, ok, err := s.Expedition.ByRun(ctx, 42)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, e.ID, got.ID)
	day, user, zone, err := s.Expedition.DeepestActiveDay(ctx)
	require.NoError(t, err)
	assert.Equal(t, 5, day)
	assert.Equal(t, id.UserID("@a:x"), user)
	assert.Equal(t, content.ZoneGoblinWarrens, zone)
}

func TestFlavorMemoryRoundTrip(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	mem, err := s.Flavor.Memory(ctx, "@a:x")
	require.NoError(t, err)
	assert.Empty(t, mem)
	require.NoError(t, s.Flavor.SetMemory(ctx, "@a:x", map[string]int{"expedition_morning": 3}))
	require.NoError(t, s.Flavor.SetMemory(ctx, "@a:x", map[string]int{"expedition_morning": 1, "expedition_evening": 0}))
	mem, err = s.Flavor.Memory(ctx, "@a:x")
	require.NoError(t, err)
	assert.Equal(t, map[string]int{"expedition_morning": 1, "expedition_evening": 0}, mem)
}

func TestHighlightsLeaveOutThoseWhoOptedOut(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	for _, u := range []id.UserID{"@a:x", "@b:x"} {
		require.NoError(t, s.News.AddHighlight(ctx, Highlight{At: runT0, UserID: u, Kind: HighlightBoss, Subject: "Grol", ZoneID: content.ZoneGoblinWarrens, Day: 2}))
	}
	require.NoError(t, s.News.AddHighlight(ctx, Highlight{At: runT0.Add(48 * time.Hour), UserID: "@a:x", Kind: HighlightComplete}))
	require.NoError(t, s.News.SetOptOut(ctx, "@b:x", true, runT0))
	hs, err := s.News.Highlights(ctx, runT0.Add(-time.Hour), runT0.Add(time.Hour))
	require.NoError(t, err)
	require.Len(t, hs, 1, "b opted out; the later highlight is outside the window")
	assert.Equal(t, id.UserID("@a:x"), hs[0].UserID)
	out, err := s.News.OptedOut(ctx, "@b:x")
	require.NoError(t, err)
	assert.True(t, out)
	require.NoError(t, s.News.SetOptOut(ctx, "@b:x", false, runT0))
	hs, err = s.News.Highlights(ctx, runT0.Add(-time.Hour), runT0.Add(time.Hour))
	require.NoError(t, err)
	assert.Len(t, hs, 2, "b opted back in")
}

// The unique index, not a string in the error text, tells a second open
// expedition: SQLite's extended code on a real database file.
func TestUniqueViolationIsFoundByItsSQLiteCode(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	insert := func(user, status string) error {
		_, err := s.DB.Exec(ctx, `INSERT INTO expedition (user_id, zone_id, status, data, created_at, updated_at)
			VALUES ($1, 'goblin_warrens', $2, '{}', 0, 0)`, user, status)
		return err
	}
	require.NoError(t, insert("@a:x", "active"))
	err := insert("@a:x", "provisioning")
	require.Error(t, err)
	assert.True(t, isUniqueViolation(err), "%v", err)
	assert.True(t, isUniqueViolation(fmt.Errorf("wrapped: %w", err)))

	_, err = s.DB.Exec(ctx, "INSERT INTO expedition (user_id, zone_id, status, data, created_at, updated_at) VALUES (NULL, 'z', 'active', '{}', 0, 0)")
	require.Error(t, err)
	assert.False(t, isUniqueViolation(err), "NOT NULL is another constraint")
	_, err = s.DB.Exec(ctx, "INSERT INTO kv (key, value) VALUES ('k', 'v'), ('k', 'w')")
	require.Error(t, err)
	assert.False(t, isUniqueViolation(err), "a primary key has a code of its own")
	assert.False(t, isUniqueViolation(errors.New("UNIQUE constraint failed")), "the text alone is not the code")
	assert.False(t, isUniqueViolation(nil))
}

// A refused Expedition.Create inside a command's transaction writes nothing
// and leaves the transaction usable: the command's other writes commit.
func TestARefusedExpeditionKeepsTheCommandsTransaction(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	err := s.Tx(ctx, func(ctx context.Context) error {
		if _, err := s.Expedition.Create(ctx, newExpedition(t, "@a:x", content.ZoneGoblinWarrens), runT0); err != nil {
			return err
		}
		_, err := s.Expedition.Create(ctx, newExpedition(t, "@a:x", content.ZoneCryptValdris), runT0)
		require.ErrorIs(t, err, ErrExpeditionOpen)
		return s.KV.Set(ctx, "after", "1")
	})
	require.NoError(t, err)
	v, ok, err := s.KV.Get(ctx, "after")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "1", v)
	n, _, err := value[int](ctx, s.DB, "SELECT COUNT(*) FROM expedition")
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	e, err := s.Expedition.Create(ctx, newExpedition(t, "@b:x", content.ZoneGoblinWarrens), runT0)
	require.NoError(t, err)
	assert.Equal(t, expedition.ID(2), e.ID, "the refused insert used no ID")
}

func TestAnExpeditionOfAZoneGoneIsRefusedOnLoad(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	e, err := s.Expedition.Create(ctx, newExpedition(t, "@a:x", content.ZoneGoblinWarrens), runT0)
	require.NoError(t, err)
	e.ZoneID = "gone"
	require.NoError(t, s.Expedition.Save(ctx, e, runT0))
	_, ok, err := s.Expedition.Open(ctx, "@a:x")
	var unknown expedition.ErrUnknownZone
	require.ErrorAs(t, err, &unknown, "no zero zone reaches play (Expedition.Zone)")
	assert.Equal(t, content.ZoneID("gone"), unknown.Zone)
	assert.False(t, ok)
}
