package combat

import "github.com/gogobee/gogobee/internal/rules"

// castSpecial refuses what rules a spell out before its slot (a reaction
// spell, a spent bonus action, a spell not known, Mage Armor already up,
// the turn's other spell) and casts what needs no slot (a Ranger's
// Hunter's Mark, a Spiritual Weapon already up striking again, a Hex
// moved off its fallen foe); done
// reports that it cast.
func (s *State) castSpecial(def rules.SpellDef, target, slot int) (done bool, err error) {
	p, id := s.Player(), def.ID
	switch {
	case def.Reaction:
		return false, ErrReactionSpell
	case def.Action == rules.BonusAction && p.BonusUsed:
		return false, ErrNoBonusAction
	case id == rules.HuntersMark && p.Char.HasFeature(rules.FeatureHuntersMark):
		return s.featureMark(target)
	case !knowsSpell(p.Char, id):
		return false, ErrSpellNotKnown
	case id == rules.Hex && p.Char.Concentration == rules.Hex && p.Marked < 0:
		return s.moveHex(target)
	case id == rules.SpiritualWeapon && s.SpiritUp():
		return s.spiritAgain(def, target, slot)
	}
	return false, s.castStateRefusal(def)
}

// featureMark casts a Ranger's Hunter's Mark as the class feature, on
// the chosen target and with no slot (rules §1.7); done is false only
// when the target is refused.
func (s *State) featureMark(target int) (done bool, err error) {
	i, err := s.target(target)
	if err != nil {
		return false, err
	}
	s.markQuarry(i)
	return true, nil
}

// spiritAgain strikes with a Spiritual Weapon already up instead of
// casting it again (rules §1.6), and refuses a cast at a slot, which
// would buy nothing: the weapon strikes as cast.
func (s *State) spiritAgain(def rules.SpellDef, target, slot int) (done bool, err error) {
	if slot != 0 {
		return false, ErrWeaponUp
	}
	return true, s.spiritStrike(def, target)
}

// castStateRefusal refuses a known spell the player's state rules out:
// Mage Armor already up, or a spell the turn's other spell forbids
// (Player.MayCast, rules §1.6); nil when the cast may go on to its slot.
func (s *State) castStateRefusal(def rules.SpellDef) error {
	p := s.Player()
	switch {
	case def.ID == rules.MageArmorSpell && p.Char.MageArmor:
		return ErrArmorUp
	case !p.MayCast(def):
		return ErrSpellThisTurn
	}
	return nil
}
