package narrate

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/rules"
)

// The words of `!subclass` (rules §1.11): the list, the pick, the
// refusals and what the next change needs.

// SubclassName is the display name of a subclass ("Battle Master"), or its
// ID when no class lists it.
func SubclassName(id rules.SubclassID) string {
	if s, _, ok := rules.Subclass(id); ok {
		return s.Name
	}
	return string(id)
}

// ClassWithSubclass is c's class with its subclass, if any: "Fighter
// (Champion)", or "Fighter".
func ClassWithSubclass(c rules.Character) string {
	if s := c.SubclassDef(); s.ID != "" {
		return ClassName(c.Class) + " (" + s.Name + ")"
	}
	return ClassName(c.Class)
}

// subclassFeatureLevels lists a subclass's features with their levels:
// "Improved Critical (level 3) · Superior Critical (level 15)".
func subclassFeatureLevels(s rules.SubclassDef) string {
	var parts []string
	for _, g := range s.Features {
		parts = append(parts, fmt.Sprintf("%s (level %d)", FeatureName(g.Feature), g.Level))
	}
	return strings.Join(parts, " · ")
}

// subclassFeatureLines gives one line per feature of s: "- Level 3:
// **Improved Critical** — what it does" (the summary of features.yaml).
func subclassFeatureLines(s rules.SubclassDef) []string {
	var out []string
	for _, g := range s.Features {
		line := fmt.Sprintf("- Level %d: **%s**", g.Level, FeatureName(g.Feature))
		if f, ok := rules.Feature(g.Feature); ok && f.Summary != "" {
			line += " — " + f.Summary
		}
		out = append(out, line)
	}
	return out
}

// subclassNames lists the class's subclasses in bold, as a choice: "**Champion**,
// **Battle Master** or **Berserker**".
func subclassNames(d rules.ClassDef) string {
	var names []string
	for _, s := range d.Subclasses {
		names = append(names, "**"+s.Name+"**")
	}
	return OrList(names)
}

// SubclassList is a bare `!subclass` (rules §1.11): c's class's subclasses,
// one line of summary and one of features with their levels each, the
// chosen one marked, then when the choice opens, that the first pick is
// free, or what a change costs and when it may be made (SubclassNext).
func SubclassList(c rules.Character, at Moment, prefix string) string {
	d := c.ClassDef()
	if len(d.Subclasses) == 0 {
		return fmt.Sprintf("%ss have no subclasses to choose from.", d.Name)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "🎭 **%s subclasses** for **%s**, level %d\n", d.Name, c.Name, c.Level)
	for _, s := range d.Subclasses {
		mark := ""
		if s.ID == c.Subclass {
			mark = " ✅ yours"
		}
		fmt.Fprintf(&b, "- **%s**%s: %s\n  %s\n", s.Name, mark, s.Summary, subclassFeatureLevels(s))
	}
	b.WriteString("\n")
	example := fmt.Sprintf("`%ssubclass %s`", prefix, strings.ToLower(d.Subclasses[0].Name))
	switch {
	case c.Level < rules.SubclassLevel:
		fmt.Fprintf(&b, "A subclass opens at level %d; **%s** is level %d. The first pick is free.", rules.SubclassLevel, c.Name, c.Level)
	case c.Subclass == "":
		fmt.Fprintf(&b, "None chosen yet. The first pick is free: `%ssubclass <name>`, e.g. %s.", prefix, example)
	default:
		b.WriteString(SubclassNext(c, at, prefix))
	}
	fmt.Fprintf(&b, "\n`%srules %s` (or any subclass's name) tells what its features do.", prefix, strings.ToLower(d.Subclasses[0].Name))
	return b.String()
}

// SubclassNext says what c's next subclass change needs (rules §1.11):
// its cost in coins against the purse, and when it may be made (at.When,
// in the reader's time zone) or that it may be made now.
func SubclassNext(c rules.Character, at Moment, prefix string) string {
	cost := Coins(rules.SubclassChangeCost)
	if until := c.SubclassSince.Add(rules.SubclassChangeWait); at.Now.Before(until) {
		return fmt.Sprintf("A change costs %s (you have %s) and may be made from %s.", cost, Number(c.Coins), at.When(until))
	}
	if c.Coins < rules.SubclassChangeCost {
		return fmt.Sprintf("A change costs %s and may be made now; you have %s.", cost, Coins(c.Coins))
	}
	return fmt.Sprintf("A change costs %s (you have %s) and may be made now: `%ssubclass <name>`.", cost, Number(c.Coins), prefix)
}

