package expedition

import (
	"context"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// HarvestContext implements zone.HarvestHooks: the run of an active
// expedition harvests under the expedition's Threat Clock (the noise roll's
// threat modifier), its zone events' harvest effects
// (expedition.HarvestEffects: DC changes, blocks, the tide's crystal), the
// zone's wilderness trait (a Ranger's quieter noise) and the roll
// penalties in force (expedition.CurrentEffects: supplies, heat, the
// Abyss). Any other run harvests with base, the standalone context.
func (p *Plugin) HarvestContext(ctx context.Context, st *store.Store, r zonerun.Run, base harvest.Context) (harvest.Context, error) {
	e, ok, err := st.ExpeditionByRun(ctx, r.ID)
	if err != nil || !ok || e.Status != expedition.StatusActive {
		return base, err
	}
	fx := expedition.CurrentEffects(e)
	traits, _ := expedition.TraitsOf(e.ZoneID)
	return harvest.Context{
		Threat:      e.Threat.Level,
		Mods:        harvest.EventMods(expedition.HarvestEffects(e)),
		Wilderness:  traits.Wilderness,
		RollPenalty: fx.RollPenalty,
		WISPenalty:  fx.WISPenalty,
	}, nil
}

// harvested counts an auto-harvest pass: each noise tick adds the noise
// threat (+2, expedition.ReasonNoise; at most one tick per node per pass)
// and the yields join the day's loot.
func (s *stepper) harvested(ev zonerun.Event) error {
	r := ev.Harvest
	if r == nil {
		return nil
	}
	for range r.NoiseTicks {
		if err := s.addThreat(expedition.ThreatModifiers[expedition.ReasonNoise], expedition.ReasonNoise); err != nil {
			return err
		}
	}
	for _, y := range r.Yields {
		for range y.Qty {
			s.tally.Loot = append(s.tally.Loot, y.Resource)
		}
	}
	return nil
}

var _ zone.HarvestHooks = (*Plugin)(nil)

// refillAfterCamp refills the harvest nodes of run r after a camp's rest
// (facts §4.3, §5.3): only a full long rest at a standard, fortified or
// base camp does (harvest.RefillAfterRest); a rough camp, or a long rest
// denied for want of food, does not. It saves the run and reports whether
// any node grew back.
func refillAfterCamp(ctx context.Context, st *store.Store, r zonerun.Run, res expedition.CampResult) (bool, error) {
	if res.Rest != expedition.RestLong {
		return false, nil
	}
	spent := spentCharges(r.Harvest)
	hs, ok := harvest.RefillAfterRest(r.Harvest, harvest.Rest(res.Type))
	if !ok || spent == 0 {
		return false, nil
	}
	r.Harvest = hs
	return true, st.SaveZoneRun(ctx, r)
}

// spentCharges counts the charges the run's nodes have spent.
func spentCharges(s harvest.State) int {
	n := 0
	for _, rm := range s.Rooms {
		for _, nd := range rm.Nodes {
			n += nd.Max - max(nd.Charges, 0)
		}
	}
	return n
}

// timeLoop refills run r's harvest nodes on a day the Feywild's time loop
// resets them (facts §3.8; expedition.HarvestEffects NodesReset), once, at
// the rollover that rolled it.
func timeLoop(ctx context.Context, st *store.Store, e expedition.Expedition, r zonerun.Run) error {
	if !expedition.HarvestEffects(e).NodesReset || r.Status.Over() || spentCharges(r.Harvest) == 0 {
		return nil
	}
	r.Harvest = harvest.Refill(r.Harvest)
	return st.SaveZoneRun(ctx, r)
}
