package content

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// armourCase is one character the AC properties are checked on: a class
// and race at level 1, with or without Mage Armor, and with a DEX raised
// by worn items (the case where heavy or medium armour's capped DEX falls
// below the unarmoured 10 + DEX).
type armourCase struct {
	class     rules.ClassID
	race      rules.RaceID
	mageArmor bool
	dex       int // 0: the character's own score
}

func armourCases(t *testing.T) []armourCase {
	t.Helper()
	var out []armourCase
	for _, d := range rules.Classes() {
		for _, r := range rules.Races() {
			for _, dex := range []int{0, 20} {
				out = append(out, armourCase{class: d.ID, race: r.ID, dex: dex})
				if d.ID == rules.Mage {
					out = append(out, armourCase{class: d.ID, race: r.ID, dex: dex, mageArmor: true})
				}
			}
		}
	}
	require.NotEmpty(t, out)
	return out
}

func (ac armourCase) character(t *testing.T) rules.Character {
	t.Helper()
	c, err := rules.NewCharacter("Pat", ac.class, ac.race)
	require.NoError(t, err)
	c.MageArmor = ac.mageArmor
	if ac.dex > 0 {
		c.Abilities = c.Abilities.With(rules.DEX, ac.dex)
	}
	return c
}

// wearable is every catalogue armour (body armour, robes, shields) the
// class may wear, in catalogue order.
func wearable(def rules.ClassDef) []Item {
	return ItemsWhere(func(it Item) bool { return it.Armor != nil && def.ProficientArmor(*it.Armor) })
}

// stripped is c with its armour slot and off hand emptied when they hold
// armour.
func stripped(c rules.Character) rules.Character {
	c = c.Clone()
	for _, s := range []rules.EquipSlot{rules.SlotArmor, rules.SlotOffHand} {
		if it, ok := ItemByID(c.Equipment.Get(s)); ok && it.Armor != nil {
			c.Equipment.Set(s, "")
		}
	}
	return c
}

// For every class and every armour or shield it may wear, at every tier:
// taking it off never raises AC (rules §1.4).
func TestUnequippingArmourNeverRaisesAC(t *testing.T) {
	for _, tc := range armourCases(t) {
		c := stripped(tc.character(t))
		bare := EffectiveOf(c).AC
		for _, it := range wearable(c.Def()) {
			slot := rules.SlotArmor
			if it.Armor.IsShield() {
				slot = rules.SlotOffHand
			}
			worn := c.Clone()
			worn.Equipment.Set(slot, it.ID)
			assert.GreaterOrEqual(t, EffectiveOf(worn).AC, bare, "%+v wearing %s", tc, it.ID)
		}
	}
}

// Every class's starting armour and shield never lower its AC, and do
// raise it when the class starts with any: armour is not decoration. The
// old class floors matched or beat the kits (a Fighter out of its chain
// mail and shield kept 21).
func TestStartingArmourRaisesAC(t *testing.T) {
	for _, tc := range armourCases(t) {
		c := tc.character(t)
		kit, bare := EffectiveOf(c).AC, EffectiveOf(stripped(c)).AC
		assert.GreaterOrEqual(t, kit, bare, "%+v", tc)
		if c.Equipment.Get(rules.SlotArmor) != "" && tc.dex == 0 {
			assert.Greater(t, kit, bare, "%+v: its starting armour adds AC", tc)
		}
	}
}

// Each armour kind at tier t+1 gives more AC than at tier t, for every
// class that may wear it (rules §1.4, §4.2): a better tier is never
// swallowed by a floor.
func TestBetterArmourTierRaisesAC(t *testing.T) {
	for _, tc := range armourCases(t) {
		c := stripped(tc.character(t))
		for _, b := range baseArmors {
			if !c.Def().ProficientArmor(rules.Armor{Category: b.cat}) {
				continue
			}
			slot := rules.SlotArmor
			if b.cat == rules.ShieldArmor {
				slot = rules.SlotOffHand
			}
			prev := 0
			for tier := 1; tier <= MaxZoneTier; tier++ {
				worn := c.Clone()
				worn.Equipment.Set(slot, ArmorID(b.kind, tier))
				ac := EffectiveOf(worn).AC
				if tier > 1 {
					assert.Greater(t, ac, prev, "%+v: %s tier %d over tier %d", tc, b.kind, tier, tier-1)
				}
				prev = ac
			}
		}
	}
}

// The level-1 starting kits' AC, worn and taken off, as rules §1.4 states
// them for a Human.
func TestStartingKitAC(t *testing.T) {
	cases := []struct {
		class     rules.ClassID
		kit, bare int
	}{
		{rules.Fighter, 21, 15}, // chain mail 16 + shield 2 + 3; 10 + DEX 2 + 3
		{rules.Rogue, 17, 16},   // leather 11 + DEX 3 + 3; 10 + 3 + 3
		{rules.Mage, 17, 17},    // no armour: 10 + 2 + Mage 2 + 3
		{rules.Cleric, 21, 15},  // scale 14 + 2 + shield 2 + 3; 10 + 2 + 3
		{rules.Ranger, 19, 16},  // scale 14 + 2 + 3; 10 + 3 + 3
	}
	for _, tc := range cases {
		c := armourCase{class: tc.class, race: rules.Human}.character(t)
		assert.Equal(t, tc.kit, EffectiveOf(c).AC, tc.class)
		assert.Equal(t, tc.bare, EffectiveOf(stripped(c)).AC, tc.class)
	}
}
