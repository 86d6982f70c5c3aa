package rules

import (
	"testing"
	"time"

	"github.com/gogobee/gogobee/internal/dice"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The worked example of rules §3.1: a level-5 Mage with every slot spent gets
// all L1 slots and one L3 back (the highest missing).
func TestShortRestWorkedExampleLevel5Mage(t *testing.T) {
	c := atLevel(t, Mage, Human, 5)
	require.Equal(t, SlotTable{4, 3, 2}, c.Slots)
	c.Slots = SlotTable{}
	c, rep, err := ShortRest(c, dice.NewStream(1, "rest"), t0)
	require.NoError(t, err)
	assert.Equal(t, SlotTable{4, 0, 1}, rep.SlotsRestored)
	assert.Equal(t, SlotTable{4, 0, 1}, c.Slots)
	assert.Equal(t, "4 (L1), 1 (L3)", rep.SlotsRestoredText())
}

func TestShortRestSlotRefresh(t *testing.T) {
	cases := []struct {
		name        string
		class       ClassID
		level       int
		current     SlotTable
		wantRestore SlotTable
	}{
		{"L1 mage, all spent", Mage, 1, SlotTable{}, SlotTable{2}},
		{"L3 mage: level/4 = 0 higher slots", Mage, 3, SlotTable{}, SlotTable{4}},
		{"L4 mage: one L2", Mage, 4, SlotTable{}, SlotTable{4, 1}},
		{"L8 mage: two L4, the highest first", Mage, 8, SlotTable{}, SlotTable{4, 0, 0, 2}},
		{"L12 mage: the L6, then two L5", Mage, 12, SlotTable{}, SlotTable{4, 0, 0, 0, 2, 1}},
		{"L16 mage: one each of L8 down to L5", Mage, 16, SlotTable{}, SlotTable{4, 0, 0, 0, 1, 1, 1, 1}},
		{"L20 mage: capped at four higher", Mage, 20, SlotTable{}, SlotTable{4, 0, 0, 0, 0, 0, 2, 1, 1}},
		{"L9 mage: highest missing first", Mage, 9, SlotTable{4, 3, 1, 3, 0}, SlotTable{0, 0, 1, 0, 1}},
		{"L9 mage: only what is missing", Mage, 9, SlotTable{3, 3, 3, 3, 0}, SlotTable{1, 0, 0, 0, 1}},
		{"nothing spent", Mage, 5, SlotTable{4, 3, 2}, SlotTable{}},
		{"L7 ranger", Ranger, 7, SlotTable{}, SlotTable{3, 1}},
		{"fighter has no slots", Fighter, 8, SlotTable{}, SlotTable{}},
	}
	for _, tc := range cases {
		got := ShortRestSlotRefresh(SlotsFor(tc.class, tc.level), tc.current, tc.level)
		assert.Equal(t, tc.wantRestore, got, tc.name)
	}
}

func TestShortRestHealing(t *testing.T) {
	cases := []struct {
		name   string
		level  int
		con    int // CON score
		lo, hi int
	}{
		{"L1: 1d6+2", 1, 14, 3, 8},
		{"L5 doubles: 2×(1d6+2)", 5, 14, 6, 16},
		{"CON 3 (−4) floors at 1", 1, 3, 1, 2},
	}
	for _, tc := range cases {
		seen := map[int]bool{}
		for seed := uint64(0); seed < 200; seed++ {
			c := atLevel(t, Fighter, Human, tc.level)
			c.Abilities.Con = tc.con
			c.HP = 1
			c, rep, err := ShortRest(c, dice.NewStream(seed, "heal"), t0)
			require.NoError(t, err)
			assert.GreaterOrEqual(t, rep.HPHealed, tc.lo, tc.name)
			assert.LessOrEqual(t, rep.HPHealed, tc.hi, tc.name)
			assert.Equal(t, 1+rep.HPHealed, c.HP, tc.name)
			seen[rep.HPHealed] = true
		}
		assert.True(t, seen[tc.lo] && seen[tc.hi], "%s: both ends occur", tc.name)
	}
}

func TestShortRestSpendsHitDieAndLocksOut(t *testing.T) {
	c := atLevel(t, Fighter, Human, 3)
	require.Equal(t, 3, c.HitDice)
	wound := func(c Character) Character { c.HP = 1; return c }
	c, rep, err := ShortRest(wound(c), dice.NewStream(1, "r"), t0)
	require.NoError(t, err)
	assert.Equal(t, 2, c.HitDice)
	assert.Equal(t, 1, rep.HitDiceSpent)
	assert.Equal(t, 2, rep.HitDiceLeft)
	assert.Equal(t, t0.Add(time.Hour), c.LockoutUntil)
	assert.Equal(t, t0.Add(time.Hour), rep.LockoutUntil)
	assert.Equal(t, t0, c.LastShortRest)

	_, _, err = ShortRest(c, dice.NewStream(1, "r"), t0.Add(59*time.Minute))
	assert.Equal(t, ErrRestLockout{Until: t0.Add(time.Hour)}, err)

	c, _, err = ShortRest(wound(c), dice.NewStream(1, "r"), t0.Add(time.Hour))
	require.NoError(t, err)
	c, _, err = ShortRest(wound(c), dice.NewStream(1, "r"), t0.Add(2*time.Hour))
	require.NoError(t, err)
	_, _, err = ShortRest(wound(c), dice.NewStream(1, "r"), t0.Add(3*time.Hour))
	assert.Equal(t, ErrNoHitDice{}, err)
}

// At full HP a short rest heals nothing, so it spends no hit die; it still
// brings back slots.
func TestShortRestAtFullHPKeepsTheHitDie(t *testing.T) {
	c := atLevel(t, Mage, Human, 3)
	c.Slots = SlotTable{}
	require.Equal(t, MaxHP(c), c.HP)
	got, rep, err := ShortRest(c, dice.NewStream(1, "r"), t0)
	require.NoError(t, err)
	assert.Equal(t, c.HitDice, got.HitDice)
	assert.Zero(t, rep.HitDiceSpent)
	assert.Zero(t, rep.HPHealed)
	assert.Positive(t, rep.SlotsRestored.Total())
}

func TestRestRefusals(t *testing.T) {
	base := atLevel(t, Mage, Human, 3)
	inCombat := base
	inCombat.InCombat = true
	down := KnockOut(base, t0, DefaultRecovery)

	_, _, err := ShortRest(inCombat, dice.NewStream(1, "r"), t0)
	assert.Equal(t, ErrInCombat{}, err)
	_, _, err = LongRest(inCombat, dice.NewStream(1, "r"), t0)
	assert.Equal(t, ErrInCombat{}, err)
	_, _, err = ShortRest(down, dice.NewStream(1, "r"), t0.Add(time.Hour))
	assert.Equal(t, ErrRecovering{Until: t0.Add(6 * time.Hour)}, err)
	_, _, err = LongRest(down, dice.NewStream(1, "r"), t0.Add(time.Hour))
	assert.Equal(t, ErrRecovering{Until: t0.Add(6 * time.Hour)}, err)
}

func TestShortRestReportsNothingWhenNothingMissing(t *testing.T) {
	c := atLevel(t, Mage, Human, 5)
	_, rep, err := ShortRest(c, dice.NewStream(1, "r"), t0)
	require.NoError(t, err)
	assert.Equal(t, 0, rep.HPHealed)
	assert.Equal(t, "", rep.SlotsRestoredText())
	assert.Empty(t, rep.FeaturesRecharged)
}

func TestLongRestRestoresEverything(t *testing.T) {
	c := atLevel(t, Fighter, Human, 9)
	c.HP = 3
	c.HitDice = 0
	c.Exhaustion = 2
	c.Resources[FeatureSecondWind] = 0
	c.Resources[FeatureIndomitable] = 0
	c, rep, err := LongRest(c, dice.NewStream(1, "r"), t0)
	require.NoError(t, err)
	assert.Equal(t, RestLong, rep.Kind)
	assert.Equal(t, MaxHP(c), c.HP)
	assert.Equal(t, MaxHP(c)-3, rep.HPHealed)
	assert.Equal(t, 9, c.HitDice)
	assert.Equal(t, 9, rep.HitDiceRestored)
	assert.Equal(t, 1, c.Exhaustion)
	assert.Equal(t, 1, rep.ExhaustionRemoved)
	assert.ElementsMatch(t, []FeatureID{FeatureSecondWind, FeatureIndomitable}, rep.FeaturesRecharged)
	assert.Equal(t, t0, c.LastLongRest)
	assert.Equal(t, t0.Add(8*time.Hour), c.LockoutUntil)
	assert.False(t, c.MageArmor, "fighters do not get Mage Armor")
}

func TestLongRestCooldownAndLockout(t *testing.T) {
	c := newChar(t, Cleric, Human)
	c, _, err := LongRest(c, dice.NewStream(1, "r"), t0)
	require.NoError(t, err)
	_, _, err = LongRest(c, dice.NewStream(1, "r"), t0.Add(7*time.Hour))
	assert.Equal(t, ErrRestLockout{Until: t0.Add(8 * time.Hour)}, err)
	_, _, err = LongRest(c, dice.NewStream(1, "r"), t0.Add(23*time.Hour))
	assert.Equal(t, ErrLongRestCooldown{Until: t0.Add(24 * time.Hour)}, err)
	_, _, err = LongRest(c, dice.NewStream(1, "r"), t0.Add(24*time.Hour))
	assert.NoError(t, err)
}

func TestLongRestSlotsAndMageArmor(t *testing.T) {
	c := atLevel(t, Mage, Human, 5)
	c.Slots = SlotTable{1, 0, 2}
	c.Concentration = Bless
	c, rep, err := LongRest(c, dice.NewStream(1, "r"), t0)
	require.NoError(t, err)
	assert.Equal(t, SlotTable{3, 3, 0}, rep.SlotsRestored)
	assert.Equal(t, "3 (L1), 3 (L2)", rep.SlotsRestoredText())
	assert.True(t, c.MageArmor)
	assert.Equal(t, 1, rep.MageArmorSlot)
	assert.Equal(t, SlotTable{3, 3, 2}, c.Slots, "Mage Armor took one 1st-level slot")
	assert.Equal(t, Bless, rep.ConcentrationEnded)
	assert.Equal(t, SpellID(""), c.Concentration)
}

// A long rest raises Mage Armor only where it raises AC (rules §1.6,
// §1.11): a Draconic sorcerer's Resilience already gives its 13 + DEX.
func TestLongRestMageArmorOnlyWhereItRaisesAC(t *testing.T) {
	for _, tc := range []struct {
		name  string
		class ClassID
		sub   string
		slot  int
	}{
		{"a mage", Mage, "", 1},
		{"a sorcerer without an origin's armour", Sorcerer, "storm", 1},
		{"a draconic sorcerer", Sorcerer, "draconic", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := subclassAt(t, tc.class, 5, tc.sub)
			full := MaxSlots(c)
			c, rep, err := LongRest(c, dice.NewStream(1, "r"), t0)
			require.NoError(t, err)
			assert.Equal(t, tc.slot, rep.MageArmorSlot)
			assert.Equal(t, tc.slot > 0, c.MageArmor)
			assert.Equal(t, full.At(1)-min(tc.slot, 1), c.Slots.At(1), "a slot spent only for the armour")
		})
	}
}

