package content

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

func TestShopWeaponsAndArmourByTier(t *testing.T) {
	cases := []struct {
		id    ItemID
		tier  int
		price int
		bonus int
	}{
		{"longsword_t1", 1, 100, 0},
		{"longsword_t2", 2, 450, 1},
		{"rapier_t3", 3, 1500, 2},
		{"greatsword_t4", 4, 7500, 3},
		{"longbow_t5", 5, 30000, 4},
	}
	for _, c := range cases {
		it, ok := ItemByID(c.id)
		require.True(t, ok, c.id)
		require.NotNil(t, it.Weapon)
		assert.Equal(t, c.tier, it.Weapon.Tier)
		assert.Equal(t, c.bonus, it.Weapon.MagicBonus)
		price, ok := BuyPrice(c.id)
		assert.True(t, ok)
		assert.Equal(t, c.price, price)
	}
	plate, ok := ItemByID(ArmorID("plate", 3))
	require.True(t, ok)
	assert.Equal(t, rules.HeavyArmor, plate.Armor.Category)
	assert.Equal(t, 18, plate.Armor.BaseAC)
	assert.Equal(t, 2, plate.Armor.MagicBonus)
	shield, _ := ItemByID("shield_t1")
	assert.True(t, shield.Armor.IsShield())
	assert.Len(t, weaponItems, len(baseWeapons)*5)
	assert.Len(t, armorItems, len(baseArmors)*5)
}

func TestHelmetAndBootsPrices(t *testing.T) {
	for tier, want := range []int{75, 350, 1200, 6000, 25000} {
		for _, kind := range []string{"helmet", "boots"} {
			id := fmt.Sprintf("%s_t%d", kind, tier+1)
			got, ok := BuyPrice(ItemID(id))
			require.True(t, ok, id)
			assert.Equal(t, want, got, id)
		}
	}
}

func TestConsumableEffects(t *testing.T) {
	cases := []struct {
		id      ItemID
		effect  ConsumableEffect
		amount  int
		percent int
		rounds  int
	}{
		{"berry_poultice", ConsumeHeal, 12, 0, 0},
		{"herb_salve", ConsumeHeal, 20, 0, 0},
		{"spirit_tonic", ConsumeHeal, 40, 0, 0},
		{"mushroom_brew", ConsumeDamageReduction, 0, 20, 0},
		{"quartz_ward", ConsumeAbsorbHit, 0, 0, 0},
		{"voidstone_shard", ConsumeReflect, 0, 50, 0},
		{"coal_bomb", ConsumeOpener, 8, 0, 0},
		{"goblin_grease", ConsumeDamageBoost, 0, 25, 0},
		{"sapphire_elixir", ConsumeCritBoost, 0, 15, 0},
		{"ancient_artifact_oil", ConsumeFirstHitCrit, 0, 35, 0},
		{"blooper_ink", ConsumeSpeedBoost, 0, 30, 0},
		{"spore_cloud", ConsumeEnemyMiss, 0, 15, 2},
	}
	for _, c := range cases {
		it, ok := ItemByID(c.id)
		require.True(t, ok, c.id)
		require.NotNil(t, it.Consumable, c.id)
		k := *it.Consumable
		assert.Equal(t, []any{c.effect, c.amount, c.percent, c.rounds}, []any{k.Effect, k.Amount, k.Percent, k.Rounds}, c.id)
	}
	potion, ok := ItemByID("potion_of_healing")
	require.True(t, ok)
	assert.Equal(t, rules.Dice{Count: 2, Sides: 4, Bonus: 2}, potion.Consumable.HealDice)
	assert.Equal(t, 50, potion.Value)
}

