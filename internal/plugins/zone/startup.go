package zone

import (
	"context"
	"sync"

	"github.com/rs/zerolog"

	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// shippedGraphRows are the shipped zone graphs' rows, laid out once a
// process: the graphs are embedded and never change while it runs.
var shippedGraphRows = sync.OnceValues(func() (store.GraphRows, error) {
	return store.ZoneGraphRows(content.ZoneGraphs())
})

// Startup prepares the zone tables when the bot starts: zone_node and
// zone_edge are rewritten from the authored graphs, the runs of a
// dnd_zone_run left by the linear model (kept aside by migration v7) are
// warmed up: graph positions derived from current_room by zonerun.LinearWalk,
// seeded by RunSeed under the world seed; and, with
// GOGOBEE_BRANCHING_PURGE=1, the legacy columns are dropped
// (store.ZoneRunQuery.PurgeLegacyColumns). Every step is idempotent.
func Startup(ctx context.Context, st *store.Store, cfg *config.Config, worldSeed uint64, log zerolog.Logger) error {
	rows, err := shippedGraphRows()
	if err != nil {
		return err
	}
	if err := st.ZoneGraph.Sync(ctx, rows); err != nil {
		return err
	}
	rep, err := st.ZoneRun.WarmUpLegacy(ctx, store.LegacyWarmUp{
		Position: func(zoneID content.ZoneID, currentRoom int) (zonerun.LegacyPosition, bool) {
			g, ok := content.ZoneGraph(zoneID)
			if !ok {
				return zonerun.LegacyPosition{}, false
			}
			return zonerun.LinearWalk(g, currentRoom), true
		},
		Seed: func(runID zonerun.RunID) uint64 { return RunSeed(worldSeed, runID) },
	})
	if err != nil {
		return err
	}
	if rep.Warmed+rep.Skipped > 0 {
		log.Info().Int("warmed", rep.Warmed).Int("skipped", rep.Skipped).Msg("legacy zone runs warmed up")
	}
	if !cfg.BranchingPurge {
		return nil
	}
	purged, err := st.ZoneRun.PurgeLegacyColumns(ctx)
	if err != nil {
		return err
	}
	if len(purged.Columns) > 0 {
		log.Info().Strs("indexes_dropped", purged.Indexes).Strs("columns_dropped", purged.Columns).
			Msg("legacy zone-run columns purged (GOGOBEE_BRANCHING_PURGE)")
	}
	return nil
}
