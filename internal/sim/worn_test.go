package sim

import (
	"testing"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim/record"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWornTiers(t *testing.T) {
	kit, err := rules.NewCharacter("Kit", rules.Fighter, rules.Human)
	require.NoError(t, err)
	bought := kit.Clone()
	bought.Equipment = kit.Equipment.Clone()
	bought.Equipment.Set(rules.SlotArmor, "plate_t1") // tier 1 like the kit's chain mail, but bought
	bought.Equipment.Set(rules.SlotHead, "helmet_t3")
	for _, tc := range []struct {
		name string
		c    rules.Character
		want [record.WornSlots]int
	}{
		{"the starting kit is 0", kit, [record.WornSlots]int{}},
		{"bought pieces by their tier", bought, [record.WornSlots]int{1, 0, 0, 3, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, WornTiers(tc.c).Tiers())
		})
	}
}

// TestWornHoldsEveryCareerSlot: record.Worn has a field for each slot a
// career buys for, in careerSlots' order.
func TestWornHoldsEveryCareerSlot(t *testing.T) {
	require.Len(t, careerSlots, record.WornSlots)
	assert.Equal(t, []rules.EquipSlot{rules.SlotArmor, rules.SlotMainHand, rules.SlotOffHand, rules.SlotHead, rules.SlotFeet}, careerSlots)
}
