package combat

import "github.com/gogobee/gogobee/internal/rules"

// checkAlly refuses an Action.Ally that cannot be healed by a: an ally
// only in a party fight, never one who has fled, and only with a healing
// spell or a healing item (rules §2.13). Errors: ErrNoSuchAlly, ErrSelfOnly.
func (s *State) checkAlly(a Action) error {
	if a.Ally == 0 {
		return nil
	}
	k := a.Ally - 1
	if k < 0 || k >= len(s.Players) || s.Players[k].Fled {
		return ErrNoSuchAlly
	}
	if (a.Kind != ActCast && a.Kind != ActUse && a.Kind != ActLayOnHands) || !onlyHeals(a) {
		return ErrSelfOnly
	}
	return nil
}

// healedBy is the seat action a heals: its ally, else the seat in focus.
func (s *State) healedBy(a Action) *Player {
	if a.Ally > 0 {
		return &s.Players[a.Ally-1]
	}
	return s.Player()
}

// healTarget is the seat the action in progress heals: the ally it names
// (Action.Ally), else the seat in focus.
func (s *State) healTarget() int {
	if s.allyAt > 0 {
		return s.allyAt - 1
	}
	return s.Seat
}

// allyMove is the policy's heal for another seat of a party fight (rules
// §2.13): the ally down or lowest below DefaultHealBelow of its HP, by
// Healing Word while the bonus action is free, else by Cure Wounds as the
// action, each at the lowest free slot, else a Paladin's Lay on Hands
// (layOnHandsAlly). A solo fight has no ally.
func allyMove(s *State, _ bool, _ int) (Action, bool) {
	k := s.neediestAlly()
	if k < 0 {
		return Action{}, false
	}
	p := s.Player()
	for _, id := range []rules.SpellID{rules.HealingWord, rules.CureWounds} {
		def, ok := rules.Spell(id)
		if !ok || def.Action == rules.BonusAction && p.BonusUsed || def.Action != rules.BonusAction && p.ActionUsed && p.ExtraActions == 0 {
			continue
		}
		if slot := freeSlotFor(p, id); slot > 0 && castable(p, id) {
			return Action{Kind: ActCast, Spell: id, Slot: slot, Target: AutoTarget, Ally: k + 1}, true
		}
	}
	return layOnHandsAlly(s, k)
}

// neediestAlly is the other seat a heal should go to: one that is down
// (not fled), else the one lowest below DefaultHealBelow of its HP, by
// share of its HP; -1 for none.
func (s *State) neediestAlly() int {
	best, share := -1, DefaultHealBelow
	for k := range s.Players {
		q := &s.Players[k]
		if k == s.Seat || q.Fled || q.MaxHP <= 0 {
			continue
		}
		if f := float64(q.HP) / float64(q.MaxHP); f < share {
			best, share = k, f
		}
	}
	return best
}