func TestNamedBossItemValues(t *testing.T) {
	cases := []struct {
		id   ItemID
		want int
	}{
		{"grol_handaxe", 50},              // tier 1, 50 × 1
		{"valdris_phylactery_shard", 100}, // tier 1 always-drop, 100 × 1
		{"hollow_crown", 200},             // tier 2
		{"blackspire_deed", 900},          // tier 3 always-drop
		{"thornmothers_bargain", 1600},    // tier 4 always-drop
		{"demon_blade", 1250},             // tier 5
		{"scale_of_infernax", 2500},       // tier 5 always-drop
		{"azer_ingot", 50},                // registry material keeps its sell value
		{"portal_fragment", 6500},
	}
	for _, c := range cases {
		it, ok := ItemByID(c.id)
		require.True(t, ok, c.id)
		assert.Equal(t, c.want, it.Value, c.id)
	}
	assert.Equal(t, 1250, NamedItemValue(5, false))
	assert.Equal(t, 2500, NamedItemValue(5, true))
}

func TestBuyAndSellPrices(t *testing.T) {
	cases := []struct {
		id      ItemID
		buy     int
		stocked bool
		sell    int
		bought  bool
	}{
		{"berry_poultice", 100, true, 50, true}, // consumables sell at half
		{"potion_of_healing", 50, true, 25, true},
		{"longsword_t2", 450, true, 225, true}, // equipment sells at half its value
		{"helmet_t5", 25000, true, 12500, true},
		{StandardPackID, StandardPackPrice, true, 0, false}, // packs are not bought back
		{DeluxePackID, DeluxePackPrice, true, 0, false},
		{"flame_tongue", 0, false, 225, true},   // boss items: sold, never stocked
		{"spirit_tonic", 0, false, 500, true},   // a consumable not stocked sells at half its price
		{"gem_diamond", 0, false, 2250, true},   // treasure sells at half its value
		{"blackspire_deed", 0, false, 0, false}, // quest items stay with the player
		{"no_such_item", 0, false, 0, false},
	}
	for _, c := range cases {
		buy, ok := BuyPrice(c.id)
		assert.Equal(t, c.stocked, ok, "stocked %s", c.id)
		assert.Equal(t, c.buy, buy, "buy %s", c.id)
		sell, ok := SellPrice(c.id)
		assert.Equal(t, c.bought, ok, "bought back %s", c.id)
		assert.Equal(t, c.sell, sell, "sell %s", c.id)
	}
	assert.Equal(t, 600, mustSell(t, Item{Kind: KindConsumable, Tier: 2}), "no value: tier baseline")
}

func mustSell(t *testing.T, it Item) int {
	t.Helper()
	p, ok := sellPriceOf(it)
	require.True(t, ok)
	return p
}

func TestServicesOnPriceList(t *testing.T) {
	inn, ok := OfferByID(OfferInnLongRest)
	require.True(t, ok)
	assert.Equal(t, OfferService, inn.Kind)
	assert.Equal(t, 200, inn.Price)
	respec, ok := OfferByID(OfferSubclassRespec)
	require.True(t, ok)
	assert.Equal(t, 500, respec.Price)
	assert.Equal(t, rules.SubclassChangeCost, respec.Price, "the rules' price (rules §1.11)")
	assert.Equal(t, rules.SubclassChangeWait, time.Duration(SubclassRespecDays)*24*time.Hour)
	_, ok = BuyPrice(OfferInnLongRest)
	assert.False(t, ok, "a service is not an item")
}

