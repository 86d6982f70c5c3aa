package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestStunnedPlayerLosesTurn(t *testing.T) {
	sc := &script{d20: []int{1}}
	s := fixture(t, charAt(t, rules.Fighter, rules.Human, 1), sc, dummy(50, 10, 0, "", 0))
	s.Player().Conditions = []Cond{{Name: rules.Stunned, Rounds: 1}}
	s.advance()
	skipped := findFrom(s.evs, EvTurnSkipped, PlayerID)
	require.Len(t, skipped, 1)
	assert.Equal(t, rules.Stunned, skipped[0].Condition)
	assert.Len(t, findFrom(s.evs, EvAttackMissed, "e1"), 1, "the enemy still acts")
	assert.Equal(t, 2, s.Round, "the player's next turn is in round 2")
	assert.True(t, s.Player().InTurn)
	assert.Empty(t, s.Player().Conditions, "a one-round stun has run out")
}

func TestStunnedEnemyLosesTurn(t *testing.T) {
	sc := &script{d20: []int{20}}
	s := fixture(t, charAt(t, rules.Fighter, rules.Human, 1), sc, dummy(50, 10, 0, "", 0))
	s.Enemies[0].Conditions = []Cond{{Name: rules.Stunned, Rounds: 1}}
	s.enemyTurn(0)
	assert.Equal(t, []EventKind{EvTurnSkipped, EvConditionEnded}, kinds(s.evs))
}

// TestConditionsSetAdvantage checks each condition's effect on attack
// rolls. With d20s 3 then 18 against a roll needing 10: advantage hits, a
// straight roll misses; with 18 then 3: disadvantage misses, a straight
// roll hits.
func TestConditionsSetAdvantage(t *testing.T) {
	tests := []struct {
		name     string
		onPlayer rules.Condition // condition on the player
		onEnemy  rules.Condition // condition on the enemy
		byPlayer bool            // the player attacks (else the enemy does)
		ranged   bool
		adv      bool // expect advantage (else disadvantage)
	}{
		{name: "frightened attacker has disadvantage", onPlayer: rules.Frightened, byPlayer: true},
		{name: "poisoned attacker has disadvantage", onPlayer: rules.Poisoned, byPlayer: true},
		{name: "restrained attacker has disadvantage", onPlayer: rules.Restrained, byPlayer: true},
		{name: "prone attacker has disadvantage", onPlayer: rules.Prone, byPlayer: true},
		{name: "frightened monster has disadvantage", onEnemy: rules.Frightened},
		{name: "restrained target gives advantage", onEnemy: rules.Restrained, byPlayer: true, adv: true},
		{name: "restrained player is easier to hit", onPlayer: rules.Restrained, adv: true},
		{name: "stunned target gives advantage", onEnemy: rules.Stunned, byPlayer: true, adv: true},
		{name: "prone target gives melee advantage", onEnemy: rules.Prone, byPlayer: true, adv: true},
		{name: "prone target gives ranged disadvantage", onEnemy: rules.Prone, byPlayer: true, ranged: true},
		{name: "prone player is easier to hit in melee", onPlayer: rules.Prone, adv: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rolls := []int{18, 3}
			if tc.adv {
				rolls = []int{3, 18}
			}
			sc := &script{d20: rolls}
			s := started(t, charAt(t, rules.Fighter, rules.Human, 1), sc, dummy(50, 10, 0, "", 0))
			if tc.onPlayer != "" {
				s.Player().Conditions = addCond(nil, tc.onPlayer, 2)
			}
			if tc.onEnemy != "" {
				s.Enemies[0].Conditions = addCond(nil, tc.onEnemy, 2)
			}
			var hit bool
			if tc.byPlayer {
				hit = s.rollAgainstEnemy(sc, 0, 0, tc.ranged).hit
			} else {
				s.Player().AC = 10
				hit, _ = s.enemySwing(sc, 0, 0, 1, false, false, true)
			}
			assert.Equal(t, tc.adv, hit)
			assert.Empty(t, sc.d20, "two d20s were rolled")
		})
	}
}

func TestConditionsRunOutAtEndOfBearersTurn(t *testing.T) {
	s := started(t, charAt(t, rules.Fighter, rules.Human, 1), &script{}, dummy(50, 10, 0, "", 0))
	s.condPlayer(1, rules.Restrained, 2)
	s.endPlayerTurn()
	assert.True(t, hasCond(s.Player().Conditions, rules.Restrained), "one round left")
	s.endPlayerTurn()
	assert.False(t, hasCond(s.Player().Conditions, rules.Restrained))
	ended := find(s.evs, EvConditionEnded)
	require.Len(t, ended, 1)
	assert.Equal(t, rules.Restrained, ended[0].Condition)
}

// Pack Tactics needs an ally standing: a lone pack hunter rolls one d20,
// one with a packmate rolls two and keeps the higher.
func TestPackTacticsNeedsAnAlly(t *testing.T) {
	pack := dummy(50, 10, 0, content.EffectAdvantage, 1)
	pack.Ability.Name = "Pack Tactics"
	for _, tc := range []struct {
		name  string
		enemy []content.Monster
		d20s  int
	}{
		{"alone", []content.Monster{pack}, 1},
		{"with a packmate", []content.Monster{pack, dummy(50, 10, 0, "", 0)}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{3, 18, 11}}
			s := started(t, charAt(t, rules.Fighter, rules.Human, 1), sc, tc.enemy...)
			s.enemyAttacks(sc, 0, true)
			assert.Len(t, sc.d20, 3-tc.d20s, "d20s rolled by the first attack")
		})
	}
}
