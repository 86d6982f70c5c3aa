package narrate

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func mage(t *testing.T) rules.Character {
	t.Helper()
	ch, err := rules.NewCharacter("Aria", rules.Mage, rules.Elf)
	require.NoError(t, err)
	return ch
}

func TestInventoryFollowsKindGroupsOrderAndGradesMaterials(t *testing.T) {
	ch := mage(t)
	ch.Inventory = rules.Inventory{
		"gem_moonstone": 1, "forest_essence": 2, "aboleth_mucus": 1, "dagger_t1": 1,
		"potion_of_healing": 3, "supply_pack_standard": 1, "mystery_box": 1,
	}
	text := Inventory(ch, "!")
	order := []string{"**Equipped**", "**Weapons**", "**Consumables**", "**Expedition supplies**", "**Materials**", "**Treasure**", "**Other**"}
	last := -1
	for _, h := range order {
		i := strings.Index(text, h)
		require.GreaterOrEqual(t, i, 0, h)
		assert.Greater(t, i, last, h)
		last = i
	}
	assert.Contains(t, text, "_Rare_\n- Refined Aboleth Mucus — sells for 230\n_Uncommon_\n- Forest Essence ×2")
	assert.Contains(t, text, "- Potion of Healing ×3 — heals 2d4+2")
	assert.Contains(t, text, "- mystery_box — something I no longer recognise")
}

func TestInventoryGroupsAKindTheTableDoesNotName(t *testing.T) {
	g, pos := groupFor(content.ItemKind("trophy_head"))
	assert.Equal(t, "Trophy head", g.Label)
	assert.Equal(t, len(kindGroups), pos)
	for _, k := range []content.ItemKind{content.KindWeapon, content.KindArmor, content.KindWondrous, content.KindConsumable,
		content.KindMaterial, content.KindTreasure, content.KindQuest, content.KindSupply} {
		_, pos := groupFor(k)
		assert.Less(t, pos, len(kindGroups), "every shipped kind has a group: %s", k)
	}
}

func TestInventoryWithAnEmptyPackPointsAtTheShop(t *testing.T) {
	ch := mage(t)
	ch.Inventory = nil
	assert.Contains(t, Inventory(ch, "!"), "Nothing else but lint")
}

func TestItemSummaryDescribesEachKind(t *testing.T) {
	cases := map[content.ItemID]string{
		"longbow_t1":         "1d8 piercing, ranged, two-handed",
		"rapier_t2":          "1d8 piercing, +1 to hit and damage, finesse",
		"chain_mail_t1":      "AC 16, heavy",
		"breastplate_t3":     "AC 16 (+2), medium",
		"shield_t1":          "+2 AC shield",
		"robes_t1":           "robes: no armour, +1 to unarmoured AC",
		"robes_t3":           "robes: no armour, +3 to unarmoured AC",
		"helmet_t2":          "+6 max HP in fights",
		"boots_t1":           "+1 initiative",                        // the fight reads the Speed bonus as initiative (rules.Effective)
		"coal_bomb":          "8 damage to one foe, for your action", // used as the turn's action (combat.useItem)
		"ring_of_protection": "+1 AC, +1 to saves, attunement",
		"berry_poultice":     "heals 12",
		"spore_cloud":        "enemies miss 15% of attacks for 2 rounds",
		"supply_pack_deluxe": "20 SU",
	}
	for id, want := range cases {
		it, ok := content.ItemByID(id)
		require.True(t, ok, id)
		assert.Equal(t, want, ItemSummary(it), id)
	}
}
