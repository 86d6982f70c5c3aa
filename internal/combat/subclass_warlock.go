package combat

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/rules"
)

// The Warlock in a fight (rules §1.7, §1.11): Hex's curse on its foe
// (hexDamage on every hit, moved for no slot once the foe falls), the
// temporary HP of Fiendish Vigor and Dark One's Blessing (tempAbsorb),
// the Archfey's Fey Presence (ActFeyPresence) and the Great Old One's
// Entropic Ward (entropicWard). Eldritch Blast's beams are a spell
// attack per beam (spellAttack); Agonizing Blast is in rules.CastDice.

// ActFeyPresence is the Archfey's Fey Presence, a bonus action (the
// SRD's action: a round of the foes' disadvantage was worth less than the
// blast it cost, rules §1.11): every standing foe that fails a WIS save is
// frightened until the end of the player's next turn.
const ActFeyPresence ActionKind = "fey_presence"

// FeyPresenceRounds is how long Fey Presence frightens a foe: its
// conditions run down at the end of its own turn, so one round lasts
// until the end of the player's next turn (SRD).
const FeyPresenceRounds = 1

// FiendishVigorHP is the temporary HP Fiendish Vigor brings to a fight:
// False Life's 1d4+4 cast before it, its average rounded down (rules §1.7).
const FiendishVigorHP = 6

// startTempHP is the temporary HP c comes to a fight with and the
// feature that gives them (Fiendish Vigor); 0 and "" for most.
func startTempHP(c rules.Character) (int, rules.FeatureID) {
	if c.HasFeature(rules.FeatureFiendishVigor) {
		return FiendishVigorHP, rules.FeatureFiendishVigor
	}
	return 0, ""
}

// HexUp reports whether the player's Hex still curses a standing foe,
// and which (its index, -1 for none).
func (s *State) HexUp() (int, bool) {
	p := s.Player()
	if p.Char.Concentration != rules.Hex || p.Marked < 0 {
		return -1, false
	}
	return p.Marked, true
}

// hexDamage is Hex's necrotic on a spell attack's hit on enemy i (rules
// §1.7; a weapon hit adds it as Hunter's Mark's, playerSwing): its dice,
// doubled on a crit, when i is the cursed foe; else 0.
func (s *State) hexDamage(r roller, i int, crit bool) int {
	if j, ok := s.HexUp(); !ok || j != i {
		return 0
	}
	return rollDiceCrit(r, s.Player().MarkDice, crit)
}

// moveHex moves a Hex held in concentration to a new foe once its foe
// fell: a bonus action and no slot (rules §1.7); done is false (nothing
// changed) when there is no fallen curse to move.
func (s *State) moveHex(target int) (done bool, err error) {
	p := s.Player()
	if p.Char.Concentration != rules.Hex || p.Marked >= 0 {
		return false, nil
	}
	i, err := s.target(target)
	if err != nil {
		return false, err
	}
	p.BonusUsed, p.Acted = true, true
	p.Marked = i
	e := s.ev(EvSpellCast, s.focusActor(), i+1)
	e.Spell, e.Detail = rules.Hex, "moved"
	s.emit(e)
	return true, nil
}

// tempAbsorb takes dmg off the player's temporary HP first (rules §1.7,
// §1.11) and returns what is left for its HP.
func (s *State) tempAbsorb(dmg int) int {
	p := s.Player()
	took := min(max(dmg, 0), max(p.TempHP, 0))
	if took == 0 {
		return dmg
	}
	p.TempHP -= took
	s.featureNote(p.TempFrom, fmt.Sprintf("its temporary HP soak %d, %d left", took, p.TempHP))
	return dmg - took
}

// darkOnesBlessing gives a Fiend warlock whose foe dropped its temporary
// HP (rules.DarkOnesBlessing); they replace fewer, never add (SRD). The
// last foe's fall gives none: the fight is over and temporary HP end with
// it, so none is told (rules §1.11).
func (s *State) darkOnesBlessing() {
	if !s.anyStanding() {
		return
	}
	p := s.Player()
	n := rules.DarkOnesBlessing(p.Char, p.Abilities.Mod(rules.CHA))
	if n <= p.TempHP {
		return
	}
	p.TempHP, p.TempFrom = n, rules.FeatureDarkOnesBlessing
	s.featureNote(rules.FeatureDarkOnesBlessing, fmt.Sprintf("%d temporary HP", n))
}

// feyPresence plays ActFeyPresence with the bonus action. Errors
// (nothing changed): ErrNoFeature, ErrNoFeatureUses (the lasting reason
// first), ErrNoBonusAction.
func (s *State) feyPresence() error {
	p := s.Player()
	if p.BonusUsed && hasUse(p, rules.FeatureFeyPresence) {
		return ErrNoBonusAction
	}
	if err := s.useFeature(rules.FeatureFeyPresence); err != nil {
		return err
	}
	p.BonusUsed, p.Acted = true, true
	s.featureNote(rules.FeatureFeyPresence, "")
	r := s.rng(s.focusActor(), purposePlayer)
	dc := rules.SpellSaveDC(p.caster()) + p.FocusBonus
	for i := range s.Enemies {
		if !s.Enemies[i].Standing() || s.enemySave(r, i, rules.WIS, dc, false) {
			continue
		}
		s.condEnemy(i, rules.Frightened, FeyPresenceRounds)
	}
	return nil
}

// entropicWard is the Great Old One's Entropic Ward as enemy i swings at
// the player (rules §1.11): by itself, once a short rest, on an elite's or
// boss's attack (an ordinary foe's is not worth the reaction); it spends
// the use and reports the disadvantage it gives. A miss of it gives the
// player's next attack on that foe advantage (swingRoll, entropicAdvantage).
func (s *State) entropicWard(i int) bool {
	p := s.Player()
	if s.Kind == KindNormal || !hasUse(p, rules.FeatureEntropicWard) {
		return false
	}
	if s.useFeature(rules.FeatureEntropicWard) != nil {
		return false
	}
	s.featureNote(rules.FeatureEntropicWard, "disadvantage on "+s.Enemies[i].Name+"'s attack")
	return true
}

// entropicAdvantage reports (and spends) the advantage Entropic Ward's
// miss gave the player's next attack on enemy i.
func (s *State) entropicAdvantage(i int) bool {
	p := s.Player()
	if p.EntropicOn != i+1 {
		return false
	}
	p.EntropicOn = 0
	return true
}

// beamFocus is what the held focus's magic bonus adds to each beam of a
// beam cantrip (Eldritch Blast, rules §1.7: a house rule for the balance
// gates, as a magic weapon's bonus adds to its hits); 0 for any other
// spell.
func beamFocus(p *Player, def rules.SpellDef) int {
	if !def.Beams {
		return 0
	}
	return p.FocusBonus
}
