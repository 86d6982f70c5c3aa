package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestForcedLoss: a forced end keeps a third of the takings' XP and coins
// (rounded down, the loss never more than the character holds) and, of
// the found items still carried and sellable, sorted by Thom's price, the
// 3rd, 6th, ... (rules §8.18).
func TestForcedLoss(t *testing.T) {
	cases := []struct {
		name          string
		takings       Takings
		pack          map[content.ItemID]int
		xp, coins     int // the character's
		wantXPLost    int
		wantCoinsLost int
		wantKept      []content.ItemID
		wantLost      []content.ItemID
	}{
		{
			name:    "a third kept, rounded down",
			takings: Takings{XP: 3600, Coins: 120},
			xp:      5000, coins: 500,
			wantXPLost: 2400, wantCoinsLost: 80,
		},
		{
			name:    "rounding: 1 and 2 keep nothing, 5 keeps 1",
			takings: Takings{XP: 2, Coins: 5},
			xp:      5000, coins: 500,
			wantXPLost: 2, wantCoinsLost: 4,
		},
		{
			name:    "the loss stops at what the character holds",
			takings: Takings{XP: 900, Coins: 300},
			xp:      100, coins: 50,
			wantXPLost: 100, wantCoinsLost: 50,
		},
		{
			name:    "empty pack: the finds were used or sold",
			takings: Takings{XP: 30, Coins: 30, Items: []content.ItemID{"potion_of_healing", "gem_azurite"}},
			xp:      5000, coins: 500,
			wantXPLost: 20, wantCoinsLost: 20,
		},
		{
			name: "items by price, every third kept",
			takings: Takings{Items: []content.ItemID{"scrap_iron", "war_standard", "gem_azurite", "worg_pelt",
				"shaman_reagents", "alchemy_pouch", "scrap_iron"}},
			pack: map[content.ItemID]int{"scrap_iron": 2, "war_standard": 1, "gem_azurite": 1, "worg_pelt": 1,
				"shaman_reagents": 1, "alchemy_pouch": 1},
			xp: 5000, coins: 500,
			// war_standard 200, shaman_reagents 180, alchemy_pouch 40,
			// worg_pelt 35, scrap_iron 10, scrap_iron 10, gem_azurite 5.
			wantKept: []content.ItemID{"alchemy_pouch", "scrap_iron"},
			wantLost: []content.ItemID{"war_standard", "shaman_reagents", "worg_pelt", "scrap_iron", "gem_azurite"},
		},
		{
			name:    "only the copies found count, and only those carried",
			takings: Takings{Items: []content.ItemID{"potion_of_healing", "potion_of_healing", "potion_of_healing", "war_standard"}},
			pack:    map[content.ItemID]int{"potion_of_healing": 5},
			xp:      5000, coins: 500,
			wantLost: []content.ItemID{"potion_of_healing", "potion_of_healing"},
			wantKept: []content.ItemID{"potion_of_healing"},
		},
		{
			name:    "quest items and supply packs are never left behind",
			takings: Takings{Items: []content.ItemID{"valdris_phylactery_shard", "gem_azurite"}},
			pack:    map[content.ItemID]int{"valdris_phylactery_shard": 1, "gem_azurite": 1},
			xp:      5000, coins: 500,
			wantLost: []content.ItemID{"gem_azurite"},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ch := rules.Character{Level: 6, XP: tc.xp, Coins: tc.coins, Inventory: rules.Inventory{}}
			for id, n := range tc.pack {
				ch.Inventory[id] = n
			}
			l := ForcedLoss(tc.takings, ch)
			assert.Equal(t, tc.wantXPLost, l.XPLost, "XP lost")
			assert.Equal(t, tc.wantCoinsLost, l.CoinsLost, "coins lost")
			assert.Equal(t, Kept(tc.takings.XP), l.XPKept)
			assert.Equal(t, Kept(tc.takings.Coins), l.CoinsKept)
			assert.Equal(t, tc.wantKept, l.ItemsKept, "items kept")
			assert.Equal(t, tc.wantLost, l.ItemsLost, "items lost")
			assert.Equal(t, len(tc.takings.Items), l.ItemsFound)
			assert.Equal(t, 6, l.Level)
		})
	}
}

