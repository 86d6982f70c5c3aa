package rules

import (
	"fmt"
	"slices"
	"time"
)

// SubclassID identifies a subclass (rules §1.11). IDs are stable, unique
// across classes and stored in JSON.
type SubclassID string

// The subclass choice (rules §1.11): the level it opens at, what a change
// costs and how long after the last pick a change waits.
const (
	SubclassLevel      = 3
	SubclassChangeCost = 500                 // coins, for every pick after the first
	SubclassChangeWait = 30 * 24 * time.Hour // from the last pick
)

// SubclassDef is one subclass, a record under its class in
// data/classes.yaml (rules §1.11): Summary is the one line `!subclass`
// gives on how it plays; Features are granted at their levels (each at
// SubclassLevel or later) on top of the class's own. A subclass that
// casts (the Arcane Trickster) names its Casting: its CastingAbility, its
// Slots progression, SpellList, the class whose spells it casts, and the
// ExcludeSpells of that list it never casts (the Arcane Trickster leaves
// the Mage's Shield, Blur and Blink: with them it outlasted every other
// Rogue by 30-40 points of clear rate); they replace the class's own
// (rules §1.6). A subclass without them is data only and leaves the
// class's casting as it is.
type SubclassDef struct {
	ID       SubclassID     `yaml:"id"`
	Name     string         `yaml:"name"`
	Summary  string         `yaml:"summary"`
	Features []FeatureGrant `yaml:"features"`
	Casting  `yaml:",inline"`
}

// Casts reports whether the subclass brings spellcasting of its own.
func (s SubclassDef) Casts() bool { return s.CastingAbility != "" }

// Subclass returns subclass id and the class it belongs to; false when no
// class has it.
func Subclass(id SubclassID) (SubclassDef, ClassID, bool) {
	for _, d := range Classes() {
		for _, s := range d.Subclasses {
			if s.ID == id {
				return s, d.ID, true
			}
		}
	}
	return SubclassDef{}, "", false
}

// SubclassByName finds one of the class's subclasses by ID or display
// name, folded as ClassByName folds ("battle master", "Battle-Master");
// false for none.
func (d ClassDef) SubclassByName(name string) (SubclassDef, bool) {
	id, ok := byName(name, d.Subclasses, func(s SubclassDef) (SubclassID, string) { return s.ID, s.Name })
	if !ok {
		return SubclassDef{}, false
	}
	i := slices.IndexFunc(d.Subclasses, func(s SubclassDef) bool { return s.ID == id })
	return d.Subclasses[i], true
}

// SubclassDef returns c's subclass (the zero SubclassDef when c has none,
// or one its class does not list).
func (c Character) SubclassDef() SubclassDef {
	for _, s := range c.ClassDef().Subclasses {
		if s.ID == c.Subclass {
			return s
		}
	}
	return SubclassDef{}
}

// withSubclass returns d with subclass id's feature grants added after the
// class's own and, for a subclass that casts, its casting ability, slot
// progression and spell list in place of the class's; d unchanged when
// the class has no such subclass.
func (d ClassDef) withSubclass(id SubclassID) ClassDef {
	for _, s := range d.Subclasses {
		if s.ID == id && id != "" {
			d.Features = append(slices.Clone(d.Features), s.Features...)
			if s.Casts() {
				d.Casting = s.Casting
			}
			if len(s.BonusSpells) > 0 {
				d.BonusSpells = s.BonusSpells
			}
			return d
		}
	}
	return d
}

// SubclassChoice is what ChooseSubclass did: the subclass taken, the
// coins it cost (0 for the first pick) and the one it replaced ("" for
// the first).
type SubclassChoice struct {
	Subclass SubclassDef
	Cost     int
	Replaced SubclassID
}

// ErrSubclassUnknown: the class has no subclass of that name.
type ErrSubclassUnknown struct {
	Class ClassID
	Name  string
}

func (e ErrSubclassUnknown) Error() string {
	return fmt.Sprintf("class %q has no subclass %q", e.Class, e.Name)
}

// ErrSubclassLevel: the character is below SubclassLevel.
type ErrSubclassLevel struct{ Level, Need int }

