package play

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestFightModsCarryTheExpedition(t *testing.T) {
	full := expedition.Supplies{Max: 10, Current: 10}
	heat := expedition.Expedition{ZoneID: content.ZoneUnderforge, Supplies: full}
	heat.Threat.Level = 50 // Alert: enemies +2 AC
	heat.Stacks.Heat = 5
	tide := expedition.Expedition{ZoneID: content.ZoneSunkenTemple, Supplies: full}
	tide.Stacks.TideActive = true
	siege := expedition.Expedition{ZoneID: content.ZoneGoblinWarrens, Supplies: full}
	siege.Threat.Level, siege.Threat.Siege = 100, true
	hungry := expedition.Expedition{ZoneID: content.ZoneGoblinWarrens, Supplies: expedition.Supplies{Max: 10, Current: 0.5}}
	searing := heat
	searing.Stacks.Heat = 8
	pressure := expedition.Expedition{ZoneID: content.ZoneAbyssPortal, Supplies: full}
	pressure.Stacks.Instability = 30
	unraveling := pressure
	unraveling.Stacks.Instability = 85
	for _, tc := range []struct {
		name              string
		e                 expedition.Expedition
		ac, tagAC, bossHP int
		source            string
		flood             rules.Dice
		penalty, wis      int
		conDisadvantage   bool
	}{
		{name: "underforge heat 5 at Alert", e: heat, ac: 2, source: "heat"},
		{name: "underforge heat 8 at Alert", e: searing, ac: 2, source: "heat", conDisadvantage: true},
		{name: "the tide: cold only where it floods", e: tide, tagAC: expedition.Tide().KuoToaAC, flood: expedition.Tide().WadingCold},
		{name: "siege", e: siege, ac: 2, bossHP: expedition.Siege().BossBonusHP},
		{name: "severe rationing", e: hungry, penalty: 2},
		{name: "the Abyss's psychic pressure", e: pressure, wis: 1},
		{name: "the Abyss unraveling", e: unraveling, penalty: 2, wis: 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := FightMods(tc.e)
			assert.Equal(t, tc.ac, m.EnemyACBonus)
			assert.Equal(t, tc.tagAC, m.TagAC)
			assert.Equal(t, tc.bossHP, m.BossHP)
			assert.Equal(t, tc.source, m.Env.RoundSource)
			assert.Equal(t, tc.flood, m.FloodCold)
			assert.Equal(t, tc.penalty, m.Env.RollPenalty, "the fight subtracts a positive penalty")
			assert.Equal(t, tc.wis, m.Env.WISPenalty, "and the WIS penalty from WIS rolls")
			assert.Equal(t, tc.conDisadvantage, m.Env.CONSaveDisadvantage, "heat 7+: CON saves with disadvantage")
		})
	}
}

func TestNightFightSpecIsKeyedAndModded(t *testing.T) {
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	e := expedition.Expedition{ID: 4, ZoneID: content.ZoneSunkenTemple, Tier: 2}
	var wet, dry zonerun.Run
	for seed := uint64(1); wet.Seed == 0 || dry.Seed == 0; seed++ {
		r := zonerun.Run{Seed: seed, Current: "sunken_temple.shrine"}
		if zonerun.Floods(r.Seed, r.Current) {
			wet = r
		} else {
			dry = r
		}
	}
	_, ok := NightFightSpec(e, wet, ch, 9)
	assert.False(t, ok, "no encounter waits")
	e.Stacks.TideActive = true
	e.PendingNight = &expedition.NightEncounter{Kind: expedition.NightElite, Monsters: []content.MonsterID{"kuo_toa"}, Surprise: true, Day: 3, Source: expedition.SourceNight}
	dried, ok := NightFightSpec(e, dry, ch, 9)
	require.True(t, ok)
	assert.Zero(t, dried.Env.RoundDamage, "a camp in a dry room is out of the water")
	spec, ok := NightFightSpec(e, wet, ch, 9)
	require.True(t, ok)
	assert.Equal(t, expedition.Tide().WadingCold, spec.Env.RoundDamage, "a camp in a flooded room wades")
	kuo, _ := content.MonsterByID("kuo_toa")
	assert.Equal(t, uint64(9), spec.Seed)
	assert.Equal(t, "expedition:4:night:3", spec.Key)
	assert.True(t, spec.Surprise, "a surprise")
	assert.Equal(t, kuo.AC+expedition.Tide().KuoToaAC, spec.Enemies[0].AC, "the tide reaches night fights")
	assert.Equal(t, combat.KindElite, NightFightKind(e.PendingNight.Kind))
}

// TestAbyssInstabilityShiftsTheRooms: from instability 41 the Abyss
// Portal's run shifts its ways (rules §8.12), below it and elsewhere not.
func TestAbyssInstabilityShiftsTheRooms(t *testing.T) {
	promise.Shows(t, promise.AbyssRoomsShift)
	for _, tc := range []struct {
		zone        content.ZoneID
		instability int
		want        bool
	}{
		{content.ZoneAbyssPortal, 40, false},
		{content.ZoneAbyssPortal, 41, true},
		{content.ZoneAbyssPortal, 95, true},
		{content.ZoneDragonsLair, 60, false},
	} {
		e := expedition.Expedition{ZoneID: tc.zone, Supplies: expedition.Supplies{Max: 10, Current: 10}}
		e.Stacks.Instability = tc.instability
		assert.Equal(t, tc.want, FightMods(e).RoomsShift, "%s at %d", tc.zone, tc.instability)
	}
}
