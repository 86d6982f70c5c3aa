package combat

import "github.com/gogobee/gogobee/internal/rules"

// The standard policy's Sorcerer (rules §2.12): when to turn sorcery
// points into a slot, when to quicken or empower a spell, and when to
// call on Tides of Chaos. Ordinary fights get none of it: the points are
// the elite's and the boss's, as the top slots are.

// sorcererBonus is the Sorcerer's bonus action in an elite or boss fight
// (bonusMove), before the action is spent: Font of Magic's slot when no
// slot is left, else the best leveled damage spell quickened (fontMove,
// quickenMove).
func sorcererBonus(s *State, target int) (Action, bool) {
	p := s.Player()
	if s.Kind == KindNormal || target < 0 || p.BonusUsed || p.ActionUsed || p.LeveledSpell || p.BonusSpell {
		return Action{}, false
	}
	if a, ok := fontMove(s); ok {
		return a, true
	}
	return quickenMove(s, target)
}

// fontMove makes the highest slot the sorcery points pay for, at most
// the caster's own highest slot level and 5th, once no slot is left.
func fontMove(s *State) (Action, bool) {
	c := s.Player().Char
	if !c.HasFeature(rules.FeatureFontOfMagic) || rules.LowestFreeSlot(c, 1) > 0 {
		return Action{}, false
	}
	for lvl := min(rules.MaxCreatedSlot, rules.MaxSlots(c).Highest()); lvl >= 1; lvl-- {
		if rules.SlotCost(lvl) <= rules.SorceryPoints(c) {
			return Action{Kind: ActFont, Slot: lvl, Target: AutoTarget}, true
		}
	}
	return Action{}, false
}

// quickenMove is Quickened Spell on the spell the action would cast
// (bestAttack), when that is a leveled spell of one action and two
// points are left: the action then has a cantrip or the weapon.
func quickenMove(s *State, target int) (Action, bool) {
	p := s.Player()
	if !p.Char.HasFeature(rules.FeatureMetamagic) || rules.SorceryPoints(p.Char) < rules.MetamagicCost(rules.Quickened) {
		return Action{}, false
	}
	a := bestAttack(s, target)
	if def, ok := rules.Spell(a.Spell); !ok || a.Kind != ActCast || def.Level == 0 || def.Action != rules.ActionCost {
		return Action{}, false
	}
	a.Meta = rules.Quickened
	return a, true
}

// sorceryOr turns the policy's action a in an elite or boss fight into
// the Sorcerer's: Tides of Chaos first when a rolls to hit (a weapon or a
// spell attack) and its use is there, and a leveled damage spell
// empowered while a point is left beyond a Quickened Spell's two (the
// boss's last turns keep none back). Other actions are returned as they
// are.
func sorceryOr(s *State, a Action) Action {
	p := s.Player()
	if s.Kind == KindNormal {
		return a
	}
	def, isSpell := rules.Spell(a.Spell)
	rollsToHit := a.Kind == ActAttack || (a.Kind == ActCast && isSpell && def.Kind == rules.SpellAttack)
	if rollsToHit && a.Target >= 0 && !p.TidesUp && hasUse(p, rules.FeatureTidesOfChaos) {
		return Action{Kind: ActTides, Target: AutoTarget}
	}
	if a.Kind != ActCast || a.Meta != "" || !isSpell || def.Level == 0 || !p.Char.HasFeature(rules.FeatureMetamagic) {
		return a
	}
	keep := 0
	if !p.BonusUsed && s.Kind != KindBoss {
		keep = rules.MetamagicCost(rules.Quickened)
	}
	if damageSpell(def) && def.Dice.Count > 0 && rules.SorceryPoints(p.Char) >= rules.MetamagicCost(rules.Empowered)+keep {
		a.Meta = rules.Empowered
	}
	return a
}
