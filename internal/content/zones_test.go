package content

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/dice"
)

func TestZonesBasicFacts(t *testing.T) {
	cases := []struct {
		id           string
		tier, lo, hi int
		boss         MonsterID
	}{
		{string(ZoneGoblinWarrens), 1, 1, 3, "grol"},
		{string(ZoneCryptValdris), 1, 1, 3, "valdris"},
		{string(ZoneForestShadows), 2, 3, 5, "hollow_king"},
		{string(ZoneSunkenTemple), 2, 3, 5, "dreaming_aboleth"},
		{string(ZoneHauntedManor), 3, 5, 8, "lord_aldric"},
		{string(ZoneUnderforge), 3, 5, 8, "thyrak"},
		{string(ZoneUnderdark), 4, 8, 12, "ilvaras"},
		{string(ZoneFeywild), 4, 8, 12, "thornmother"},
		{string(ZoneDragonsLair), 5, 12, 20, "infernax"},
		{string(ZoneAbyssPortal), 5, 15, 20, "belaxath"},
	}
	require.Len(t, Zones(), len(cases))
	for i, c := range cases {
		z, ok := ZoneByID(ZoneID(c.id))
		require.True(t, ok, c.id)
		assert.Equal(t, ZoneID(c.id), Zones()[i].ID, "zones are listed tier 1 first")
		assert.Equal(t, []int{c.tier, c.lo, c.hi}, []int{z.Tier, z.MinLevel, z.MaxLevel}, c.id)
		assert.Equal(t, c.boss, z.BossID, c.id)
	}
	_, ok := ZoneByID("tier6_unplace")
	assert.False(t, ok)
}

func TestRosterWeightsAndEliteFlags(t *testing.T) {
	z, ok := ZoneByID(ZoneGoblinWarrens)
	require.True(t, ok)
	assert.Equal(t, []RosterEntry{
		{MonsterID: "goblin_sneak", Weight: 7}, {MonsterID: "goblin_archer", Weight: 6},
		{MonsterID: "hobgoblin_grunt", Weight: 5}, {MonsterID: "worg", Weight: 3, Elite: true},
		{MonsterID: "goblin_shaman", Weight: 2}, {MonsterID: "hobgoblin_warchief", Weight: 1, Elite: true},
	}, z.Roster)
	abyss, _ := ZoneByID(ZoneAbyssPortal)
	elites := 0
	for _, e := range abyss.Roster {
		if e.Elite {
			elites++
		}
	}
	assert.Equal(t, 4, elites, "vrock, hezrou, nalfeshnee and marilith are elites")
}

func TestEveryRosterMatchesFactsSheet(t *testing.T) {
	// "id weight" per entry, "E" marks an elite (rules §6.1).
	want := map[string][]string{
		string(ZoneGoblinWarrens): {"goblin_sneak 7", "goblin_archer 6", "hobgoblin_grunt 5", "worg 3 E", "goblin_shaman 2", "hobgoblin_warchief 1 E"},
		string(ZoneCryptValdris):  {"skeleton 7", "zombie 6", "shadow 4", "specter 3 E", "wight 1 E"},
		string(ZoneForestShadows): {"dire_wolf 6", "dryad_corrupted 3", "owlbear 2 E", "bandit_captain 3 E", "displacer_beast 3 E", "green_hag 1 E"},
		string(ZoneSunkenTemple):  {"kuo_toa 7", "kuo_toa_whip 4", "merrow 4", "aboleth_thrall 3 E", "water_elemental 1 E"},
		string(ZoneHauntedManor):  {"shadow 6", "poltergeist 5", "banshee 2 E", "wraith 3 E", "vampire_spawn 3 E", "revenant 1 E"},
		string(ZoneUnderforge):    {"magmin 6", "azer 5", "flameskull 4", "salamander 3 E", "fire_elemental 3 E", "helmed_horror 3 E"},
		string(ZoneUnderdark):     {"drow 5", "drow_elite_warrior 4 E", "drow_mage 3", "mind_flayer 2", "hook_horror 4", "roper 1 E"},
		string(ZoneFeywild):       {"redcap 6", "will_o_wisp 5", "quickling 5", "green_hag 2 E", "night_hag 3 E", "fomorian 1 E"},
		string(ZoneDragonsLair):   {"kobold 7", "guard_drake 5", "kobold_scale_sorcerer 4", "dragonborn_cultist 3 E", "young_red_dragon 1 E"},
		string(ZoneAbyssPortal):   {"quasit 6", "vrock 4 E", "hezrou 4 E", "nalfeshnee 3 E", "marilith 1 E"},
	}
	for _, z := range Zones() {
		var got []string
		for _, e := range z.Roster {
			s := fmt.Sprintf("%s %d", e.MonsterID, e.Weight)
			if e.Elite {
				s += " E"
			}
			got = append(got, s)
		}
		assert.Equal(t, want[string(z.ID)], got, z.ID)
	}
}

