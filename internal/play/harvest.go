package play

import (
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/harvest"
)

// HarvestContext is the auto-harvest pass's context in zone zoneID
// (rules §7.3): standalone (e nil or not active) only the zone's
// wilderness trait (a Ranger's quieter noise); on an active expedition
// also its Threat Clock (the noise roll's modifier), its zone events'
// harvest effects (DC changes, blocks, the tide's crystal) and the roll
// penalties in force (supplies, heat, the Abyss).
func HarvestContext(zoneID content.ZoneID, e *expedition.Expedition) harvest.Context {
	traits, _ := expedition.TraitsOf(zoneID)
	if e == nil || e.Status != expedition.StatusActive {
		return harvest.Context{Wilderness: traits.Wilderness}
	}
	fx := expedition.CurrentEffects(*e)
	return harvest.Context{
		Threat:      e.Threat.Level,
		Mods:        expedition.HarvestEffects(*e),
		Wilderness:  traits.Wilderness,
		RollPenalty: fx.RollPenalty,
		WISPenalty:  fx.WISPenalty,
	}
}
