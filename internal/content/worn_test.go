package content

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

func TestWornGearAddsUpEverySlot(t *testing.T) {
	c, err := rules.NewCharacter("Tess", rules.Fighter, rules.Human)
	require.NoError(t, err)
	c.Equipment = rules.Equipment{
		rules.SlotMainHand: "flame_tongue",
		rules.SlotOffHand:  "shield_t1",
		rules.SlotArmor:    "armor_of_necrotic_resistance",
		rules.SlotHead:     "helmet_t2",
		rules.SlotFeet:     "boots_t3",
		rules.SlotHands:    "gauntlets_of_ogre_power",
		rules.SlotCloak:    "cloak_of_protection",
		rules.SlotNeck:     "amulet_of_health",
		rules.SlotRing1:    "ring_of_fire_resistance",
		rules.SlotRing2:    "blackspire_signet",
	}
	g := WornGear(c)
	require.NotNil(t, g.Weapon)
	assert.Equal(t, rules.ItemID("flame_tongue"), g.Weapon.ID)
	assert.Equal(t, rules.D(2, 6), g.ExtraDice)
	require.NotNil(t, g.Shield)
	assert.Equal(t, rules.ItemID("shield_t1"), g.Shield.ID)
	require.NotNil(t, g.Armor)
	assert.Equal(t, rules.ItemID("armor_of_necrotic_resistance"), g.Armor.ID)
	assert.Equal(t, rules.Abilities{Str: 19, Con: 19}, g.AbilitySet)
	assert.Equal(t, rules.Abilities{Cha: 2}, g.AbilityBonus)
	assert.Equal(t, 1, g.AC)
	assert.Equal(t, 1, g.Save)
	assert.Equal(t, 2*HelmetHPPerTier, g.HP)
	assert.Equal(t, 3, g.Speed)
	assert.Equal(t, []rules.DamageType{rules.Necrotic, rules.Fire}, g.Resist)

	e := EffectiveOf(c)
	assert.Equal(t, rules.EffectiveWith(c, g), e)
	assert.Equal(t, 19, e.Abilities.Str)
	assert.Equal(t, 13, e.Abilities.Cha, "CHA 11 + 2")
}

func TestWornGearSkipsUnknownAndOffHandWeapons(t *testing.T) {
	c, err := rules.NewCharacter("Tess", rules.Fighter, rules.Human)
	require.NoError(t, err)
	c.Equipment = rules.Equipment{rules.SlotMainHand: "no_such_item", rules.SlotOffHand: "flame_tongue"}
	g := WornGear(c)
	assert.Nil(t, g.Weapon)
	assert.True(t, g.ExtraDice.IsZero())
	assert.Equal(t, rules.UnarmedStrike, EffectiveOf(c).WeaponName)
}
