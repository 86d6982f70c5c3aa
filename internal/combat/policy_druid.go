package combat

import "github.com/gogobee/gogobee/internal/rules"

// The standard policy's Druid (rules §2.12): when to take Wild Shape,
// when a Moon druid heals its beast, and which spirit a Shepherd calls.

// BeastHealBelow is the form HP fraction below which the policy's Moon
// druid spends a slot to heal its beast.
const BeastHealBelow = 0.5

// druidMove is the Druid's move ahead of the others, when it has one: a
// Shepherd's Spirit Totem (druidTotem), a Moon druid's heal of a hurt
// beast (beastHealMove), Moonbeam (moonbeamMove), else Wild Shape
// (wildShapeMove): the beam goes up first, as a beast casts nothing and
// keeps the concentration.
func druidMove(s *State, _ bool, target int) (Action, bool) {
	if target < 0 || !s.Player().Char.HasFeature(rules.FeatureWildShape) && !s.Player().Char.HasFeature(rules.FeatureSpiritTotem) {
		return Action{}, false
	}
	for _, move := range []func(*State, int) (Action, bool){druidTotem, beastHealMove, moonbeamMove, wildShapeMove} {
		if a, ok := move(s, target); ok {
			return a, true
		}
	}
	return Action{}, false
}

// druidTotem is the Shepherd's bear spirit (its temporary HP) in an
// elite or boss fight, the bonus action free and a use left.
func druidTotem(s *State, _ int) (Action, bool) {
	p := s.Player()
	if s.Kind == KindNormal || p.BonusUsed || s.TotemUp() != "" || !hasUse(p, rules.FeatureSpiritTotem) {
		return Action{}, false
	}
	return Action{Kind: ActTotem, Form: TotemBear, Target: AutoTarget}, true
}

// beastHealMove is the Moon druid's Combat Wild Shape heal: its beast
// below BeastHealBelow of its HP, the bonus action free, with the slot a
// leveled spell would take (spellSlot).
func beastHealMove(s *State, _ int) (Action, bool) {
	p := s.Player()
	if p.Form == "" || p.BonusUsed || !p.Char.HasFeature(rules.FeatureCombatWildShape) ||
		float64(p.FormHP) >= BeastHealBelow*float64(p.FormMaxHP) {
		return Action{}, false
	}
	if slot := spellSlot(s, 1); slot > 0 {
		return Action{Kind: ActBeastHeal, Slot: slot, Target: AutoTarget}, true
	}
	return Action{}, false
}

// wildShapeMove is Wild Shape into the strongest form allowed, when not
// shaped and the turn's action (a Moon druid's bonus action) is free: in
// an elite or boss fight, or in an ordinary one while both uses are left
// (one is kept for the fight that needs it).
func wildShapeMove(s *State, _ int) (Action, bool) {
	p := s.Player()
	if p.Form != "" || !hasUse(p, rules.FeatureWildShape) {
		return Action{}, false
	}
	if p.Char.HasFeature(rules.FeatureCombatWildShape) {
		if p.BonusUsed {
			return Action{}, false
		}
	} else if p.ActionUsed {
		return Action{}, false
	}
	if f, ok := p.Char.FeatureDef(rules.FeatureWildShape); s.Kind == KindNormal && (!ok || rules.FeatureUsesLeft(p.Char, rules.FeatureWildShape) < f.Uses) {
		return Action{}, false
	}
	return Action{Kind: ActWildShape, Target: AutoTarget}, true
}

// moonbeamMove is Moonbeam in an elite or boss fight, the action free,
// not in beast form, the beam not up, with the slot a leveled spell takes
// (spellSlot).
func moonbeamMove(s *State, target int) (Action, bool) {
	p := s.Player()
	if s.Kind == KindNormal || p.ActionUsed || p.Char.Concentration == rules.Moonbeam ||
		!knowsSpell(p.Char, rules.Moonbeam) || !castable(p, rules.Moonbeam) {
		return Action{}, false
	}
	if slot := spellSlot(s, 2); slot > 0 {
		return Action{Kind: ActCast, Spell: rules.Moonbeam, Slot: slot, Target: target}, true
	}
	return Action{}, false
}
