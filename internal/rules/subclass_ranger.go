package rules

// The Ranger's subclass numbers (rules §1.11): the Hunter's Colossus
// Slayer, the Beast Master's companion and the Gloom Stalker's ambush.

// HunterSlayerDice is the Hunter's Colossus Slayer dice at level (1d10,
// Horde Breaker's scaling in features.yaml), on any foe, wounded or not.
func HunterSlayerDice(level int) Dice { return featureDice(FeatureHordeBreaker, level) }

// CompanionName is what the Beast Master's companion is called in a
// fight's log ("Your wolf bites Goblin for 7").
const CompanionName = "wolf"

// CompanionDice is the Beast Master's companion's bite at level (HP):
// 1d6, 2d6 from level 15 (features.yaml scaling).
func CompanionDice(level int) Dice { return featureDice(FeatureAnimalCompanion, level) }

// CompanionAttackBonus is the bite's to-hit: the ranger's spell attack
// bonus (proficiency + WIS modifier, no focus). A ranger casts from level
// 2 and the companion comes at 3, so there is always one.
func CompanionAttackBonus(c Character) int { return SpellAttackBonus(c) }

// AmbushDice is the Gloom Stalker's extra damage on its first weapon hit
// of the fight when it lands in round 1 (2d8, doubled on a crit).
func AmbushDice(level int) Dice { return featureDice(FeatureDreadAmbusher, level) }

// InitiativeBonus is what c's features add to its initiative modifier:
// the Gloom Stalker's WIS modifier (Dread Ambusher, never below 0).
func InitiativeBonus(c Character) int {
	if c.HasFeature(FeatureDreadAmbusher) {
		return max(0, c.Abilities.Mod(WIS))
	}
	return 0
}
