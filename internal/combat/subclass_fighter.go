package combat

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/rules"
)

// The Fighter's subclasses in a fight (rules §1.11): the Champion's wider
// critical range on weapon attacks (rollAgainstEnemy), the Battle Master's
// superiority die on a hit and the advantage it sets up (playerSwing), and
// the Berserker's rage, a bonus action (ActRage) whose damage bonus rides
// on weapon hits and whose resistance halves the foes' weapon hits
// (mitigate).

// ActRage is the Berserker's Rage (rules §1.11): a bonus action, one use,
// raging for rules.RageTurns turns.
const ActRage ActionKind = "rage"

// weaponCritFaces is the faces below 20 that crit on the player's attack
// roll now: a Champion's on a weapon attack (no spell resolving), none
// otherwise (rules §1.11).
func (s *State) weaponCritFaces() int {
	if s.curSpell != "" {
		return 0
	}
	return rules.CritFaces(s.Player().Char)
}

// critFeature names the Champion feature that made natural roll d a
// critical hit, "" when d is a 20 or was no Champion's crit: the log says
// "critical hit on a 19 (Champion)" so a player sees the range working.
func (s *State) critFeature(d int) rules.FeatureID {
	faces := s.weaponCritFaces()
	if d >= 20 || faces == 0 || d < 20-faces {
		return ""
	}
	if faces >= 2 {
		return rules.FeatureSuperiorCritical
	}
	return rules.FeatureImprovedCritical
}

// critText is the words a hit line gives a critical hit: "crit!", or for
// one a Champion's range made, the natural roll and the subclass.
func critText(e Event) string {
	if e.Feature == rules.FeatureImprovedCritical || e.Feature == rules.FeatureSuperiorCritical {
		return fmt.Sprintf("critical hit on %s %d: Champion", article(e.Roll), e.Roll)
	}
	return "crit!"
}

// setUpAdvantage spends the advantage a Battle Master's superiority die
// set up: it reports whether this attack roll has it (rules §1.11).
func (s *State) setUpAdvantage() bool {
	p := s.Player()
	if !p.SetUp {
		return false
	}
	p.SetUp = false
	return true
}

// fighterHitDamage is what a Fighter's subclass adds to a weapon hit on
// enemy i, in HP: the Berserker's rage bonus while raging (rules.
// RageDamage), and once per turn the Battle Master's superiority die,
// doubled on a critical hit like the hit's own dice, which also gives the
// player's next attack advantage (rules §1.11).
func (s *State) fighterHitDamage(r roller, i int, crit bool) int {
	p := s.Player()
	dmg := 0
	if s.raging() {
		dmg += rules.RageDamage(p.Char.Level)
	}
	if p.SuperiorityTurn == s.Player().Turns || !s.spendsSuperiority() || s.useFeature(rules.FeatureCombatSuperiority) != nil {
		return dmg
	}
	p.SuperiorityTurn, p.SetUp = s.Player().Turns, true
	die := rollDiceCrit(r, rules.SuperiorityDie(p.Char.Level), crit)
	e := s.ev(EvFeatureUsed, s.focusActor(), i+1)
	e.Feature, e.Amount = rules.FeatureCombatSuperiority, die
	e.Detail = fmt.Sprintf("a superiority die on %s (+%d damage, and your next attack has advantage)", s.Enemies[i].Name, die)
	s.emit(e)
	return dmg + die
}

// spendsSuperiority reports whether a Battle Master spends a superiority
// die on this hit (rules §1.11): while one is left, in any fight.
func (s *State) spendsSuperiority() bool {
	return rules.FeatureUsesLeft(s.Player().Char, rules.FeatureCombatSuperiority) > 0 &&
		s.Player().Char.HasFeature(rules.FeatureCombatSuperiority)
}

// rage spends the bonus action and a use of Rage: for rules.RageTurns of
// the player's turns (and the foes' turns between them) the player's
// weapon hits deal rules.RageDamage more and the foes' weapon hits deal
// half (rules §1.11). Errors: ErrRaging, ErrNoBonusAction,
// ErrNoFeature, ErrNoFeatureUses.
func (s *State) rage() error {
	p := s.Player()
	if s.raging() {
		return ErrRaging
	}
	if p.BonusUsed {
		return ErrNoBonusAction
	}
	if err := s.useFeature(rules.FeatureRage); err != nil {
		return err
	}
	p.BonusUsed, p.Raging, p.RageUntil = true, true, s.Player().Turns+rules.RageTurns
	e := s.ev(EvFeatureUsed, s.focusActor(), -1)
	e.Feature = rules.FeatureRage
	e.Detail = fmt.Sprintf("Rage: +%d damage on your weapon hits, and the foes' weapon hits deal you half, for this turn and the next %d",
		rules.RageDamage(p.Char.Level), rules.RageTurns-1)
	s.emit(e)
	return nil
}

// rageHalves reports whether the player's rage halves damage of type dt
// (rules §1.11): bludgeoning, piercing or slashing damage, and a
// monster's attack hit (isHit) of no other type, as the content gives its
// claws, bites and blades no type (a fire monster's hit is fire).
func (s *State) rageHalves(dt rules.DamageType, isHit bool) bool {
	if !s.raging() {
		return false
	}
	switch dt {
	case rules.Bludgeoning, rules.Piercing, rules.Slashing:
		return true
	case "":
		return isHit
	}
	return false
}

// raging reports whether the Berserker's rage is on: from the turn it
// began until rules.RageTurns of the player's turns have started since
// (rules §1.11).
func (s *State) raging() bool {
	return s.Player().Raging && s.Player().Turns < s.Player().RageUntil
}

// RageTurnsLeft is the player's turns of rage left, this one counted,
// 0 when no rage is on (rules §1.11).
func (s State) RageTurnsLeft() int {
	if !s.raging() {
		return 0
	}
	return s.Player().RageUntil - s.Player().Turns
}

// rageNow is the policy's rage (rules §2.12): a Berserker with a use left
// and the bonus action free rages on its turn in an elite or boss fight,
// where the fight is long enough and hard enough for the use to pay.
func rageNow(s *State, target int) (Action, bool) {
	p := s.Player()
	if p.BonusUsed || s.raging() || target < 0 || s.Kind == KindNormal || !hasUse(p, rules.FeatureRage) {
		return Action{}, false
	}
	return Action{Kind: ActRage, Target: target}, true
}

// article is the English article before the number n read aloud: "an"
// for 8, 11 and 18, "a" otherwise (a d20 roll: 1–20).
func article(n int) string {
	if n == 8 || n == 11 || n == 18 {
		return "an"
	}
	return "a"
}
