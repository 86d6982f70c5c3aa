package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestProficiencyBonus(t *testing.T) {
	cases := []struct{ level, want int }{
		{1, 2}, {4, 2}, {5, 3}, {8, 3}, {9, 4}, {12, 4}, {13, 5}, {16, 5}, {17, 6}, {20, 6},
		{0, 2}, {25, 6},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, ProficiencyBonus(tc.level), "level %d", tc.level)
	}
}

func TestXPForLevel(t *testing.T) {
	want := []int{0, 300, 900, 1700, 2700, 4300, 6500, 9000, 11500, 14000,
		18000, 22000, 26000, 30000, 34000, 44000, 54000, 64000, 74000, 85000}
	for i, xp := range want {
		assert.Equal(t, xp, XPForLevel(i+1), "level %d", i+1)
	}
	assert.Equal(t, 85000, maxXP)
}

func TestLevelForXP(t *testing.T) {
	cases := []struct{ xp, want int }{
		{0, 1}, {299, 1}, {300, 2}, {899, 2}, {900, 3}, {2699, 4}, {2700, 5},
		{17999, 10}, {18000, 11}, {43999, 15}, {44000, 16}, {84999, 19}, {85000, 20}, {1_000_000, 20}, {-5, 1},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, LevelForXP(tc.xp), "xp %d", tc.xp)
	}
}

func TestPlayerTier(t *testing.T) {
	cases := []struct{ level, want int }{
		{1, 1}, {3, 1}, {4, 2}, {6, 2}, {7, 3}, {9, 3}, {10, 4}, {13, 5}, {16, 6}, {19, 7}, {20, 7},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, PlayerTier(tc.level), "level %d", tc.level)
	}
}

func TestCantripMultiplier(t *testing.T) {
	cases := []struct{ level, want int }{{1, 1}, {4, 1}, {5, 2}, {10, 2}, {11, 3}, {16, 3}, {17, 4}, {20, 4}}
	for _, tc := range cases {
		assert.Equal(t, tc.want, CantripMultiplier(tc.level), "level %d", tc.level)
	}
}
