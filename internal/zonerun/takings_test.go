package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestTakingsCountWhatTheRunPutOnTheCharacter: a run's takings are the XP
// and drops of its fights, its treasure and its harvest yields, exactly
// what its steps put on the character (rules §6.9), a turn-by-turn
// fight's outcome too.
func TestTakingsCountWhatTheRunPutOnTheCharacter(t *testing.T) {
	ch, _ := rules.AwardXP(hero(t, rules.Fighter), rules.XPForLevel(8))
	g := crypt(t)
	st := start(t, ch, 11)
	var want Takings
	count := func(evs []Event) {
		for _, e := range evs {
			switch {
			case (e.Kind == EvFightResolved || e.Kind == EvFightOver) && e.Fight != nil:
				want.add(e.Fight.XP, e.Fight.Loot)
			case e.Kind == EvTreasure:
				want.add(0, e.Drops)
			case e.Kind == EvHarvest && e.Harvest != nil:
				for _, y := range e.Harvest.Yields {
					want.found(y.Resource, y.Qty)
				}
			}
		}
	}
	fights := 0
	for range 30 {
		if st.Run.Status.Over() {
			break
		}
		var err error
		switch _, _, waiting := st.Run.PendingFight(); {
		case waiting:
			st, err = FightOver(st.Run, g, st.Char, combat.Outcome{Result: combat.ResultWon, XP: 450, Rounds: 2}, t0)
			fights++
		case st.Run.Prompt != nil:
			st, err = Choose(st.Run, g, st.Char, 1, t0)
		default:
			st, err = Advance(st.Run, g, st.Char, t0)
		}
		require.NoError(t, err)
		st, err = Harvest(st, g, harvest.Context{}, t0)
		require.NoError(t, err)
		count(st.Events)
	}
	require.Positive(t, fights, "the walk met a turn-by-turn fight")
	require.Positive(t, want.XP)
	require.NotEmpty(t, want.Items, "the walk found something")
	assert.Equal(t, want.XP, st.Run.Takings.XP)
	assert.Equal(t, want.Coins, st.Run.Takings.Coins)
	assert.Equal(t, want.Items, st.Run.Takings.Items)
}
