package rules

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestErrorMessagesNameTheirData(t *testing.T) {
	cases := []struct {
		err  error
		want string
	}{
		{ErrUnknownSpell{Spell: "wish"}, "wish"},
		{ErrSpellNotKnown{Spell: Fireball}, "fireball"},
		{ErrSlotTooLow{Spell: Fireball, SpellLvl: 3, SlotLevel: 2}, "level 3"},
		{ErrUnknownClass{Class: "bard"}, "bard"},
		{ErrUnknownRace{Race: "gnome"}, "gnome"},
		{ErrNoFeature{Feature: FeatureActionSurge}, "action_surge"},
		{ErrNoUses{Feature: FeatureSecondWind, Recharge: RechargeShortRest}, "short rest"},
		{ErrNoUses{Feature: FeaturePreserveLife, Recharge: RechargeLongRest}, "long rest"},
		{ErrBadQuantity{Amount: -2}, "-2"},
		{ErrNotEnoughItems{Item: "rope", Have: 1, Want: 3}, "rope"},
		{ErrNotEnoughCoins{Have: 5, Need: 200}, "200"},
		{ErrInCombat{}, "fight"},
		{ErrNoHitDice{}, "hit dice"},
		{ErrRestLockout{Until: t0.Add(time.Hour)}, "2025-03-01T13:00:00Z"},
		{ErrLongRestCooldown{Until: t0.Add(24 * time.Hour)}, "2025-03-02T12:00:00Z"},
		{ErrRecovering{Until: t0}, "2025-03-01T12:00:00Z"},
		{ErrNoSlot{Level: 2}, "level 2"},
		{ErrBadSlotLevel{Level: 9}, "9"},
	}
	for _, tc := range cases {
		assert.Contains(t, tc.err.Error(), tc.want)
	}
}
