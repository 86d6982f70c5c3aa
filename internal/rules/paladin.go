package rules

// The Paladin's numbers (rules §1.7, SRD 5.1): Divine Smite's dice, the
// Lay on Hands pool and Aura of Protection. What they do in a fight is
// the combat engine's business.

// Divine Smite (SRD): 2d8 radiant with a 1st-level slot, +1d8 for each
// slot level above 1st, at most SmiteMaxDice d8.
const (
	SmiteBaseDice = 2
	SmiteMaxDice  = 5
	SmiteDie      = 8
)

// SmiteDice returns Divine Smite's radiant dice for a slot of level slot
// (rules §1.7): 2d8 at 1st, +1d8 a level above, at most 5d8; the zero
// Dice for a slot below 1st.
func SmiteDice(slot int) Dice {
	if slot < 1 {
		return Dice{}
	}
	return Dice{Count: min(SmiteBaseDice+slot-1, SmiteMaxDice), Sides: SmiteDie}
}

// ImprovedSmiteDice returns Improved Divine Smite's radiant dice on every
// melee weapon hit at paladin level level: 1d8 from 11, none before.
func ImprovedSmiteDice(level int) Dice { return featureDice(FeatureImprovedDivineSmite, level) }

// LayOnHandsPool returns c's full Lay on Hands pool in HP (the feature's
// uses_per_level × paladin level, 4 × level, rules §1.7); 0 without it.
func LayOnHandsPool(c Character) int {
	if f, ok := c.FeatureDef(FeatureLayOnHands); ok && c.HasFeature(FeatureLayOnHands) {
		return f.Uses
	}
	return 0
}

// SpendFeatureUses returns c with n uses of feature id's pool spent (Lay
// on Hands spends HP from it, rules §1.7). Errors: ErrNoFeature, and
// ErrNoUses when fewer than n (or none) are left or n < 1.
func SpendFeatureUses(c Character, id FeatureID, n int) (Character, error) {
	f, ok := c.FeatureDef(id)
	if !ok || !c.HasFeature(id) {
		return c, ErrNoFeature{Feature: id}
	}
	if n < 1 || c.Resources[id] < n {
		return c, ErrNoUses{Feature: id, Recharge: f.Recharge}
	}
	c = c.Clone()
	c.Resources[id] -= n
	return c, nil
}

// AuraBonus is c's Aura of Protection on saving throws (rules §1.7): the
// CHA modifier, at least +1, from paladin level 6; 0 without it.
func AuraBonus(c Character) int {
	if !c.HasFeature(FeatureAuraOfProtection) {
		return 0
	}
	return max(1, c.Abilities.Mod(CHA))
}
