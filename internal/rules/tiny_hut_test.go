package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/dice"
)

// TestHutRest: a rest under the Tiny Hut (rules §1.7) is a short rest
// giving back no slot above 3rd level, its budget of higher slots going
// to the highest missing up to 3rd, and spends the hut's one use; a Mage
// below level 5, or with the use spent, and any other class are refused.
func TestHutRest(t *testing.T) {
	spent := func(c Character) Character {
		c, err := UseFeature(c, FeatureTinyHut)
		require.NoError(t, err)
		return c
	}
	for _, tc := range []struct {
		name    string
		c       Character
		slots   SlotTable // the slots left before the rest
		want    SlotTable // restored
		wantErr error
	}{
		{"level 5, every slot spent: as a short rest", atLevel(t, Mage, Human, 5), SlotTable{}, SlotTable{4, 0, 1}, nil},
		{"level 9, every slot spent: two 3rd-level slots, no 5th", atLevel(t, Mage, Human, 9), SlotTable{}, SlotTable{4, 0, 2}, nil},
		{"level 12, 3rd-level slots full: the 2nd-level ones", atLevel(t, Mage, Human, 12), SlotTable{0, 0, 3}, SlotTable{4, 3}, nil},
		{"level 4: no hut yet", atLevel(t, Mage, Human, 4), SlotTable{}, SlotTable{}, ErrNoFeature{Feature: FeatureTinyHut}},
		{"the hut spent", spent(atLevel(t, Mage, Human, 9)), SlotTable{}, SlotTable{}, ErrNoUses{Feature: FeatureTinyHut, Recharge: RechargeLongRest}},
		{"a Cleric", atLevel(t, Cleric, Human, 9), SlotTable{}, SlotTable{}, ErrNoFeature{Feature: FeatureTinyHut}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := tc.c
			c.Slots = tc.slots
			got, rep, err := HutRest(c, dice.NewStream(1, "rest"), t0)
			if tc.wantErr != nil {
				assert.ErrorIs(t, err, tc.wantErr)
				assert.Equal(t, c, got, "nothing changed")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, rep.SlotsRestored)
			assert.Equal(t, 0, FeatureUsesLeft(got, FeatureTinyHut), "the hut's use is spent")
			assert.Equal(t, t0.Add(ShortRestLockout), got.LockoutUntil, "an hour, as a short rest")
		})
	}
}
