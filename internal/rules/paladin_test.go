package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSmiteDiceFollowTheSlotUpToFiveD8(t *testing.T) {
	for _, tc := range []struct {
		slot int
		want string
	}{{0, "0"}, {1, "2d8"}, {2, "3d8"}, {3, "4d8"}, {4, "5d8"}, {5, "5d8"}, {9, "5d8"}} {
		got := SmiteDice(tc.slot)
		if tc.want == "0" {
			assert.True(t, got.IsZero(), "slot %d", tc.slot)
			continue
		}
		assert.Equal(t, tc.want, got.String(), "slot %d", tc.slot)
	}
}

func TestPaladinFeaturesByLevel(t *testing.T) {
	for _, tc := range []struct {
		level      int
		feature    FeatureID
		has        bool
		improvedD8 int
	}{
		{1, FeatureLayOnHands, true, 0},
		{1, FeatureDivineSmite, false, 0},
		{2, FeatureDivineSmite, true, 0},
		{5, FeatureAuraOfProtection, false, 0},
		{6, FeatureAuraOfProtection, true, 0},
		{10, FeatureImprovedDivineSmite, false, 0},
		{11, FeatureImprovedDivineSmite, true, 1},
	} {
		c := atLevel(t, Paladin, Human, tc.level)
		assert.Equal(t, tc.has, c.HasFeature(tc.feature), "L%d %s", tc.level, tc.feature)
		assert.Equal(t, tc.improvedD8, ImprovedSmiteDice(tc.level).Count, "L%d improved smite", tc.level)
	}
}

func TestLayOnHandsPoolIsFourHPALevelAndGrowsWithLevels(t *testing.T) {
	for _, level := range []int{1, 2, 5, 11, 20} {
		c := atLevel(t, Paladin, Human, level)
		assert.Equal(t, 4*level, LayOnHandsPool(c), "L%d pool", level)
		assert.Equal(t, 4*level, FeatureUsesLeft(c, FeatureLayOnHands), "L%d starts full", level)
	}
	assert.Zero(t, LayOnHandsPool(atLevel(t, Cleric, Human, 5)), "a Cleric has no pool")
}

func TestSpendFeatureUsesTakesHPFromThePool(t *testing.T) {
	c := atLevel(t, Paladin, Human, 4) // a 16 HP pool
	for _, tc := range []struct {
		n       int
		wantErr bool
		left    int
	}{{5, false, 11}, {11, false, 0}, {1, true, 0}, {0, true, 0}} {
		var err error
		c2, err := SpendFeatureUses(c, FeatureLayOnHands, tc.n)
		if tc.wantErr {
			assert.ErrorAs(t, err, &ErrNoUses{}, "spend %d", tc.n)
			assert.Equal(t, c, c2, "a refusal changes nothing")
			continue
		}
		require.NoError(t, err, "spend %d", tc.n)
		assert.Equal(t, tc.left, FeatureUsesLeft(c2, FeatureLayOnHands), "spend %d", tc.n)
		c = c2
	}
	_, err := SpendFeatureUses(atLevel(t, Fighter, Human, 4), FeatureLayOnHands, 1)
	assert.ErrorAs(t, err, &ErrNoFeature{})
}

func TestLongRestRefillsLayOnHands(t *testing.T) {
	c := atLevel(t, Paladin, Human, 3)
	c, err := SpendFeatureUses(c, FeatureLayOnHands, 10)
	require.NoError(t, err)
	rested, _ := RestoreLongRest(c)
	assert.Equal(t, 12, FeatureUsesLeft(rested, FeatureLayOnHands))
}

func TestAuraOfProtection(t *testing.T) {
	for _, tc := range []struct {
		class   ClassID
		level   int
		wantAur int
	}{
		{Paladin, 5, 0},
		{Paladin, 6, 2}, // CHA 15 (+2)
		{Fighter, 6, 0},
	} {
		c := atLevel(t, tc.class, Human, tc.level)
		assert.Equal(t, tc.wantAur, AuraBonus(c), "%s L%d aura", tc.class, tc.level)
	}
	pal := atLevel(t, Paladin, Human, 6)
	assert.Equal(t, pal.Abilities.Mod(DEX)+AuraBonus(pal), SavingThrowBonus(pal, DEX), "the aura adds to every save")
}
