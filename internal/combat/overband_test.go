package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestOverBandXPPercent(t *testing.T) {
	tests := []struct{ over, want int }{
		{-3, 100}, {0, 100}, {1, 80}, {2, 60}, {4, 20}, {5, 10}, {17, 10},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, OverBandXPPercent(tc.over), "%d levels over", tc.over)
	}
}

// A fight in the Goblin Warrens (levels 1-3) pays its kill XP in the band
// and 20% less for each level the character set out above it, never under
// 10%; a zone above the character's band pays it whole.
func TestAFightAboveTheBandPaysLessXP(t *testing.T) {
	tests := []struct {
		zone  content.ZoneID
		level int
		pct   int
	}{
		{content.ZoneGoblinWarrens, 1, 100},
		{content.ZoneGoblinWarrens, 3, 100},
		{content.ZoneGoblinWarrens, 4, 80},
		{content.ZoneGoblinWarrens, 6, 40},
		{content.ZoneGoblinWarrens, 20, 10},
		{content.ZoneHauntedManor, 3, 100},
	}
	for _, tc := range tests {
		zone, ok := content.ZoneByID(tc.zone)
		require.True(t, ok)
		ch := charAt(t, rules.Fighter, rules.Human, tc.level)
		st, _, err := New(Spec{Seed: 1, Key: "band", Character: ch, ZoneID: tc.zone, Tier: zone.Tier,
			Enemies: []content.Monster{monster(t, "goblin_sneak")}})
		require.NoError(t, err)
		s := &st
		s.Player().HP, s.Player().MaxHP = 100, 100
		s.fake = &script{}
		s.damageEnemy(s.fake, 0, 999, "hit")
		require.Equal(t, ResultWon, s.Result)
		done, _, _ := s.finishCall()
		assert.Equal(t, KillXP(monster(t, "goblin_sneak"), zone.Tier)*tc.pct/100, done.Outcome.XP,
			"level %d in %s", tc.level, tc.zone)
	}
}
