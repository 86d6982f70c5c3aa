package sim

import (
	"testing"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLeanKit(t *testing.T) {
	for tier, k := range factsKit {
		got, err := LeanKit(tier)
		require.NoError(t, err)
		assert.Equal(t, []content.ItemStack{{ItemID: k[0], Qty: LeanHeals}, {ItemID: k[1], Qty: LeanBuffs}}, got, "tier %d", tier)
	}
	assert.Equal(t, 2, LeanHeals, "plan §6.1: 2 heals")
	assert.Equal(t, 1, LeanBuffs, "plan §6.1: 1 buff")
	for _, tier := range []int{0, 6} {
		_, err := LeanKit(tier)
		assert.Equal(t, errGearTier(tier), err)
	}
}

// The kit's heal is the strongest healing consumable of the tier or below;
// its buff is a combat (non-healing) consumable of exactly the tier.
func TestLeanKitFollowsTheCatalogue(t *testing.T) {
	for tier := 1; tier <= content.MaxZoneTier; tier++ {
		kit, err := LeanKit(tier)
		require.NoError(t, err)
		heal, ok := content.ItemByID(kit[0].ItemID)
		require.True(t, ok, kit[0].ItemID)
		require.NotNil(t, heal.Consumable)
		assert.Equal(t, content.ConsumeHeal, heal.Consumable.Effect)
		assert.LessOrEqual(t, heal.Tier, tier)
		for _, other := range content.ItemsWhere(func(it content.Item) bool {
			return it.Consumable != nil && it.Consumable.Effect == content.ConsumeHeal && it.Tier <= tier
		}) {
			assert.GreaterOrEqual(t, healAverage(heal), healAverage(other), "tier %d: %s heals more", tier, other.ID)
		}

		buff, ok := content.ItemByID(kit[1].ItemID)
		require.True(t, ok, kit[1].ItemID)
		require.NotNil(t, buff.Consumable)
		assert.NotEqual(t, content.RoleHealing, buff.Consumable.Role)
		assert.Equal(t, tier, buff.Tier)
	}
}

func healAverage(it content.Item) float64 {
	c := it.Consumable
	if !c.HealDice.IsZero() {
		return c.HealDice.Average()
	}
	return float64(c.Amount)
}

func TestKitItems(t *testing.T) {
	lean, err := LeanKit(3)
	require.NoError(t, err)
	for _, k := range []Kit{KitLean, ""} {
		got, err := KitItems(k, 3)
		require.NoError(t, err)
		assert.Equal(t, lean, got)
	}
	got, err := KitItems(KitNone, 3)
	require.NoError(t, err)
	assert.Empty(t, got)
	_, err = KitItems(KitNone, 9)
	assert.Equal(t, errGearTier(9), err)
	_, err = KitItems("huge", 1)
	assert.Equal(t, errKit("huge"), err)
}
