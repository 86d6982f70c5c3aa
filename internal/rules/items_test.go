package rules

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEquipmentSetGetClear(t *testing.T) {
	var e Equipment
	assert.Equal(t, ItemID(""), e.Get(SlotArmor))
	e.Set(SlotArmor, "chain_mail")
	assert.Equal(t, ItemID("chain_mail"), e.Get(SlotArmor))
	e.Set(SlotArmor, "")
	_, present := e[SlotArmor]
	assert.False(t, present)
	assert.Len(t, equipSlots, 10)
}

func TestItemTypesJSONNames(t *testing.T) {
	raw, err := json.Marshal(longsword1)
	require.NoError(t, err)
	assert.JSONEq(t, `{"id":"longsword_1","name":"","kind":"longsword","tier":0,
		"damage":{"count":1,"sides":8},"damage_type":"slashing","category":"martial","magic_bonus":1}`, string(raw))
	raw, err = json.Marshal(scale)
	require.NoError(t, err)
	assert.JSONEq(t, `{"id":"scale_mail","name":"","tier":0,"category":"medium","base_ac":14}`, string(raw))
	assert.True(t, shield.IsShield())
	assert.False(t, chain.IsShield())
}
