package combat

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
)

// The Rogue's subclasses in a fight (rules §1.11): the Thief's Fast Hands
// (a fight item as the bonus action, ActFastHands), the Assassin's
// Assassinate (the first round's edge on foes that have not acted, in
// rollAgainstEnemy). The Arcane Trickster's spells are the Mage's, cast
// as any caster's (spells.go), and its Shield reflex is rationed by
// Trickster's Shield (shieldLeft).

// ActFastHands is the Thief's Fast Hands (rules §1.11): a carried fight
// item (an oil, an elixir: a consumable that does not heal) used as the
// bonus action, the action left for the attack.
const ActFastHands ActionKind = "fast_hands"

// fastHands uses fight item id as the turn's bonus action (rules §1.11,
// SRD Fast Hands: Use an Object). Errors: ErrNoFeature, ErrNoBonusAction,
// ErrNoFeatureUses, ErrNoItem, ErrNotUsable, ErrFastHandsHeals,
// ErrNoSuchTarget.
func (s *State) fastHands(id content.ItemID, target int) error {
	p := s.Player()
	switch {
	case !p.Char.HasFeature(rules.FeatureFastHands):
		return ErrNoFeature
	case p.BonusUsed:
		return ErrNoBonusAction
	}
	if rules.FeatureUsesLeft(p.Char, rules.FeatureFastHands) == 0 {
		return ErrNoFeatureUses
	}
	if it, ok := content.ItemByID(id); ok && it.Consumable != nil && it.Consumable.Effect == content.ConsumeHeal {
		return ErrFastHandsHeals
	}
	return s.useItem(id, target, true)
}

// fastHandsSpend spends the bonus action and a use on Fast Hands and says
// so, for useItem when the item goes as the bonus action (fastHands
// checked that a use is left).
func (s *State) fastHandsSpend() {
	if err := s.bonusFeature(rules.FeatureFastHands); err != nil {
		s.Player().BonusUsed = true // cannot happen: fastHands checked the use
	}
	s.Player().Acted = true
}

// fastHandsMove is the policy's Fast Hands (rules §1.11): with the bonus
// action free on the first turn of an elite or boss fight, the first
// carried buff item; the action then still attacks. false when it does
// not apply.
func fastHandsMove(s *State, target int) (Action, bool) {
	p := s.Player()
	if p.BonusUsed || !hasUse(p, rules.FeatureFastHands) || s.Kind == KindNormal || s.Player().Turns != 1 || target < 0 {
		return Action{}, false
	}
	for _, id := range buffItems {
		if p.Char.Inventory.Count(id) > 0 {
			return Action{Kind: ActFastHands, Item: id, Target: target}, true
		}
	}
	return Action{}, false
}

// buffsByHand reports whether the policy leaves the player's buff items to
// Fast Hands (fastHandsMove), so the action is not spent on one.
func buffsByHand(p *Player) bool { return p.Char.HasFeature(rules.FeatureFastHands) }

// PurseDie is the die a Thief's Fast Hands rolls for each fallen foe's
// purse, times the zone's tier in coins (rules §1.11).
const PurseDie = 6

// liftPurse is the coins a Thief's Fast Hands takes from one fallen foe
// (rules §1.11): 1d6 × tier (tier at least 1), drawn from the kill's own
// loot stream; 0 for any other character, in a practice bout (which pays
// nothing) and unless the fight was won: a Thief who flees keeps the
// kills' loot but has no time for their purses.
func (s *State) liftPurse(ls *dice.Stream, tier int) int {
	won := s.Result == ResultWon || s.Result == ResultTimeoutWon
	if !won || s.Practice || !s.Player().Char.HasFeature(rules.FeatureFastHands) {
		return 0
	}
	return ls.Child("purse").Roll(1, PurseDie) * max(tier, 1)
}

// pursesEvent says what Fast Hands took from the fallen, in the fight's
// log after its end.
func (s *State) pursesEvent(coins int) {
	e := s.ev(EvFeatureUsed, s.focusActor(), -1)
	e.Feature, e.Amount = rules.FeatureFastHands, coins
	word := "coins"
	if coins == 1 {
		word = "coin"
	}
	e.Detail = fmt.Sprintf("Fast Hands on the fallen: %d %s from their purses", coins, word)
	s.emit(e)
}

// assassinates reports whether the Assassin's Assassinate applies to an
// attack on enemy i now (rules §1.11): the first round, the player has the
// feature, and the enemy's turn comes after the player's in the
// initiative order, so it has not acted yet.
func (s *State) assassinates(i int) bool {
	if s.Round != 1 || !s.Player().Char.HasFeature(rules.FeatureAssassinate) {
		return false
	}
	for k := s.Turn + 1; k < len(s.Order); k++ {
		if s.Order[k] == i+1 {
			return true
		}
	}
	return false
}

// assassinateEvent says Assassinate gave the attack on enemy i its
// advantage and, on a hit, its critical hit.
func (s *State) assassinateEvent(i int) {
	e := s.ev(EvFeatureUsed, s.focusActor(), i+1)
	e.Feature = rules.FeatureAssassinate
	e.Detail = "Assassinate (" + s.Enemies[i].Name + " has not acted yet: advantage, and a hit is a critical hit)"
	s.emit(e)
}

// shieldLeft reports whether the Shield reflex may go up now: always for
// a Mage, for an Arcane Trickster while its Trickster's Shield has a use
// left (rules §1.11): its few third-caster slots buy a turned hit or two
// a day, not a wall.
func (s *State) shieldLeft() bool {
	c := s.Player().Char
	return !c.HasFeature(rules.FeatureTricksterShield) || rules.FeatureUsesLeft(c, rules.FeatureTricksterShield) > 0
}

// tricksterShieldSpent spends a Trickster's Shield use when castShield
// has put Shield up for an Arcane Trickster (shieldLeft checked the use),
// and says so.
func (s *State) tricksterShieldSpent() {
	if !s.Player().Char.HasFeature(rules.FeatureTricksterShield) {
		return
	}
	if err := s.useFeature(rules.FeatureTricksterShield); err == nil {
		s.featureEvent(rules.FeatureTricksterShield)
	}
}
