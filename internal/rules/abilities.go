package rules

import (
	"fmt"
	"slices"
)

// Ability is one of the six SRD ability scores.
type Ability string

// The six abilities (rules §1.1).
const (
	STR Ability = "str"
	DEX Ability = "dex"
	CON Ability = "con"
	INT Ability = "int"
	WIS Ability = "wis"
	CHA Ability = "cha"
)

// allAbilities lists the abilities in sheet order STR, DEX, CON, INT, WIS, CHA.
var allAbilities = []Ability{STR, DEX, CON, INT, WIS, CHA}

// AllAbilities returns a copy of allAbilities, the table above: changing it changes
// nothing shipped.
func AllAbilities() []Ability { return slices.Clone(allAbilities) }

// MaxAbilityScore is the highest an ability score may reach (rules §1.1).
const MaxAbilityScore = 20

// Abilities is a full set of six ability scores (or of modifiers to them,
// as in a race's table row).
type Abilities struct {
	Str int `json:"str"`
	Dex int `json:"dex"`
	Con int `json:"con"`
	Int int `json:"int"`
	Wis int `json:"wis"`
	Cha int `json:"cha"`
}

// Get returns the score for a; an unknown ability gives 0.
func (a Abilities) Get(ab Ability) int {
	if p := a.score(ab); p != nil {
		return *p
	}
	return 0
}

// With returns a copy of a with ability ab set to v. An unknown ability
// leaves a unchanged.
func (a Abilities) With(ab Ability, v int) Abilities {
	if p := a.score(ab); p != nil {
		*p = v
	}
	return a
}

// score points at ab's score in a; nil for an unknown ability. The scores
// stand in AllAbilities order.
func (a *Abilities) score(ab Ability) *int {
	if i := slices.Index(allAbilities, ab); i >= 0 {
		return [...]*int{&a.Str, &a.Dex, &a.Con, &a.Int, &a.Wis, &a.Cha}[i]
	}
	return nil
}

// Add returns the element-wise sum of a and mods.
func (a Abilities) Add(mods Abilities) Abilities {
	return Abilities{
		Str: a.Str + mods.Str, Dex: a.Dex + mods.Dex, Con: a.Con + mods.Con,
		Int: a.Int + mods.Int, Wis: a.Wis + mods.Wis, Cha: a.Cha + mods.Cha,
	}
}

// Clamp returns a with every score limited to [1, MaxAbilityScore].
func (a Abilities) Clamp() Abilities {
	for _, ab := range allAbilities {
		v := a.Get(ab)
		if v < 1 {
			v = 1
		}
		if v > MaxAbilityScore {
			v = MaxAbilityScore
		}
		a = a.With(ab, v)
	}
	return a
}

// Mod returns the ability modifier of ability ab.
func (a Abilities) Mod(ab Ability) int { return AbilityModifier(a.Get(ab)) }

// String renders the scores as "STR 15 DEX 14 CON 13 INT 8 WIS 12 CHA 10".
func (a Abilities) String() string {
	return fmt.Sprintf("STR %d DEX %d CON %d INT %d WIS %d CHA %d",
		a.Str, a.Dex, a.Con, a.Int, a.Wis, a.Cha)
}

// AbilityModifier is floor((score − 10) / 2) (rules §1.1): 8 → −1,
// 10 → 0, 15 → +2, 20 → +5.
func AbilityModifier(score int) int {
	d := score - 10
	if d < 0 {
		// Go integer division truncates toward zero; floor for negatives.
		return (d - 1) / 2
	}
	return d / 2
}
