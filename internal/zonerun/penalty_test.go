package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// TestExpeditionPenaltyReachesTheRunsChecksAndTraps: the roll penalty
// and the WIS penalty the run's owner puts in FightMods.Env come off the
// fork checks and the traps' checks and saves as they do off a fight's
// rolls (rules §8.16): each roll is made on the same seed with a quiet
// Env and with tc.env, and its total drops by tc.off.
func TestExpeditionPenaltyReachesTheRunsChecksAndTraps(t *testing.T) {
	promise.Shows(t, promise.AbyssWISPenalty)
	g, forks := crypt(t), lockGraph(t)
	trap := func(save bool) func(t *testing.T, seed uint64, env combat.Env) *Check {
		return func(t *testing.T, seed uint64, env combat.Env) *Check {
			r := at(cid("grave_niches"), cid("entry"), cid("stair"), cid("grave_niches"))
			r.Seed, r.Mods.Env = seed, env
			st, err := Enter(r, g, hero(t, rules.Mage), cid("flagstones"), t0)
			require.NoError(t, err)
			e, ok := find(st.Events, EvTrap)
			require.True(t, ok)
			if save {
				return e.Trap.Save // nil when the trap was spotted or has no save
			}
			return &e.Trap.Detect
		}
	}
	fork := func(option int) func(t *testing.T, seed uint64, env combat.Env) *Check {
		return func(t *testing.T, seed uint64, env combat.Env) *Check {
			r := Run{ZoneID: content.ZoneID(forks.ZoneID), Status: StatusActive, Seed: seed, Current: "goblin_warrens.fork", Visited: []zonegraph.NodeID{"goblin_warrens.entry", "goblin_warrens.fork"}}
			r.Mods.Env = env
			return buildPrompt(&r, forks, hero(t, rules.Fighter), "goblin_warrens.fork", t0).Options[option].Check
		}
	}
	perception, strength := fork(2), fork(3)
	for _, tc := range []struct {
		name string
		env  combat.Env
		roll func(t *testing.T, seed uint64, env combat.Env) *Check
		off  int
	}{
		{"a trap detection at -2", combat.Env{RollPenalty: 2}, trap(false), 2},
		{"a trap detection at -1 WIS", combat.Env{WISPenalty: 1}, trap(false), 1},
		{"a trap's CON save at -2", combat.Env{RollPenalty: 2}, trap(true), 2},
		{"a trap's CON save does not feel the WIS penalty", combat.Env{WISPenalty: 1}, trap(true), 0},
		{"a fork's Perception check at -2", combat.Env{RollPenalty: 2}, perception, 2},
		{"a fork's Perception check at -1 WIS", combat.Env{WISPenalty: 1}, perception, 1},
		{"a fork's Perception check at -2 and -1 WIS", combat.Env{RollPenalty: 2, WISPenalty: 1}, perception, 3},
		{"a fork's STR check at -2", combat.Env{RollPenalty: 2}, strength, 2},
		{"a fork's STR check does not feel the WIS penalty", combat.Env{WISPenalty: 1}, strength, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rolled := 0
			for seed := uint64(1); seed < 60; seed++ {
				quiet, hurt := tc.roll(t, seed, combat.Env{}), tc.roll(t, seed, tc.env)
				if quiet == nil || hurt == nil {
					continue
				}
				rolled++
				assert.Equal(t, quiet.D20, hurt.D20, "seed %d: the same die", seed)
				assert.Equal(t, tc.off, quiet.Total-hurt.Total, "seed %d", seed)
				assert.Equal(t, -tc.off, hurt.Penalty, "seed %d: the penalty is shown on the check", seed)
				assert.Equal(t, hurt.Total >= hurt.DC, hurt.Passed, "seed %d", seed)
			}
			assert.Positive(t, rolled, "the roll was made on some seed")
		})
	}
}
