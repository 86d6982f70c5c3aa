package sim

import (
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// GearTierFor returns the item tier (1–5) of level (rules §11.1): the
// tier of a simulated character's consumable kit and the highest tier a
// career buys gear of (rules §11.5). L1–3 tier 1, L4–6 tier 2, L7–9 tier
// 3, L10–12 tier 4, L13 and up tier 5: the player tier (rules.PlayerTier)
// capped at the highest shop tier; levels below 1 count as 1.
func GearTierFor(level int) int {
	return min(rules.PlayerTier(level), content.MaxZoneTier)
}

// GearFor returns what c wears when kitted out at tier (1–5) from Thom
// Krooke's shop stock of that tier (rules §4.2, §11.1).
// Boss drops and SRD magic items are left out: they are luck, not a tier's
// baseline. The choice per slot:
//
//   - Style: the class keeps the fighting style the bot gives it at level
//     1 (rules.ClassDef.StartingEquipment): melee or ranged, and a shield
//     when its starting weapon leaves a hand free and it is proficient
//     with shields (+2 AC, rules §1.4). So Fighter and Cleric carry a
//     shield, the Ranger keeps a two-handed bow, Rogue and Mage (no
//     shield proficiency) fight one weapon alone.
//   - Main hand: among the tier's weapons of that style the class is
//     proficient with (one-handed when a shield is carried), the one with
//     the highest average damage per hit (dice average + rules.DamageBonus,
//     so a finesse weapon counts DEX when that is higher, rules §1.4),
//     then the highest rules.AttackBonus, then the starting weapon's kind,
//     then catalogue order.
//   - Off hand: the tier's shield, as the style says.
//   - Armour: the body armour of the tier, among the categories the class
//     is proficient with, that gives c the highest equipment AC
//     (rules.ArmorClass with c's DEX); ties go to armour without stealth
//     disadvantage, then to catalogue order. A class with no armour
//     proficiency (Mage) wears the tier's robes: no armour, so Mage Armor
//     counts, plus their magic bonus (rules.ClothArmor).
//   - Head and feet: the tier's helmet and boots (rules §4.5; no
//     proficiency needed).
//
// Errors: BuildError (gear tier), rules.ErrUnknownClass.
func GearFor(c rules.Character, tier int) (rules.Equipment, error) {
	if tier < 1 || tier > content.MaxZoneTier {
		return nil, errGearTier(tier)
	}
	def, ok := rules.Class(c.Class)
	if !ok {
		return nil, rules.ErrUnknownClass{Class: c.Class}
	}
	var eq rules.Equipment
	st := styleOf(def, tier)
	if weapon := weaponFor(c, def, st, tier); weapon != nil {
		eq.Set(rules.SlotMainHand, weapon.ID)
	}
	if st.shield != nil {
		eq.Set(rules.SlotOffHand, st.shield.ID)
	}
	if armor := armorFor(c, def, tier); armor != nil {
		eq.Set(rules.SlotArmor, armor.ID)
	}
	for _, it := range shopStock(tier, func(it content.Item) bool { return it.Wondrous != nil }) {
		if eq.Get(it.Wondrous.Slot) == "" {
			eq.Set(it.Wondrous.Slot, it.ID)
		}
	}
	return eq, nil
}

// style is a class's fighting style: its starting weapon (nil when it
// starts unarmed) and the tier's shield it carries (nil for none).
type style struct {
	start  *rules.Weapon
	shield *rules.Armor
}

// styleOf returns the class's style at tier.
func styleOf(def rules.ClassDef, tier int) style {
	var st style
	if it, ok := content.ItemByID(def.StartingEquipment.Get(rules.SlotMainHand)); ok {
		st.start = it.Weapon
	}
	if st.start != nil && st.start.TwoHanded {
		return st
	}
	if it, ok := firstStock(tier, func(it content.Item) bool {
		return it.Armor != nil && it.Armor.IsShield() && def.ProficientArmor(*it.Armor)
	}); ok {
		st.shield = it.Armor
	}
	return st
}

// weaponFor returns the tier's best weapon of style st for c, or nil when
// the class starts unarmed.
func weaponFor(c rules.Character, def rules.ClassDef, st style, tier int) *rules.Weapon {
	if st.start == nil {
		return nil
	}
	var best *rules.Weapon
	for _, it := range shopStock(tier, func(it content.Item) bool {
		w := it.Weapon
		return w != nil && def.ProficientWeapon(*w) && w.Ranged == st.start.Ranged &&
			!(st.shield != nil && w.TwoHanded)
	}) {
		if best == nil || weaponBetter(c, it.Weapon, best, st.start.Kind) {
			best = it.Weapon
		}
	}
	return best
}

// weaponBetter reports whether w beats best for c: more average damage
// per hit, then a higher attack bonus, then being of the preferred kind.
func weaponBetter(c rules.Character, w, best *rules.Weapon, kind string) bool {
	avg := func(x *rules.Weapon) float64 { return x.Damage.Average() + float64(rules.DamageBonus(c, x)) }
	if a, b := avg(w), avg(best); a != b {
		return a > b
	}
	if a, b := rules.AttackBonus(c, w), rules.AttackBonus(c, best); a != b {
		return a > b
	}
	return w.Kind == kind && best.Kind != kind
}

// armorFor returns the tier's best body armour for c, or nil when the
// class wears none.
func armorFor(c rules.Character, def rules.ClassDef, tier int) *rules.Armor {
	var best *rules.Armor
	bestAC := 0
	for _, it := range shopStock(tier, func(it content.Item) bool {
		return it.Armor != nil && !it.Armor.IsShield() && def.ProficientArmor(*it.Armor)
	}) {
		ac := rules.ArmorClass(c, it.Armor, nil)
		better := best == nil || ac > bestAC ||
			(ac == bestAC && best.StealthDisadvantage && !it.Armor.StealthDisadvantage)
		if better {
			best, bestAC = it.Armor, ac
		}
	}
	return best
}

// shopStock returns the catalogue items of tier that Thom Krooke sells and
// keep accepts, in catalogue order.
func shopStock(tier int, keep func(content.Item) bool) []content.Item {
	return content.ItemsWhere(func(it content.Item) bool {
		if it.Tier != tier || !keep(it) {
			return false
		}
		_, sold := content.BuyPrice(it.ID)
		return sold
	})
}

// firstStock returns the first item shopStock(tier, keep) lists.
func firstStock(tier int, keep func(content.Item) bool) (content.Item, bool) {
	items := shopStock(tier, keep)
	if len(items) == 0 {
		return content.Item{}, false
	}
	return items[0], true
}
