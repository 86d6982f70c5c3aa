package rules

import "slices"

// ClassID identifies a playable class. IDs are stable and stored in JSON.
type ClassID string

// The playable classes (rules §1.3: Fighter, Rogue, Mage, Cleric, Ranger;
// more classes are new table entries).
const (
	Fighter ClassID = "fighter"
	Rogue   ClassID = "rogue"
	Mage    ClassID = "mage"
	Cleric  ClassID = "cleric"
	Ranger  ClassID = "ranger"
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

// ClassHarvestBonus is the bonus a class adds to its favoured harvest
// actions' rolls (rules §7.4).
const ClassHarvestBonus = 2

// LevelValue is an integer that applies from class level Level upward.
type LevelValue struct {
	Level int `json:"level"`
	Value int `json:"value"`
}

// FeatureGrant gives feature Feature at class level Level.
type FeatureGrant struct {
	Level   int       `json:"level"`
	Feature FeatureID `json:"feature"`
}

// ClassDef is one class's row of data (rules §1.1, §1.3, §1.4, §1.6, §1.7,
// §7.4). Adding a class is a new entry in the class table.
//
//   - HitDie: sides of the hit die; AvgHP: HP per level after the first.
//   - AttackAbility: the ability whose modifier goes on weapon attacks.
//   - WeaponBonus: the class weapon to-hit bonus.
//   - ACFloor: added to unarmoured AC (10 + DEX + floor + 3).
//   - CasterHP: the 1.25 caster HP multiplier applies.
//   - CastingAbility: "" for non-casters. Slots: the slot progression kind.
//   - Array: the auto-build ability array (before race modifiers).
//   - Saves: saving throws the class is proficient in.
//   - WeaponCategories / WeaponKinds / ArmorCategories: proficiencies.
//   - Attacks: weapon attacks per Attack action by level (Extra Attack).
//   - Features: features by level, to level 20.
//   - StartingEquipment: catalogue item IDs worn at level 1 (tier-1 shop
//     items, internal/content's "<kind>_t1" IDs); StartingItems: carried
//     item IDs and counts.
//   - HarvestBonus: harvest actions that get ClassHarvestBonus.
type ClassDef struct {
	ID                ClassID          `json:"id"`
	Name              string           `json:"name"`
	HitDie            int              `json:"hit_die"`
	AvgHP             int              `json:"avg_hp"`
	AttackAbility     Ability          `json:"attack_ability"`
	WeaponBonus       int              `json:"weapon_bonus"`
	ACFloor           int              `json:"ac_floor"`
	CasterHP          bool             `json:"caster_hp"`
	CastingAbility    Ability          `json:"casting_ability,omitempty"`
	Slots             SlotProgression  `json:"slots"`
	Array             Abilities        `json:"array"`
	Saves             []Ability        `json:"saves"`
	WeaponCategories  []WeaponCategory `json:"weapon_categories"`
	WeaponKinds       []string         `json:"weapon_kinds,omitempty"`
	ArmorCategories   []ArmorCategory  `json:"armor_categories,omitempty"`
	Attacks           []LevelValue     `json:"attacks"`
	Features          []FeatureGrant   `json:"features"`
	StartingEquipment Equipment        `json:"starting_equipment"`
	StartingItems     map[string]int   `json:"starting_items,omitempty"`
	HarvestBonus      []HarvestAction  `json:"harvest_bonus,omitempty"`
	// FocusKinds are the weapon kinds the class casts through as a
	// spellcasting focus (SRD arcane focus: a staff). Held in the main
	// hand, such a weapon's magic bonus adds to the spell attack bonus and
	// the spell save DC (FocusBonus), as a weapon's adds to its attacks.
	FocusKinds []string `json:"focus_kinds,omitempty"`
}

// startingPack is what every class carries at level 1 besides its worn
// gear (matches internal/content's starting kits).
var startingPack = map[string]int{"potion_of_healing": 1}

// classes is the class table.
var classes = map[ClassID]ClassDef{
	Fighter: {
		ID: Fighter, Name: "Fighter", HitDie: 10, AvgHP: 6,
		AttackAbility: STR, WeaponBonus: 2, ACFloor: 6,
		Slots: SlotsNone, Array: Abilities{15, 14, 13, 8, 12, 10},
		Saves:            []Ability{STR, CON},
		WeaponCategories: []WeaponCategory{SimpleWeapon, MartialWeapon},
		ArmorCategories:  []ArmorCategory{LightArmor, MediumArmor, HeavyArmor, ShieldArmor},
		Attacks:          []LevelValue{{1, 1}, {5, 2}, {11, 3}},
		Features: []FeatureGrant{
			{1, FeatureSecondWind}, {2, FeatureActionSurge}, {5, FeatureExtraAttack},
			{9, FeatureIndomitable}, {11, FeatureExtraAttack2},
		},
		StartingEquipment: Equipment{SlotMainHand: "longsword_t1", SlotOffHand: "shield_t1", SlotArmor: "chain_mail_t1"},
		StartingItems:     startingPack,
		HarvestBonus:      []HarvestAction{Mine},
	},
	Rogue: {
		ID: Rogue, Name: "Rogue", HitDie: 8, AvgHP: 5,
		AttackAbility: DEX, WeaponBonus: 1, ACFloor: 1,
		Slots: SlotsNone, Array: Abilities{8, 15, 13, 14, 10, 12},
		Saves:            []Ability{DEX, INT},
		WeaponCategories: []WeaponCategory{SimpleWeapon},
		WeaponKinds:      []string{"hand_crossbow", "longsword", "rapier", "shortsword"},
		ArmorCategories:  []ArmorCategory{LightArmor},
		Attacks:          []LevelValue{{1, 1}, {5, 2}},
		Features: []FeatureGrant{
			{1, FeatureSneakAttack}, {1, FeatureOpeningStrike}, {1, FeatureShadowCamp}, {1, FeatureQuietStep},
			{2, FeatureCunningAction}, {5, FeatureExtraAttack}, {7, FeatureEvasion}, {11, FeatureReliableTalent},
		},
		StartingEquipment: Equipment{SlotMainHand: "rapier_t1", SlotArmor: "leather_t1"},
		StartingItems:     startingPack,
		HarvestBonus:      []HarvestAction{Scavenge},
	},
	Mage: {
		ID: Mage, Name: "Mage", HitDie: 6, AvgHP: 4,
		AttackAbility: INT, WeaponBonus: 0, ACFloor: 2, CasterHP: true,
		CastingAbility: INT, Slots: SlotsFull, Array: Abilities{8, 14, 13, 15, 12, 10},
		Saves:            []Ability{INT, WIS},
		WeaponCategories: nil,
		WeaponKinds:      []string{"dagger", "dart", "sling", "quarterstaff", "light_crossbow"},
		Attacks:          []LevelValue{{1, 1}},
		Features: []FeatureGrant{
			{1, FeatureSpellcasting}, {1, FeatureArcaneArmor}, {1, FeatureShieldReflex},
		},
		FocusKinds:        []string{"quarterstaff"},
		StartingEquipment: Equipment{SlotMainHand: "quarterstaff_t1"},
		StartingItems:     startingPack,
		HarvestBonus:      []HarvestAction{Essence},
	},
	Cleric: {
		ID: Cleric, Name: "Cleric", HitDie: 8, AvgHP: 5,
		AttackAbility: WIS, WeaponBonus: 0, ACFloor: 5, CasterHP: true,
		CastingAbility: WIS, Slots: SlotsCleric, Array: Abilities{12, 14, 13, 8, 15, 10},
		Saves:            []Ability{WIS, CHA},
		WeaponCategories: []WeaponCategory{SimpleWeapon},
		ArmorCategories:  []ArmorCategory{LightArmor, MediumArmor, ShieldArmor},
		Attacks:          []LevelValue{{1, 1}},
		Features: []FeatureGrant{
			{1, FeatureSpellcasting}, {1, FeatureDiscipleOfLife}, {2, FeaturePreserveLife}, {8, FeatureDivineStrike},
		},
		StartingEquipment: Equipment{SlotMainHand: "mace_t1", SlotOffHand: "shield_t1", SlotArmor: "scale_mail_t1"},
		StartingItems:     startingPack,
		HarvestBonus:      []HarvestAction{Commune},
	},
	Ranger: {
		ID: Ranger, Name: "Ranger", HitDie: 8, AvgHP: 5,
		AttackAbility: DEX, WeaponBonus: 1, ACFloor: 3,
		CastingAbility: WIS, Slots: SlotsHalf, Array: Abilities{12, 15, 13, 10, 14, 8},
		Saves:            []Ability{STR, DEX},
		WeaponCategories: []WeaponCategory{SimpleWeapon, MartialWeapon},
		ArmorCategories:  []ArmorCategory{LightArmor, MediumArmor, ShieldArmor},
		Attacks:          []LevelValue{{1, 1}, {5, 2}},
		Features: []FeatureGrant{
			{1, FeatureHuntersMark}, {1, FeatureNaturalExplore}, {1, FeatureForager},
			{2, FeatureSpellcasting}, {3, FeatureColossusSlayer}, {5, FeatureExtraAttack}, {15, FeatureUncannyDodge},
		},
		StartingEquipment: Equipment{SlotMainHand: "longbow_t1", SlotArmor: "leather_t1"},
		StartingItems:     startingPack,
		HarvestBonus:      []HarvestAction{Forage, Fish},
	},
}

// Class returns the definition of id and whether it exists.
func Class(id ClassID) (ClassDef, bool) {
	c, ok := classes[id]
	return c, ok
}

// Classes returns every class definition, sorted by ID.
func Classes() []ClassDef {
	return sortedValues(classes)
}

// ClassByName finds a class by ID or display name, ignoring case, spaces,
// hyphens and underscores ("fighter", "Fighter"); false for none.
func ClassByName(name string) (ClassID, bool) {
	return byName(name, Classes(), func(d ClassDef) (ClassID, string) { return d.ID, d.Name })
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
		if g.Level <= level {
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
// of ability ab.
func (d ClassDef) ProficientSave(ab Ability) bool {
	return slices.Contains(d.Saves, ab)
}
