package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestTheCollapsedPortalStaysClosed: the Abyss Portal's collapse closes it
// until the 06:00 rollover PortalClosedDays later in the player's time;
// a new expedition is refused before then and opens from then on
// (rules §8.12).
func TestTheCollapsedPortalStaysClosed(t *testing.T) {
	promise.Shows(t, promise.AbyssPortalClosed)
	loc := mustLoc(t, "America/New_York")
	c := newCharacter(t, rules.Fighter)
	e := provisioning(t, content.ZoneAbyssPortal)
	e, _, err := Buy(e, PackStandard, 7, 10_000, t0)
	require.NoError(t, err)
	e, err = Depart(e, 1, t0, loc)
	require.NoError(t, err)
	e.Supplies.Current, e.Supplies.Max = 500, 500
	e.Stacks.Instability = 95
	at := NextRollover(e, loc)
	e, _, rep, err := Rollover(e, cleared(), c, testRoot(), at, loc)
	require.NoError(t, err)
	require.NotNil(t, rep.Forced)
	require.Equal(t, CauseCollapse, rep.Forced.Cause)

	want := time.Date(at.In(loc).Year(), at.In(loc).Month(), at.In(loc).Day()+PortalClosedDays, RolloverHour, 0, 0, 0, loc)
	assert.Equal(t, want, rep.Forced.PortalReopens)
	assert.Equal(t, want, PortalReopens(e), "kept on the stored expedition")

	for _, tc := range []struct {
		name string
		now  time.Time
		err  error
	}{
		{"the minute before", want.Add(-time.Minute), ErrPortalClosed{Until: want}},
		{"at 06:00", want, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := New(NewParams{ID: 2, UserID: "@p:test", ZoneID: content.ZoneAbyssPortal, Now: tc.now, Reentry: true, PortalReopens: PortalReopens(e)})
			check := CheckPortalOpen(e, tc.now)
			if tc.err != nil {
				assert.ErrorIs(t, err, tc.err)
				assert.ErrorIs(t, check, tc.err, "a standalone run is refused the same")
				return
			}
			assert.NoError(t, err)
			assert.NoError(t, check)
		})
	}
}

// TestOnlyACollapseClosesThePortal: another forced extraction, a
// voluntary one or a completed expedition leaves the zone open.
func TestOnlyACollapseClosesThePortal(t *testing.T) {
	e := departed(t, content.ZoneAbyssPortal, 1)
	down, _, err := ForceExtract(e, rules.Character{}, CauseDowned, t0)
	require.NoError(t, err)
	assert.Zero(t, PortalReopens(down))
	out, _, err := Extract(e, cleared(), t0)
	require.NoError(t, err)
	assert.Zero(t, PortalReopens(out))
	assert.Zero(t, PortalReopens(e))
}
