package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// XPCapped is said where a level-20 hero would have earned XP (rules §1.5).
const XPCapped = "no XP: " + xpCapNote

// xpCapNote is why a level-20 hero's takings hold no XP (rules §1.5).
const xpCapNote = "a level-20 hero earns no more"

// xpCount words the XP a run or an expedition earned a hero of level:
// "1,200"; none earned at the level cap says why instead of "0": "none
// (a level-20 hero earns no more)".
func xpCount(xp, level int) string {
	if xp <= 0 && level >= rules.MaxLevel {
		return "none (" + xpCapNote + ")"
	}
	return Number(xp)
}

// XPTakings is xpCount with its unit: "1,200 XP"; at the level cap with
// none earned, "no XP (a level-20 hero earns no more)".
func XPTakings(xp, level int) string {
	if xp <= 0 && level >= rules.MaxLevel {
		return "no XP (" + xpCapNote + ")"
	}
	return Number(xp) + " XP"
}

// XPCappedFor reports whether the fight rep was awarded for paid no XP
// because the hero stood at the level cap (rules §1.5), so no line of it
// may promise XP.
func XPCappedFor(rep rules.LevelUpReport) bool {
	return rep.OldLevel >= rules.MaxLevel || (rep.XPGained == 0 && rep.XPDiscarded > 0)
}

// XPGained renders a one-line XP award: "+50 XP (350 total, 550 to level
// 3)". XP lost to the level cap is mentioned; an award the cap took whole
// says so (XPCapped); no award at all gives "".
func XPGained(rep rules.LevelUpReport) string {
	switch {
	case rep.XPGained == 0 && rep.XPDiscarded > 0:
		return "🏆 " + strings.ToUpper(XPCapped[:1]) + XPCapped[1:] + "."
	case rep.XPGained == 0:
		return ""
	}
	s := fmt.Sprintf("+%s XP (%s total", Number(rep.XPGained), Number(rep.XP))
	if rep.NewLevel < rules.MaxLevel {
		s += fmt.Sprintf(", %s to level %d)", Number(rules.XPForLevel(rep.NewLevel+1)-rep.XP), rep.NewLevel+1)
	} else {
		s += ", level cap)"
	}
	if rep.XPDiscarded > 0 {
		s += fmt.Sprintf("; %s XP past the cap went nowhere", Number(rep.XPDiscarded))
	}
	return s
}

// XPBeforeLoss renders the XP a fight that ended the run paid, "+75 XP",
// without the total: a knock-out or a flight then takes back part of the
// run's XP (rules §6.9), so the line after it (LossText) is the one that
// says what is kept, and no total here counts XP the sheet will not
// show. An award the cap took whole says so; no award gives "".
func XPBeforeLoss(rep rules.LevelUpReport) string {
	if rep.XPGained == 0 {
		return XPGained(rep)
	}
	return fmt.Sprintf("+%s XP from the fight", Number(rep.XPGained))
}

// LevelUpDM renders the DM announcing a level-up: the new
// level and every change the report lists (HP maximum, proficiency, attacks
// per action, tier, new slots, features, a subclass to choose, spells,
// cantrip dice). It returns "" when the report shows no level gained.
func LevelUpDM(name string, rep rules.LevelUpReport, prefix string) string {
	return levelUpDM(name, rep, XPGained(rep), prefix)
}

// LevelUpDMBeforeLoss is LevelUpDM for a fight that ended the run (a
// knock-out, a flight): its loss then takes back part of the run's XP
// (rules §6.9), so the DM names the award alone (XPBeforeLoss), no total
// the sheet will not show.
func LevelUpDMBeforeLoss(name string, rep rules.LevelUpReport, prefix string) string {
	return levelUpDM(name, rep, XPBeforeLoss(rep), prefix)
}

// levelUpDM is the level-up DM with xp as its last line.
func levelUpDM(name string, rep rules.LevelUpReport, xp, prefix string) string {
	if !rep.LevelledUp() {
		return ""
	}
	var b strings.Builder
	if rep.NewLevel-rep.OldLevel > 1 {
		fmt.Fprintf(&b, "🎉 **%s** jumps from level %d to **level %d**. I had to check my notes twice.\n\n", name, rep.OldLevel, rep.NewLevel)
	} else {
		fmt.Fprintf(&b, "🎉 **%s** reaches **level %d**. I'll pretend I'm not impressed.\n\n", name, rep.NewLevel)
	}
	fmt.Fprintf(&b, "- HP max: %d → %d\n", rep.HPMaxBefore, rep.HPMaxAfter)
	if rep.ProficiencyAfter != rep.ProficiencyBefore {
		fmt.Fprintf(&b, "- Proficiency bonus: %s → %s\n", Signed(rep.ProficiencyBefore), Signed(rep.ProficiencyAfter))
	}
	if rep.AttacksAfter != rep.AttacksBefore {
		fmt.Fprintf(&b, "- Attacks per Attack action: %d → %d\n", rep.AttacksBefore, rep.AttacksAfter)
	}
	if s := slotsGainedText(rep.SlotsGained); s != "" {
		fmt.Fprintf(&b, "- New spell slots: %s\n", s)
	}
	for _, id := range rep.NewFeatures {
		if f, ok := rules.Feature(id); ok {
			fmt.Fprintf(&b, "- New feature: **%s** — %s\n", f.Name, f.Summary)
		}
	}
	if rep.SubclassOpen { // rules §1.11: reached the level, none chosen yet
		fmt.Fprintf(&b, "- A subclass is open to you: `%ssubclass` lists them, and you choose in town, between runs (the first pick is free)\n", prefix)
	}
	if len(rep.NewSpells) > 0 {
		fmt.Fprintf(&b, "- New spells: %s\n", List(namesOf(rep.NewSpells, SpellName)))
	}
	if rep.CantripDice > 0 {
		fmt.Fprintf(&b, "- Your cantrips now roll %d dice\n", rep.CantripDice)
	}
	if shelf := content.ShopMaxTier(rep.TierAfter); shelf > content.ShopMaxTier(rep.TierBefore) {
		// past tier 4 the shelf stays at the catalogue's top (rules §4.5)
		fmt.Fprintf(&b, "- Tier %d: Thom Krooke now sells tier %d gear (`%sshop`)\n", rep.TierAfter, shelf, prefix)
	}
	b.WriteString("\n" + xp)
	return b.String()
}

// slotsGainedText renders new slots as "1 (L1), 2 (L2)", or "".
func slotsGainedText(t rules.SlotTable) string {
	var parts []string
	for lvl := 1; lvl <= rules.MaxSpellLevel; lvl++ {
		if n := t.At(lvl); n > 0 {
			parts = append(parts, fmt.Sprintf("%d (%s)", n, SlotLevel(lvl)))
		}
	}
	return strings.Join(parts, ", ")
}
