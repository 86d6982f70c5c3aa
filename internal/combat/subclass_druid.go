package combat

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/rules"
)

// The Druid in a fight (rules §1.7, §1.11): Wild Shape (ActWildShape) and
// its form's own HP pool (druidAbsorb), no spell while shaped (MayCast,
// cast), the Moon druid's Combat Wild Shape (a bonus action, and
// ActBeastHeal: a slot heals the form) and the Shepherd's Spirit Totem
// (ActTotem: the bear's temporary HP, the hawk's advantage, the unicorn's
// heal).

// Druid action kinds.
const (
	// ActWildShape is Wild Shape: the action (a Moon druid's bonus
	// action) turns the player into the beast Action.Form names, "" for
	// the strongest its level allows (rules.BestWildShape).
	ActWildShape ActionKind = "wild_shape"
	// ActBeastHeal is the Moon druid's Combat Wild Shape heal, a bonus
	// action in beast form: a slot (Action.Slot, else the lowest free)
	// heals the form 1d8 a slot level.
	ActBeastHeal ActionKind = "beast_heal"
	// ActTotem is the Shepherd's Spirit Totem, a bonus action: the spirit
	// Action.Form names (TotemBear, TotemHawk, TotemUnicorn) for
	// TotemTurns of the player's turns.
	ActTotem ActionKind = "spirit_totem"
)

// The Spirit Totem's spirits (rules §1.11).
const (
	TotemBear    = "bear"
	TotemHawk    = "hawk"
	TotemUnicorn = "unicorn"
)

// TotemTurns is how many of the player's turns a Spirit Totem lasts, the
// turn of the call included: the SRD's minute, ten rounds.
const TotemTurns = 10

// BearTotemBase is the bear spirit's temporary HP before the druid level
// (5 + druid level).
const BearTotemBase = 5

// formFor is the beast form name asks c for ("" the strongest allowed).
// Errors: ErrNoFeature, ErrUnknownForm, ErrFormTooStrong.
func formFor(c rules.Character, name string) (rules.BeastForm, error) {
	if name == "" {
		if f, ok := rules.BestWildShape(c); ok {
			return f, nil
		}
		return rules.BeastForm{}, ErrNoFeature // wildShape checks the feature first
	}
	f, ok := rules.BeastFormByName(name)
	switch {
	case !ok:
		return f, ErrUnknownForm
	case f.CR > rules.WildShapeMaxCR(c):
		return f, ErrFormTooStrong
	}
	return f, nil
}

// wildShape plays ActWildShape with form name. Errors (nothing changed):
// ErrNoFeature, ErrShaped, ErrUnknownForm, ErrFormTooStrong,
// ErrNoBonusAction, ErrNoFeatureUses.
func (s *State) wildShape(name string) error {
	p := s.Player()
	if !p.Char.HasFeature(rules.FeatureWildShape) {
		return ErrNoFeature
	}
	if p.Form != "" {
		return ErrShaped
	}
	f, err := formFor(p.Char, name)
	if err != nil {
		return err
	}
	bonus := p.Char.HasFeature(rules.FeatureCombatWildShape)
	if bonus && p.BonusUsed {
		return ErrNoBonusAction
	}
	if err := s.useFeature(rules.FeatureWildShape); err != nil {
		return err
	}
	if bonus {
		p.BonusUsed, p.Acted = true, true
	} else {
		s.useAction()
	}
	p.Form, p.FormHP, p.FormMaxHP = f.ID, f.HP, f.HP
	// The game's flat +3 (rules §1.4) goes on the beast's AC and to-hit
	// as on every player's: the monsters' numbers are built around it.
	p.AC, p.AttackBonus, p.WeaponName, p.WeaponDice = f.AC+rules.FlatBonus, f.ToHit+rules.FlatBonus, f.Name+"'s "+f.Attack, f.Dice
	p.DamageBonus, p.DamageType, p.Ranged, p.ExtraDice, p.Attacks = f.DamageBonus, f.DamageType, false, rules.Dice{}, f.Attacks
	s.featureNote(rules.FeatureWildShape, fmt.Sprintf("%s %s: %d HP, AC %d, %d × %s +%d, %s%+d", nameArticle(f.Name), f.Name, f.HP, p.AC, f.Attacks, f.Attack, p.AttackBonus, f.Dice, f.DamageBonus))
	return nil
}

