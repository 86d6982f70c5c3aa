package content

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBandShare(t *testing.T) {
	z := Zone{MinLevel: 8, MaxLevel: 12}
	for level, want := range map[int]float64{1: 0, 8: 0, 9: 0.25, 10: 0.5, 12: 1, 20: 1} {
		assert.InDelta(t, want, z.BandShare(level), 1e-9, "level %d", level)
	}
	assert.Zero(t, Zone{MinLevel: 5, MaxLevel: 5}.BandShare(9), "a band of one level")
}

// TestAsFoughtSizesDeepZoneFoesToTheDepartureLevel: Ilvaras in the
// Underdark (levels 8-12; +2 to hit, −6% damage, +60% at the top) at each
// departure level, and a zone without foe sizing changing nothing beyond
// the tier's floors (rules §2.8).
func TestAsFoughtSizesDeepZoneFoesToTheDepartureLevel(t *testing.T) {
	underdark, ok := ZoneByID("underdark")
	require.True(t, ok)
	require.Equal(t, FoeScaling{ToHit: 2, DamagePct: -6, GrowPct: 60}, underdark.Foes)
	ilvaras, ok := MonsterByID("ilvaras")
	require.True(t, ok)
	require.NotNil(t, ilvaras.Legendary)
	cases := []struct {
		foeLevel int
		hp       int
		grow     float64
	}{
		{0, 162, 1},    // no level recorded: the band's lowest
		{8, 162, 1},    // the lowest level: HP as recorded
		{10, 211, 1.3}, // half way: +30%, 210.6 rounded
		{12, 259, 1.6}, // the top: +60%, 259.2 rounded
		{15, 259, 1.6}, // above the band counts as its top
	}
	for _, c := range cases {
		f := AsFought(ilvaras, underdark, 4, c.foeLevel)
		assert.Equal(t, c.hp, f.HP, "level %d", c.foeLevel)
		assert.Equal(t, 11, f.AttackBonus, "+9 and the zone's +2")
		assert.Equal(t, 11, f.Multiattack.ToHit)
		assert.Equal(t, []int{12, 11}, f.Multiattack.Swings, "13 and 12 6% lighter, rounded")
		assert.Equal(t, ilvaras.Damage.Bonus+int(math.Round(ilvaras.Damage.Average()*-0.06)), f.Damage.Bonus)
		assert.InDelta(t, c.grow, f.Legendary.Grow, 1e-9, "level %d", c.foeLevel)
	}
	deeper := Zone{MinLevel: 8, MaxLevel: 12, Foes: FoeScaling{ToHit: 3}}
	assert.Equal(t, 12, AsFought(ilvaras, deeper, 4, 8).AttackBonus, "a zone's to-hit goes past the +11 cap")
	assert.Equal(t, 162, ilvaras.HP, "the bestiary's copy is untouched")
	assert.Equal(t, []int{13, 12}, ilvaras.Multiattack.Swings)
	assert.Zero(t, ilvaras.Legendary.Grow)

	crypt, ok := ZoneByID(ZoneCryptValdris)
	require.True(t, ok)
	specter, _ := MonsterByID("specter")
	assert.Equal(t, ApplyFloors(specter, 1), AsFought(specter, crypt, 1, 3), "no foe sizing: the floors alone")
	assert.Equal(t, ApplyFloors(ilvaras, 4), AsFought(ilvaras, Zone{}, 4, 12), "no zone: the floors alone")
}

