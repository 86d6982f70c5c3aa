package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestFightModsAddToTheSpec(t *testing.T) {
	base := combat.Spec{EnemyACBonus: 1, Mood: 1}
	assert.Equal(t, base, FightMods{}.apply(base), "zero mods change nothing")
	got := FightMods{EnemyACBonus: 2, EnemyInitiativeAdvantage: true, Mood: 0.8,
		Env: combat.Env{RollPenalty: 1, RoundDamage: rules.D(1, 4), RoundType: rules.Fire}}.apply(base)
	assert.Equal(t, 3, got.EnemyACBonus)
	assert.True(t, got.EnemyInitiativeAdvantage)
	assert.Equal(t, 0.8, got.Mood)
	assert.Equal(t, 1, got.Env.RollPenalty)
}
