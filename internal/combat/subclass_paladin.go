package combat

import (
	"fmt"
	"strconv"

	"github.com/gogobee/gogobee/internal/rules"
)

// The Paladin in a fight (rules §1.7, §1.11): Divine Smite readied with
// the Attack action (ActSmite) and Improved Divine Smite in playerSwing,
// Lay on Hands (ActLayOnHands, an ally's too), Aura of Protection in
// playerSaveBonus, and the oaths' Channel Divinity (ActChannel): Sacred
// Weapon, Vow of Enmity, Nature's Wrath.

// Paladin action kinds.
const (
	// ActSmite is the Attack action with Divine Smite readied: its first
	// melee weapon hit spends a slot (Action.Slot, else the lowest free)
	// for rules.SmiteDice radiant; if every swing misses the slot is kept.
	ActSmite ActionKind = "smite"
	// ActLayOnHands is Lay on Hands, the action: heals the player (or
	// Action.Ally) by as much of the pool as the HP missing takes.
	ActLayOnHands ActionKind = "lay_on_hands"
	// ActChannel is the oath's Channel Divinity: Sacred Weapon and
	// Nature's Wrath (the action) or Vow of Enmity (a bonus action).
	ActChannel ActionKind = "channel_divinity"
)

// ChannelTurns is how many of the player's turns Sacred Weapon lasts, the
// turn of the use included: the SRD's minute, ten rounds.
const ChannelTurns = 10

// VowTurns is how many of the player's turns Vow of Enmity lasts, the turn
// of the use included: until the end of its next turn, not a minute, so
// Vengeance stays within the subclass gates (rules §1.11).
const VowTurns = 2

// NaturesWrathRounds is how long Nature's Wrath keeps a foe restrained:
// the SRD's save at the end of each of its turns is folded into a fixed
// count (rules §1.11).
const NaturesWrathRounds = 3

// smite plays ActSmite at target with slot (0: the lowest free). Errors
// (nothing changed): ErrNoFeature, ErrSmiteRanged, ErrNoSlot,
// ErrBadSlotLevel, ErrNoSuchTarget.
func (s *State) smite(target, slot int) error {
	slot, err := smiteReady(s.Player(), slot)
	if err != nil {
		return err
	}
	i, err := s.target(target)
	if err != nil {
		return err
	}
	s.Player().SmiteSlot = slot
	s.attackAction(i)
	s.Player().SmiteSlot = 0
	return nil
}

// smiteReady is the slot p's smite asked for with slot (0: the lowest
// free) would spend, or why it cannot: ErrNoFeature, ErrSmiteRanged,
// ErrBadSlotLevel, ErrNoSlot.
func smiteReady(p *Player, slot int) (int, error) {
	if !p.Char.HasFeature(rules.FeatureDivineSmite) {
		return 0, ErrNoFeature
	}
	if p.Ranged {
		return 0, ErrSmiteRanged
	}
	if slot < 0 || slot > rules.MaxSpellLevel {
		return 0, ErrBadSlotLevel
	}
	if slot == 0 {
		slot = rules.LowestFreeSlot(p.Char, 1)
	}
	if slot == 0 || p.Char.Slots.At(slot) <= 0 {
		return 0, ErrNoSlot
	}
	return slot, nil
}

// smiteDamage is the radiant a melee weapon hit on enemy i adds (HP,
// dice doubled on a crit): Improved Divine Smite's die on every hit, and
// a readied Divine Smite's dice once, paid with its slot.
func (s *State) smiteDamage(r roller, crit bool) int {
	p := s.Player()
	if p.Ranged {
		return 0
	}
	dmg := 0
	if d := rules.ImprovedSmiteDice(p.Char.Level); p.Char.HasFeature(rules.FeatureImprovedDivineSmite) && !d.IsZero() {
		dmg += rollDiceCrit(r, d, crit)
	}
	if p.SmiteSlot <= 0 {
		return dmg
	}
	slot := p.SmiteSlot
	p.SmiteSlot = 0
	c, err := rules.SpendSlot(p.Char, slot)
	if err != nil {
		return dmg // checked when readied: cannot happen
	}
	p.Char = c
	dice := rules.SmiteDice(slot)
	got := rollDiceCrit(r, dice, crit)
	s.featureNote(rules.FeatureDivineSmite, fmt.Sprintf("a level-%d slot, %s radiant: %d", slot, dice, got))
	return dmg + got
}

