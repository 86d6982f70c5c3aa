package harvest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	hv "github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
)

// The expedition's zone-event harvest effects convert to EventMods and
// change DCs and blocks as rules §8.12 says.
func TestExpeditionZoneEventsReachTheHarvest(t *testing.T) {
	promise.Shows(t, promise.HarvestDC, promise.HarvestBlocked, promise.HeatMining, promise.FeyForageDC)
	c, err := rules.NewCharacter("Tester", rules.Fighter, rules.Human)
	require.NoError(t, err)
	cases := []struct {
		name     string
		zone     content.ZoneID
		stacks   expedition.ZoneStacks
		resource content.ItemID
		dc       int
		reason   hv.SkipReason
	}{
		{"Dragon's Lair before pulse 3", content.ZoneDragonsLair, expedition.ZoneStacks{DragonPulses: 2}, "ancient_gold", 10, ""},
		{"Dragon's Lair pulse 3: +4", content.ZoneDragonsLair, expedition.ZoneStacks{DragonPulses: 3}, "ancient_gold", 14, ""},
		{"Dragon's Lair Infernax awake: blocked", content.ZoneDragonsLair, expedition.ZoneStacks{DragonPulses: 4, DragonAwake: true}, "ancient_gold", 14, hv.SkipBlocked},
		{"Underforge heat 6: no change", content.ZoneUnderforge, expedition.ZoneStacks{Heat: 6}, "iron_ore", 10, ""},
		{"Underforge heat 7: mining +3", content.ZoneUnderforge, expedition.ZoneStacks{Heat: 7}, "iron_ore", 13, ""},
		{"Underforge heat 10: mining blocked", content.ZoneUnderforge, expedition.ZoneStacks{Heat: 10}, "iron_ore", 13, hv.SkipMiningBlocked},
		{"Underforge heat 10: essence still open", content.ZoneUnderforge, expedition.ZoneStacks{Heat: 10}, "fire_essence", 15, ""},
		{"Abyss 65: +5", content.ZoneAbyssPortal, expedition.ZoneStacks{Instability: 65}, "brimstone_shard", 16, ""},
		{"Abyss 85: blocked", content.ZoneAbyssPortal, expedition.ZoneStacks{Instability: 85}, "brimstone_shard", 11, hv.SkipBlocked},
		{"Feywild roll 5: forage -3", content.ZoneFeywild, expedition.ZoneStacks{FeyRoll: 5}, "fey_dust", 8, ""},
		{"Feywild roll 1: no change", content.ZoneFeywild, expedition.ZoneStacks{FeyRoll: 1}, "fey_dust", 11, ""},
		{"Sunken Temple before the tide: crystal shut", content.ZoneSunkenTemple, expedition.ZoneStacks{}, "tidal_crystal", 17, hv.SkipEvent},
		{"Sunken Temple tide day: crystal open", content.ZoneSunkenTemple, expedition.ZoneStacks{TideActive: true}, "tidal_crystal", 17, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := expedition.Expedition{ZoneID: tc.zone, Stacks: tc.stacks}
			ctx := hv.Context{Mods: expedition.HarvestEffects(e)}
			r, ok := content.ResourceByID(tc.resource)
			require.True(t, ok)
			assert.Equal(t, tc.dc, hv.OddsFor(r, c, ctx).DC)
			assert.Equal(t, tc.reason, hv.Eligibility(r, c, ctx))
		})
	}
}

// Camp types convert to harvest rests, and only the long-rest camps refill.
func TestCampTypesConvertToRests(t *testing.T) {
	for _, d := range expedition.CampDefs() {
		assert.Equal(t, d.LongRest, hv.Rest(d.Type).RefillsNodes(), string(d.Type))
	}
}

// The noise threat matches the expedition's threat table.
func TestNoiseThreatMatchesTheThreatTable(t *testing.T) {
	assert.Equal(t, hv.NoiseThreat, expedition.ThreatModifiers()[expedition.ReasonNoise])
}

// The wilderness zones of the noise rule are the expedition's.
func TestWildernessZonesAgree(t *testing.T) {
	want := map[string]bool{
		string(content.ZoneForestShadows): true, string(content.ZoneSunkenTemple): true, string(content.ZoneUnderdark): true,
		string(content.ZoneFeywild): true, string(content.ZoneDragonsLair): true,
	}
	for _, z := range content.Zones() {
		tr, ok := expedition.TraitsOf(z.ID)
		require.True(t, ok, z.ID)
		assert.Equal(t, want[string(z.ID)], tr.Wilderness, z.ID)
	}
}
