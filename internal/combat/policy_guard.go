package combat

import (
	"math"

	"github.com/gogobee/gogobee/internal/rules"
)

// guardSpell is the Mage's defence in an elite or boss fight, when it
// pays (guardPays): in a boss fight Blink (half the enemy turns cannot
// reach the player) when it is not running, else Blur (attack rolls
// against the player have disadvantage) when the player concentrates on
// nothing, for as long as its concentration is expected to hold
// (blurPays). Each is cast with the lowest free slot of its level or higher
// (outside a boss fight, below the level kept for the boss: lowSlot); ok
// is false when there is nothing to cast.
func guardSpell(s *State, target int) (a Action, ok bool) {
	p := s.Player()
	if p.ActionUsed || target < 0 {
		return Action{}, false
	}
	rounds := roundsLeft(s, target)
	if s.Kind == KindBoss && p.BlinkTurns == 0 && knowsSpell(p.Char, rules.Blink) && castable(p, rules.Blink) &&
		guardPays(s, Incoming(s)*blinkShare, min(rounds, BlinkTurns)) {
		if slot := rules.LowestFreeSlot(p.Char, 3); slot > 0 {
			return Action{Kind: ActCast, Spell: rules.Blink, Slot: slot, Target: AutoTarget}, true
		}
	}
	if p.Char.Concentration == "" && knowsSpell(p.Char, rules.Blur) && castable(p, rules.Blur) && blurPays(s, rounds) {
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

// blurPays reports whether Blur is worth this turn's action: what it turns
// aside a round (blurSaves) over the rounds its concentration is expected
// to hold (blurRounds), in a fight expected to last rounds more rounds (0:
// no foreseeable end), must outweigh the round of enemy damage the fight
// lasts longer for it (guardPays).
func blurPays(s *State, rounds float64) bool {
	held := blurRounds(s, rounds)
	return held > 0 && guardPays(s, blurSaves(s), held)
}

// blurHorizon is the most rounds blurRounds counts (a fight with no
// foreseeable end).
const blurHorizon = 20

// blurRounds is how many enemy rounds Blur, cast now, is expected to be up
// for, over the next rounds rounds (0 or more than blurHorizon:
// blurHorizon). Concentration ends on a failed CON save against 10 or half
// the damage taken (rules §1.6), and every hit and every legendary action
// that reaches the player calls for one: a boss's legendary action lands
// after the player's turn (and after each other enemy's, up to its number
// a round), before its own swings, so against it a caster without CON
// proficiency keeps Blur about half a round, and the slot buys little.
// Each swing hits with disadvantage while Blur is up.
func blurRounds(s *State, rounds float64) float64 {
	first, each := 1.0, 1.0 // Blur outlasts the legendary actions right after this turn, and those of a round
	standing := standingCount(s)
	for i := range s.Enemies {
		en := &s.Enemies[i]
		la := en.Monster.Legendary
		if la == nil || la.Drain || !en.Standing() {
			continue
		}
		dmg := la.Dice.Average()
		if la.Grow > 0 {
			dmg *= la.Grow
		}
		holds := concentrationHolds(s, dmg*areaSaveFactor)
		if en.LegendaryActs > 0 {
			first *= holds
		}
		each *= math.Pow(holds, float64(min(la.Uses(), standing)))
	}
	swings := 1.0 // Blur outlasts a round of the enemies' swings
	eachSwing(s, func(hit, dmg float64) {
		swings *= 1 - hit*hit*(1-concentrationHolds(s, dmg))
	})
	horizon := blurHorizon
	if rounds > 0 && rounds < blurHorizon {
		horizon = int(math.Ceil(rounds))
	}
	total, up := 0.0, first
	for range horizon {
		total += up
		up *= swings * each
	}
	return total
}

// concentrationHolds is the chance the player keeps concentration after
// taking dmg HP: a CON save against 10 or half the damage (rules §1.6),
// with advantage for War Caster (rules §1.7) and disadvantage under the
// expedition's CON penalty (rules §8.12), which cancel; the penalty's flat
// malus comes off the bonus.
func concentrationHolds(s *State, dmg float64) float64 {
	p := s.Player()
	dc := max(10, int(dmg)/2)
	bonus := s.playerSaveBonus(rules.CON) - s.Env.Penalty(rules.CON)
	made := min(1, max(0, float64(21+bonus-dc)/20))
	switch adv, dis := p.Char.HasFeature(rules.FeatureWarCaster), s.Env.CONSaveDisadvantage; {
	case adv && !dis:
		return 1 - (1-made)*(1-made)
	case dis && !adv:
		return made * made
	}
	return made
}
