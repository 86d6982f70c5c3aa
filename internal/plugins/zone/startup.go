package zone

import (
	"context"

	"github.com/rs/zerolog"

	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// Startup prepares the zone tables when the bot starts: zone_node and
// zone_edge are rewritten from the authored graphs, and a dnd_zone_run left
// by the linear model is warmed up (graph positions derived from current_room
// by zonerun.LinearWalk, seeded by RunSeed under the world seed) and, with
// GOGOBEE_BRANCHING_PURGE=1, rid of its legacy columns. Both steps are
// idempotent.
func Startup(ctx context.Context, st *store.Store, cfg *config.Config, worldSeed uint64, log zerolog.Logger) error {
	if err := st.SyncZoneGraphs(ctx, content.ZoneGraphs()); err != nil {
		return err
	}
	rep, err := st.WarmUpLegacyZoneRuns(ctx, store.LegacyWarmUp{
		Position: func(zoneID string, currentRoom int) (zonerun.LegacyPosition, bool) {
			g, ok := content.ZoneGraph(zoneID)
			if !ok {
				return zonerun.LegacyPosition{}, false
			}
			return zonerun.LinearWalk(g, currentRoom), true
		},
		Seed:  func(runID int64) uint64 { return RunSeed(worldSeed, runID) },
		Purge: cfg.BranchingPurge,
	})
	if err != nil {
		return err
	}
	if len(rep.ColumnsAdded)+rep.Warmed+rep.Skipped+len(rep.ColumnsDropped) > 0 {
		log.Info().Strs("columns_added", rep.ColumnsAdded).Int("warmed", rep.Warmed).Int("skipped", rep.Skipped).
			Strs("indexes_dropped", rep.IndexesDropped).Strs("columns_dropped", rep.ColumnsDropped).
			Msg("legacy zone runs warmed up")
	}
	return nil
}
