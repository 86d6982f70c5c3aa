package combat

import "github.com/gogobee/gogobee/internal/rules"

// guardSpell is the Mage's defence in an elite or boss fight, when it
// pays (guardPays): in a boss fight Blink (half the enemy turns cannot
// reach the player) when it is not running, else Blur (attack rolls
// against the player have disadvantage) when the player concentrates on
// nothing. Each is cast with the lowest free slot of its level or higher
// (outside a boss fight, below the level kept for the boss: lowSlot); ok
// is false when there is nothing to cast.
func guardSpell(s *State, target int) (a Action, ok bool) {
	p := &s.Player
	if p.ActionUsed || target < 0 {
		return Action{}, false
	}
	rounds := roundsLeft(s, target)
	if s.Kind == KindBoss && p.BlinkTurns == 0 && knowsSpell(p.Char, rules.Blink) &&
		guardPays(s, Incoming(s)*blinkShare, min(rounds, BlinkTurns)) {
		if slot := rules.LowestFreeSlot(p.Char, 3); slot > 0 {
			return Action{Kind: ActCast, Spell: rules.Blink, Slot: slot, Target: AutoTarget}, true
		}
	}
	if p.Char.Concentration == "" && knowsSpell(p.Char, rules.Blur) && guardPays(s, blurSaves(s), rounds) {
		if slot := lowSlot(s, 2); slot > 0 {
			return Action{Kind: ActCast, Spell: rules.Blur, Slot: slot, Target: AutoTarget}, true
		}
	}
	return Action{}, false
}

// blinkShare is the share of the enemies' damage Blink turns aside: the
// d20 of 11 or more that takes the player out of reach comes up half the
// time.
const blinkShare = 0.5

// roundsLeft is how many rounds the player's best attack on target needs
// to bring every standing enemy down (0 when it deals nothing: the fight
// has no foreseeable end).
func roundsLeft(s *State, target int) float64 {
	per := expectedOf(s, bestAttack(s, target))
	if per <= 0 {
		return 0
	}
	return float64(standingHP(s)) / per
}

// guardPays reports whether a defence that saves saved HP a round for
// rounds rounds (0: the whole fight) is worth this turn's action: it
// must outweigh the round of enemy damage (Incoming) the fight lasts
// longer for it.
func guardPays(s *State, saved, rounds float64) bool {
	if rounds == 0 {
		return saved > 0
	}
	return saved*rounds > Incoming(s)
}

// blurSaves is the damage (HP) a round Blur is expected to turn aside:
// each swing's damage times what disadvantage takes off its chance to hit
// (p − p², as eachSwing counts p).
func blurSaves(s *State) float64 {
	total := 0.0
	eachSwing(s, func(hit, dmg float64) { total += (hit - hit*hit) * dmg })
	return total
}
