package combat

import (
	"math"
	"strconv"

	"github.com/gogobee/gogobee/internal/rules"
)

// The Cleric's subclass features in a fight (rules §1.11): Blessed Healer
// (Life) in the healing spells' roll, War Priest (War) as ActWarPriest,
// Invoke Duplicity (Trickery) as ActDuplicity and in rollAgainstEnemy.

// DuplicityTurns is how many of the player's turns Invoke Duplicity lasts,
// the turn it is invoked on included (rules §1.11).
const DuplicityTurns = 3

// BlessedHealerDice is how many more dice Blessed Healer adds to a
// healing spell's roll before rolling it twice (rules §1.11).
const BlessedHealerDice = 1

// blessedDice is a healing spell's dice d as Blessed Healer rolls them:
// BlessedHealerDice more of its die (a flat heal gains none).
func blessedDice(d rules.Dice) rules.Dice {
	if d.Count > 0 {
		d.Count += BlessedHealerDice
	}
	return d
}

// healRoll rolls a healing spell's dice d (HP). Blessed Healer (rules
// §1.11) adds BlessedHealerDice dice, rolls them twice and keeps the
// higher total, and says so.
func (s *State) healRoll(r roller, d rules.Dice) int {
	if !s.Player().Char.HasFeature(rules.FeatureBlessedHealer) {
		return rollDice(r, d)
	}
	d = blessedDice(d)
	first := rollDice(r, d)
	second := rollDice(r, d)
	kept := max(first, second)
	s.featureNote(rules.FeatureBlessedHealer, d.String()+" rolled twice: "+strconv.Itoa(first)+" and "+strconv.Itoa(second)+", kept "+strconv.Itoa(kept))
	return kept
}

// featureNote records the player's feature id at work, with what it did in
// words after its name: "Blessed Healer (rolled 7 and 12, kept 12)".
func (s *State) featureNote(id rules.FeatureID, what string) {
	e := s.ev(EvFeatureUsed, s.focusActor(), -1)
	e.Feature, e.Detail = id, string(id)
	if f, ok := rules.Feature(id); ok {
		e.Detail = f.Name
	}
	if what != "" {
		e.Detail += " (" + what + ")"
	}
	s.emit(e)
}

// warPriest is the Attack action at enemy i followed by War Priest's
// weapon attack as the bonus action (rules §1.11). The use and the bonus
// action are spent only when a foe still stands after the Attack action;
// if none does, both are kept. Errors (nothing changed): ErrNoFeature,
// ErrNoFeatureUses, ErrNoBonusAction.
func (s *State) warPriest(i int) error {
	p := s.Player()
	switch {
	case !p.Char.HasFeature(rules.FeatureWarPriest):
		return ErrNoFeature
	case rules.FeatureUsesLeft(p.Char, rules.FeatureWarPriest) == 0:
		return ErrNoFeatureUses
	case p.BonusUsed:
		return ErrNoBonusAction
	}
	s.attackAction(i)
	if s.Over() {
		return nil
	}
	t := ChooseTarget(s)
	if t < 0 {
		return nil
	}
	if err := s.useFeature(rules.FeatureWarPriest); err != nil {
		return err // checked above: cannot happen
	}
	p.BonusUsed = true
	s.featureNote(rules.FeatureWarPriest, "one more weapon attack, "+strconv.Itoa(rules.FeatureUsesLeft(p.Char, rules.FeatureWarPriest))+" left")
	s.playerSwing(s.rng(s.focusActor(), purposePlayer), t)
	return nil
}

// invokeDuplicity spends the bonus action and a use of Invoke Duplicity
// (rules §1.11): for DuplicityTurns of the player's turns, this one
// included, its attack rolls and spell attack rolls have advantage.
// Errors: ErrDuplicityUp, ErrNoBonusAction, ErrNoFeature, ErrNoFeatureUses.
func (s *State) invokeDuplicity() error {
	p := s.Player()
	switch {
	case !p.Char.HasFeature(rules.FeatureInvokeDuplicity):
		return ErrNoFeature
	case s.DuplicityUp():
		return ErrDuplicityUp
	}
	if err := s.useBonusFeature(rules.FeatureInvokeDuplicity); err != nil {
		return err
	}
	p.DuplicityLast = s.Player().Turns + DuplicityTurns - 1
	s.featureNote(rules.FeatureInvokeDuplicity, "your attacks have advantage for "+strconv.Itoa(DuplicityTurns)+" rounds")
	return nil
}

