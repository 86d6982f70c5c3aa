package content

import "github.com/gogobee/gogobee/internal/rules"

// WornGear adds up what c's equipped catalogue items grant: the weapon in
// the main hand and its extra damage, body armour, a shield, the wondrous
// items' ability, AC, HP, speed and save bonuses, and every worn item's
// resistances. Item IDs the catalogue does not know are skipped.
func WornGear(c rules.Character) rules.Gear {
	var g rules.Gear
	for _, slot := range rules.EquipSlots() {
		it, ok := ItemByID(c.Equipment.Get(slot))
		if !ok {
			continue
		}
		switch {
		case it.Weapon != nil:
			if slot == rules.SlotMainHand {
				g.Weapon = it.Weapon
				if it.Extra != nil {
					g.ExtraDice = it.Extra.Dice
				}
			}
		case it.Armor != nil && it.Armor.IsShield():
			g.Shield = it.Armor
		case it.Armor != nil:
			g.Armor = it.Armor
		case it.Wondrous != nil:
			addWondrous(&g, *it.Wondrous)
		}
		g.Resist = append(g.Resist, it.Resist...)
	}
	return g
}

// addWondrous adds one worn wondrous item to g: ability bonuses sum, set
// scores keep the highest.
func addWondrous(g *rules.Gear, w Wondrous) {
	g.AC += w.ACBonus
	g.HP += w.HPBonus
	g.Speed += w.SpeedBonus
	g.Save += w.SaveBonus
	for ab, v := range w.AbilityBonus {
		g.AbilityBonus = g.AbilityBonus.With(ab, g.AbilityBonus.Get(ab)+v)
	}
	for ab, v := range w.AbilitySet {
		g.AbilitySet = g.AbilitySet.With(ab, max(g.AbilitySet.Get(ab), v))
	}
}

// EffectiveOf returns c's numbers with the catalogue gear c wears
// (rules.EffectiveWith on WornGear): the fight, the sheet, !spells and
// !equip all read their AC, attack, damage, speed, HP and spellcasting
// numbers from here.
func EffectiveOf(c rules.Character) rules.Effective {
	return rules.EffectiveWith(c, WornGear(c))
}

// ACIfWorn returns c's AC now and with armour item it worn in its slot
// (body armour or robes in the armour slot, a shield in the off hand),
// for the shop and `!equip` to say what the armour is worth to this
// character (rules.ArmorClass, rules §1.4). ok is false for an item that
// is no armour.
func ACIfWorn(c rules.Character, it Item) (now, with int, ok bool) {
	if it.Armor == nil {
		return 0, 0, false
	}
	slot := rules.SlotArmor
	if it.Armor.IsShield() {
		slot = rules.SlotOffHand
	}
	worn := c.Clone()
	worn.Equipment.Set(slot, it.ID)
	return EffectiveOf(c).AC, EffectiveOf(worn).AC, true
}
