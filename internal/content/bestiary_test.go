package content

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

func TestRescaledAttackMatchesSheetSamples(t *testing.T) {
	cases := []struct {
		cr   float64
		want int
	}{
		{0.125, 1}, {0.25, 1}, {0.5, 2}, {1, 2}, {2, 4}, {3, 6}, {4, 7}, {5, 8},
		{6, 10}, {7, 12}, {8, 13}, {9, 14}, {10, 16}, {11, 18}, {12, 19},
		{13, 21}, {16, 26}, {19, 31}, {24, 38}, {30, 38},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, RescaledAttack(c.cr), "CR %v", c.cr)
	}
}

func TestEveryMonsterAttackIsTheRescaledValue(t *testing.T) {
	for _, m := range Monsters() {
		assert.Equal(t, RescaledAttack(m.CR), m.Attack, m.ID)
		assert.LessOrEqual(t, m.AttackBonus, MaxMonsterAttackBonus, m.ID)
	}
}

func TestMonsterStatBlocksMatchFactsSheet(t *testing.T) {
	cases := []struct {
		id                  MonsterID
		cr                  float64
		hp, ac, atk, ab, xp int
		effect              Effect
		proc                float64
		phase               Phase
	}{
		{"goblin_sneak", 0.25, 7, 13, 1, 4, 30, EffectAdvantage, 0.25, PhaseAny},
		{"goblin_shaman", 1, 22, 11, 2, 4, 200, EffectAoEFire, 0.50, PhaseOpening},
		{"grol", 3, 65, 17, 6, 5, 700, EffectBonusDamage, 1.0, PhaseOpening},
		{"zombie", 0.25, 22, 10, 1, 3, 50, EffectSurviveAt1, 0.50, PhaseDecisive},
		// Valdris is tuned to fit Tier 1 (rules §2.8), not the CR 5 it was
		// first recorded with.
		{"valdris", 3, 64, 15, 6, 5, 700, EffectMaxHPDrain, 0.30, PhaseAny},
		{"kuo_toa_whip", 1, 65, 11, 2, 3, 200, EffectBonusDamage, 0.50, PhaseDecisive},
		{"helmed_horror", 4, 60, 20, 7, 6, 1100, EffectSpellResist, 1.0, PhaseAny},
		{"roper", 5, 93, 20, 8, 7, 1800, EffectStun, 0.50, PhaseAny},
		{"thornmother", 11, 187, 17, 18, 8, 7200, EffectStun, 0.50, PhaseOpening},
		// Infernax is tuned to fit Tier 5 (rules §2.8), not the CR 24 it
		// was first recorded with.
		{"infernax", 20, 288, 20, 33, 11, 25000, EffectStun, 0.50, PhaseOpening},
		{"belaxath", 19, 262, 19, 31, 11, 22000, EffectAoE, 0.40, PhaseDecisive},
	}
	for _, c := range cases {
		t.Run(string(c.id), func(t *testing.T) {
			m, ok := MonsterByID(c.id)
			require.True(t, ok)
			assert.Equal(t, c.cr, m.CR)
			assert.Equal(t, []int{c.hp, c.ac, c.atk, c.ab, c.xp}, []int{m.HP, m.AC, m.Attack, m.AttackBonus, m.XP})
			assert.Equal(t, c.effect, m.Ability.Effect)
			assert.Equal(t, c.proc, m.Ability.Proc)
			assert.Equal(t, c.phase, m.Ability.Phase)
		})
	}
}

func TestSkeletonHasNoAbility(t *testing.T) {
	m, ok := MonsterByID("skeleton")
	require.True(t, ok)
	assert.Equal(t, Ability{}, m.Ability)
}

func TestBossFlagsPhaseTwoAndLegendaryResistances(t *testing.T) {
	cases := []struct {
		id     MonsterID
		phase2 float64
		lr     int
	}{
		{"grol", 0, 0}, {"valdris", 0.5, 1}, {"hollow_king", 0.4, 0}, {"dreaming_aboleth", 0, 0},
		{"lord_aldric", 0, 1}, {"thyrak", 0.5, 0}, {"ilvaras", 0.35, 3}, {"thornmother", 0.3, 3},
		{"infernax", 0.5, 3}, {"belaxath", 0.4, 3},
	}
	for _, c := range cases {
		m, ok := MonsterByID(c.id)
		require.True(t, ok, c.id)
		assert.True(t, m.Boss, c.id)
		assert.False(t, m.RegionBoss, c.id)
		assert.Equal(t, c.phase2, m.Phase2At, c.id)
		assert.Equal(t, c.lr, m.LegendaryResistances, c.id)
	}
}

