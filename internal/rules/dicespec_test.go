package rules

import (
	"testing"

	"github.com/gogobee/gogobee/internal/dice"
	"github.com/stretchr/testify/assert"
)

func TestDiceStringMinMax(t *testing.T) {
	cases := []struct {
		d          Dice
		str        string
		lo, hi     int
		avg        float64
		zeroResult bool
	}{
		{D(2, 6), "2d6", 2, 12, 7, false},
		{Dice{1, 4, 1}, "1d4+1", 2, 5, 3.5, false},
		{Dice{1, 8, -1}, "1d8-1", 0, 7, 3.5, false},
		{Dice{Bonus: 3}, "3", 3, 3, 3, false},
		{Dice{}, "0", 0, 0, 0, true},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.str, tc.d.String())
		assert.Equal(t, tc.lo, tc.d.Min(), tc.str)
		assert.Equal(t, tc.hi, tc.d.Max(), tc.str)
		assert.InDelta(t, tc.avg, tc.d.Average(), 1e-9, tc.str)
		assert.Equal(t, tc.zeroResult, tc.d.IsZero(), tc.str)
	}
}

func TestDiceTimesPlus(t *testing.T) {
	assert.Equal(t, Dice{3, 4, 3}, Dice{1, 4, 1}.Times(3))
	assert.Equal(t, Dice{}, D(1, 6).Times(-1).Plus(Dice{}))
	assert.Equal(t, D(10, 6), D(8, 6).Plus(D(2, 6)))
	assert.Equal(t, D(1, 8), Dice{}.Plus(D(1, 8)))
}

func TestDiceRollStaysInRange(t *testing.T) {
	s := dice.NewStream(7, "dice-range")
	d := Dice{2, 6, 1}
	seen := map[int]bool{}
	for i := 0; i < 2000; i++ {
		v := d.Roll(s)
		assert.GreaterOrEqual(t, v, d.Min())
		assert.LessOrEqual(t, v, d.Max())
		seen[v] = true
	}
	assert.True(t, seen[d.Min()] && seen[d.Max()], "both extremes are reachable")
}
