package expedition

import (
	"context"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// HarvestContext implements zone.HarvestHooks: the run of an active
// expedition harvests in play.HarvestContext's expedition context (its
// Threat Clock, zone events and roll penalties); any other run harvests
// with base, the standalone context.
func (p *Plugin) HarvestContext(ctx context.Context, st *store.Store, r zonerun.Run, base harvest.Context) (harvest.Context, error) {
	e, ok, err := st.Expedition.ByRun(ctx, r.ID)
	if err != nil || !ok || e.Status != expedition.StatusActive {
		return base, err
	}
	return play.HarvestContext(e.ZoneID, &e), nil
}

var _ zone.HarvestHooks = (*Plugin)(nil)
