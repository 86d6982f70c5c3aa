package scheduler

import (
	"context"
	"time"

	"github.com/gogobee/gogobee/internal/clock"
)

// AdvanceTo moves adv forward to target one due job at a time: the clock is
// set to each job's due time before it runs, so every tick that falls due on
// the way runs in order and sees its own time as now. It returns how many
// jobs ran. Used by the dev clock and the console's /time.
func (s *Scheduler) AdvanceTo(ctx context.Context, adv clock.Advancer, target time.Time) (int, error) {
	ran := 0
	for {
		if ctx.Err() != nil {
			return ran, ctx.Err()
		}
		s.mu.Lock()
		job, ok, err := s.nextDue(ctx, target)
		if err != nil {
			s.mu.Unlock()
			return ran, err
		}
		if !ok {
			s.mu.Unlock()
			break
		}
		now := adv.MoveTo(job.DueAt)
		s.runOne(ctx, job, now)
		s.mu.Unlock()
		ran++
	}
	adv.MoveTo(target)
	n, err := s.RunDue(ctx)
	return ran + n, err
}
