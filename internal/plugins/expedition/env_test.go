package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestExpeditionFightsCarryTheSurroundings(t *testing.T) {
	kuo, ok := content.MonsterByID("kuo_toa")
	require.True(t, ok)
	e := expedition.Expedition{ZoneID: content.ZoneUnderforge}
	e.Stacks.Heat = 5
	spec := withThreat(combat.Spec{Enemies: []content.Monster{kuo}}, e)
	assert.Equal(t, rules.Fire, spec.Env.RoundType, "heat 4+ burns every round")
	assert.Equal(t, "heat", spec.Env.RoundSource)

	e = expedition.Expedition{ZoneID: content.ZoneSunkenTemple}
	e.Stacks.TideActive = true
	spec = withThreat(combat.Spec{Enemies: []content.Monster{kuo}}, e)
	assert.Equal(t, "tide", spec.Env.RoundSource)
	assert.Equal(t, content.TagKuoToa, spec.Env.EnemyHitTag)
	assert.Equal(t, kuo.AC+expedition.Tide.KuoToaAC, spec.Enemies[0].AC, "kuo-toa harden in the tide")
}

func TestRunModsCarryTheBandAndTheSurroundings(t *testing.T) {
	e := expedition.Expedition{ZoneID: content.ZoneUnderforge}
	e.Threat.Level = 50 // Alert: enemies +2 AC
	e.Stacks.Heat = 5
	m := runMods(e)
	assert.Equal(t, 2, m.EnemyACBonus)
	assert.Equal(t, "heat", m.Env.RoundSource)
}
