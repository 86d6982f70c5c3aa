package rules

// The Fighter's subclass numbers (rules §1.11); the combat engine plays
// them.

// CritFaces is the number of d20 faces below 20 on which c's weapon
// attacks also score a critical hit: 1 with the Champion's Improved
// Critical (19-20), 2 with Superior Critical (18-20), else 0.
func CritFaces(c Character) int {
	switch {
	case c.HasFeature(FeatureSuperiorCritical):
		return 2
	case c.HasFeature(FeatureImprovedCritical):
		return 1
	}
	return 0
}

// SuperiorityDie is the Battle Master's superiority die at fighter level
// (the features.yaml scaling of combat_superiority): none before it is
// reached.
func SuperiorityDie(level int) Dice { return featureDice(FeatureCombatSuperiority, level) }

// RageTurns is how long the Berserker's rage lasts, in the player's
// turns: the turn it starts and the foes' turns after it count, and it
// ends as the RageTurns-th turn after it begins (a house rule: the SRD's
// minute outlasts every fight here, and a whole fight of half damage
// made the Berserker the runaway subclass, rules §1.11).
const RageTurns = 3

// RageDamage is the Berserker's rage bonus to the damage of each weapon
// hit at fighter level, in HP: +2, +3 from level 16. The SRD's
// Barbarian gains +3 at level 9; a Fighter swings three times a turn from
// level 11, and that step lifted the Berserker 11.7 points over the
// Fighter in tier 4 (rules §1.11).
func RageDamage(level int) int {
	if level >= 16 {
		return 3
	}
	return 2
}
