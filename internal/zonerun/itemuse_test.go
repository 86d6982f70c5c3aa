package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/combat"
)

func TestItemUsesReadTheHPBeforeAHeal(t *testing.T) {
	evs := []combat.Event{
		{Round: 1, Kind: combat.EvAttackHit},
		{Round: 2, Kind: combat.EvItemUsed, Actor: combat.PlayerID, Item: "potion_of_healing", Detail: "Potion of Healing"},
		{Round: 2, Kind: combat.EvItemUsed, Actor: combat.SeatID(1), Item: "potion_of_healing", Detail: "Potion of Healing"},
		{Round: 2, Kind: combat.EvHealed, Amount: 7, HP: 13, Detail: "potion_of_healing"},
		{Round: 3, Kind: combat.EvHealed, Amount: 4, HP: 17, Detail: "second_wind"},
		{Round: 4, Kind: combat.EvItemUsed, Actor: combat.PlayerID, Item: "goblin_grease", Detail: "Goblin Grease"},
	}
	assert.Equal(t, []ItemUse{
		{Item: "potion_of_healing", Round: 2, HP: 6, MaxHP: 31, Healed: 7},
		{Item: "goblin_grease", Round: 4},
	}, itemUses(evs, 31))
	assert.Empty(t, itemUses(evs[:1], 31))
	assert.Empty(t, itemUses(evs[2:3], 31), "an ally's potion is not the leader's")
}
