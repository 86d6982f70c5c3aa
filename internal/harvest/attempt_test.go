package harvest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestBandForMargins(t *testing.T) {
	cases := []struct {
		margin int
		want   Band
	}{
		{12, BandRich}, {5, BandRich}, {4, BandStandard}, {0, BandStandard},
		{-1, BandCommon}, {-4, BandCommon}, {-5, BandNothing}, {-15, BandNothing},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, BandFor(tc.margin), "margin %d", tc.margin)
	}
}

func TestOutcomeBandsYield(t *testing.T) {
	c := newChar(t, rules.Fighter)
	mithral := res(t, "mithral_trace") // Underforge, DC 20
	cases := []struct {
		name      string
		margin    int
		die       []int // the 1d3 quantity roll, when the band rolls one
		band      Band
		qty       int
		bonus     []string
		failed    bool
		wantTotal int
	}{
		{"rich: 1d3 plus a bonus U/R/VR resource of the zone", 5, []int{3}, BandRich, 3, []string{"fire_essence"}, false, 0},
		{"standard: 1d3", 0, []int{2}, BandStandard, 2, nil, false, 0},
		{"standard at the top of the band", 4, []int{1}, BandStandard, 1, nil, false, 0},
		{"common: 1", -1, nil, BandCommon, 1, nil, false, 0},
		{"common at the bottom of the band", -4, nil, BandCommon, 1, nil, false, 0},
		{"nothing: a fail", -5, nil, BandNothing, 0, nil, true, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := &script{t: t, ints: append([]int{d20For(t, mithral, c, Context{}, tc.margin)}, tc.die...)}
			a := try("n", mithral, c, Context{}, d)
			assert.Equal(t, tc.band, a.Band)
			assert.Equal(t, tc.margin, a.Margin)
			assert.Equal(t, tc.qty, a.Qty)
			assert.Equal(t, tc.failed, a.Failed())
			var got []string
			for _, b := range a.Bonus {
				got = append(got, string(b.Resource))
			}
			assert.Equal(t, tc.bonus, got)
			assert.Empty(t, d.ints, "every scripted roll is used")
		})
	}
}

func TestRichBonusSkipsGatedAndCommonResources(t *testing.T) {
	// Underforge's U/R/VR resources open to a Fighter with no kills are Fire
	// Essence and Mithral Trace; with an azer kill the Azer Metal Ingot joins.
	c := newChar(t, rules.Fighter)
	cases := []struct {
		kills map[content.KillTag]bool
		want  []string
	}{
		{nil, []string{"fire_essence", "mithral_trace"}},
		{map[content.KillTag]bool{content.TagAzer: true}, []string{"azer_ingot", "fire_essence", "mithral_trace"}},
	}
	for _, tc := range cases {
		var pool []string
		for _, r := range content.ZoneResources(content.ZoneUnderforge) {
			if r.Rarity >= content.GradeUncommon && r.Rarity <= content.GradeEpic && gateReason(r, c, Context{Kills: tc.kills}) == "" {
				pool = append(pool, string(r.ID))
			}
		}
		assert.Equal(t, tc.want, pool)
	}
}

func TestRangerFishingUpgrade(t *testing.T) {
	pearl := res(t, "black_pearl")
	cases := []struct {
		name     string
		class    rules.ClassID
		margin   int
		chance   bool
		band     Band
		upgraded bool
	}{
		{"ranger standard upgraded", rules.Ranger, 1, true, BandRich, true},
		{"ranger common upgraded", rules.Ranger, -2, true, BandRich, true},
		{"ranger upgrade roll misses", rules.Ranger, 1, false, BandStandard, false},
		{"fighter never upgrades", rules.Fighter, 1, true, BandStandard, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := newChar(t, tc.class)
			d := &script{t: t, ints: []int{d20For(t, pearl, c, Context{}, tc.margin), 2}, chances: []bool{tc.chance}}
			a := try("n", pearl, c, Context{}, d)
			assert.Equal(t, tc.band, a.Band)
			assert.Equal(t, tc.upgraded, a.Upgraded)
		})
	}
}

