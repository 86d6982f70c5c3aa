package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestEnemyPerceptionRaisesTheShadowCampDC: from the Stirring band the
// enemies' +1 Perception raises the DC of the Rogue's Stealth against a
// minor night encounter (rules §8.7, §8.11).
func TestEnemyPerceptionRaisesTheShadowCampDC(t *testing.T) {
	rogue := newCharacter(t, rules.Rogue)
	cases := []struct {
		name   string
		threat int
		dc     int
	}{
		{"Quiet", 10, NightStealthDC},
		{"Stirring", 25, NightStealthDC + 1},
		{"Alert", 45, NightStealthDC + 1},
		{"Hostile", 70, NightStealthDC + 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			found := false
			for seed := uint64(0); seed < 400 && !found; seed++ {
				e := departed(t, content.ZoneGoblinWarrens, 2)
				e.Threat.Level = tc.threat
				rep := e.wanderCheck(cleared(), rogue, dice.NewStream(seed), CampStandard, 0, false, SourceNight, t0)
				if rep.Outcome != NightMinor {
					continue
				}
				found = true
				require.NotNil(t, rep.Stealth)
				assert.Equal(t, tc.dc, rep.Stealth.DC)
				assert.Equal(t, rep.Stealth.Total >= tc.dc, rep.Stealth.Success)
			}
			require.True(t, found, "a minor encounter within 400 seeds")
		})
	}
}

// TestReinforcementChanceRisesThroughTheBands: 0 below Alert, 10% at 41
// rising to 30% at 100 (rules §8.7).
func TestReinforcementChanceRisesThroughTheBands(t *testing.T) {
	for _, tc := range []struct {
		level int
		want  float64
	}{{0, 0}, {40, 0}, {41, 0.10}, {60, 0.10 + 0.20*19/59}, {100, 0.30}, {130, 0.30}} {
		assert.InDelta(t, tc.want, ReinforcementChance(tc.level), 1e-9, "threat %d", tc.level)
	}
}
