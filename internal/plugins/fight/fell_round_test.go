package fight

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/narrate"
)

// TestADownedSeatIsToldTheRoundItFellIn: a party's seat that dropped in
// round 7 of a fight that ended in round 12 reads "Down in round 7"
// (rules §2.13); a seat still up, or a solo fight, keeps the fight's
// rounds.
func TestADownedSeatIsToldTheRoundItFellIn(t *testing.T) {
	party := Row{State: combat.State{Players: make([]combat.Player, 2)}}
	evs := [][]combat.Event{
		{{Kind: combat.EvPlayerDowned, Round: 7, Target: combat.SeatID(0)}},
		{{Kind: combat.EvAttackHit, Round: 9, Target: combat.SeatID(1)}},
		{{Kind: combat.EvPlayerDowned, Round: 12, Target: combat.SeatID(1)}},
	}
	for _, e := range evs { // one move at a time, as the fight is played
		party = party.noteFalls(e)
	}
	down := combat.Settlement{Outcome: combat.Outcome{Result: combat.ResultDowned, Rounds: 12}}
	won := combat.Settlement{Outcome: combat.Outcome{Result: combat.ResultWon, Rounds: 12}}
	solo := Row{State: combat.State{Players: make([]combat.Player, 1)}}.noteFalls(evs[0])
	for _, tc := range []struct {
		name string
		row  Row
		set  combat.Settlement
		seat int
		want string
	}{
		{"the leader, down first", party, down, 0, "💀 **Down** in round 7."},
		{"the member, down last", party, down, 1, "💀 **Down** in round 12."},
		{"a seat that won", party, won, 0, "🏆 **Victory** in 12 rounds."},
		{"a solo fight", solo, down, 0, "💀 **Down** in round 12."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Contains(t, outcomeHead(tc.row.fellIn(tc.set, tc.seat), narrate.Moment{}), tc.want)
		})
	}
}
