package rules

import (
	"testing"

	"github.com/gogobee/gogobee/internal/dice"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPactMagicSlotsFollowTheSRDTable(t *testing.T) {
	for _, tc := range []struct {
		level, slotLevel, count int
	}{
		{1, 1, 1}, {2, 1, 2}, {3, 2, 2}, {4, 2, 2}, {5, 3, 2}, {6, 3, 2}, {7, 4, 2}, {8, 4, 2},
		{9, 5, 2}, {10, 5, 2}, {11, 5, 3}, {16, 5, 3}, {17, 5, 4}, {20, 5, 4},
	} {
		c := atLevel(t, Warlock, Human, tc.level)
		got := MaxSlots(c)
		assert.Equal(t, tc.slotLevel, got.Highest(), "L%d slot level", tc.level)
		assert.Equal(t, tc.count, got.Total(), "L%d: every slot is of the one level", tc.level)
		assert.True(t, PactMagic(c), "L%d", tc.level)
	}
	assert.False(t, PactMagic(atLevel(t, Mage, Human, 5)), "a Mage's slots are not Pact Magic")
}

func TestShortRestGivesEveryPactSlotBack(t *testing.T) {
	for _, tc := range []struct {
		class ClassID
		level int
		want  SlotTable // restored
	}{
		{Warlock, 5, SlotTable{0, 0, 2}},        // both 3rd-level pact slots
		{Warlock, 11, SlotTable{0, 0, 0, 0, 3}}, // all three 5th-level
		{Mage, 5, SlotTable{4, 0, 1}},           // the full caster's share: level/4 higher slots, highest first
	} {
		c := atLevel(t, tc.class, Human, tc.level)
		c.Slots = SlotTable{}
		c.HP--
		assert.True(t, ShortRestRecovers(c), "%s L%d", tc.class, tc.level)
		rested, rep, err := ShortRest(c, dice.NewStream(1, "rest"), c.LockoutUntil)
		require.NoError(t, err, "%s L%d", tc.class, tc.level)
		assert.Equal(t, tc.want, rep.SlotsRestored, "%s L%d restored", tc.class, tc.level)
		assert.Equal(t, tc.want, rested.Slots, "%s L%d after", tc.class, tc.level)
	}
}

func TestEldritchBlastBeamsAndAgonizingBlast(t *testing.T) {
	for _, tc := range []struct {
		level, beams int
		dice         string
	}{
		{1, 1, "1d10+3"}, // Agonizing Blast from level 1 (rules §1.7): CHA 16 (+3)
		{5, 2, "1d10+3"},
		{11, 3, "1d10+3"},
		{17, 4, "1d10+3"},
	} {
		c := atLevel(t, Warlock, Human, tc.level)
		_, cast, err := CastSpell(c, EldritchBlast, 0)
		require.NoError(t, err, "L%d", tc.level)
		assert.Equal(t, tc.beams, cast.Projectiles, "L%d beams", tc.level)
		assert.Equal(t, tc.dice, cast.Dice.String(), "L%d dice a beam", tc.level)
	}
	_, fire, err := CastSpell(atLevel(t, Mage, Human, 5), FireBolt, 0)
	require.NoError(t, err)
	assert.Equal(t, 1, fire.Projectiles, "another cantrip scales by dice")
	assert.Equal(t, 2, fire.Dice.Count)
}

func TestHexIsAPactSlotBonusActionConcentration(t *testing.T) {
	c := atLevel(t, Warlock, Human, 5)
	def, ok := Spell(Hex)
	require.True(t, ok)
	assert.Equal(t, BonusAction, def.Action)
	assert.True(t, def.Aimed(), "Hex curses one foe")
	c2, cast, err := CastSpell(c, Hex, 3)
	require.NoError(t, err, "a 3rd-level pact slot casts it")
	assert.Equal(t, Hex, c2.Concentration)
	assert.Equal(t, 1, c2.Slots.At(3))
	assert.Equal(t, "1d6", cast.Dice.String())
}

func TestWarlockFeaturesByLevel(t *testing.T) {
	for _, tc := range []struct {
		level   int
		feature FeatureID
		has     bool
	}{
		{1, FeaturePactMagic, true},
		{1, FeatureAgonizingBlast, true},
		{1, FeatureArmorOfShadows, false},
		{4, FeatureWarCaster, false},
		{5, FeatureWarCaster, true},
		{2, FeatureArmorOfShadows, true},
		{4, FeatureFiendishVigor, false},
		{5, FeatureFiendishVigor, true},
		{7, FeatureDevilsSight, true},
	} {
		assert.Equal(t, tc.has, atLevel(t, Warlock, Human, tc.level).HasFeature(tc.feature), "L%d %s", tc.level, tc.feature)
	}
}

func TestArmorOfShadowsIsMageArmorAtWill(t *testing.T) {
	for _, tc := range []struct {
		level int
		want  int
	}{
		{1, 10 + 2 + 2 + FlatBonus}, // unarmoured: 10 + DEX (15, +2) + the class's +2
		{2, 13 + 2 + 2 + FlatBonus}, // Armor of Shadows: 13 + DEX
	} {
		assert.Equal(t, tc.want, UnarmoredAC(atLevel(t, Warlock, Human, tc.level)), "L%d", tc.level)
	}
	leather := &Armor{Category: LightArmor, BaseAC: 11}
	assert.Equal(t, 13+2, BodyAC(atLevel(t, Warlock, Human, 2), leather), "the better of leather and the invocation")
}

func TestDarkOnesBlessing(t *testing.T) {
	for _, tc := range []struct {
		name     string
		subclass SubclassID
		level    int
		cha      int
		want     int
	}{
		{"Fiend at 3", "fiend", 3, 3, 6},
		{"Fiend at 10", "fiend", 10, 4, 14},
		{"at least 1", "fiend", 3, -5, 1},
		{"Archfey has none", "archfey", 3, 3, 0},
	} {
		c := atLevel(t, Warlock, Human, tc.level)
		c.Subclass = tc.subclass
		assert.Equal(t, tc.want, DarkOnesBlessing(c, tc.cha), tc.name)
	}
}

func TestPactSlotsRiseWithTheLevelAndSpentOnesStaySpent(t *testing.T) {
	c := atLevel(t, Warlock, Human, 2)
	c, err := SpendSlot(c, 1)
	require.NoError(t, err)
	c, _ = AwardXP(c, XPForLevel(3)-c.XP)
	require.Equal(t, 3, c.Level)
	assert.Equal(t, SlotTable{0, 1}, c.Slots, "one of two 2nd-level slots left, no 1st-level one")
}
