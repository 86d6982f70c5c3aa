package narrate

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func offersUpTo(tier int) []content.ShopOffer {
	var out []content.ShopOffer
	for _, o := range content.ShopOffers() {
		if it, ok := content.ItemByID(o.ItemID); ok && it.Tier <= tier {
			out = append(out, o)
		}
	}
	return out
}

func TestShopFoldsTieredEquipmentIntoOneLinePerPriceBand(t *testing.T) {
	text := Shop(offersUpTo(2), []ShopService{{Name: "Long rest at the inn", Price: 200, Command: "rest long"}}, 150, "", "!")
	assert.Contains(t, text, "**Weapons** (Fine: tier 2)\n- Dagger, Dart, Handaxe, Mace, Quarterstaff, Sling, Spear: 50 coins · Fine 225\n- Battleaxe,")
	assert.Contains(t, text, "- Half Plate, Plate Armor: 300 coins · Fine 1,350", "plate costs more than a dart")
	assert.Contains(t, text, "**Wearable gear** (Fine: tier 2)\n- Boots, Helmet: 75 coins · Fine 350")
	assert.NotContains(t, text, "Fine Dagger", "folded names appear once, unprefixed")
	assert.Contains(t, text, "- Long rest at the inn: 200 coins · `!rest long`")
	assert.Contains(t, text, "e.g. `!buy potion of healing 2` or `!buy fine dagger`")
	assert.Less(t, strings.Count(text, "\n"), 30, "a short message")
}

func TestShopListsItemByItemWhatDoesNotFold(t *testing.T) {
	offers := []content.ShopOffer{
		{ID: "dagger_t1", Kind: content.OfferItem, ItemID: "dagger_t1", Price: 100},
	}
	text := Shop(offers, nil, 0, "", "!")
	assert.Contains(t, text, "**Weapons**\n- Dagger: 100 coins · 1d4 piercing, finesse\n", "one base is listed with its numbers")
	assert.NotContains(t, text, "**Services**")
}

func TestFoldTiersNeedsTheSameBasesAtEveryTier(t *testing.T) {
	entry := func(id content.ItemID, price int) shopEntry {
		it, _ := content.ItemByID(id)
		return shopEntry{offer: content.ShopOffer{ID: string(id), ItemID: id, Price: price}, item: it}
	}
	_, ok := foldTiers([]shopEntry{entry("dagger_t1", 100), entry("mace_t1", 100), entry("dagger_t2", 450)})
	assert.False(t, ok, "mace_t2 missing")
	f, ok := foldTiers([]shopEntry{entry("dagger_t1", 100), entry("mace_t1", 100), entry("dagger_t2", 450), entry("mace_t2", 450)})
	assert.True(t, ok)
	require.Len(t, f.bands, 1, "one price at each tier: one band")
	assert.Equal(t, []string{"Dagger", "Mace"}, f.bands[0].names)
	assert.Equal(t, "Fine ", f.prefix[2])
	f, ok = foldTiers([]shopEntry{entry("dagger_t1", 50), entry("mace_t1", 100), entry("dagger_t2", 225), entry("mace_t2", 450)})
	assert.True(t, ok)
	require.Len(t, f.bands, 2, "two prices: two bands, cheapest first")
	assert.Equal(t, []string{"Dagger"}, f.bands[0].names)
	assert.Equal(t, 450, f.bands[1].price[2])
	_, ok = foldTiers([]shopEntry{entry("potion_of_healing", 50), entry("berry_poultice", 400)})
	assert.False(t, ok, "no tier suffix")
}

// The shop says what armour is worth to this character's AC once worn.
func TestArmorWorthSaysWhatTheArmourDoesForThisCharacter(t *testing.T) {
	fighter, err := rules.NewCharacter("Brom", rules.Fighter, rules.Human)
	require.NoError(t, err)
	item := func(id content.ItemID) content.Item {
		it, ok := content.ItemByID(id)
		require.True(t, ok, id)
		return it
	}
	now := content.EffectiveOf(fighter).AC

	plate := ArmorWorth(fighter, item("plate_t1"), "!")
	_, with, _ := content.ACIfWorn(fighter, item("plate_t1"))
	require.Greater(t, with, now, "plate beats chain mail")
	assert.Equal(t, fmt.Sprintf("🛡️ Worn, it makes your AC %d (now %d): `!equip plate armor`.", with, now), plate)

	assert.Contains(t, ArmorWorth(fighter, item("chain_mail_t1"), "!"), fmt.Sprintf("it leaves your AC at %d", now), "the chain mail worn already")
	_, leather, _ := content.ACIfWorn(fighter, item("leather_t1"))
	assert.Equal(t, fmt.Sprintf("🛡️ Worn instead of what you have on, it would lower your AC to %d (now %d).", leather, now),
		ArmorWorth(fighter, item("leather_t1"), "!"), "leather is worse than chain mail")
	assert.Empty(t, ArmorWorth(fighter, item("longsword_t1"), "!"), "no armour, nothing to say")

	fighter.Equipment.Set(rules.SlotMainHand, "greatsword_t1")
	assert.Contains(t, ArmorWorth(fighter, item("shield_t1"), "!"), "A shield needs a free hand", "no AC promised that !equip would refuse")
}

func TestShopInTownTextNamesTheZonesTrader(t *testing.T) {
	for _, tc := range []struct {
		zone content.ZoneID
		want []string
	}{
		{content.ZoneGoblinWarrens, []string{"Thom Krooke's shop is back in town, not in **Goblin Warrens**"}},
		{content.ZoneUnderdark, []string{"Thom Krooke's shop is back in town", "a svirfneblin trader sells wares at the **Abandoned Shrine**", "(`!trade` there), but buys nothing"}},
		{content.ZoneFeywild, []string{"a fey pedlar sells wares at the **Sleeping Glade**", "buys nothing"}},
	} {
		got := ShopInTownText(tc.zone, "!")
		for _, w := range tc.want {
			assert.Contains(t, got, w, tc.zone)
		}
	}
	assert.NotContains(t, ShopInTownText(content.ZoneGoblinWarrens, "!"), "trade")
}

// Advice to buy or sell at Thom's is true where the player stands: in a
// zone it waits for town (rules §4.5).
func TestAtThomsKnowsWhereThePlayerStands(t *testing.T) {
	for _, tc := range []struct{ zone, want string }{
		{"", "`!buy fine plate armor`"},
		{string(content.ZoneGoblinWarrens), "`!buy fine plate armor` once you're back in town"},
	} {
		assert.Equal(t, tc.want, AtThoms("!buy fine plate armor", content.ZoneID(tc.zone)), tc.zone)
	}
	offers := []content.ShopOffer{{ID: "dagger_t1", Kind: content.OfferItem, ItemID: "dagger_t1", Price: 100}}
	inZone := Shop(offers, []ShopService{{Name: "Long rest at the inn", Price: 200, Command: "rest long"}}, 0, content.ZoneGoblinWarrens, "!")
	assert.Contains(t, inZone, "- Long rest at the inn: 200 coins · `!rest long` once you're back in town")
	assert.Contains(t, inZone, "Buy with `!buy <item> [n]` once you're back in town")
	assert.NotContains(t, inZone, "e.g. `!buy")
}
