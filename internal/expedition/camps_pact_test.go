package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// A rough camp's partial rest gives a Warlock every Pact Magic slot back
// (rules §1.6, §3.1) and no one else a slot.
func TestPartialCampRestGivesPactSlotsBack(t *testing.T) {
	rough, ok := CampDefOf(CampRough)
	require.True(t, ok)
	for _, tc := range []struct {
		class rules.ClassID
		want  rules.SlotTable
	}{
		{rules.Warlock, rules.SlotTable{0, 0, 2}},
		{rules.Mage, rules.SlotTable{}},
	} {
		c, err := rules.NewCharacter("Ash", tc.class, rules.Human)
		require.NoError(t, err)
		c, _ = rules.AwardXP(c, rules.XPForLevel(5))
		c.Slots = rules.SlotTable{}
		got, res := campPartialRest(c, rough, CampResult{})
		assert.Equal(t, tc.want, res.PactSlots, tc.class)
		assert.Equal(t, tc.want, got.Slots, tc.class)
	}
}