func TestRecordedMultiattackProfiles(t *testing.T) {
	cases := []struct {
		id     MonsterID
		toHit  int
		swings []int
	}{
		{"grol", 5, []int{5, 3}},
		{"dreaming_aboleth", 7, []int{7, 6}}, // tuned to fit Tier 2 (rules §2.8)
		{"thornmother", 9, []int{13, 12, 11}},
		{"infernax", 11, []int{16, 13, 13}},
		{"hobgoblin_warchief", 5, []int{3, 2}},
		{"drow_elite_warrior", 7, []int{4, 3, 3}},
		{"marilith", 11, []int{5, 5, 5, 5, 5, 5, 4}},
		{"green_hag", 6, []int{5, 5}},
	}
	for _, c := range cases {
		m, ok := MonsterByID(c.id)
		require.True(t, ok, c.id)
		require.NotNil(t, m.Multiattack, c.id)
		assert.Equal(t, c.toHit, m.Multiattack.ToHit, c.id)
		assert.Equal(t, c.swings, m.Multiattack.Swings, c.id)
		assert.False(t, m.Multiattack.Derived, c.id)
	}
}

func TestUnrecordedProfilesAreDerivedAndMarked(t *testing.T) {
	for _, id := range []MonsterID{"worg", "specter", "wight", "merrow", "guard_drake", "roper", "tunnel_predator", "bandit_captain"} {
		m, ok := MonsterByID(id)
		require.True(t, ok, id)
		require.NotNil(t, m.Multiattack, id)
		assert.True(t, m.Multiattack.Derived, id)
	}
}

func TestDeriveMultiattack(t *testing.T) {
	cases := []struct {
		atk, ab int
		want    []int
	}{
		{1, 4, []int{1, 1}},         // 1.3 rounds to 1, raised to the 2-damage minimum
		{2, 5, []int{2, 1}},         // 2.6 → 3
		{8, 7, []int{5, 5}},         // 10.4 → 10
		{18, 8, []int{12, 11}},      // 23.4 → 23, still two swings
		{21, 10, []int{9, 9, 9}},    // 27.3 → 27, three swings from 24
		{26, 11, []int{12, 11, 11}}, // 33.8 → 34
	}
	for _, c := range cases {
		got := DeriveMultiattack(c.atk, c.ab)
		assert.Equal(t, c.want, got.Swings, "attack %d", c.atk)
		assert.Equal(t, c.ab, got.ToHit)
		assert.True(t, got.Derived)
	}
}

func TestDamageDiceForTable(t *testing.T) {
	cases := []struct {
		atk  int
		want rules.Dice
	}{
		{0, rules.D(1, 2)}, {1, rules.D(1, 2)}, {2, rules.D(1, 4)}, {5, rules.D(1, 10)},
		{6, rules.Dice{Count: 1, Sides: 6, Bonus: 3}},
		{8, rules.Dice{Count: 2, Sides: 6, Bonus: 1}},
		{21, rules.Dice{Count: 5, Sides: 6, Bonus: 4}},
		{38, rules.Dice{Count: 9, Sides: 6, Bonus: 7}},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, DamageDiceFor(c.atk), "attack %d", c.atk)
	}
}

func TestDamageDiceAverageIsAttackToAttackPlusHalf(t *testing.T) {
	for atk := 1; atk <= MaxMonsterAttack; atk++ {
		avg := DamageDiceFor(atk).Average()
		assert.GreaterOrEqual(t, avg, float64(atk), "attack %d", atk)
		assert.LessOrEqual(t, avg, float64(atk)+0.5, "attack %d", atk)
		assert.GreaterOrEqual(t, DamageDiceFor(atk).Min(), 1, "attack %d never rolls 0", atk)
	}
}

func TestMonsterFloors(t *testing.T) {
	cases := []struct {
		tier, ac, ab int
	}{
		{0, 0, 0}, {1, 0, 0}, {2, 11, 6}, {3, 12, 7}, {4, 13, 8}, {5, 14, 9}, {9, 18, 11},
	}
	for _, c := range cases {
		assert.Equal(t, c.ac, MonsterFloorAC(c.tier), "AC floor tier %d", c.tier)
		assert.Equal(t, c.ab, MonsterFloorAB(c.tier), "AB floor tier %d", c.tier)
	}
}

