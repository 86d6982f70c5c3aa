package narrate

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestStatusShowsTheRegionsClearedFlags: `!expedition status` in a
// multi-region zone lists the regions with their cleared flags (rules
// §6.7); a single-region zone has no such line.
func TestStatusShowsTheRegionsClearedFlags(t *testing.T) {
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	now := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	cases := []struct {
		zone, region string
		cleared      []string
		want         string
	}{
		{string(content.ZoneUnderdark), "drow_outpost", []string{"surface_tunnels"},
			"🗺️ **Regions:** ✅ Surface Tunnels → 📍 **Drow Outpost** → · Illithid Warren → · Deep Throne\n"},
		{string(content.ZoneAbyssPortal), "outer_rift", nil,
			"🗺️ **Regions:** 📍 **Outer Rift** → · Demon Assembly → · Warden's Post → · The Tear\n"},
		{string(content.ZoneGoblinWarrens), "", nil, ""},
	}
	for _, tc := range cases {
		t.Run(tc.zone, func(t *testing.T) {
			e, err := expedition.New(expedition.NewParams{ID: 1, UserID: "@b:x", ZoneID: content.ZoneID(tc.zone), Now: now})
			require.NoError(t, err)
			e.Status, e.Day, e.Region = expedition.StatusActive, 3, tc.region
			got := StatusText(e, ch, "Room 4", Here{RegionsCleared: tc.cleared}, Moment{Now: now}, "!")
			if tc.want == "" {
				assert.NotContains(t, got, "Regions:")
				return
			}
			assert.Contains(t, got, tc.want)
			assert.True(t, strings.Index(got, "📍 **Location:**") < strings.Index(got, "🗺️ **Regions:**"))
		})
	}
}

// TestRegionFlavorIsTheRegionsOwn: arriving in a region, TwinBee says one
// of that region's own lines from the zone data.
func TestRegionFlavorIsTheRegionsOwn(t *testing.T) {
	z, ok := content.ZoneByID(content.ZoneUnderdark)
	require.True(t, ok)
	r, ok := z.Region("illithid_warren")
	require.True(t, ok)
	for seed := range uint64(20) {
		assert.Contains(t, r.Flavor, RegionFlavor(z, "illithid_warren", seed))
	}
	crypt, _ := content.ZoneByID(content.ZoneCryptValdris)
	assert.Empty(t, RegionFlavor(crypt, "illithid_warren", 1))
}

// TestTheAutopilotsRegionLineIsTheRegionsOwn: a walk that crosses into a
// region says the region's name and one of its own lines.
func TestTheAutopilotsRegionLineIsTheRegionsOwn(t *testing.T) {
	z, _ := content.ZoneByID(content.ZoneUnderdark)
	g, _ := content.ZoneGraph(content.ZoneUnderdark)
	r, _ := z.Region("drow_outpost")
	run := zonerun.Run{ZoneID: z.ID, Seed: 4}
	line := AutoWalk{Zone: z, Graph: g}.eventLine(run, zonerun.Event{Kind: zonerun.EvRegionEntered, Region: "drow_outpost"})
	assert.True(t, strings.HasPrefix(line, "🧭 Into **Drow Outpost**. "), line)
	assert.Contains(t, r.Flavor, strings.TrimPrefix(line, "🧭 Into **Drow Outpost**. "))
}
