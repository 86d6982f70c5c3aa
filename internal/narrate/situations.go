package narrate

import (
	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// The flavor situations of the engine's typed values. Each maps every
// value to its own constant (flavor.None for a value the engine does not
// have, which the tests prove never comes out of a known one).

// roomSituation is the flavor situation of a room kind's entry line.
func roomSituation(k zonegraph.NodeKind) flavor.Situation {
	switch k {
	case zonegraph.KindEntry:
		return flavor.ZoneRoomEntry
	case zonegraph.KindExploration:
		return flavor.ZoneRoomExploration
	case zonegraph.KindTrap:
		return flavor.ZoneRoomTrap
	case zonegraph.KindElite:
		return flavor.ZoneRoomElite
	case zonegraph.KindBoss:
		return flavor.ZoneRoomBoss
	case zonegraph.KindHarvest:
		return flavor.ZoneRoomHarvest
	case zonegraph.KindRestCamp:
		return flavor.ZoneRoomRestCamp
	case zonegraph.KindSecret:
		return flavor.ZoneRoomSecret
	case zonegraph.KindFork:
		return flavor.ZoneRoomFork
	case zonegraph.KindMerge:
		return flavor.ZoneRoomMerge
	}
	return flavor.None
}

// nightSituation is TwinBee's line for a night (or a wandering check's)
// outcome: an encounter avoided, a quiet night behind a fortified or base
// camp's walls, else the outcome's own.
func nightSituation(n *expedition.NightReport) flavor.Situation {
	switch {
	case n.Avoided:
		return flavor.ExpeditionNightAvoided
	case n.Outcome == expedition.NightPeaceful && (n.Camp == expedition.CampFortified || n.Camp == expedition.CampBase):
		return flavor.ExpeditionNightFortified
	}
	switch n.Outcome {
	case expedition.NightPeaceful:
		return flavor.ExpeditionNightPeaceful
	case expedition.NightSigns:
		return flavor.ExpeditionNightSigns
	case expedition.NightMinor:
		return flavor.ExpeditionNightMinor
	case expedition.NightStandard:
		return flavor.ExpeditionNightStandard
	case expedition.NightElite:
		return flavor.ExpeditionNightElite
	case expedition.NightAmbush:
		return flavor.ExpeditionNightAmbush
	}
	return flavor.None
}

// campSituation is TwinBee's line for a camp pitched.
func campSituation(t expedition.CampType) flavor.Situation {
	switch t {
	case expedition.CampRough:
		return flavor.ExpeditionCampRough
	case expedition.CampStandard:
		return flavor.ExpeditionCampStandard
	case expedition.CampFortified:
		return flavor.ExpeditionCampFortified
	case expedition.CampBase:
		return flavor.ExpeditionCampBase
	}
	return flavor.None
}

// forcedSituation is TwinBee's respectful line for a forced extraction.
func forcedSituation(c expedition.ForcedCause) flavor.Situation {
	switch c {
	case expedition.CauseDowned:
		return flavor.ExpeditionExtractForcedDowned
	case expedition.CauseFled:
		return flavor.ExpeditionExtractForcedFled
	case expedition.CauseStarvation:
		return flavor.ExpeditionExtractForcedStarvation
	case expedition.CauseCollapse:
		return flavor.ExpeditionExtractForcedCollapse
	case expedition.CauseOverstay:
		return flavor.ExpeditionExtractForcedOverstay
	}
	return flavor.None
}

// feySituation is TwinBee's line for a Feywild day, by the fey effect's
// name (expedition.FeyEffects).
func feySituation(name string) flavor.Situation {
	switch name {
	case "normal":
		return flavor.ExpeditionEventFeyNormal
	case "half_day":
		return flavor.ExpeditionEventFeyHalfDay
	case "double_day":
		return flavor.ExpeditionEventFeyDoubleDay
	case "time_loop":
		return flavor.ExpeditionEventFeyTimeLoop
	}
	return flavor.None
}

// milestoneSituation is TwinBee's line for a milestone: First Night and
// The Long Game have their own, the others share one.
func milestoneSituation(id expedition.MilestoneID) flavor.Situation {
	switch id {
	case expedition.MilestoneFirstNight:
		return flavor.ExpeditionMilestoneFirstNight
	case expedition.MilestoneLongGame:
		return flavor.ExpeditionMilestoneLongGame
	}
	return flavor.ExpeditionMilestone
}
