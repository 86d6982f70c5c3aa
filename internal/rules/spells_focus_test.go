package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFocusBonusIsAHeldStaffsMagicForTheClassThatCastsThroughIt(t *testing.T) {
	staff3 := &Weapon{ID: "qs3", Kind: "quarterstaff", MagicBonus: 3}
	dagger3 := &Weapon{ID: "dg3", Kind: "dagger", MagicBonus: 3}
	cases := []struct {
		name  string
		class ClassID
		w     *Weapon
		want  int
	}{
		{"a Mage's +3 staff", Mage, staff3, 3},
		{"a Mage's +3 dagger is no focus", Mage, dagger3, 0},
		{"a Mage with empty hands", Mage, nil, 0},
		{"a Cleric's staff is no arcane focus", Cleric, staff3, 0},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, FocusBonus(newChar(t, tc.class, Human), tc.w), tc.name)
	}
}

func TestEffectiveSpellNumbersIncludeTheFocus(t *testing.T) {
	c := newChar(t, Mage, Human)
	plain := EffectiveWith(c, Gear{})
	staffed := EffectiveWith(c, Gear{Weapon: &Weapon{ID: "qs2", Kind: "quarterstaff", MagicBonus: 2}})
	assert.Equal(t, plain.SpellAttack+2, staffed.SpellAttack)
	assert.Equal(t, plain.SpellSaveDC+2, staffed.SpellSaveDC)
	assert.Equal(t, 2, staffed.FocusBonus)
	assert.Equal(t, SpellSaveDC(c), plain.SpellSaveDC, "no focus: the sheet's own DC")
}
