package combat

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestEnvPenaltyReachesEveryD20TestOfThePlayer(t *testing.T) {
	promise.Shows(t, promise.RollPenalty)
	// Each roll is made on a scripted d20 of 10, once with a quiet Env and
	// once with tc.env; the total must drop by tc.off.
	attack := func(s *State) int { return s.rollAgainstEnemy(s.fake, 0, s.Player().AttackBonus, false).total }
	save := func(ab rules.Ability) func(*State) int {
		return func(s *State) int {
			s.evs = nil
			s.rollPlayerSave(s.fake, 1, ab, 30, false)
			return find(s.evs, EvSaveFailed)[0].Total
		}
	}
	initiative := func(s *State) int {
		s.evs = nil
		s.rollInitiative(s.fake, false)
		return find(s.evs, EvInitiative)[0].Total // the player rolls first
	}
	for _, tc := range []struct {
		name string
		env  Env
		roll func(*State) int
		off  int
	}{
		{"an attack roll at -2", Env{RollPenalty: 2}, attack, 2},
		{"a DEX save at -2", Env{RollPenalty: 2}, save(rules.DEX), 2},
		{"a CON save at -2", Env{RollPenalty: 2}, save(rules.CON), 2},
		{"a WIS save at -1 WIS", Env{WISPenalty: 1}, save(rules.WIS), 1},
		{"a WIS save at -2 and -1 WIS", Env{RollPenalty: 2, WISPenalty: 1}, save(rules.WIS), 3},
		{"a CON save does not feel the WIS penalty", Env{WISPenalty: 1}, save(rules.CON), 0},
		{"initiative at -2", Env{RollPenalty: 2}, initiative, 2},
		{"initiative does not feel the WIS penalty", Env{WISPenalty: 1}, initiative, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			totals := [2]int{}
			for i, env := range []Env{{}, tc.env} {
				s := started(t, charAt(t, rules.Fighter, rules.Human, 1), &script{}, dummy(50, 10, 0, "", 0))
				s.Env = env
				totals[i] = tc.roll(s)
			}
			assert.Equal(t, tc.off, totals[0]-totals[1])
		})
	}
}

func TestEnvRoundDamageLandsAtTheStartOfEveryRound(t *testing.T) {
	promise.Shows(t, promise.HeatFire)
	for _, tc := range []struct {
		name   string
		env    Env
		source string
	}{
		{"Underforge heat", Env{RoundDamage: rules.D(1, 4), RoundType: rules.Fire, RoundSource: "heat"}, "heat"},
		{"a flooded room on the tide day", Env{RoundDamage: rules.D(1, 6), RoundType: rules.Cold, RoundSource: "tide"}, "tide"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := charAt(t, rules.Fighter, rules.Human, 5)
			st, opening, err := New(Spec{Seed: 3, Key: "env", Character: c, Enemies: []content.Monster{dummy(400, 30, -20, "", 0)}, Env: tc.env})
			require.NoError(t, err)
			ticks := envTicks(opening, tc.source)
			require.Len(t, ticks, 1, "round 1 opens with a tick, before the player acts")
			assert.Equal(t, rules.MaxHP(c)-ticks[0].Amount, st.Player().HP)
			assert.Contains(t, RoundLog(opening), "R1 You take "+strconv.Itoa(ticks[0].Amount)+" ("+tc.source+")")

			for st.Round == 1 {
				st, _, err = Do(st, Action{Kind: ActAttack, Target: AutoTarget})
				require.NoError(t, err)
			}
			evs := st.Log
			starts := find(evs, EvRoundStarted)
			require.NotEmpty(t, starts, "round 2 started")
			ticks = envTicks(evs, tc.source)
			require.Len(t, ticks, 1, "one tick as round 2 starts, none as round 1 ends")
			assert.Less(t, indexOf(evs, starts[0]), indexOf(evs, ticks[0]), "the tick follows the round's start")
			assert.Contains(t, RoundLog(evs), "R2 You take "+strconv.Itoa(ticks[0].Amount)+" ("+tc.source+")")
		})
	}
}

// envTicks are the surroundings' damage events of evs from source.
func envTicks(evs []Event, source string) []Event {
	var out []Event
	for _, e := range find(evs, EvDamageTaken) {
		if e.Detail == source {
			out = append(out, e)
		}
	}
	return out
}

// indexOf is the position of ev in evs, -1 if absent.
func indexOf(evs []Event, ev Event) int {
	for i, e := range evs {
		if e == ev {
			return i
		}
	}
	return -1
}

func TestEnvCONSaveDisadvantage(t *testing.T) {
	promise.Shows(t, promise.HeatCONSaves)
	for _, tc := range []struct {
		name     string
		ab       rules.Ability
		dis, adv bool
		want     int // the d20 that counts, of a scripted 15 then 4
	}{
		{"a CON save under heat 7+ keeps the lower die", rules.CON, true, false, 4},
		{"a CON save without heat rolls once", rules.CON, false, false, 15},
		{"a DEX save under heat 7+ rolls once", rules.DEX, true, false, 15},
		{"War Caster's advantage cancels the heat's disadvantage", rules.CON, true, true, 15},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Fighter, rules.Human, 1), &script{d20: []int{15, 4}}, dummy(50, 10, 0, "", 0))
			s.Env.CONSaveDisadvantage = tc.dis
			s.evs = nil
			s.playerSaveWith(s.fake, 1, tc.ab, 12, tc.adv)
			saves := append(find(s.evs, EvSaveMade), find(s.evs, EvSaveFailed)...)
			require.Len(t, saves, 1)
			assert.Equal(t, tc.want, saves[0].Roll)
		})
	}
}

func TestEnvCONSaveDisadvantageReachesConcentration(t *testing.T) {
	for _, dis := range []bool{false, true} {
		// d20s 15 then 4: the concentration save (DC 10) holds on the 15
		// and breaks on the kept 4.
		s := started(t, charAt(t, rules.Cleric, rules.Human, 5), &script{d20: []int{15, 4}, die: 1}, dummy(50, 10, 0, "", 0))
		s.Player().Char.Concentration = rules.Bless
		s.Env.CONSaveDisadvantage = dis
		s.evs = nil
		s.hurtPlayer(s.fake, 1, 3, rules.Slashing, "hit", true)
		assert.Equal(t, dis, len(find(s.evs, EvConcentrationLost)) == 1, "disadvantage %v", dis)
	}
}

func TestEnvEnemyHitDiceOnlyForTheTaggedMonsters(t *testing.T) {
	kuo, ok := content.MonsterByID("kuo_toa")
	require.True(t, ok)
	skel, ok := content.MonsterByID("skeleton")
	require.True(t, ok)
	env := Env{EnemyHitDice: rules.D(1, 4), EnemyHitTag: "kuo-toa"}
	s := started(t, charAt(t, rules.Fighter, rules.Human, 1), &script{die: 3}, kuo, skel)
	s.Env = env
	assert.Equal(t, 3, s.envHitBonus(s.fake, &s.Enemies[0]), "kuo-toa get +1d4")
	assert.Equal(t, 0, s.envHitBonus(s.fake, &s.Enemies[1]), "others do not")
}
