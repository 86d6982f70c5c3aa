package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/zonerun"
)

// eventLine is one event of a walked room in a line or two; events the
// stop or the totals tell are left out.
func (w AutoWalk) eventLine(run zonerun.Run, e zonerun.Event) string {
	switch e.Kind {
	case zonerun.EvRoomEntered:
		return w.roomEnteredLine(e)
	case zonerun.EvRegionEntered:
		return w.regionEnteredLine(run, e)
	case zonerun.EvFightResolved:
		return w.fightLine(e.Fight)
	case zonerun.EvTrap:
		return trapText(e.Trap)
	case zonerun.EvTreasure:
		return treasureText(e)
	case zonerun.EvSafeRoom:
		return SafeRoomText(run.ZoneID, e.Node, true, w.Prefix) // the auto-walk is an expedition's
	case zonerun.EvHarvest:
		if e.Harvest != nil {
			return HarvestText(run, e.Node, *e.Harvest, true) // the auto-walk is an expedition's
		}
	case zonerun.EvRunLost:
		return fmt.Sprintf("💀 The run ends in **%s**.", w.label(e.Node))
	case zonerun.EvRunFled:
		return fmt.Sprintf("🏃 You're out of **%s**.", w.Zone.Name)
	case zonerun.EvZoneCleared:
		return "🏆 **" + w.Zone.Name + "** is cleared."
	case zonerun.EvRegionCleared:
		return "🏁 The region is cleared."
	}
	return ""
}

// roomEnteredLine heads a walked room: its number and label, and whether
// the walk came back to it or the last run picked it clean.
func (w AutoWalk) roomEnteredLine(e zonerun.Event) string {
	head := fmt.Sprintf("**Room %d · %s**", e.Number, w.label(e.Node))
	switch {
	case e.Revisit:
		head += " (again)"
	case e.Spent:
		head += " (picked clean on your last run)"
	}
	return head
}

// regionEnteredLine is the walk going into a region: its name (the ID
// when the graph has no such region) and the region's own flavor line,
// picked from the run's seed.
func (w AutoWalk) regionEnteredLine(run zonerun.Run, e zonerun.Event) string {
	name := e.Region
	if r, ok := w.Graph.Region(e.Region); ok {
		name = r.Name
	}
	line := "🧭 Into **" + name + "**."
	if own := RegionFlavor(w.Zone, e.Region, run.Seed); own != "" {
		line += " " + own
	}
	return line
}
