package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// SheetWhy explains the sheet's AC and weapon attack term by term (issue
// 14: every number a player sees is explained): AC is the better of the
// unarmoured class floor and the armour rule, plus worn items
// (rules.ArmorClass, rules §1.4); the attack bonus is ability, proficiency,
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

// acWhy is "21: the better of unarmoured 20 (10 + DEX +1 + Fighter +6 + 3)
// and armour 21 (Chain Mail 16 + Shield 2 + 3)", with worn items after.
func acWhy(c rules.Character, g rules.Gear) string {
	def := c.Def()
	dex := c.Abilities.Mod(rules.DEX)
	base := 10
	if c.MageArmor {
		base = rules.MageArmorBase
	}
	unTerms := []string{fmt.Sprint(base), "DEX " + Signed(dex), def.Name + " floor " + Signed(def.ACFloor)}
	un := rules.UnarmoredAC(c)
	if g.Armor != nil && g.Armor.IsCloth() && g.Armor.MagicBonus != 0 {
		unTerms = append(unTerms, g.Armor.Name+" "+Signed(g.Armor.MagicBonus))
		un += g.Armor.MagicBonus
	}
	unText := fmt.Sprintf("unarmoured %d (%s + flat %d)", un, strings.Join(unTerms, " + "), rules.FlatBonus)
	total := rules.ArmorClass(c, g.Armor, g.Shield) + g.AC
	var s string
	body := g.Armor
	if body != nil && body.IsCloth() {
		body = nil
	}
	if body == nil && g.Shield == nil {
		s = fmt.Sprintf("%d: %s", total, unText)
	} else {
		eq := rules.EquipmentAC(c, body, g.Shield)
		var terms []string
		rest := eq - rules.FlatBonus
		if body != nil {
			terms = append(terms, fmt.Sprintf("%s %d", body.Name, body.BaseAC))
			rest -= body.BaseAC
			if body.MagicBonus != 0 {
				terms = append(terms, "magic "+Signed(body.MagicBonus))
				rest -= body.MagicBonus
			}
		} else {
			terms = append(terms, "10")
			rest -= 10
		}
		if g.Shield != nil {
			terms = append(terms, fmt.Sprintf("%s %d", g.Shield.Name, g.Shield.BaseAC+g.Shield.MagicBonus))
			rest -= g.Shield.BaseAC + g.Shield.MagicBonus
		}
		if rest != 0 {
			terms = append(terms, "DEX "+Signed(rest)) // the part of DEX the armour allows
		}
		eqText := fmt.Sprintf("armour %d (%s + flat %d)", eq, strings.Join(terms, " + "), rules.FlatBonus)
		s = fmt.Sprintf("%d: the better of %s and %s", total, unText, eqText)
	}
	if g.AC != 0 {
		s += fmt.Sprintf(", %s from worn items", Signed(g.AC))
	}
	return s
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
