package narrate

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// SpellList renders what c can cast: save DC and spell
// attack, then cantrips and each slot level c has with the slots left (a
// level with no spell of its own too, as the fight's slot line shows it),
// one line per spell with its numbers at c's level; the Ranger's Hunter's Mark is
// its class feature's (no slot, its dice by level). A class without spells, or a
// caster who has none yet, gets a friendly line instead. prefix is the
// command prefix for hints.
func SpellList(c rules.Character, prefix string) string {
	def := c.Def()
	known := rules.SpellsOf(c)
	if !def.IsCaster() {
		return fmt.Sprintf("🗡️ **%s** is a %s: no spells, just nerve and good timing. Your features are on `%ssheet`.",
			c.Name, def.Name, prefix)
	}
	if len(known) == 0 {
		return noSpellsYet(c, def, prefix)
	}
	e := content.EffectiveOf(c)
	var b strings.Builder
	fmt.Fprintf(&b, "✨ **%s's spells** — %s, level %d\n", c.Name, ClassWithSubclass(c), c.Level)
	fmt.Fprintf(&b, "Save DC %d · spell attack %s · %s modifier %s\n",
		e.SpellSaveDC, Signed(e.SpellAttack), AbilityLabel(def.CastingAbility), Signed(e.CastingMod))
	mark := c.HasFeature(rules.FeatureHuntersMark)
	if rules.PactMagic(c) {
		writePactSpells(&b, c, known)
		return strings.TrimRight(b.String(), "\n")
	}
	writeSpellLevels(&b, c, known, mark)
	if mark {
		fmt.Fprintf(&b, "\n**Class feature** · no slot\n- **%s** — mark a foe: +%s on your weapon hits on it, bonus action (`%scast hunter's mark`)\n",
			SpellName(rules.HuntersMark), rules.HuntersMarkDice(c.Level), prefix)
	}
	writeSorcery(&b, c, prefix)
	if c.HasFeature(rules.FeatureArcaneArmor) {
		b.WriteString("\nMage Armor goes up by itself after a long rest when a slot is free.")
	}
	return strings.TrimRight(b.String(), "\n")
}

// writeSorcery writes a Sorcerer's sorcery points and what they buy
// (rules §1.7): Font of Magic's slots and, from level 3, Metamagic's
// options; nothing without Font of Magic.
func writeSorcery(b *strings.Builder, c rules.Character, prefix string) {
	if !c.HasFeature(rules.FeatureFontOfMagic) {
		return
	}
	fmt.Fprintf(b, "\n**Sorcery points** · %d/%d, back on a long rest\n", rules.SorceryPoints(c), rules.MaxSorceryPoints(c))
	var costs []string
	for lvl := 1; lvl <= rules.MaxCreatedSlot; lvl++ {
		costs = append(costs, fmt.Sprintf("%s %d", Ordinal(lvl), rules.SlotCost(lvl)))
	}
	fmt.Fprintf(b, "- **Font of Magic** — a bonus action in a fight: `%sfont slot N` makes a level-N slot of points (%s), `%sfont points N` turns a level-N slot into N points\n",
		prefix, strings.Join(costs, ", "), prefix)
	if c.HasFeature(rules.FeatureMetamagic) {
		q, e := rules.MetamagicCost(rules.Quickened), rules.MetamagicCost(rules.Empowered)
		fmt.Fprintf(b, "- **Metamagic** — `%scast <spell> --quickened` (%s: a spell of one action as your bonus action) or `--empowered` (%s: reroll your lowest damage dice), one a spell\n",
			prefix, Count(q, "point", "points"), Count(e, "point", "points"))
	}
}

// noSpellsYet is SpellList for a caster who has no spell yet: the level
// the class learns its first, and Hunter's Mark when the class feature
// already gives it (rules §1.7).
func noSpellsYet(c rules.Character, def rules.ClassDef, prefix string) string {
	msg := fmt.Sprintf("✨ **%s** has no spells yet. %ss learn their first at level %d; until then, `%ssheet` shows what you can do.",
		c.Name, def.Name, firstSpellLevel(def), prefix)
	if slices.Contains(def.FeaturesAt(c.Level), rules.FeatureHuntersMark) {
		msg += fmt.Sprintf(" Hunter's Mark is already yours as a class feature: `%scast hunter's mark` in a fight, no slot needed.", prefix)
	}
	return msg
}

