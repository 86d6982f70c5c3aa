package expedition

import (
	"context"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// takeRespawns hands the respawns expedition e owes (the Haunted Manor's
// every-third-night reset, expedition §7.2; Siege Mode's one respawn,
// §8.3) to run r: the enemies wait in its cleared rooms for the player's
// next entry, keyed by the expedition day. It returns e with the debt
// cleared, the run and whether the run changed.
func takeRespawns(e expedition.Expedition, r zonerun.Run, g zonegraph.Graph) (expedition.Expedition, zonerun.Run, bool) {
	e, owed := expedition.TakeRespawns(e)
	if !owed.Any() || r.Status.Over() {
		return e, r, false
	}
	changed := false
	for _, c := range []struct {
		owed  bool
		cause zonerun.RespawnCause
	}{{owed.Manor, zonerun.RespawnManor}, {owed.Siege, zonerun.RespawnSiege}} {
		if !c.owed {
			continue
		}
		var filled []string
		r, filled = zonerun.RespawnRooms(r, g, c.cause, e.Day)
		changed = changed || len(filled) > 0
	}
	return e, r, changed
}

// respawnOnRollover applies the respawns a rollover left owed to the
// expedition's saved run and returns the expedition and run to go on with.
func respawnOnRollover(ctx context.Context, st *store.Store, e expedition.Expedition, r zonerun.Run, g zonegraph.Graph) (expedition.Expedition, zonerun.Run, error) {
	e, r, changed := takeRespawns(e, r, g)
	// The night moved the Threat Clock and the zone's stacks: the run's own
	// fights feel the new day.
	if mods := runMods(e); changed || mods != r.Mods {
		r.Mods = mods
		return e, r, st.SaveZoneRun(ctx, r)
	}
	return e, r, nil
}
