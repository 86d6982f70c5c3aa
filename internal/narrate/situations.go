package narrate

import (
	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// The flavor situations of the engine's typed values: each table maps
// every value to its own constant, and a value missing from it to
// flavor.None (the tests prove no known value is missing).
var (
	roomSituations = map[zonegraph.NodeKind]flavor.Situation{
		zonegraph.KindEntry:       flavor.ZoneRoomEntry,
		zonegraph.KindExploration: flavor.ZoneRoomExploration,
		zonegraph.KindTrap:        flavor.ZoneRoomTrap,
		zonegraph.KindElite:       flavor.ZoneRoomElite,
		zonegraph.KindBoss:        flavor.ZoneRoomBoss,
		zonegraph.KindHarvest:     flavor.ZoneRoomHarvest,
		zonegraph.KindRestCamp:    flavor.ZoneRoomRestCamp,
		zonegraph.KindSecret:      flavor.ZoneRoomSecret,
		zonegraph.KindFork:        flavor.ZoneRoomFork,
		zonegraph.KindMerge:       flavor.ZoneRoomMerge,
	}
	nightSituations = map[expedition.NightOutcome]flavor.Situation{
		expedition.NightPeaceful: flavor.ExpeditionNightPeaceful,
		expedition.NightSigns:    flavor.ExpeditionNightSigns,
		expedition.NightMinor:    flavor.ExpeditionNightMinor,
		expedition.NightStandard: flavor.ExpeditionNightStandard,
		expedition.NightElite:    flavor.ExpeditionNightElite,
		expedition.NightAmbush:   flavor.ExpeditionNightAmbush,
	}
	// roadSituations are a region transit's outcomes: no camp, the player
	// on the move.
	roadSituations = map[expedition.NightOutcome]flavor.Situation{
		expedition.NightPeaceful: flavor.ExpeditionRoadPeaceful,
		expedition.NightSigns:    flavor.ExpeditionRoadSigns,
		expedition.NightMinor:    flavor.ExpeditionRoadMinor,
		expedition.NightStandard: flavor.ExpeditionRoadStandard,
		expedition.NightElite:    flavor.ExpeditionRoadElite,
		expedition.NightAmbush:   flavor.ExpeditionRoadAmbush,
	}
	// wanderSituations are a hunting or surge check's outcomes: no camp,
	// the player where they stand.
	wanderSituations = map[expedition.NightOutcome]flavor.Situation{
		expedition.NightPeaceful: flavor.ExpeditionWanderPeaceful,
		expedition.NightSigns:    flavor.ExpeditionWanderSigns,
		expedition.NightMinor:    flavor.ExpeditionWanderMinor,
		expedition.NightStandard: flavor.ExpeditionWanderStandard,
		expedition.NightElite:    flavor.ExpeditionWanderElite,
		expedition.NightAmbush:   flavor.ExpeditionWanderAmbush,
	}
	campSituations = map[expedition.CampType]flavor.Situation{
		expedition.CampRough:     flavor.ExpeditionCampRough,
		expedition.CampStandard:  flavor.ExpeditionCampStandard,
		expedition.CampFortified: flavor.ExpeditionCampFortified,
		expedition.CampBase:      flavor.ExpeditionCampBase,
	}
	forcedSituations = map[expedition.ForcedCause]flavor.Situation{
		expedition.CauseDowned:     flavor.ExpeditionExtractForcedDowned,
		expedition.CauseFled:       flavor.ExpeditionExtractForcedFled,
		expedition.CauseStarvation: flavor.ExpeditionExtractForcedStarvation,
		expedition.CauseCollapse:   flavor.ExpeditionExtractForcedCollapse,
		expedition.CauseOverstay:   flavor.ExpeditionExtractForcedOverstay,
	}
	// feySituations are keyed by the fey effect's name (expedition.FeyEffects).
	feySituations = map[string]flavor.Situation{
		"normal":     flavor.ExpeditionEventFeyNormal,
		"half_day":   flavor.ExpeditionEventFeyHalfDay,
		"double_day": flavor.ExpeditionEventFeyDoubleDay,
		"time_loop":  flavor.ExpeditionEventFeyTimeLoop,
	}
)

// roomSituation is the flavor situation of a room kind's entry line.
func roomSituation(k zonegraph.NodeKind) flavor.Situation { return roomSituations[k] }

// campSituation is TwinBee's line for a camp pitched.
func campSituation(t expedition.CampType) flavor.Situation { return campSituations[t] }

// forcedSituation is TwinBee's respectful line for a forced extraction.
func forcedSituation(c expedition.ForcedCause) flavor.Situation { return forcedSituations[c] }

// feySituation is TwinBee's line for a Feywild day, by the fey effect's
// name.
func feySituation(name string) flavor.Situation { return feySituations[name] }

// nightSituation is TwinBee's line for a wandering check's outcome, by
// what rolled it: a road's and a hunt's have no camp in them (the road
// between regions, the room the player stands in), a night's has; an
// encounter avoided, and a quiet night behind a fortified or base camp's
// walls, have their own.
func nightSituation(n *expedition.NightReport) flavor.Situation {
	switch n.Source {
	case expedition.SourceTransit:
		if n.Avoided {
			return flavor.ExpeditionRoadAvoided
		}
		return roadSituations[n.Outcome]
	case expedition.SourceWander:
		if n.Avoided {
			return flavor.ExpeditionWanderAvoided
		}
		return wanderSituations[n.Outcome]
	}
	switch {
	case n.Avoided:
		return flavor.ExpeditionNightAvoided
	case n.Outcome == expedition.NightPeaceful && (n.Camp == expedition.CampFortified || n.Camp == expedition.CampBase):
		return flavor.ExpeditionNightFortified
	}
	return nightSituations[n.Outcome]
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
