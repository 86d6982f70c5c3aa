package combat

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestEnvRollPenaltyLowersAttacksAndSaves(t *testing.T) {
	for _, penalty := range []int{0, 2} {
		s := started(t, charAt(t, rules.Fighter, rules.Human, 1), &script{d20: []int{10}}, dummy(50, 10, 0, "", 0))
		s.Env.RollPenalty = penalty
		bonus := s.Player.AttackBonus
		a := s.rollAgainstEnemy(s.fake, 0, bonus, false)
		assert.Equal(t, 10+bonus-penalty, a.total, "penalty %d", penalty)
	}
	s := started(t, charAt(t, rules.Fighter, rules.Human, 1), &script{d20: []int{12}}, dummy(50, 10, 0, "", 0))
	s.Env.RollPenalty = 2
	need := 12 + s.playerSaveBonus(rules.CON) // exactly the unpenalised total
	assert.False(t, s.playerSave(s.fake, 1, rules.CON, need), "the penalty turns a bare success into a failure")
}

func TestEnvRoundDamageHitsEveryRound(t *testing.T) {
	c := charAt(t, rules.Fighter, rules.Human, 5)
	st, _, err := New(Spec{Seed: 3, Key: "heat", Character: c, Enemies: []content.Monster{dummy(400, 30, -20, "", 0)},
		Env: Env{RoundDamage: rules.D(1, 4), RoundType: rules.Fire, RoundSource: "heat"}})
	require.NoError(t, err)
	hp := st.Player.HP
	st, evs, err := Do(st, Action{Kind: ActAttack, Target: AutoTarget})
	require.NoError(t, err)
	var heat []Event
	for _, e := range find(evs, EvDamageTaken) {
		if e.Detail == "heat" {
			heat = append(heat, e)
		}
	}
	require.Len(t, heat, 1, "one heat tick at the end of the round")
	assert.Equal(t, hp-heat[0].Amount, st.Player.HP)
	assert.Contains(t, RoundLog(evs), "R1 You take "+strconv.Itoa(heat[0].Amount)+" (heat)")
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
