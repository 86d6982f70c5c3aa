package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestCheckShortRestFor: Siege Mode refuses every short rest but the one
// a Mage from level 5 takes under its Tiny Hut, once between long rests
// (rules §1.7, §8.8); a fight refuses it all the same.
func TestCheckShortRestFor(t *testing.T) {
	mage := func(level int) rules.Character {
		c, _ := rules.AwardXP(newCharacter(t, rules.Mage), rules.XPForLevel(level))
		require.Equal(t, level, c.Level)
		return c
	}
	spent, err := rules.UseFeature(mage(5), rules.FeatureTinyHut)
	require.NoError(t, err)
	fighter, _ := rules.AwardXP(newCharacter(t, rules.Fighter), rules.XPForLevel(8))
	e := departed(t, content.ZoneGoblinWarrens, 3)
	siege := e
	siege.Threat.Level, siege.Threat.Siege = 100, true
	for _, tc := range []struct {
		name    string
		e       Expedition
		pos     Position
		c       rules.Character
		wantHut bool
		wantErr error
	}{
		{"calm: an ordinary rest", e, cleared(), mage(5), false, nil},
		{"Siege Mode, a level-5 Mage: under the hut", siege, cleared(), mage(5), true, nil},
		{"Siege Mode, a level-4 Mage: no hut yet", siege, cleared(), mage(4), false, ErrRestDenied{Reason: RestSiege}},
		{"Siege Mode, the hut spent", siege, cleared(), spent, false, ErrRestDenied{Reason: RestSiege}},
		{"Siege Mode, a Fighter", siege, cleared(), fighter, false, ErrRestDenied{Reason: RestSiege}},
		{"Siege Mode in a fight", siege, Position{InCombat: true}, mage(5), false, ErrRestDenied{Reason: RestInCombat}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hut, err := CheckShortRestFor(tc.e, tc.pos, tc.c)
			assert.Equal(t, tc.wantHut, hut)
			assert.Equal(t, tc.wantHut, HutShelters(tc.e, tc.c) && err == nil)
			if tc.wantErr == nil {
				assert.NoError(t, err)
			} else {
				assert.ErrorIs(t, err, tc.wantErr)
			}
		})
	}
	hurt := mage(5)
	hurt.HP = 1
	assert.True(t, ShortRestHelps(siege, hurt, t0), "a line may suggest the rest the hut shelters")
	hurtFighter := fighter
	hurtFighter.HP = 1
	assert.True(t, PartyShortRestHelps(siege, mage(5), []rules.Character{hurtFighter}, t0), "the party rests under its leading Mage's hut")
	assert.False(t, PartyShortRestHelps(siege, fighter, []rules.Character{hurt}, t0), "a member's hut does not shelter the leader's rest")
	rested, _, err := rules.LongRest(spent, nil, t0)
	require.NoError(t, err)
	assert.Equal(t, 1, rules.FeatureUsesLeft(rested, rules.FeatureTinyHut), "a long rest raises the hut again")
}
