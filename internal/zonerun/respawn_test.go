package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// walkTo advances the farm seed's crypt run to the flagstones.
func walkTo(t *testing.T, g zonegraph.Graph) Step {
	t.Helper()
	first, err := Start(StartParams{ID: 1, UserID: "@u:x", Graph: g, ZoneTier: 1, Char: hero(t, rules.Fighter), Seed: farmSeed, Now: t0})
	st := harvested(t, g, first, err)
	for st.Run.Current != cid("flagstones") {
		next, err := Advance(st.Run, g, st.Char, t0)
		st = harvested(t, g, next, err)
		require.False(t, st.Run.Status.Over())
	}
	return st
}

func TestRespawnRoomsFillsClearedNonBossRoomsOnly(t *testing.T) {
	promise.Shows(t, promise.SiegeRespawn)
	g := crypt(t)
	st := walkTo(t, g)
	tests := []struct {
		name  string
		cause RespawnCause
	}{
		{"manor", RespawnManor},
		{"siege", RespawnSiege},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, filled := RespawnRooms(st.Run, g, tc.cause, 3)
			require.NotEmpty(t, out.Respawns)
			assert.Len(t, filled, len(out.Respawns))
			assert.Nil(t, st.Run.Respawns, "the input run is not changed")
			for _, node := range filled {
				assert.True(t, st.Run.IsCleared(node))
				assert.NotEqual(t, st.Run.Current, node)
				assert.NotEqual(t, zonegraph.KindBoss, g.Nodes[node].Kind)
				if tc.cause == RespawnSiege {
					assert.NotNil(t, st.Run.Rooms[node].Fight, "siege fills only rooms that held a fight")
				}
			}
			again, _ := RespawnRooms(st.Run, g, tc.cause, 3)
			assert.Equal(t, out.Respawns, again.Respawns, "same seed, cause and day: same enemies")
		})
	}
}

func TestRespawnedEnemyIsFoughtOnRevisitThenRoomIsClearAgain(t *testing.T) {
	g := crypt(t)
	st := walkTo(t, g)
	run, filled := RespawnRooms(st.Run, g, RespawnManor, 3)
	require.Contains(t, filled, cid("grave_niches"))
	st.Run = run
	n := st.Run.RoomNumber(cid("grave_niches"))

	back := revisit(t, g, st, n)
	met, ok := find(back.Events, EvRespawnMet)
	require.True(t, ok, "the returned enemy is met: %v", kinds(back.Events))
	fight, ok := find(back.Events, EvFightResolved)
	require.True(t, ok)
	assert.Equal(t, met.Fight.Monsters, fight.Fight.Monsters)
	assert.False(t, back.Run.HasRespawn(cid("grave_niches")))
	assert.Len(t, back.Run.Kills, len(st.Run.Kills)+len(fight.Fight.Kills))

	if back.Run.Status.Over() {
		return
	}
	forth := revisit(t, g, back, st.Run.CurrentRoom())
	again := revisit(t, g, forth, n)
	_, fought := find(again.Events, EvFightResolved)
	assert.False(t, fought, "the room is cleared again: no second fight")
}

func TestRespawnRoomsLeavesEndedRunAlone(t *testing.T) {
	g := crypt(t)
	st := walkTo(t, g)
	st.Run.Status = StatusLost
	out, filled := RespawnRooms(st.Run, g, RespawnSiege, 1)
	assert.Empty(t, filled)
	assert.Nil(t, out.Respawns)
}
