package rules

import (
	"strconv"
	"strings"
)

// The Druid's numbers (rules §1.7, SRD 5.1): the beast forms Wild Shape
// takes and the challenge rating a druid's level allows. What a form does
// in a fight is the combat engine's business.

// Druid is the Druid's class ID (rules §1.3).
const Druid ClassID = "druid"

// The Druid's own spells (rules §1.6).
const (
	ProduceFlame  SpellID = "produce_flame"
	Moonbeam      SpellID = "moonbeam"
	CallLightning SpellID = "call_lightning"
)

// BeastForm is one SRD beast a druid may become (rules §1.7): its own HP
// pool and AC, and its attack, made Attacks times by the Attack action at
// ToHit for Dice + DamageBonus. A multiattack of two different attacks is
// listed as that many of its weaker one. CR is the challenge rating in
// quarters (1 is CR 1/4, 4 is CR 1).
type BeastForm struct {
	ID          string
	Name        string
	CR          int
	HP          int
	AC          int
	Attack      string
	Attacks     int
	ToHit       int
	Dice        Dice
	DamageBonus int
	DamageType  DamageType
}

// CRText is the form's challenge rating as the SRD writes it ("1/4", "2").
func (f BeastForm) CRText() string {
	switch f.CR {
	case 1:
		return "1/4"
	case 2:
		return "1/2"
	}
	return strconv.Itoa(f.CR / 4)
}

// beastForms are the SRD beasts Wild Shape offers, weakest first: one or
// two a challenge rating, each a land beast that fights on the ground
// (the SRD's no-fly and no-swim limits never bar them).
var beastForms = []BeastForm{
	{ID: "wolf", Name: "Wolf", CR: 1, HP: 11, AC: 13, Attack: "bite", Attacks: 1, ToHit: 4, Dice: D(2, 4), DamageBonus: 2, DamageType: Piercing},
	{ID: "ape", Name: "Ape", CR: 2, HP: 19, AC: 12, Attack: "fist", Attacks: 2, ToHit: 5, Dice: D(1, 6), DamageBonus: 3, DamageType: Bludgeoning},
	{ID: "dire_wolf", Name: "Dire Wolf", CR: 4, HP: 37, AC: 14, Attack: "bite", Attacks: 1, ToHit: 5, Dice: D(2, 6), DamageBonus: 3, DamageType: Piercing},
	{ID: "brown_bear", Name: "Brown Bear", CR: 4, HP: 34, AC: 11, Attack: "bite", Attacks: 2, ToHit: 6, Dice: D(1, 8), DamageBonus: 4, DamageType: Piercing},
	{ID: "polar_bear", Name: "Polar Bear", CR: 8, HP: 42, AC: 12, Attack: "bite", Attacks: 2, ToHit: 7, Dice: D(1, 8), DamageBonus: 5, DamageType: Piercing},
	{ID: "ankylosaurus", Name: "Ankylosaurus", CR: 12, HP: 68, AC: 15, Attack: "tail", Attacks: 1, ToHit: 7, Dice: D(4, 6), DamageBonus: 4, DamageType: Bludgeoning},
	{ID: "elephant", Name: "Elephant", CR: 16, HP: 76, AC: 12, Attack: "gore", Attacks: 1, ToHit: 8, Dice: D(3, 8), DamageBonus: 6, DamageType: Piercing},
	{ID: "triceratops", Name: "Triceratops", CR: 20, HP: 95, AC: 13, Attack: "gore", Attacks: 1, ToHit: 9, Dice: D(4, 8), DamageBonus: 6, DamageType: Piercing},
	{ID: "mammoth", Name: "Mammoth", CR: 24, HP: 126, AC: 13, Attack: "gore", Attacks: 1, ToHit: 10, Dice: D(4, 8), DamageBonus: 7, DamageType: Piercing},
}

// BeastForms returns every Wild Shape form, weakest first (a copy).
func BeastForms() []BeastForm { return append([]BeastForm(nil), beastForms...) }

// BeastFormByName finds a form by its ID or name, case and spaces folded
// ("dire wolf", "Dire_Wolf"); false when none matches.
func BeastFormByName(name string) (BeastForm, bool) {
	q := strings.ReplaceAll(strings.ToLower(strings.TrimSpace(name)), " ", "_")
	for _, f := range beastForms {
		if f.ID == q {
			return f, true
		}
	}
	return BeastForm{}, false
}

// WildShapeMaxCR is the highest challenge rating, in quarters, c's Wild
// Shape reaches (rules §1.7, the SRD's Beast Shapes table): CR 1/4 from
// level 2, 1/2 from 4, 1 from 8; a Moon druid's Circle Forms (FeatureCircleForms)
// CR 1 from level 2 and a third of its level from 6. 0 without Wild Shape.
func WildShapeMaxCR(c Character) int {
	switch {
	case !c.HasFeature(FeatureWildShape):
		return 0
	case c.HasFeature(FeatureCircleForms):
		return max(4, c.Level/3*4)
	case c.Level >= 8:
		return 4
	case c.Level >= 4:
		return 2
	}
	return 1
}

// WildShapeForms returns the forms c may take now, weakest first; none
// without Wild Shape.
func WildShapeForms(c Character) []BeastForm {
	top := WildShapeMaxCR(c)
	var out []BeastForm
	for _, f := range beastForms {
		if f.CR <= top {
			out = append(out, f)
		}
	}
	return out
}

// BestWildShape is the form `!wildshape` takes when none is named: the
// last (strongest) of WildShapeForms; false without Wild Shape.
func BestWildShape(c Character) (BeastForm, bool) {
	forms := WildShapeForms(c)
	if len(forms) == 0 {
		return BeastForm{}, false
	}
	return forms[len(forms)-1], true
}

// NaturalRecoveryTop is the highest slot level Natural Recovery gives
// back: none of 6th level or higher (SRD).
const NaturalRecoveryTop = 5

// naturalRecovery is the Land druid's Natural Recovery on a short rest
// (rules §1.11): when a use is left and slots are still missing after the
// rest's own refresh (restored), it gives back missing slots of total
// level up to half the druid level rounded up, highest first, none above
// NaturalRecoveryTop, adds them to restored, and spends the use. c must
// already be a clone.
func naturalRecovery(c *Character, restored *SlotTable) {
	if !c.HasFeature(FeatureNaturalRecovery) || FeatureUsesLeft(*c, FeatureNaturalRecovery) <= 0 {
		return
	}
	maxSlots := MaxSlots(*c)
	budget, got := (c.Level+1)/2, false
	for lvl := NaturalRecoveryTop; lvl >= 1; lvl-- {
		for budget >= lvl && c.Slots[lvl-1] < maxSlots[lvl-1] {
			c.Slots[lvl-1]++
			restored[lvl-1]++
			budget -= lvl
			got = true
		}
	}
	if got {
		c.Resources[FeatureNaturalRecovery]--
	}
}