// TestAsFoughtRaisesARisingLegendaryActionWithTheBand: Infernax's Tail
// Sweep rises with Dragon's Lair's band (levels 12-20): none at its lowest
// level or with no zone, then the band share of its dice; his HP grow by
// the zone's +70% at the same share (rules §2.7, §2.8).
func TestAsFoughtRaisesARisingLegendaryActionWithTheBand(t *testing.T) {
	lair, ok := ZoneByID("dragons_lair")
	require.True(t, ok)
	require.Equal(t, FoeScaling{GrowPct: 70}, lair.Foes)
	infernax, ok := MonsterByID("infernax")
	require.True(t, ok)
	require.NotNil(t, infernax.Legendary)
	cases := []struct {
		foeLevel int
		hp       int
		grow     float64 // 0: no legendary action
	}{
		{0, 288, 0},
		{12, 288, 0},
		{16, 389, 0.5},  // 288 × 1.35 = 388.8
		{18, 439, 0.75}, // 288 × 1.525 = 439.2
		{20, 490, 1},    // 288 × 1.7 = 489.6
	}
	for _, c := range cases {
		f := AsFought(infernax, lair, 5, c.foeLevel)
		assert.Equal(t, c.hp, f.HP, "level %d", c.foeLevel)
		assert.Equal(t, infernax.AttackBonus, f.AttackBonus, "no to-hit change in the lair")
		if c.grow == 0 {
			assert.Nil(t, f.Legendary, "level %d", c.foeLevel)
			continue
		}
		require.NotNil(t, f.Legendary, "level %d", c.foeLevel)
		assert.InDelta(t, c.grow, f.Legendary.Grow, 1e-9, "level %d", c.foeLevel)
	}
	assert.Nil(t, AsFought(infernax, Zone{}, 5, 20).Legendary, "no band: it never rises")
	assert.NotNil(t, infernax.Legendary, "the bestiary's copy is untouched")

	// Belaxath's Hellfire does not rise: it grows with the Abyss's HP.
	abyss, ok := ZoneByID("abyss_portal")
	require.True(t, ok)
	belaxath, ok := MonsterByID("belaxath")
	require.True(t, ok)
	f := AsFought(belaxath, abyss, 5, 15)
	require.NotNil(t, f.Legendary)
	assert.InDelta(t, 1.0, f.Legendary.Grow, 1e-9, "the band's lowest level: as rolled")
	assert.InDelta(t, 1.40, AsFought(belaxath, abyss, 5, 20).Legendary.Grow, 1e-9, "the top: +40%")
	assert.Equal(t, ApplyFloors(belaxath, 5).AttackBonus+2, f.AttackBonus)

	// The Dreaming Aboleth's Psychic Drain rises too, with the Sunken
	// Temple's band (levels 3-5): none at level 3, half at 4, full at 5.
	temple, ok := ZoneByID("sunken_temple")
	require.True(t, ok)
	aboleth, ok := MonsterByID("dreaming_aboleth")
	require.True(t, ok)
	require.True(t, aboleth.Legendary.Rises)
	assert.Nil(t, AsFought(aboleth, temple, 2, 3).Legendary)
	assert.InDelta(t, 0.5, AsFought(aboleth, temple, 2, 4).Legendary.Grow, 1e-9)
	assert.InDelta(t, 1.0, AsFought(aboleth, temple, 2, 5).Legendary.Grow, 1e-9)
}

// TestTierTwoFoesGrowAcrossTheirBand: the Forest of Shadows and the
// Sunken Temple (levels 3-5) grow their foes' HP from +0% at level 3 to
// +100% at level 5, and nothing else (rules §2.8): level 5 brings Extra
// Attack and third-level spells, which left the band's top clearing
// nearly every run.
func TestTierTwoFoesGrowAcrossTheirBand(t *testing.T) {
	wolf, ok := MonsterByID("dire_wolf")
	require.True(t, ok)
	for _, id := range []string{string(ZoneForestShadows), string(ZoneSunkenTemple)} {
		z, ok := ZoneByID(ZoneID(id))
		require.True(t, ok)
		require.Equal(t, FoeScaling{GrowPct: 100}, z.Foes, id)
		for level, hp := range map[int]int{3: 37, 4: 56, 5: 74, 8: 74} { // 37 × 1.5 = 55.5, × 2
			f := AsFought(wolf, z, 2, level)
			assert.Equal(t, hp, f.HP, "%s level %d", id, level)
			assert.Equal(t, ApplyFloors(wolf, 2).AttackBonus, f.AttackBonus, "%s: no to-hit change", id)
			assert.Equal(t, ApplyFloors(wolf, 2).Damage, f.Damage, "%s: no damage change", id)
		}
	}
}

// TestTierThreeFoesGrowAcrossTheirBand: the Haunted Manor and the
// Underforge (levels 5-8) grow their foes' HP from +0% at level 5 to +45%
// at level 8, and nothing else (rules §2.8).
func TestTierThreeFoesGrowAcrossTheirBand(t *testing.T) {
	wolf, ok := MonsterByID("dire_wolf")
	require.True(t, ok)
	for _, id := range []string{string(ZoneHauntedManor), string(ZoneUnderforge)} {
		z, ok := ZoneByID(ZoneID(id))
		require.True(t, ok)
		require.Equal(t, FoeScaling{GrowPct: 45}, z.Foes, id)
		for level, hp := range map[int]int{5: 37, 6: 43, 8: 54} { // 37 × 1.15 = 42.55, × 1.45 = 53.65
			assert.Equal(t, hp, AsFought(wolf, z, 3, level).HP, "%s level %d", id, level)
		}
	}
	// The Feywild Crossing hits no harder to hit: its foes hit 20% lighter
	// and grow +95% across levels 8-12.
	fey, ok := ZoneByID(ZoneFeywild)
	require.True(t, ok)
	assert.Equal(t, FoeScaling{DamagePct: -20, GrowPct: 95}, fey.Foes)
}
