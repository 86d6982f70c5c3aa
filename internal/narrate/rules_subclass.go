package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/rules"
)

// The subclass pages of `!rules` (rules §1.11): `!rules subclass` on
// choosing, and one page a subclass, `!rules <subclass name>`, with its
// features, their levels and what they do.

// subclassTopic is the name of the `!rules` page on choosing a subclass.
const subclassTopic = "subclass"

// subclassRules is `!rules subclass` (rules §1.11).
func subclassRules(p string) string {
	lines := []string{
		"🎭 **Subclasses**",
		fmt.Sprintf("- From level %d each class chooses one of three subclasses: `%ssubclass` lists yours, `%ssubclass <name>` picks one.", rules.SubclassLevel, p, p),
		"- A subclass adds its features at their levels to the class's own; it takes none away.",
		fmt.Sprintf("- The first pick is free. A change costs %s and may be made %d days after the last pick: the old subclass's feature uses go, the new one's come full (a change is no rest).",
			Coins(rules.SubclassChangeCost), int(rules.SubclassChangeWait.Hours()/24)),
		"- A subclass is chosen in town: not in a fight, on an expedition or in a zone.",
	}
	example := ""
	for _, d := range rules.Classes() {
		var names []string
		for _, s := range d.Subclasses {
			names = append(names, s.Name)
			if example == "" {
				example = strings.ToLower(s.Name)
			}
		}
		if len(names) > 0 {
			lines = append(lines, fmt.Sprintf("- **%s**: %s", d.Name, strings.Join(names, ", ")))
		}
	}
	if example != "" {
		lines = append(lines, "", fmt.Sprintf("`%srules %s` (or any subclass's name) tells what its features do.", p, example))
	}
	return page(lines...)
}

// subclassPage is the `!rules` page of subclass s of class: its summary,
// then each feature with its level and what it does (features.yaml).
func subclassPage(s rules.SubclassDef, class rules.ClassID) RulesTopic {
	return RulesTopic{Name: strings.ToLower(s.Name), Summary: s.Summary, Text: func(p string) string {
		lines := []string{fmt.Sprintf("🎭 **%s**, a %s subclass", s.Name, ClassName(class)), s.Summary}
		lines = append(lines, subclassFeatureLines(s)...)
		lines = append(lines, "", fmt.Sprintf("A %s chooses it from level %d: `%ssubclass %s`. `%srules %s` tells how choosing works.",
			ClassName(class), rules.SubclassLevel, p, strings.ToLower(s.Name), p, subclassTopic))
		return page(lines...)
	}}
}

// subclassPageByName is the page of the subclass called name (its ID or
// display name, folded as rules.ClassDef.SubclassByName folds it) in any
// class; false for none.
func subclassPageByName(name string) (RulesTopic, bool) {
	if s, class, ok := subclassOfAnotherClass(name); ok {
		return subclassPage(s, class), true
	}
	return RulesTopic{}, false
}
