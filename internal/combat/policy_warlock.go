package combat

import "github.com/gogobee/gogobee/internal/rules"

// The standard policy's Warlock (rules §1.7, §1.11, §2.12): Hex as the
// bonus action on the foe it blasts, moved for no slot when that foe
// falls; Eldritch Blast is bestAttack's cantrip, its beams and the curse
// counted (hexAverage); the Archfey's Fey Presence is the bonus action
// of an elite or boss fight once Hex is up.

// hexMove is the Warlock's Hex, the bonus action: moved to target when
// its foe fell; else cast on target with a pact slot when the player
// concentrates on nothing, in an elite or boss fight with any slot, in
// an ordinary one only while a slot beside it is left for the next (Pact
// Magic has one or two, back on a short rest).
func hexMove(s *State, target int) (Action, bool) {
	p := s.Player()
	if target < 0 || !knowsSpell(p.Char, rules.Hex) || !castable(p, rules.Hex) {
		return Action{}, false
	}
	if p.Char.Concentration == rules.Hex && p.Marked < 0 {
		return Action{Kind: ActCast, Spell: rules.Hex, Target: target}, true
	}
	if p.Char.Concentration != "" {
		return Action{}, false
	}
	slot := rules.LowestFreeSlot(p.Char, 1)
	if slot == 0 || s.Kind == KindNormal && p.Char.Slots.Total() < 2 {
		return Action{}, false
	}
	return Action{Kind: ActCast, Spell: rules.Hex, Slot: slot, Target: target}, true
}

// hexAverage is the average Hex adds to one hit on target: its die when
// the player's Hex curses it, else 0.
func hexAverage(s *State, target int) float64 {
	if j, ok := s.HexUp(); ok && j == target {
		return s.Player().MarkDice.Average()
	}
	return 0
}

// feyPresenceMove is the Archfey's Fey Presence as a bonus action of an
// elite or boss fight, while its use is left (bonusMove, after hexMove:
// the curse first, the fear on the next turn's bonus action).
func feyPresenceMove(s *State) (Action, bool) {
	p := s.Player()
	if s.Kind == KindNormal || p.BonusUsed || !hasUse(p, rules.FeatureFeyPresence) {
		return Action{}, false
	}
	return Action{Kind: ActFeyPresence, Target: AutoTarget}, true
}
