package store

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// A save writes every column, whether it keeps the indexed ones (the
// narrow UPDATE of saveRow) or changes them (the full one), and a row
// that does not exist is an error either way.
func TestSavesWriteEveryColumnWhetherOrNotIndexedOnesChange(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	at := runT0.Add(time.Hour)

	t.Run("expedition", func(t *testing.T) {
		e, err := s.Expedition.Create(ctx, newExpedition(t, "@e:x", content.ZoneGoblinWarrens), runT0)
		require.NoError(t, err)
		for _, c := range []struct {
			name   string
			change func(e *expedition.Expedition)
		}{
			{"day only", func(e *expedition.Expedition) { e.Day = 3 }},
			{"status", func(e *expedition.Expedition) { e.Status, e.Day = expedition.StatusCancelled, 4 }},
			{"weekly", func(e *expedition.Expedition) { e.Weekly, e.WeeklyRoom, e.Day = "2026-W10", "!w:x", 5 }},
		} {
			c.change(&e)
			require.NoError(t, s.Expedition.Save(ctx, e, at), c.name)
			var status, weekly, room string
			var day int
			require.NoError(t, s.DB.QueryRow(ctx, "SELECT status, day, weekly, weekly_room FROM expedition WHERE id = $1", int64(e.ID)).
				Scan(&status, &day, &weekly, &room), c.name)
			assert.Equal(t, []any{string(e.Status), e.Day, e.Weekly, e.WeeklyRoom}, []any{status, day, weekly, room}, c.name)
			got, ok, err := s.Expedition.ByID(ctx, e.ID)
			require.NoError(t, err, c.name)
			require.True(t, ok, c.name)
			assert.Equal(t, e.Day, got.Day, c.name)
		}
		e.ID = 999
		assert.ErrorContains(t, s.Expedition.Save(ctx, e, at), "expedition 999 does not exist")
	})

	t.Run("character", func(t *testing.T) {
		c, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
		require.NoError(t, err)
		_, err = s.Player.Ensure(ctx, "@c:x", runT0)
		require.NoError(t, err)
		require.NoError(t, s.Character.Create(ctx, "@c:x", c, runT0))
		c.Coins = 7 // the name kept
		require.NoError(t, s.Character.Save(ctx, "@c:x", c, at))
		c.Name, c.Coins = "Bea", 8 // the name and its key changed
		require.NoError(t, s.Character.Save(ctx, "@c:x", c, at))
		got, ok, err := s.Character.Get(ctx, "@c:x")
		require.NoError(t, err)
		require.True(t, ok)
		assert.Equal(t, "Bea", got.Name)
		assert.Equal(t, 8, got.Coins)
		var key string
		require.NoError(t, s.DB.QueryRow(ctx, "SELECT name_key FROM character WHERE user_id = $1", "@c:x").Scan(&key))
		assert.Equal(t, rules.NameKey("Bea"), key)
		assert.ErrorContains(t, s.Character.Save(ctx, "@nobody:x", c, at), "does not exist")
	})

	t.Run("zone run", func(t *testing.T) {
		id, err := s.ZoneRun.Create(ctx, "@r:x", content.ZoneCryptValdris, runT0)
		require.NoError(t, err)
		r, ok, err := s.ZoneRun.Get(ctx, id)
		require.NoError(t, err)
		require.True(t, ok)
		r.RoomsTraversed = 2 // the status kept
		require.NoError(t, s.ZoneRun.Save(ctx, r))
		r.Status, r.RoomsTraversed, r.EndedAt = zonerun.StatusAbandoned, 3, at // the status changed
		require.NoError(t, s.ZoneRun.Save(ctx, r))
		got, ok, err := s.ZoneRun.Get(ctx, id)
		require.NoError(t, err)
		require.True(t, ok)
		assert.Equal(t, zonerun.StatusAbandoned, got.Status)
		assert.Equal(t, 3, got.RoomsTraversed)
		r.ID = 999
		assert.ErrorContains(t, s.ZoneRun.Save(ctx, r), "zone run 999 does not exist")
	})
}
