package content

import (
	"math"

	"github.com/gogobee/gogobee/internal/dice"
)

// RoomTreasureRule is the grade rule of a room's treasure roll in a zone of
// tier (rules §5.3). DERIVED: a hidden room pays like an elite of its zone,
// so tier t uses the per-kill band one above the tier's ordinary monsters:
// tier 1 the CR 2–4 band, tier 2 CR 5–8, tier 3 CR 9–12, tiers 4–5 CR 13+
// (rules §5.3).
func RoomTreasureRule(tier int) GradeRule {
	i := min(max(tier, 1), len(killGradeRules)-1)
	return killGradeRules[i]
}

// RollRoomTreasure rolls the treasure of a room with loot multiplier bias
// in zone z (rules §5.3; the room's loot bias, at least 1.5 for a secret
// room): round(bias) treasure rolls (at least one) by
// RoomTreasureRule(z.Tier), each with its drop and upgrade chances multiplied
// by bias (as TwinBee's mood multiplies them, MoodChance) and swapped for an
// SRD magic item with SRDSubstitutionChance. Each roll draws from its own
// child stream of s.
func RollRoomTreasure(z Zone, bias float64, s *dice.Stream) []Drop {
	if math.IsNaN(bias) || bias <= 0 {
		bias = 1
	}
	rule := RoomTreasureRule(z.Tier)
	var drops []Drop
	for i := range max(1, int(math.Round(bias))) {
		if d, ok := rule.roll(bias, s.Child("room_treasure", i)); ok {
			drops = append(drops, d)
		}
	}
	return drops
}