func (e ErrSubclassLevel) Error() string {
	return fmt.Sprintf("level %d: a subclass opens at level %d", e.Level, e.Need)
}

// ErrSubclassSame: the character has that subclass already.
type ErrSubclassSame struct{ Subclass SubclassID }

func (e ErrSubclassSame) Error() string {
	return fmt.Sprintf("subclass %q is chosen already", e.Subclass)
}

// ErrSubclassTooSoon: a change waits SubclassChangeWait after the last
// pick; Until is when it may be made.
type ErrSubclassTooSoon struct{ Until time.Time }

func (e ErrSubclassTooSoon) Error() string {
	return fmt.Sprintf("a subclass change waits until %s", e.Until.Format(time.RFC3339))
}

// ErrSubclassCoins: a change costs SubclassChangeCost coins and the
// character has Have.
type ErrSubclassCoins struct{ Cost, Have int }

func (e ErrSubclassCoins) Error() string {
	return fmt.Sprintf("a subclass change costs %d coins; %d in the purse", e.Cost, e.Have)
}

// ChooseSubclass gives c the subclass of its class named name at now
// (rules §1.11): from SubclassLevel, the first pick free, a change
// SubclassChangeCost coins and at least SubclassChangeWait after the
// last pick. The old subclass's feature uses go; the new one's features
// come with full uses. Whether c is in a fight or on an expedition is the
// caller's to refuse. Errors: ErrSubclassUnknown, ErrSubclassLevel,
// ErrSubclassSame, ErrSubclassTooSoon, ErrSubclassCoins.
func ChooseSubclass(c Character, name string, now time.Time) (Character, SubclassChoice, error) {
	def := c.ClassDef()
	sub, ok := def.SubclassByName(name)
	switch {
	case !ok:
		return c, SubclassChoice{}, ErrSubclassUnknown{Class: c.Class, Name: name}
	case c.Level < SubclassLevel:
		return c, SubclassChoice{}, ErrSubclassLevel{Level: c.Level, Need: SubclassLevel}
	case sub.ID == c.Subclass:
		return c, SubclassChoice{}, ErrSubclassSame{Subclass: sub.ID}
	}
	choice := SubclassChoice{Subclass: sub, Replaced: c.Subclass}
	if c.Subclass != "" {
		if until := c.SubclassSince.Add(SubclassChangeWait); now.Before(until) {
			return c, SubclassChoice{}, ErrSubclassTooSoon{Until: until}
		}
		if c.Coins < SubclassChangeCost {
			return c, SubclassChoice{}, ErrSubclassCoins{Cost: SubclassChangeCost, Have: c.Coins}
		}
		choice.Cost = SubclassChangeCost
	}
	c = c.Clone()
	for _, id := range c.Def().FeaturesAt(c.Level) {
		if !def.HasFeatureAt(id, c.Level) {
			delete(c.Resources, id)
		}
	}
	oldMax := MaxSlots(c)
	c.Subclass, c.SubclassSince = sub.ID, now
	c.Coins -= choice.Cost
	c.Slots = subclassSlots(c.Slots, oldMax, MaxSlots(c))
	for id, n := range fullResources(c.Def(), c.Level) {
		if !def.HasFeatureAt(id, c.Level) {
			if c.Resources == nil {
				c.Resources = map[FeatureID]int{}
			}
			c.Resources[id] = n
		}
	}
	return c, choice, nil
}

// MayChooseSubclass reports whether c is at SubclassLevel or above with
// no subclass yet: the free first pick is waiting.
func (c Character) MayChooseSubclass() bool {
	return c.Subclass == "" && c.Level >= SubclassLevel && len(c.ClassDef().Subclasses) > 0
}

// subclassSlots is a character's slots after a subclass change that
// moved its maximum from oldMax to newMax: slots a subclass brings come
// full, as its features' uses do; slots it takes away go (rules §1.11).
func subclassSlots(slots, oldMax, newMax SlotTable) SlotTable {
	for i := range slots {
		switch {
		case newMax[i] > oldMax[i]:
			slots[i] = newMax[i]
		case slots[i] > newMax[i]:
			slots[i] = newMax[i]
		}
	}
	return slots
}
