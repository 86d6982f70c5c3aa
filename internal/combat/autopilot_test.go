package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// A seat on autopilot has each of its turns played as it comes, never
// another seat's: the fight stops at the other seat's turns, and plays
// out as PlaySeat would play each seat in turn (rules §2.13).
func TestASeatOnAutopilotPlaysItsOwnTurnsAsTheyCome(t *testing.T) {
	fighter := charAt(t, rules.Fighter, rules.Human, 5)
	st, _, err := New(partySpec([]rules.Character{named(fighter, "Ann"), named(fighter, "Bo")}, monster(t, "worg"), monster(t, "worg")))
	require.NoError(t, err)
	k := st.Seat
	unchanged, evs, err := PlayAuto(st, defaultPolicy)
	require.NoError(t, err)
	assert.Empty(t, evs, "no seat on autopilot: nothing played")
	assert.Equal(t, st.Seq, unchanged.Seq)

	_, err = SetAuto(st, 3, true)
	require.ErrorIs(t, err, ErrNoSuchAlly)
	other, err := SetAuto(st, 1-k, true)
	require.NoError(t, err)
	same, evs, err := PlayAuto(other, defaultPolicy)
	require.NoError(t, err)
	assert.Empty(t, evs, "the seat whose turn it is is not on autopilot: it waits for its player")
	assert.Equal(t, k, same.Seat)

	auto, err := SetAuto(st, k, true)
	require.NoError(t, err)
	want := st
	for !want.Over() { // each seat's turns played by the policy, one seat after the other
		want, _, err = PlaySeat(want, want.Seat, defaultPolicy)
		require.NoError(t, err)
	}
	for !auto.Over() {
		auto, _, err = PlayAuto(auto, defaultPolicy)
		require.NoError(t, err)
		if auto.Over() {
			break
		}
		assert.NotEqual(t, k, auto.Seat, "it stops at the other seat's turn")
		auto, _, err = PlaySeat(auto, auto.Seat, defaultPolicy) // that seat's player plays it
		require.NoError(t, err)
	}
	assert.Equal(t, want.Result, auto.Result, "the same fight as each seat playing its own turns by the policy")
	assert.Equal(t, want.Seq, auto.Seq)
	assert.Equal(t, want.Players[k].HP, auto.Players[k].HP)
	assert.Equal(t, want.Players[1-k].HP, auto.Players[1-k].HP)

	off, err := SetAuto(auto, k, false)
	require.ErrorIs(t, err, ErrFightOver)
	assert.True(t, off.Players[k].Auto)
}
