package store

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestCharacterRoundTripAndOnePerPlayer(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	now := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	_, err := s.Player.Ensure(ctx, "@a:x", now)
	require.NoError(t, err)
	c, err := rules.NewCharacter("Ada", rules.Mage, rules.Human)
	require.NoError(t, err)
	require.NoError(t, s.Character.Create(ctx, "@a:x", c, now))
	assert.ErrorIs(t, s.Character.Create(ctx, "@a:x", c, now), ErrCharacterExists)

	got, ok, err := s.Character.Get(ctx, "@a:x")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, c, got)

	got.Coins += 10
	require.NoError(t, s.Character.Save(ctx, "@a:x", got, now))
	again, _, err := s.Character.Get(ctx, "@a:x")
	require.NoError(t, err)
	assert.Equal(t, c.Coins+10, again.Coins)
	assert.Error(t, s.Character.Save(ctx, "@nobody:x", got, now))

	require.NoError(t, s.Fight.Save(ctx, "@a:x", []byte(`{"round":1}`), now))
	_, err = s.DB.Exec(ctx, "INSERT INTO dnd_zone_run (user_id, zone_id, status, started_at, updated_at) VALUES ('@a:x', 'crypt_valdris', 'active', 1, 1)")
	require.NoError(t, err)
	deleted, err := s.Character.Delete(ctx, "@a:x")
	require.NoError(t, err)
	assert.True(t, deleted)
	_, ok, err = s.Fight.Get(ctx, "@a:x")
	require.NoError(t, err)
	assert.False(t, ok, "deleting the character ends its fight")
	var active int
	require.NoError(t, s.DB.QueryRow(ctx, "SELECT COUNT(*) FROM dnd_zone_run WHERE user_id = '@a:x' AND status = 'active'").Scan(&active))
	assert.Zero(t, active, "deleting the character abandons its zone run")
}

func TestConfirmationsExpire(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	now := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	_, err := s.Player.Ensure(ctx, "@a:x", now)
	require.NoError(t, err)
	ok, err := s.Confirm.Take(ctx, "@a:x", "delete", now)
	require.NoError(t, err)
	assert.False(t, ok)
	require.NoError(t, s.Confirm.Ask(ctx, "@a:x", "delete", now.Add(time.Minute)))
	ok, err = s.Confirm.Take(ctx, "@a:x", "delete", now)
	require.NoError(t, err)
	assert.True(t, ok)
	ok, err = s.Confirm.Take(ctx, "@a:x", "delete", now)
	require.NoError(t, err)
	assert.False(t, ok, "a confirmation is used once")
	require.NoError(t, s.Confirm.Ask(ctx, "@a:x", "delete", now.Add(time.Minute)))
	ok, err = s.Confirm.Take(ctx, "@a:x", "delete", now.Add(2*time.Minute))
	require.NoError(t, err)
	assert.False(t, ok, "expired")
}

// Deleting a character records the last zone run and expedition it owned,
// so the next character's views leave them out even at the same instant.
func TestDeletingACharacterSetsTheHistoryFloor(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	_, err := s.Player.Ensure(ctx, "@a:x", runT0)
	require.NoError(t, err)
	run, exp, err := s.Character.HistoryFloor(ctx, "@a:x")
	require.NoError(t, err)
	assert.Zero(t, run+exp, "no character deleted yet")

	c, err := rules.NewCharacter("Ada", rules.Mage, rules.Human)
	require.NoError(t, err)
	require.NoError(t, s.Character.Create(ctx, "@a:x", c, runT0))
	runID, err := s.ZoneRun.Create(ctx, "@a:x", content.ZoneCryptValdris, runT0)
	require.NoError(t, err)
	e, err := s.Expedition.Create(ctx, newExpedition(t, "@a:x", content.ZoneGoblinWarrens), runT0)
	require.NoError(t, err)
	deleted, err := s.Character.Delete(ctx, "@a:x")
	require.NoError(t, err)
	require.True(t, deleted)

	run, exp, err = s.Character.HistoryFloor(ctx, "@a:x")
	require.NoError(t, err)
	assert.Equal(t, int64(runID), run)
	assert.Equal(t, int64(e.ID), exp)
}
