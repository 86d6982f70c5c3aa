package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/namematch"
	"github.com/gogobee/gogobee/internal/rules"
)

// spellPageByName is the `!rules` page of the spell called name (its
// name or ID, any case; rules §1.6): its level, the classes that cast it,
// what it does and how it is cast; false for none.
func spellPageByName(name string) (RulesTopic, bool) {
	key := namematch.Normalize(name)
	for _, s := range rules.Spells() {
		if namematch.Normalize(s.Name) == key || namematch.Normalize(string(s.ID)) == key {
			return spellPage(s), true
		}
	}
	return RulesTopic{}, false
}

// spellPage is spell s's page: "✨ **Hex** · 1st-level spell · Warlock",
// its summary, how it is cast, and the ways to cast it.
func spellPage(s rules.SpellDef) RulesTopic {
	return RulesTopic{Name: strings.ToLower(s.Name), Summary: s.Summary, Text: func(p string) string {
		level := "cantrip"
		if s.Level > 0 {
			level = Ordinal(s.Level) + "-level spell"
		}
		var classes []string
		for _, id := range s.Classes {
			classes = append(classes, ClassName(id))
		}
		lines := []string{fmt.Sprintf("✨ **%s** · %s · %s", s.Name, level, strings.Join(classes, ", ")), s.Summary}
		if how := spellCasting(s); how != "" {
			lines = append(lines, "Cast as "+how+".")
		}
		lines = append(lines, "", fmt.Sprintf("`%sspells` shows it with your own numbers when your class casts it; `%scast %s` in a fight.", p, p, strings.ToLower(s.Name)))
		return page(lines...)
	}}
}

// spellCasting is how spell s is cast, in words: "a bonus action,
// concentration"; the action alone for a plain one.
func spellCasting(s rules.SpellDef) string {
	parts := []string{"your action"}
	switch {
	case s.Reaction:
		parts[0] = "a reaction"
	case s.Action == rules.BonusAction:
		parts[0] = "a bonus action"
	}
	for _, f := range []struct {
		on   bool
		word string
	}{{s.Area, "on an area"}, {s.Concentration, "with concentration"}, {s.Loud, "loud"}} {
		if f.on {
			parts = append(parts, f.word)
		}
	}
	return strings.Join(parts, ", ")
}

// featureAliases are the words a player may type for a feature's page
// that are not its name (rules §1.7): an option of Metamagic, the points
// Font of Magic keeps.
var featureAliases = map[string]rules.FeatureID{
	"quickened": rules.FeatureMetamagic, "quickened spell": rules.FeatureMetamagic,
	"empowered": rules.FeatureMetamagic, "empowered spell": rules.FeatureMetamagic,
	"sorcery points": rules.FeatureFontOfMagic, "sorcery point": rules.FeatureFontOfMagic,
	"pact slots": rules.FeaturePactMagic,
}

// RulesSuggestion is the `!rules` page name nearest to name within a
// few typos ("sorcerer" for "sorceror"), "" for none: every page of
// RulesTopics, class, subclass, feature (and its aliases) and spell.
func RulesSuggestion(name string) string {
	var cs []namematch.Candidate
	add := func(n string) { cs = append(cs, namematch.Candidate{Key: strings.ToLower(n), Names: []string{n}}) }
	for _, t := range RulesTopics() {
		add(t.Name)
	}
	for _, d := range rules.Classes() {
		add(d.Name)
		for _, s := range d.Subclasses {
			add(s.Name)
		}
		for _, id := range featureIDsOf(d) {
			if f, ok := rules.Feature(id); ok {
				add(f.Name)
			}
		}
	}
	for alias := range featureAliases {
		add(alias)
	}
	for _, s := range rules.Spells() {
		add(s.Name)
	}
	return namematch.Find(name, cs).Suggest
}
