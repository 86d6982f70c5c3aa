package sim

import (
	"github.com/gogobee/gogobee/internal/rules"
)

// DefaultBank is the coins a simulated character starts with when Build
// sets none (rules §11.1: the CLI's -bank defaults to 1,000). It pays for
// the Heavy supply preset of every tier: at most 7 standard and 2 deluxe
// packs, 530 coins at tier 5 (rules §4.5, §8.2; internal/expedition
// provisioning caps), with room left for an inn long rest (200).
const DefaultBank = 1000

// Build describes one simulated character (rules §11.1: a solo character,
// its class build and, from rules.SubclassLevel, a subclass or none).
// Zero fields take the documented defaults.
type Build struct {
	// Class is the class (required; see Classes and ParseClass).
	Class rules.ClassID
	// Race is the race; "" is rules.Human, the bot's default race and the
	// original simulator's only one.
	Race rules.RaceID
	// Level is the character level, 1–20 (required).
	Level int
	// Subclass is the subclass of Class the character chose (rules
	// §1.11); "" plays the vanilla class. It needs Level ≥
	// rules.SubclassLevel.
	Subclass rules.SubclassID
	// GearTier is the equipment tier 1–5, every slot of it; 0 dresses the
	// character from the career gear table (CareerGear), slot by slot.
	GearTier int
	// Kit is the consumable kit; "" is KitLean. Its tier is GearTier, or
	// GearTierFor(Level) when GearTier is 0.
	Kit Kit
	// Bank is the starting purse in coins; 0 is DefaultBank.
	Bank int
	// Name is the character's name; "" is "<Race> <Class>", for example
	// "Half-Elf Ranger". It must pass rules.ValidateName.
	Name string
}

// Character builds the character b describes, as a player of that level
// would have it (rules §11.1):
//
//  1. rules.NewCharacter: the class's auto-build ability array plus the
//     race's modifiers, capped at 20 (rules §1.1, §1.2).
//  2. rules.AwardXP with the XP threshold of the level (rules §1.5): HP
//     maximum (fixed per-level average, no roll, rules §1.3), hit dice,
//     spell slots (rules §1.6) and features (rules §1.7) as the bot's own
//     level-ups give them; XP sits exactly at the threshold. Then the
//     subclass, if any, as `!subclass` picks it (rules §1.11).
//  3. The gear replaces the starting equipment: with GearTier 0 what the
//     median career character of the class owns at the level (CareerGear,
//     dressed by DressGear), otherwise the whole tier (GearFor).
//  4. The kit's consumables (KitItems, at the kit tier) replace the
//     starting pack.
//  5. The purse holds Bank coins.
//  6. rules.RestoreLongRest: full HP, hit dice, spell slots and feature
//     uses, and a Mage casts Mage Armor with a 1st-level slot (rules §3.2),
//     so a Mage has one slot fewer than its maximum.
//
// The result is deterministic: the same Build gives an identical
// character. Errors: rules.ErrUnknownClass, rules.ErrUnknownRace,
// *rules.NameError, BuildError (level, gear tier, kit, bank),
// rules.ErrSubclassUnknown and rules.ErrSubclassLevel (a subclass not of
// the class, or below its level), a class the career gear table lacks.
func Character(b Build) (rules.Character, error) {
	b, err := b.normalized()
	if err != nil {
		return rules.Character{}, err
	}
	c, err := rules.NewCharacter(b.Name, b.Class, b.Race)
	if err != nil {
		return rules.Character{}, err
	}
	c, _ = rules.AwardXP(c, rules.XPForLevel(b.Level))
	if b.Subclass != "" {
		if c, _, err = rules.ChooseSubclass(c, string(b.Subclass), epoch); err != nil {
			return rules.Character{}, err
		}
	}
	if c.Equipment, err = b.gear(c); err != nil {
		return rules.Character{}, err
	}
	items, err := KitItems(b.Kit, b.kitTier())
	if err != nil {
		return rules.Character{}, err
	}
	if c, err = packKit(c, items); err != nil {
		return rules.Character{}, err
	}
	c.Coins = b.Bank
	c, _ = rules.RestoreLongRest(c)
	return c, nil
}

// normalized checks b and fills in its defaults.
func (b Build) normalized() (Build, error) {
	cd, ok := rules.Class(b.Class)
	if !ok {
		return b, rules.ErrUnknownClass{Class: b.Class}
	}
	if b.Race == "" {
		b.Race = rules.Human
	}
	rd, ok := rules.Race(b.Race)
	if !ok {
		return b, rules.ErrUnknownRace{Race: b.Race}
	}
	if b.Level < 1 || b.Level > rules.MaxLevel {
		return b, errLevel(b.Level)
	}
	if _, err := KitItems(b.Kit, b.kitTier()); err != nil {
		return b, err
	}
	if b.Bank < 0 {
		return b, errBank(b.Bank)
	}
	if b.Bank == 0 {
		b.Bank = DefaultBank
	}
	if b.Kit == "" {
		b.Kit = KitLean
	}
	if b.Name == "" {
		b.Name = rd.Name + " " + cd.Name
	}
	return b, nil
}

// kitTier is the tier of b's consumables: GearTier, or the level's tier
// (GearTierFor) when the gear comes from the career table.
func (b Build) kitTier() int {
	if b.GearTier != 0 {
		return b.GearTier
	}
	return GearTierFor(b.Level)
}

// gear is what c, built by b, wears (rules §11.1): the career table's row
// for GearTier 0, the whole tier otherwise.
func (b Build) gear(c rules.Character) (rules.Equipment, error) {
	if b.GearTier != 0 {
		return GearFor(c, b.GearTier)
	}
	row, err := CareerGear(b.Class, b.Level)
	if err != nil {
		return nil, err
	}
	return DressGear(c, row)
}
