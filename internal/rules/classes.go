package rules

import (
	"slices"
	"strings"
)

// ClassID identifies a playable class. IDs are stable and stored in JSON.
type ClassID string

// The shipped classes (rules §1.3: Fighter, Rogue, Mage, Cleric, Ranger,
// Paladin;
// more classes are new records of data/classes.yaml, no constant needed).
const (
	Fighter ClassID = "fighter"
	Rogue   ClassID = "rogue"
	Mage    ClassID = "mage"
	Cleric  ClassID = "cleric"
	Ranger  ClassID = "ranger"
	Paladin ClassID = "paladin"
)

// HarvestAction names one harvest action (rules §7.4).
type HarvestAction string

// Harvest actions.
const (
	Forage   HarvestAction = "forage"
	Mine     HarvestAction = "mine"
	Scavenge HarvestAction = "scavenge"
	Essence  HarvestAction = "essence"
	Commune  HarvestAction = "commune"
	Fish     HarvestAction = "fish"
)

// Skill names a skill a class can be proficient in (rules §1.8). Only the
// skills some mechanic rolls are listed; a class naming another is an
// error in its record.
type Skill string

// Skills.
const (
	Perception Skill = "perception"
)

// ClassHarvestBonus is the bonus a class adds to its favoured harvest
// actions' rolls (rules §7.4).
const ClassHarvestBonus = 2

// LevelValue is an integer that applies from class level Level upward.
type LevelValue struct {
	Level int `yaml:"level"`
	Value int `yaml:"value"`
}

// FeatureGrant gives feature Feature at class level Level. Uses and
// Recharge, when set (both or neither), replace the feature's own for
// this class: one feature may be rationed for one class and not another
// (Uncanny Dodge, rules §1.7).
type FeatureGrant struct {
	Level    int       `yaml:"level"`
	Feature  FeatureID `yaml:"feature"`
	Uses     int       `yaml:"uses"`
	Recharge Recharge  `yaml:"recharge"`
}

// ClassDef is one class's row of data (rules §1.1, §1.3, §1.4, §1.6, §1.7,
// §7.4), a record of data/classes.yaml. Adding a class is a record there
// (docs/architecture.md, "Add a class or a subclass"); the constants
// above only name the shipped classes for code and tests that need one.
//
//   - HitDie: sides of the hit die; AvgHP: HP per level after the first.
//   - AttackAbility: the ability whose modifier goes on weapon attacks.
//   - WeaponBonus: the class weapon to-hit bonus.
//   - ACBonus: the class's AC bonus, added to every AC, armoured or not
//     (rules §1.4).
//   - CasterHP: the 1.25 caster HP multiplier applies.
//   - Casting: how the class casts, if it does (a casting subclass
//     replaces it, rules §1.11).
//   - Array: the auto-build ability array (before race modifiers).
//   - Saves: saving throws the class is proficient in.
//   - WeaponCategories / WeaponKinds / ArmorCategories: proficiencies.
//   - Attacks: weapon attacks per Attack action by level (Extra Attack).
//   - Features: features by level, to level 20.
//   - StartingEquipment: catalogue item IDs worn at level 1 (tier-1 shop
//     items, internal/content's "<kind>_t1" IDs); StartingItems: carried
//     item IDs and counts.
//   - HarvestBonus: harvest actions that get ClassHarvestBonus.
//   - HarvestRich: per harvest action, the chance (0–1) that a common or
//     standard result turns rich (rules §7.4: the Ranger's fishing).
//   - Skills: skills the class is proficient in (rules §1.8).
//   - Nicknames: other games' names for the class, folded as ClassByName
//     folds ("wizard" for the Mage); `!char create` points them here.
//   - OriginalNames: the original game's classes that import as this one
//     (lower-case, the class's own ID among them when the original had it).
type ClassDef struct {
	ID                ClassID `yaml:"id"`
	Name              string  `yaml:"name"`
	HitDie            int     `yaml:"hit_die"`
	AvgHP             int     `yaml:"avg_hp"`
	AttackAbility     Ability `yaml:"attack_ability"`
	WeaponBonus       int     `yaml:"weapon_bonus"`
	ACBonus           int     `yaml:"ac_bonus"`
	CasterHP          bool    `yaml:"caster_hp"`
	Casting           `yaml:",inline"`
	Array             Abilities                 `yaml:"array"`
	Saves             []Ability                 `yaml:"saves"`
	WeaponCategories  []WeaponCategory          `yaml:"weapon_categories"`
	WeaponKinds       []string                  `yaml:"weapon_kinds"`
	ArmorCategories   []ArmorCategory           `yaml:"armor_categories"`
	Attacks           []LevelValue              `yaml:"attacks"`
	Features          []FeatureGrant            `yaml:"features"`
	StartingEquipment Equipment                 `yaml:"starting_equipment"`
	StartingItems     map[ItemID]int            `yaml:"starting_items"`
	HarvestBonus      []HarvestAction           `yaml:"harvest_bonus"`
	HarvestRich       map[HarvestAction]float64 `yaml:"harvest_rich"`
	Skills            []Skill                   `yaml:"skills"`
	Nicknames         []string                  `yaml:"nicknames"`
	OriginalNames     []string                  `yaml:"original_names"`
	// FocusKinds are the weapon kinds the class casts through as a
	// spellcasting focus (SRD arcane focus: a staff). Held in the main
	// hand, such a weapon's magic bonus adds to the spell attack bonus and
	// the spell save DC (FocusBonus), as a weapon's adds to its attacks.
	FocusKinds []string `yaml:"focus_kinds"`
	// Subclasses are the class's subclasses (rules §1.11), chosen from
	// SubclassLevel; their IDs are unique across classes.
	Subclasses []SubclassDef `yaml:"subclasses"`
}

