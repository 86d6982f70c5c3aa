package content

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestShippedResourceRegistryIsValid(t *testing.T) {
	require.NoError(t, ValidateResources())
	rs := Resources()
	// The registry has 68 resources (two zones of 6, eight of 7), rules §7.1.
	assert.Len(t, rs, 68)
	for _, z := range Zones() {
		n := len(ZoneResources(z.ID))
		assert.True(t, n == 6 || n == 7, "zone %s has %d resources, want 6 or 7", z.ID, n)
	}
	assert.Nil(t, ZoneResources("atlantis"))
}

func TestRegistryEntriesMatchTheFactsSheet(t *testing.T) {
	cases := []struct {
		id     ItemID
		zone   ZoneID
		action rules.HarvestAction
		dc     int
		rarity Grade
		typ    ResourceType
		sell   int
		kill   KillTag
		class  rules.ClassID
		event  HarvestEvent
	}{
		{"scrap_iron", ZoneGoblinWarrens, rules.Mine, 10, GradeCommon, ResourceMaterial, 10, "", "", ""},
		{"valdris_seal_fragment", ZoneCryptValdris, rules.Scavenge, 20, GradeRare, ResourceQuest, 250, "", "", ""},
		{"black_pearl", ZoneSunkenTemple, rules.Fish, 16, GradeUncommon, ResourceFish, 55, "", "", ""},
		{"tidal_crystal", ZoneSunkenTemple, rules.Mine, 17, GradeRare, ResourceMaterial, 200, "", "", EventTide},
		{"wraith_core", ZoneHauntedManor, rules.Commune, 20, GradeRare, ResourceMaterial, 260, TagWraith, rules.Cleric, ""},
		{"mithral_trace", ZoneUnderforge, rules.Mine, 20, GradeRare, ResourceMaterial, 280, "", "", ""},
		{"deep_dragon_chip", ZoneUnderdark, rules.Scavenge, 23, GradeEpic, ResourceMaterial, 800, "", "", ""},
		{"kobold_trap", ZoneDragonsLair, rules.Scavenge, 18, GradeRare, ResourceItem, 220, "", "", ""},
		{"abyssal_ichor", ZoneAbyssPortal, rules.Essence, 22, GradeRare, ResourceMaterial, 300, TagBalor, rules.Mage, ""},
		{"portal_fragment", ZoneAbyssPortal, rules.Scavenge, 25, GradeLegendary, ResourceMaterial, 6500, TagPortalBoss, "", ""},
	}
	for _, tc := range cases {
		r, ok := ResourceByID(tc.id)
		require.True(t, ok, tc.id)
		assert.Equal(t, tc.zone, r.Zone, tc.id)
		assert.Equal(t, tc.action, r.Action, tc.id)
		assert.Equal(t, tc.dc, r.DC, tc.id)
		assert.Equal(t, tc.rarity, r.Rarity, tc.id)
		assert.Equal(t, tc.typ, r.Type, tc.id)
		assert.Equal(t, tc.sell, r.Sell, tc.id)
		assert.Equal(t, tc.kill, r.RequiresKill, tc.id)
		assert.Equal(t, tc.class, r.ClassRestrict, tc.id)
		assert.Equal(t, tc.event, r.Event, tc.id)
	}
	_, ok := ResourceByID("unobtainium")
	assert.False(t, ok)
}

func TestChargesComeFromTheOneCalibrationTable(t *testing.T) {
	for tier := 1; tier <= MaxZoneTier; tier++ {
		for _, g := range []Grade{GradeCommon, GradeUncommon, GradeRare, GradeEpic, GradeLegendary} {
			assert.Positive(t, HarvestChargesFor(g, tier), "tier %d %s", tier, g)
		}
	}
	assert.Zero(t, HarvestChargesFor(Grade(0), 1))
	assert.Zero(t, HarvestChargesFor(GradeCommon, 0))
	assert.Zero(t, HarvestChargesFor(GradeCommon, MaxZoneTier+1))
	for _, r := range Resources() {
		z, ok := ZoneByID(r.Zone)
		require.True(t, ok, r.ID)
		assert.Equal(t, HarvestChargesFor(r.Rarity, z.Tier), r.Charges, r.ID)
	}
}

