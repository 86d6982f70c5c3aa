package combat

import "github.com/gogobee/gogobee/internal/rules"

// guardSpell is the Mage's defence in an elite or boss fight: Blur (attack
// rolls against the player have disadvantage) when the player knows it,
// concentrates on nothing, has a slot of 2nd level or higher free and
// Blur pays (blurPays). It casts with the lowest such slot; ok is false
// when there is nothing to cast.
func guardSpell(s *State, target int) (a Action, ok bool) {
	p := &s.Player
	if p.ActionUsed || target < 0 || p.Char.Concentration != "" || !knowsSpell(p.Char, rules.Blur) {
		return Action{}, false
	}
	slot := rules.LowestFreeSlot(p.Char, 2)
	if slot == 0 || !blurPays(s, target) {
		return Action{}, false
	}
	return Action{Kind: ActCast, Spell: rules.Blur, Slot: slot, Target: AutoTarget}, true
}

// blurPays reports whether Blur is worth this turn's action: the hits it
// is expected to turn over the rest of the fight (blurSaves a round, for
// as many rounds as the best attack needs to bring the standing enemies
// down) outweigh the round of enemy damage (Incoming) the fight lasts
// longer for the action spent on it.
func blurPays(s *State, target int) bool {
	per := expectedOf(s, bestAttack(s, target))
	if per <= 0 {
		return true
	}
	rounds := float64(standingHP(s)) / per
	return blurSaves(s)*rounds > Incoming(s)
}

// blurSaves is the damage (HP) a round Blur is expected to turn aside:
// each swing's damage times what disadvantage takes off its chance to hit
// (p − p², as hitChance counts p against the player's current AC).
func blurSaves(s *State) float64 {
	total := 0.0
	eachSwing(s, func(hit, dmg float64) { total += (hit - hit*hit) * dmg })
	return total
}
