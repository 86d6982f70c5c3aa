package content

import (
	"fmt"
	"slices"

	"github.com/gogobee/gogobee/internal/rules"
)

var itemKinds = []ItemKind{
	KindWeapon, KindArmor, KindWondrous, KindConsumable, KindMaterial,
	KindTreasure, KindQuest, KindSupply,
}

// checkItem checks one catalogue item: name, kind, tier, grade, value,
// the details its kind has (and no other's) and its supply units.
func (c *checker) checkItem(it Item) {
	who := fmt.Sprintf("item %q", it.ID)
	if it.Name == "" {
		c.addf("%s: empty name", who)
	}
	if !slices.Contains(itemKinds, it.Kind) {
		c.addf("%s: unknown kind %q", who, it.Kind)
	}
	if it.Tier < 1 || it.Tier > MaxZoneTier {
		c.addf("%s: tier %d outside 1..%d", who, it.Tier, MaxZoneTier)
	}
	if !it.Grade.Valid() {
		c.addf("%s: invalid grade %d", who, int(it.Grade))
	}
	if it.Value <= 0 {
		c.addf("%s: value %d must be positive", who, it.Value)
	}
	want := map[ItemKind]bool{
		KindWeapon: it.Weapon != nil, KindArmor: it.Armor != nil,
		KindWondrous: it.Wondrous != nil, KindConsumable: it.Consumable != nil,
	}
	for kind, set := range want {
		if set != (it.Kind == kind) {
			c.addf("%s: kind %q but %s details set=%v", who, it.Kind, kind, set)
		}
	}
	if (it.Kind == KindSupply) != (it.SupplyUnits > 0) {
		c.addf("%s: supply units %d do not fit kind %q", who, it.SupplyUnits, it.Kind)
	}
	c.checkItemDetails(who, it)
}

// checkItemDetails checks an item's kind's details: a weapon's and an
// armour's agree with the item; the rest, checkItemExtras.
func (c *checker) checkItemDetails(who string, it Item) {
	if w := it.Weapon; w != nil && (w.ID != it.ID || w.Tier != it.Tier || w.Damage.Count <= 0 || w.Damage.Sides <= 0) {
		c.addf("%s: weapon details disagree with the item or roll no damage", who)
	}
	if a := it.Armor; a != nil && (a.ID != it.ID || a.Tier != it.Tier || a.BaseAC <= 0) {
		c.addf("%s: armour details disagree with the item or have no AC", who)
	}
	c.checkItemExtras(who, it)
}

// checkItemExtras checks a wondrous item's slot, extra damage's dice and
// type, and a consumable's details (checkConsumable).
func (c *checker) checkItemExtras(who string, it Item) {
	if w := it.Wondrous; w != nil && !slices.Contains(rules.EquipSlots(), w.Slot) {
		c.addf("%s: unknown equipment slot %q", who, w.Slot)
	}
	if x := it.Extra; x != nil && (x.Dice.Count <= 0 || x.Dice.Sides <= 0 || x.Type == "") {
		c.addf("%s: extra damage needs dice and a damage type", who)
	}
	if cons := it.Consumable; cons != nil {
		c.checkConsumable(who, *cons)
	}
}

func (c *checker) checkConsumable(who string, k Consumable) {
	switch k.Role {
	case RoleHealing, RoleOffensive, RoleDefensive:
	default:
		c.addf("%s: unknown consumable role %q", who, k.Role)
	}
	pct := func() {
		if k.Percent <= 0 || k.Percent > 100 {
			c.addf("%s: %s needs a percent in 1..100, got %d", who, k.Effect, k.Percent)
		}
	}
	switch k.Effect {
	case ConsumeHeal:
		if k.Amount <= 0 && (k.HealDice.Count <= 0 || k.HealDice.Sides <= 0) {
			c.addf("%s: heal needs an amount or heal dice", who)
		}
	case ConsumeOpener:
		if k.Amount <= 0 {
			c.addf("%s: opener damage needs an amount", who)
		}
	case ConsumeEnemyMiss:
		pct()
		if k.Rounds <= 0 {
			c.addf("%s: enemy miss needs a number of rounds", who)
		}
	case ConsumeDamageReduction, ConsumeReflect, ConsumeDamageBoost, ConsumeCritBoost,
		ConsumeFirstHitCrit, ConsumeSpeedBoost:
		pct()
	case ConsumeAbsorbHit:
	default:
		c.addf("%s: unknown consumable effect %q", who, k.Effect)
	}
}

