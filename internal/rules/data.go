package rules

import (
	_ "embed"
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/gogobee/gogobee/internal/strictyaml"
)

// The rules' data files: the class, feature, spell and slot tables.
var (
	//go:embed data/classes.yaml
	classesData []byte
	//go:embed data/features.yaml
	featuresData []byte
	//go:embed data/spells.yaml
	spellsData []byte
	//go:embed data/slots.yaml
	slotsData []byte
)

// Load reads the rules' data files (the slot, feature, class and spell
// tables, in the order their checks need them) the first time it is
// called, and returns what went wrong: every problem, each naming the file
// and the record, or nil. A record with a problem is left out of its
// table. Later calls return the first call's result. Programs call it
// through content.Load before anything else runs; the look-ups load the
// tables on first use and leave the error to Load.
func Load() error { return readTables() }

// readTables fills the four tables once a process.
var readTables = sync.OnceValue(func() error {
	var errs [4]error
	slotRows, errs[0] = loadSlots(slotsData)
	features, errs[1] = loadFeatures(featuresData)
	classes, errs[2] = loadClasses(classesData)
	spells, errs[3] = loadSpells(spellsData)
	return errors.Join(errs[:]...)
})

// loaded makes sure the tables are read before a look-up; what went wrong
// reading them is Load's to report, and the tables hold the records that
// read cleanly.
func loaded() { readTables() }

// The values the records may use.
var (
	actionKinds = []ActionKind{Passive, ActionCost, BonusAction, Reaction, FreeAction}
	recharges   = []Recharge{NoRecharge, RechargeShortRest, RechargeLongRest}
	spellKinds  = []SpellKind{SpellAttack, SpellSave, SpellAuto, SpellHeal, SpellBuff}
	harvesting  = []HarvestAction{Forage, Mine, Scavenge, Essence, Commune, Fish}
	skills      = []Skill{Perception}
)

// loadClasses reads the class table (see classProblems), then checks that
// no name points at two classes (namesClash).
func loadClasses(data []byte) (map[ClassID]ClassDef, error) {
	return loadClassesOnto(nil, "data/classes.yaml", data)
}

// loadClassesOnto reads the class records of file (data/classes.yaml's
// shape) onto a copy of base: a record whose ID base holds is an error and
// is left out, as is a record with a problem.
func loadClassesOnto(base map[ClassID]ClassDef, file string, data []byte) (map[ClassID]ClassDef, error) {
	read, err := loadTable(file, data, "classes", func(d ClassDef) ClassID { return d.ID }, classProblems)
	out := maps.Clone(base)
	if out == nil {
		out = map[ClassID]ClassDef{}
	}
	errs := []error{err}
	for _, id := range slices.Sorted(maps.Keys(read)) {
		if _, taken := out[id]; taken {
			errs = append(errs, fmt.Errorf("rules: %s: class %q: the class table has it already", file, id))
			continue
		}
		out[id] = read[id]
	}
	return out, errors.Join(append(errs, namesClash(file, out), spellListsClash(file, out))...)
}

// spellListsClash reports a class or casting subclass whose spell_list
// names no class of the table (rules §1.11).
func spellListsClash(file string, table map[ClassID]ClassDef) error {
	var errs []error
	for _, id := range slices.Sorted(maps.Keys(table)) {
		if l := table[id].SpellList; l != "" {
			if _, ok := table[l]; !ok {
				errs = append(errs, fmt.Errorf("rules: %s: class %q: spell_list %q is no class", file, id, l))
			}
		}
		for _, s := range table[id].Subclasses {
			if _, ok := table[s.SpellList]; s.SpellList != "" && !ok {
				errs = append(errs, fmt.Errorf("rules: %s: class %q: subclass %q: spell_list %q is no class", file, id, s.ID, s.SpellList))
			}
		}
	}
	return errors.Join(errs...)
}

