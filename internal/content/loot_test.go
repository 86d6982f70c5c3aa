package content

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/promise"
)

func mustMonster(t *testing.T, id MonsterID) Monster {
	t.Helper()
	m, ok := MonsterByID(id)
	require.True(t, ok, id)
	return m
}

func mustZone(t *testing.T, id string) Zone {
	t.Helper()
	z, ok := ZoneByID(ZoneID(id))
	require.True(t, ok, id)
	return z
}

func TestLootGradeByCR(t *testing.T) {
	cases := []struct {
		name       string
		m          Monster
		base       Grade
		drop, up   float64
		rolls      int
		masterwork float64
	}{
		{"CR 0.125", Monster{CR: 0.125}, GradeCommon, 0.70, 0, 1, 0},
		{"CR 1", Monster{CR: 1}, GradeCommon, 0.70, 0, 1, 0},
		{"CR 1.5 stays in the lower band", Monster{CR: 1.5}, GradeCommon, 0.70, 0, 1, 0},
		{"CR 2", Monster{CR: 2}, GradeCommon, 1, 0.30, 1, 0},
		{"CR 4", Monster{CR: 4}, GradeCommon, 1, 0.30, 1, 0},
		{"CR 5 elite", Monster{CR: 5, Elite: true}, GradeUncommon, 1, 0.15, 2, 0.10},
		{"CR 8", Monster{CR: 8}, GradeUncommon, 1, 0.15, 1, 0},
		{"CR 9", Monster{CR: 9}, GradeRare, 1, 0.10, 1, 0},
		{"CR 12", Monster{CR: 12}, GradeRare, 1, 0.10, 1, 0},
		{"CR 13", Monster{CR: 13}, GradeEpic, 1, 0.05, 1, 0},
		{"CR 16 elite", Monster{CR: 16, Elite: true}, GradeEpic, 1, 0.05, 2, 0.10},
		{"boss of CR 3 (Tier 4)", Monster{CR: 3, Boss: true}, GradeRare, 1, 0.25, 4, 0.25},
		{"boss of CR 24 (Tier 4)", Monster{CR: 24, Boss: true}, GradeRare, 1, 0.25, 4, 0.25},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := GradeRuleFor(c.m, 4)
			assert.Equal(t, c.base, r.Base)
			assert.Equal(t, c.drop, r.DropChance)
			assert.Equal(t, c.up, r.UpChance)
			assert.Equal(t, c.rolls, TreasureRolls(c.m))
			assert.Equal(t, c.masterwork, MasterworkChance(c.m))
		})
	}
}

func TestMoodChance(t *testing.T) {
	promise.Shows(t, promise.MoodLoot)
	cases := []struct {
		p, mood, want float64
	}{
		{0.5, 1, 0.5}, {0.5, 1.2, 0.6}, {0.5, 0.8, 0.4}, {0.7, 2, 1},
		{1, 0.5, 1}, // a sure drop stays sure
		{0.3, -1, 0}, {0.3, 0, 0},
	}
	for _, c := range cases {
		assert.InDelta(t, c.want, MoodChance(c.p, c.mood), 1e-12, "p=%v mood=%v", c.p, c.mood)
	}
}

// knownDrop checks one drop against the catalogue and returns its item.
func knownDrop(t *testing.T, d Drop) Item {
	t.Helper()
	require.NotEmpty(t, d.ItemID, "item drop without item: %+v", d)
	it, ok := ItemByID(d.ItemID)
	require.True(t, ok, "unknown item %q", d.ItemID)
	assert.Equal(t, it.Grade, d.Grade, d.ItemID)
	assert.Positive(t, d.Qty)
	return it
}

func TestKillLootUsesOnlyKnownItemsOverManySeeds(t *testing.T) {
	for _, z := range Zones() {
		for _, entry := range z.Roster {
			m := mustMonster(t, entry.MonsterID)
			for seed := uint64(0); seed < 300; seed++ {
				drops := RollKillLoot(m, z, 1.3, dice.NewStream(seed, string(z.ID), string(m.ID)))
				treasure := 0
				for _, d := range drops {
					it := knownDrop(t, d)
					switch d.Source {
					case SourceTreasure, SourceSRD:
						treasure++
						base := GradeRuleFor(m, z.Tier).Base
						assert.Contains(t, []Grade{base, base.Up()}, d.Grade, "%s grade", m.ID)
					case SourceMasterwork:
						assert.True(t, it.Kind == KindWeapon || it.Kind == KindArmor)
						assert.Equal(t, z.Tier, it.Tier)
					case SourceConsumable:
						assert.Equal(t, KindConsumable, it.Kind)
						assert.LessOrEqual(t, it.Tier, z.Tier)
						assert.GreaterOrEqual(t, z.Tier, ConsumableDropMinTier)
					default:
						t.Fatalf("unexpected kill-loot source %q", d.Source)
					}
				}
				assert.LessOrEqual(t, treasure, TreasureRolls(m))
			}
		}
	}
}

func TestBossLootCoinsWithinDiceBoundsOverManySeeds(t *testing.T) {
	for _, z := range Zones() {
		for seed := uint64(0); seed < 500; seed++ {
			drops := RollBossLoot(z, 1, dice.NewStream(seed, "boss", string(z.ID)))
			coins := 0
			always := map[ItemID]int{}
			for _, d := range drops {
				if d.Source == SourceCoins {
					assert.Empty(t, d.ItemID)
					coins += d.Coins
					continue
				}
				knownDrop(t, d)
				if d.Source == SourceBossAlways {
					always[d.ItemID] = d.Qty
				}
			}
			assert.GreaterOrEqual(t, coins, z.Loot.Coins.Min(), z.ID)
			assert.LessOrEqual(t, coins, z.Loot.Coins.Max(), z.ID)
			for _, a := range z.Loot.Always {
				q, ok := always[a.ItemID]
				require.True(t, ok, "%s always drops %s", z.ID, a.ItemID)
				assert.GreaterOrEqual(t, q, a.Qty.Min())
				assert.LessOrEqual(t, q, a.Qty.Max())
			}
		}
	}
}

