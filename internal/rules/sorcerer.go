package rules

import "fmt"

// The Sorcerer's numbers (rules §1.7, §1.11, SRD 5.1): sorcery points and
// Font of Magic's trades, Metamagic's costs, and the origins' numbers.
// What they do in a fight is the combat engine's business.

// Sorcerer is the Sorcerer's class ID (rules §1.3).
const Sorcerer ClassID = "sorcerer"

// The Sorcerer's features (rules §1.7) and its origins' (rules §1.11).
const (
	FeatureFontOfMagic FeatureID = "font_of_magic"
	FeatureMetamagic   FeatureID = "metamagic"

	FeatureDraconicResilience FeatureID = "draconic_resilience"
	FeatureElementalAffinity  FeatureID = "elemental_affinity"
	FeatureWildMagicSurge     FeatureID = "wild_magic_surge"
	FeatureTidesOfChaos       FeatureID = "tides_of_chaos"
	FeatureTempestuousMagic   FeatureID = "tempestuous_magic"
	FeatureHeartOfTheStorm    FeatureID = "heart_of_the_storm"
)

// LightningBolt is the Sorcerer's own 3rd-level spell (rules §1.6).
const LightningBolt SpellID = "lightning_bolt"

// Metamagic names one Metamagic option (rules §1.7).
type Metamagic string

// The Metamagic options the fight models (SRD): Quickened Spell casts a
// spell of one action as a bonus action; Empowered Spell rerolls up to
// the CHA modifier of a spell's damage dice.
const (
	Quickened Metamagic = "quickened"
	Empowered Metamagic = "empowered"
)

// MetamagicCost is the sorcery points option m costs (SRD: Quickened 2,
// Empowered 1); 0 for an unknown option.
func MetamagicCost(m Metamagic) int {
	switch m {
	case Quickened:
		return 2
	case Empowered:
		return 1
	}
	return 0
}

// MaxCreatedSlot is the highest slot level Font of Magic makes (SRD: 5th).
const MaxCreatedSlot = 5

// slotCosts is Font of Magic's price of a slot in sorcery points, by slot
// level 1-5 (SRD: 2, 3, 5, 6, 7).
var slotCosts = [MaxCreatedSlot]int{2, 3, 5, 6, 7}

// SlotCost returns the sorcery points a slot of level costs (rules §1.7);
// 0 for a level Font of Magic cannot make (below 1st, above 5th).
func SlotCost(level int) int {
	if level < 1 || level > MaxCreatedSlot {
		return 0
	}
	return slotCosts[level-1]
}

// SorceryPoints returns c's sorcery points left; 0 without Font of Magic.
func SorceryPoints(c Character) int {
	if !c.HasFeature(FeatureFontOfMagic) {
		return 0
	}
	return FeatureUsesLeft(c, FeatureFontOfMagic)
}

// MaxSorceryPoints returns c's full pool (1 a sorcerer level from 2nd,
// rules §1.7); 0 without Font of Magic.
func MaxSorceryPoints(c Character) int {
	if f, ok := c.FeatureDef(FeatureFontOfMagic); ok && c.HasFeature(FeatureFontOfMagic) {
		return f.Uses
	}
	return 0
}

// ErrSlotLevel refuses a slot level Font of Magic cannot make or trade.
type ErrSlotLevel struct{ Level int }

func (e ErrSlotLevel) Error() string {
	return fmt.Sprintf("font of magic: no slot of level %d", e.Level)
}

// ErrPointsFull refuses a slot traded for points the pool cannot hold
// (rules §1.7: never more than the full pool).
type ErrPointsFull struct{ Have, Max int }

func (e ErrPointsFull) Error() string {
	return fmt.Sprintf("font of magic: %d of %d sorcery points already", e.Have, e.Max)
}

// CreateSlot returns c with a slot of level made from sorcery points
// (rules §1.7, SlotCost); the slot may go above the table's count and
// goes away with the rest at the next long rest. Errors (c unchanged):
// ErrNoFeature, ErrSlotLevel, ErrNoUses when the points are short.
func CreateSlot(c Character, level int) (Character, error) {
	if !c.HasFeature(FeatureFontOfMagic) {
		return c, ErrNoFeature{Feature: FeatureFontOfMagic}
	}
	cost := SlotCost(level)
	if cost == 0 {
		return c, ErrSlotLevel{Level: level}
	}
	c2, err := SpendFeatureUses(c, FeatureFontOfMagic, cost)
	if err != nil {
		return c, err
	}
	c2.Slots[level-1]++
	return c2, nil
}

// SlotToPoints returns c with a slot of level spent for that many sorcery
// points (rules §1.7). Errors (c unchanged): ErrNoFeature, ErrSlotLevel
// (below 1st or above 9th), ErrNoSlot, ErrPointsFull when the pool
// cannot hold them all.
func SlotToPoints(c Character, level int) (Character, error) {
	if !c.HasFeature(FeatureFontOfMagic) {
		return c, ErrNoFeature{Feature: FeatureFontOfMagic}
	}
	if level < 1 || level > MaxSpellLevel {
		return c, ErrSlotLevel{Level: level}
	}
	c2, err := SpendSlot(c.Clone(), level) // no slot of the level is told before a full pool
	if err != nil {
		return c, err
	}
	have, full := SorceryPoints(c), MaxSorceryPoints(c)
	if have+level > full {
		return c, ErrPointsFull{Have: have, Max: full}
	}
	c2.Resources[FeatureFontOfMagic] += level
	return c2, nil
}

// SpendSorceryPoints returns c with n sorcery points spent (Metamagic,
// rules §1.7). Errors (c unchanged): ErrNoFeature, ErrNoUses.
func SpendSorceryPoints(c Character, n int) (Character, error) {
	return SpendFeatureUses(c, FeatureFontOfMagic, n)
}

// DraconicHP is Draconic Resilience's HP: 1 a sorcerer level (rules
// §1.11); 0 without it.
func DraconicHP(c Character) int {
	if !c.HasFeature(FeatureDraconicResilience) {
		return 0
	}
	return clampLevel(c.Level)
}

// AffinityType is the damage type Elemental Affinity adds to: the red
// dragon's fire (rules §1.11: one ancestry, so no choice to store).
const AffinityType = Fire

// AffinityBonus is what Elemental Affinity adds to one damage roll of a
// spell of damage type dtype: the CHA modifier (at least 0) when c has it
// and dtype is AffinityType; else 0.
func AffinityBonus(c Character, dtype DamageType) int {
	if !c.HasFeature(FeatureElementalAffinity) || dtype != AffinityType {
		return 0
	}
	return max(0, c.Abilities.Mod(CHA))
}

// StormDamage is Heart of the Storm's lightning on every foe when c casts
// a leveled lightning or thunder spell (rules §1.11): half the sorcerer
// level, rounded down; 0 without it.
func StormDamage(c Character) int {
	if !c.HasFeature(FeatureHeartOfTheStorm) {
		return 0
	}
	return clampLevel(c.Level) / 2
}

// StormType reports whether a spell of damage type dtype stirs Heart of
// the Storm: lightning or thunder.
func StormType(dtype DamageType) bool { return dtype == Lightning || dtype == Thunder }
