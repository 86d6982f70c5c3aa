package rules

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// classProblems lists what is wrong with a class record: it needs an ID,
// a name, a hit die and average HP, known abilities (attack, casting,
// saves), a slot progression of data/slots.yaml, weapon attacks from level 1 with
// rising levels, and features that exist granted at levels 1–MaxLevel.
func classProblems(d ClassDef) []string {
	var out []string
	if d.ID == "" || d.Name == "" || d.HitDie <= 0 || d.AvgHP <= 0 {
		out = append(out, "missing id, name, hit_die or avg_hp")
	}
	out = append(out, classAbilityProblems(d)...)
	if _, ok := slotRows[d.Slots]; !ok {
		out = append(out, fmt.Sprintf("unknown slot progression %q", d.Slots))
	}
	if !attacksRise(d.Attacks) {
		out = append(out, "attacks start at level 1 and rise")
	}
	out = append(out, classFeatureProblems(d)...)
	out = append(out, subclassProblems(d)...)
	return append(out, classListProblems(d)...)
}

// classAbilityProblems lists a class record's abilities that do not
// exist: its attack ability and saves, then its casting ability if it
// names one.
func classAbilityProblems(d ClassDef) []string {
	var out []string
	for _, ab := range append([]Ability{d.AttackAbility}, d.Saves...) {
		if !slices.Contains(allAbilities, ab) {
			out = append(out, fmt.Sprintf("unknown ability %q", ab))
		}
	}
	if d.CastingAbility != "" && !slices.Contains(allAbilities, d.CastingAbility) {
		out = append(out, fmt.Sprintf("unknown casting ability %q", d.CastingAbility))
	}
	return out
}

// attacksRise reports whether a class's weapon attacks per action start
// at level 1, each later step at a higher level than the first.
func attacksRise(attacks []LevelValue) bool {
	return len(attacks) > 0 && attacks[0].Level == 1 &&
		!slices.ContainsFunc(attacks[1:], func(v LevelValue) bool { return v.Level <= attacks[0].Level })
}

// classFeatureProblems lists what is wrong with a class record's feature
// grants, grant by grant: a feature that does not exist or a level
// outside 1–MaxLevel, then the grant's own uses (grantUsesProblems).
func classFeatureProblems(d ClassDef) []string {
	var out []string
	for _, g := range d.Features {
		if _, ok := feature(g.Feature); !ok || g.Level < 1 || g.Level > MaxLevel {
			out = append(out, fmt.Sprintf("feature %q at level %d: no such feature or level", g.Feature, g.Level))
		}
		out = append(out, grantUsesProblems(g)...)
	}
	return out
}

// grantUsesProblems lists what is wrong with a grant's own uses: both or
// neither of uses and recharge, from the known recharges.
func grantUsesProblems(g FeatureGrant) []string {
	if g.Uses == 0 && g.Recharge == NoRecharge {
		return nil
	}
	if g.Uses <= 0 || g.Recharge == NoRecharge || !slices.Contains(recharges, g.Recharge) {
		return []string{fmt.Sprintf("feature %q at level %d: uses %d with recharge %q: a grant's own uses need both", g.Feature, g.Level, g.Uses, g.Recharge)}
	}
	return nil
}

// subclassProblems lists what is wrong with a class record's subclasses:
// each needs an ID, a name, a summary and at least one feature, granted
// at levels SubclassLevel–MaxLevel; no two share an ID or a folded name;
// one that casts needs a known casting ability and slot progression
// (spell_list is checked against the whole table, spellListsClash), and
// one that does not names neither slots nor a spell list.
func subclassProblems(d ClassDef) []string {
	var out []string
	owner := map[string]SubclassID{}
	for _, s := range d.Subclasses {
		if s.ID == "" || s.Name == "" || s.Summary == "" || len(s.Features) == 0 {
			out = append(out, fmt.Sprintf("subclass %q: missing id, name, summary or features", s.ID))
		}
		for _, n := range []string{string(s.ID), s.Name} {
			w := foldName(n)
			if prev, ok := owner[w]; ok && prev != s.ID {
				out = append(out, fmt.Sprintf("subclass %q: the name %q is subclass %q's already", s.ID, n, prev))
			}
			owner[w] = s.ID
		}
		out = append(out, subclassCastingProblems(s)...)
		for _, g := range s.Features {
			out = append(out, grantUsesProblems(g)...)
			if _, ok := feature(g.Feature); !ok || g.Level < SubclassLevel || g.Level > MaxLevel {
				out = append(out, fmt.Sprintf("subclass %q: feature %q at level %d: no such feature, or a level outside %d-%d",
					s.ID, g.Feature, g.Level, SubclassLevel, MaxLevel))
			}
		}
	}
	return out
}

// subclassCastingProblems lists what is wrong with a subclass's casting:
// a casting ability that exists with a slot progression of
// data/slots.yaml, or neither and no spell list.
func subclassCastingProblems(s SubclassDef) []string {
	if !s.Casts() {
		if s.Slots != "" || s.SpellList != "" {
			return []string{fmt.Sprintf("subclass %q: slots or spell_list without casting_ability", s.ID)}
		}
		return nil
	}
	var out []string
	if !slices.Contains(allAbilities, s.CastingAbility) {
		out = append(out, fmt.Sprintf("subclass %q: unknown casting ability %q", s.ID, s.CastingAbility))
	}
	if _, ok := slotRows[s.Slots]; !ok {
		out = append(out, fmt.Sprintf("subclass %q: unknown slot progression %q", s.ID, s.Slots))
	}
	return out
}

// classListProblems lists what is wrong with a class record's lists:
// harvest actions and skills that exist, rich-result chances in (0, 1],
// and no empty nickname or original name.
func classListProblems(d ClassDef) []string {
	var out []string
	for _, a := range append(slices.Clone(d.HarvestBonus), slices.Sorted(maps.Keys(d.HarvestRich))...) {
		if !slices.Contains(harvesting, a) {
			out = append(out, fmt.Sprintf("unknown harvest action %q", a))
		}
	}
	for a, p := range d.HarvestRich {
		if p <= 0 || p > 1 {
			out = append(out, fmt.Sprintf("harvest_rich %s: chance %v outside (0, 1]", a, p))
		}
	}
	for _, sk := range d.Skills {
		if !slices.Contains(skills, sk) {
			out = append(out, fmt.Sprintf("unknown skill %q", sk))
		}
	}
	if slices.ContainsFunc(d.Nicknames, func(n string) bool { return foldName(n) == "" }) ||
		slices.ContainsFunc(d.OriginalNames, func(n string) bool { return n == "" || n != strings.ToLower(strings.TrimSpace(n)) }) {
		out = append(out, "an empty nickname, or an original name empty or not lower-case")
	}
	return out
}
