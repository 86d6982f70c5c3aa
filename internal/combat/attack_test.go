package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestCritDoublesDamageDice(t *testing.T) {
	tests := []struct {
		name string
		d20  int
		mult int
	}{
		{"natural 20 doubles the dice", 20, 2},
		{"ordinary hit rolls them once", 15, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{tc.d20}}
			s := started(t, charAt(t, rules.Fighter, rules.Human, 1), sc, dummy(200, 5, 0, "", 0))
			s.playerSwing(sc, 0)
			hits := find(s.evs, EvAttackHit)
			require.Len(t, hits, 1)
			w := s.Player().WeaponDice
			assert.Equal(t, w.Count*w.Sides*tc.mult+w.Bonus+s.Player().DamageBonus, hits[0].Amount)
			assert.Equal(t, tc.mult == 2, hits[0].Crit)
			assert.Equal(t, tc.mult == 2, len(find(s.evs, EvCrit)) == 1, "a crit emits EvCrit")
		})
	}
}

func TestNaturalRollsDecideRegardlessOfNumbers(t *testing.T) {
	tests := []struct {
		name    string
		d20, ac int
		hit     bool
	}{
		{"natural 1 misses AC 1", 1, 1, false},
		{"natural 20 hits AC 99", 20, 99, true},
		{"19 plus bonus below AC 99 misses", 19, 99, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{tc.d20}}
			s := started(t, charAt(t, rules.Fighter, rules.Human, 1), sc, dummy(200, tc.ac, 0, "", 0))
			s.playerSwing(sc, 0)
			assert.Len(t, find(s.evs, EvAttackHit), b2i(tc.hit))
			assert.Len(t, find(s.evs, EvAttackMissed), b2i(!tc.hit))
		})
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestAdvantageKeepsHigherDisadvantageLower(t *testing.T) {
	tests := []struct {
		name     string
		adv, dis bool
		want     int
		used     int
	}{
		{"straight roll", false, false, 4, 1},
		{"advantage", true, false, 17, 2},
		{"disadvantage", false, true, 4, 2},
		{"both cancel", true, true, 4, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{4, 17}}
			assert.Equal(t, tc.want, rollD20(sc, tc.adv, tc.dis))
			assert.Len(t, sc.d20, 2-tc.used)
		})
	}
}

func TestEnemyCritDoublesProfileSwing(t *testing.T) {
	m := dummy(50, 10, 0, "", 0)
	m.Multiattack = &content.Multiattack{ToHit: 0, Swings: []int{4, 3}}
	sc := &script{d20: []int{20, 20}}
	s := fixture(t, charAt(t, rules.Fighter, rules.Human, 1), sc, m)
	s.Player().HP, s.Player().MaxHP = 100, 100
	s.enemyTurn(0)
	hits := findFrom(s.evs, EvAttackHit, "e1")
	require.Len(t, hits, 2)
	assert.Equal(t, []int{8, 6}, []int{hits[0].Amount, hits[1].Amount})
}

func TestMultiattackSwingsEachProfileEntry(t *testing.T) {
	m := dummy(50, 10, 0, "", 0)
	m.Multiattack = &content.Multiattack{ToHit: 5, Swings: []int{4, 3, 2}}
	sc := &script{d20: []int{15, 1, 15}}
	s := fixture(t, charAt(t, rules.Fighter, rules.Human, 1), sc, m)
	s.Player().AC, s.Player().HP, s.Player().MaxHP = 12, 100, 100
	s.enemyTurn(0)
	hits := findFrom(s.evs, EvAttackHit, "e1")
	require.Len(t, hits, 2)
	assert.Equal(t, []int{4, 2}, []int{hits[0].Amount, hits[1].Amount})
	assert.Equal(t, 20, hits[0].Total, "d20 15 + profile to-hit 5")
	require.Len(t, findFrom(s.evs, EvAttackMissed, "e1"), 1)
	assert.Equal(t, 94, s.Player().HP)
}

func TestSingleAttackMonsterRollsDamageDice(t *testing.T) {
	sc := &script{d20: []int{15}, die: 3}
	s := fixture(t, charAt(t, rules.Fighter, rules.Human, 1), sc, dummy(10, 10, 0, "", 0))
	s.Player().AC = 10
	hp := s.Player().HP
	s.enemyTurn(0)
	require.Len(t, findFrom(s.evs, EvAttackHit, "e1"), 1)
	assert.Equal(t, hp-3, s.Player().HP, "1d4 rolled as 3")
}
