package report

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// played gives runs a policy, XP, loot and coins, and the hours they took.
func played(runs []record.Run, policy string, xp, loot, coins int, hours float64) []record.Run {
	for i := range runs {
		runs[i].Policy, runs[i].XP, runs[i].LootValue, runs[i].Coins, runs[i].Hours = policy, xp, loot, coins, hours
	}
	return runs
}

// passes reports whether the gate of s whose name starts with prefix passes.
func passes(t *testing.T, s Summary, prefix string) bool {
	t.Helper()
	return gateByPrefix(t, s, prefix).Pass
}

// casualBand is the casual player's runs in the Goblin Warrens (1-3) at
// lo% cleared at level 1 and hi% at level 3 (four runs a level).
func casualBand(lo, hi string) []record.Run {
	runs := played(cellRuns("fighter", 1, content.ZoneGoblinWarrens, lo), record.PolicyCasual, 100, 50, 10, 24)
	return append(runs, played(cellRuns("fighter", 3, content.ZoneGoblinWarrens, hi), record.PolicyCasual, 100, 50, 10, 24)...)
}

func TestPolicyGates(t *testing.T) {
	// Goblin Warrens is 1-3 (T1), Forest of Shadows 3-5 (T2).
	above := func(xp, loot int) []record.Run {
		return played(cellRuns("fighter", 1, content.ZoneForestShadows, "CCCC"), record.PolicyCasual, xp, loot, 0, 24)
	}
	forcedIn := func(class, outcomes string, clearXP, xp int) []record.Run {
		runs := played(cellRuns(class, 1, content.ZoneGoblinWarrens, outcomes), record.PolicyCasual, clearXP, 100, 100, 24)
		for i := range runs {
			if runs[i].Outcome == record.OutcomeDied {
				runs[i].XP, runs[i].LootValue, runs[i].Coins = xp, 0, 0
			}
		}
		return runs
	}
	forced := func(xp int) []record.Run { return forcedIn("fighter", "CCCCCDD", 100, xp) }
	// one lucky clear at 50 XP beside another class's five at 100: the
	// cell is held to its zone's clears at its level
	thin := func(xp int) []record.Run {
		return append(forcedIn("rogue", "CDDD", 50, xp), forcedIn("fighter", "CCCCC", 100, 0)...)
	}
	tiers := func(t1xp, t2xp int) []record.Run {
		runs := played(cellRuns("fighter", 1, content.ZoneGoblinWarrens, "CC"), record.PolicyCasual, t1xp, 0, 0, 24)
		return append(runs, played(cellRuns("fighter", 3, content.ZoneForestShadows, "CC"), record.PolicyCasual, t2xp, 0, 0, 24)...)
	}
	// The Underdark is 8-12 (T4), the Abyss Portal 15-20 (T5): a level-20
	// hero earns no XP, so its cells do not count.
	top := func(t5xp, t5xpAt20 int) []record.Run {
		runs := played(cellRuns("fighter", 8, content.ZoneUnderdark, "CC"), record.PolicyCasual, 100, 0, 0, 24)
		runs = append(runs, played(cellRuns("fighter", 15, content.ZoneAbyssPortal, "CC"), record.PolicyCasual, t5xp, 0, 0, 24)...)
		return append(runs, played(cellRuns("fighter", 20, content.ZoneAbyssPortal, "CC"), record.PolicyCasual, t5xpAt20, 0, 0, 24)...)
	}
	for _, tc := range []struct {
		name string
		gate string
		runs []record.Run
		pass bool
	}{
		{"a zone's clear rate falls 0 points over its band", "casual: in every zone", casualBand("CCCC", "CCCC"), true},
		{"falls 50 points", "casual: in every zone", casualBand("CCCC", "CCDD"), false},
		{"a zone above the band earns less a day", "casual economy: at every level",
			append(casualBand("CCCC", "CCCC")[:4], above(50, 20)...), true},
		{"a zone above the band earns more XP a day", "casual economy: at every level",
			append(casualBand("CCCC", "CCCC")[:4], above(500, 20)...), false},
		{"forced-out runs keep a tenth", "casual economy: in every cell", forced(10), true},
		{"forced-out runs keep 60%", "casual economy: in every cell", forced(60), false},
		{"a one-clear cell's forced-out runs keep 40% of its zone's clears", "casual economy: in every cell", thin(40), true},
		{"a one-clear cell's forced-out runs keep 60% of its zone's clears", "casual economy: in every cell", thin(60), false},
		{"XP a day rises with the tier", "casual economy: XP per in-game day", tiers(100, 200), true},
		{"XP a day falls from T1 to T2", "casual economy: XP per in-game day", tiers(200, 100), false},
		{"level 20 earns nothing and is left out", "casual economy: XP per in-game day", top(150, 0), true},
		{"under level 20, T5 pays less than T4", "casual economy: XP per in-game day", top(90, 500), false},
		{"casual T1 at 75% is within 8 of 80", "every tier within 8", played(cellRuns("fighter", 1, content.ZoneGoblinWarrens, "CCCD"), record.PolicyCasual, 0, 0, 0, 1), true},
		{"casual T1 at 70% is not", "every tier within 8", played(cellRuns("fighter", 1, content.ZoneGoblinWarrens, "CCCCCCCDDD"), record.PolicyCasual, 0, 0, 0, 1), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.pass, passes(t, Summarize(tc.runs), tc.gate))
		})
	}
}

func TestTheCarefulGateComparesWithTheCasualPlayer(t *testing.T) {
	careful := func(outcomes string) []record.Run {
		return played(cellRuns("fighter", 1, content.ZoneGoblinWarrens, outcomes), record.PolicyCareful, 0, 0, 0, 1)
	}
	casual := played(cellRuns("fighter", 1, content.ZoneGoblinWarrens, "CCCD"), record.PolicyCasual, 0, 0, 0, 1) // 75%
	for _, tc := range []struct {
		name    string
		careful []record.Run
		pass    bool
	}{
		{"careful 90% over casual 75% and within 80+15", careful("CCCCCCCCCD"), true},
		{"careful 50% under casual 75%", careful("CCDD"), false},
		{"careful 100% over 80+15", careful("CCCCCCCCCC"), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ss := ByPolicy(append(tc.careful, casual...))
			assert.Equal(t, []string{record.PolicyCareful, record.PolicyCasual}, []string{ss[0].Policy, ss[1].Policy})
			assert.Equal(t, tc.pass, passes(t, ss[0], "careful:"))
		})
	}
}

// A cell whose zone has too few clears at its level even with every
// class pooled is named as unmeasured, not passed in silence.
func TestForcedGateNamesTheCellsItCannotMeasure(t *testing.T) {
	runs := played(cellRuns("rogue", 1, content.ZoneGoblinWarrens, "CDDD"), record.PolicyCasual, 100, 100, 100, 24)
	g := gateByPrefix(t, Summarize(runs), "casual economy: in every cell")
	assert.Contains(t, g.Name, "unmeasured, too few clears even so: goblin_warrens L1")
}
