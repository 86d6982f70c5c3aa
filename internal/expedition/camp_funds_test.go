package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestCampFundsAgreesWithPitch: what CampFundsOf says the packs pay for
// is what Pitch then does, SU by SU (30 SU leg, so 10% is 3 SU).
func TestCampFundsAgreesWithPitch(t *testing.T) {
	cases := []struct {
		su   float64
		want CampFunds
	}{
		{0, FundsNone},
		{0.4, FundsNone},
		{0.5, FundsRough},
		{0.9, FundsRough},
		{1, FundsHalf},
		{2.9, FundsHalf},
		{3, FundsLongRest},
		{30, FundsLongRest},
	}
	for _, tc := range cases {
		c := newCharacter(t, rules.Fighter)
		c.HP = 1
		e := departed(t, content.ZoneGoblinWarrens, 3)
		e.Supplies.Current = tc.su
		got := CampFundsOf(e)
		assert.Equal(t, tc.want, got, "%g SU", tc.su)

		_, _, _, roughErr := Pitch(e, cleared(), c, CampRough, t0)
		_, _, res, stdErr := Pitch(e, cleared(), c, CampStandard, t0)
		var short ErrNotEnoughSupplies
		assert.Equal(t, got == FundsNone, roughErr != nil, "%g SU: a rough camp is paid for unless FundsNone", tc.su)
		if got == FundsNone {
			assert.ErrorAs(t, roughErr, &short)
		}
		if got < FundsHalf {
			assert.ErrorAs(t, stdErr, &short, "%g SU: no standard camp", tc.su)
			continue
		}
		require.NoError(t, stdErr, "%g SU", tc.su)
		assert.Equal(t, got.LongRest(), res.Rest == RestLong, "%g SU: the long rest", tc.su)
	}
}

// TestCampFundsCostIsWhatTheOfferedCampSpends: the SU a night stop weighs
// against the morning walk (CampFunds.Cost) is what Pitch takes from the
// packs for the camp the line offers.
func TestCampFundsCostIsWhatTheOfferedCampSpends(t *testing.T) {
	for _, su := range []float64{0.4, 0.5, 1, 3, 30} {
		c := newCharacter(t, rules.Fighter)
		e := departed(t, content.ZoneGoblinWarrens, 3)
		e.Supplies.Current = su
		f := CampFundsOf(e)
		offered := CampStandard
		if f == FundsRough {
			offered = CampRough
		}
		after, _, _, err := Pitch(e, cleared(), c, offered, t0)
		if f == FundsNone {
			require.Error(t, err)
			assert.Zero(t, f.Cost(), "%g SU: no camp costs nothing", su)
			continue
		}
		require.NoError(t, err, "%g SU", su)
		assert.InDelta(t, su-after.Supplies.Current, f.Cost(), 1e-9, "%g SU", su)
	}
}
