package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestDepartureLevelSizesTheExpeditionsFoes: the level the character sets
// out at is the expedition's foe level, kept when the character levels up
// on the way, and every fight of the expedition carries it (rules §2.8).
func TestDepartureLevelSizesTheExpeditionsFoes(t *testing.T) {
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	ch, _ = rules.AwardXP(ch, rules.XPForLevel(10))
	require.Equal(t, 10, ch.Level)
	e, err := expedition.New(expedition.NewParams{ID: 5, UserID: "@a:x", ZoneID: "underdark", Now: day1})
	require.NoError(t, err)
	e, _, err = expedition.Buy(e, expedition.PackStandard, 1, 1000, day1)
	require.NoError(t, err)
	e, err = Depart(e, 1, ch, day1, time.UTC)
	require.NoError(t, err)
	assert.Equal(t, 10, e.FoeLevel)
	assert.Equal(t, 10, FightMods(e).FoeLevel)

	ch, _ = rules.AwardXP(ch, rules.XPForLevel(11)-rules.XPForLevel(10))
	require.Equal(t, 11, ch.Level)
	ilvaras, ok := content.MonsterByID("ilvaras")
	require.True(t, ok)
	spec := FightMods(e).Apply(combat.Spec{Character: ch, Enemies: []content.Monster{ilvaras}, ZoneID: e.ZoneID})
	assert.Equal(t, 10, spec.FoeLevel, "a level gained on the way does not move it")
}