// revert ends the player's beast form: its own AC and weapon come back
// from its sheet and worn items, as NewPlayer derives them (nothing else
// in a fight changes them for a druid; drains and debuffs are kept apart).
func (s *State) revert() {
	p := s.Player()
	own := NewPlayer(p.Char)
	p.AC, p.AttackBonus, p.WeaponName, p.WeaponDice = own.AC, own.AttackBonus, own.WeaponName, own.WeaponDice
	p.DamageBonus, p.DamageType, p.Ranged, p.ExtraDice, p.Attacks = own.DamageBonus, own.DamageType, own.Ranged, own.ExtraDice, own.Attacks
	p.Form, p.FormHP, p.FormMaxHP = "", 0, 0
}

// nameArticle is the article before name, by its first letter: "an
// Ape", "a Brown Bear".
func nameArticle(name string) string {
	if name != "" && strings.ContainsRune("AEIOUaeiou", rune(name[0])) {
		return "an"
	}
	return "a"
}

// FormName is the player's beast form's name, "" when not shaped.
func (s *State) FormName() string {
	if f, ok := rules.BeastFormByName(s.Player().Form); ok {
		return f.Name
	}
	return ""
}

// druidAbsorb lets the Shepherd's bear spirit's temporary HP, then the
// beast form's HP, take what they can of dmg, and returns what is left
// for the druid's own HP (rules §1.7: damage past the form's HP carries
// over). A form at 0 HP drops, and the druid is itself again.
func (s *State) druidAbsorb(dmg int) int {
	p := s.Player()
	if p.TotemHP > 0 && dmg > 0 {
		took := min(dmg, p.TotemHP)
		p.TotemHP -= took
		dmg -= took
		s.absorbNote(rules.FeatureSpiritTotem, took, fmt.Sprintf("The bear spirit's temporary HP take %d (%d left)", took, p.TotemHP))
	}
	if p.Form == "" || dmg <= 0 {
		return dmg
	}
	took := min(dmg, p.FormHP)
	p.FormHP -= took
	name := s.FormName()
	if p.FormHP > 0 {
		s.formNote(name, took, p.FormHP, 0)
		return 0
	}
	s.revert()
	s.formNote(name, took, 0, dmg-took)
	return dmg - took
}

// absorbNote records a pool of feature id taking took HP of a hit, told
// by line as it stands (druidLine).
func (s *State) absorbNote(id rules.FeatureID, took int, line string) {
	e := s.featureEv(id, -1, took)
	e.Detail = line
	s.emit(e)
}

// formNote records the beast form called name taking took HP of a hit:
// left HP remain on it, or (left 0) it drops and over carries over to
// the druid. The line names the druid's seat as its reader sees it
// (formLine), so another player's bear is not "Your Brown Bear".
func (s *State) formNote(name string, took, left, over int) {
	e := s.featureEv(rules.FeatureWildShape, -1, took)
	e.Detail, e.HP, e.Total = name, left, over
	s.emit(e)
}

// druidLine is the log line of a Druid's pool taking damage, actor the
// druid as the line names it ("You", "Bob"): the beast form's told by
// formLine, the bear spirit's by its Detail as it stands; false for any
// other event.
func druidLine(e Event, actor string) (string, bool) {
	switch {
	case e.Amount <= 0:
		return "", false
	case e.Feature == rules.FeatureWildShape:
		return formLine(e, actor), true
	case e.Feature == rules.FeatureSpiritTotem:
		return e.Detail, true
	}
	return "", false
}

// formLine is a beast form taking a hit (rules §1.7): the HP it has left,
// or that it drops and what carries over to the druid, nothing told as
// nothing.
func formLine(e Event, actor string) string {
	took := strconv.Itoa(e.Amount)
	beast := possessive(actor) + " " + e.Detail
	if e.HP > 0 {
		return beast + " takes " + took + " (" + strconv.Itoa(e.HP) + " HP left)"
	}
	back, to := actor+" is back in their own shape", actor
	if actor == "You" {
		back, to = "you are yourself again", "you"
	}
	if e.Total <= 0 {
		return beast + " takes " + took + " and drops: " + back + ", and nothing carries over"
	}
	return beast + " takes " + took + " and drops: " + back + ", and " + strconv.Itoa(e.Total) + " carries over to " + to
}

