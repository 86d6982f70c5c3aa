package content

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// avgHeal is the average HP a healing consumable restores.
func avgHeal(it Item) float64 {
	if it.Consumable.HealDice.Count > 0 {
		return it.Consumable.HealDice.Average()
	}
	return float64(it.Consumable.Amount)
}

// A healing item is priced for what it heals: of any two healing items,
// consumables and SRD potions alike, the one that heals more never costs
// less, so a 12-HP Berry Poultice is not eight times a 50-coin Potion of
// Healing (it was 400 coins, more than the 14-HP Potion of Greater Healing).
func TestHealingItemsCostByWhatTheyHeal(t *testing.T) {
	var heals []Item
	for _, it := range Items() {
		if it.Kind == KindConsumable && it.Consumable != nil && it.Consumable.Effect == ConsumeHeal {
			heals = append(heals, it)
		}
	}
	require.GreaterOrEqual(t, len(heals), 7, "the four SRD potions and the three healing consumables")
	slices.SortFunc(heals, func(a, b Item) int { return int(avgHeal(a)*4) - int(avgHeal(b)*4) })
	for i := 1; i < len(heals); i++ {
		lo, hi := heals[i-1], heals[i]
		assert.LessOrEqual(t, lo.Value, hi.Value, "%s heals %.1f for %d coins, %s heals %.1f for %d", lo.Name, avgHeal(lo), lo.Value, hi.Name, avgHeal(hi), hi.Value)
	}
}

// Every consumable's price is what rules §4.4 lists; none costs more than
// the Potion of Supreme Healing (1,500 coins), the strongest potion.
func TestConsumablePrices(t *testing.T) {
	for id, want := range map[ItemID]int{
		"potion_of_healing": 50, "coal_bomb": 50, "berry_poultice": 100, "blooper_ink": 150,
		"herb_salve": 300, "mushroom_brew": 300, "goblin_grease": 300, "spore_cloud": 300,
		"quartz_ward": 500, "sapphire_elixir": 500, "spirit_tonic": 1000, "voidstone_shard": 1000,
		"ancient_artifact_oil": 1500,
	} {
		it, ok := ItemByID(id)
		require.True(t, ok, id)
		assert.Equal(t, want, it.Value, id)
		assert.LessOrEqual(t, it.Value, 1500, id)
	}
}