// namesClash reports a name that points at two classes, which would make
// `!char create` or an import guess: among the classes' IDs, display names
// and nicknames, among their original names, and among their subclasses'
// IDs (unique across classes, rules §1.11), each folded.
func namesClash(file string, table map[ClassID]ClassDef) error {
	ids := slices.Sorted(maps.Keys(table))
	var errs []error
	for _, names := range []func(ClassDef) []string{
		func(d ClassDef) []string { return append([]string{string(d.ID), d.Name}, d.Nicknames...) },
		func(d ClassDef) []string { return d.OriginalNames },
		func(d ClassDef) []string {
			var ids []string
			for _, s := range d.Subclasses {
				ids = append(ids, string(s.ID))
			}
			return ids
		},
	} {
		owner := map[string]ClassID{}
		for _, id := range ids {
			for _, n := range names(table[id]) {
				w := foldName(n)
				if prev, ok := owner[w]; ok && prev != id {
					errs = append(errs, fmt.Errorf("rules: %s: class %q: the name %q is class %q's already", file, id, n, prev))
				}
				owner[w] = id
			}
		}
	}
	return errors.Join(errs...)
}

// AddClasses reads extra class records from data (data/classes.yaml's
// shape: one list, classes) and adds them to the class table, each checked
// as a shipped record is; a record with a problem, or whose ID the table
// holds, is left out and named in the error. restore puts the table back
// as it was. It is for tests that play a class the shipped data lacks (a
// class is data, rules §1.3); the programs never call it. Not safe while
// another goroutine reads the table.
func AddClasses(data []byte) (restore func(), err error) {
	loaded()
	before := classes
	classes, err = loadClassesOnto(before, "extra classes", data)
	return func() { classes = before }, err
}

// loadFeatures reads the feature table (see featureProblems).
func loadFeatures(data []byte) (map[FeatureID]FeatureDef, error) {
	return loadTable("data/features.yaml", data, "features", func(f FeatureDef) FeatureID { return f.ID }, featureProblems)
}

// loadSlots reads the slot progressions (see slotProblems).
func loadSlots(data []byte) (map[SlotProgression]SlotProgressionDef, error) {
	return loadTable("data/slots.yaml", data, "progressions", func(d SlotProgressionDef) SlotProgression { return d.ID }, slotProblems)
}

// loadSpells reads the spell table (see spellProblems).
func loadSpells(data []byte) (map[SpellID]SpellDef, error) {
	return loadTable("data/spells.yaml", data, "spells", func(s SpellDef) SpellID { return s.ID }, spellProblems)
}

// loadTable decodes file strictly, one list under key, and keeps by ID the
// records in which problems finds nothing wrong and whose ID is not taken
// already. The error lists every problem, each naming the file and the
// record; a record with a problem is left out.
func loadTable[ID ~string, D any](file string, data []byte, key string, id func(D) ID, problems func(D) []string) (map[ID]D, error) {
	var doc map[string][]D
	if err := strictyaml.Decode(data, &doc); err != nil {
		return nil, fmt.Errorf("rules: %s: %w", file, err)
	}
	if _, ok := doc[key]; !ok || len(doc) != 1 {
		return nil, fmt.Errorf("rules: %s: the file holds one list, %s", file, key)
	}
	out := make(map[ID]D, len(doc[key]))
	var errs []error
	for i, d := range doc[key] {
		ps := problems(d)
		if _, dup := out[id(d)]; dup {
			ps = append(ps, "listed twice")
		}
		for _, p := range ps {
			errs = append(errs, fmt.Errorf("rules: %s: %s[%d] (%q): %s", file, key, i, id(d), p))
		}
		if len(ps) == 0 {
			out[id(d)] = d
		}
	}
	return out, errors.Join(errs...)
}

