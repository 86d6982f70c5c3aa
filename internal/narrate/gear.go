package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// Loadout is what a character wears, resolved against the item catalogue:
// every equipped item in slot order, and the slots whose item the catalogue
// does not know. Its numbers are content.EffectiveOf's.
type Loadout struct {
	Worn    []WornItem        // every equipped item, in rules.EquipSlots order
	Missing []rules.EquipSlot // slots holding an ID the catalogue does not know
}

// WornItem is one equipped item and its slot.
type WornItem struct {
	Slot rules.EquipSlot
	Item content.Item
}

// LoadoutOf resolves c's equipment. Unknown item IDs are listed in Missing
// and otherwise ignored.
func LoadoutOf(c rules.Character) Loadout {
	var l Loadout
	for _, slot := range rules.EquipSlots() {
		id := c.Equipment.Get(slot)
		if id == "" {
			continue
		}
		it, ok := content.ItemByID(id)
		if !ok {
			l.Missing = append(l.Missing, slot)
			continue
		}
		l.Worn = append(l.Worn, WornItem{Slot: slot, Item: it})
	}
	return l
}

// AttackLine renders the weapon attack of e: "+5 with Quarterstaff (1d6+2
// bludgeoning)", or an unarmed strike (SRD: 1 + the ability modifier, at
// least 1), noting a missing proficiency.
func AttackLine(e rules.Effective) string {
	bonus := Signed(e.AttackBonus)
	dmg := e.HitDamage()
	if e.Weapon == nil {
		return fmt.Sprintf("%s unarmed (%d %s)", bonus, max(1, dmg.Bonus), e.DamageType)
	}
	line := fmt.Sprintf("%s with %s (%s %s)", bonus, e.WeaponName, dmg, e.DamageType)
	if !e.Proficient {
		line += ", not proficient"
	}
	return line
}

// GearLine renders the numbers that change with gear, as the answer to an
// equip or unequip: "**AC** 18 · **Attack** +8 with Dagger (1d4+3
// piercing)", from content.EffectiveOf.
func GearLine(c rules.Character) string {
	e := content.EffectiveOf(c)
	return fmt.Sprintf("**AC** %d · **Attack** %s", e.AC, AttackLine(e))
}

// ItemSummary renders what an item does in a few words: "1d8 slashing,
// two-handed", "AC 16, heavy", "+3 max HP", "heals 2d4+2", "sells for 45".
func ItemSummary(it content.Item) string {
	var parts []string
	switch {
	case it.Weapon != nil:
		parts = append(parts, weaponSummary(*it.Weapon)...)
	case it.Armor != nil:
		parts = append(parts, armorSummary(*it.Armor))
	case it.Wondrous != nil:
		parts = append(parts, wondrousSummary(*it.Wondrous)...)
	case it.Consumable != nil:
		parts = append(parts, ConsumableEffect(*it.Consumable))
	case it.Kind == content.KindSupply && it.SupplyUnits > 0:
		parts = append(parts, fmt.Sprintf("%d SU", it.SupplyUnits))
	}
	if it.Extra != nil {
		parts = append(parts, fmt.Sprintf("+%s %s", it.Extra.Dice, it.Extra.Type))
	}
	for _, r := range it.Resist {
		parts = append(parts, "resists "+string(r))
	}
	if it.Perk != "" {
		parts = append(parts, it.Perk)
	}
	if it.Attunement {
		parts = append(parts, "attunement")
	}
	return strings.Join(parts, ", ")
}

func weaponSummary(w rules.Weapon) []string {
	return append([]string{fmt.Sprintf("%s %s", w.Damage, w.DamageType)}, clauses(
		clause{w.MagicBonus > 0, Signed(w.MagicBonus) + " to hit and damage"},
		clause{w.Finesse, "finesse"},
		clause{w.Ranged, "ranged"},
		clause{w.TwoHanded, "two-handed"},
	)...)
}

func armorSummary(a rules.Armor) string {
	if a.IsShield() {
		return fmt.Sprintf("+%d AC shield", a.BaseAC+a.MagicBonus)
	}
	if a.IsCloth() {
		return fmt.Sprintf("robes: no armour, %s to unarmoured AC", Signed(a.MagicBonus))
	}
	s := fmt.Sprintf("AC %d, %s", a.BaseAC+a.MagicBonus, a.Category)
	if a.MagicBonus > 0 {
		s = fmt.Sprintf("AC %d (%s), %s", a.BaseAC+a.MagicBonus, Signed(a.MagicBonus), a.Category)
	}
	return s
}

func wondrousSummary(w content.Wondrous) []string {
	var parts []string
	for _, ab := range sortedAbilities(w.AbilitySet) {
		parts = append(parts, fmt.Sprintf("%s becomes %d", AbilityLabel(ab), w.AbilitySet[ab]))
	}
	for _, ab := range sortedAbilities(w.AbilityBonus) {
		parts = append(parts, fmt.Sprintf("%s %s", Signed(w.AbilityBonus[ab]), AbilityLabel(ab)))
	}
	if w.ACBonus != 0 {
		parts = append(parts, Signed(w.ACBonus)+" AC")
	}
	if w.SaveBonus != 0 {
		parts = append(parts, Signed(w.SaveBonus)+" to saves")
	}
	if w.HPBonus != 0 {
		parts = append(parts, Signed(w.HPBonus)+" max HP in fights")
	}
	if w.SpeedBonus != 0 {
		parts = append(parts, Signed(w.SpeedBonus)+" initiative")
	}
	return parts
}

func sortedAbilities(m map[rules.Ability]int) []rules.Ability {
	var out []rules.Ability
	for _, ab := range rules.AllAbilities() {
		if _, ok := m[ab]; ok {
			out = append(out, ab)
		}
	}
	return out
}

// percentEffects words the consumable effects told by their Percent alone.
var percentEffects = map[content.ConsumableEffect]string{
	content.ConsumeDamageReduction: "%d%% less damage taken for a fight",
	content.ConsumeReflect:         "reflects %d%% of the next hit",
	content.ConsumeDamageBoost:     "%d%% more damage for a fight",
	content.ConsumeCritBoost:       "+%d%% crit chance for a fight",
	content.ConsumeFirstHitCrit:    "first hit is a crit with %d%% more damage",
	content.ConsumeSpeedBoost:      "%d%% more speed for a fight",
}

// ConsumableEffect renders a consumable's effect (rules §2.11): "heals
// 2d4+2", "20% less damage taken for a fight", "absorbs the next hit".
func ConsumableEffect(c content.Consumable) string {
	if format, ok := percentEffects[c.Effect]; ok {
		return fmt.Sprintf(format, c.Percent)
	}
	switch c.Effect {
	case content.ConsumeHeal:
		if !c.HealDice.IsZero() {
			return "heals " + c.HealDice.String()
		}
		return fmt.Sprintf("heals %d", c.Amount)
	case content.ConsumeAbsorbHit:
		return "absorbs the next hit"
	case content.ConsumeOpener:
		return fmt.Sprintf("%d damage to one foe, for your action", c.Amount)
	case content.ConsumeEnemyMiss:
		return fmt.Sprintf("enemies miss %d%% of attacks for %d rounds", c.Percent, c.Rounds)
	}
	return string(c.Effect)
}
