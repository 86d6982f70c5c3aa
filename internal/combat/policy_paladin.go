package combat

import "github.com/gogobee/gogobee/internal/rules"

// The standard policy's Paladin (rules §2.12): when to smite, when to lay
// on hands, and when to call on the oath's Channel Divinity.

// smiteOr turns the policy's Attack action a into Divine Smite's (ActSmite)
// when a smite is worth its slot (smiteSlot); other actions, and an Attack
// action with no slot to spend, are returned unchanged.
func smiteOr(s *State, a Action) Action {
	p := s.Player()
	if a.Kind != ActAttack || a.Target < 0 || p.Ranged || !p.Char.HasFeature(rules.FeatureDivineSmite) {
		return a
	}
	if slot := smiteSlot(s); slot > 0 {
		return Action{Kind: ActSmite, Target: a.Target, Slot: slot}
	}
	return a
}

// smiteSlot is the slot the policy smites with: in a boss fight the
// highest free one (the last fight of the zone is where the big slots go),
// in an elite fight the lowest below the level kept for the boss
// (lowSlot), and in an ordinary fight none (its foes fall to the sword,
// and the slots are the elite's and the boss's); 0 for no smite.
func smiteSlot(s *State) int {
	switch s.Kind {
	case KindBoss:
		return rules.HighestFreeSlot(s.Player().Char, 1)
	case KindElite:
		return lowSlot(s, 1)
	}
	return 0
}

// layOnHandsMove is the policy's Lay on Hands for the player when low
// (healMove), when the heal pays for the action (healPays).
func layOnHandsMove(s *State, target int) (Action, bool) {
	if heal := s.LayOnHandsHeal(); heal > 0 && healPays(s, float64(heal), target) {
		return Action{Kind: ActLayOnHands, Target: AutoTarget}, true
	}
	return Action{}, false
}

// layOnHandsAlly is the policy's Lay on Hands for seat k of a party fight
// (allyMove): while the action is free and the pool holds HP.
func layOnHandsAlly(s *State, k int) (Action, bool) {
	p := s.Player()
	if (p.ActionUsed && p.ExtraActions == 0) || !hasUse(p, rules.FeatureLayOnHands) {
		return Action{}, false
	}
	return Action{Kind: ActLayOnHands, Target: AutoTarget, Ally: k + 1}, true
}

// channelMove is the oath's Channel Divinity in an elite or boss fight,
// once its use is back and nothing of it is at work: Vow of Enmity (a
// bonus action) on the policy's target; Sacred Weapon and Nature's Wrath
// as the action, Nature's Wrath only on a foe that is not restrained yet.
func channelMove(s *State, target int) (Action, bool) {
	p := s.Player()
	if s.Kind == KindNormal || target < 0 {
		return Action{}, false
	}
	switch {
	case hasUse(p, rules.FeatureVowOfEnmity):
		if p.BonusUsed || s.VowTarget() >= 0 {
			return Action{}, false
		}
	case hasUse(p, rules.FeatureSacredWeapon):
		if p.ActionUsed || s.SacredUp() {
			return Action{}, false
		}
	case hasUse(p, rules.FeatureNaturesWrath):
		if p.ActionUsed || hasCond(s.Enemies[target].Conditions, rules.Restrained) {
			return Action{}, false
		}
	default:
		return Action{}, false
	}
	return Action{Kind: ActChannel, Target: target}, true
}