func TestRestoreLongRestHasNoTimers(t *testing.T) {
	c := newChar(t, Mage, Human)
	c.LastLongRest = t0
	c.LockoutUntil = t0.Add(8 * time.Hour)
	c.HP = 1
	c2, rep := RestoreLongRest(c)
	assert.Equal(t, MaxHP(c2), c2.HP)
	assert.Equal(t, c.LastLongRest, c2.LastLongRest)
	assert.Equal(t, c.LockoutUntil, c2.LockoutUntil)
	assert.Equal(t, 1, rep.MageArmorSlot)
}

func TestRestDoesNotChangeCallersCharacter(t *testing.T) {
	c := atLevel(t, Fighter, Human, 2)
	c.Resources[FeatureActionSurge] = 0
	_, _, err := ShortRest(c, dice.NewStream(1, "r"), t0)
	require.NoError(t, err)
	assert.Equal(t, 0, c.Resources[FeatureActionSurge])
}

func TestARestRecoversHPSlotsOrFeatures(t *testing.T) {
	for _, tc := range []struct {
		name string
		rep  RestReport
		want bool
	}{
		{"nothing", RestReport{}, false},
		{"HP", RestReport{HPHealed: 3}, true},
		{"a slot", RestReport{SlotsRestored: SlotTable{1}}, true},
		{"a feature", RestReport{FeaturesRecharged: []FeatureID{FeatureSecondWind}}, true},
		{"a hit die back is not a recovery", RestReport{HitDiceRestored: 1}, false},
	} {
		assert.Equal(t, tc.want, tc.rep.Recovered(), tc.name)
	}
}

// ShortRestRecovers agrees with what ShortRest then reports, case by case.
func TestShortRestRecoversIsWhatTheRestWouldReport(t *testing.T) {
	fresh := func(class ClassID, level int) Character { return atLevel(t, class, Human, level) }
	tests := []struct {
		name  string
		c     func() Character
		wants bool
	}{
		{"fresh: nothing to recover", func() Character { return fresh(Fighter, 3) }, false},
		{"wounded", func() Character { c := fresh(Fighter, 3); c.HP = 5; return c }, true},
		{"wounded with no hit die", func() Character { c := fresh(Fighter, 3); c.HP = 5; c.HitDice = 0; return c }, false},
		{"Second Wind spent", func() Character { c := fresh(Fighter, 3); c.Resources[FeatureSecondWind] = 0; return c }, true},
		{"a slot spent", func() Character { c := fresh(Mage, 3); c.Slots = SlotTable{}; return c }, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := tt.c()
			assert.Equal(t, tt.wants, ShortRestRecovers(c))
			_, rep, err := ShortRest(c, dice.NewStream(1, "r"), t0)
			assert.Equal(t, tt.wants, err == nil && rep.Recovered(), "the rest itself agrees")
		})
	}
}
