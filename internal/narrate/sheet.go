package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// Sheet renders the character sheet: level, XP to the next
// level and proficiency; HP, AC, speed and the weapon attack; spellcasting
// numbers and slots for casters; hit dice and coins; the six abilities with
// their modifiers; features with their uses left; equipment; and the
// conditions (Mage Armor, concentration, exhaustion, resting, recovering,
// in a fight); then where the AC and attack come from (SheetWhy) and what
// an open expedition does to the character (st).
func Sheet(c rules.Character, at Moment, st SheetState) string {
	inFight := st.InFight
	var b strings.Builder
	def := c.Def()
	fmt.Fprintf(&b, "📜 **%s** — %s %s, level %d\n", c.Name, RaceName(c.Race), ClassWithSubclass(c), c.Level)
	b.WriteString(XPLine(c) + " · proficiency " + Signed(rules.ProficiencyBonus(c.Level)) + "\n\n")

	e := content.EffectiveOf(c)
	fmt.Fprintf(&b, "**HP** %s · **AC** %d · **Speed** %s\n", sheetHP(c, e), e.AC, speedText(e))
	if c.IsRecovering(at.Now) {
		fmt.Fprintf(&b, "**Down** recovering until %s\n", at.When(c.DownUntil))
	}
	fmt.Fprintf(&b, "**Attack** %s\n", AttackLine(e))
	if def.IsCaster() {
		fmt.Fprintf(&b, "**Spellcasting** save DC %d · spell attack %s\n", e.SpellSaveDC, Signed(e.SpellAttack))
		fmt.Fprintf(&b, "**Spell slots** %s\n", SlotsText(c))
	}
	fmt.Fprintf(&b, "**Hit dice** %d/%d (a short rest heals %s) · **Coins** %s\n\n", c.HitDice, c.Level, ShortRestHealDice(c, st.RestDice), Number(c.Coins))

	b.WriteString(AbilitiesBlock(c.Abilities, e.Abilities) + "\n\n")
	if f := FeaturesLine(c); f != "" {
		b.WriteString("**Features** " + f + "\n\n")
	}
	if hint := SubclassHint(c, st.Prefix); hint != "" {
		b.WriteString(hint + "\n\n")
	}
	b.WriteString(EquipmentBlock(LoadoutOf(c)) + "\n\n")
	if len(c.Titles) > 0 {
		b.WriteString("**Titles** " + strings.Join(c.Titles, " · ") + "\n")
	}
	if len(c.Keepsakes) > 0 {
		b.WriteString("**Keepsakes** " + strings.Join(c.Keepsakes, " · ") + "\n")
	}
	if c.ShopDiscount > 0 {
		// the discount is the shop's (`!buy`): supply packs are priced apart (rules §8.2)
		fmt.Fprintf(&b, "**Thom owes you** %d%% off your next purchase at the shop (supply packs are always full price)\n", c.ShopDiscount)
	}
	held := c
	if st.FledFight {
		held.InCombat = false
	}
	conds := ConditionsText(held, at, inFight && !st.FledFight)
	if st.FledFight {
		fled := "fled the party's fight: it goes on without you, and your sheet comes back as it ends"
		if conds == "none" {
			conds = fled
		} else {
			conds = fled + " · " + conds
		}
	}
	if st.StarvedCON > 0 {
		// Starvation is a condition too: never "none" above it.
		starving := fmt.Sprintf("**starving**: %d CON lost to hunger on this expedition, %d left (your HP maximum follows it); at 0 you are carried out, and it comes back when you leave the field",
			st.StarvedCON, st.ConLeft)
		if conds == "none" {
			conds = starving
		} else {
			conds += " · " + starving
		}
	}
	b.WriteString("**Conditions** " + conds)
	if len(st.InForce) > 0 {
		b.WriteString("\n**Expedition** in force: " + strings.Join(st.InForce, " · "))
	}
	b.WriteString("\n\n📐 **Where the numbers come from**\n" + SheetWhy(c))
	return b.String()
}

// SheetState is what the sheet shows beyond the character: a fight in
// progress, the CON an open expedition's starvation has taken and the CON
// left (expedition.ConLeft: forced extraction at 0; the score, and so the
// HP maximum, is lowered until the player leaves the field, rules §8.5) and the
// expedition's effects in force (EffectsLines). Prefix is the command
// prefix of the sheet's hints: with none (a sheet an operator reads) they
// name no command.
type SheetState struct {
	InFight bool
	// FledFight: the player's seat fled a party's fight that goes on
	// (rules §2.13); they are out of it until it ends.
	FledFight  bool
	StarvedCON int
	ConLeft    int
	InForce    []string
	Prefix     string
	// RestDice is how many hit dice a short rest spends now, at most
	// (expedition.ShortRestDice: two on a party's expedition, rules
	// §3.1); 0 or 1 is one.
	RestDice int
}

// XPLine renders "XP 120 · 180 to level 2", or "XP 85,000 · level cap".
// XP a forced end took below the level's own threshold (rules §8.18: the
// level is kept) is said so: "XP 2,400 (level 6 at 4,300) · 4,100 to
// level 7".
func XPLine(c rules.Character) string {
	xp := "XP " + Number(c.XP)
	if floor := rules.XPForLevel(c.Level); c.XP < floor {
		xp += fmt.Sprintf(" (level %d at %s)", c.Level, Number(floor))
	}
	if c.Level >= rules.MaxLevel {
		return xp + " · level cap"
	}
	need := max(0, rules.XPForLevel(c.Level+1)-c.XP)
	return fmt.Sprintf("%s · %s to level %d", xp, Number(need), c.Level+1)
}

