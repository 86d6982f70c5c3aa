package combat

import (
	"errors"

	"github.com/gogobee/gogobee/internal/rules"
)

// Class features in a fight (rules §1.7). The weapon-hit riders
// (Sneak Attack, Opening Strike, Hunter's Mark dice, Divine Strike) are in
// playerSwing; the Shield reaction is in enemySwing.

// useFeature spends a use of feature id, mapping the rules errors.
func (s *State) useFeature(id rules.FeatureID) error {
	c, err := rules.UseFeature(s.Player().Char, id)
	var noFeature rules.ErrNoFeature
	var noUses rules.ErrNoUses
	switch {
	case errors.As(err, &noFeature):
		return ErrNoFeature
	case errors.As(err, &noUses):
		return ErrNoFeatureUses
	case err != nil:
		return err
	}
	s.Player().Char = c
	return nil
}

// useBonusFeature spends a use of feature id as the seat's bonus action
// (rules §1.7). Errors: ErrNoBonusAction when the bonus action is spent,
// then useFeature's.
func (s *State) useBonusFeature(id rules.FeatureID) error {
	p := s.Player()
	if p.BonusUsed {
		return ErrNoBonusAction
	}
	if err := s.useFeature(id); err != nil {
		return err
	}
	p.BonusUsed, p.Acted = true, true
	return nil
}

// featureEvent records the player using feature id.
func (s *State) featureEvent(id rules.FeatureID) {
	e := s.ev(EvFeatureUsed, s.focusActor(), -1)
	e.Feature = id
	if f, ok := rules.Feature(id); ok {
		e.Detail = f.Name
	}
	s.emit(e)
}

// bonusFeature spends the turn's bonus action on feature id (and a use,
// where it has them) and records it. Errors: ErrNoBonusAction,
// ErrNoFeature, ErrNoFeatureUses.
func (s *State) bonusFeature(id rules.FeatureID) error {
	if s.Player().BonusUsed {
		return ErrNoBonusAction
	}
	if err := s.useFeature(id); err != nil {
		return err
	}
	s.Player().BonusUsed = true
	s.featureEvent(id)
	return nil
}

// secondWind spends Second Wind (bonus action) and heals 1d10 + fighter
// level (rules.SecondWindDice).
func (s *State) secondWind() error {
	if err := s.bonusFeature(rules.FeatureSecondWind); err != nil {
		return err
	}
	r := s.rng(s.focusActor(), purposePlayer)
	s.healPlayer(rollDice(r, rules.SecondWindDice(s.Player().Char.Level)), string(rules.FeatureSecondWind))
	return nil
}

// preserveLife spends Preserve Life (Channel Divinity, the action) and heals
// preserveLifeHeal HP. Errors: ErrAboveHalfHP (it would heal nothing),
// ErrNoFeature, ErrNoFeatureUses.
func (s *State) preserveLife() error {
	switch {
	case !s.Player().Char.HasFeature(rules.FeaturePreserveLife):
		return ErrNoFeature
	case rules.FeatureUsesLeft(s.Player().Char, rules.FeaturePreserveLife) == 0:
		return ErrNoFeatureUses
	}
	heal := preserveLifeHeal(s.Player())
	if heal <= 0 {
		return ErrAboveHalfHP
	}
	if err := s.useFeature(rules.FeaturePreserveLife); err != nil {
		return err
	}
	s.useAction()
	s.featureEvent(rules.FeaturePreserveLife)
	s.healPlayer(heal, string(rules.FeaturePreserveLife))
	return nil
}

// PreserveLifeHeal is what the Cleric's Preserve Life would heal now, in
// HP (rules §1.7): 0 without the feature, with no use left, or at half
// the HP maximum or more, when it would heal nothing (ErrAboveHalfHP).
func (s State) PreserveLifeHeal() int {
	if rules.FeatureUsesLeft(s.Player().Char, rules.FeaturePreserveLife) == 0 || !s.Player().Char.HasFeature(rules.FeaturePreserveLife) {
		return 0
	}
	return preserveLifeHeal(s.Player())
}

// preserveLifeHeal is what Preserve Life would heal now: 5 × cleric level,
// up to half the HP maximum (SRD Life Domain; rules.PreserveLifePerLevel).
func preserveLifeHeal(p *Player) int {
	return max(0, min(rules.PreserveLifePerLevel*p.Char.Level, p.MaxHP/2-p.HP))
}

// actionSurge spends Action Surge: one more action this turn.
func (s *State) actionSurge() error {
	if err := s.useFeature(rules.FeatureActionSurge); err != nil {
		return err
	}
	s.Player().ExtraActions++
	s.featureEvent(rules.FeatureActionSurge)
	return nil
}

// hide spends the bonus action on Cunning Action (Hide): the player's next
// attack roll has advantage (SRD: attacking from hiding). It costs no use.
func (s *State) hide() error {
	if err := s.bonusFeature(rules.FeatureCunningAction); err != nil {
		return err
	}
	s.Player().Hidden = true
	return nil
}

// markQuarry places the Ranger's Hunter's Mark on enemy i as a bonus
// action. The class feature (rules §1.7) needs no slot and its dice scale
// with level (rules.HuntersMarkDice).
func (s *State) markQuarry(i int) {
	p := s.Player()
	p.BonusUsed = true
	p.Acted = true
	p.Marked, p.MarkDice = i, rules.HuntersMarkDice(p.Char.Level)
	e := s.ev(EvSpellCast, s.focusActor(), i+1)
	e.Spell, e.Detail = rules.HuntersMark, "class feature"
	s.emit(e)
}

// spiritGuardians strikes every standing enemy at the start of the
// player's turn while Spirit Guardians lasts (WIS save for half).
func (s *State) spiritGuardians(r roller) {
	p := s.Player()
	s.curSpell = rules.SpiritGuardians
	defer func() { s.curSpell = "" }()
	dmg := rollDice(r, p.GuardianDice)
	for i := range s.Enemies {
		if !s.Enemies[i].Standing() {
			continue
		}
		d := dmg
		if s.enemySave(r, i, rules.WIS, p.GuardianDC, true) {
			d /= 2
		}
		s.damageEnemy(r, i, s.spellResist(r, i, d), string(rules.SpiritGuardians))
		if s.Over() {
			return
		}
	}
}
