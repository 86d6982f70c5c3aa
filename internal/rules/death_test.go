package rules

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestKnockOutAndRecovery(t *testing.T) {
	c := newChar(t, Cleric, Human)
	c.InCombat = true
	c.Concentration = Bless
	c = KnockOut(c, t0, DefaultRecovery)
	assert.Equal(t, 0, c.HP)
	assert.False(t, c.InCombat)
	assert.Equal(t, SpellID(""), c.Concentration)
	assert.Equal(t, t0.Add(6*time.Hour), c.DownUntil)

	cases := []struct {
		at         time.Time
		recovering bool
	}{
		{t0, true}, {t0.Add(5*time.Hour + 59*time.Minute), true}, {t0.Add(6 * time.Hour), false}, {t0.Add(7 * time.Hour), false},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.recovering, c.IsRecovering(tc.at), tc.at)
	}

	_, ok := FinishRecovery(c, t0.Add(time.Hour))
	assert.False(t, ok)
	up, ok := FinishRecovery(c, t0.Add(6*time.Hour))
	assert.True(t, ok)
	assert.Equal(t, KnockOutWakeHP, up.HP, "a knock-out wakes at 1 HP, not full")
	assert.True(t, up.DownUntil.IsZero())
	assert.False(t, up.IsRecovering(t0))
}

func TestNeverDownedIsNotRecovering(t *testing.T) {
	c := newChar(t, Cleric, Human)
	assert.False(t, c.IsRecovering(t0))
	_, ok := FinishRecovery(c, t0)
	assert.False(t, ok)
}

func TestConditionValid(t *testing.T) {
	for _, c := range allConditions {
		assert.True(t, c.Valid(), c)
	}
	assert.False(t, Condition("sleepy").Valid())
}

func TestIsResting(t *testing.T) {
	c := newChar(t, Cleric, Human)
	assert.False(t, c.IsResting(t0))
	c.LockoutUntil = t0.Add(time.Hour)
	assert.True(t, c.IsResting(t0))
	assert.True(t, c.IsResting(t0.Add(59*time.Minute)))
	assert.False(t, c.IsResting(t0.Add(time.Hour)))
}
