package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// atCryptFork is a crafted run at the crypt's fork with both ways open
// (the Main Hall, the Side Chapel), steps taken so far set to steps.
func atCryptFork(steps int, shift bool) Run {
	r := at(cid("fork"), cid("entry"), cid("fork"))
	r.RoomsTraversed = steps
	r.Mods.RoomsShift = shift
	r.Prompt = &Prompt{Node: cid("fork"), At: t0, Options: []Option{
		{To: cid("main_hall"), Open: true},
		{To: cid("side_chapel"), Open: true},
	}}
	return r
}

// TestTheWaysShiftWhileRoomsShift: while the run's rooms shift (the Abyss
// Portal from instability 41, rules §8.12), about one fork answer in three
// opens onto the other open way's room, told as such, recorded as the
// way really taken; without the shift, never.
func TestTheWaysShiftWhileRoomsShift(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	shifted := 0
	const tries = 300
	for steps := range tries {
		plain, err := Choose(atCryptFork(steps, false), g, ch, 1, t0)
		require.NoError(t, err)
		require.Equal(t, cid("main_hall"), plain.Run.Current, "no shift without the mods")

		st, err := Choose(atCryptFork(steps, true), g, ch, 1, t0)
		require.NoError(t, err)
		again, _ := Choose(atCryptFork(steps, true), g, ch, 1, t0)
		require.Equal(t, st.Run.Current, again.Run.Current, "the same run shifts the same way")
		e, _ := find(st.Events, EvWayChosen)
		if st.Run.Current == cid("main_hall") {
			assert.Empty(t, e.Meant)
			continue
		}
		shifted++
		assert.Equal(t, cid("side_chapel"), st.Run.Current, "the other open way")
		assert.Equal(t, cid("main_hall"), e.Meant, "the player is told which way they took")
		assert.Equal(t, cid("side_chapel"), e.To)
		assert.Equal(t, cid("side_chapel"), st.Run.Forks[cid("fork")].Chosen, "the fork records the room really entered")
	}
	assert.InDelta(t, tries/3, shifted, 30, "a d6 of 1-2")
}

// TestAShiftNeverPassesALockOrBreaksRevisit: a closed way is never shifted
// into, and after a shift `!revisit` walks back to the fork.
func TestAShiftNeverPassesALockOrBreaksRevisit(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	for steps := range 60 {
		r := atCryptFork(steps, true)
		r.Prompt.Options[1] = Option{To: cid("side_chapel"), Lock: zonegraph.Lock{Kind: zonegraph.LockPerception, DC: 12}, Reason: ReasonCheckFailed}
		st, err := Choose(r, g, ch, 1, t0)
		require.NoError(t, err)
		require.Equal(t, cid("main_hall"), st.Run.Current, "one open way: nothing to shift to")
	}
	for steps := range 60 {
		st, err := Choose(atCryptFork(steps, true), g, ch, 2, t0)
		require.NoError(t, err)
		if st.Run.Current != cid("main_hall") {
			continue
		}
		// The Side Chapel's way opened onto the Main Hall, whose elite
		// waits: the player backs out the way they came.
		back, err := RevisitNode(st.Run, g, st.Char, cid("fork"), t0)
		require.NoError(t, err)
		assert.Equal(t, cid("fork"), back.Run.Current)
		return
	}
	t.Fatal("no shift in 60 tries")
}
