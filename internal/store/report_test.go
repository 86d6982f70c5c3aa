package store

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// ended saves a new expedition of user in zone with status st and a
// one-point series.
func ended(t *testing.T, s *Store, user, zone content.ZoneID, st expedition.Status, hp int) expedition.Expedition {
	t.Helper()
	ctx := context.Background()
	e, err := s.Expedition.Create(ctx, newExpedition(t, user, zone), runT0)
	require.NoError(t, err)
	e.Status = st
	e.Series = []expedition.DayPoint{{Kind: expedition.PointEnd, Day: 2, At: runT0, HP: hp, MaxHP: 20, SU: 3.5, Threat: 40, Rooms: 6, Fights: 4}}
	require.NoError(t, s.Expedition.Save(ctx, e, runT0))
	return e
}

// TestPastExpeditionsKeepTheReportCards reads the report cards back after
// a restart: the player's expeditions out of the field (not cancelled,
// not one still going, not another player's), latest first, series
// intact, and none at or below a deleted character's history floor.
func TestPastExpeditionsKeepTheReportCards(t *testing.T) {
	s, path := openTemp(t)
	ctx := context.Background()
	ended(t, s, "@a:x", content.ZoneGoblinWarrens, expedition.StatusComplete, 1)
	ended(t, s, "@a:x", content.ZoneCryptValdris, expedition.StatusCancelled, 2)
	ended(t, s, "@b:x", content.ZoneCryptValdris, expedition.StatusAbandoned, 3)
	ended(t, s, "@a:x", content.ZoneCryptValdris, expedition.StatusAbandoned, 4)
	ended(t, s, "@a:x", content.ZoneGoblinWarrens, expedition.StatusExpired, 5)
	ended(t, s, "@a:x", content.ZoneGoblinWarrens, expedition.StatusExtracted, 6)
	_, err := s.Expedition.Create(ctx, newExpedition(t, "@b:x", content.ZoneForestShadows), runT0)
	require.NoError(t, err, "a new expedition, still provisioning")
	require.NoError(t, s.Close())

	s, err = Open(ctx, path, OpenOptions{})
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	got, err := s.Expedition.Past(ctx, "@a:x", 0)
	require.NoError(t, err)
	var hps []int
	for _, e := range got {
		require.Len(t, e.Series, 1)
		hps = append(hps, e.Series[0].HP)
	}
	assert.Equal(t, []int{6, 5, 4, 1}, hps, "extracted, expired, abandoned, complete; latest first")
	assert.Equal(t, expedition.DayPoint{Kind: expedition.PointEnd, Day: 2, At: runT0, HP: 6, MaxHP: 20, SU: 3.5, Threat: 40, Rooms: 6, Fights: 4},
		got[0].Series[0])

	_, err = s.Player.Ensure(ctx, "@a:x", runT0)
	require.NoError(t, err)
	c, err := rules.NewCharacter("Ada", rules.Mage, rules.Human)
	require.NoError(t, err)
	require.NoError(t, s.Character.Create(ctx, "@a:x", c, runT0))
	_, err = s.Character.Delete(ctx, "@a:x")
	require.NoError(t, err)
	_, floor, err := s.Character.HistoryFloor(ctx, "@a:x")
	require.NoError(t, err)
	// The deletion ends the open one (the plugin's EndWithCharacter).
	open, ok, err := s.Expedition.Open(ctx, "@a:x")
	require.NoError(t, err)
	require.True(t, ok)
	open = expedition.EndWithCharacter(open, runT0)
	require.NoError(t, s.Expedition.Save(ctx, open, runT0))
	after := ended(t, s, "@a:x", content.ZoneGoblinWarrens, expedition.StatusComplete, 9)
	got, err = s.Expedition.Past(ctx, "@a:x", floor)
	require.NoError(t, err)
	require.Len(t, got, 1, "only the new character's")
	assert.Equal(t, after.ID, got[0].ID)
	bs, err := s.Expedition.Past(ctx, "@b:x", 0)
	require.NoError(t, err)
	require.Len(t, bs, 1, "the forced-out one; not the one provisioning")
	assert.Equal(t, expedition.StatusAbandoned, bs[0].Status)
	none, err := s.Expedition.Past(ctx, "@c:x", 0)
	require.NoError(t, err)
	assert.Empty(t, none)
}
