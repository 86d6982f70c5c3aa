package combat

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/rules"
)

// The Sorcerer in a fight (rules §1.7, §1.11): Metamagic on a cast
// (Action.Meta: Quickened and Empowered Spell), Font of Magic's trades
// (ActFont), and the origins: Elemental Affinity on a fire spell's roll,
// Wild Magic Surge and Tides of Chaos (ActTides), Tempestuous Magic and
// Heart of the Storm after a leveled spell.

// Sorcerer action kinds.
const (
	// ActFont is Font of Magic, a bonus action: Action.Slot > 0 makes a
	// slot of that level from sorcery points; Action.Slot < 0 spends a
	// slot of level -Slot for that many points.
	ActFont ActionKind = "font_of_magic"
	// ActTides is Tides of Chaos, no action: the player's next attack
	// roll has advantage.
	ActTides ActionKind = "tides_of_chaos"
)

// metaCast plays a cast with Metamagic a.Meta: it checks the option and
// pays its points, then casts as cast does, a quickened spell as a bonus
// action; a refused cast gives the points back. Errors (nothing changed): ErrNoFeature, ErrUnknownMetamagic,
// ErrNoPoints, ErrNotQuickenable, ErrNotEmpowerable, and cast's.
func (s *State) metaCast(a Action) error {
	p := s.Player()
	def, ok := rules.Spell(a.Spell)
	if !ok {
		return ErrUnknownSpell
	}
	if !p.Char.HasFeature(rules.FeatureMetamagic) {
		return ErrNoFeature
	}
	cost := rules.MetamagicCost(a.Meta)
	switch {
	case cost == 0:
		return ErrUnknownMetamagic
	case a.Meta == rules.Quickened && (def.Action != rules.ActionCost || def.Reaction):
		return ErrNotQuickenable
	case a.Meta == rules.Empowered && (!damageSpell(def) || def.Dice.Count == 0):
		return ErrNotEmpowerable
	case rules.SorceryPoints(p.Char) < cost:
		return ErrNoPoints
	}
	before, evs := p.Char, len(s.evs)
	c, err := rules.SpendSorceryPoints(p.Char, cost)
	if err != nil {
		return ErrNoPoints
	}
	p.Char = c
	s.featureNote(rules.FeatureMetamagic, fmt.Sprintf("%s Spell, %d sorcery %s, %d left", metaName(a.Meta), cost, plural(cost, "point"), rules.SorceryPoints(c)))
	if a.Meta == rules.Quickened {
		def.Action = rules.BonusAction // cast as a bonus action (SRD)
	} else {
		s.rerolls = max(1, p.Abilities.Mod(rules.CHA))
	}
	defer func() { s.rerolls = 0 }()
	if err := s.castDef(def, a.Target, a.Slot); err != nil {
		p.Char, s.evs = before, s.evs[:evs] // a refused cast keeps its points
		return err
	}
	return nil
}

// metaName is option m's name: "Quickened", "Empowered".
func metaName(m rules.Metamagic) string {
	switch m {
	case rules.Quickened:
		return "Quickened"
	case rules.Empowered:
		return "Empowered"
	}
	return string(m)
}

// plural is word, with an s unless n is 1.
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// diceWord is "die" for one and "dice" for any other count.
func diceWord(n int) string {
	if n == 1 {
		return "die"
	}
	return "dice"
}

// font plays ActFont with slot (see ActFont). Errors (nothing changed):
// ErrNoFeature, ErrNoBonusAction, ErrFontSlot, ErrNoPoints, ErrNoSlot,
// ErrPointsFull.
func (s *State) font(slot int) error {
	p := s.Player()
	if !p.Char.HasFeature(rules.FeatureFontOfMagic) {
		return ErrNoFeature
	}
	if p.BonusUsed {
		return ErrNoBonusAction
	}
	var c rules.Character
	var err error
	var what string
	if slot > 0 {
		c, err = rules.CreateSlot(p.Char, slot)
		what = fmt.Sprintf("%d sorcery points become a level-%d slot", rules.SlotCost(slot), slot)
	} else {
		c, err = rules.SlotToPoints(p.Char, -slot)
		what = fmt.Sprintf("a level-%d slot becomes %d sorcery %s", -slot, -slot, plural(-slot, "point"))
	}
	var noSlot rules.ErrNoSlot
	var full rules.ErrPointsFull
	var bad rules.ErrSlotLevel
	switch {
	case errors.As(err, &bad) || slot == 0:
		return ErrFontSlot
	case errors.As(err, &noSlot):
		return ErrNoSlot
	case errors.As(err, &full):
		return ErrPointsFull
	case err != nil:
		return ErrNoPoints
	}
	p.Char = c
	p.BonusUsed, p.Acted = true, true
	s.featureNote(rules.FeatureFontOfMagic, fmt.Sprintf("%s; %d left", what, rules.SorceryPoints(c)))
	return nil
}

