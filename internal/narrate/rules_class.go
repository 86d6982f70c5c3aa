package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/rules"
)

// The class pages of `!rules` (rules §1.3, §1.6, §1.7): `!rules <class>`
// ("!rules paladin") gives a class's numbers, kit, features, spells and
// subclasses, read from its record, so a new class has its page.

// classPageByName is the page of the class called name (its ID or display
// name, as `!char create` reads it); false for none.
func classPageByName(name string) (RulesTopic, bool) {
	id, ok := rules.ClassByName(name)
	if !ok {
		return RulesTopic{}, false
	}
	d, ok := rules.Class(id)
	if !ok {
		return RulesTopic{}, false
	}
	return RulesTopic{Name: strings.ToLower(d.Name), Summary: "The " + d.Name + " class", Text: func(p string) string {
		lines := []string{"🎭 **" + d.Name + "**", classCoreLine(d)}
		lines = append(lines, classKitLines(d)...)
		lines = append(lines, "", "**Features**")
		for _, g := range d.Features {
			if f, ok := rules.Feature(g.Feature); ok {
				lines = append(lines, fmt.Sprintf("- L%d **%s**: %s", g.Level, f.Name, f.Summary))
			}
		}
		if sp := classSpellNames(d); sp != "" {
			lines = append(lines, "", "**Spells** (as its slots allow): "+sp)
		}
		if len(d.Subclasses) > 0 {
			lines = append(lines, "", fmt.Sprintf("**Subclasses** (from level %d, `%ssubclass`)", rules.SubclassLevel, p))
			for _, s := range d.Subclasses {
				lines = append(lines, fmt.Sprintf("- **%s**: %s", s.Name, s.Summary))
			}
		}
		lines = append(lines, "", fmt.Sprintf("`%schar create <name> %s` makes one; `%srules <feature or subclass>` tells more of one.", p, d.ID, p))
		return page(lines...)
	}}, true
}

// classCoreLine is a class's numbers (rules §1.3): hit die, HP a level,
// attack and casting ability, saves, armour and weapons.
func classCoreLine(d rules.ClassDef) string {
	upper := func(as []rules.Ability) string {
		var out []string
		for _, a := range as {
			out = append(out, strings.ToUpper(string(a)))
		}
		return strings.Join(out, ", ")
	}
	casting := "no spells"
	if d.IsCaster() {
		casting = fmt.Sprintf("casts with %s (%s slots)", strings.ToUpper(string(d.CastingAbility)), d.Slots)
	}
	armour := "robes only"
	if len(d.ArmorCategories) > 0 {
		var as []string
		for _, a := range d.ArmorCategories {
			as = append(as, string(a))
		}
		armour = strings.Join(as, ", ")
	}
	var weapons []string
	for _, w := range d.WeaponCategories {
		weapons = append(weapons, string(w))
	}
	for _, w := range d.WeaponKinds {
		weapons = append(weapons, strings.ReplaceAll(w, "_", " "))
	}
	return fmt.Sprintf("Hit die d%d, %d HP a level after the 1st; attacks with %s, %s; saves %s. Armour: %s. Weapons: %s.",
		d.HitDie, d.AvgHP, strings.ToUpper(string(d.AttackAbility)), casting, upper(d.Saves), armour, strings.Join(weapons, ", "))
}

// classKitLines are a class's starting kit and harvest bonus (rules §1.3,
// §7.4).
func classKitLines(d rules.ClassDef) []string {
	var out []string
	if c, err := rules.NewCharacter("Ash", d.ID, rules.Human); err == nil {
		var kit []string
		for _, w := range LoadoutOf(c).Worn {
			kit = append(kit, w.Item.Name)
		}
		kit = append(kit, sortedStacks(c.Inventory)...)
		out = append(out, "- Starts with: "+strings.Join(kit, ", "))
	}
	if len(d.HarvestBonus) > 0 {
		var hs []string
		for _, h := range d.HarvestBonus {
			hs = append(hs, string(h))
		}
		out = append(out, fmt.Sprintf("- Harvest: +%d on %s", rules.ClassHarvestBonus, strings.Join(hs, ", ")))
	}
	return out
}

// classSpellNames lists the spells of d's own list, lowest level first;
// "" for a class without spells.
func classSpellNames(d rules.ClassDef) string {
	if !d.IsCaster() {
		return ""
	}
	var names []string
	for _, sp := range rules.Spells() {
		for _, c := range sp.Classes {
			if c == d.SpellListClass() && !containsSpell(d.ExcludeSpells, sp.ID) {
				names = append(names, sp.Name)
			}
		}
	}
	return strings.Join(names, ", ")
}

// containsSpell reports whether ids holds id.
func containsSpell(ids []rules.SpellID, id rules.SpellID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}