func TestApplyFloors(t *testing.T) {
	cases := []struct {
		id            MonsterID
		tier          int
		ac, ab, toHit int
	}{
		{"goblin_sneak", 1, 13, 4, 0},       // tier 1: unchanged
		{"kobold", 5, 14, 9, 0},             // both raised
		{"will_o_wisp", 4, 19, 8, 0},        // AC already above the floor
		{"dragonborn_cultist", 5, 16, 9, 9}, // multiattack to-hit raised too
		{"infernax", 5, 20, 11, 11},         // above every floor
	}
	for _, c := range cases {
		m, ok := MonsterByID(c.id)
		require.True(t, ok)
		f := ApplyFloors(m, c.tier)
		assert.Equal(t, c.ac, f.AC, c.id)
		assert.Equal(t, c.ab, f.AttackBonus, c.id)
		if c.toHit > 0 {
			assert.Equal(t, c.toHit, f.Multiattack.ToHit, c.id)
		}
	}
}

func TestApplyFloorsLeavesOriginalAlone(t *testing.T) {
	m, _ := MonsterByID("dragonborn_cultist")
	before := m.Multiattack.ToHit
	_ = ApplyFloors(m, 5)
	assert.Equal(t, before, m.Multiattack.ToHit)
}

func TestMonsterByIDReturnsCopies(t *testing.T) {
	m, ok := MonsterByID("marilith")
	require.True(t, ok)
	m.Multiattack.Swings[0] = 99
	m.Tags[0] = "changed"
	again, _ := MonsterByID("marilith")
	assert.Equal(t, 5, again.Multiattack.Swings[0])
	assert.Equal(t, TagDemon, again.Tags[0])
	_, ok = MonsterByID("tarrasque")
	assert.False(t, ok)
}

// monstersWithTag returns the IDs of every shipped monster whose kill
// counts for tag, in bestiary order.
func monstersWithTag(tag KillTag) []string {
	var out []string
	for _, m := range Monsters() {
		if m.HasTag(tag) {
			out = append(out, string(m.ID))
		}
	}
	return out
}

func TestKillTagMapping(t *testing.T) {
	cases := []struct {
		tag  KillTag
		want []string
	}{
		{TagWorg, []string{"worg"}},
		{TagBeast, []string{"worg", "dire_wolf", "owlbear", "displacer_beast"}},
		{TagKuoToa, []string{"kuo_toa", "kuo_toa_whip"}},
		{TagConstruct, []string{"helmed_horror", "thyrak"}},
		{TagIllithid, []string{"mind_flayer", "mind_flayer_elder"}},
		{TagHag, []string{"green_hag", "night_hag", "thornmother"}},
		{TagBalor, []string{"belaxath"}},
		{TagPortalBoss, []string{"belaxath"}},
		{TagInfernax, []string{"infernax"}},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, monstersWithTag(c.tag), string(c.tag))
	}
	for _, tag := range KillTags() {
		assert.NotEmpty(t, monstersWithTag(tag), "tag %s is carried by some monster", tag)
	}
}

func TestEffectsVocabulary(t *testing.T) {
	effects := []Effect{
		EffectPoison, EffectEnrage, EffectStun, EffectLifesteal, EffectCleave,
		EffectBonusDamage, EffectAoE, EffectAoEFire, EffectExecute, EffectSelfHeal,
		EffectEvade, EffectBlock, EffectAdvantage, EffectRetaliate, EffectRegenerate,
		EffectSurviveAt1, EffectStatDrain, EffectDebuff, EffectMaxHPDrain,
		EffectSpellResist, EffectRevealAct, EffectFearImmune, EffectAllyBuff,
		EffectDeathAoE,
	}
	assert.Len(t, knownEffects, len(effects), "the vocabulary is these 24")
	for _, e := range effects {
		assert.True(t, e.Valid(), e)
		assert.NotEmpty(t, e.Summary(), e)
	}
	assert.True(t, EffectNone.Valid())
	assert.False(t, Effect("explode").Valid())
	assert.True(t, PhaseAny.Allows(PhaseClash))
	assert.True(t, PhaseOpening.Allows(PhaseOpening))
	assert.False(t, PhaseOpening.Allows(PhaseDecisive))
}

func TestMonsterNames(t *testing.T) {
	for _, tc := range []struct {
		ids  []MonsterID
		want []string
	}{
		{nil, []string{}},
		{[]MonsterID{"redcap", "quickling"}, []string{"Redcap", "Quickling"}},
		{[]MonsterID{"no_such_thing"}, []string{"no_such_thing"}},
	} {
		assert.Equal(t, tc.want, MonsterNames(tc.ids), "%v", tc.ids)
	}
}