// DuplicityUp reports whether the player's illusory double (Invoke
// Duplicity, rules §1.11) still gives its attacks advantage this turn.
func (s *State) DuplicityUp() bool {
	return s.Player().DuplicityLast > 0 && s.Player().Turns <= s.Player().DuplicityLast
}

// DuplicityTurnsLeft is how many of the player's turns the double still
// has, this one counted; 0 when it is gone or was never invoked.
func (s *State) DuplicityTurnsLeft() int {
	if !s.DuplicityUp() {
		return 0
	}
	return s.Player().DuplicityLast - s.Player().Turns + 1
}

// warPriestKept is how many War Priest uses the standard policy keeps for
// elite and boss fights: in an ordinary fight it spends only the uses
// above it (rules §2.12).
const warPriestKept = 2

// clericBonus is the Trickery Cleric's bonus action in the standard policy
// (rules §2.12): Invoke Duplicity on its first turns in an elite or boss
// fight, before Spiritual Weapon (the double gives the weapon's strikes
// advantage too). ok is false when there is nothing to do.
func clericBonus(s *State, target int) (a Action, ok bool) {
	p := s.Player()
	if s.Kind == KindNormal || target < 0 || p.BonusUsed || s.DuplicityUp() || !hasUse(p, rules.FeatureInvokeDuplicity) {
		return Action{}, false
	}
	return Action{Kind: ActDuplicity, Target: target}, true
}

// warPriestOr turns the standard policy's action a into War Priest's (the
// Attack action and one more weapon attack as the bonus action, rules
// §1.11) when the bonus action is free and a use may be spent: any in an
// elite or boss fight, those above warPriestKept in an ordinary one. An
// Attack action always turns; a cantrip only when the two weapon attacks'
// expected damage beats it. Other actions are returned unchanged.
func warPriestOr(s *State, a Action) Action {
	p := s.Player()
	if a.Target < 0 || p.BonusUsed || !hasUse(p, rules.FeatureWarPriest) {
		return a
	}
	if s.Kind == KindNormal && rules.FeatureUsesLeft(p.Char, rules.FeatureWarPriest) <= warPriestKept {
		return a
	}
	switch a.Kind {
	case ActAttack:
	case ActCast:
		sp, ok := rules.Spell(a.Spell)
		if !ok || sp.Level > 0 || warPriestExpected(s, a.Target) <= expectedOf(s, a) {
			return a
		}
	default:
		return a
	}
	return Action{Kind: ActWarPriest, Target: a.Target}
}

// warPriestExpected is the expected damage (HP) of War Priest's Attack
// action and extra attack on target: one more swing than weaponExpected
// counts, and Divine Strike's dice on the turn's first hit (rules §1.7).
func warPriestExpected(s *State, target int) float64 {
	p := s.Player()
	swings := float64(p.Attacks + 1)
	d := weaponExpected(s, target) * swings / float64(max(p.Attacks, 1))
	if p.Char.HasFeature(rules.FeatureDivineStrike) {
		hit := policyHit(s, hitChance(p.AttackBonus-p.StatDrain/2, s.EnemyAC(target)))
		d += (1 - math.Pow(1-hit, swings)) * rules.DivineStrikeDice(p.Char.Level).Average()
	}
	return d
}

// policyHit is the chance the player's attack roll hits for the policy's
// estimates: hit, or with advantage (two d20s, either hitting) while
// Invoke Duplicity is up.
func policyHit(s *State, hit float64) float64 {
	if s.DuplicityUp() {
		return 1 - (1-hit)*(1-hit)
	}
	return hit
}

// bestOfTwo is the average (HP) of the higher of two rolls of d, as
// Blessed Healer keeps it: the exact distribution of d's total, rolled twice.
func bestOfTwo(d rules.Dice) float64 {
	if d.Count <= 0 || d.Sides <= 0 {
		return float64(d.Bonus)
	}
	// ways[k] counts the rolls of d.Count dice summing to k + d.Count.
	ways := []float64{1}
	for range d.Count {
		next := make([]float64, len(ways)+d.Sides-1)
		for k, w := range ways {
			for f := range d.Sides {
				next[k+f] += w
			}
		}
		ways = next
	}
	total := 0.0
	for _, w := range ways {
		total += w
	}
	avg, below := 0.0, 0.0 // below: P(one roll < k)
	for k, w := range ways {
		pk := w / total
		// P(max == k) = P(≤k)² - P(<k)²
		avg += float64(k+d.Count) * ((below+pk)*(below+pk) - below*below)
		below += pk
	}
	return avg + float64(d.Bonus)
}
