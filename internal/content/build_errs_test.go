package content

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestATableTypoIsReportedByCheck: an unknown base kind or shop item, the
// typos the Go tables can hold, is reported by Check instead of panicking
// while the package initialises.
func TestATableTypoIsReportedByCheck(t *testing.T) {
	saved := buildErrs
	t.Cleanup(func() { buildErrs = saved })
	require.NoError(t, Check(), "the shipped tables are clean")

	a := baseArmorByKind("chain_mial")
	w := baseWeaponByKind("long_sword")
	o := itemOffer("potion_of_healin")
	require.Zero(t, a.baseAC)
	require.True(t, w.damage.IsZero())
	require.Zero(t, o.Price)

	err := Check()
	require.Error(t, err)
	for _, want := range []string{`unknown base armour kind "chain_mial"`, `unknown base weapon kind "long_sword"`, `shop stocks unknown item "potion_of_healin"`} {
		require.ErrorContains(t, err, want)
	}
}
