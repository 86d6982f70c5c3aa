package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAbilityModifier(t *testing.T) {
	cases := []struct{ score, want int }{
		{1, -5}, {3, -4}, {7, -2}, {8, -1}, {9, -1}, {10, 0}, {11, 0},
		{12, 1}, {13, 1}, {14, 2}, {15, 2}, {16, 3}, {19, 4}, {20, 5}, {30, 10},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, AbilityModifier(tc.score), "score %d", tc.score)
	}
}

func TestAbilitiesGetWithAddClamp(t *testing.T) {
	a := Abilities{15, 14, 13, 8, 12, 10}
	for i, ab := range allAbilities {
		assert.Equal(t, []int{15, 14, 13, 8, 12, 10}[i], a.Get(ab), ab)
		assert.Equal(t, 99, a.With(ab, 99).Get(ab), ab)
	}
	assert.Equal(t, Abilities{21, 13, 16, 7, 11, 10}, a.Add(Abilities{6, -1, 3, -1, -1, 0}))
	assert.Equal(t, Abilities{20, 1, 13, 8, 12, 10}, Abilities{21, -2, 13, 8, 12, 10}.Clamp())
	assert.Equal(t, 2, a.Mod(STR))
	assert.Equal(t, "STR 15 DEX 14 CON 13 INT 8 WIS 12 CHA 10", a.String())
}