func TestLootRollsAreDeterministic(t *testing.T) {
	z := mustZone(t, string(ZoneUnderdark))
	m := mustMonster(t, "drow_elite_warrior")
	for seed := uint64(0); seed < 50; seed++ {
		a := RollKillLoot(m, z, 1, dice.NewStream(seed, "run", 7))
		b := RollKillLoot(m, z, 1, dice.NewStream(seed, "run", 7))
		assert.Equal(t, a, b)
		assert.Equal(t, RollBossKill(z, 1, dice.NewStream(seed, "boss")), RollBossKill(z, 1, dice.NewStream(seed, "boss")))
	}
}

func TestDifferentKeysGiveDifferentLoot(t *testing.T) {
	z := mustZone(t, string(ZoneDragonsLair))
	same := 0
	for seed := uint64(0); seed < 50; seed++ {
		a := RollBossLoot(z, 1, dice.NewStream(seed, "a"))
		b := RollBossLoot(z, 1, dice.NewStream(seed, "b"))
		if assert.ObjectsAreEqual(a, b) {
			same++
		}
	}
	assert.Less(t, same, 5, "50d10x100 coins almost never repeat across keys")
}

func TestKillLootDropRatesFollowTheTable(t *testing.T) {
	z := mustZone(t, string(ZoneGoblinWarrens)) // tier 1: no consumable drops
	goblin := mustMonster(t, "goblin_sneak")
	grunt := Monster{ID: "cr2", CR: 2}
	const n = 4000
	drops, upgraded := 0, 0
	for seed := uint64(0); seed < n; seed++ {
		drops += len(RollKillLoot(goblin, z, 1, dice.NewStream(seed, "goblin")))
		for _, d := range RollKillLoot(grunt, z, 1, dice.NewStream(seed, "grunt")) {
			if d.Grade == GradeUncommon {
				upgraded++
			}
		}
	}
	assert.InDelta(t, 0.70, float64(drops)/n, 0.03, "CR 0–1 drops 70% of the time")
	assert.InDelta(t, 0.30, float64(upgraded)/n, 0.03, "CR 2–4 upgrades 30% of the time")
}

func TestMoodScalesBossItemChances(t *testing.T) {
	z := mustZone(t, string(ZoneGoblinWarrens))
	count := func(mood float64) int {
		got := 0
		for seed := uint64(0); seed < 3000; seed++ {
			for _, d := range RollBossLoot(z, mood, dice.NewStream(seed, "mood")) {
				if d.Source == SourceBossItem {
					got++
				}
			}
		}
		return got
	}
	assert.Zero(t, count(0), "mood 0 turns chance drops off")
	low, high := count(0.5), count(2)
	assert.Greater(t, high, 3*low, "doubling vs halving the mood multiplies drops about 4×")
}

func TestMoodZeroKeepsSureDrops(t *testing.T) {
	z := mustZone(t, string(ZoneCryptValdris))
	drops := RollBossKill(z, 0, dice.NewStream(9, "boss"))
	var sources []DropSource
	for _, d := range drops {
		sources = append(sources, d.Source)
	}
	assert.Contains(t, sources, SourceBossAlways, "the phylactery shard always drops")
	assert.Contains(t, sources, SourceCoins)
	assert.Contains(t, sources, SourceTreasure, "boss treasure rolls drop for sure")
	assert.NotContains(t, sources, SourceBossItem)
}

func TestRollBossKillCombinesKillAndTable(t *testing.T) {
	z := mustZone(t, string(ZoneHauntedManor))
	s := dice.NewStream(3, "aldric")
	boss := mustMonster(t, z.BossID)
	want := append(RollKillLoot(boss, z, 1, s.Child("kill")), RollBossLoot(z, 1, s.Child("table"))...)
	assert.Equal(t, want, RollBossKill(z, 1, dice.NewStream(3, "aldric")))
	assert.Nil(t, RollBossKill(Zone{BossID: "nobody"}, 1, s))
}

func BenchmarkRollKillLoot(b *testing.B) {
	z, _ := ZoneByID(ZoneUnderdark)
	m, _ := MonsterByID("drow_elite_warrior")
	for i := 0; b.Loop(); i++ {
		RollKillLoot(m, z, 1, dice.NewStream(uint64(i), "bench"))
	}
}

func TestBossTreasureRisesWithTier(t *testing.T) {
	boss := Monster{CR: 5, Boss: true}
	value := func(g Grade) float64 { b := treasureValueBand[g]; return float64(b[0]+b[1]) / 2 }
	prev := 0.0
	for tier := 1; tier <= MaxZoneTier; tier++ {
		r := GradeRuleFor(boss, tier)
		expected := (1-r.UpChance)*value(r.Base) + r.UpChance*value(r.Base.Up())
		assert.Greater(t, expected, prev, "tier %d pays more than tier %d", tier, tier-1)
		prev = expected
	}
	assert.Equal(t, GradeRule{Base: GradeRare, DropChance: 1, UpChance: 0.25}, GradeRuleFor(boss, 4), "Tier 4 keeps the sheet's rule")
	assert.Equal(t, GradeRuleFor(boss, 1), GradeRuleFor(boss, 0), "below Tier 1 is Tier 1")
	assert.Equal(t, GradeRuleFor(boss, 5), GradeRuleFor(boss, 9), "above Tier 5 is Tier 5")
}
