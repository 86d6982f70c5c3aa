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
// Underdark (levels 8-12; +2 to hit, −20% damage, +60% at the top) at each
// departure level, and a zone without foe sizing changing nothing beyond
// the tier's floors (rules §2.8).
func TestAsFoughtSizesDeepZoneFoesToTheDepartureLevel(t *testing.T) {
	underdark, ok := ZoneByID("underdark")
	require.True(t, ok)
	require.Equal(t, FoeScaling{ToHit: 2, DamagePct: -20, GrowPct: 60}, underdark.Foes)
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
		assert.Equal(t, []int{10, 10}, f.Multiattack.Swings, "13 and 12 a fifth lighter, rounded")
		assert.Equal(t, ilvaras.Damage.Bonus+int(math.Round(ilvaras.Damage.Average()*-0.2)), f.Damage.Bonus)
		assert.InDelta(t, c.grow, f.Legendary.Grow, 1e-9, "level %d", c.foeLevel)
	}
	assert.Equal(t, 162, ilvaras.HP, "the bestiary's copy is untouched")
	assert.Equal(t, []int{13, 12}, ilvaras.Multiattack.Swings)
	assert.Zero(t, ilvaras.Legendary.Grow)

	crypt, ok := ZoneByID(ZoneCryptValdris)
	require.True(t, ok)
	specter, _ := MonsterByID("specter")
	assert.Equal(t, ApplyFloors(specter, 1), AsFought(specter, crypt, 1, 3), "no foe sizing: the floors alone")
	assert.Equal(t, ApplyFloors(ilvaras, 4), AsFought(ilvaras, Zone{}, 4, 12), "no zone: the floors alone")
}
