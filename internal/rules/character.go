package rules

import (
	"fmt"
	"slices"
	"time"
)

// CharacterVersion is the schema version written into every Character's
// JSON. Bump it (and teach the store to migrate) when a field changes
// meaning.
const CharacterVersion = 1

// StartingCoins is the coin purse of a new level-1 character.
const StartingCoins = 150

// Character is one player character's persistent sheet. The store saves
// it as JSON; field names and tags are stable.
//
// Derived values (HP maximum, AC, attack bonus, slot maximums, proficiency)
// are not stored; use MaxHP, ArmorClass, AttackBonus, MaxSlots and
// ProficiencyBonus, or EffectiveWith for the numbers with worn gear. Maps are shared between copies of a Character: use
// Clone before changing a copy you do not own (every function in this
// package that returns a changed Character clones first).
type Character struct {
	// Version is the schema version (CharacterVersion).
	Version int `json:"version"`
	// Name is the validated display name (ValidateName).
	Name  string  `json:"name"`
	Class ClassID `json:"class"`
	Race  RaceID  `json:"race"`
	// Level is 1–20; XP the cumulative experience total.
	Level int `json:"level"`
	XP    int `json:"xp"`
	// Abilities are the final scores (class array + race modifiers, capped
	// at 20, plus any later bonuses).
	Abilities Abilities `json:"abilities"`
	// HP is current hit points (0..MaxHP).
	HP int `json:"hp"`
	// HitDice is the short-rest hit-dice charges left (0..Level, rules §3.1).
	HitDice int `json:"hit_dice"`
	// Slots is the spell slots left per slot level (≤ MaxSlots).
	Slots SlotTable `json:"slots"`
	// Resources is the uses left of limited-use features.
	Resources map[FeatureID]int `json:"resources,omitempty"`
	// MageArmor is true while Mage Armor is on (until the next long rest,
	// which recasts it; SRD Mage Armor).
	MageArmor bool `json:"mage_armor,omitempty"`
	// Concentration is the spell being concentrated on, or "".
	Concentration SpellID `json:"concentration,omitempty"`
	// Exhaustion is the SRD exhaustion level (0–6); a long rest removes one.
	Exhaustion int `json:"exhaustion,omitempty"`
	// InCombat is set by the combat engine while a fight is running; rests
	// are refused while it is true.
	InCombat bool `json:"in_combat,omitempty"`
	// Equipment maps slots to worn catalogue item IDs.
	Equipment Equipment `json:"equipment,omitempty"`
	// Inventory counts carried catalogue items by ID; nil when empty. Change
	// it with AddItem and RemoveItem.
	Inventory Inventory `json:"inventory,omitempty"`
	// Kit counts the copies of each item the character was given at
	// creation (its class's starting kit), worn or carried; Thom buys none
	// of them back (rules §4.5, SellItem). Nil for characters made before
	// the rule, whose kit sells like anything else.
	Kit Inventory `json:"kit,omitempty"`
	// Coins is the coin purse (never negative).
	Coins int `json:"coins"`
	// DownUntil is when a character who dropped to 0 HP has recovered
	// (rules §1.9); zero when not down.
	DownUntil time.Time `json:"down_until,omitzero"`
	// LastShortRest and LastLongRest are when the last rests started.
	LastShortRest time.Time `json:"last_short_rest,omitzero"`
	LastLongRest  time.Time `json:"last_long_rest,omitzero"`
	// Titles are earned names (expedition milestones), in the order won.
	Titles []string `json:"titles,omitempty"`
	// Keepsakes are cosmetic mementoes (expedition milestones), by name.
	Keepsakes []string `json:"keepsakes,omitempty"`
	// ShopDiscount is Thom Krooke's discount on the next purchase, in
	// percent (the Week One milestone); a purchase uses it up.
	ShopDiscount int `json:"shop_discount,omitempty"`
	// LockoutUntil is when the last rest ends: until then the character is
	// resting and cannot start a zone, an expedition or another rest.
	LockoutUntil time.Time `json:"lockout_until,omitzero"`
	// Subclass is the chosen subclass of the class ("" for none yet;
	// rules §1.11), and SubclassSince when it was chosen (a change waits
	// SubclassChangeWait from then). Characters saved before subclasses
	// read with neither, and may choose at once from SubclassLevel.
	Subclass      SubclassID `json:"subclass,omitempty"`
	SubclassSince time.Time  `json:"subclass_since,omitzero"`
}

// ErrUnknownClass is returned for a class ID that is not in the class
// table.
type ErrUnknownClass struct {
	Class ClassID
}

func (e ErrUnknownClass) Error() string { return fmt.Sprintf("unknown class %q", string(e.Class)) }

// ErrUnknownRace is returned for a race ID that is not in the race table.
type ErrUnknownRace struct {
	Race RaceID
}

