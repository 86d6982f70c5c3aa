package expedition_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/plugins/fight"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
)

// A member's `!fight auto` in a party fight (rules §2.13) puts their seat
// on autopilot, even out of their turn: each of their turns is played as
// it comes, the leader's never, so the fight only ever waits for the
// leader; a move of theirs takes over, and their next turn waits for them.
func TestAMembersFightAutoPlaysTheirTurnsUntilTheyTakeOver(t *testing.T) {
	b := partyDeparted(t)
	editExp(t, b, alice, func(e *expedition.Expedition) {
		e.PendingNight = &expedition.NightEncounter{Day: 1, Source: expedition.SourceNight, Kind: expedition.NightStandard,
			Monsters: []content.MonsterID{"goblin_sneak", "goblin_sneak", "goblin_sneak", "goblin_sneak"}}
	})
	b.Reply(alice, "!fight")
	r := untilSeat(t, b, mustRow(t, b), 0, bob)
	got := b.Reply(bob, "!fight auto")
	assert.Contains(t, got, "I'll play your turns as they come until the fight ends, or until you take over")
	r = mustRow(t, b)
	require.True(t, r.State.Players[1].Auto, "Bo's seat is on autopilot")
	require.Equal(t, 0, r.State.Seat, "out of his turn: Tess's still waits for her")

	turns := r.State.Players[1].Turns
	b.Reply(alice, "!attack")
	r = mustRow(t, b)
	assert.Equal(t, 0, r.State.Seat, "Bo's turn was played as it came: the fight waits for Tess again")
	assert.Greater(t, r.State.Players[1].Turns, turns, "Bo's turn was played")

	turns = r.State.Players[1].Turns
	got = b.Reply(bob, "!attack")
	assert.Contains(t, got, "**You take over** from the autopilot")
	r = mustRow(t, b)
	assert.False(t, r.State.Players[1].Auto, "Bo plays his own turns again")
	assert.Equal(t, turns, r.State.Players[1].Turns, "his move waits for his turn")
	b.Reply(alice, "!attack")
	r = mustRow(t, b)
	assert.Equal(t, 1, r.State.Seat, "Bo's next turn waits for him")
}

// mustRow is the party's fight, which must go on.
func mustRow(t *testing.T, b *plugintest.Bot) fight.Row {
	t.Helper()
	r, ok := partyRow(t, b)
	require.True(t, ok, "the fight goes on")
	return r
}
