package content

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestZoneExpeditionFactsFollowTheSpec checks each zone's days against
// rules §6.1 (∞ is MaxDays 0), its wilderness flag against rules §6.1
// (Forest, Sunken Temple, Underdark, Feywild, Dragon's Lair) and its
// mechanics against the zone sections of rules §8.12, and only the Crypt
// of Valdris's boss wants a full rest (rules §8.12).
func TestZoneExpeditionFactsFollowTheSpec(t *testing.T) {
	cases := []struct {
		zone             ZoneID
		minDays, maxDays int
		wilderness       bool
		mechanics        []ZoneMechanic
	}{
		{ZoneGoblinWarrens, 2, 4, false, nil},
		{ZoneCryptValdris, 2, 5, false, nil},
		{ZoneForestShadows, 4, 8, true, nil},
		{ZoneSunkenTemple, 4, 9, true, []ZoneMechanic{MechanicTide}},
		{ZoneHauntedManor, 6, 12, false, []ZoneMechanic{MechanicManorReset}},
		{ZoneUnderforge, 5, 10, false, []ZoneMechanic{MechanicHeat}},
		{ZoneUnderdark, 10, 21, true, nil},
		{ZoneFeywild, 8, 14, true, []ZoneMechanic{MechanicTimeDistortion}},
		{ZoneDragonsLair, 14, 30, true, []ZoneMechanic{MechanicDragonAwareness}},
		{ZoneAbyssPortal, 21, 0, false, []ZoneMechanic{MechanicInstability}},
	}
	require.Len(t, Zones(), len(cases), "every zone is in the table")
	for _, tc := range cases {
		t.Run(string(tc.zone), func(t *testing.T) {
			z, ok := ZoneByID(tc.zone)
			require.True(t, ok)
			assert.Equal(t, tc.minDays, z.MinDays, "minimum days")
			assert.Equal(t, tc.maxDays, z.MaxDays, "maximum days")
			assert.Equal(t, tc.wilderness, z.Wilderness, "wilderness")
			assert.Equal(t, !tc.wilderness, z.Indoor(), "indoor")
			assert.Equal(t, tc.mechanics, z.Mechanics.List(), "mechanics")
			assert.Equal(t, tc.zone == ZoneCryptValdris, z.BossRest, "boss rest")
			for _, m := range ZoneMechanics() {
				assert.Equal(t, slices.Contains(tc.mechanics, m), z.Has(m), "Has(%s)", m)
			}
		})
	}
}

func TestExpeditionFactsOfMatchesTheZone(t *testing.T) {
	for _, z := range Zones() {
		f, ok := ExpeditionFactsOf(z.ID)
		require.True(t, ok, z.ID)
		assert.Equal(t, z.ExpeditionFacts, f, z.ID)
	}
	f, ok := ExpeditionFactsOf("tier6_unplace")
	assert.False(t, ok)
	assert.Zero(t, f)
}

func TestEveryMechanicIsOnAZoneAndEveryZoneMechanicIsKnown(t *testing.T) {
	used := map[ZoneMechanic]bool{}
	for _, z := range Zones() {
		for _, m := range z.Mechanics.List() {
			assert.True(t, m.Known(), "zone %s: mechanic %s", z.ID, m)
			used[m] = true
		}
	}
	for _, m := range ZoneMechanics() {
		assert.True(t, used[m], "mechanic %s: no zone has it", m)
	}
}

func TestBrokenExpeditionFactsFailValidation(t *testing.T) {
	cases := []struct {
		name   string
		mutate func(t *testing.T, c *catalog)
		want   string
	}{
		{"no days", func(t *testing.T, c *catalog) {
			zoneIn(t, c, string(ZoneGoblinWarrens)).MinDays = 0
		}, `zone goblin_warrens: minimum days 0; an expedition lasts at least 1 day`},
		{"cap below the floor", func(t *testing.T, c *catalog) {
			zoneIn(t, c, string(ZoneCryptValdris)).MaxDays = 1
		}, `zone crypt_valdris: maximum days 1 below minimum days 2`},
		{"unknown mechanic", func(t *testing.T, c *catalog) {
			zoneIn(t, c, string(ZoneUnderdark)).Mechanics = Mechanics(ZoneMechanic(30))
		}, `zone underdark: unknown mechanic mechanic(30)`},
		{"a mechanic no zone has", func(t *testing.T, c *catalog) {
			zoneIn(t, c, string(ZoneUnderforge)).Mechanics = 0
		}, `mechanic heat: no zone has it`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := shippedCatalog()
			tc.mutate(t, &c)
			err := validateCatalog(c)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestScavengeFindsAreRealResources(t *testing.T) {
	found := 0
	for _, z := range Zones() {
		if z.ScavengeFind.Resource == "" {
			continue
		}
		found++
		_, ok := ResourceByID(z.ScavengeFind.Resource)
		assert.True(t, ok, "%s's scavenge find %q is a resource", z.ID, z.ScavengeFind.Resource)
		assert.Greater(t, z.ScavengeFind.Chance, 0.0)
		assert.LessOrEqual(t, z.ScavengeFind.Chance, 1.0)
	}
	manor, _ := ZoneByID(ZoneHauntedManor)
	assert.Equal(t, ScavengeFind{Resource: "cursed_trinket", Chance: 0.10}, manor.ScavengeFind, "facts §4.3")
	assert.Equal(t, 1, found, "only the Manor has one")
}