func TestBossLootTables(t *testing.T) {
	cases := []struct {
		zone   ZoneID
		coins  string
		always []ItemID
		named  map[ItemID]float64
	}{
		{ZoneGoblinWarrens, "2d10x5", nil, map[ItemID]float64{"grol_handaxe": 0.15, "grol_studded_leather": 0.10, "grols_belt": 0.05}},
		{ZoneCryptValdris, "3d10x4", []ItemID{"valdris_phylactery_shard"}, map[ItemID]float64{"cloak_of_protection": 0.12, "mace_of_smiting": 0.08}},
		{ZoneSunkenTemple, "5d10x8", []ItemID{"aboleth_mucus"}, map[ItemID]float64{"aboleths_eye": 0.05, "breastplate_plus1": 0.10}},
		{ZoneHauntedManor, "8d10x10", []ItemID{"blackspire_deed"}, map[ItemID]float64{"blackspire_signet": 0.06, "sword_of_wounding": 0.10, "armor_of_necrotic_resistance": 0.08}},
		{ZoneUnderdark, "15d10x12", []ItemID{"spider_silk"}, map[ItemID]float64{"xunyls_diadem": 0.05, "drow_chain_plus2": 0.08, "dagger_of_venom": 0.10}},
		{ZoneDragonsLair, "50d10x100", []ItemID{"scale_of_infernax"}, map[ItemID]float64{"red_dragon_scale_mail": 0.15, "flame_tongue_plus3": 0.10, "ring_of_fire_resistance": 0.12}},
	}
	for _, c := range cases {
		z, ok := ZoneByID(c.zone)
		require.True(t, ok)
		assert.Equal(t, c.coins, z.Loot.Coins.String(), c.zone)
		assert.False(t, z.Loot.CoinsDerived, c.zone)
		var always []ItemID
		for _, a := range z.Loot.Always {
			always = append(always, a.ItemID)
		}
		assert.Equal(t, c.always, always, c.zone)
		named := map[ItemID]float64{}
		for _, lc := range z.Loot.Chances {
			named[lc.ItemID] = lc.Chance
		}
		assert.Equal(t, c.named, named, c.zone)
	}
}

func TestSilentCoinDiceAreMarkedDerived(t *testing.T) {
	for _, id := range []string{string(ZoneForestShadows), string(ZoneUnderforge), string(ZoneFeywild), string(ZoneAbyssPortal)} {
		z, _ := ZoneByID(ZoneID(id))
		assert.True(t, z.Loot.CoinsDerived, id)
		assert.False(t, z.Loot.Coins.IsZero(), id)
	}
}

func TestCoinDice(t *testing.T) {
	cases := []struct {
		d        CoinDice
		text     string
		min, max int
	}{
		{cd(2, 10, 5), "2d10x5", 10, 100},
		{cd(50, 10, 100), "50d10x100", 5000, 50000},
		{fixed(1), "1d1x1", 1, 1},
		{CoinDice{}, "0", 0, 0},
		{CoinDice{N: 2, Sides: 10}, "0", 0, 0},
	}
	for _, c := range cases {
		assert.Equal(t, c.text, c.d.String())
		assert.Equal(t, c.min, c.d.Min(), c.text)
		assert.Equal(t, c.max, c.d.Max(), c.text)
	}
	assert.Equal(t, 0, CoinDice{}.Roll(dice.NewStream(1)))
}

func TestPickMonsterRespectsEliteFlagAndWeights(t *testing.T) {
	z, _ := ZoneByID(ZoneGoblinWarrens)
	counts := map[MonsterID]int{}
	s := dice.NewStream(42, "pick")
	for range 6000 {
		id, ok := z.PickMonster(false, s)
		require.True(t, ok)
		counts[id]++
	}
	assert.Len(t, counts, 4, "only the four ordinary entries spawn in ordinary rooms")
	assert.Zero(t, counts["worg"])
	// Weights 7:6:5:2 of 20 → goblin_sneak about 35%, goblin_shaman about 10%.
	assert.InDelta(t, 0.35, float64(counts["goblin_sneak"])/6000, 0.03)
	assert.InDelta(t, 0.10, float64(counts["goblin_shaman"])/6000, 0.02)

	for range 200 {
		id, ok := z.PickMonster(true, s)
		require.True(t, ok)
		assert.Contains(t, []MonsterID{"worg", "hobgoblin_warchief"}, id)
	}
	_, ok := Zone{}.PickMonster(true, s)
	assert.False(t, ok, "an empty roster has nothing to pick")
}

func TestZoneByIDReturnsCopies(t *testing.T) {
	z, _ := ZoneByID(ZoneUnderdark)
	z.Roster[0].Weight = 1000
	z.RegionBosses[0] = "nobody"
	again, _ := ZoneByID(ZoneUnderdark)
	assert.Equal(t, 5, again.Roster[0].Weight)
	assert.Equal(t, MonsterID("tunnel_predator"), again.RegionBosses[0])
}

// TestZoneNameReadsTheZone: ZoneName is the name ZoneByID's copy holds
// for every zone, and nothing for an unknown one; ZoneGraphView is the
// graph ZoneGraph copies.
func TestZoneNameReadsTheZone(t *testing.T) {
	for _, z := range Zones() {
		name, ok := ZoneName(z.ID)
		require.True(t, ok, z.ID)
		assert.Equal(t, z.Name, name)
		view, ok := ZoneGraphView(z.ID)
		require.True(t, ok, z.ID)
		cp, _ := ZoneGraph(z.ID)
		assert.Equal(t, cp, view, z.ID)
	}
	_, ok := ZoneName("nowhere")
	assert.False(t, ok)
	_, ok = ZoneGraphView("nowhere")
	assert.False(t, ok)
}
