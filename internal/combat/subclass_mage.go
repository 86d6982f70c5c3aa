package combat

import (
	"math"
	"strconv"

	"github.com/gogobee/gogobee/internal/rules"
)

// The Mage's subclass features in a fight (rules §1.11): Evocation's
// Empowered Evocation (empowered), Abjuration's Arcane Ward (formWard,
// wardAbsorb, wardRestore) and Necromancy's Grim Harvest (grimHarvest).
// Each records an EvFeatureUsed with its Feature set; mageLine words it.

// Arcane Ward's numbers (rules §1.11): the ward holds WardPerLevel × mage
// level + the INT modifier HP, and an abjuration spell cast in the fight
// restores WardPerSlot × its slot level, up to that maximum.
const (
	WardPerLevel = 1
	WardPerSlot  = 2
)

// Grim Harvest's numbers (rules §1.11): HP regained per slot level of the
// spell of 1st level or higher that killed, HarvestPerSlot, or
// HarvestPerSlotNecro for a necromancy spell (necromancySpells).
const (
	HarvestPerSlot      = 2
	HarvestPerSlotNecro = 3
)

// necromancySpells are the SRD necromancy spells of the Mage's list, for
// Grim Harvest's higher rate; spells.yaml records no school.
var necromancySpells = map[rules.SpellID]bool{rules.Blight: true, rules.FingerOfDeath: true}

// abjurationSpells are the SRD abjuration spells of the Mage's list that
// restore an Arcane Ward when cast.
var abjurationSpells = map[rules.SpellID]bool{rules.ShieldSpell: true, rules.MageArmorSpell: true}

// WardMax is the Arcane Ward's maximum for c with INT modifier intMod, in
// HP (rules §1.11): WardPerLevel × level + intMod, at least 1; 0 without
// the feature.
func WardMax(c rules.Character, intMod int) int {
	if !c.HasFeature(rules.FeatureArcaneWard) {
		return 0
	}
	return max(1, WardPerLevel*c.Level+intMod)
}

// formWard raises the player's Arcane Ward at full strength as the fight
// starts (rules §1.11); it records nothing (wardFormedEvent does, once the
// fight's start is logged).
func (s *State) formWard() {
	p := s.Player()
	p.WardMax = WardMax(p.Char, p.Abilities.Mod(rules.INT))
	p.Ward = p.WardMax
}

// wardFormedEvent records the ward the fight starts with, if any.
func (s *State) wardFormedEvent() {
	if p := s.Player(); p.WardMax > 0 {
		e := s.featureEv(rules.FeatureArcaneWard, -1, p.Ward)
		e.HP, e.Detail = p.Ward, wardFormed
		s.emit(e)
	}
}

// Details of the Arcane Ward's EvFeatureUsed events.
const (
	wardFormed   = "formed"
	wardAbsorbs  = "absorbs"
	wardRestored = "restored"
	// thrallCrumbled is the Undead Thrall's last strike done.
	thrallCrumbled = "crumbled"
)

// wardAbsorb lets the Arcane Ward take what it can of dmg, the HP the
// player is about to lose, and returns what is left for the player's HP
// (rules §1.11). The event carries the HP absorbed, the ward left and, in
// Total, what still reaches the player.
func (s *State) wardAbsorb(dmg int) int {
	p := s.Player()
	if p.Ward <= 0 || dmg <= 0 {
		return dmg
	}
	took := min(dmg, p.Ward)
	p.Ward -= took
	e := s.featureEv(rules.FeatureArcaneWard, -1, took)
	e.HP, e.Total, e.Detail = p.Ward, dmg-took, wardAbsorbs
	s.emit(e)
	return dmg - took
}

// wardRestore restores the Arcane Ward by WardPerSlot × slot when spell
// is an abjuration spell cast with a slot (rules §1.11), up to its
// maximum; a full ward records nothing.
func (s *State) wardRestore(spell rules.SpellID, slot int) {
	p := s.Player()
	if p.WardMax == 0 || slot <= 0 || !abjurationSpells[spell] || p.Ward >= p.WardMax {
		return
	}
	got := min(WardPerSlot*slot, p.WardMax-p.Ward)
	p.Ward += got
	e := s.featureEv(rules.FeatureArcaneWard, -1, got)
	e.HP, e.Spell, e.Detail = p.Ward, spell, wardRestored
	s.emit(e)
}

// beginCast notes what the Mage's subclass features need of the cast of
// def with a slot of slot (0 for a cantrip) that is resolving: whether
// Empowered Evocation is still to add its bonus (a leveled damaging spell:
// a damaging cantrip adds the INT modifier already, rules §1.6), and the
// slot Grim Harvest pays for. endCast clears both.
func (s *State) beginCast(def rules.SpellDef, slot int) {
	s.casting, s.castSlot = true, slot
	switch def.Kind {
	case rules.SpellAttack, rules.SpellSave, rules.SpellAuto:
		s.empower = def.Level > 0 && s.Player().Char.HasFeature(rules.FeatureEmpoweredEvocation)
	}
}

// endCast ends what beginCast noted.
func (s *State) endCast() { s.empower, s.casting, s.castSlot = false, false, 0 }

// empowered adds Empowered Evocation's INT modifier to dmg, the damage
// roll of the resolving leveled spell on enemy i, the first time in the
// cast it deals any (rules §1.11: one target's roll per cast); otherwise
// dmg as it is.
func (s *State) empowered(i, dmg int) int {
	bonus := s.Player().Abilities.Mod(rules.INT)
	if !s.empower || dmg <= 0 || bonus <= 0 {
		return dmg
	}
	s.empower = false
	s.emit(s.featureEv(rules.FeatureEmpoweredEvocation, i+1, bonus))
	return dmg + bonus
}

