package sim

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
)

// traceOf plays sc and returns its trace lines.
func traceOf(t *testing.T, sc Scenario) []string {
	t.Helper()
	var lines []string
	sc.Trace = func(l string) { lines = append(lines, l) }
	_, err := Play(sc)
	require.NoError(t, err)
	return lines
}

// TestChampionCritRangeInTheTrace: the Champion's Improved Critical
// (rules §1.11) fires in the simulator. A level-3 Champion and a vanilla
// Fighter play the same expedition on the same seed: their fights roll
// the same dice until the first natural 19 that hits or would, where the
// Champion's trace reads "critical hit on a 19: Champion" and the vanilla
// Fighter's the same swing with no crit.
func TestChampionCritRangeInTheTrace(t *testing.T) {
	z, ok := content.ZoneByID(content.ZoneGoblinWarrens)
	require.True(t, ok)
	found := 0
	for seed := uint64(1); seed <= 6 && found < 2; seed++ {
		sc := Scenario{Build: Build{Class: rules.Fighter, Level: 3}, ZoneID: z.ID, Mode: play.ModeExpedition,
			Seed: seed, Policy: play.DefaultPolicy()}
		vanilla := traceOf(t, sc)
		sc.Build.Subclass = "champion"
		champ := traceOf(t, sc)
		i := 0
		for i < len(vanilla) && i < len(champ) && vanilla[i] == champ[i] {
			i++
		}
		if i == len(vanilla) || i == len(champ) {
			continue // no natural 19 in this run's swings
		}
		found++
		t.Logf("seed %d: %q / %q", seed, vanilla[i], champ[i])
		assert.Contains(t, champ[i], "(critical hit on a 19: Champion)", "the first line that differs is the Champion's crit")
		assert.NotContains(t, vanilla[i], "crit", "a vanilla Fighter's natural 19 is no crit")
		round, _, _ := strings.Cut(champ[i], " ")
		assert.True(t, strings.HasPrefix(vanilla[i], round+" You "), "the same swing: %q / %q", vanilla[i], champ[i])
	}
	assert.Positive(t, found, "no Champion crit on a 19 in six expeditions")
}