// HPText renders current and maximum HP: "9/12", "0/12 (down)".
func HPText(c rules.Character) string {
	s := fmt.Sprintf("%d/%d", c.HP, rules.MaxHP(c))
	if c.HP == 0 {
		s += " (down)"
	}
	return s
}

// sheetHP renders the sheet's HP (HPText) and, when worn gear changes them
// and the character can fight, the HP a fight starts with and its maximum
// (e.HP, e.MaxHP): "13/13 (19/19 in fights)".
func sheetHP(c rules.Character, e rules.Effective) string {
	s := HPText(c)
	if c.HP > 0 && (e.HP != c.HP || e.MaxHP != rules.MaxHP(c)) {
		s += fmt.Sprintf(" (%d/%d in fights)", e.HP, e.MaxHP)
	}
	return s
}

// speedText renders the walking speed in feet and any worn bonus to the
// combat Speed stat, which the fight adds to initiative: "35 ft", "30 ft
// (+2 initiative from gear)".
func speedText(e rules.Effective) string {
	s := fmt.Sprintf("%d ft", e.Speed)
	if e.SpeedBonus != 0 {
		s += fmt.Sprintf(" (%s initiative from gear)", Signed(e.SpeedBonus))
	}
	return s
}

// SlotsText renders the spell slots left per level: "L1 2/4 · L2 3/3", or
// "none yet" when the class has no slots at this level. A level with more
// slots than its maximum (Font of Magic's, rules §1.7) says why:
// "L3 3/2 (1 over the maximum: ...)".
func SlotsText(c rules.Character) string {
	maxSlots := rules.MaxSlots(c)
	var parts []string
	for lvl := 1; lvl <= rules.MaxSpellLevel; lvl++ {
		if m := maxSlots.At(lvl); m > 0 || c.Slots.At(lvl) > 0 {
			parts = append(parts, fmt.Sprintf("%s %d/%d", SlotLevel(lvl), c.Slots.At(lvl), m)+overMaxText(c, lvl))
		}
	}
	if len(parts) == 0 {
		return "none yet"
	}
	return strings.Join(parts, " · ")
}

// overMaxText says why c holds more slots of level lvl than its maximum:
// Font of Magic made them, and the SRD lets a made slot go over the
// maximum until the next long rest (rules §1.7); "" when it holds no more.
func overMaxText(c rules.Character, lvl int) string {
	over := c.Slots.At(lvl) - rules.MaxSlots(c).At(lvl)
	if over <= 0 {
		return ""
	}
	return fmt.Sprintf(" (%d over the maximum: made by Font of Magic, which may go past it, and gone at your long rest)", over)
}

// AbilitiesBlock renders the six ability scores with modifiers on two lines
// under a bold label: the scores worn gear gives (worn), with the sheet's
// own score (base) after any that gear changed: "STR 19 (+4, base 16)".
func AbilitiesBlock(base, worn rules.Abilities) string {
	cell := func(ab rules.Ability) string {
		s := fmt.Sprintf("%s %d (%s", AbilityLabel(ab), worn.Get(ab), Signed(worn.Mod(ab)))
		if b := base.Get(ab); b != worn.Get(ab) {
			s += fmt.Sprintf(", base %d", b)
		}
		return s + ")"
	}
	return "**Abilities**\n" +
		cell(rules.STR) + " · " + cell(rules.DEX) + " · " + cell(rules.CON) + "\n" +
		cell(rules.INT) + " · " + cell(rules.WIS) + " · " + cell(rules.CHA)
}

// FeaturesLine renders c's class features in grant order, with uses left
// for limited ones: "Second Wind 1/1 · Action Surge 0/1 · Extra Attack".
func FeaturesLine(c rules.Character) string {
	var parts []string
	def := c.Def()
	for _, id := range def.FeaturesAt(c.Level) {
		f, ok := def.FeatureDefAt(id, c.Level)
		if !ok {
			continue
		}
		if f.Uses > 0 {
			parts = append(parts, fmt.Sprintf("%s %d/%d", f.Name, rules.FeatureUsesLeft(c, id), f.Uses))
		} else {
			parts = append(parts, f.Name)
		}
	}
	return strings.Join(parts, " · ")
}

// EquipmentBlock renders the equipped items, one line per slot, under a
// bold label.
func EquipmentBlock(l Loadout) string {
	if len(l.Worn) == 0 && len(l.Missing) == 0 {
		return "**Equipment** nothing equipped"
	}
	var b strings.Builder
	b.WriteString("**Equipment**")
	for _, w := range l.Worn {
		fmt.Fprintf(&b, "\n- %s: %s", SlotLabel(w.Slot), w.Item.Name)
		if s := ItemSummary(w.Item); s != "" {
			b.WriteString(" — " + s)
		}
	}
	for _, s := range l.Missing {
		fmt.Fprintf(&b, "\n- %s: something I no longer recognise", SlotLabel(s))
	}
	return b.String()
}

// ConditionsText lists what currently affects c, or "none".
func ConditionsText(c rules.Character, at Moment, inFight bool) string {
	var parts []string
	if inFight || c.InCombat {
		parts = append(parts, "in a fight")
	}
	if c.IsRecovering(at.Now) {
		parts = append(parts, "down, recovering until "+at.When(c.DownUntil))
	}
	if c.IsResting(at.Now) {
		parts = append(parts, "resting until "+at.When(c.LockoutUntil))
	}
	if c.MageArmor {
		parts = append(parts, "Mage Armor")
	}
	if c.Concentration != "" {
		parts = append(parts, "concentrating on "+SpellName(c.Concentration))
	}
	if c.Exhaustion > 0 {
		parts = append(parts, fmt.Sprintf("exhaustion %d", c.Exhaustion))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, " · ")
}