// Casting is what a class, or a subclass that casts, casts with (rules
// §1.6, §1.11), four keys of its record: CastingAbility, "" for a
// non-caster; Slots, the slot progression, a record of data/slots.yaml;
// SpellList, the class whose spells it casts, "" for its own; ExcludeSpells,
// spells of that list it never casts; BonusSpells, spells of other lists
// it casts too.
type Casting struct {
	CastingAbility Ability         `yaml:"casting_ability"`
	Slots          SlotProgression `yaml:"slots"`
	SpellList      ClassID         `yaml:"spell_list"`
	ExcludeSpells  []SpellID       `yaml:"exclude_spells"`
	// BonusSpells are spells of other lists a subclass casts too (the
	// Land druid's Circle Spells, rules §1.11), from the class's slots.
	BonusSpells []SpellID `yaml:"bonus_spells"`
}

// classes is the class table, read from data/classes.yaml by readTables.
var classes map[ClassID]ClassDef

// Class returns the definition of id and whether it exists.
func Class(id ClassID) (ClassDef, bool) {
	loaded()
	return class(id)
}

// class is Class without loading the tables: the spell records' check
// calls it while readTables runs.
func class(id ClassID) (ClassDef, bool) {
	c, ok := classes[id]
	return c, ok
}

// Classes returns every class definition, sorted by ID.
func Classes() []ClassDef {
	loaded()
	return sortedValues(classes)
}

// ClassByName finds a class by ID or display name, ignoring case, spaces,
// hyphens and underscores ("fighter", "Fighter"); false for none.
func ClassByName(name string) (ClassID, bool) {
	return byName(name, Classes(), func(d ClassDef) (ClassID, string) { return d.ID, d.Name })
}

// SpellListClass is the class whose spells d casts: SpellList, else d's
// own ID.
func (d ClassDef) SpellListClass() ClassID {
	if d.SpellList != "" {
		return d.SpellList
	}
	return d.ID
}

// IsCaster reports whether the class casts spells with slots.
func (d ClassDef) IsCaster() bool { return d.CastingAbility != "" && d.Slots != SlotsNone }

// AttacksAt returns the weapon attacks per Attack action at class level
// (rules §1.7: Fighter 2 at L5, 3 at L11; Rogue and Ranger 2 at L5).
func (d ClassDef) AttacksAt(level int) int {
	n := 1
	for _, lv := range d.Attacks {
		if lv.Level <= level {
			n = lv.Value
		}
	}
	return n
}

// FeaturesAt returns the IDs of every feature the class has at level, in
// grant order.
func (d ClassDef) FeaturesAt(level int) []FeatureID {
	var out []FeatureID
	for _, g := range d.Features {
		if g.Level <= level && !slices.Contains(out, g.Feature) {
			out = append(out, g.Feature)
		}
	}
	return out
}

