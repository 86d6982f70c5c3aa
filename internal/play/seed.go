package play

import (
	"math"

	"github.com/gogobee/gogobee/internal/dice"
)

// RunSeed is the random seed of zone run runID under the world seed: every
// roll of the run is keyed by it (docs/architecture.md, "Randomness").
func RunSeed(world uint64, runID int64) uint64 {
	return uint64(dice.NewStream(world, "zone-run", runID).IntN(math.MaxInt64))
}
