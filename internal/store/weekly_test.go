package store

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/expedition"
)

func TestAWeekHasOneAttemptAPlayer(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	at := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	boardCharacter(t, s, "@ann:x", "Ann", at)
	weekly := func() expedition.Expedition {
		return expedition.Expedition{UserID: "@ann:x", ZoneID: "goblin_warrens", Status: expedition.StatusProvisioning,
			Weekly: "2026-W10", WeeklyRoom: "!here:x"}
	}
	first, err := s.Expedition.Create(ctx, weekly(), at)
	require.NoError(t, err)
	first.Status = expedition.StatusCancelled
	require.NoError(t, s.Expedition.Save(ctx, first, at))
	_, taken, err := s.Expedition.WeeklyAttempt(ctx, "@ann:x", "2026-W10")
	require.NoError(t, err)
	assert.False(t, taken, "a cancelled one is no attempt")

	second, err := s.Expedition.Create(ctx, weekly(), at)
	require.NoError(t, err)
	second.Status = expedition.StatusAbandoned
	require.NoError(t, s.Expedition.Save(ctx, second, at))
	_, err = s.Expedition.Create(ctx, weekly(), at)
	assert.ErrorIs(t, err, ErrWeeklyTaken)
	_, err = s.DB.Exec(ctx, "INSERT INTO expedition (user_id, zone_id, status, weekly, weekly_room, data, created_at, updated_at) VALUES ('@ann:x', 'goblin_warrens', 'complete', '2026-W10', '!here:x', '{}', 1, 1)")
	assert.True(t, isUniqueViolation(err), "the index holds it too: %v", err)

	other := weekly()
	other.Weekly = "2026-W11"
	_, err = s.Expedition.Create(ctx, other, at)
	require.NoError(t, err, "next week's is another")

	entries, err := s.Weekly.Entries(ctx, "!here:x", "2026-W10")
	require.NoError(t, err)
	require.Len(t, entries, 1, "the cancelled one left out")
	assert.Equal(t, second.ID, entries[0].Exp.ID)
	assert.Equal(t, "Ann", entries[0].Name)

	row, err := s.Weekly.Create(ctx, "!here:x", "2026-W10", "goblin_warrens", at)
	require.NoError(t, err)
	again, err := s.Weekly.Create(ctx, "!here:x", "2026-W10", "crypt_valdris", at.Add(time.Hour))
	require.NoError(t, err)
	assert.Equal(t, row, again, "a room's week keeps its first zone")
	require.NoError(t, s.Weekly.MarkResults(ctx, "!here:x", "2026-W10", at))
	rows, err := s.Weekly.Of(ctx, "2026-W10")
	require.NoError(t, err)
	require.Len(t, rows, 1)
	assert.True(t, rows[0].ResultsAt.Equal(at))
	assert.True(t, rows[0].OpenedAt.IsZero())
}