// FeaturesGainedAt returns the IDs of the features granted exactly at
// level.
func (d ClassDef) FeaturesGainedAt(level int) []FeatureID {
	var out []FeatureID
	for _, g := range d.Features {
		if g.Level == level {
			out = append(out, g.Feature)
		}
	}
	return out
}

// FeatureDefAt returns feature id as the class has it at level: the
// feature's record (Feature), with the uses and recharge of the class's
// latest grant of it at or below level when that grant sets its own
// (FeatureGrant); a later grant without them lifts an earlier grant's
// limit. false when no such feature exists.
func (d ClassDef) FeatureDefAt(id FeatureID, level int) (FeatureDef, bool) {
	f, ok := Feature(id)
	if !ok {
		return f, false
	}
	base, latest := f, 0
	for _, g := range d.Features {
		if g.Feature != id || g.Level > level || g.Level < latest {
			continue
		}
		latest = g.Level
		f.Uses, f.Recharge = base.Uses, base.Recharge
		if g.Uses > 0 {
			f.Uses, f.Recharge = g.Uses, g.Recharge
		}
	}
	if f.UsesPerLevel > 0 {
		f.Uses = f.UsesPerLevel * level // a pool that grows with the level (Lay on Hands)
	}
	return f, true
}

// HasFeatureAt reports whether the class has feature id at level.
func (d ClassDef) HasFeatureAt(id FeatureID, level int) bool {
	for _, g := range d.Features {
		if g.Feature == id && g.Level <= level {
			return true
		}
	}
	return false
}

// HarvestBonusFor returns ClassHarvestBonus when action is one of the
// class's favoured harvest actions, else 0 (rules §7.4).
func (d ClassDef) HarvestBonusFor(action HarvestAction) int {
	for _, a := range d.HarvestBonus {
		if a == action {
			return ClassHarvestBonus
		}
	}
	return 0
}

// HarvestRichChance returns the chance (0–1) that the class turns a common
// or standard result of action into a rich one (rules §7.4); 0 for none.
func (d ClassDef) HarvestRichChance(action HarvestAction) float64 {
	return d.HarvestRich[action]
}

// ProficientSkill reports whether the class is proficient in skill s
// (rules §1.8: the proficiency bonus adds to its checks).
func (d ClassDef) ProficientSkill(s Skill) bool {
	return slices.Contains(d.Skills, s)
}

// ClassByOriginalName returns the class the original game's class name
// imports as (ClassDef.OriginalNames, matched trimmed and lower-cased:
// "Paladin" is the Fighter), and false for none. The original game had
// ten classes; its later five take the nearest of ours by role and hit
// die.
func ClassByOriginalName(name string) (ClassID, bool) {
	w := strings.ToLower(strings.TrimSpace(name))
	for _, d := range Classes() {
		if slices.Contains(d.OriginalNames, w) {
			return d.ID, true
		}
	}
	return "", false
}

// ClassByNickname returns the class that another game's class name word
// points at (ClassDef.Nicknames, compared folded as ClassByName compares:
// "Wizard" is the Mage), and false for none.
func ClassByNickname(word string) (ClassID, bool) {
	w := foldName(word)
	for _, d := range Classes() {
		if w != "" && slices.ContainsFunc(d.Nicknames, func(n string) bool { return foldName(n) == w }) {
			return d.ID, true
		}
	}
	return "", false
}

// Nicknames returns every class nickname, folded, with the class each
// points at.
func Nicknames() map[string]ClassID {
	out := map[string]ClassID{}
	for _, d := range Classes() {
		for _, n := range d.Nicknames {
			out[foldName(n)] = d.ID
		}
	}
	return out
}

// ProficientWeapon reports whether the class is proficient with w: its
// category is one of the class's categories, or its Kind is listed.
func (d ClassDef) ProficientWeapon(w Weapon) bool {
	return slices.Contains(d.WeaponCategories, w.Category) || slices.Contains(d.WeaponKinds, w.Kind)
}

// ProficientArmor reports whether the class is proficient with a's
// category; every class may wear robes (ClothArmor).
func (d ClassDef) ProficientArmor(a Armor) bool {
	return a.IsCloth() || slices.Contains(d.ArmorCategories, a.Category)
}

// ProficientSave reports whether the class is proficient in saving throws
// of ability ab from level 1 (its Saves); a feature may add one later
// (Character.ProficientSave).
func (d ClassDef) ProficientSave(ab Ability) bool {
	return slices.Contains(d.Saves, ab)
}