func TestStartingKits(t *testing.T) {
	cases := []struct {
		class            rules.ClassID
		main, armor, off ItemID
	}{
		{rules.Fighter, "longsword_t1", "chain_mail_t1", "shield_t1"},
		{rules.Rogue, "rapier_t1", "leather_t1", ""},
		{rules.Mage, "quarterstaff_t1", "", ""},
		{rules.Cleric, "mace_t1", "scale_mail_t1", "shield_t1"},
		{rules.Ranger, "longbow_t1", "scale_mail_t1", ""},
		{rules.Paladin, "longsword_t1", "chain_mail_t1", "shield_t1"},
		{rules.Warlock, "quarterstaff_t1", "leather_t1", ""},
		{rules.Sorcerer, "quarterstaff_t1", "", ""},
		{rules.Druid, "scimitar_t1", "leather_t1", "shield_t1"},
	}
	kits := map[rules.ClassID]StartingKit{}
	for _, k := range startingKits() {
		kits[k.ClassID] = k
	}
	for _, c := range cases {
		k, ok := kits[c.class]
		require.True(t, ok, c.class)
		assert.Equal(t, c.main, k.Equipment.Get(rules.SlotMainHand), c.class)
		assert.Equal(t, c.armor, k.Equipment.Get(rules.SlotArmor), c.class)
		assert.Equal(t, c.off, k.Equipment.Get(rules.SlotOffHand), c.class)
		for _, st := range k.Pack {
			_, known := ItemByID(st.ItemID)
			assert.True(t, known, "%s carries catalogue item %s", c.class, st.ItemID)
		}
	}
	assert.Len(t, startingKits(), len(rules.Classes()), "every rules class has a kit")
}

func TestItemByIDReturnsCopies(t *testing.T) {
	it, ok := ItemByID("grols_belt")
	require.True(t, ok)
	it.Wondrous.AbilityBonus[rules.STR] = 10
	again, _ := ItemByID("grols_belt")
	assert.Equal(t, 2, again.Wondrous.AbilityBonus[rules.STR])
}

func TestGradeNames(t *testing.T) {
	assert.Equal(t, "very rare", GradeEpic.SRDRarity())
	assert.Equal(t, "epic", GradeEpic.String())
	assert.Equal(t, GradeLegendary, GradeLegendary.Up())
	assert.Equal(t, GradeRare, GradeUncommon.Up())
	b, err := GradeRare.MarshalText()
	require.NoError(t, err)
	var g Grade
	require.NoError(t, g.UnmarshalText(b))
	assert.Equal(t, GradeRare, g)
	assert.Error(t, g.UnmarshalText([]byte("mythic")))
	_, err = Grade(0).MarshalText()
	assert.Error(t, err)
}

func TestEveryWeaponKindNamedByAClassIsStocked(t *testing.T) {
	for _, d := range rules.Classes() {
		for _, kind := range d.WeaponKinds {
			_, ok := ItemByID(WeaponID(kind, 1))
			assert.True(t, ok, "%s is proficient with %s", d.ID, kind)
		}
	}
}

func TestEquipmentPriceBands(t *testing.T) {
	tests := []struct {
		name        string
		srdCP, want int
	}{
		{"a dart (5 cp)", 5, 50},
		{"a dagger (2 gp)", 200, 50},
		{"leather (10 gp)", 1000, 100},
		{"a greatsword (50 gp)", 5000, 100},
		{"chain mail (75 gp)", 7500, 150},
		{"splint (200 gp)", 20000, 150},
		{"a breastplate (400 gp)", 40000, 200},
		{"plate (1,500 gp)", 150000, 300},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, EquipmentPrice(1, tt.srdCP))
		})
	}
}

// Every shop weapon and armour has its SRD cost, and at every tier plate
// costs more than a dart (rules §4.2).
func TestShopEquipmentIsPricedByWhatItIs(t *testing.T) {
	for _, b := range baseWeapons {
		assert.Positive(t, b.srdCP, b.kind)
	}
	for _, b := range baseArmors {
		assert.Positive(t, b.srdCP, b.kind)
	}
	for tier := 1; tier <= 5; tier++ {
		plate, _ := BuyPrice(ArmorID("plate", tier))
		dart, _ := BuyPrice(WeaponID("dart", tier))
		longsword, _ := BuyPrice(WeaponID("longsword", tier))
		assert.Greater(t, plate, longsword, "tier %d", tier)
		assert.Greater(t, longsword, dart, "tier %d", tier)
		assert.Equal(t, equipmentTierPrice[tier], longsword, "tier %d: the middle band is the tier's price of facts §6", tier)
	}
}