// writeSpellLevels writes SpellList's spells by level: the cantrips, then
// each slot level with its slots left and its spells. Hunter's Mark is
// left out when mark, as the class feature lists it (no slot, rules §1.7).
func writeSpellLevels(b *strings.Builder, c rules.Character, known []rules.SpellDef, mark bool) {
	maxSlots := rules.MaxSlots(c)
	byLevel := make([][]rules.SpellDef, rules.MaxSpellLevel+1)
	for _, s := range known {
		if mark && s.ID == rules.HuntersMark {
			continue // the class feature's, listed below: no slot (rules §1.7)
		}
		byLevel[s.Level] = append(byLevel[s.Level], s)
	}
	for level, spells := range byLevel {
		switch {
		case level == 0 && len(spells) > 0:
			b.WriteString("\n**Cantrips** · at will\n")
		case level > 0 && (len(spells) > 0 || maxSlots.At(level) > 0 || c.Slots.At(level) > 0):
			// Every slot level the fight shows, even one with no spell of its own.
			fmt.Fprintf(b, "\n**%s level** · %d/%d slots left%s\n", Ordinal(level), c.Slots.At(level), maxSlots.At(level), overMaxText(c, level))
			if len(spells) == 0 {
				b.WriteString("- _no spell of this level: these slots cast your lower-level spells higher_\n")
			}
		}
		for _, s := range spells {
			writeSpell(b, s, c)
		}
	}
}

// writePactSpells writes SpellList's spells for a caster on Pact Magic
// (rules §1.6): its slots, all of one level, cast every leveled spell at
// that level, so one line tells them and each spell level follows with no
// slot count of its own (a Warlock has no 1st-level slot at level 3, yet
// casts Hex).
func writePactSpells(b *strings.Builder, c rules.Character, known []rules.SpellDef) {
	pact := rules.MaxSlots(c).Highest()
	fmt.Fprintf(b, "**Pact slots** · %d/%d at level %d — every leveled spell below is cast at level %d, and a short rest brings them all back\n",
		c.Slots.At(pact), rules.MaxSlots(c).At(pact), pact, pact)
	byLevel := make([][]rules.SpellDef, rules.MaxSpellLevel+1)
	for _, s := range known {
		byLevel[s.Level] = append(byLevel[s.Level], s)
	}
	for level, spells := range byLevel {
		if len(spells) == 0 {
			continue
		}
		if level == 0 {
			b.WriteString("\n**Cantrips** · at will\n")
		} else {
			fmt.Fprintf(b, "\n**%s-level spells**\n", Ordinal(level))
		}
		for _, s := range spells {
			writeSpell(b, s, c)
		}
	}
}

// castLevel is the slot level c casts leveled spell s with as SpellList
// tells it: the spell's own, or the pact slots' level on Pact Magic (rules
// §1.6); 0 for a cantrip.
func castLevel(s rules.SpellDef, c rules.Character) int {
	if s.Level > 0 && rules.PactMagic(c) {
		return max(s.Level, rules.MaxSlots(c).Highest())
	}
	return s.Level
}

// writeSpell writes one line of SpellList: spell s with its numbers as c
// casts it, and whether it is up now.
func writeSpell(b *strings.Builder, s rules.SpellDef, c rules.Character) {
	fmt.Fprintf(b, "- **%s** — %s", s.Name, SpellMechanics(s, c))
	switch {
	case s.ID == rules.MageArmorSpell && c.MageArmor:
		b.WriteString(" _(on now)_")
	case s.ID == c.Concentration:
		b.WriteString(" _(concentrating)_")
	case s.ID == rules.ShieldSpell && c.HasFeature(rules.FeatureTricksterShield): // rules §1.11
		fmt.Fprintf(b, " _(goes up by itself for a hit that matters, %s a long rest: Trickster's Shield, %d left)_",
			Times(TricksterShields()), rules.FeatureUsesLeft(c, rules.FeatureTricksterShield))
	case s.ID == rules.ShieldSpell:
		b.WriteString(" _(goes up by itself for a hit that matters, never with your last slot)_") // rules §2.3
	}
	b.WriteString("\n")
}