// SubclassChosen is the answer to a pick that was made (rules §1.11): the
// subclass, what it replaced and cost, its features in effect at c's
// level and those to come, then what the next change needs. c is the
// character after the pick.
func SubclassChosen(c rules.Character, choice rules.SubclassChoice, at Moment, prefix string) string {
	var b strings.Builder
	s := choice.Subclass
	if choice.Replaced == "" {
		fmt.Fprintf(&b, "🎭 **%s**'s subclass is **%s** now. The first pick is free.\n", c.Name, s.Name)
	} else {
		fmt.Fprintf(&b, "🎭 **%s**'s subclass is **%s** now, no longer %s: Thom Krooke takes %s for the retraining (%s left).\n",
			c.Name, s.Name, SubclassName(choice.Replaced), Coins(choice.Cost), Coins(c.Coins))
	}
	var now, later []string
	for i, line := range subclassFeatureLines(s) {
		if s.Features[i].Level <= c.Level {
			now = append(now, line)
		} else {
			later = append(later, line)
		}
	}
	if len(now) > 0 {
		b.WriteString("In effect:\n" + strings.Join(now, "\n") + "\n")
	}
	if len(later) > 0 {
		b.WriteString("To come:\n" + strings.Join(later, "\n") + "\n")
	}
	b.WriteString("\n" + SubclassNext(c, at, prefix))
	return b.String()
}

// SubclassRefusal words a refusal of rules.ChooseSubclass for c (rules
// §1.11), with the way on; "" for an error that is none of its refusals.
func SubclassRefusal(err error, c rules.Character, at Moment, prefix string) string {
	d := c.ClassDef()
	var (
		unknown rules.ErrSubclassUnknown
		level   rules.ErrSubclassLevel
		same    rules.ErrSubclassSame
		soon    rules.ErrSubclassTooSoon
		coins   rules.ErrSubclassCoins
	)
	switch {
	case errors.As(err, &unknown):
		head := fmt.Sprintf("%ss have no subclass called “%s”.", d.Name, mdtext.EchoName(unknown.Name))
		if other, class, ok := subclassOfAnotherClass(unknown.Name); ok {
			head = fmt.Sprintf("**%s** is a %s subclass, not a %s one.", other.Name, ClassName(class), d.Name)
		}
		return fmt.Sprintf("%s Choose %s: `%ssubclass` tells what each does.", head, subclassNames(d), prefix)
	case errors.As(err, &level):
		return fmt.Sprintf("A subclass opens at level %d, and **%s** is level %d: zone runs and expeditions bring the XP. `%ssubclass` shows what a %s can become.",
			level.Need, c.Name, level.Level, prefix, d.Name)
	case errors.As(err, &same):
		return fmt.Sprintf("**%s**'s subclass is %s already. `%ssubclass` lists the others.", c.Name, SubclassName(same.Subclass), prefix)
	case errors.As(err, &soon):
		return fmt.Sprintf("**%s** took %s less than %d days ago: a change may be made from %s, for %s. `%ssubclass` shows what each brings.",
			c.Name, SubclassName(c.Subclass), int(rules.SubclassChangeWait.Hours()/24), at.When(soon.Until), Coins(rules.SubclassChangeCost), prefix)
	case errors.As(err, &coins):
		return fmt.Sprintf("A change of subclass costs %s; you have %s. %s", Coins(coins.Cost), Coins(coins.Have), ShortOfCoins(c, prefix))
	}
	return ""
}

// subclassOfAnotherClass finds the subclass called name in any class, for
// a refusal that names where it belongs; false for none.
func subclassOfAnotherClass(name string) (rules.SubclassDef, rules.ClassID, bool) {
	for _, d := range rules.Classes() {
		if s, ok := d.SubclassByName(name); ok {
			return s, d.ID, true
		}
	}
	return rules.SubclassDef{}, "", false
}

// SubclassInFight refuses a pick mid-fight (rules §1.11).
const SubclassInFight = "Not in the middle of a fight: finish it, then choose your subclass."

// SubclassAway refuses a pick away from town (rules §1.11): zone is where
// the player stands, onExpedition whether it is an expedition's.
func SubclassAway(zone string, onExpedition bool) string {
	if onExpedition {
		return fmt.Sprintf("You're on an expedition in **%s**: a subclass is chosen in town, between trips.", zone)
	}
	return fmt.Sprintf("You're in **%s**: a subclass is chosen in town, once the run is over.", zone)
}

// SubclassHint is the sheet's line for c at SubclassLevel or above with no
// subclass (rules §1.11): the free first pick waits ("" otherwise). With no
// prefix (a sheet read by an operator) it names no command.
func SubclassHint(c rules.Character, prefix string) string {
	if !c.MayChooseSubclass() {
		return ""
	}
	if prefix == "" {
		return "**Subclass** none yet (the first pick is free)"
	}
	return fmt.Sprintf("**Subclass** none yet — `%ssubclass` to choose (the first pick is free)", prefix)
}
