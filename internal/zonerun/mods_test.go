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

func TestFightModsAddToTheSpec(t *testing.T) {
	base := combat.Spec{EnemyACBonus: 1, Mood: 1}
	assert.Equal(t, base, FightMods{}.Apply(base), "zero mods change nothing")
	got := FightMods{EnemyACBonus: 2, EnemyInitiativeAdvantage: true, Mood: 0.8,
		Env: combat.Env{RollPenalty: 1, RoundDamage: rules.D(1, 4), RoundType: rules.Fire}}.Apply(base)
	assert.Equal(t, 3, got.EnemyACBonus)
	assert.True(t, got.EnemyInitiativeAdvantage)
	assert.Equal(t, 0.8, got.Mood)
	assert.Equal(t, 1, got.Env.RollPenalty)
}

func TestFightModsHardenTaggedEnemiesAndBosses(t *testing.T) {
	promise.Shows(t, promise.TideKuoToa)
	kuo, ok := content.MonsterByID("kuo_toa")
	require.True(t, ok)
	boss, ok := content.MonsterByID("grol")
	require.True(t, ok)
	spec := combat.Spec{Enemies: []content.Monster{kuo, boss}}
	got := FightMods{TagAC: 2, TagACTag: content.TagKuoToa, BossHP: 20, BossLegendaryResistances: 1}.Apply(spec)
	assert.Equal(t, kuo.AC+2, got.Enemies[0].AC, "kuo-toa harden")
	assert.Equal(t, kuo.HP, got.Enemies[0].HP, "a kuo-toa is no boss")
	assert.Equal(t, boss.AC, got.Enemies[1].AC, "the boss has no kuo-toa tag")
	assert.Equal(t, boss.HP, got.Enemies[1].HP, "the extra HP waits for the fight to size the boss first")
	assert.Equal(t, 20, got.BossHP)
	assert.Equal(t, boss.LegendaryResistances+1, got.Enemies[1].LegendaryResistances)
	assert.Equal(t, kuo.AC, spec.Enemies[0].AC, "the caller's monsters are not changed")
}

func TestFightModsCatchABossAtRest(t *testing.T) {
	promise.Shows(t, promise.BandBossAwake)
	aldric, ok := content.MonsterByID("lord_aldric")
	require.True(t, ok)
	require.Positive(t, aldric.ReformAt)
	spec := combat.Spec{Enemies: []content.Monster{aldric}}
	assert.Equal(t, aldric.ReformAt, FightMods{}.Apply(spec).Enemies[0].ReformAt, "awake: he re-forms")
	got := FightMods{BossAtRest: true}.Apply(spec)
	assert.Zero(t, got.Enemies[0].ReformAt, "caught at rest: he falls at 0 HP")
	assert.Equal(t, aldric.ReformAt, spec.Enemies[0].ReformAt, "the caller's monsters are not changed")
}

func TestFightSpecCarriesTheRunsMods(t *testing.T) {
	r := Run{ID: 1, ZoneID: content.ZoneSunkenTemple, Status: StatusActive, Current: "n",
		Rooms: map[zonegraph.NodeID]Room{"n": {Fight: &Encounter{Monsters: []content.MonsterID{"kuo_toa"}, Kind: combat.KindElite, Pending: true}}},
		Mods:  FightMods{EnemyACBonus: 2, TagAC: 2, TagACTag: content.TagKuoToa}}
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	spec, err := FightSpec(r, ch)
	require.NoError(t, err)
	kuo, _ := content.MonsterByID("kuo_toa")
	assert.Equal(t, 2, spec.EnemyACBonus, "the band reaches elite fights")
	assert.Equal(t, kuo.AC+2, spec.Enemies[0].AC, "the tide reaches elite fights")
}
