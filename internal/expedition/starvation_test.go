package expedition

import (
	"time"

	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// A starving day lowers the character's CON for the expedition, and the
// HP maximum follows it (rules §8.5); every way out of the field gives it
// back.
func TestStarvingLowersTheHPMaximumUntilTheExpeditionEnds(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	c.Level = 20
	c.Abilities.Con = 14
	c.HP = rules.MaxHP(c)
	full := c.HP

	e := departed(t, content.ZoneCryptValdris, 1)
	e.Supplies.Current = 0
	starved, c2, rep, err := Rollover(e, cleared(), c, testRoot(), NextRollover(e, time.UTC), time.UTC)
	require.NoError(t, err)
	require.NotNil(t, rep.Starvation)
	lost := rep.Starvation.Rolled
	assert.Equal(t, 14-lost, c2.Abilities.Con, "the score itself is lowered")
	assert.Equal(t, rules.MaxHPFor(c.Def(), 20, rules.AbilityModifier(14-lost)), rules.MaxHP(c2))
	assert.Less(t, rules.MaxHP(c2), full)
	assert.Equal(t, rules.MaxHP(c2), c2.HP, "HP above the lowered maximum falls to it")
	assert.Equal(t, 14-lost, rep.Starvation.ConLeft)
	assert.Equal(t, 14-lost, ConLeft(starved, c2))
	assert.Equal(t, lost, starved.Supplies.ConTaken)

	at := NextRollover(starved, time.UTC).Add(-time.Hour)
	for _, tc := range []struct {
		name string
		back func() int
	}{
		{"voluntary extraction", func() int {
			_, r, err := Extract(starved, cleared(), at)
			require.NoError(t, err)
			return r.ConBack
		}},
		{"forced extraction", func() int {
			_, r, err := ForceExtract(starved, c2, CauseDowned, at)
			require.NoError(t, err)
			return r.ConBack
		}},
		{"completion", func() int {
			pos := cleared()
			pos.ZoneBossDefeated = true
			_, r, err := Complete(starved, pos, c2, at)
			require.NoError(t, err)
			return r.ConBack
		}},
	} {
		back := tc.back()
		assert.Equal(t, lost, back, tc.name)
		assert.Equal(t, 14, GiveBackCON(c2, back).Abilities.Con, tc.name)
	}
}

// An expedition that recorded a loss before the score was lowered counts
// it against the CON left and gives back only what was taken.
func TestConLeftCountsALossNotTakenOffTheScore(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	c.Abilities.Con = 12
	e := departed(t, content.ZoneGoblinWarrens, 1)
	e.Supplies.ConLost = 3 // recorded, never taken off the score
	assert.Equal(t, 9, ConLeft(e, c))
	_, r, err := ForceExtract(e, c, CauseDowned, t0)
	require.NoError(t, err)
	assert.Zero(t, r.ConBack)
}
