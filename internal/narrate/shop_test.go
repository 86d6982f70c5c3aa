package narrate

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
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

func TestShopFoldsTieredEquipmentIntoOnePriceLine(t *testing.T) {
	text := Shop(offersUpTo(2), []ShopService{{Name: "Long rest at the inn", Price: 200, Command: "rest long"}}, 150, "!")
	assert.Contains(t, text, "**Weapons** — 100 each · Fine (tier 2) 450\nBattleaxe, Dagger, Dart,")
	assert.Contains(t, text, "**Armour and shields** — 100 each · Fine (tier 2) 450\n")
	assert.Contains(t, text, "**Worn gear** — 75 each · Fine (tier 2) 350\nBoots, Helmet")
	assert.NotContains(t, text, "Fine Dagger", "folded names appear once, unprefixed")
	assert.Contains(t, text, "- Long rest at the inn — 200 · `!rest long`")
	assert.Contains(t, text, "e.g. `!buy potion of healing 2` or `!buy fine battleaxe`")
	assert.Less(t, strings.Count(text, "\n"), 30, "a short message")
}

func TestShopListsItemByItemWhenPricesDifferWithinATier(t *testing.T) {
	offers := []content.ShopOffer{
		{ID: "dagger_t1", Kind: content.OfferItem, ItemID: "dagger_t1", Price: 100},
		{ID: "mace_t1", Kind: content.OfferItem, ItemID: "mace_t1", Price: 120},
	}
	text := Shop(offers, nil, 0, "!")
	assert.Contains(t, text, "**Weapons**\n- Dagger — 100 · 1d4 piercing, finesse\n- Mace — 120 · 1d6 bludgeoning")
	assert.NotContains(t, text, "**Services**")
}

func TestFoldTiersNeedsTheSameBasesAtEveryTier(t *testing.T) {
	entry := func(id string, price int) shopEntry {
		it, _ := content.ItemByID(id)
		return shopEntry{offer: content.ShopOffer{ID: id, ItemID: id, Price: price}, item: it}
	}
	_, ok := foldTiers([]shopEntry{entry("dagger_t1", 100), entry("mace_t1", 100), entry("dagger_t2", 450)})
	assert.False(t, ok, "mace_t2 missing")
	f, ok := foldTiers([]shopEntry{entry("dagger_t1", 100), entry("mace_t1", 100), entry("dagger_t2", 450), entry("mace_t2", 450)})
	assert.True(t, ok)
	assert.Equal(t, []string{"Dagger", "Mace"}, f.names)
	assert.Equal(t, "Fine ", f.prefix[2])
	_, ok = foldTiers([]shopEntry{entry("potion_of_healing", 50), entry("berry_poultice", 400)})
	assert.False(t, ok, "no tier suffix")
}
