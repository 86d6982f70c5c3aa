package play

import (
	"math"

	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/weekly"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// RunSeed is the random seed of zone run runID under the world seed: every
// roll of the run is keyed by it (docs/architecture.md, "Randomness").
func RunSeed(world uint64, runID zonerun.RunID) uint64 {
	return uint64(dice.NewStream(world, "zone-run", int64(runID)).IntN(math.MaxInt64))
}

// RunSeeds are the room seed and the fight seed of zone run runID
// (zonerun.StartParams.Seed and FightSeed): RunSeed and none for a run of
// its own; for the run of a weekly expedition of week (its
// expedition.Expedition.Weekly) the week's seed, the same for every player
// who takes it, and the run's own for its fights (rules §12.2).
func RunSeeds(world uint64, runID zonerun.RunID, week string) (rooms, fights uint64) {
	if week == "" {
		return RunSeed(world, runID), 0
	}
	return weekly.SeedOf(world, week), RunSeed(world, runID)
}
