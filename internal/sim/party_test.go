package sim

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestPartyFightsPlayEveryFoeForThePartyAndEachMember(t *testing.T) {
	cfg := PartyConfig{Classes: []rules.ClassID{rules.Fighter, rules.Cleric}, Level: 3, Zone: "goblin_warrens", Runs: 3, Seed: 5}
	rep, err := PlayPartyFights(cfg)
	require.NoError(t, err)
	z, ok := content.ZoneByID(cfg.Zone)
	require.True(t, ok)
	want := map[FightKind]int{FightBoss: cfg.Runs}
	for _, e := range z.Roster {
		if e.Elite {
			want[FightElite] += cfg.Runs
		} else {
			want[FightOrdinary] += cfg.Runs
		}
	}
	for kind, n := range want {
		assert.Equal(t, n, rep.Party[kind].Fights, "%s: the party fights each foe Runs times", kind)
		assert.Equal(t, 2*n, rep.Solo[kind].Fights, "%s: and so does each member alone", kind)
		assert.LessOrEqual(t, rep.Party[kind].Won, rep.Party[kind].Fights)
		assert.InDelta(t, 50, rep.Party[kind].HPLeftPct(), 50)
	}
	again, err := PlayPartyFights(cfg)
	require.NoError(t, err)
	assert.Equal(t, rep, again, "the same seed plays the same fights")
}

func TestPartyFightsRefuseAnUnknownZone(t *testing.T) {
	_, err := PlayPartyFights(PartyConfig{Classes: []rules.ClassID{rules.Fighter, rules.Cleric}, Level: 3, Zone: "nowhere", Runs: 1})
	assert.ErrorContains(t, err, `unknown zone "nowhere"`)
}
