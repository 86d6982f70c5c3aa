package play

import (
	"strconv"

	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
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
func QuietStep(ch rules.Character, e expedition.Expedition, world uint64, node zonegraph.NodeID) bool {
	if !ch.HasFeature(rules.FeatureQuietStep) {
		return false
	}
	return stealthPasses(ch, e, quietStepStream(e, world, node))
}

// PartyQuietStep is a party's Quiet Step on entering a new room (rules
// §8.15, §8.23): a party is as quiet as its loudest member. When any
// member has Quiet Step, every member rolls Stealth against the DC, the
// leader on QuietStep's stream and member k (0-based in members) on its
// own; one with Quiet Step rolls as QuietStep does, one without adds no
// proficiency bonus. It passes only when every roll does. A player alone
// (no members) is QuietStep.
func PartyQuietStep(lead rules.Character, members []rules.Character, e expedition.Expedition, world uint64, node zonegraph.NodeID) bool {
	if len(members) == 0 {
		return QuietStep(lead, e, world, node)
	}
	if !anyQuietStep(lead, members) {
		return false
	}
	if !stealthPasses(lead, e, quietStepStream(e, world, node)) {
		return false
	}
	for k, m := range members {
		if !stealthPasses(m, e, quietStepStream(e, world, node).Child("seat"+strconv.Itoa(k+1))) {
			return false
		}
	}
	return true
}

// anyQuietStep reports whether the leader or a member has Quiet Step.
func anyQuietStep(lead rules.Character, members []rules.Character) bool {
	if lead.HasFeature(rules.FeatureQuietStep) {
		return true
	}
	for _, m := range members {
		if m.HasFeature(rules.FeatureQuietStep) {
			return true
		}
	}
	return false
}

// quietStepStream is the stream of the leader's Quiet Step into node.
func quietStepStream(e expedition.Expedition, world uint64, node zonegraph.NodeID) *dice.Stream {
	return expedition.RootStream(world, e).Child(e.Day, "stealth_move", string(node))
}

// stealthPasses rolls ch's Stealth for a quiet step on s against
// QuietStepDC: d20 (Reliable Talent's floor applied) + DEX modifier + the
// roll penalty in force, + proficiency bonus with Quiet Step.
func stealthPasses(ch rules.Character, e expedition.Expedition, s *dice.Stream) bool {
	d20 := s.D20()
	if ch.HasFeature(rules.FeatureReliableTalent) && d20 < expedition.ReliableTalentFloor {
		d20 = expedition.ReliableTalentFloor
	}
	total := d20 + ch.Abilities.Mod(rules.DEX) + expedition.CurrentEffects(e).PenaltyFor(rules.DEX)
	if ch.HasFeature(rules.FeatureQuietStep) {
		total += rules.ProficiencyBonus(ch.Level)
	}
	return total >= QuietStepDC(e)
}

// QuietStepDC is the DC of a Quiet Step on expedition e: 10 + zone tier +
// the threat band's enemy Perception bonus (rules §8.7, §8.15).
func QuietStepDC(e expedition.Expedition) int {
	return QuietStepDCBase + e.Tier + expedition.BandFor(e.Threat.Level).EnemyPerception
}
