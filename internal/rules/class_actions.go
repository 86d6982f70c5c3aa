package rules

import "fmt"

// ErrNoFeature is returned when a character uses a feature their class
// and level do not give them.
type ErrNoFeature struct {
	Feature FeatureID
}

func (e ErrNoFeature) Error() string { return fmt.Sprintf("you do not have %s", string(e.Feature)) }

// ErrNoUses is returned when a limited-use feature has no uses left.
type ErrNoUses struct {
	Feature  FeatureID
	Recharge Recharge
}

func (e ErrNoUses) Error() string {
	return fmt.Sprintf("%s is spent until your next %s", string(e.Feature), rechargeWords(e.Recharge))
}

func rechargeWords(r Recharge) string {
	if r == RechargeShortRest {
		return "short rest"
	}
	return "long rest"
}

// AttacksPerAction returns c's weapon attacks per Attack action (Extra
// Attack; rules §1.7).
func AttacksPerAction(c Character) int { return c.Def().AttacksAt(c.Level) }

// SneakAttackDice returns the Rogue's Sneak Attack dice at level:
// ceil(level / 2) d6, at most 10d6 (rules §1.7).
func SneakAttackDice(level int) Dice { return featureDice(FeatureSneakAttack, level) }

// HuntersMarkDice returns the Ranger's Hunter's Mark dice at level: 1d6,
// 2d6, 3d6, 4d6 from levels 1, 5, 11, 17 (rules §1.7).
func HuntersMarkDice(level int) Dice { return featureDice(FeatureHuntersMark, level) }

// DivineStrikeDice returns the Cleric's Divine Strike dice at level: none
// before 8, 1d8 from 8, 2d8 from 14.
func DivineStrikeDice(level int) Dice { return featureDice(FeatureDivineStrike, level) }

// ColossusSlayerDice is the Ranger's once-per-turn extra damage on a
// creature below its HP maximum (1d8; SRD Hunter's Prey).
func ColossusSlayerDice(level int) Dice { return featureDice(FeatureColossusSlayer, level) }

// featureDice is feature id's dice at level; none for a feature with no
// record.
func featureDice(id FeatureID, level int) Dice {
	if f, ok := Feature(id); ok {
		return f.DiceAt(level)
	}
	return Dice{}
}

// FeatureUsesLeft returns how many uses of feature id c has left.
func FeatureUsesLeft(c Character, id FeatureID) int { return c.Resources[id] }

// UseFeature returns c with one use of limited-use feature id spent.
// Unlimited features cost nothing. Errors: ErrNoFeature, ErrNoUses.
func UseFeature(c Character, id FeatureID) (Character, error) {
	if !c.HasFeature(id) {
		return c, ErrNoFeature{Feature: id}
	}
	f, ok := c.FeatureDef(id)
	if !ok {
		return c, ErrNoFeature{Feature: id}
	}
	if f.Uses == 0 {
		return c, nil
	}
	if c.Resources[id] <= 0 {
		return c, ErrNoUses{Feature: id, Recharge: f.Recharge}
	}
	c = c.Clone()
	c.Resources[id]--
	return c, nil
}

// SecondWindDice returns Second Wind's healing at fighter level: 1d10 +
// level (SRD; rules §1.7).
func SecondWindDice(level int) Dice { return Dice{Count: 1, Sides: 10, Bonus: level} }

// PreserveLifePerLevel is Preserve Life's HP per cleric level (SRD Life
// Domain: 5 × cleric level, never above half the HP maximum; the combat
// engine heals it).
const PreserveLifePerLevel = 5
