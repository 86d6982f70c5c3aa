package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestHostileThreatRearmsATrapWalkedBackInto: from the Hostile band
// (FightMods.TrapsRearm) a trap room walked back into springs its trap
// again, rolled afresh each time; below it, or in another room, nothing
// happens (rules §8.7).
func TestHostileThreatRearmsATrapWalkedBackInto(t *testing.T) {
	promise.Shows(t, promise.BandTrapsRearm)
	g := crypt(t)
	st := start(t, hero(t, rules.Fighter), 3)
	for st.Run.Current != cid("flagstones") {
		next, err := Advance(st.Run, g, st.Char, t0)
		require.NoError(t, err)
		st = next
	}
	first := st.Run.Rooms[cid("flagstones")].Trap
	require.NotNil(t, first, "the flagstones hold a trap")
	trapRoom := st.Run.RoomNumber(cid("flagstones"))
	cases := []struct {
		name  string
		rearm bool
	}{
		{"below Hostile the trap stays sprung", false},
		{"Hostile re-arms the trap", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cur, char := st.Run.Clone(), st.Char
			cur.Mods.TrapsRearm = tc.rearm
			for visit := 1; visit <= 2; visit++ {
				out, err := Revisit(cur, g, char, trapRoom-1, t0)
				require.NoError(t, err)
				_, ok := find(out.Events, EvTrap)
				require.False(t, ok, "a room without a trap springs nothing")
				back, err := Revisit(out.Run, g, out.Char, trapRoom, t0)
				require.NoError(t, err)
				ev, ok := find(back.Events, EvTrap)
				require.Equal(t, tc.rearm, ok, "visit %d", visit)
				if !tc.rearm {
					assert.Equal(t, char, back.Char, "nothing happens to the character")
					return
				}
				assert.True(t, ev.Trap.Rearmed)
				assert.Equal(t, first.Trap, ev.Trap.Trap, "the same trap")
				assert.Equal(t, visit, back.Run.Rooms[cid("flagstones")].TrapRearms)
				assert.Equal(t, back.Char.HP, ev.Trap.HP)
				assert.Equal(t, char.HP-ev.Trap.Lost, back.Char.HP, "its damage is taken")
				cur, char = back.Run, back.Char
			}
		})
	}
}
