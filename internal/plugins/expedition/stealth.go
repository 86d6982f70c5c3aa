package expedition

import (
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// stealthMoveDCBase is the base DC of a Rogue's Stealth move between rooms;
// the zone tier is added (DC 10 + tier).
const stealthMoveDCBase = 10

// stealthMove is a Rogue's Quiet Step into a new room (expedition §8.1:
// "Rogue uses Stealth to move between rooms: −3"; rules FeatureQuietStep):
// Stealth is d20 + DEX modifier + proficiency bonus (a d20 under 10 counts
// as 10 with Reliable Talent) against DC 10 + zone tier, from the stream
// (expedition, day, "stealth_move", node), so a replay rolls the same. A
// success lowers threat by 3 with the reason "stealth move"; a failure
// changes nothing. Characters without Quiet Step roll nothing.
func (s *stepper) stealthMove(node string) error {
	if !s.ch.HasFeature(rules.FeatureQuietStep) {
		return nil
	}
	d20 := expedition.RootStream(s.p.Seed, s.e).Child(s.e.Day, "stealth_move", node).D20()
	if s.ch.HasFeature(rules.FeatureReliableTalent) && d20 < expedition.ReliableTalentFloor {
		d20 = expedition.ReliableTalentFloor
	}
	total := d20 + s.ch.Abilities.Mod(rules.DEX) + rules.ProficiencyBonus(s.ch.Level)
	if total < stealthMoveDCBase+s.e.Tier {
		return nil
	}
	return s.addThreat(expedition.ThreatModifiers[expedition.ReasonStealthMove], expedition.ReasonStealthMove)
}