// TestForcedLossKeepsAtMostAThirdOfTheWorth: whatever the finds, the kept
// items are worth at most a third of those carried (rules §8.18).
func TestForcedLossKeepsAtMostAThirdOfTheWorth(t *testing.T) {
	items := []content.ItemID{"war_standard", "shaman_reagents", "ancient_coin", "crude_weapon_cache", "worg_pelt", "gem_azurite", "bone_dust", "scrap_iron"}
	for n := 1; n <= len(items); n++ {
		ch := rules.Character{Inventory: rules.Inventory{}}
		for _, id := range items[:n] {
			ch.Inventory[id]++
		}
		l := ForcedLoss(Takings{Items: items[:n]}, ch)
		worth := func(ids []content.ItemID) int {
			v := 0
			for _, id := range ids {
				p, _ := content.SellPrice(id)
				v += p
			}
			return v
		}
		kept, all := worth(l.ItemsKept), worth(items[:n])
		assert.LessOrEqual(t, 3*kept, all, "%d items: kept %d of %d", n, kept, all)
		assert.Len(t, l.ItemsKept, n/3)
	}
}

// TestApplyLossKeepsTheLevel: the loss comes off XP, purse and pack; the
// level stays though the XP falls below its threshold, and the next
// level needs its own total (rules §1.5, §8.18).
func TestApplyLossKeepsTheLevel(t *testing.T) {
	ch := newCharacter(t, rules.Fighter)
	ch, _ = rules.AwardXP(ch, rules.XPForLevel(6))
	ch.Coins = 100
	ch, err := rules.AddItem(ch, "war_standard", 1)
	require.NoError(t, err)
	l := ForcedLoss(Takings{XP: 3600, Coins: 120, Items: []content.ItemID{"war_standard"}}, ch)
	got := ApplyLoss(ch, l)
	assert.Equal(t, 6, got.Level)
	assert.Equal(t, rules.XPForLevel(6)-2400, got.XP)
	assert.Equal(t, 20, got.Coins)
	assert.Zero(t, got.Inventory.Count("war_standard"))
	assert.Equal(t, 1, ch.Inventory.Count("war_standard"), "ApplyLoss leaves its argument alone")
	got, rep := rules.AwardXP(got, 2400)
	assert.Equal(t, 6, got.Level, "back at level 6's threshold: no level-up")
	assert.False(t, rep.LevelledUp())
	got, _ = rules.AwardXP(got, rules.XPForLevel(7)-got.XP)
	assert.Equal(t, 7, got.Level)
}

// TestLegTakingsBankTheLegsBefore: a voluntary extraction banks what the
// expedition had earned; after a resume only the new leg's takings are at
// stake (rules §8.17, §8.18).
func TestLegTakingsBankTheLegsBefore(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 1)
	assert.Equal(t, Takings{}, e.LegTakings(), "a first departure starts at nothing")
	e, err := Record(e, Tally{XP: 500, Coins: 60, Loot: []content.ItemID{"gem_azurite", "worg_pelt"}}, t0)
	require.NoError(t, err)
	assert.Equal(t, Takings{XP: 500, Coins: 60, Items: []content.ItemID{"gem_azurite", "worg_pelt"}}, e.LegTakings())
	e, _, err = Extract(e, cleared(), t0)
	require.NoError(t, err)
	e, _, err = Resume(e, t0.Add(time.Hour))
	require.NoError(t, err)
	e, _, err = Buy(e, PackStandard, 1, 1000, t0.Add(time.Hour))
	require.NoError(t, err)
	e, err = Depart(e, e.RunID, t0.Add(2*time.Hour), time.UTC)
	require.NoError(t, err)
	assert.Equal(t, Takings{}, e.LegTakings(), "the resumed leg starts at nothing")
	e, err = Record(e, Tally{XP: 90, Coins: 9, Loot: []content.ItemID{"scrap_iron"}}, t0.Add(3*time.Hour))
	require.NoError(t, err)
	assert.Equal(t, Takings{XP: 90, Coins: 9, Items: []content.ItemID{"scrap_iron"}}, e.LegTakings())
	ch := newCharacter(t, rules.Fighter)
	ch.XP, ch.Coins = 590, 69
	_, rep, err := ForceExtract(e, ch, CauseDowned, t0.Add(4*time.Hour))
	require.NoError(t, err)
	assert.Equal(t, 60, rep.Loss.XPLost, "two thirds of the second leg's 90 XP")
	assert.Equal(t, 6, rep.Loss.CoinsLost)
	assert.Equal(t, 590, rep.XPEarned, "the expedition's total is still reported")
}
