package combat

import "github.com/gogobee/gogobee/internal/rules"

// castable reports whether the player may cast spell id in this turn
// (Player.MayCast, rules §1.6); false for an unknown spell.
func castable(p *Player, id rules.SpellID) bool {
	def, ok := rules.Spell(id)
	return ok && p.MayCast(def)
}

// guardiansSlot is the slot the standard policy casts Spirit Guardians
// with as this turn's action in an elite or boss fight (rules §2.12):
// when the Cleric knows it, it is not already up and a slot is free
// (spellSlot); 0 when the policy does not cast it.
func guardiansSlot(s *State, target int) int {
	p := s.Player()
	if s.Kind == KindNormal || p.ActionUsed || target < 0 || p.Char.Concentration == rules.SpiritGuardians ||
		!knowsSpell(p.Char, rules.SpiritGuardians) || !castable(p, rules.SpiritGuardians) {
		return 0
	}
	sg, ok := rules.Spell(rules.SpiritGuardians)
	if !ok {
		return 0
	}
	return spellSlot(s, sg.Level)
}

// spiritWeapon is the Cleric's Spiritual Weapon as the standard policy's
// bonus action (rules §2.12): a strike on target while the weapon is up
// (it costs nothing); else, in an elite or boss fight, the cast at the
// lowest free slot the fight may spend (lowSlot), never the last slot
// (kept for Cure Wounds), and not on a turn whose action casts Spirit
// Guardians, which a bonus-action spell would rule out (rules §1.6): the
// weapon comes the turn after. ok is false when there is nothing to do.
func spiritWeapon(s *State, target int) (a Action, ok bool) {
	p := s.Player()
	if target < 0 {
		return Action{}, false
	}
	if s.SpiritUp() {
		return Action{Kind: ActCast, Spell: rules.SpiritualWeapon, Target: target}, true
	}
	if s.Kind == KindNormal || p.Char.Slots.Total() <= 1 || !knowsSpell(p.Char, rules.SpiritualWeapon) ||
		!castable(p, rules.SpiritualWeapon) || guardiansSlot(s, target) > 0 {
		return Action{}, false
	}
	sw, known := rules.Spell(rules.SpiritualWeapon)
	if !known {
		return Action{}, false
	}
	if slot := lowSlot(s, sw.Level); slot > 0 {
		return Action{Kind: ActCast, Spell: rules.SpiritualWeapon, Slot: slot, Target: target}, true
	}
	return Action{}, false
}
