package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/rules"
)

// TestNaturalRollsAreCountedForTheMood: every d20 the player keeps in a
// fight, attack roll or saving throw, counts toward Outcome.Nat20s and
// Nat1s (rules §8.9); a Halfling's lucky reroll counts the die kept.
func TestNaturalRollsAreCountedForTheMood(t *testing.T) {
	tests := []struct {
		name   string
		race   rules.RaceID
		swings []int // the d20 of each weapon swing, in order
		save   int   // a saving throw's d20 after the swings (0: none)
		nat20s int
		nat1s  int
	}{
		{"a natural 20 and a natural 1", rules.Human, []int{20, 1, 12}, 0, 1, 1},
		{"two natural 20s", rules.Human, []int{20, 20}, 0, 2, 0},
		{"no natural rolls", rules.Human, []int{2, 19, 10}, 0, 0, 0},
		{"a saving throw's natural 1 counts too", rules.Human, []int{15}, 1, 0, 1},
		{"a Halfling's rerolled 1 counts as the 20 kept", rules.Halfling, []int{1, 20}, 0, 1, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d20s := append([]int(nil), tc.swings...)
			if tc.save > 0 {
				d20s = append(d20s, tc.save)
			}
			sc := &script{d20: d20s}
			s := started(t, charAt(t, rules.Fighter, tc.race, 1), sc, dummy(500, 12, 0, "", 0))
			swings := len(tc.swings)
			if tc.race == rules.Halfling {
				swings-- // the reroll draws the second d20
			}
			for range swings {
				s.playerSwing(sc, 0)
			}
			if tc.save > 0 {
				s.playerSave(sc, 1, rules.DEX, 10)
			}
			o := s.computeOutcome()
			assert.Equal(t, tc.nat20s, o.Nat20s, "natural 20s")
			assert.Equal(t, tc.nat1s, o.Nat1s, "natural 1s")
		})
	}
}