// spellRoll rolls a spell's damage dice d (doubled on a crit): as
// rollDiceCrit, then Empowered Spell's rerolls of the lowest dice under
// the die's average, and Elemental Affinity's CHA modifier, each once a
// cast (rules §1.7, §1.11).
func (s *State) spellRoll(r roller, d rules.Dice, crit bool) int {
	if s.rerolls <= 0 && s.affinity <= 0 {
		return rollDiceCrit(r, d, crit) // the same rolls as every other caster's
	}
	if crit {
		d.Count *= 2
	}
	rolls := make([]int, d.Count)
	for k := range rolls {
		rolls[k] = r.Die(d.Sides)
	}
	if n := s.rerolls; n > 0 {
		s.rerolls = 0
		slices.Sort(rolls)
		again := 0
		for k := 0; k < len(rolls) && again < n && 2*rolls[k] < d.Sides+1; k++ {
			rolls[k] = r.Die(d.Sides)
			again++
		}
		s.featureNote(rules.FeatureMetamagic, fmt.Sprintf("Empowered Spell rerolls %d %s", again, diceWord(again)))
	}
	t := d.Bonus
	for _, v := range rolls {
		t += v
	}
	if b := s.affinity; b > 0 {
		s.affinity = 0
		s.featureNote(rules.FeatureElementalAffinity, fmt.Sprintf("+%d %s damage", b, rules.AffinityType))
		t += b
	}
	return t
}

// beginSorcery notes at a cast's start what the Sorcerer adds to its
// first damage roll: Elemental Affinity on a fire spell of 1st level or
// higher (rules §1.11: on every Fire Bolt too, it lifted the Draconic
// Sorcerer 14.8 points over the vanilla one in tier 3).
func (s *State) beginSorcery(def rules.SpellDef) {
	s.affinity = 0
	if damageSpell(def) && def.Level >= 1 {
		s.affinity = rules.AffinityBonus(s.Player().Char, def.DamageType)
	}
}

// afterSorcery is what follows a resolved cast of def at slot: Heart of
// the Storm's lightning on every foe after a leveled lightning or thunder
// spell, Tempestuous Magic's flight after a leveled spell, and a Wild
// Magic Surge's roll. Their damage is the feature's, not the spell's, so
// its events carry no spell and the log names the feature.
func (s *State) afterSorcery(r roller, def rules.SpellDef, slot int) {
	s.affinity = 0
	s.curSpell = ""
	p := s.Player()
	if slot < 1 || s.Over() {
		return
	}
	if n := rules.StormDamage(p.Char); n > 0 && rules.StormType(def.DamageType) {
		s.featureNote(rules.FeatureHeartOfTheStorm, fmt.Sprintf("%d lightning on every foe", n))
		for t := range s.Enemies {
			if s.Enemies[t].Standing() && !s.Over() {
				s.damageEnemy(r, t, s.spellResist(r, t, n), string(rules.FeatureHeartOfTheStorm))
			}
		}
	}
	if p.Char.HasFeature(rules.FeatureTempestuousMagic) && !p.BonusUsed && !s.Over() {
		p.BonusUsed, p.TempestOn = true, p.Turns
		s.featureNote(rules.FeatureTempestuousMagic, "the first attack on you before your next turn has disadvantage")
	}
	s.wildSurge(r)
}

// TempestUp reports whether Tempestuous Magic still turns the next attack
// on the player this round.
func (s *State) TempestUp() bool {
	p := s.Player()
	return p.TempestOn > 0 && p.TempestOn == p.Turns
}

// tempestDodge is Tempestuous Magic on an attack at the player: true (and
// spent) when it gives the attack disadvantage.
func (s *State) tempestDodge() bool {
	if !s.TempestUp() {
		return false
	}
	s.Player().TempestOn = 0
	return true
}