// beastHeal plays ActBeastHeal with slot (0: the lowest free). Errors
// (nothing changed): ErrNoFeature, ErrNotShaped, ErrNoBonusAction,
// ErrBadSlotLevel, ErrNoSlot, ErrFullHP.
func (s *State) beastHeal(slot int) error {
	p := s.Player()
	switch {
	case !p.Char.HasFeature(rules.FeatureCombatWildShape):
		return ErrNoFeature
	case p.Form == "":
		return ErrNotShaped
	case p.BonusUsed:
		return ErrNoBonusAction
	case slot < 0 || slot > rules.MaxSpellLevel:
		return ErrBadSlotLevel
	case p.FormHP >= p.FormMaxHP:
		return ErrFullHP
	}
	if slot == 0 {
		slot = rules.LowestFreeSlot(p.Char, 1)
	}
	if slot == 0 || p.Char.Slots.At(slot) <= 0 {
		return ErrNoSlot
	}
	c, err := rules.SpendSlot(p.Char, slot)
	if err != nil {
		return ErrNoSlot
	}
	p.Char = c
	p.BonusUsed, p.Acted = true, true
	r := s.rng(s.focusActor(), purposePlayer)
	got := min(rollDice(r, rules.D(slot, 8)), p.FormMaxHP-p.FormHP)
	p.FormHP += got
	s.featureNote(rules.FeatureCombatWildShape, fmt.Sprintf("a level-%d slot heals the %s %d: %d/%d HP", slot, s.FormName(), got, p.FormHP, p.FormMaxHP))
	return nil
}

// totem plays ActTotem with spirit name. Errors (nothing changed):
// ErrNoFeature, ErrUnknownTotem, ErrTotemUp, ErrNoBonusAction,
// ErrNoFeatureUses.
func (s *State) totem(name string) error {
	p := s.Player()
	if !p.Char.HasFeature(rules.FeatureSpiritTotem) {
		return ErrNoFeature
	}
	if name == "" {
		name = TotemBear
	}
	switch {
	case name != TotemBear && name != TotemHawk && name != TotemUnicorn:
		return ErrUnknownTotem
	case s.TotemUp() != "":
		return ErrTotemUp
	}
	if err := s.useBonusFeature(rules.FeatureSpiritTotem); err != nil {
		return err
	}
	p.Totem, p.TotemLast = name, p.Turns+TotemTurns-1
	what := fmt.Sprintf("the hawk spirit: advantage on your attack rolls for %d rounds", TotemTurns)
	switch name {
	case TotemBear:
		p.TotemHP = BearTotemBase + p.Char.Level
		what = fmt.Sprintf("the bear spirit: %d temporary HP", p.TotemHP)
	case TotemUnicorn:
		what = fmt.Sprintf("the unicorn spirit: your healing spells heal %d more for %d rounds", p.Char.Level, TotemTurns)
	}
	s.featureNote(rules.FeatureSpiritTotem, what)
	return nil
}

// TotemUp is the spirit of the player's Spirit Totem at work this turn,
// "" for none.
func (s *State) TotemUp() string {
	p := s.Player()
	if p.Totem == "" || p.Turns > p.TotemLast {
		return ""
	}
	return p.Totem
}

// hawkAdvantage reports whether the hawk spirit gives the player's attack
// rolls advantage now.
func (s *State) hawkAdvantage() bool { return s.TotemUp() == TotemHawk }

// unicornHeal is what the unicorn spirit adds to the player's healing
// spell now: the druid level while it is up, else 0.
func (s *State) unicornHeal() int {
	if s.TotemUp() != TotemUnicorn {
		return 0
	}
	return s.Player().Char.Level
}

// moonbeam burns the policy's target (ChooseTarget) at the start of the
// player's turn while Moonbeam holds its concentration (rules §1.6): the
// cast's dice, a CON save against its DC for half.
func (s *State) moonbeam(r roller) {
	p := s.Player()
	i := ChooseTarget(s)
	if i < 0 {
		return
	}
	s.curSpell = rules.Moonbeam
	defer func() { s.curSpell = "" }()
	d := rollDice(r, p.BeamDice)
	if s.enemySave(r, i, rules.CON, p.BeamDC, true) {
		d /= 2
	}
	s.damageEnemy(r, i, s.spellResist(r, i, d), string(rules.Moonbeam))
}