// SpellMechanics renders a spell's numbers as c would cast it with a slot of
// the spell's own level, or the pact slots' on Pact Magic (casting modifier and Disciple of Life included, as
// rules.CastSpell computes them): "1d10 fire, spell attack", "3 × 1d4+1
// force, always hits", "2d8 thunder, CON save for half, area, loud",
// "heals 1d8+3". Buffs use their summary.
func SpellMechanics(s rules.SpellDef, c rules.Character) string {
	amount := castDice(s, c).String()
	if n := rules.SpellProjectiles(c, s, castLevel(s, c)); n > 1 {
		amount = fmt.Sprintf("%d × %s", n, amount)
	}
	damage := strings.TrimSpace(amount + " " + string(s.DamageType))
	var parts []string
	switch s.Kind {
	case rules.SpellAttack:
		parts = append(parts, damage, "spell attack")
	case rules.SpellSave:
		save := AbilityLabel(s.SaveAbility) + " save"
		if s.HalfOnSave {
			save += " for half"
		} else {
			save += " avoids it"
		}
		parts = append(parts, damage, save)
	case rules.SpellAuto:
		parts = append(parts, damage, "always hits")
	case rules.SpellHeal:
		parts = append(parts, "heals "+amount+blessedHealing(castDice(s, c), c))
	default:
		parts = append(parts, strings.TrimSuffix(s.Summary, "."))
	}
	if s.Area {
		parts = append(parts, "area")
	}
	if s.Action == rules.BonusAction {
		parts = append(parts, "bonus action")
	}
	if s.ID == rules.SpiritualWeapon {
		parts = append(parts, fmt.Sprintf("then strikes again on each of your next %d turns, those strikes free", combat.SpiritualWeaponTurns-1)) // rules §1.6
	}
	if s.Reaction && s.Kind != rules.SpellBuff {
		parts = append(parts, "reaction")
	}
	if s.Concentration {
		parts = append(parts, "concentration")
	}
	if s.Loud {
		parts = append(parts, "loud")
	}
	return strings.Join(parts, ", ")
}

// castDice is the per-target dice of s cast by c at castLevel,
// asking rules.CastSpell on a copy of c with every slot free and the
// gear-boosted scores (as the fight casts); a spell c cannot cast falls
// back to the spell's plain dice.
func castDice(s rules.SpellDef, c rules.Character) rules.Dice {
	full := c.Clone()
	full.Slots = rules.MaxSlots(c)
	full.Abilities = content.EffectiveOf(c).Abilities
	if _, cast, err := rules.CastSpell(full, s.ID, max(1, castLevel(s, c))); err == nil {
		if s.Beams { // the focus's magic bonus on each beam (rules §1.7)
			cast.Dice.Bonus += content.EffectiveOf(c).FocusBonus
		}
		return cast.Dice
	}
	return s.DiceAt(c.Level, castLevel(s, c))
}

// firstSpellLevel is the lowest character level at which a caster of
// record d (a character's Def, its subclass's casting in) has a spell, or
// 0 when it never does.
func firstSpellLevel(d rules.ClassDef) int {
	for lvl := 1; lvl <= rules.MaxLevel; lvl++ {
		if len(d.SpellsAt(lvl)) > 0 {
			return lvl
		}
	}
	return 0
}

// Times says how often n times is in words: "once", "twice", "3 times".
func Times(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}

// TricksterShields is how many times a long rest an Arcane Trickster's
// Shield goes up (the Trickster's Shield record's uses, rules §1.11); 0
// when the record is missing.
func TricksterShields() int {
	f, ok := rules.Feature(rules.FeatureTricksterShield)
	if !ok {
		return 0
	}
	return f.Uses
}

// blessedHealing is what Blessed Healer (rules §1.11) makes of a healing
// spell's dice d for c: ", as 2d8+6 rolled twice, the higher kept
// (Blessed Healer)"; "" without the feature or for a flat heal.
func blessedHealing(d rules.Dice, c rules.Character) string {
	if !c.HasFeature(rules.FeatureBlessedHealer) || d.Count == 0 {
		return ""
	}
	d.Count += combat.BlessedHealerDice
	return fmt.Sprintf(", as %s rolled twice, the higher kept (Blessed Healer)", d)
}
