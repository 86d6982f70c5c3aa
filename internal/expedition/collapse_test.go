package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestTheCollapseThrowsYouOutBeforeTheDaysBurn: the portal collapses at
// the rollover's zone events and the player is out before the new day's
// supplies burn (rules §8.12, §8.18): with empty packs the rollover
// starves no one and costs no CON, so the briefing has no starvation to
// announce, and the forced extraction's cause is the collapse.
func TestTheCollapseThrowsYouOutBeforeTheDaysBurn(t *testing.T) {
	loc := mustLoc(t, "America/New_York")
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneAbyssPortal, 1)
	e.Supplies.Current = 0
	e.Supplies.ConLost = c.Abilities.Con - 1 // one starving day more would carry the player out
	e.Stacks.Instability = 95
	_, _, rep, err := Rollover(e, cleared(), c, testRoot(), NextRollover(e, loc), loc)
	require.NoError(t, err)
	require.NotNil(t, rep.Forced)
	assert.Equal(t, CauseCollapse, rep.Forced.Cause)
	assert.Nil(t, rep.Starvation, "no starving day in a zone you were thrown out of")
	assert.Zero(t, rep.Paid)
	assert.Zero(t, rep.Shortfall)
}
