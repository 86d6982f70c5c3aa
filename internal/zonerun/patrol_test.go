package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// TestPatrolsJoinTheFightsOfRoomsEnteredAfter: the run's patrol (the
// Dragon's Lair's kobolds, rules §8.12) joins an exploration room's
// fight and an elite's, one monster per patrol member, never a boss's
// (the patrols keep to the halls), counted as the patrol in the fight's
// report; a quiet room stays quiet.
func TestPatrolsJoinTheFightsOfRoomsEnteredAfter(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	seed, plain := fightSeed(t, ch)
	base := plain.Run.Rooms[cid("corridor")].Fight.Monsters
	require.Len(t, base, 1)
	patrol := FightMods{Patrol: 2, PatrolMonster: "kobold"}

	for _, tc := range []struct {
		name    string
		run     Run
		node    zonegraph.NodeID
		want    []content.MonsterID
		patrol  int
		pending bool
	}{
		{name: "exploration fight", run: fresh(seed), node: cid("corridor"), want: append(base[:1:1], "kobold", "kobold"), patrol: 2},
		{name: "boss", run: at(cid("vestibule"), cid("entry"), cid("vestibule")), node: cid("boss"), want: []content.MonsterID{"valdris"}, pending: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.run
			r.Mods = patrol
			st, err := Enter(r, g, ch, tc.node, t0)
			require.NoError(t, err)
			rm := st.Run.Rooms[tc.node]
			require.NotNil(t, rm.Fight)
			assert.Equal(t, tc.want, rm.Fight.Monsters)
			assert.Equal(t, tc.pending, rm.Fight.Pending)
			kind := EvFightResolved
			if tc.pending {
				kind = EvFightPending
			}
			e, ok := find(st.Events, kind)
			require.True(t, ok)
			assert.Equal(t, tc.want, e.Fight.Monsters, "the player is told of the whole patrol")
			assert.Equal(t, tc.patrol, e.Fight.Patrol, "the report counts the patrol among the foes, for the texts to name it")
			assert.Equal(t, tc.patrol, rm.Fight.Patrol)
		})
	}

	t.Run("elite", func(t *testing.T) {
		r := at(cid("fork"), cid("entry"), cid("fork"))
		r.Mods = FightMods{Patrol: 1, PatrolMonster: "kobold"}
		st, err := Enter(r, g, ch, cid("main_hall"), t0)
		require.NoError(t, err)
		ids := st.Run.Rooms[cid("main_hall")].Fight.Monsters
		require.Len(t, ids, 2)
		assert.Equal(t, content.MonsterID("kobold"), ids[1])
		assert.Equal(t, 1, st.Run.Rooms[cid("main_hall")].Fight.Patrol, "the waiting fight knows its patrol")
	})

	t.Run("quiet room", func(t *testing.T) {
		for s := uint64(1); s < 200; s++ {
			st, err := Enter(fresh(s), g, ch, cid("corridor"), t0)
			require.NoError(t, err)
			if _, quiet := find(st.Events, EvRoomQuiet); !quiet {
				continue
			}
			r := fresh(s)
			r.Mods = patrol
			st, err = Enter(r, g, ch, cid("corridor"), t0)
			require.NoError(t, err)
			assert.Nil(t, st.Run.Rooms[cid("corridor")].Fight, "no fight, no patrol")
			return
		}
		t.Fatal("no seed leaves the Bone Corridor quiet")
	})
}