func (c *checker) checkOffers(offers []ShopOffer, items map[ItemID]Item) {
	seen := map[string]bool{}
	for _, o := range offers {
		who := fmt.Sprintf("shop offer %q", o.ID)
		if o.ID == "" || seen[o.ID] {
			c.addf("%s: empty or duplicate ID", who)
		}
		seen[o.ID] = true
		if o.Price <= 0 {
			c.addf("%s: price %d must be positive", who, o.Price)
		}
		switch o.Kind {
		case OfferItem:
			if _, ok := items[o.ItemID]; !ok {
				c.addf("%s: sells unknown item %q", who, o.ItemID)
			}
		case OfferService:
			if o.ItemID != "" {
				c.addf("%s: a service names item %q", who, o.ItemID)
			}
		default:
			c.addf("%s: unknown offer kind %q", who, o.Kind)
		}
	}
}

func (c *checker) checkKits(kits []StartingKit, items map[ItemID]Item) {
	seen := map[rules.ClassID]bool{}
	for _, k := range kits {
		who := fmt.Sprintf("starting kit %q", k.ClassID)
		if k.ClassID == "" || seen[k.ClassID] {
			c.addf("%s: empty or duplicate class", who)
		}
		seen[k.ClassID] = true
		for slot, id := range k.Equipment {
			it, ok := items[id]
			if !ok {
				c.addf("%s: slot %s holds unknown item %q", who, slot, id)
				continue
			}
			if !fitsSlot(it, slot) {
				c.addf("%s: item %q does not fit slot %s", who, id, slot)
			}
		}
		if w, ok := items[k.Equipment.Get(rules.SlotMainHand)]; ok && w.Weapon != nil &&
			w.Weapon.TwoHanded && k.Equipment.Get(rules.SlotOffHand) != "" {
			c.addf("%s: two-handed %q with an off-hand item", who, w.ID)
		}
		for _, st := range k.Pack {
			if _, ok := items[st.ItemID]; !ok || st.Qty <= 0 {
				c.addf("%s: pack holds unknown item %q or quantity %d", who, st.ItemID, st.Qty)
			}
		}
	}
}

// fitsSlot reports whether it can be worn in slot.
func fitsSlot(it Item, slot rules.EquipSlot) bool {
	switch {
	case it.Weapon != nil:
		return slot == rules.SlotMainHand || slot == rules.SlotOffHand
	case it.Armor != nil && it.Armor.IsShield():
		return slot == rules.SlotOffHand
	case it.Armor != nil:
		return slot == rules.SlotArmor
	case it.Wondrous != nil:
		ring := it.Wondrous.Slot == rules.SlotRing1 || it.Wondrous.Slot == rules.SlotRing2
		return slot == it.Wondrous.Slot || (ring && (slot == rules.SlotRing1 || slot == rules.SlotRing2))
	}
	return false
}

func (c *checker) checkLootPools(cat catalog, items map[ItemID]Item) {
	last := -1.0
	for _, r := range killGradeRules {
		if r.MinCR <= last || !r.Base.Valid() || r.DropChance < 0 || r.DropChance > 1 || r.UpChance < 0 || r.UpChance > 1 {
			c.addf("kill grade rule from CR %v: bands must ascend, grades be valid and chances lie in [0, 1]", r.MinCR)
		}
		last = r.MinCR
	}
	for _, g := range Grades() {
		c.checkGradePools(cat, items, g)
	}
	for _, id := range cat.drops {
		if it, ok := items[id]; !ok || it.Kind != KindConsumable {
			c.addf("consumable drops: %q is not a known consumable", id)
		}
	}
}

// checkGradePools checks grade g's treasure slate (known treasures of
// the grade within its value band, at least one) and SRD substitution
// pool (known items of the grade).
func (c *checker) checkGradePools(cat catalog, items map[ItemID]Item, g Grade) {
	if len(cat.slate[g]) == 0 {
		c.addf("treasure slate: no %s treasure", g)
	}
	band := treasureValueBand[g]
	for _, id := range cat.slate[g] {
		it, ok := items[id]
		if !ok || it.Kind != KindTreasure || it.Grade != g || it.Value < band[0] || it.Value > band[1] {
			c.addf("treasure slate: %q must be a known %s treasure worth %d-%d coins", id, g, band[0], band[1])
		}
	}
	for _, id := range cat.srdPool[g] {
		if it, ok := items[id]; !ok || it.Grade != g {
			c.addf("SRD substitution pool: %q must be a known %s item", id, g)
		}
	}
}
