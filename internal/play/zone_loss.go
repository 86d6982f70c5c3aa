package play

import (
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// RunLoss takes what a standalone zone run lost or fled leaves behind
// (rules §6.9): when run ended lost or fled in this step (prev was still
// going), ch keeps a third of the run's takings as a forced extraction
// does (expedition.ForcedLoss, ApplyLoss). It returns the character and
// the loss, nil when the step ended no run that way. A run an expedition
// wraps is not the caller's to pass: its forced extraction takes the
// leg's loss instead (rules §8.18).
func RunLoss(prev, run zonerun.Run, ch rules.Character) (rules.Character, *expedition.Loss) {
	if prev.Status.Over() || (run.Status != zonerun.StatusLost && run.Status != zonerun.StatusFled) {
		return ch, nil
	}
	t := run.Takings
	l := expedition.ForcedLoss(expedition.Takings{XP: t.XP, Coins: t.Coins, Items: t.Items}, ch)
	return expedition.ApplyLoss(ch, l), &l
}