func (e ErrUnknownRace) Error() string { return fmt.Sprintf("unknown race %q", string(e.Race)) }

// NewCharacter builds a level-1 character: the class's auto-build array
// plus the race's modifiers (capped at 20), full HP, one hit-die charge,
// full spell slots and feature uses, the class's starting equipment and
// item IDs (recorded as its Kit, rules §4.5) and StartingCoins coins
// (rules §1.1, §1.2, §1.3). The name is
// trimmed and its inner spaces collapsed before validation. Errors:
// *NameError, ErrUnknownClass, ErrUnknownRace.
func NewCharacter(name string, class ClassID, race RaceID) (Character, error) {
	name = NormalizeName(name)
	if err := ValidateName(name); err != nil {
		return Character{}, err
	}
	cd, ok := Class(class)
	if !ok {
		return Character{}, ErrUnknownClass{Class: class}
	}
	rd, ok := Race(race)
	if !ok {
		return Character{}, ErrUnknownRace{Race: race}
	}
	c := Character{
		Version:   CharacterVersion,
		Name:      name,
		Class:     class,
		Race:      race,
		Level:     1,
		Abilities: cd.Array.Add(rd.Mods).Clamp(),
		HitDice:   1,
		Slots:     SlotsFor(class, 1),
		Resources: fullResources(cd, 1),
		Equipment: cd.StartingEquipment.Clone(),
		Kit:       kitOf(cd),
		Coins:     StartingCoins,
	}
	for id, n := range cd.StartingItems {
		if n > 0 {
			if c.Inventory == nil {
				c.Inventory = Inventory{}
			}
			c.Inventory[id] = n
		}
	}
	c.HP = MaxHP(c)
	return c, nil
}

// Def returns the class definition of c as c plays it: its class's
// record with its subclass's feature grants added (rules §1.11). A
// character with an unknown class gets the zero ClassDef.
func (c Character) Def() ClassDef {
	return c.ClassDef().withSubclass(c.Subclass)
}

// ClassDef returns c's class record alone, without its subclass (the
// zero ClassDef for an unknown class).
func (c Character) ClassDef() ClassDef {
	d, _ := Class(c.Class)
	return d
}

// RaceDef returns the race definition of c (zero when unknown).
func (c Character) RaceDef() RaceDef {
	r, _ := Race(c.Race)
	return r
}

// HasFeature reports whether c's class or subclass grants feature id at
// c's level.
func (c Character) HasFeature(id FeatureID) bool { return c.Def().HasFeatureAt(id, c.Level) }

// FeatureDef returns feature id as c's class and subclass have it at c's
// level (ClassDef.FeatureDefAt): its uses and recharge are c's. false
// when no such feature exists.
func (c Character) FeatureDef(id FeatureID) (FeatureDef, bool) {
	return c.Def().FeatureDefAt(id, c.Level)
}

// ProficientSave reports whether c is proficient in saving throws of
// ability ab: its class's saves (ClassDef.ProficientSave) and those of the
// features it holds at its level (FeatureDef.Saves, rules §1.7, §1.8).
func (c Character) ProficientSave(ab Ability) bool {
	def := c.Def()
	if def.ProficientSave(ab) {
		return true
	}
	for _, id := range def.FeaturesAt(c.Level) {
		if f, ok := Feature(id); ok && slices.Contains(f.Saves, ab) {
			return true
		}
	}
	return false
}

// Tier returns c's player tier (PlayerTier).
func (c Character) Tier() int { return PlayerTier(c.Level) }

// Clone returns a deep copy of c (maps are copied).
func (c Character) Clone() Character {
	out := c
	if c.Resources != nil {
		out.Resources = make(map[FeatureID]int, len(c.Resources))
		for k, v := range c.Resources {
			out.Resources[k] = v
		}
	}
	out.Equipment = c.Equipment.Clone()
	out.Inventory = c.Inventory.Clone()
	out.Kit = c.Kit.Clone()
	out.Titles = slices.Clone(c.Titles)
	out.Keepsakes = slices.Clone(c.Keepsakes)
	return out
}

// CloneAll is a copy of every character of cs, each cloned (nil stays
// nil): a party's sheets, changed without touching the caller's.
func CloneAll(cs []Character) []Character {
	if cs == nil {
		return nil
	}
	out := make([]Character, len(cs))
	for k, c := range cs {
		out[k] = c.Clone()
	}
	return out
}

// fullResources returns the full uses of every limited-use feature the
// class has at level, or nil when it has none.
func fullResources(cd ClassDef, level int) map[FeatureID]int {
	var res map[FeatureID]int
	for _, id := range cd.FeaturesAt(level) {
		if f, ok := cd.FeatureDefAt(id, level); ok && f.Uses > 0 {
			if res == nil {
				res = map[FeatureID]int{}
			}
			res[id] = f.Uses
		}
	}
	return res
}
