package expedition_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// expRun loads the zone run of expedition e.
func expRun(t *testing.T, st *store.Store, e expedition.Expedition) zonerun.Run {
	t.Helper()
	r, ok, err := st.ZoneRun.Get(context.Background(), e.RunID)
	require.NoError(t, err)
	require.True(t, ok)
	return r
}

func TestOwedRespawnsFillClearedRoomsAtRolloverAndAreFoughtOnRevisit(t *testing.T) {
	tests := []struct {
		name string
		owe  func(e *expedition.Expedition)
	}{
		{"manor reset", func(e *expedition.Expedition) { e.Stacks.ManorRespawn = true }},
		{"both owed", func(e *expedition.Expedition) { e.Stacks.ManorRespawn, e.Threat.SiegeRespawn = true, true }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := newBot(t)
			inMainHall(t, b)
			editExp(t, b, alice, tc.owe)
			s := days(t, b, nil)
			advanceDays(t, b, s, 24*time.Hour)

			e := openExp(t, b.Store, alice)
			_, owed := expedition.TakeRespawns(e)
			assert.False(t, owed.Any(), "the debt is paid")
			r := expRun(t, b.Store, e)
			require.True(t, r.HasRespawn(cryptID("fork")), "the fork is cleared and not a boss room")
			assert.False(t, r.HasRespawn(cryptID("main_hall")), "never the room the player stands in")

			text := b.Reply(alice, "!revisit 6")
			assert.Contains(t, text, "something has moved back in")
			assert.Contains(t, text, "attacks!")
			after := expRun(t, b.Store, e)
			assert.False(t, after.HasRespawn(cryptID("fork")), "fought: the room is cleared again")
		})
	}
}

func TestSiegeStartedByAStepFillsRoomsThatHeldAFight(t *testing.T) {
	b := newBot(t)
	_, r := inMainHall(t, b)
	rm := r.Rooms[cryptID("stair")]
	rm.Fight = &zonerun.Encounter{Monsters: []content.MonsterID{"skeleton"}, Result: "won"}
	r.Rooms[cryptID("stair")] = rm
	require.NoError(t, b.Store.ZoneRun.Save(context.Background(), r))
	editExp(t, b, alice, func(e *expedition.Expedition) { e.Threat.Level = 98 })

	b.Reply(alice, "!revisit 6") // +1: 99, not yet Siege
	editExp(t, b, alice, func(e *expedition.Expedition) {
		e.Threat.Level, e.Threat.Siege, e.Threat.SiegeRespawn = 100, true, true
	})
	b.Reply(alice, "!advance")

	after, ok, err := b.Store.ZoneRun.Get(context.Background(), r.ID)
	require.NoError(t, err)
	require.True(t, ok)
	assert.True(t, after.HasRespawn(cryptID("stair")), "the stair held a fight")
	assert.False(t, after.HasRespawn(cryptID("corridor")), "the corridor held none")
	_, owed := expedition.TakeRespawns(openExp(t, b.Store, alice))
	assert.False(t, owed.Siege, "the siege respawn happens once")
}
