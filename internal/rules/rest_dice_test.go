package rules

import (
	"testing"
	"time"

	"github.com/gogobee/gogobee/internal/dice"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A short rest on a party's expedition spends up to two hit dice in its
// one hour (rules §3.1, §8.23): the second only while HP is still below
// the maximum and a die is left; the first is ShortRest's own roll.
func TestShortRestDice(t *testing.T) {
	cases := []struct {
		name      string
		n         int
		hp        func(max int) int
		hitDice   int
		wantSpent int
	}{
		{"one die: ShortRest", 1, func(int) int { return 1 }, 3, 1},
		{"n under 1 is one", 0, func(int) int { return 1 }, 3, 1},
		{"two dice, deep wound", 2, func(int) int { return 1 }, 3, 2},
		{"two dice, the last die left", 2, func(int) int { return 1 }, 1, 1},
		{"two dice, the first heals it all", 2, func(max int) int { return max - 1 }, 3, 1},
		{"two dice at full HP: none", 2, func(max int) int { return max }, 3, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := atLevel(t, Fighter, Human, 3)
			c.HP, c.HitDice = tc.hp(MaxHP(c)), tc.hitDice
			before := c.HP
			got, rep, err := ShortRestDice(c, dice.NewStream(1, "r"), t0, tc.n)
			require.NoError(t, err)
			assert.Equal(t, tc.wantSpent, rep.HitDiceSpent)
			assert.Equal(t, tc.hitDice-tc.wantSpent, got.HitDice)
			assert.Equal(t, got.HitDice, rep.HitDiceLeft)
			assert.Equal(t, before+rep.HPHealed, got.HP)
			assert.Equal(t, t0.Add(time.Hour), got.LockoutUntil, "still one hour")
		})
	}
}

// The first die of ShortRestDice is ShortRest's on the same stream: the
// second only adds to it, so a party's rest never heals less.
func TestShortRestDiceFirstDieIsShortRests(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		c := atLevel(t, Fighter, Human, 5)
		c.HP = 1
		one, rep1, err := ShortRest(c, dice.NewStream(seed, "r"), t0)
		require.NoError(t, err)
		two, rep2, err := ShortRestDice(c, dice.NewStream(seed, "r"), t0, 2)
		require.NoError(t, err)
		assert.Greater(t, rep2.HPHealed, rep1.HPHealed)
		assert.Equal(t, one.HitDice-1, two.HitDice)
	}
}

// The Tiny Hut's rest spends its dice as ShortRestDice, its use once.
func TestHutRestDice(t *testing.T) {
	c := atLevel(t, Mage, Human, 5)
	c.HP = 1
	got, rep, err := HutRestDice(c, dice.NewStream(1, "r"), t0, 2)
	require.NoError(t, err)
	assert.Equal(t, 2, rep.HitDiceSpent)
	assert.Equal(t, c.HitDice-2, got.HitDice)
	assert.Zero(t, got.Resources[FeatureTinyHut])
}
