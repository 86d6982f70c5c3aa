package play

import (
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// QuietStepDCBase is the base DC of a Rogue's Quiet Step between rooms;
// the zone tier is added (DC 10 + tier).
const QuietStepDCBase = 10

// QuietStep is a Rogue's Stealth check on entering a new room (rules §8.15;
// rules FeatureQuietStep): d20 + DEX modifier + proficiency bonus + the
// roll penalty in force (rules §8.16; a d20 under 10 counts as 10 with
// Reliable Talent) against DC 10 + zone tier +
// the threat band's enemy Perception bonus (rules §8.7: +1 from Stirring), on
// the world seed's stream (expedition, day, "stealth_move", node), so a
// replay rolls the same. It reports success; characters without Quiet Step
// roll nothing and fail.
func QuietStep(ch rules.Character, e expedition.Expedition, world uint64, node string) bool {
	if !ch.HasFeature(rules.FeatureQuietStep) {
		return false
	}
	d20 := expedition.RootStream(world, e).Child(e.Day, "stealth_move", node).D20()
	if ch.HasFeature(rules.FeatureReliableTalent) && d20 < expedition.ReliableTalentFloor {
		d20 = expedition.ReliableTalentFloor
	}
	total := d20 + ch.Abilities.Mod(rules.DEX) + rules.ProficiencyBonus(ch.Level) + expedition.CurrentEffects(e).PenaltyFor(rules.DEX)
	return total >= QuietStepDC(e)
}

// QuietStepDC is the DC of a Quiet Step on expedition e: 10 + zone tier +
// the threat band's enemy Perception bonus (rules §8.7, §8.15).
func QuietStepDC(e expedition.Expedition) int {
	return QuietStepDCBase + e.Tier + expedition.BandFor(e.Threat.Level).EnemyPerception
}