// empowerExpected is what Empowered Evocation adds to the policy's
// expected damage of casting sp with slot at target (rules §1.11, §2.12):
// for a leveled spell, the INT modifier times the chance the cast deals
// any damage to a first target (a spell attack's projectiles all missing; a single-target save
// spell that deals nothing on a save being made). 0 without the feature.
func empowerExpected(s *State, sp rules.SpellDef, slot, target int) float64 {
	p := s.Player()
	bonus := float64(p.Abilities.Mod(rules.INT))
	if bonus <= 0 || target < 0 || sp.Level == 0 || !p.Char.HasFeature(rules.FeatureEmpoweredEvocation) {
		return 0
	}
	switch sp.Kind {
	case rules.SpellAttack:
		hit := hitChance(rules.SpellAttackBonus(p.caster())+p.FocusBonus, s.EnemyAC(target))
		return bonus * (1 - math.Pow(1-hit, float64(sp.ProjectilesAt(slot))))
	case rules.SpellSave:
		if sp.Area || sp.HalfOnSave {
			return bonus
		}
		return bonus * saveFails(s, sp, slot, target)
	case rules.SpellAuto:
		return bonus
	}
	return 0
}

// grimHarvest heals the player when the spell of 1st level or higher
// resolving has just killed enemy i (rules §1.11): HarvestPerSlot × the
// slot level, HarvestPerSlotNecro × for a necromancy spell. A cantrip's
// kill heals nothing (as in the SRD: healing every cantrip kill let the
// players skip the rests that bring back slots), nor does a kill at full
// HP.
func (s *State) grimHarvest(i int) {
	p := s.Player()
	if !s.casting || s.castSlot <= 0 || p.HP >= p.MaxHP || p.HP <= 0 || !p.Char.HasFeature(rules.FeatureGrimHarvest) {
		return
	}
	per := HarvestPerSlot
	if necromancySpells[s.curSpell] {
		per = HarvestPerSlotNecro
	}
	heal := per * s.castSlot
	e := s.featureEv(rules.FeatureGrimHarvest, i+1, heal)
	e.Spell, e.Slot = s.curSpell, s.castSlot
	s.emit(e)
	s.healPlayer(heal, string(rules.FeatureGrimHarvest))
}

// featureEv builds the EvFeatureUsed of feature id aimed at target (-1
// none) with amount.
func (s *State) featureEv(id rules.FeatureID, target, amount int) Event {
	e := s.ev(EvFeatureUsed, s.focusActor(), target)
	e.Feature, e.Amount = id, amount
	if f, ok := rules.Feature(id); ok {
		e.Detail = f.Name
	}
	return e
}

// mageLine words the Mage subclass features' events for the round log:
// "Empowered Evocation: +3 damage to Goblin Sneak (INT)", "Arcane Ward
// absorbs 6 (4 left)", "Grim Harvest: Goblin Sneak's death feeds you
// (Magic Missile, level 2 slot)", before the "You heal 4" of its
// EvHealed. ok is false for any other event.
func mageLine(e Event) (string, bool) {
	n := strconv.Itoa
	switch e.Feature {
	case rules.FeatureEmpoweredEvocation:
		return "Empowered Evocation: +" + n(e.Amount) + " damage to " + e.TargetName + " (INT)", true
	case rules.FeatureArcaneWard:
		switch e.Detail {
		case wardFormed:
			return "Your Arcane Ward forms (" + n(e.HP) + " HP)", true
		case wardAbsorbs:
			line := "Arcane Ward absorbs " + n(e.Amount) + " (" + n(e.HP) + " left)"
			if e.Total > 0 {
				line += "; you take " + n(e.Total)
			}
			return line, true
		case wardRestored:
			return spellName(e.Spell) + " restores your Arcane Ward by " + n(e.Amount) + " (" + n(e.HP) + " HP)", true
		}
	case rules.FeatureUndeadThrall:
		if e.Detail == thrallCrumbled {
			return "Your skeleton crumbles to dust", true
		}
	case rules.FeatureGrimHarvest:
		line := "Grim Harvest: " + e.TargetName + "'s death feeds you (" + spellName(e.Spell)
		if e.Slot > 0 {
			line += ", level " + n(e.Slot) + " slot"
		}
		return line + ")", true
	}
	return "", false
}

// thrallCrumbles records the Undead Thrall falling apart after its last
// turn's strike, ally.turns (rules §1.11); nothing for another companion,
// an earlier turn or a fight already over.
func (s *State) thrallCrumbles(ally companion) {
	if ally.feature != rules.FeatureUndeadThrall || s.Player().Turns != ally.turns || s.Over() {
		return
	}
	e := s.featureEv(rules.FeatureUndeadThrall, -1, 0)
	e.Detail = thrallCrumbled
	s.emit(e)
}

// ThrallTurnsLeft is how many of the player's turns the Necromancer's
// skeleton still strikes in, this one counted (rules.ThrallTurns a fight,
// rules §1.11); 0 without the feature or once it has crumbled.
func (s State) ThrallTurnsLeft() int {
	if !s.Player().Char.HasFeature(rules.FeatureUndeadThrall) || s.Over() {
		return 0
	}
	return max(0, rules.ThrallTurns-max(s.Player().Turns, 1)+1)
}
