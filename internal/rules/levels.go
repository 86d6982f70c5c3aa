package rules

// MaxLevel is the level cap (rules §1.5).
const MaxLevel = 20

// xpThresholds[i] is the cumulative XP needed for level i+1 (rules §1.5).
var xpThresholds = [MaxLevel]int{
	0, 300, 900, 1700, 2700, 4300, 6500, 9000, 11500, 14000,
	18000, 22000, 26000, 30000, 34000, 44000, 54000, 64000, 74000, 85000,
}

// maxXP is MaxXP's value, unexported so nothing can change the cap.
var maxXP = xpThresholds[MaxLevel-1]

// MaxXP is the XP total at the level cap (rules §1.5); XP past it is
// discarded.
func MaxXP() int { return maxXP }

// CreditableXP is how much of an award of xp c would be credited: all of
// it below the cap, what fits under MaxXP near it, none at level 20 with
// MaxXP reached (rules §1.5: XP past the cap is not earned, and no message
// or tally counts it). xp ≤ 0 gives 0.
func CreditableXP(c Character, xp int) int {
	return max(0, min(xp, maxXP-c.XP))
}

// XPForLevel returns the cumulative XP needed to reach level (rules §1.5):
// 0 for level 1, 300 for level 2 ... 85,000 for level 20. Levels outside
// 1–20 are clamped.
func XPForLevel(level int) int { return xpThresholds[clampLevel(level)-1] }

// LevelForXP returns the level a cumulative XP total earns (1–20).
func LevelForXP(xp int) int {
	level := 1
	for i, need := range xpThresholds {
		if xp >= need {
			level = i + 1
		}
	}
	return level
}

// ProficiencyBonus is 2 + (level − 1) / 4 with integer division (rules §1.5):
// +2 at L1–4 up to +6 at L17–20. Levels are clamped to 1–20.
func ProficiencyBonus(level int) int { return 2 + (clampLevel(level)-1)/4 }

// PlayerTier is (level − 1) / 3 + 1: tier 1 at L1–3, 2 at L4–6, 3 at
// L7–9 ... 7 at L19–20. Levels are clamped to 1–20.
func PlayerTier(level int) int { return (clampLevel(level)-1)/3 + 1 }

// CantripMultiplier is the number of damage dice a cantrip rolls at
// character level: 1, 2, 3, 4 from levels 1, 5, 11, 17 (rules §1.6).
func CantripMultiplier(level int) int {
	switch {
	case level >= 17:
		return 4
	case level >= 11:
		return 3
	case level >= 5:
		return 2
	}
	return 1
}