// layOnHands plays ActLayOnHands: the action heals the seat it names
// (healTarget) by the HP it misses, at most the pool left. Errors:
// ErrNoFeature, ErrNoFeatureUses, ErrFullHP.
func (s *State) layOnHands() error {
	p := s.Player()
	if !p.Char.HasFeature(rules.FeatureLayOnHands) {
		return ErrNoFeature
	}
	pool := rules.FeatureUsesLeft(p.Char, rules.FeatureLayOnHands)
	q := &s.Players[s.healTarget()]
	n := min(pool, q.MaxHP-q.HP)
	switch {
	case pool <= 0:
		return ErrNoFeatureUses
	case n <= 0:
		return ErrFullHP
	}
	c, err := rules.SpendFeatureUses(p.Char, rules.FeatureLayOnHands, n)
	if err != nil {
		return ErrNoFeatureUses
	}
	p.Char = c
	s.useAction()
	s.featureNote(rules.FeatureLayOnHands, strconv.Itoa(n)+" HP from the pool, "+strconv.Itoa(pool-n)+" left")
	s.healPlayer(n, string(rules.FeatureLayOnHands))
	return nil
}

// LayOnHandsHeal is what Lay on Hands would heal the player now (HP): the
// HP missing, at most the pool left; 0 without the feature.
func (s *State) LayOnHandsHeal() int {
	p := s.Player()
	if !p.Char.HasFeature(rules.FeatureLayOnHands) {
		return 0
	}
	return min(rules.FeatureUsesLeft(p.Char, rules.FeatureLayOnHands), p.MaxHP-p.HP)
}

// channel plays ActChannel at target with the oath feature the player
// holds. Errors (nothing changed): ErrNoFeature, ErrNoFeatureUses,
// ErrChannelUp, ErrNoBonusAction, ErrNoSuchTarget.
func (s *State) channel(target int) error {
	p := s.Player()
	switch {
	case p.Char.HasFeature(rules.FeatureSacredWeapon):
		if s.SacredUp() {
			return ErrChannelUp
		}
		if err := s.useFeature(rules.FeatureSacredWeapon); err != nil {
			return err
		}
		s.useAction()
		p.SacredLast = p.Turns + ChannelTurns - 1
		s.featureNote(rules.FeatureSacredWeapon, fmt.Sprintf("+%d to your weapon attack rolls for %d rounds", sacredBonusOf(p), ChannelTurns))
		return nil
	case p.Char.HasFeature(rules.FeatureVowOfEnmity):
		if s.VowTarget() >= 0 {
			return ErrChannelUp
		}
		if p.BonusUsed {
			return ErrNoBonusAction
		}
		i, err := s.target(target)
		if err != nil {
			return err
		}
		if err := s.useFeature(rules.FeatureVowOfEnmity); err != nil {
			return err
		}
		p.BonusUsed, p.Acted = true, true
		p.VowLast, p.VowOn = p.Turns+VowTurns-1, i+1
		s.featureNote(rules.FeatureVowOfEnmity, fmt.Sprintf("advantage on your attacks on %s until the end of your next turn", s.Enemies[i].Name))
		return nil
	case p.Char.HasFeature(rules.FeatureNaturesWrath):
		i, err := s.target(target)
		if err != nil {
			return err
		}
		if err := s.useFeature(rules.FeatureNaturesWrath); err != nil {
			return err
		}
		s.useAction()
		s.featureNote(rules.FeatureNaturesWrath, "vines reach for "+s.Enemies[i].Name)
		r := s.rng(s.focusActor(), purposePlayer)
		if !s.enemySave(r, i, rules.STR, rules.SpellSaveDC(p.caster())+p.FocusBonus, true) {
			s.condEnemy(i, rules.Restrained, NaturesWrathRounds)
		}
		return nil
	}
	return ErrNoFeature
}

// SacredUp reports whether the player's Sacred Weapon still adds to its
// weapon attack rolls this turn.
func (s *State) SacredUp() bool {
	p := s.Player()
	return p.SacredLast > 0 && p.Turns <= p.SacredLast
}

// sacredBonus is Sacred Weapon's bonus to the player's weapon attack
// rolls now: the CHA modifier, at least +1, while it is up; else 0.
func (s *State) sacredBonus() int {
	if !s.SacredUp() {
		return 0
	}
	return sacredBonusOf(s.Player())
}

// sacredBonusOf is Sacred Weapon's bonus for p: its CHA modifier with
// worn items, at least +1.
func sacredBonusOf(p *Player) int { return max(1, p.Abilities.Mod(rules.CHA)) }

// VowTarget is the enemy the player's Vow of Enmity holds this turn (its
// index), -1 when none: never sworn, run out, or the foe is down.
func (s *State) VowTarget() int {
	p := s.Player()
	if p.VowOn <= 0 || p.Turns > p.VowLast || !s.Enemies[p.VowOn-1].Standing() {
		return -1
	}
	return p.VowOn - 1
}

// auraBonus is the Aura of Protection the player's saves add: the best
// among the fight's standing seats (rules §1.7: an aura covers the
// party, and auras do not stack); 0 when none has one.
func (s *State) auraBonus() int {
	best := 0
	for k := range s.Players {
		if k == s.Seat || s.seatStanding(k) {
			best = max(best, rules.AuraBonus(s.Players[k].Char))
		}
	}
	return best
}