func TestEveryResourceIsASellableCatalogueMaterial(t *testing.T) {
	for _, r := range Resources() {
		it, ok := ItemByID(r.ID)
		require.True(t, ok, r.ID)
		assert.Equal(t, KindMaterial, it.Kind, r.ID)
		assert.Equal(t, r.Rarity, it.Grade, r.ID)
		price, sells := SellPrice(r.ID)
		assert.True(t, sells, r.ID)
		assert.Equal(t, r.Sell, price, r.ID)
	}
}

func TestHarvestRoomsFeatureAResourceOfTheirZone(t *testing.T) {
	for _, g := range ZoneGraphs() {
		for _, n := range g.Nodes {
			if n.Kind != zonegraph.KindHarvest {
				continue
			}
			r, ok := ResourceByID(n.Content.HarvestRef)
			if assert.True(t, ok, "%s: unknown harvest ref %q", n.ID, n.Content.HarvestRef) {
				assert.Equal(t, ZoneID(g.ZoneID), r.Zone, n.ID)
			}
		}
	}
}

// brokenRegistry returns a fixture of the shipped tables with the first
// resource changed by mutate.
func brokenRegistry(mutate func(*resourceCatalog)) resourceCatalog {
	cat := resourceCatalog{resources: Resources(), zones: Zones(), monsters: Monsters(), items: Items()}
	mutate(&cat)
	return cat
}

func TestBrokenRegistryFixturesFailLoudly(t *testing.T) {
	cases := []struct {
		name   string
		mutate func(*resourceCatalog)
		want   string
	}{
		{"unknown zone", func(c *resourceCatalog) { c.resources[0].Zone = "atlantis" }, `resource "scrap_iron": unknown zone "atlantis"`},
		{"unknown kill tag", func(c *resourceCatalog) { c.resources[0].RequiresKill = "kraken" }, `resource "scrap_iron": unknown kill tag "kraken"`},
		{"kill tag from another zone", func(c *resourceCatalog) { c.resources[0].RequiresKill = TagInfernax }, `resource "scrap_iron": no monster of zone goblin_warrens carries kill tag "infernax"`},
		{"DC too low", func(c *resourceCatalog) { c.resources[0].DC = 4 }, `resource "scrap_iron": DC 4 outside 5..30`},
		{"DC too high", func(c *resourceCatalog) { c.resources[0].DC = 31 }, `resource "scrap_iron": DC 31 outside 5..30`},
		{"bad rarity", func(c *resourceCatalog) { c.resources[0].Rarity = Grade(9) }, `resource "scrap_iron": bad rarity 9`},
		{"unknown action", func(c *resourceCatalog) { c.resources[0].Action = "juggle" }, `resource "scrap_iron": unknown harvest action "juggle"`},
		{"unknown type", func(c *resourceCatalog) { c.resources[0].Type = "gadget" }, `resource "scrap_iron": unknown type "gadget"`},
		{"sell outside band", func(c *resourceCatalog) { c.resources[0].Sell = 500 }, `resource "scrap_iron": sell value 500 outside the common band 5..15`},
		{"charges off the table", func(c *resourceCatalog) { c.resources[0].Charges = 5 }, `resource "scrap_iron": 5 charges, but the calibration table gives common nodes of its tier 2`},
		{"unknown class", func(c *resourceCatalog) { c.resources[0].ClassRestrict = "bard_of_doom" }, `resource "scrap_iron": unknown class "bard_of_doom"`},
		{"event of another zone", func(c *resourceCatalog) { c.resources[0].Event = EventTide }, `resource "scrap_iron": event "tidal_event" is not an event of zone goblin_warrens`},
		{"footer separator in name", func(c *resourceCatalog) { c.resources[0].Name = "Scrap, Iron" }, `resource "scrap_iron": name "Scrap, Iron" is empty or contains a footer separator`},
		{"duplicate ID", func(c *resourceCatalog) { c.resources[1].ID = "scrap_iron" }, `resource "scrap_iron": duplicate ID`},
		{"no catalogue item", func(c *resourceCatalog) { c.items = nil }, `resource "scrap_iron": no catalogue item with this ID`},
		{"catalogue disagrees", func(c *resourceCatalog) {
			for i := range c.items {
				if c.items[i].ID == "scrap_iron" {
					c.items[i].Value = 11
				}
			}
		}, `resource "scrap_iron": catalogue item disagrees`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := validateResources(brokenRegistry(tc.mutate))
			var ve *ValidationError
			require.True(t, errors.As(err, &ve), "want a *ValidationError, got %v", err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}
