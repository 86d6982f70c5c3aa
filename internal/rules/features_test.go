package rules

import (
	"testing"

	"github.com/gogobee/gogobee/internal/dice"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSneakAttackDice(t *testing.T) {
	cases := []struct{ level, n int }{
		{1, 1}, {2, 1}, {3, 2}, {4, 2}, {5, 3}, {9, 5}, {10, 5}, {11, 6}, {17, 9}, {18, 9}, {19, 10}, {20, 10},
	}
	for _, tc := range cases {
		assert.Equal(t, D(tc.n, 6), SneakAttackDice(tc.level), "level %d", tc.level)
	}
}

func TestHuntersMarkDice(t *testing.T) {
	cases := []struct{ level, n int }{
		{1, 1}, {4, 1}, {5, 2}, {10, 2}, {11, 3}, {16, 3}, {17, 4}, {20, 4},
	}
	for _, tc := range cases {
		assert.Equal(t, D(tc.n, 6), HuntersMarkDice(tc.level), "level %d", tc.level)
	}
}

func TestDivineStrikeDice(t *testing.T) {
	assert.Equal(t, Dice{}, DivineStrikeDice(7))
	assert.Equal(t, D(1, 8), DivineStrikeDice(8))
	assert.Equal(t, D(1, 8), DivineStrikeDice(13))
	assert.Equal(t, D(2, 8), DivineStrikeDice(14))
}

// Second Wind heals 1d10 + fighter level; the combat engine rolls it
// (combat's TestSecondWindHealsOneD10PlusLevel).
func TestSecondWindDice(t *testing.T) {
	for _, level := range []int{1, 5, 12} {
		assert.Equal(t, Dice{1, 10, level}, SecondWindDice(level))
	}
}

func TestSecondWindNeedsAUseAndTheFeature(t *testing.T) {
	c, err := UseFeature(newChar(t, Fighter, Human), FeatureSecondWind)
	require.NoError(t, err)
	assert.Equal(t, 0, FeatureUsesLeft(c, FeatureSecondWind))
	_, err = UseFeature(c, FeatureSecondWind)
	assert.Equal(t, ErrNoUses{Feature: FeatureSecondWind, Recharge: RechargeShortRest}, err)

	_, err = UseFeature(newChar(t, Mage, Human), FeatureSecondWind)
	assert.Equal(t, ErrNoFeature{Feature: FeatureSecondWind}, err)
}

func TestActionSurgeRechargesOnShortRest(t *testing.T) {
	c := atLevel(t, Fighter, Human, 9)
	c, err := UseFeature(c, FeatureActionSurge)
	require.NoError(t, err)
	_, err = UseFeature(c, FeatureActionSurge)
	assert.Equal(t, ErrNoUses{Feature: FeatureActionSurge, Recharge: RechargeShortRest}, err)

	c, err = UseFeature(c, FeatureIndomitable)
	require.NoError(t, err)

	c, rep, err := ShortRest(c, dice.NewStream(1, "rest"), t0)
	require.NoError(t, err)
	assert.Contains(t, rep.FeaturesRecharged, FeatureActionSurge)
	assert.NotContains(t, rep.FeaturesRecharged, FeatureIndomitable, "Indomitable waits for a long rest")
	assert.Equal(t, 1, FeatureUsesLeft(c, FeatureActionSurge))
	assert.Equal(t, 0, FeatureUsesLeft(c, FeatureIndomitable))
	_, err = UseFeature(c, FeatureActionSurge)
	assert.NoError(t, err)
}

func TestActionSurgeNeedsLevel2(t *testing.T) {
	_, err := UseFeature(newChar(t, Fighter, Human), FeatureActionSurge)
	assert.Equal(t, ErrNoFeature{Feature: FeatureActionSurge}, err)
	assert.Equal(t, 1, FeatureUsesLeft(atLevel(t, Fighter, Human, 2), FeatureActionSurge))
}

// Preserve Life is once per long rest; the combat engine heals it
// (combat's TestPreserveLifeHealsUpToHalfTheMaximumOncePerRest).
func TestPreserveLifeIsOncePerLongRest(t *testing.T) {
	c, err := UseFeature(atLevel(t, Cleric, Human, 6), FeaturePreserveLife)
	require.NoError(t, err)
	_, err = UseFeature(c, FeaturePreserveLife)
	assert.Equal(t, ErrNoUses{Feature: FeaturePreserveLife, Recharge: RechargeLongRest}, err)
}

func TestUseFeatureDoesNotTouchOriginal(t *testing.T) {
	c := newChar(t, Fighter, Human)
	_, err := UseFeature(c, FeatureSecondWind)
	require.NoError(t, err)
	assert.Equal(t, 1, FeatureUsesLeft(c, FeatureSecondWind))
}

func TestUnlimitedFeatureCostsNothing(t *testing.T) {
	c := atLevel(t, Rogue, Human, 2)
	c2, err := UseFeature(c, FeatureCunningAction)
	require.NoError(t, err)
	assert.Equal(t, c.Resources, c2.Resources)
}

func TestFeatureTableIsComplete(t *testing.T) {
	for _, f := range features {
		assert.NotEmpty(t, f.Name, f.ID)
		assert.NotEmpty(t, f.Summary, f.ID)
		assert.NotEmpty(t, f.Action, f.ID)
		if f.Uses > 0 {
			assert.NotEqual(t, NoRecharge, f.Recharge, f.ID)
		}
	}
}

func TestBrokenFeatureFileFailsWithClearMessages(t *testing.T) {
	cases := []brokenData{
		{"unknown field", "    action: free\n", "    acton: free\n", "field acton not found in type rules.FeatureDef"},
		{"unknown action", "    action: free\n", "    action: sometimes\n", `features[1] ("action_surge"): unknown action "sometimes"`},
		{"uses without recharge", "    uses: 1\n    recharge: short_rest\n", "    uses: 1\n", `features[0] ("second_wind"): uses 1 with recharge ""`},
		{"bad dice", "{level: 8, dice: 1d8}", "{level: 8, dice: d8}", `"d8" is not dice such as 2d6`},
		{"falling levels", "{level: 8, dice: 1d8}, {level: 14, dice: 2d8}", "{level: 8, dice: 1d8}, {level: 4, dice: 2d8}", `("divine_strike"): scaling[1]: levels rise`},
		{"listed twice", "  - id: action_surge\n", "  - id: second_wind\n", `features[1] ("second_wind"): listed twice`},
		{"unknown save", "saves: [wis, cha]", "saves: [wis, luck]", `("slippery_mind"): saves: unknown ability "luck"`},
	}
	requireBrokenData(t, "data/features.yaml", featuresData, func(b []byte) error { _, err := loadFeatures(b); return err }, cases)
	require.NoError(t, Load(), "the shipped table loads")
}
