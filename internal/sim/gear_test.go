package sim

import (
	"fmt"
	"testing"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGearTierFor(t *testing.T) {
	// rules §11.1: L1–3 T1, L4–6 T2, L7–9 T3, L10–12 T4, L13+ T5.
	want := []int{1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5}
	for i, tier := range want {
		assert.Equal(t, tier, GearTierFor(i+1), "level %d", i+1)
	}
	assert.Equal(t, 1, GearTierFor(0))
	assert.Equal(t, 5, GearTierFor(40))
}

func TestGearForRefusals(t *testing.T) {
	c := mustBuild(t, Build{Class: rules.Fighter, Level: 1})
	for _, tier := range []int{0, 6} {
		_, err := GearFor(c, tier)
		assert.Equal(t, errGearTier(tier), err)
	}
	c.Class = "bard"
	_, err := GearFor(c, 1)
	assert.Equal(t, rules.ErrUnknownClass{Class: "bard"}, err)
}

// Every item GearFor picks is shop stock, and it is the best of its kind
// for the character: no armour the class may wear gives more AC, and no
// weapon of the same style (melee or ranged; one-handed when a shield is
// carried) the class is proficient with deals more average damage.
func TestGearForIsBestOfTier(t *testing.T) {
	for _, class := range Classes() {
		def, _ := rules.Class(class)
		for _, rd := range rules.Races() {
			race := rd.ID
			for tier := 1; tier <= content.MaxZoneTier; tier++ {
				t.Run(fmt.Sprintf("%s/%s/T%d", class, race, tier), func(t *testing.T) {
					c := mustBuild(t, Build{Class: class, Race: race, Level: 1, GearTier: tier})
					for _, id := range c.Equipment {
						_, sold := content.BuyPrice(id)
						assert.True(t, sold, "%s is not shop stock", id)
					}
					checkBestArmor(t, c, def, tier)
					checkBestWeapon(t, c, def, tier)
				})
			}
		}
	}
}

func checkBestArmor(t *testing.T, c rules.Character, def rules.ClassDef, tier int) {
	t.Helper()
	var worn *rules.Armor
	if it := wornItem(c, rules.SlotArmor); it != nil {
		worn = it.Armor
	}
	for _, it := range stock(tier) {
		if it.Armor == nil || it.Armor.IsShield() || !def.ProficientArmor(*it.Armor) {
			continue
		}
		require.NotNil(t, worn, "%s may wear %s but wears no armour", c.Class, it.ID)
		assert.GreaterOrEqual(t, rules.ArmorClass(c, worn, nil), rules.ArmorClass(c, it.Armor, nil),
			"%s would be better than %s", it.ID, worn.ID)
	}
	shieldOK := def.ProficientArmor(rules.Armor{Category: rules.ShieldArmor})
	w := wornWeapon(c)
	require.NotNil(t, w)
	if shieldOK && !w.TwoHanded {
		assert.Equal(t, content.ItemID(fmt.Sprintf("shield_t%d", tier)), c.Equipment.Get(rules.SlotOffHand))
	} else {
		assert.Empty(t, c.Equipment.Get(rules.SlotOffHand))
	}
}

func checkBestWeapon(t *testing.T, c rules.Character, def rules.ClassDef, tier int) {
	t.Helper()
	w := wornWeapon(c)
	require.NotNil(t, w)
	shield := c.Equipment.Get(rules.SlotOffHand) != ""
	avg := func(x *rules.Weapon) float64 { return x.Damage.Average() + float64(rules.DamageBonus(c, x)) }
	for _, it := range stock(tier) {
		o := it.Weapon
		if o == nil || !def.ProficientWeapon(*o) || o.Ranged != w.Ranged || (shield && o.TwoHanded) {
			continue
		}
		assert.GreaterOrEqual(t, avg(w), avg(o), "%s would hit harder than %s", o.ID, w.ID)
	}
}

// stock returns Thom Krooke's equipment of tier.
func stock(tier int) []content.Item {
	return content.ItemsWhere(func(it content.Item) bool {
		_, sold := content.BuyPrice(it.ID)
		return sold && it.Tier == tier && it.IsEquipment()
	})
}

// A Mage wears no armour at any tier (no armour proficiency), so its AC
// never grows with gear: it relies on Mage Armor.
// The Mage wears the tier's robes: no armour, so Mage Armor still counts,
// and the robes' magic bonus on top.
func TestMageWearsRobes(t *testing.T) {
	for tier := 1; tier <= content.MaxZoneTier; tier++ {
		c := mustBuild(t, Build{Class: rules.Mage, Level: 1, GearTier: tier})
		assert.Equal(t, content.ArmorID("robes", tier), c.Equipment.Get(rules.SlotArmor))
		assert.Empty(t, c.Equipment.Get(rules.SlotOffHand))
		it, ok := content.ItemByID(c.Equipment.Get(rules.SlotArmor))
		require.True(t, ok)
		assert.Equal(t, rules.UnarmoredAC(c)+content.RobesMagicBonus(tier), rules.ArmorClass(c, it.Armor, nil))
	}
}
