package play

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// TestEnemyPerceptionRaisesTheQuietStepDC: from the Stirring band the
// enemies in the rooms ahead have +1 Perception, so a Rogue's Quiet Step
// meets DC 10 + tier + 1 (rules §8.7, §8.15); the same die that passed DC 11
// in a Quiet zone can fail there.
func TestEnemyPerceptionRaisesTheQuietStepDC(t *testing.T) {
	promise.Shows(t, promise.BandPerception)
	rogue, err := rules.NewCharacter("Nim", rules.Rogue, rules.Halfling)
	require.NoError(t, err)
	cases := []struct {
		name   string
		threat int
		dc     int
	}{
		{"Quiet", 20, 11},
		{"Stirring", 21, 12},
		{"Alert", 55, 12},
		{"Siege", 100, 12},
	}
	quiet := active(t, content.ZoneGoblinWarrens)
	quiet.Threat.Level = 0
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := active(t, content.ZoneGoblinWarrens)
			e.Threat.Level = tc.threat
			assert.Equal(t, tc.dc, QuietStepDC(e))
			lost := 0
			for n := range 300 {
				node := zonegraph.NodeID(fmt.Sprintf("n%d", n))
				here, calm := QuietStep(rogue, e, 1, node), QuietStep(rogue, quiet, 1, node)
				assert.False(t, here && !calm, "a higher DC never passes where the lower failed")
				if calm && !here {
					lost++
				}
			}
			assert.Equal(t, tc.dc > 11, lost > 0, "the +1 costs some steps that passed at DC 11")
		})
	}
}

// TestFightModsCarryEveryBandEffect: each effect `!threat` lists for a
// band reaches the run's fights and rooms (rules §8.7): the AC, the
// initiative advantage, the reinforcement chance, the re-armed traps and
// the boss awake (not caught at rest).
func TestFightModsCarryEveryBandEffect(t *testing.T) {
	promise.Shows(t, promise.BandAC, promise.BandInitiative)
	for _, tc := range []struct {
		threat        int
		ac            int
		initiative    bool
		reinforcement float64
		traps         bool
		bossAtRest    bool
	}{
		{10, 0, false, 0, false, true},
		{25, 0, false, 0, false, true},
		{41, 2, false, 0.10, false, false},
		{70, 2, true, expedition.ReinforcementChance(70), true, false},
		{90, 2, true, expedition.ReinforcementChance(90), true, false},
	} {
		t.Run(string(expedition.BandFor(tc.threat).Name), func(t *testing.T) {
			e := active(t, content.ZoneHauntedManor) // Lord Aldric re-forms: the awake boss is in force
			e.Threat.Level = tc.threat
			m := FightMods(e)
			assert.Equal(t, tc.ac, m.EnemyACBonus)
			assert.Equal(t, tc.initiative, m.EnemyInitiativeAdvantage)
			assert.InDelta(t, tc.reinforcement, m.Reinforcements, 1e-9)
			assert.Equal(t, tc.traps, m.TrapsRearm)
			assert.Equal(t, tc.bossAtRest, m.BossAtRest)
		})
	}
}

// penaltyCase is an expedition with a roll penalty in force (rules §8.5,
// §8.12), and what it takes off a DEX and a WIS roll.
type penaltyCase struct {
	name     string
	zone     content.ZoneID
	set      func(e *expedition.Expedition)
	dex, wis int
}

var penaltyCases = []penaltyCase{
	{"fed", content.ZoneGoblinWarrens, func(e *expedition.Expedition) {}, 0, 0},
	{"rationing", content.ZoneGoblinWarrens, func(e *expedition.Expedition) { e.Supplies.Current = e.Supplies.Max / 5 }, -1, -1},
	{"severe rationing", content.ZoneGoblinWarrens, func(e *expedition.Expedition) { e.Supplies.Current = e.Supplies.Max / 20 }, -2, -2},
	{"the Abyss's psychic pressure", content.ZoneAbyssPortal, func(e *expedition.Expedition) { e.Stacks.Instability = 30 }, 0, -1},
	{"the Abyss unraveling", content.ZoneAbyssPortal, func(e *expedition.Expedition) { e.Stacks.Instability = 85 }, -2, -3},
}

// TestQuietStepFeelsTheRollPenalty: a Rogue's Quiet Step is a DEX
// (Stealth) check, so the roll penalty comes off it and the WIS penalty
// does not (rules §8.15, §8.16): on each of 300 rooms the step passes
// exactly when d20 + DEX + proficiency + the penalty meets the DC, and
// some steps that pass fed fail hungry.
func TestQuietStepFeelsTheRollPenalty(t *testing.T) {
	rogue, err := rules.NewCharacter("Nim", rules.Rogue, rules.Halfling)
	require.NoError(t, err)
	for _, tc := range penaltyCases {
		t.Run(tc.name, func(t *testing.T) {
			fed := active(t, tc.zone)
			e := fed.Clone()
			tc.set(&e)
			require.Equal(t, tc.dex, expedition.CurrentEffects(e).PenaltyFor(rules.DEX))
			lost := 0
			for n := range 300 {
				node := zonegraph.NodeID(fmt.Sprintf("n%d", n))
				d20 := expedition.RootStream(1, e).Child(e.Day, "stealth_move", string(node)).D20()
				want := d20+rogue.Abilities.Mod(rules.DEX)+rules.ProficiencyBonus(rogue.Level)+tc.dex >= QuietStepDC(e)
				got := QuietStep(rogue, e, 1, node)
				assert.Equal(t, want, got, "room %s, d20 %d", node, d20)
				if QuietStep(rogue, fed, 1, node) && !got {
					lost++
				}
			}
			assert.Equal(t, tc.dex < 0, lost > 0, "the penalty costs some steps")
		})
	}
}