// SurgeDie is the Wild Magic Surge table's die (rules §1.11).
const SurgeDie = 4

// The surge table's numbers (rules §1.11): a heal of 2d10, lightning of
// 4d10 on a foe, a backlash of 1d10 force on the sorcerer.
var (
	surgeHeal      = rules.Dice{Count: 2, Sides: 10}
	surgeLightning = rules.Dice{Count: 4, Sides: 10}
	surgeBacklash  = rules.Dice{Count: 1, Sides: 10}
)

// tidesBack is the note of Tides of Chaos given back by a surge: the log
// tells it as coming back, not as used (tidesLine).
const tidesBack = "it comes back with the surge"

// tidesLine is the log line of Tides of Chaos given back by a Wild Magic
// Surge (rules §1.11): "Tides of Chaos comes back with the surge"; ok is
// false for another event.
func tidesLine(e Event) (string, bool) {
	if e.Feature != rules.FeatureTidesOfChaos || !strings.HasSuffix(e.Detail, "("+tidesBack+")") {
		return "", false
	}
	return strings.TrimSuffix(e.Detail, " ("+tidesBack+")") + " comes back with the surge", true
}

// wildSurge rolls for a Wild Magic Surge after a leveled spell: a d20 of
// 1 surges, rolling SurgeDie on the table, and gives a spent Tides of
// Chaos back. No surge comes at once after the Tides (rules §1.11: a
// surge on every leveled spell after them, each giving them back, lifted
// the Wild Magic Sorcerer up to 21 points over the vanilla one in tier 5).
func (s *State) wildSurge(r roller) {
	p := s.Player()
	if !p.Char.HasFeature(rules.FeatureWildMagicSurge) || s.Over() {
		return
	}
	if r.Die(20) != 1 {
		return
	}
	tidesSpent := p.Char.HasFeature(rules.FeatureTidesOfChaos) && rules.FeatureUsesLeft(p.Char, rules.FeatureTidesOfChaos) == 0
	if tidesSpent {
		p.Char = p.Char.Clone()
		p.Char.Resources[rules.FeatureTidesOfChaos] = 1
	}
	switch r.Die(SurgeDie) {
	case 1:
		n := rollDice(r, surgeHeal)
		s.featureNote(rules.FeatureWildMagicSurge, fmt.Sprintf("a warm light: you heal %s", surgeHeal))
		s.healPlayer(n, string(rules.FeatureWildMagicSurge))
	case 2:
		if t := ChooseTarget(s); t >= 0 {
			s.featureNote(rules.FeatureWildMagicSurge, fmt.Sprintf("lightning leaps to %s for %s", s.Enemies[t].Name, surgeLightning))
			s.damageEnemy(r, t, s.spellResist(r, t, rollDice(r, surgeLightning)), string(rules.FeatureWildMagicSurge))
		}
	case 3:
		s.featureNote(rules.FeatureWildMagicSurge, fmt.Sprintf("the magic bites back: %s force to you", surgeBacklash))
		s.hurtPlayer(r, s.focusActor(), rollDice(r, surgeBacklash), rules.Force, string(rules.FeatureWildMagicSurge), false)
	default:
		s.featureNote(rules.FeatureWildMagicSurge, "a harmless flash of colour")
	}
	if tidesSpent {
		s.featureNote(rules.FeatureTidesOfChaos, tidesBack)
	}
}

// tides plays ActTides: no action, a use of Tides of Chaos, advantage on
// the player's next attack roll. Errors (nothing changed): ErrNoFeature,
// ErrNoFeatureUses, ErrTidesUp.
func (s *State) tides() error {
	p := s.Player()
	if p.TidesUp && p.Char.HasFeature(rules.FeatureTidesOfChaos) {
		return ErrTidesUp
	}
	if err := s.useFeature(rules.FeatureTidesOfChaos); err != nil {
		return err
	}
	p.TidesUp = true
	s.featureNote(rules.FeatureTidesOfChaos, "your next attack roll has advantage")
	return nil
}

// tidesAdvantage is Tides of Chaos on the player's attack roll: true (and
// spent) when it gives advantage.
func (s *State) tidesAdvantage() bool {
	p := s.Player()
	if !p.TidesUp {
		return false
	}
	p.TidesUp = false
	return true
}
