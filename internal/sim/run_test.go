package sim

import (
	"cmp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// scenario is a run of class at the middle of zone z's levels.
func scenario(class rules.ClassID, z content.Zone, seed uint64, mode play.Mode) Scenario {
	return Scenario{Build: Build{Class: class, Level: (z.MinLevel + z.MaxLevel) / 2}, ZoneID: z.ID, Mode: mode,
		Seed: seed, Policy: play.DefaultPolicy()}
}

func TestEveryZoneEndsAndReplays(t *testing.T) {
	for _, z := range content.Zones() {
		for _, mode := range []play.Mode{play.ModeExpedition, play.ModeZone} {
			t.Run(string(z.ID)+"/"+string(mode), func(t *testing.T) {
				sc := scenario(rules.Cleric, z, 3, mode)
				a, err := Play(sc)
				require.NoError(t, err)
				b, err := Play(sc)
				require.NoError(t, err)
				assert.Equal(t, a, b, "the same scenario plays the same")
				assert.Contains(t, record.Outcomes(), a.Outcome)
				assert.Positive(t, a.Rooms, "the entry at least")
				assert.LessOrEqual(t, a.HPEnd, a.HPMax)
				if mode == play.ModeZone {
					assert.Zero(t, a.Days, "a zone run has no days")
				}
				if a.Outcome == record.OutcomeCleared {
					assert.True(t, a.BossReached, "a clear meets the boss")
				}
			})
		}
	}
}

func TestSeedsChangeTheRun(t *testing.T) {
	z, _ := content.ZoneByID(content.ZoneGoblinWarrens)
	seen := map[int]bool{}
	for s := range uint64(8) {
		r, err := Play(scenario(rules.Fighter, z, s, play.ModeExpedition))
		require.NoError(t, err)
		seen[r.XP+r.Coins*7+r.HPEnd*131] = true
	}
	assert.Greater(t, len(seen), 1, "different seeds, different runs")
}

func TestRunSeedIsPerCell(t *testing.T) {
	a := RunSeed(1, rules.Fighter, rules.Human, 3, content.ZoneGoblinWarrens, 0)
	assert.Equal(t, a, RunSeed(1, rules.Fighter, rules.Human, 3, content.ZoneGoblinWarrens, 0))
	assert.NotEqual(t, a, RunSeed(1, rules.Fighter, rules.Human, 3, content.ZoneGoblinWarrens, 1))
	assert.NotEqual(t, a, RunSeed(1, rules.Mage, rules.Human, 3, content.ZoneGoblinWarrens, 0))
	assert.NotEqual(t, a, RunSeed(2, rules.Fighter, rules.Human, 3, content.ZoneGoblinWarrens, 0))
}

func TestTraceShowsBothSidesOfEachFight(t *testing.T) {
	z, _ := content.ZoneByID(content.ZoneGoblinWarrens)
	var lines []string
	sc := scenario(rules.Fighter, z, 1, play.ModeExpedition)
	sc.Trace = func(l string) { lines = append(lines, l) }
	_, err := Play(sc)
	require.NoError(t, err)
	require.NotEmpty(t, lines)
	joined := ""
	for _, l := range lines {
		joined += l + "\n"
	}
	assert.Contains(t, joined, " AC ", "the sides' AC")
	assert.Contains(t, joined, " atk ", "the sides' attack bonus")
	assert.Contains(t, joined, "R1 ", "round by round")
}

// BenchmarkExpedition plays whole expeditions (a Tier 2 zone at level 4)
// through the simulator: expeditions per second is 1e9 / ns/op.
func BenchmarkExpedition(b *testing.B) {
	z, _ := content.ZoneByID(content.ZoneForestShadows)
	for i := range b.N {
		if _, err := Play(scenario(rules.Ranger, z, uint64(i), play.ModeExpedition)); err != nil {
			b.Fatal(err)
		}
	}
}

// TestARecordTellsItsPolicyAndTime: the record names the policy that
// played it (a policy without a name is the careful player) and the time
// the run cost: hours from the departure, and after a death what is left
// of the 6 hours down (rules §1.9).
func TestARecordTellsItsPolicyAndTime(t *testing.T) {
	z, _ := content.ZoneByID(content.ZoneGoblinWarrens)
	for _, pol := range []play.Policy{play.DefaultPolicy(), play.CasualPolicy(), {}} {
		died := false
		for seed := range uint64(40) {
			sc := scenario(rules.Mage, z, seed, play.ModeExpedition)
			sc.Build.Level = 1
			sc.Policy = pol
			if pol.Name == "" {
				sc.Policy = play.DefaultPolicy()
				sc.Policy.Name = ""
			}
			r, err := Play(sc)
			require.NoError(t, err)
			assert.Equal(t, cmp.Or(pol.Name, record.PolicyCareful), r.Policy)
			assert.GreaterOrEqual(t, r.Hours, 0.0, "a walk takes no time; the rest does")
			if r.Outcome == record.OutcomeDied {
				died = true
				assert.Positive(t, r.DownHours)
				assert.LessOrEqual(t, r.DownHours, rules.DefaultRecovery.Hours(), "what is left of the recovery")
				assert.GreaterOrEqual(t, r.Hours+r.DownHours, rules.DefaultRecovery.Hours(), "up again no sooner than the recovery")
			} else {
				assert.Zero(t, r.DownHours)
			}
		}
		assert.True(t, died, "%q: some level-1 Mage dies in 40 runs", pol.Name)
	}
}
