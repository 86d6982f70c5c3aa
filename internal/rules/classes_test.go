package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestClassTableMatchesFacts(t *testing.T) {
	cases := []struct {
		id                          ClassID
		hitDie, avg, bonus, acBonus int
		attack, casting             Ability
		slots                       SlotProgression
		casterHP                    bool
		array                       Abilities
	}{
		{Fighter, 10, 6, 2, 0, STR, "", SlotsNone, false, Abilities{15, 14, 13, 8, 12, 10}},
		{Rogue, 8, 5, 1, 0, DEX, "", SlotsNone, false, Abilities{8, 15, 13, 14, 10, 12}},
		{Mage, 6, 4, 0, 2, INT, INT, SlotsFull, true, Abilities{8, 14, 13, 15, 12, 10}},
		{Cleric, 8, 5, 0, 0, WIS, WIS, SlotsCleric, true, Abilities{12, 14, 13, 8, 15, 10}},
		{Ranger, 8, 5, 1, 0, DEX, WIS, SlotsHalf, false, Abilities{12, 15, 13, 10, 14, 8}},
		{Paladin, 10, 6, 1, 0, STR, CHA, SlotsHalf, false, Abilities{15, 10, 13, 8, 12, 14}},
		{Warlock, 8, 5, 0, 2, CHA, CHA, SlotsWarlock, true, Abilities{8, 14, 13, 10, 12, 15}},
		{Sorcerer, 6, 4, 0, 2, CHA, CHA, SlotsFull, true, Abilities{8, 14, 13, 10, 12, 15}},
		{Druid, 8, 5, 0, 0, WIS, WIS, SlotsFull, true, Abilities{10, 14, 13, 12, 15, 8}},
	}
	require.Len(t, Classes(), len(cases))
	for _, tc := range cases {
		d, ok := Class(tc.id)
		require.True(t, ok, tc.id)
		assert.Equal(t, tc.hitDie, d.HitDie, tc.id)
		assert.Equal(t, tc.avg, d.AvgHP, tc.id)
		assert.Equal(t, tc.bonus, d.WeaponBonus, tc.id)
		assert.Equal(t, tc.acBonus, d.ACBonus, tc.id)
		assert.Equal(t, tc.attack, d.AttackAbility, tc.id)
		assert.Equal(t, tc.casting, d.CastingAbility, tc.id)
		assert.Equal(t, tc.slots, d.Slots, tc.id)
		assert.Equal(t, tc.casterHP, d.CasterHP, tc.id)
		assert.Equal(t, tc.array, d.Array, tc.id)
	}
}

func TestClassDataIsConsistent(t *testing.T) {
	for _, d := range Classes() {
		assert.NotEmpty(t, d.Name, d.ID)
		assert.Len(t, d.Saves, 2, d.ID)
		assert.NotEmpty(t, d.StartingEquipment.Get(SlotMainHand), d.ID)
		for _, g := range d.Features {
			_, ok := Feature(g.Feature)
			assert.True(t, ok, "%s grants unknown feature %s", d.ID, g.Feature)
			assert.True(t, g.Level >= 1 && g.Level <= MaxLevel, "%s %s level %d", d.ID, g.Feature, g.Level)
		}
		for slot := range d.StartingEquipment {
			assert.Contains(t, equipSlots, slot, d.ID)
		}
	}
}

func TestAttacksPerAction(t *testing.T) {
	cases := []struct {
		class ClassID
		level int
		want  int
	}{
		{Fighter, 1, 1}, {Fighter, 4, 1}, {Fighter, 5, 2}, {Fighter, 10, 2}, {Fighter, 11, 3}, {Fighter, 20, 3},
		{Rogue, 4, 1}, {Rogue, 5, 2}, {Ranger, 4, 1}, {Ranger, 5, 2}, {Ranger, 20, 2},
		{Mage, 20, 1}, {Cleric, 20, 1}, {Sorcerer, 20, 1}, {Paladin, 4, 1}, {Paladin, 5, 2}, {Paladin, 20, 2},
	}
	for _, tc := range cases {
		c := atLevel(t, tc.class, Human, tc.level)
		assert.Equal(t, tc.want, AttacksPerAction(c), "%s L%d", tc.class, tc.level)
	}
}

func TestHarvestBonus(t *testing.T) {
	cases := []struct {
		class  ClassID
		action HarvestAction
		want   int
	}{
		{Ranger, Forage, 2}, {Ranger, Fish, 2}, {Ranger, Mine, 0},
		{Fighter, Mine, 2}, {Fighter, Forage, 0},
		{Rogue, Scavenge, 2}, {Mage, Essence, 2}, {Cleric, Commune, 2}, {Cleric, Essence, 0},
	}
	for _, tc := range cases {
		d, _ := Class(tc.class)
		assert.Equal(t, tc.want, d.HarvestBonusFor(tc.action), "%s %s", tc.class, tc.action)
	}
}

func TestProficiencies(t *testing.T) {
	fighter, _ := Class(Fighter)
	rogue, _ := Class(Rogue)
	mage, _ := Class(Mage)
	assert.True(t, fighter.ProficientArmor(chain))
	assert.False(t, rogue.ProficientArmor(chain))
	assert.True(t, rogue.ProficientArmor(leather))
	assert.False(t, mage.ProficientArmor(leather))
	assert.True(t, rogue.ProficientWeapon(rapier))
	assert.False(t, rogue.ProficientWeapon(greataxe))
	assert.True(t, mage.ProficientWeapon(quarterst))
	assert.False(t, mage.ProficientWeapon(mace))
}

func TestBrokenClassFileFailsWithClearMessages(t *testing.T) {
	cases := []brokenData{
		{"unknown field", "    hit_die: 10\n", "    hit_dice: 10\n", "field hit_dice not found in type rules.ClassDef"},
		{"unknown feature", "{level: 9, feature: indomitable}", "{level: 9, feature: unbreakable}", `classes[0] ("fighter"): feature "unbreakable" at level 9`},
		{"unknown ability", "    saves: [str, con]\n", "    saves: [str, luck]\n", `classes[0] ("fighter"): unknown ability "luck"`},
		{"unknown slots", "    slots: none\n", "    slots: some\n", `classes[0] ("fighter"): unknown slot progression "some"`},
		{"five scores", "[15, 14, 13, 8, 12, 10]", "[15, 14, 13, 8, 12]", "5 scores; want 6, STR to CHA"},
		{"attacks from level 2", "attacks: [{level: 1, value: 1}, {level: 5, value: 2}, {level: 11, value: 3}]", "attacks: [{level: 2, value: 1}]", "attacks start at level 1 and rise"},
	}
	requireBrokenData(t, "data/classes.yaml", classesData, func(b []byte) error { _, err := loadClasses(b); return err }, cases)
	require.NoError(t, Load(), "the shipped tables load")
}
