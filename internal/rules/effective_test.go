package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestGearApplyAbilities(t *testing.T) {
	base := Abilities{Str: 16, Dex: 15, Con: 14, Int: 9, Wis: 13, Cha: 11}
	cases := []struct {
		name string
		g    Gear
		want Abilities
	}{
		{"nothing", Gear{}, base},
		{"set raises", Gear{AbilitySet: Abilities{Str: 19}}, base.With(STR, 19)},
		{"set below the score does nothing", Gear{AbilitySet: Abilities{Str: 15}}, base},
		{"bonus adds", Gear{AbilityBonus: Abilities{Cha: 3}}, base.With(CHA, 14)},
		{"bonus capped at 20", Gear{AbilityBonus: Abilities{Str: 6}}, base.With(STR, 20)},
		{"bonus then set", Gear{AbilityBonus: Abilities{Str: 2}, AbilitySet: Abilities{Str: 19}}, base.With(STR, 19)},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, tc.g.ApplyAbilities(base), tc.name)
	}
}

// Worked by hand: a level-1 Human Fighter has STR 16 DEX 15 CON 14, 18 HP
// and an unarmoured AC of 10 + 2 + 0 + 3 = 15; a Human Mage INT 16, 15 HP,
// save DC 13 and spell attack +5.
func TestEffectiveWith(t *testing.T) {
	type want struct {
		ac, attack  int
		hit         Dice
		proficient  bool
		init, speed int
		maxHP, hp   int
		dc, spell   int
	}
	ogre := Gear{Weapon: &longsword, AbilitySet: Abilities{Str: 19}}
	cases := []struct {
		name  string
		class ClassID
		hp    int // 0: full
		g     Gear
		want  want
	}{
		{"unarmed, nothing worn", Fighter, 0, Gear{},
			want{15, 3 + 2 + 2 + 3, Dice{Bonus: 1 + 3}, true, 2, 30, 18, 18, 10, 2}},
		{"gauntlets of ogre power", Fighter, 0, ogre,
			want{15, 4 + 2 + 2 + 3, Dice{1, 8, 4}, true, 2, 30, 18, 18, 10, 2}},
		{"belt +2 STR", Fighter, 0, Gear{Weapon: &longsword, AbilityBonus: Abilities{Str: 2}},
			want{15, 4 + 2 + 2 + 3, Dice{1, 8, 4}, true, 2, 30, 18, 18, 10, 2}},
		{"amulet of health: CON 19 raises the fight's maximum only", Fighter, 0, Gear{AbilitySet: Abilities{Con: 19}},
			want{15, 10, Dice{Bonus: 4}, true, 2, 30, (10 + 4) * 3 / 2, 18, 10, 2}},
		{"helmet: +6 HP in a fight", Fighter, 0, Gear{HP: 6},
			want{15, 10, Dice{Bonus: 4}, true, 2, 30, 24, 24, 10, 2}},
		{"helmet while wounded", Fighter, 5, Gear{HP: 6},
			want{15, 10, Dice{Bonus: 4}, true, 2, 30, 24, 11, 10, 2}},
		{"boots: +2 initiative", Fighter, 0, Gear{Speed: 2},
			want{15, 10, Dice{Bonus: 4}, true, 4, 30, 18, 18, 10, 2}},
		{"ring on chain mail and shield", Fighter, 0, Gear{Armor: &chain, Shield: &shield, AC: 1},
			want{16 + 2 + 3 + 1, 10, Dice{Bonus: 4}, true, 2, 30, 18, 18, 10, 2}},
		{"headband of intellect", Mage, 0, Gear{Weapon: &quarterst, AbilitySet: Abilities{Int: 19}},
			want{17, 4 + 2 + 3, Dice{1, 6, 4}, true, 2, 30, 15, 15, 8 + 2 + 4 + 3, 2 + 4 + 3}},
		{"not proficient: no ability on damage", Mage, 0, Gear{Weapon: &longsword1, AbilitySet: Abilities{Str: 19}},
			want{17, 3 + 2 + 1 + 3 - 4, Dice{1, 8, 1}, false, 2, 30, 15, 15, 16, 8}},
	}
	for _, tc := range cases {
		c := newChar(t, tc.class, Human)
		if tc.hp > 0 {
			c.HP = tc.hp
		}
		e := EffectiveWith(c, tc.g)
		got := want{e.AC, e.AttackBonus, e.HitDamage(), e.Proficient, e.Initiative, e.Speed,
			e.MaxHP, e.HP, e.SpellSaveDC, e.SpellAttack}
		assert.Equal(t, tc.want, got, tc.name)
		assert.Equal(t, tc.g.ApplyAbilities(c.Abilities), e.Abilities, tc.name)
	}
}

func TestEffectiveWithNamesTheWeapon(t *testing.T) {
	c := newChar(t, Fighter, Human)
	e := EffectiveWith(c, Gear{Weapon: &longbow, ExtraDice: D(2, 6)})
	assert.Equal(t, "", e.WeaponName, "the test longbow has no name")
	assert.Equal(t, D(1, 8), e.WeaponDice)
	assert.Equal(t, D(2, 6), e.ExtraDice)
	assert.Equal(t, Piercing, e.DamageType)
	assert.True(t, e.Ranged)

	e = EffectiveWith(c, Gear{ExtraDice: D(2, 6)})
	assert.Equal(t, UnarmedStrike, e.WeaponName)
	assert.Equal(t, Bludgeoning, e.DamageType)
	assert.True(t, e.ExtraDice.IsZero(), "no weapon, no weapon extra")
}
