package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSorcererFeaturesByLevel(t *testing.T) {
	for _, tc := range []struct {
		level   int
		feature FeatureID
		has     bool
		points  int
	}{
		{1, FeatureFontOfMagic, false, 0},
		{2, FeatureFontOfMagic, true, 2},
		{2, FeatureMetamagic, false, 2},
		{3, FeatureMetamagic, true, 3},
		{10, FeatureFontOfMagic, true, 10},
		{20, FeatureFontOfMagic, true, 20},
	} {
		c := subclassAt(t, Sorcerer, tc.level, "")
		assert.Equal(t, tc.has, c.HasFeature(tc.feature), "L%d %s", tc.level, tc.feature)
		assert.Equal(t, tc.points, SorceryPoints(c), "L%d points", tc.level)
		assert.Equal(t, tc.points, MaxSorceryPoints(c), "L%d pool", tc.level)
	}
	assert.Equal(t, SlotsForProgression(SlotsFull, 5), MaxSlots(subclassAt(t, Sorcerer, 5, "")), "the full caster's slots")
	assert.False(t, KnowsSpell(subclassAt(t, Sorcerer, 5, ""), Blink), "fewer spells than a Mage: no Blink")
	assert.True(t, KnowsSpell(subclassAt(t, Sorcerer, 5, ""), LightningBolt))
	assert.False(t, KnowsSpell(atLevel(t, Mage, Human, 5), LightningBolt), "the Mage's list is as before")
}

func TestFontOfMagicSlotCosts(t *testing.T) {
	for level, want := range map[int]int{0: 0, 1: 2, 2: 3, 3: 5, 4: 6, 5: 7, 6: 0} {
		assert.Equal(t, want, SlotCost(level), "slot %d", level)
	}
	assert.Equal(t, 2, MetamagicCost(Quickened))
	assert.Equal(t, 1, MetamagicCost(Empowered))
	assert.Zero(t, MetamagicCost("twinned"))
}

func TestCreateSlotSpendsPoints(t *testing.T) {
	for _, tc := range []struct {
		name    string
		level   int
		slot    int
		wantErr any
		left    int
	}{
		{"a 1st-level slot for 2", 5, 1, nil, 3},
		{"a 3rd-level slot for 5", 5, 3, nil, 0},
		{"a 4th-level slot is 6, more than 5", 5, 4, &ErrNoUses{}, 5},
		{"no 6th-level slot", 20, 6, &ErrSlotLevel{}, 20},
		{"no points before level 2", 1, 1, &ErrNoFeature{}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := subclassAt(t, Sorcerer, tc.level, "")
			got, err := CreateSlot(c, tc.slot)
			if tc.wantErr != nil {
				assert.ErrorAs(t, err, tc.wantErr)
				assert.Equal(t, c, got, "a refusal changes nothing")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, c.Slots.At(tc.slot)+1, got.Slots.At(tc.slot))
			assert.Equal(t, tc.left, SorceryPoints(got))
		})
	}
}

func TestSlotToPointsFillsThePoolUpToItsSize(t *testing.T) {
	c := subclassAt(t, Sorcerer, 5, "")
	_, err := SlotToPoints(c, 1)
	assert.ErrorAs(t, err, &ErrPointsFull{}, "a full pool takes no more")
	c, err = SpendSorceryPoints(c, 3)
	require.NoError(t, err)
	got, err := SlotToPoints(c, 2)
	require.NoError(t, err)
	assert.Equal(t, 4, SorceryPoints(got))
	assert.Equal(t, c.Slots.At(2)-1, got.Slots.At(2))
	c.Slots[0] = 0
	_, err = SlotToPoints(c, 1)
	assert.ErrorAs(t, err, &ErrNoSlot{})
	_, err = SlotToPoints(subclassAt(t, Sorcerer, 2, ""), 3)
	assert.ErrorAs(t, err, &ErrNoSlot{}, "with the pool full, no level-3 slot is the reason")
	rested, _ := RestoreLongRest(got)
	assert.Equal(t, 5, SorceryPoints(rested), "a long rest fills the pool")
}

func TestSorcerousOrigins(t *testing.T) {
	for _, tc := range []struct {
		name     string
		level    int
		sub      string
		hpExtra  int
		fireBon  int
		storm    int
		bareSkin int
	}{
		{"no origin", 6, "", 0, 0, 0, 12},
		{"draconic at 3: HP and skin", 3, "draconic", 3, 0, 0, 15},
		{"draconic at 6: fire affinity, CHA 16", 6, "draconic", 6, 3, 0, 15},
		{"storm at 5: no heart yet", 5, "storm", 0, 0, 0, 12},
		{"storm at 7: half the level", 7, "storm", 0, 0, 3, 12},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := subclassAt(t, Sorcerer, tc.level, tc.sub)
			c.MageArmor = false
			assert.Equal(t, tc.hpExtra, DraconicHP(c))
			assert.Equal(t, MaxHPFor(c.Def(), c.Level, c.Abilities.Mod(CON))+tc.hpExtra, MaxHP(c))
			assert.Equal(t, tc.fireBon, AffinityBonus(c, Fire))
			assert.Zero(t, AffinityBonus(c, Cold), "fire only")
			assert.Equal(t, tc.storm, StormDamage(c))
			assert.Equal(t, tc.bareSkin, BodyAC(c, nil), "DEX 14: 10 + 2, or 13 + 2")
		})
	}
	assert.True(t, StormType(Lightning))
	assert.True(t, StormType(Thunder))
	assert.False(t, StormType(Fire))
}
