package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// SheetWhy explains the sheet's AC and weapon attack term by term (every
// number a player sees is explained): AC is the body slot (armour, or the
// unarmoured 10 + DEX when no worse), the shield, the class's AC bonus and
// the flat bonus, plus worn items (rules.ArmorClass, rules §1.4); the attack bonus is ability, proficiency,
// class bonus, the weapon's magic and the game's flat bonus
// (rules.FlatBonus), less the non-proficiency penalty (rules.AttackBonus).
// Two lines, markdown.
func SheetWhy(c rules.Character) string {
	g := content.WornGear(c)
	eff := c
	eff.Abilities = g.ApplyAbilities(c.Abilities)
	return "**AC** " + acWhy(eff, g) + "\n**Attack** " + attackWhy(eff, g.Weapon) + "\n**Damage** " + damageWhy(c, g) +
		fmt.Sprintf("\n_Flat %d is every character's base bonus to AC and to hit; the monsters' numbers are built around it._", rules.FlatBonus)
}

// damageWhy is "1d8+3 with Longsword: 1d8 + STR +3", with the weapon's
// magic, and no ability for a weapon the class is not trained with.
func damageWhy(c rules.Character, g rules.Gear) string {
	eff, w := rules.EffectiveWith(c, g), g.Weapon
	c.Abilities = g.ApplyAbilities(c.Abilities)
	if w == nil {
		return fmt.Sprintf("%s with %s: an unarmed strike", eff.HitDamage(), rules.UnarmedStrike)
	}
	terms := []string{w.Damage.String()}
	ab := rules.WeaponAbility(c, w)
	if rules.WeaponProficient(c, w) {
		terms = append(terms, strings.ToUpper(string(ab))+" "+Signed(c.Abilities.Mod(ab)))
	} else {
		terms = append(terms, "no ability (untrained)")
	}
	if w.MagicBonus != 0 {
		terms = append(terms, "magic "+Signed(w.MagicBonus))
	}
	return fmt.Sprintf("%s with %s: %s", eff.HitDamage(), w.Name, strings.Join(terms, " + "))
}

// acWhy is "21: Chain Mail 16 + Shield 2 + flat 3" or "18: unarmoured 10
// + DEX +3 + Mage +2 + flat 3": the terms of rules.ArmorClass (rules §1.4)
// in order, body, magic, shield, class bonus, flat, then worn items.
func acWhy(c rules.Character, g rules.Gear) string {
	def := c.Def()
	terms := acBodyTerms(c, g.Armor)
	if g.Shield != nil {
		terms = append(terms, fmt.Sprintf("%s %d", g.Shield.Name, g.Shield.BaseAC+g.Shield.MagicBonus))
	}
	if def.ACBonus != 0 {
		terms = append(terms, def.Name+" "+Signed(def.ACBonus))
	}
	terms = append(terms, fmt.Sprintf("flat %d", rules.FlatBonus))
	s := fmt.Sprintf("%d: %s", rules.ArmorClass(c, g.Armor, g.Shield)+g.AC, strings.Join(terms, " + "))
	if g.AC != 0 {
		s += fmt.Sprintf(", %s from worn items", Signed(g.AC))
	}
	return s
}

// acBodyTerms are the terms of rules.BodyAC: the armour's base and the
// DEX it allows, or the unarmoured 10 (13 under Mage Armor or Armor of
// Shadows) and DEX when
// that is no worse (naming the armour that gives no more), then magic.
func acBodyTerms(c rules.Character, body *rules.Armor) []string {
	skin := rules.BodyAC(c, nil)
	dex := c.Abilities.Mod(rules.DEX)
	terms := []string{fmt.Sprintf("unarmoured %d", skin-dex), "DEX " + Signed(dex)}
	if c.MageArmor {
		terms[0] = fmt.Sprintf("Mage Armor %d", skin-dex)
	} else if c.HasFeature(rules.FeatureArmorOfShadows) {
		terms[0] = fmt.Sprintf("Armor of Shadows %d", skin-dex) // Mage Armor at will (rules §1.7)
	}
	if body == nil {
		return terms
	}
	bare := *body
	bare.MagicBonus = 0
	switch own := rules.BodyAC(c, &bare); {
	case body.IsCloth():
	case own > skin:
		terms = []string{fmt.Sprintf("%s %d", body.Name, body.BaseAC)}
		if rest := own - body.BaseAC; rest != 0 {
			terms = append(terms, "DEX "+Signed(rest)) // the part of DEX the armour allows
		}
	default:
		terms[0] += fmt.Sprintf(" (%s gives no more)", body.Name)
	}
	if body.MagicBonus != 0 {
		terms = append(terms, body.Name+" magic "+Signed(body.MagicBonus))
	}
	return terms
}

// attackWhy is "+10 with Longsword: STR +3 + proficiency +2 + Fighter +2 +
// 3", with the weapon's magic and the penalty for an untrained weapon.
func attackWhy(c rules.Character, w *rules.Weapon) string {
	def := c.Def()
	ab := rules.WeaponAbility(c, w)
	terms := []string{
		strings.ToUpper(string(ab)) + " " + Signed(c.Abilities.Mod(ab)),
		"proficiency " + Signed(rules.ProficiencyBonus(c.Level)),
		def.Name + " bonus " + Signed(def.WeaponBonus),
	}
	name := rules.UnarmedStrike
	if w != nil {
		name = w.Name
		if w.MagicBonus != 0 {
			terms = append(terms, "magic "+Signed(w.MagicBonus))
		}
	}
	if !rules.WeaponProficient(c, w) {
		terms = append(terms, fmt.Sprintf("untrained -%d", rules.NonProficientPenalty))
	}
	terms = append(terms, fmt.Sprintf("flat %d", rules.FlatBonus))
	return fmt.Sprintf("%s with %s: %s", Signed(rules.AttackBonus(c, w)), name, strings.Join(terms, " + "))
}
