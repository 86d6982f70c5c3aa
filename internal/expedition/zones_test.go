package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
)

func TestTraitsAreTheZonesExpeditionFacts(t *testing.T) {
	for _, z := range content.Zones() {
		tr, ok := TraitsOf(z.ID)
		require.True(t, ok, z.ID)
		assert.Equal(t, z.ExpeditionFacts, tr, z.ID)
		assert.Equal(t, tr, Expedition{ZoneID: z.ID}.Traits(), z.ID)
	}
	assert.Zero(t, Expedition{ZoneID: "nowhere"}.Traits())
}

// eventMechanic is the mechanic each zone event kind belongs to.
var eventMechanic = map[ZoneEventKind]content.ZoneMechanic{
	EvTideWarning: content.MechanicTide, EvTide: content.MechanicTide,
	EvTideEbbs: content.MechanicTide, EvTideSkipped: content.MechanicTide,
	EvManorWarning: content.MechanicManorReset, EvManorReset: content.MechanicManorReset,
	EvHeatRises: content.MechanicHeat, EvHeatWarning: content.MechanicHeat,
	EvFeyDistortion: content.MechanicTimeDistortion,
	EvDragonWarning: content.MechanicDragonAwareness, EvDragonPulse: content.MechanicDragonAwareness,
	EvDragonWakeWarning: content.MechanicDragonAwareness, EvDragonWakes: content.MechanicDragonAwareness,
	EvInstability: content.MechanicInstability, EvCollapseWarning: content.MechanicInstability,
	EvCollapse: content.MechanicInstability,
}

// TestZoneEventsFollowTheZonesMechanics runs each zone's events over the
// first DragonWakeDay days: every event belongs to one of the zone's
// mechanics, and each of its mechanics fires.
func TestZoneEventsFollowTheZonesMechanics(t *testing.T) {
	for _, z := range content.Zones() {
		t.Run(string(z.ID), func(t *testing.T) {
			e := departed(t, z.ID, 1)
			fired := map[content.ZoneMechanic]bool{}
			for day := 2; day <= DragonWakeDay; day++ {
				e.Day = day
				for _, ev := range e.zoneEvents(cleared(), testRoot(), t0) {
					m, ok := eventMechanic[ev.Kind]
					require.True(t, ok, "event %s has a mechanic", ev.Kind)
					assert.True(t, z.Has(m), "day %d: %s fired without %s", day, ev.Kind, m)
					fired[m] = true
				}
			}
			for _, m := range z.Mechanics.List() {
				assert.True(t, fired[m], "%s never fired", m)
			}
		})
	}
}