func TestManorScavengingBonusTrinket(t *testing.T) {
	c := newChar(t, rules.Rogue)
	volume := res(t, "blackspire_volume") // Haunted Manor scavenge, DC 19
	coin := res(t, "ancient_coin")        // Crypt of Valdris scavenge, DC 14
	cases := []struct {
		name   string
		r      content.Resource
		margin int
		chance bool
		want   []string
	}{
		{"manor scavenge success finds a trinket", volume, 0, true, []string{"cursed_trinket"}},
		{"trinket roll misses", volume, 0, false, nil},
		{"a fail finds no trinket", volume, -6, true, nil},
		{"scavenging outside the manor", coin, 0, true, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := &script{t: t, ints: []int{d20For(t, tc.r, c, Context{}, tc.margin), 1}, chances: []bool{tc.chance}}
			a := try("n", tc.r, c, Context{}, d)
			var got []string
			for _, b := range a.Bonus {
				got = append(got, string(b.Resource))
			}
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestHolidayAddsOneToEveryYield(t *testing.T) {
	c := newChar(t, rules.Fighter)
	mithral := res(t, "mithral_trace")
	ctx := Context{Holiday: true}
	a := try("n", mithral, c, ctx, &script{t: t, ints: []int{d20For(t, mithral, c, ctx, -2)}})
	assert.Equal(t, 2, a.Qty, "common band 1, +1 holiday")
	a = try("n", mithral, c, ctx, &script{t: t, ints: []int{d20For(t, mithral, c, ctx, 2), 3}})
	assert.Equal(t, 4, a.Qty, "standard band 3, +1 holiday")
	a = try("n", mithral, c, ctx, &script{t: t, ints: []int{d20For(t, mithral, c, ctx, -5)}})
	assert.Equal(t, 0, a.Qty, "a fail stays a fail")
}

func TestOddsModifiers(t *testing.T) {
	pb := rules.ProficiencyBonus(1) // a class's own harvest actions add the proficiency bonus
	fighter := newChar(t, rules.Fighter)
	ranger := newChar(t, rules.Ranger)
	mage := newChar(t, rules.Mage)
	cases := []struct {
		name string
		c    rules.Character
		r    content.ItemID
		ctx  Context
		want int
	}{
		{"mine: STR + Fighter bonus", fighter, "iron_ore", Context{}, fighter.Abilities.Mod(rules.STR) + 2 + pb},
		{"essence: INT + Mage bonus", mage, "fire_essence", Context{}, mage.Abilities.Mod(rules.INT) + 2 + pb},
		{"essence: no bonus and no proficiency for a Fighter", fighter, "fire_essence", Context{}, fighter.Abilities.Mod(rules.INT)},
		{"forage: WIS + Ranger bonus", ranger, "shadow_herb", Context{}, ranger.Abilities.Mod(rules.WIS) + 2 + pb},
		{"roll penalty applies to every action", fighter, "iron_ore", Context{RollPenalty: -2}, fighter.Abilities.Mod(rules.STR) + pb},
		{"WIS penalty hits foraging", ranger, "shadow_herb", Context{WISPenalty: -1}, ranger.Abilities.Mod(rules.WIS) + 1 + pb},
		{"WIS penalty spares mining", fighter, "iron_ore", Context{WISPenalty: -1}, fighter.Abilities.Mod(rules.STR) + 2 + pb},
		{"fishing: DEX + Ranger bonus + skill/5", ranger, "black_pearl", Context{FishingSkill: 5}, ranger.Abilities.Mod(rules.DEX) + 3 + pb},
		{"fishing skill bonus caps at +2", ranger, "black_pearl", Context{FishingSkill: 40}, ranger.Abilities.Mod(rules.DEX) + 4 + pb},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, OddsFor(res(t, tc.r), tc.c, tc.ctx).Modifier, tc.name)
	}
}

func TestZoneEventDCChangesAndBlocks(t *testing.T) {
	fighter := newChar(t, rules.Fighter)
	cases := []struct {
		name   string
		r      content.ItemID
		mods   EventMods
		dc     int
		reason SkipReason
	}{
		{"Dragon's Lair pulse 3: every DC +4", "ancient_gold", EventMods{DCBonus: 4}, 14, ""},
		{"Dragon's Lair pulse 3 reaches mining too", "volcanic_gem", EventMods{DCBonus: 4}, 16, ""},
		{"Infernax awake: harvest blocked", "ancient_gold", EventMods{Blocked: true}, 10, SkipBlocked},
		{"Abyss 61-80: every DC +5", "brimstone_shard", EventMods{DCBonus: 5}, 16, ""},
		{"Abyss 81+: harvest blocked", "void_essence", EventMods{Blocked: true}, 20, SkipBlocked},
		{"Underforge heat 7-9: mining DC +3", "iron_ore", EventMods{MiningDCBonus: 3}, 13, ""},
		{"Underforge heat 7-9 spares essence", "fire_essence", EventMods{MiningDCBonus: 3}, 15, ""},
		{"Underforge heat 10: mining blocked", "iron_ore", EventMods{MiningBlocked: true}, 10, SkipMiningBlocked},
		{"Underforge heat 10 spares essence", "fire_essence", EventMods{MiningBlocked: true}, 15, ""},
		{"Feywild double day: forage DC -3", "fey_dust", EventMods{ForageDCMod: -3}, 8, ""},
		{"Feywild double day spares essence", "pixie_wing", EventMods{ForageDCMod: -3}, 16, ""},
		{"no events: the registry DC", "iron_ore", EventMods{}, 10, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ctx := Context{Mods: tc.mods}
			r := res(t, tc.r)
			assert.Equal(t, tc.dc, OddsFor(r, fighter, ctx).DC)
			assert.Equal(t, tc.reason, Eligibility(r, fighter, ctx))
		})
	}
}

func TestGates(t *testing.T) {
	fighter := newChar(t, rules.Fighter)
	mage := newChar(t, rules.Mage)
	cleric := newChar(t, rules.Cleric)
	worg := map[content.KillTag]bool{content.TagWorg: true}
	wraith := map[content.KillTag]bool{content.TagWraith: true}
	cases := []struct {
		name string
		r    content.ItemID
		c    rules.Character
		ctx  Context
		want SkipReason
	}{
		{"kill tag missing", "worg_pelt", fighter, Context{}, SkipNeedsKill},
		{"kill tag in the kill log", "worg_pelt", fighter, Context{Kills: worg}, ""},
		{"another tag does not open it", "worg_pelt", fighter, Context{Kills: wraith}, SkipNeedsKill},
		{"class restriction shuts others out", "shaman_reagents", fighter, Context{}, SkipClass},
		{"class restriction lets its class in", "shaman_reagents", mage, Context{}, ""},
		{"event not active", "tidal_crystal", fighter, Context{}, SkipEvent},
		{"event active", "tidal_crystal", fighter, Context{Mods: EventMods{TidalCrystal: true}}, ""},
		{"class and kill: right class, no kill", "wraith_core", cleric, Context{}, SkipNeedsKill},
		{"class and kill: kill, wrong class", "wraith_core", fighter, Context{Kills: wraith}, SkipClass},
		{"class and kill: both", "wraith_core", cleric, Context{Kills: wraith}, ""},
		{"ungated", "scrap_iron", fighter, Context{}, ""},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, Eligibility(res(t, tc.r), tc.c, tc.ctx), tc.name)
	}
}

func TestKillsFromMonsters(t *testing.T) {
	k := KillsFrom([]content.MonsterID{"worg", "no_such_monster"})
	assert.True(t, k[content.TagWorg])
	assert.True(t, k[content.TagBeast], "the worg is a beast too")
	assert.False(t, k[content.TagDrow])
	require.Empty(t, KillsFrom(nil))
}

func TestActionAbilities(t *testing.T) {
	want := map[rules.HarvestAction]rules.Ability{
		rules.Forage: rules.WIS, rules.Mine: rules.STR, rules.Scavenge: rules.INT,
		rules.Essence: rules.INT, rules.Commune: rules.WIS, rules.Fish: rules.DEX,
	}
	for a, ab := range want {
		assert.Equal(t, ab, ActionAbility(a), string(a))
	}
	assert.Equal(t, rules.Ability(""), ActionAbility("juggle"))
}