// featureProblems lists what is wrong with a feature record: it needs an
// ID, a name and a known action, uses with a recharge (and a recharge only
// with uses), scaling levels 1–MaxLevel in rising order with dice, and
// saves of known abilities.
func featureProblems(f FeatureDef) []string {
	var out []string
	if f.ID == "" || f.Name == "" {
		out = append(out, "missing id or name")
	}
	if !slices.Contains(actionKinds, f.Action) {
		out = append(out, fmt.Sprintf("unknown action %q", f.Action))
	}
	limited := f.Uses > 0 || f.UsesPerLevel > 0
	if !slices.Contains(recharges, f.Recharge) || f.Uses < 0 || f.UsesPerLevel < 0 || limited != (f.Recharge != NoRecharge) {
		out = append(out, fmt.Sprintf("uses %d with recharge %q: a limited feature needs both", f.Uses, f.Recharge))
	}
	for _, ab := range f.Saves {
		if !slices.Contains(allAbilities, ab) {
			out = append(out, fmt.Sprintf("saves: unknown ability %q", ab))
		}
	}
	for j, s := range f.Scaling {
		if s.Level < 1 || s.Level > MaxLevel || (j > 0 && s.Level <= f.Scaling[j-1].Level) || s.Dice.IsZero() {
			out = append(out, fmt.Sprintf("scaling[%d]: levels rise from 1 to %d, each with dice", j, MaxLevel))
		}
	}
	return out
}

// spellProblems lists what is wrong with a spell record: it needs an ID, a
// name, a level 0–MaxSpellLevel, a known kind and action, classes that
// exist, and a save spell its saving throw.
func spellProblems(s SpellDef) []string {
	var out []string
	if s.ID == "" || s.Name == "" {
		out = append(out, "missing id or name")
	}
	if s.Level < 0 || s.Level > MaxSpellLevel {
		out = append(out, fmt.Sprintf("level %d outside 0-%d", s.Level, MaxSpellLevel))
	}
	if !slices.Contains(spellKinds, s.Kind) || !slices.Contains(actionKinds, s.Action) {
		out = append(out, fmt.Sprintf("unknown kind %q or action %q", s.Kind, s.Action))
	}
	if len(s.Classes) == 0 {
		out = append(out, "no class has it")
	}
	for _, c := range s.Classes {
		if _, ok := class(c); !ok {
			out = append(out, fmt.Sprintf("unknown class %q", c))
		}
	}
	if s.Kind == SpellSave && s.SaveAbility == "" {
		out = append(out, "a save spell needs save_ability")
	}
	return out
}

// UnmarshalYAML reads the six scores as a list in AllAbilities order
// ([15, 14, 13, 8, 12, 10]).
func (a *Abilities) UnmarshalYAML(node *yaml.Node) error {
	var scores []int
	if err := node.Decode(&scores); err != nil {
		return err
	}
	if len(scores) != len(allAbilities) {
		return fmt.Errorf("line %d: %d scores; want %d, STR to CHA", node.Line, len(scores), len(allAbilities))
	}
	for i, ab := range allAbilities {
		*a = a.With(ab, scores[i])
	}
	return nil
}

// dicePattern is "NdS", "NdS+B" or "NdS-B".
var dicePattern = regexp.MustCompile(`^(\d+)d(\d+)([+-]\d+)?$`)

// UnmarshalYAML reads dice as String writes them ("2d6", "1d8+2").
func (d *Dice) UnmarshalYAML(node *yaml.Node) error {
	var text string
	if err := node.Decode(&text); err != nil {
		return err
	}
	m := dicePattern.FindStringSubmatch(text)
	if m == nil {
		return fmt.Errorf("line %d: %q is not dice such as 2d6 or 1d8+2", node.Line, text)
	}
	if m[3] == "" {
		m[3] = "0"
	}
	var n [3]int
	for i := range n {
		v, err := strconv.Atoi(m[i+1])
		if err != nil {
			return fmt.Errorf("line %d: dice %q: %w", node.Line, text, err)
		}
		n[i] = v
	}
	*d = Dice{Count: n[0], Sides: n[1], Bonus: n[2]}
	return nil
}
