package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/rules"
)

// featurePageByName is the `!rules` page of the class or subclass feature
// called name (its display name or ID, any case, or a featureAliases
// word: "sorcery points"): what it does
// (features.yaml) and who has it from which level (rules §1.7, §1.11);
// false for none.
func featurePageByName(name string) (RulesTopic, bool) {
	key := strings.ReplaceAll(strings.ToLower(strings.TrimSpace(name)), "_", " ")
	if id, ok := featureAliases[key]; ok {
		if f, ok := rules.Feature(id); ok {
			return featurePage(f), true
		}
	}
	for _, d := range rules.Classes() {
		for _, id := range featureIDsOf(d) {
			f, ok := rules.Feature(id)
			if ok && (strings.ToLower(f.Name) == key || strings.ReplaceAll(string(id), "_", " ") == key) {
				return featurePage(f), true
			}
		}
	}
	return RulesTopic{}, false
}

// featureIDsOf lists the features class d grants, its own then its
// subclasses'.
func featureIDsOf(d rules.ClassDef) []rules.FeatureID {
	var out []rules.FeatureID
	for _, g := range d.Features {
		out = append(out, g.Feature)
	}
	for _, s := range d.Subclasses {
		for _, g := range s.Features {
			out = append(out, g.Feature)
		}
	}
	return out
}

// featurePage is f's page: its summary, then each class or subclass that
// grants it with the levels ("Fighter from level 5, 11").
func featurePage(f rules.FeatureDef) RulesTopic {
	return RulesTopic{Name: strings.ToLower(f.Name), Summary: f.Summary, Text: func(p string) string {
		lines := []string{fmt.Sprintf("✨ **%s**", f.Name), f.Summary}
		for _, who := range featureHolders(f.ID) {
			lines = append(lines, "- "+who)
		}
		lines = append(lines, "", fmt.Sprintf("`%ssheet` lists your own features and their uses left.", p))
		return page(lines...)
	}}
}

// featureHolders names who gets feature id and from which levels:
// "Rogue from level 9", "Berserker (Fighter) from level 3".
func featureHolders(id rules.FeatureID) []string {
	var out []string
	levels := func(gs []rules.FeatureGrant) []string {
		var lv []string
		for _, g := range gs {
			if g.Feature == id {
				lv = append(lv, fmt.Sprint(g.Level))
			}
		}
		return lv
	}
	for _, d := range rules.Classes() {
		if lv := levels(d.Features); len(lv) > 0 {
			out = append(out, fmt.Sprintf("%s from level %s", d.Name, strings.Join(lv, ", ")))
		}
		for _, s := range d.Subclasses {
			if lv := levels(s.Features); len(lv) > 0 {
				out = append(out, fmt.Sprintf("%s (%s) from level %s", s.Name, d.Name, strings.Join(lv, ", ")))
			}
		}
	}
	return out
}
