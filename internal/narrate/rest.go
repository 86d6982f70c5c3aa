package narrate

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// RestDM renders the DM after a rest (rules §3.1, §3.2): HP,
// hit dice, "Spell slots restored: 2 (L1), 1 (L2)" (absent when no slot
// came back), recharged features, exhaustion and concentration, the
// automatic Mage Armor, the inn bill when paid (paid coins, 0 for none,
// with coinsLeft after it), and when the rest is over.
func RestDM(name string, rep rules.RestReport, at Moment, paid, coinsLeft int) string {
	var b strings.Builder
	switch rep.Kind {
	case rules.RestLong:
		fmt.Fprintf(&b, "🛏️ **Long rest** · %s\n", name)
	case rules.RestRough:
		fmt.Fprintf(&b, "🌾 **Long rest, sleeping rough** · %s\nA haystack behind Thom's stable: free, cold, and %d hours before your back forgives you.\n", name, int(rules.RoughSleepLockout.Hours()))
	default:
		fmt.Fprintf(&b, "☕ **Short rest** · %s\n", name)
	}
	if paid > 0 {
		fmt.Fprintf(&b, "Thom Krooke hands you a key and takes %s (%s left). The sheets are clean; the mattress has opinions.\n",
			Coins(paid), Number(coinsLeft))
	}
	b.WriteString("\n")
	if rep.HPHealed > 0 {
		fmt.Fprintf(&b, "- HP: +%d (%d/%d)\n", rep.HPHealed, rep.HP, rep.HPMax)
	} else {
		fmt.Fprintf(&b, "- HP: %d/%d\n", rep.HP, rep.HPMax)
	}
	switch {
	case rep.HitDiceSpent > 0:
		fmt.Fprintf(&b, "- Hit dice: %d spent, %d left\n", rep.HitDiceSpent, rep.HitDiceLeft)
	case rep.HitDiceRestored > 0:
		fmt.Fprintf(&b, "- Hit dice: %d back (%d now)\n", rep.HitDiceRestored, rep.HitDiceLeft)
	case rep.Kind == rules.RestShort:
		fmt.Fprintf(&b, "- Hit dice: none spent at full HP, %d left\n", rep.HitDiceLeft)
	}
	if s := rep.SlotsRestoredText(); s != "" {
		fmt.Fprintf(&b, "- Spell slots restored: %s\n", s)
	}
	if len(rep.FeaturesRecharged) > 0 {
		fmt.Fprintf(&b, "- Recharged: %s\n", List(namesOf(rep.FeaturesRecharged, FeatureName)))
	}
	if rep.ExhaustionRemoved > 0 {
		fmt.Fprintf(&b, "- Exhaustion: %d level lifted\n", rep.ExhaustionRemoved)
	}
	if rep.ConcentrationEnded != "" {
		fmt.Fprintf(&b, "- Concentration on %s ended\n", SpellName(rep.ConcentrationEnded))
	}
	if rep.MageArmorSlot > 0 {
		fmt.Fprintf(&b, "- Mage Armor is up (one %s-level slot)\n", Ordinal(rep.MageArmorSlot))
	}
	fmt.Fprintf(&b, "\nYou're resting until %s.", at.When(rep.LockoutUntil))
	return b.String()
}

// RestRoom renders the short room answer to a rest: who rests and until
// when; the details go by DM.
func RestRoom(name string, rep rules.RestReport, at Moment) string {
	what := "a short rest"
	switch rep.Kind {
	case rules.RestLong:
		what = "a long rest at Thom Krooke's inn"
	case rules.RestRough:
		what = "a night sleeping rough behind Thom Krooke's stable"
	}
	return fmt.Sprintf("💤 **%s** settles in for %s until %s. Details in your DMs.", name, what, at.When(rep.LockoutUntil))
}

// CampRestRoom renders the room's answer to `!rest long` in the
// standing camp (expedition.CampLongRest, rules §3.2, §8.10): who rests in
// which camp and until when, what the rest took off expedition e besides
// (campRelief: threat, heat), and the harvest nodes regrown when regrown;
// the details go by DM (RestDM).
func CampRestRoom(name string, r expedition.CampResult, e expedition.Expedition, at Moment, regrown bool) string {
	text := fmt.Sprintf("💤 **%s** settles in for the long rest of the %s until %s. Details in your DMs.",
		name, campName(r.Type), at.When(r.LongRest.LockoutUntil))
	text += campRelief(r, e)
	if regrown {
		text += "\n" + NodesRegrown()
	}
	return text
}

// RestRefusal words a refusal from rules.ShortRest, rules.LongRest or
// rules.SleepRough, or returns "" for an error that is not a rest rule
// (rules.ErrCanPayTheInn is the rest command's to word, with its prefix).
func RestRefusal(err error, at Moment) string {
	var lock rules.ErrRestLockout
	var cool rules.ErrLongRestCooldown
	var rec rules.ErrRecovering
	var fight rules.ErrInCombat
	var noDice rules.ErrNoHitDice
	switch {
	case errors.As(err, &fight):
		return "You can't rest in the middle of a fight. Finish it first, one way or the other."
	case errors.As(err, &rec):
		return fmt.Sprintf("You're down and recovering until %s, when you stand up with %d HP. Lying there is no rest: you rest once you're up.", at.When(rec.Until), rules.KnockOutWakeHP)
	case errors.As(err, &lock):
		return fmt.Sprintf("You're still resting until %s. Lie back down.", at.When(lock.Until))
	case errors.As(err, &cool):
		return fmt.Sprintf("One long rest a day. Your next one is at %s.", at.When(cool.Until))
	case errors.As(err, &noDice):
		return fmt.Sprintf("You have no hit dice left for a short rest. A long rest refills them: a night at Thom's inn (%s), sleeping rough when you can't pay, or a standard camp on an expedition.", Coins(content.InnLongRestPrice))
	}
	return ""
}

// ShortRestHeal words what one hit-die charge heals c on a short rest, as
// rules.ShortRest rolls it (rules §3.1): "1d6+2", or "2×(1d6+2)" from level
// rules.ShortRestDoublesAt. The class's own hit die sets HP per level, not
// this heal, so the sheet shows this rather than the die.
func ShortRestHeal(c rules.Character) string {
	roll := "1d6" + signedOrEmpty(c.Abilities.Mod(rules.CON))
	if c.Level >= rules.ShortRestDoublesAt {
		return "2×(" + roll + ")"
	}
	return roll
}

// ShortRestHealDice is ShortRestHeal for a short rest spending up to n
// hit dice (rules §3.1: two on a party's expedition), as many as c has
// left: "1d6+2 a die, up to 2 dice" with two or more; ShortRestHeal's
// one die with one left, or alone; with none left, that it heals nothing
// until a long rest (rules.ShortRest refuses it).
func ShortRestHealDice(c rules.Character, n int) string {
	switch n = min(n, c.HitDice); {
	case c.HitDice <= 0:
		return "nothing: no hit die left until a long rest"
	case n <= 1:
		return ShortRestHeal(c)
	}
	return fmt.Sprintf("%s a die, up to %d dice", ShortRestHeal(c), n)
}

// signedOrEmpty is n with its sign ("+2", "-1"), or "" for 0.
func signedOrEmpty(n int) string {
	if n == 0 {
		return ""
	}
	return Signed(n)
}
